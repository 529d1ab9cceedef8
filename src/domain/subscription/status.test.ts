import { describe, expect, it } from 'vitest';
import { subscriptionFacts as subscription } from '../../../tests/support/subscription-facts.ts';
import {
  hasSubscription,
  isBusinessAdmin,
  mayOrderNew,
  isFamily,
  isPaper,
  isPaying,
  isYouth,
  STATUS,
  statusName,
} from './status.ts';

describe('status codes', () => {
  it.each(Object.entries(STATUS))('%s is %i and named back', (name, code) => {
    expect(statusName(code)).toBe(name);
  });
  it('an unknown code has no name', () => expect(statusName(99)).toBeUndefined());
});

describe('per status code', () => {
  // [status, paying, has a subscription to manage]
  const table: [keyof typeof STATUS, boolean, boolean][] = [
    ['INACTIVE', true, false],
    ['ACTIVE', true, true],
    ['SUSPENDED', true, true],
    ['PENDING_CANCELLATION', true, true],
    ['CANCELLED', true, true],
    ['PENDING_TERMINATION', true, true],
    ['TERMINATED', true, false],
    ['PENDING_INSTALLATION', true, true],
    ['PENDING_ACTIVATION', true, true],
    ['TRIAL', false, true],
    ['ACTIVE_NON_BILLABLE', false, true],
  ];
  it('covers every status code', () => expect(table.map(([name]) => name).sort()).toEqual(Object.keys(STATUS).sort()));
  it.each(table)('%s: paying %s, has subscription %s', (name, paying, has) => {
    const facts = subscription({ instStatusCode: STATUS[name] });
    expect(isPaying(facts)).toBe(paying);
    expect(hasSubscription(facts)).toBe(has);
  });
});

describe('predicates', () => {
  it('additional info can mark a subscription as not paying', () => {
    expect(
      isPaying(
        subscription({ subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: '', subscriptionInfo2: 'nonpaying' } }),
      ),
    ).toBe(false);
    expect(
      isPaying(
        subscription({ subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: '', subscriptionInfo2: 'NonPaying' } }),
      ),
    ).toBe(false);
    expect(
      isPaying(
        subscription({ subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: '', subscriptionInfo2: 'kampanje' } }),
      ),
    ).toBe(true);
  });
  it.each([
    ['bedrift:admin', true],
    ['admin', true],
    ['bedrift:ansatt', false],
    ['', false],
  ])('business admin when subscriptionInfo1 is %j: %s', (info, expected) => {
    expect(isBusinessAdmin(subscription({ subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: info } }))).toBe(
      expected,
    );
  });
  it('family when not eligible for sharing', () => {
    expect(isFamily(subscription({ eligibleForSharing: false }))).toBe(true);
    expect(isFamily(subscription({ eligibleForSharing: true }))).toBe(false);
  });
  it.each([
    ['ADR-C-UNG-DIGITAL', true],
    ['ADR-C-DIGITAL-DIGITAL', false],
    ['ung', false],
  ])('youth when the plan id %s contains UNG: %s', (ariaPlanID, expected) => {
    expect(isYouth(subscription({ ariaPlanID }))).toBe(expected);
  });
  it('paper when the product type is COMBO', () => {
    expect(isPaper(subscription({ planProductType: 'COMBO' }))).toBe(true);
    expect(isPaper(subscription({ planProductType: 'DIGITAL' }))).toBe(false);
  });
  it('no subscription at all', () => {
    expect(hasSubscription(null)).toBe(false);
    expect(hasSubscription(undefined)).toBe(false);
  });
});

describe('mayOrderNew', () => {
  // Whether someone with a subscription in this status may buy a new one (a winback offer, say), or is sent to
  // manage the one they have: only a subscription that has ended leaves the way to a new one open.
  const table: [keyof typeof STATUS, boolean][] = [
    ['INACTIVE', true],
    ['ACTIVE', false],
    ['SUSPENDED', false],
    ['PENDING_CANCELLATION', false],
    ['CANCELLED', true],
    ['PENDING_TERMINATION', false],
    ['TERMINATED', true],
    ['PENDING_INSTALLATION', false],
    ['PENDING_ACTIVATION', false],
    ['TRIAL', false],
    ['ACTIVE_NON_BILLABLE', false],
  ];
  it('covers every status code', () => expect(table.map(([name]) => name).sort()).toEqual(Object.keys(STATUS).sort()));
  it.each(table)('%s: may order a new subscription %s', (name, expected) => {
    expect(mayOrderNew(subscription({ instStatusCode: STATUS[name] }))).toBe(expected);
  });
  it('without any subscription', () => {
    expect(mayOrderNew(null)).toBe(true);
    expect(mayOrderNew(undefined)).toBe(true);
  });
});
