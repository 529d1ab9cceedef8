// The guard's decision for every route of the route table and every kind of visitor. E2E walks one route of each
// (access, note) class per visitor (tests/e2e/auth.spec.ts); that every built page hands the guard its route's
// access and note is checked over every route in scripts/preview/built-routes.test.ts.
import { describe, expect, it } from 'vitest';
import { STATUS, type SubscriptionFacts } from '../subscription/status.ts';
import { guardDecision, type GuardDecision, type GuardFacts } from './guard-decision.ts';
import { ROUTES } from './routes.ts';

const subscription = (
  info1: string,
  { eligibleForSharing = true, status = STATUS.ACTIVE }: { eligibleForSharing?: boolean; status?: number } = {},
): SubscriptionFacts => ({
  ariaPlanID: 'ADR-C-DIGITAL',
  planProductType: 'DIGITAL',
  eligibleForSharing,
  instStatusCode: status,
  subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: info1 },
});

/** The visitors of the e2e personas, as the guard sees them. */
const VISITORS = {
  anonymous: { signedIn: false },
  'without a subscription': { signedIn: true, subscription: null },
  'with an ended subscription': { signedIn: true, subscription: subscription('', { status: STATUS.TERMINATED }) },
  'a digital subscriber': { signedIn: true, subscription: subscription('') },
  'a business admin': { signedIn: true, subscription: subscription('bedrift:admin') },
  'a family subscriber': { signedIn: true, subscription: subscription('', { eligibleForSharing: false }) },
} satisfies Record<string, Omit<GuardFacts, 'query'>>;
type Visitor = keyof typeof VISITORS;

const login: GuardDecision = { kind: 'login' };
const noSubscription: GuardDecision = { kind: 'noSubscription' };
const allowed: GuardDecision = { kind: 'allowed' };
const refused = (
  refusal: Extract<GuardDecision, { kind: 'refused' }>['refusal'],
  wayOn: '/' | '/kundeservice',
): GuardDecision => ({ kind: 'refused', refusal, wayOn });

type Expected = Record<Visitor, GuardDecision>;
const signedInAlike = (decision: GuardDecision): Omit<Expected, 'anonymous'> => ({
  'without a subscription': decision,
  'with an ended subscription': decision,
  'a digital subscriber': decision,
  'a business admin': decision,
  'a family subscriber': decision,
});
const subscribersOnly = (
  forSubscribers: Pick<Expected, 'a digital subscriber' | 'a business admin' | 'a family subscriber'>,
): Expected => ({
  anonymous: login,
  'without a subscription': noSubscription,
  'with an ended subscription': noSubscription,
  ...forSubscribers,
});

/** Per (access, note) class of the route table: what each visitor gets, without a token in the link and with one. */
const EXPECTED: Record<string, { plain: Expected; withToken: Expected }> = {
  'public/-': {
    plain: { anonymous: allowed, ...signedInAlike(allowed) },
    withToken: { anonymous: allowed, ...signedInAlike(allowed) },
  },
  'auth/-': {
    plain: { anonymous: login, ...signedInAlike(allowed) },
    withToken: { anonymous: login, ...signedInAlike(allowed) },
  },
  'subscriber/-': {
    plain: subscribersOnly({
      'a digital subscriber': allowed,
      'a business admin': allowed,
      'a family subscriber': allowed,
    }),
    withToken: subscribersOnly({
      'a digital subscriber': allowed,
      'a business admin': allowed,
      'a family subscriber': allowed,
    }),
  },
  'auth/verification': {
    plain: { anonymous: login, ...signedInAlike(refused('verificationIncomplete', '/kundeservice')) },
    withToken: { anonymous: login, ...signedInAlike(allowed) },
  },
  'auth/invited': {
    plain: { anonymous: login, ...signedInAlike(refused('invitationIncomplete', '/kundeservice')) },
    withToken: { anonymous: login, ...signedInAlike(allowed) },
  },
  'subscriber/admin': {
    plain: subscribersOnly({
      'a digital subscriber': refused('notBusinessAdmin', '/'),
      'a business admin': allowed,
      'a family subscriber': refused('notBusinessAdmin', '/'),
    }),
    withToken: subscribersOnly({
      'a digital subscriber': refused('notBusinessAdmin', '/'),
      'a business admin': allowed,
      'a family subscriber': refused('notBusinessAdmin', '/'),
    }),
  },
  'subscriber/family': {
    plain: subscribersOnly({
      'a digital subscriber': refused('notFamily', '/'),
      'a business admin': refused('notFamily', '/'),
      'a family subscriber': allowed,
    }),
    withToken: subscribersOnly({
      'a digital subscriber': refused('notFamily', '/'),
      'a business admin': refused('notFamily', '/'),
      'a family subscriber': allowed,
    }),
  },
};

const routeClass = (route: (typeof ROUTES)[number]) => `${route.access}/${route.note ?? '-'}`;

describe('guardDecision over every route of the route table', () => {
  const rows = ROUTES.flatMap((route) =>
    (Object.keys(VISITORS) as Visitor[]).flatMap((visitor) =>
      (['plain', 'withToken'] as const).map((link) => [route.path, visitor, link, route] as const),
    ),
  );

  it.each(rows)('%s, %s, %s link', (_path, visitor, link, route) => {
    const facts: GuardFacts = {
      ...VISITORS[visitor],
      query: new URLSearchParams(link === 'withToken' ? 'q=1&token=x' : 'q=1'),
    };
    expect(guardDecision(route.access, route.note, facts)).toEqual(EXPECTED[routeClass(route)]![link][visitor]);
  });

  it('has a row for each class of the route table, and none for a class it lacks', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...new Set(ROUTES.map(routeClass))].sort());
  });
});
