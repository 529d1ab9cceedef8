import { describe, expect, it } from 'vitest';
import { subscriptionFacts as subscription } from '../../../tests/support/subscription-facts.ts';
import { NON_PAYING_MARK, STATUS, STATUS_CODES, type StatusName } from '../subscription/status.ts';
import { isStudentPlan, otherWay, studentBar } from './eligibility.ts';

describe('the bar to each way of the student subscription, per status of one’s own paid plan', () => {
  // [status, bar to a new student subscription, bar to switching]
  const table: [StatusName, string | undefined, string | undefined][] = [
    ['ACTIVE', 'ARIA_ACTIVE', undefined],
    ['TRIAL', 'ARIA_ACTIVE', undefined],
    ['PENDING_INSTALLATION', 'ARIA_ACTIVE', 'ARIA_ACTIVE'],
    ['PENDING_ACTIVATION', 'ARIA_ACTIVE', 'ARIA_ACTIVE'],
    ['ACTIVE_NON_BILLABLE', 'ARIA_ACTIVE', 'ARIA_ACTIVE'],
    ['PENDING_CANCELLATION', 'ARIA_ACTIVE', 'ARIA_ACTIVE'],
    ['PENDING_TERMINATION', 'ARIA_ACTIVE', 'ARIA_ACTIVE'],
    ['SUSPENDED', 'ARIA_ACTIVE', 'ARIA_ACTIVE'],
    // Ended: nothing runs, so a new one may start and there is nothing to switch.
    ['CANCELLED', undefined, 'USER_NOT_EXIST'],
    ['TERMINATED', undefined, 'USER_NOT_EXIST'],
    ['INACTIVE', undefined, 'USER_NOT_EXIST'],
  ];

  it('covers every status code', () => {
    expect(table.map(([name]) => STATUS[name]).sort()).toEqual([...STATUS_CODES].sort());
  });

  it.each(table)('%s: new → %s, switch → %s', (name, newBar, switchBar) => {
    const facts = subscription({ instStatusCode: STATUS[name] });
    expect(studentBar('new', facts)).toBe(newBar);
    expect(studentBar('switch', facts)).toBe(switchBar);
  });
});

describe('the bar beyond the status', () => {
  it.each([
    ['no subscription (null)', null],
    ['no subscription loaded (undefined)', undefined],
  ])('%s: new may go, switch finds nobody to switch', (_, none) => {
    expect(studentBar('new', none)).toBeUndefined();
    expect(studentBar('switch', none)).toBe('USER_NOT_EXIST');
  });

  it('a student plan is an active subscription both ways', () => {
    const student = subscription({ ariaPlanID: 'ADR-C-STUDENT-DIGITAL' });
    expect(studentBar('new', student)).toBe('ARIA_ACTIVE');
    expect(studentBar('switch', student)).toBe('ARIA_ACTIVE');
  });

  it('a plan someone else pays (an employer, a family owner) is not the holder’s to switch', () => {
    const employee = subscription({
      subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: 'bedrift:ansatt', subscriptionInfo2: NON_PAYING_MARK },
    });
    expect(studentBar('switch', employee)).toBe('ARIA_ACTIVE');
    expect(
      studentBar('switch', subscription({ instStatusCode: STATUS.ACTIVE_NON_BILLABLE, eligibleForSharing: false })),
    ).toBe('ARIA_ACTIVE');
  });
});

it('student plans are known by STUDENT in the id; the two ways are each other’s other', () => {
  expect(isStudentPlan({ ariaPlanID: 'FT-C-STUDENT-DIGITAL' })).toBe(true);
  expect(isStudentPlan({ ariaPlanID: 'FT-C-UNG-DIGITAL' })).toBe(false);
  expect(otherWay('new')).toBe('switch');
  expect(otherWay('switch')).toBe('new');
});
