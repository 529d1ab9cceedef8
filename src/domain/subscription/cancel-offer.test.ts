import { describe, expect, it } from 'vitest';
import { subscriptionFacts } from '../../../tests/support/subscription-facts.ts';
import type { ListedChange } from '../delivery/vacation.ts';
import { cancelOfferFor, type CancelOfferFacts, type OfferedPlan } from './cancel-offer.ts';
import type { CancellationReason } from './changes.ts';
import { STATUS } from './status.ts';

// Sunday 22 November 2026, noon in Oslo: a plan change starts 1 December.
const now = new Date('2026-11-22T11:00:00Z');

type Plan = OfferedPlan & { offerId: string };
const plan = (offerId: string, ariaPlanID: string, planProductType: string, price: number, intro?: number): Plan => ({
  offerId,
  ariaPlanID,
  planProductType,
  price,
  introPrice: intro ?? null,
  introMonths: intro === undefined ? null : 1,
});
// What the reference backend's title sells.
const OFFERS: Plan[] = [
  plan('digital-1kr', 'ADR-C-DIGITAL-DIGITAL', 'DIGITAL', 399, 1),
  plan('digital', 'ADR-C-DIGITAL-DIGITAL', 'DIGITAL', 399),
  plan('paper', 'ADR-C-COMBO-7D', 'COMBO', 599),
  plan('weekend', 'ADR-C-COMBO-HELG', 'COMBO', 449),
  plan('youth', 'ADR-C-UNG-DIGITAL', 'DIGITAL', 99),
];

const digital = { ...subscriptionFacts(), price: 399 };
const paper = { ...subscriptionFacts({ ariaPlanID: 'ADR-C-COMBO-7D', planProductType: 'COMBO' }), price: 599 };
const weekend = { ...subscriptionFacts({ ariaPlanID: 'ADR-C-COMBO-HELG', planProductType: 'COMBO' }), price: 449 };
const noChanges = { changes: [] };
const change = (type: ListedChange['type'], from: string, to: string | null): ListedChange => ({
  changeId: `${type}-${from}`,
  type,
  from: from,
  to: to,
});

const facts = (overrides: Partial<CancelOfferFacts<Plan>>): CancelOfferFacts<Plan> => ({
  subscription: digital,
  offers: OFFERS,
  age: 41,
  delivery: undefined,
  now,
  ...overrides,
});
const offerIdOf = (reason: CancellationReason, given: Partial<CancelOfferFacts<Plan>>) => {
  const offer = cancelOfferFor(reason, facts(given));
  return offer?.kind === 'cheaperPlan' ? `${offer.kind}:${offer.plan.offerId}:${offer.from}` : offer?.kind;
};

