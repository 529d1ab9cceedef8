import { describe, expect, it } from 'vitest';
import { STATUS, type SubscriptionFacts } from '../subscription/status.ts';
import { ROLE_RULES, roleRefusal, type RoleFacts, type RoleNote } from './role-rules.ts';
import { ROUTES } from './routes.ts';

const subscription = (info1: string, eligibleForSharing = true): SubscriptionFacts => ({
  ariaPlanID: 'ADR-C-BEDRIFT',
  planProductType: 'DIGITAL',
  eligibleForSharing,
  instStatusCode: STATUS.ACTIVE,
  subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: info1 },
});

const facts = (query: string, sub: SubscriptionFacts | null = null): RoleFacts => ({
  subscription: sub,
  query: new URLSearchParams(query),
});

describe('roleRefusal: who may open a route with a role note', () => {
  // [case, note, facts, refusal or undefined when let in]
  const table: [string, RoleNote | undefined, RoleFacts, ReturnType<typeof roleRefusal>][] = [
    ['no note: anyone the access rule lets in', undefined, facts(''), undefined],
    ['admin: a business admin', 'admin', facts('', subscription('bedrift:admin')), undefined],
    ['admin: a business employee', 'admin', facts('', subscription('bedrift:ansatt')), 'notBusinessAdmin'],
    ['admin: a plain digital subscriber', 'admin', facts('', subscription('')), 'notBusinessAdmin'],
    ['admin: no subscription known', 'admin', facts(''), 'notBusinessAdmin'],
    [
      'admin: a token in the link does not make an admin',
      'admin',
      facts('token=x', subscription('')),
      'notBusinessAdmin',
    ],
    ['invited: with the invitation token', 'invited', facts('token=x'), undefined],
    ['invited: with the token beside other parameters', 'invited', facts('utm_source=epost&token=abc-123'), undefined],
    ['invited: without a token', 'invited', facts(''), 'invitationIncomplete'],
    ['invited: with an empty token', 'invited', facts('token='), 'invitationIncomplete'],
    ['invited: with a blank token', 'invited', facts('token=%20%20'), 'invitationIncomplete'],
    ['invited: with another parameter only', 'invited', facts('q=1'), 'invitationIncomplete'],
    // Issue 25: a token cut short or mangled can never be right, so the page says so at once instead of failing later.
    ['invited: a token of 201 characters', 'invited', facts(`token=${'x'.repeat(201)}`), 'invitationIncomplete'],
    ['invited: a token of 200 characters', 'invited', facts(`token=${'x'.repeat(200)}`), undefined],
    ['invited: a token with markup', 'invited', facts('token=%3Cscript%3E'), 'invitationIncomplete'],
    [
      'verification: a token with a space inside',
      'verification',
      facts('token=bedrift%20invitasjon'),
      'verificationIncomplete',
    ],
    [
      'invited: a subscription does not replace the token',
      'invited',
      facts('', subscription('bedrift:admin')),
      'invitationIncomplete',
    ],
    [
      'verification: with the business invitation token',
      'verification',
      facts('token=bedrift-invitasjon-1'),
      undefined,
    ],
    ['verification: without a token', 'verification', facts(''), 'verificationIncomplete'],
    ['verification: with an empty token', 'verification', facts('token='), 'verificationIncomplete'],
    [
      'family: a family subscription (not eligible for sharing), owner or member',
      'family',
      facts('', subscription('', false)),
      undefined,
    ],
    ['family: a plan that can be shared is no family plan', 'family', facts('', subscription('')), 'notFamily'],
    ['family: a business admin', 'family', facts('', subscription('bedrift:admin')), 'notFamily'],
    [
      'family: an invitation token does not make a family',
      'family',
      facts('token=familie-invitasjon-1', subscription('')),
      'notFamily',
    ],
  ];

  it.each(table)('%s', (_case, note, given, refusal) => {
    expect(roleRefusal(note, given)).toBe(refusal);
  });

  it('covers every note of the route table', () => {
    const notes = new Set(ROUTES.flatMap((route) => (route.note ? [route.note] : [])));
    expect(Object.keys(ROLE_RULES).sort()).toEqual([...notes].sort());
    expect(new Set(table.flatMap(([, note]) => (note ? [note] : [])))).toEqual(notes);
  });
});

describe('ROLE_RULES against the route table', () => {
  it('a rule that reads the subscription is only on routes whose access loads one', () => {
    for (const route of ROUTES.filter((r) => r.note && ROLE_RULES[r.note].needsSubscription)) {
      expect(route.access, route.path).toBe('subscriber');
    }
  });

  it('a refused user is sent on within the site', () => {
    for (const rule of Object.values(ROLE_RULES)) {
      expect(ROUTES.map((route) => route.path)).toContain(rule.wayOn);
    }
  });
});
