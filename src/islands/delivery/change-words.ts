// The delivery forms' words at the page model's rules ($changeRules, src/stores/delivery/delivery.ts): the date hint,
// a refusal's text and the form schemas' messages, each with the dates and maximum the rules name (changeLimitsOf),
// so that no form works them out again.
import { firstPossibleDate, missedDeadline, type Deadlines } from '../../domain/delivery/cut-off.ts';
import { changeLimitsOf, type DeliveryChangeRefusal } from '../../domain/delivery/vacation.ts';
import type { ChangeFormMessages } from '../../domain/delivery/change-form.ts';
import {
  changeFormWords,
  deliveryProblemText,
  formatClockTime,
  formatDeliveryDay,
  nbDelivery,
} from '../../i18n/nb/delivery.ts';

/** "Endringer må være registrert innen kl. 12.00 dagen før." and, past today's deadline, which date is first and why. */
export function deadlineHint(rules: Deadlines): string {
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

/** A refusal of a change in words, with the way on the rules give (the first day, the last, the most at once). */
export const refusalText = (rules: Deadlines, code: DeliveryChangeRefusal, postalCode?: string): string =>
  deliveryProblemText(code, changeLimitsOf(rules), postalCode);

/** The messages of a change form's schema at these rules. */
export const formWords = (rules: Deadlines): ChangeFormMessages => changeFormWords(changeLimitsOf(rules));
