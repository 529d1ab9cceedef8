// What every delivery form checks against: now, the title's cut-off, the plan's delivery days and the changes
// already registered; and the date hint that says the deadline, and past it, the first possible date and why.
import { useMemo } from 'react';
import { DEFAULT_CUT_OFF, firstPossibleDate, missedDeadline } from '../../domain/delivery/cut-off.ts';
import { deliveryPatternOf } from '../../domain/delivery/delivery-days.ts';
import type { DeliveryChange } from '../../domain/delivery/vacation.ts';
import { formatClockTime, formatDeliveryDay, nb } from '../../i18n/nb.ts';
import type { Delivery } from '../../stores/delivery.ts';
import { usePage } from '../shared/use-page.ts';
import type { ChangeRules } from './change-form.ts';

export function useChangeRules(delivery: Delivery): ChangeRules {
  const { brand, subscription } = usePage();
  const cutOff = brand?.deliveryCutOff ?? DEFAULT_CUT_OFF;
  // WithDelivery draws a delivery page only for a subscription with paper, so there is a pattern.
  const pattern = (subscription && deliveryPatternOf(subscription)) || 'everyDay';
  return useMemo(
    () => ({
      now: new Date(),
      cutOff,
      pattern,
      existing: delivery.changes.map((change): DeliveryChange => (change.type === 'PERMANENT' ? { id: change.changeId, type: 'PERMANENT', from: change.from } : { id: change.changeId, type: change.type, from: change.from, to: change.to })),
    }),
    [delivery, cutOff, pattern],
  );
}

/** "Endringer må være registrert innen kl. 12.00 dagen før." and, past today's deadline, which date is first and why. */
export function deadlineHint({ now, cutOff, pattern }: ChangeRules): string {
  const time = formatClockTime(cutOff);
  const missed = missedDeadline(now, cutOff, pattern);
  const day = (date: string) => formatDeliveryDay(date, now);
  return [nb.delivery.cutOff(time), missed && nb.delivery.deadlinePassed(day(missed), time, day(firstPossibleDate(now, cutOff, pattern))), nb.delivery.dateHint]
    .filter(Boolean)
    .join(' ');
}