describe('which offer for which reason and subscription (issue 41)', () => {
  it.each<[string, CancellationReason, Partial<CancelOfferFacts<Plan>>, string | undefined]>([
    // Too expensive: the dearest plan below what they pay, from the plan change's date.
    [
      'paper every day: the weekend paper (449), dearer than digital (399), so the smallest step down',
      'price',
      { subscription: paper, delivery: noChanges, age: 67 },
      'cheaperPlan:weekend:2026-12-01',
    ],
    [
      'the weekend paper: digital',
      'price',
      { subscription: weekend, delivery: noChanges },
      'cheaperPlan:digital:2026-12-01',
    ],
    ['digital at 41: nothing is cheaper (youth is for under 34)', 'price', {}, undefined],
    ['digital at 22: the youth plan', 'price', { age: 22 }, 'cheaperPlan:youth:2026-12-01'],
    ['digital, age not known: no youth plan', 'price', { age: undefined }, undefined],
    [
      'the price is compared with what they pay, not the plan: a discounted paper at 429 gets digital',
      'price',
      { subscription: { ...paper, price: 429 }, delivery: noChanges },
      'cheaperPlan:digital:2026-12-01',
    ],
    ['a price no plan is below', 'price', { subscription: { ...paper, price: 90 }, delivery: noChanges }, undefined],
    [
      'never a plan that starts the paper (that asks where it goes): digital at 499, the weekend paper at 449 is not offered',
      'price',
      { subscription: { ...digital, price: 499 }, offers: [OFFERS[3]!] },
      undefined,
    ],
    ['intro offers are not offered (1 kr is for new subscribers)', 'price', { offers: [OFFERS[0]!] }, undefined],
    ['the offers did not load', 'price', { subscription: paper, offers: undefined }, undefined],
    [
      'a plan change ordered already',
      'price',
      { subscription: { ...paper, pendingPlan: { ariaPlanID: 'ADR-C-COMBO-HELG' } } },
      undefined,
    ],
    ['a trial', 'price', { subscription: { ...digital, instStatusCode: STATUS.TRIAL, price: 1 }, age: 22 }, undefined],
    [
      'not started yet: no plan change',
      'price',
      { subscription: { ...paper, instStatusCode: STATUS.PENDING_INSTALLATION }, delivery: noChanges },
      undefined,
    ],
    [
      'a family plan: a cheaper one takes it from those it is shared with',
      'price',
      { subscription: { ...digital, eligibleForSharing: false, price: 499 } },
      undefined,
    ],
    [
      "a company's admin",
      'price',
      { subscription: { ...paper, subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: 'bedrift:admin' } } },
      undefined,
    ],
    [
      'not theirs to cancel (an employee)',
      'price',
      {
        subscription: {
          ...paper,
          subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: 'bedrift:ansatt', subscriptionInfo2: 'nonpaying' },
        },
      },
      undefined,
    ],
    // Too little time: a stop of the paper.
    ['paper: a stop', 'time', { subscription: paper, delivery: noChanges }, 'vacationStop'],
    ['digital: nothing to stop', 'time', {}, undefined],
    ['paper, delivery not known', 'time', { subscription: paper }, undefined],
    [
      'paper with a stop running',
      'time',
      { subscription: paper, delivery: { changes: [change('STOP', '2026-11-18', null)] } },
      undefined,
    ],
    [
      'paper with a stop ahead',
      'time',
      { subscription: paper, delivery: { changes: [change('STOP', '2026-12-10', '2026-12-20')] } },
      undefined,
    ],
    [
      'paper sent to the cabin for a while: still a stop',
      'time',
      { subscription: paper, delivery: { changes: [change('TRANSFER', '2026-12-10', '2026-12-20')] } },
      'vacationStop',
    ],
    [
      'paper with a stop that has ended',
      'time',
      { subscription: paper, delivery: { changes: [change('STOP', '2026-10-01', '2026-10-10')] } },
      'vacationStop',
    ],
    [
      'paper with as many changes as may be',
      'time',
      {
        subscription: paper,
        delivery: {
          changes: Array.from({ length: 10 }, (_, i) =>
            change('PERMANENT', `2027-0${(i % 9) + 1}-0${(i % 2) + 1}`, null),
          ),
        },
      },
      undefined,
    ],
    // Moving: the paper's address.
    ['paper: a new address', 'moving', { subscription: paper, delivery: noChanges }, 'moveAddress'],
    [
      'paper with a stop ahead: a move still fits',
      'moving',
      { subscription: paper, delivery: { changes: [change('STOP', '2026-12-10', '2026-12-20')] } },
      'moveAddress',
    ],
    [
      'paper with a move planned already',
      'moving',
      { subscription: paper, delivery: { changes: [change('PERMANENT', '2026-12-15', null)] } },
      undefined,
    ],
    ['digital: nothing moves', 'moving', {}, undefined],
    // Delivery trouble: the complaint page.
    ['paper: the complaint page', 'delivery', { subscription: weekend, delivery: noChanges }, 'complaint'],
    ['digital: no paper to complain of', 'delivery', {}, undefined],
    // No offer fits.
    ['the content', 'content', { subscription: paper, delivery: noChanges, age: 22 }, undefined],
    [
      'a switch (the page points to the plan change itself)',
      'replacement',
      { subscription: paper, delivery: noChanges },
      undefined,
    ],
    ['another reason', 'other', { subscription: paper, delivery: noChanges }, undefined],
  ])('%s', (_, reason, given, expected) => expect(offerIdOf(reason, given)).toBe(expected));

  it('no reason chosen, no offer', () => expect(cancelOfferFor(undefined, facts({ age: 22 }))).toBeUndefined());
});
