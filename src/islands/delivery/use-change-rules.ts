// What every delivery form checks against: now, the title's cut-off, the plan's delivery days and the changes
// already registered; and the date hint that says the deadline, and past it, the first possible date and why.
import { useMemo } from 'react';
import { DEFAULT_CUT_OFF, firstPossibleDate, missedDeadline } from '../../domain/delivery/cut-off.ts';
import { deliveryPatternOf } from '../../domain/delivery/delivery-days.ts';
import { changeRulesOf, type ChangeRules } from '../../domain/delivery/vacation.ts';
import { formatClockTime, formatDeliveryDay, nbDelivery } from '../../i18n/nb/delivery.ts';
import type { Delivery } from '../../stores/delivery/delivery.ts';
import { usePage } from '../shared/use-page.ts';

export function useChangeRules(delivery: Delivery): ChangeRules {
  const { brand, subscription } = usePage();
  const cutOff = brand?.deliveryCutOff ?? DEFAULT_CUT_OFF;
  // WithDelivery draws a delivery page only for a subscription with paper, so there is a pattern.
  const pattern = (subscription && deliveryPatternOf(subscription)) || 'everyDay';
  return useMemo(
    () => changeRulesOf({ now: new Date(), cutOff, pattern, changes: delivery.changes }),
    [delivery, cutOff, pattern],
  );
}

/** "Endringer må være registrert innen kl. 12.00 dagen før." and, past today's deadline, which date is first and why. */
export function deadlineHint({ now, cutOff, pattern }: ChangeRules): string {
  const time = formatClockTime(cutOff);
  const missed = missedDeadline(now, cutOff, pattern);
  const day = (date: string) => formatDeliveryDay(date, now);
  return [
    nbDelivery.cutOff(time),
    missed && nbDelivery.deadlinePassed(day(missed), time, day(firstPossibleDate(now, cutOff, pattern))),
    nbDelivery.dateHint,
  ]
    .filter(Boolean)
    .join(' ');
}
