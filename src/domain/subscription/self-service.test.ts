import { describe, expect, it } from 'vitest';
import { subscriptionFacts as subscription } from '../../../tests/support/subscription-facts.ts';
import {
  ALLOWED_BY_STATUS,
  heldBackBy,
  mayCancel,
  mayChangePlan,
  mayRegretOrReactivate,
  ownsPlan,
  type HeldBack,
} from './self-service.ts';
import { standingOf } from './standing.ts';
import { NON_PAYING_MARK, STATUS, STATUS_CODES, type StatusName, type SubscriptionFacts } from './status.ts';

const employees = (instStatusCode: number) =>
  subscription({
    instStatusCode,
    subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: 'bedrift:ansatt', subscriptionInfo2: NON_PAYING_MARK },
  });

const allowed = (facts: SubscriptionFacts) => ({
  cancel: mayCancel(facts),
  changePlan: mayChangePlan(facts),
  regretOrReactivate: mayRegretOrReactivate(facts),
});

describe('what the holder of a plan may do themselves, per status', () => {
  // [status, cancel, change plan, regret or reactivate]
  const table: [StatusName, boolean, boolean, boolean][] = [
    ['ACTIVE', true, true, false],
    ['TRIAL', true, true, false],
    ['PENDING_INSTALLATION', true, false, false],
    ['PENDING_ACTIVATION', true, false, false],
    ['ACTIVE_NON_BILLABLE', false, false, false],
    ['PENDING_CANCELLATION', false, false, true],
    ['CANCELLED', false, false, true],
    ['PENDING_TERMINATION', false, false, false],
    ['TERMINATED', false, false, false],
    ['SUSPENDED', false, false, false],
    ['INACTIVE', false, false, false],
  ];

  it('covers every status code', () => {
    expect(table.map(([name]) => STATUS[name]).sort()).toEqual([...STATUS_CODES].sort());
    expect(Object.keys(ALLOWED_BY_STATUS).sort()).toEqual(Object.keys(STATUS).sort());
  });

  it.each(table)(
    '%s: cancel %s, change plan %s, regret or reactivate %s',
    (name, cancel, changePlan, regretOrReactivate) => {
      expect(allowed(subscription({ instStatusCode: STATUS[name] }))).toEqual({
        cancel,
        changePlan,
        regretOrReactivate,
      });
    },
  );

  // A trial is the holder's own whatever its additional info says: they ordered it.
  it.each(table.filter(([name]) => name !== 'TRIAL').map(([name]) => [name]))(
    '%s paid by an employer: nothing, the plan is the employer’s',
    (name) => {
      expect(allowed(employees(STATUS[name]))).toEqual({ cancel: false, changePlan: false, regretOrReactivate: false });
    },
  );

  it('an unknown status allows nothing', () => {
    expect(allowed(subscription({ instStatusCode: 99 }))).toEqual({
      cancel: false,
      changePlan: false,
      regretOrReactivate: false,
    });
  });
});

describe('whose plan it is', () => {
  it.each([
    ['paid by the holder', subscription(), true],
    ['the holder’s own trial, though not paid yet', subscription({ instStatusCode: STATUS.TRIAL }), true],
    ['paid by an employer', employees(STATUS.ACTIVE), false],
    [
      'a family member’s share (non-billable)',
      subscription({ instStatusCode: STATUS.ACTIVE_NON_BILLABLE, eligibleForSharing: false }),
      false,
    ],
  ])('%s: %s', (_, facts, expected) => expect(ownsPlan(facts)).toBe(expected));
});

describe('the words agree with the rule', () => {
  it.each(STATUS_CODES.map((code) => [code]))(
    'status %i may be regretted or reactivated exactly when it reads as cancelled by the subscriber',
    (instStatusCode) => {
      const kind = standingOf({ instStatusCode }).kind;
      expect(mayRegretOrReactivate(subscription({ instStatusCode }))).toBe(
        kind === 'pendingCancellation' || kind === 'cancelled',
      );
    },
  );
});

describe('why a page holds the holder back, where the rules say no', () => {
  it.each<[StatusName, HeldBack]>([
    ['PENDING_CANCELLATION', 'cancelled'],
    ['CANCELLED', 'cancelled'],
    ['PENDING_INSTALLATION', 'notStarted'],
    ['PENDING_ACTIVATION', 'notStarted'],
    ['PENDING_TERMINATION', 'customerCentre'],
    ['TERMINATED', 'customerCentre'],
    ['SUSPENDED', 'customerCentre'],
    ['INACTIVE', 'customerCentre'],
    ['ACTIVE_NON_BILLABLE', 'notOwner'],
  ])('%s: %s', (name, reason) => expect(heldBackBy(subscription({ instStatusCode: STATUS[name] }))).toBe(reason));

  it('a plan the employer pays is the employer’s, whatever its status', () => {
    expect(heldBackBy(employees(STATUS.ACTIVE))).toBe('notOwner');
    expect(heldBackBy(employees(STATUS.PENDING_CANCELLATION))).toBe('notOwner');
  });
});
