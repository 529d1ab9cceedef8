// The date hint every delivery form shows from the page model's rules ($changeRules, src/stores/delivery.ts): the
// deadline, and past it, the first possible date and why.
import { firstPossibleDate, missedDeadline } from '../../domain/delivery/cut-off.ts';
import type { ChangeRules } from '../../domain/delivery/vacation.ts';
import { formatClockTime, formatDeliveryDay, nbDelivery } from '../../i18n/nb/delivery.ts';

/** "Endringer må være registrert innen kl. 12.00 dagen før." and, past today's deadline, which date is first and why. */
export function deadlineHint(rules: ChangeRules): string {
  const time = formatClockTime(rules.cutOff);
  const missed = missedDeadline(rules);
  const day = (date: string) => formatDeliveryDay(date, rules.now);
  return [
    nbDelivery.cutOff(time),
    missed && nbDelivery.deadlinePassed(day(missed), time, day(firstPossibleDate(rules))),
    nbDelivery.dateHint,
  ]
    .filter(Boolean)
    .join(' ');
}
