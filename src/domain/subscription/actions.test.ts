import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routing/routes.ts';
import { ACTION_PATHS, actionsFor, type ActionId } from './actions.ts';
import type { StandingFacts } from './standing.ts';
import { NON_PAYING_MARK, STATUS, type SubscriptionFacts } from './status.ts';

type Facts = SubscriptionFacts & StandingFacts;

const digital: Facts = {
  ariaPlanID: 'ADR-C-DIGITAL-DIGITAL',
  planProductType: 'DIGITAL',
  eligibleForSharing: true,
  instStatusCode: STATUS.ACTIVE,
  subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: '' },
  endDate: null,
  pendingPlan: null,
};
const paper: Facts = { ...digital, ariaPlanID: 'ADR-C-COMBO-7D', planProductType: 'COMBO' };

const ALWAYS: ActionId[] = ['profile', 'content', 'privacy'];
const OWN: ActionId[] = ['changePlan', 'cancel'];
const PAYING: ActionId[] = ['invoices', 'paymentMethod'];
const DELIVERY: ActionId[] = ['vacation', 'complaint', 'deliveryAddress'];

describe('the actions home offers, for the situations of the personas and more', () => {
  it.each([
    ['active digital', digital, [...OWN, ...PAYING, ...ALWAYS]],
    ['paper', paper, [...OWN, ...PAYING, ...DELIVERY, ...ALWAYS]],
    ['youth', { ...digital, ariaPlanID: 'ADR-C-UNG-DIGITAL' }, [...OWN, ...PAYING, ...ALWAYS]],
    [
      'trial: the holder’s own, not paying yet',
      { ...digital, instStatusCode: STATUS.TRIAL, endDate: '2026-12-06' },
      [...OWN, ...ALWAYS],
    ],
    [
      'pending cancellation',
      { ...digital, instStatusCode: STATUS.PENDING_CANCELLATION, endDate: '2026-11-30' },
      ['reactivate', ...PAYING, ...ALWAYS],
    ],
    [
      'cancelled',
      { ...digital, instStatusCode: STATUS.CANCELLED, endDate: '2026-09-22' },
      ['reactivate', ...PAYING, ...ALWAYS],
    ],
    [
      'cancelled paper: nothing to deliver any more',
      { ...paper, instStatusCode: STATUS.CANCELLED, endDate: '2026-09-22' },
      ['reactivate', ...PAYING, ...ALWAYS],
    ],
    [
      'pending paper cancellation: delivered until it ends',
      { ...paper, instStatusCode: STATUS.PENDING_CANCELLATION },
      ['reactivate', ...PAYING, ...DELIVERY, ...ALWAYS],
    ],
    [
      'pending plan change: may change again or cancel',
      { ...digital, pendingPlan: { planName: 'Papiravis i helgen + digital', effectiveDate: '2026-12-01' } },
      [...OWN, ...PAYING, ...ALWAYS],
    ],
    [
      'business admin',
      { ...digital, subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: 'bedrift:admin' } },
      [...OWN, ...PAYING, 'business', ...ALWAYS],
    ],
    [
      'business employee: the employer’s plan',
      {
        ...digital,
        subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: 'bedrift:ansatt', subscriptionInfo2: NON_PAYING_MARK },
      },
      ALWAYS,
    ],
    ['family owner', { ...digital, eligibleForSharing: false }, [...OWN, ...PAYING, 'family', ...ALWAYS]],
    [
      'family member: the owner’s plan',
      { ...digital, eligibleForSharing: false, instStatusCode: STATUS.ACTIVE_NON_BILLABLE },
      ['family', ...ALWAYS],
    ],
    [
      'starting: may be called off, not changed',
      { ...paper, instStatusCode: STATUS.PENDING_ACTIVATION },
      ['cancel', ...PAYING, ...DELIVERY, ...ALWAYS],
    ],
    [
      'being ended by the company: pay, not regret',
      { ...digital, instStatusCode: STATUS.PENDING_TERMINATION, endDate: '2026-11-30' },
      [...PAYING, ...ALWAYS],
    ],
    ['suspended', { ...digital, instStatusCode: STATUS.SUSPENDED }, [...PAYING, ...ALWAYS]],
  ] satisfies [string, Facts, ActionId[]][])('%s', (_, facts, expected) => {
    expect(actionsFor(facts)).toEqual(expected);
  });
});

describe('ACTION_PATHS', () => {
  it.each(Object.entries(ACTION_PATHS))('%s leads to %s, a route of the route table', (_, path) => {
    expect(ROUTES.map((route) => route.path)).toContain(path);
  });
});
