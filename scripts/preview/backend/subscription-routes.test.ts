import { describe, expect, it, test } from 'vitest';
import type { Subscription } from '../../../src/api/contract.ts';
import { isBusinessAdmin, isFamily, isPaper, isPaying, isYouth } from '../../../src/domain/subscription/status.ts';
import { addDays, osloDate } from '../../../src/domain/time/oslo.ts';
import { accountNoOf, personaById } from './personas.ts';
import { callApi, callOk, signIn, previewPerFile } from '../../../tests/support/backend.ts';

const server = previewPerFile();

/** Today in Norway, as the backend counts it. */
const today = osloDate(new Date());

/** The last day of the current month: the day after it is the 1st, and it is in this month. */
function expectEndOfThisMonth(isoDate: string | null | undefined): void {
  expect(isoDate?.slice(0, 7)).toBe(today.slice(0, 7));
  expect(addDays(isoDate!, 1).endsWith('-01')).toBe(true);
}

async function subscriptionOf(
  personaId: string,
): Promise<{ subscription: Subscription; cookie: string; ariaAccountNo: string }> {
  const { cookie } = await signIn(server.base, personaId);
  const ariaAccountNo = accountNoOf(personaById(personaId)!);
  const subscription = (await callOk(server.base, 'getSubscription', {
    params: { ariaAccountNo, titleCode: 'ADR' },
    cookie,
  }))!;
  return { subscription, cookie, ariaAccountNo };
}

describe('each persona has the subscription its situation needs', () => {
  test.each([
    [
      'digital',
      {
        instStatusCode: 1,
        ariaPlanID: 'ADR-C-DIGITAL-DIGITAL',
        ariaScheduleID: 'ADR-C-DIGITAL-DIGITAL-NOK-01',
        price: 399,
        endDate: null,
        pendingPlan: null,
      },
      { paying: true },
    ],
    [
      'paper',
      { instStatusCode: 1, ariaPlanID: 'ADR-C-COMBO-7D', planProductType: 'COMBO', price: 599 },
      { paper: true, paying: true },
    ],
    ['youth', { instStatusCode: 1, ariaPlanID: 'ADR-C-UNG-DIGITAL', price: 99 }, { youth: true, paying: true }],
    ['trial', { instStatusCode: 41, price: 1, trial: { until: addDays(today, 14), thenPrice: 399 } }, {}],
    ['pending-cancellation', { instStatusCode: 2 }, { paying: true }],
    ['cancelled', { instStatusCode: -2 }, { paying: true }],
    ['pending-plan-change', { instStatusCode: 1, ariaPlanID: 'ADR-C-DIGITAL-DIGITAL' }, { paying: true }],
    [
      'business-admin',
      { instStatusCode: 1, subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: 'bedrift:admin' } },
      { admin: true, paying: true },
    ],
    [
      'business-employee',
      {
        instStatusCode: 1,
        price: 0,
        subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: 'bedrift:ansatt', subscriptionInfo2: 'nonpaying' },
      },
      {},
    ],
    ['family-owner', { instStatusCode: 1, eligibleForSharing: false }, { family: true, paying: true }],
    ['student', { instStatusCode: 1, ariaPlanID: 'ADR-C-STUDENT-DIGITAL', price: 149 }, { paying: true }],
  ])(
    '%s',
    async (
      personaId,
      fields,
      rules: { paper?: boolean; youth?: boolean; admin?: boolean; family?: boolean; paying?: boolean },
    ) => {
      const { subscription } = await subscriptionOf(personaId);
      expect(subscription).toMatchObject({ titleCode: 'ADR', ...fields });
      expect(subscription.startDate <= today).toBe(true);
      expect({
        paper: isPaper(subscription),
        youth: isYouth(subscription),
        admin: isBusinessAdmin(subscription),
        family: isFamily(subscription),
        paying: isPaying(subscription),
      }).toEqual({ paper: false, youth: false, admin: false, family: false, paying: false, ...rules });
    },
  );

  it('trial ends in two weeks', async () => {
    const { subscription } = await subscriptionOf('trial');
    expect(Date.parse(subscription.endDate!) - Date.parse(today)).toBe(14 * 86_400_000);
  });

  it('pending-cancellation runs to the end of the month; cancelled ended in the past', async () => {
    expectEndOfThisMonth((await subscriptionOf('pending-cancellation')).subscription.endDate);
    expect((await subscriptionOf('cancelled')).subscription.endDate! < today).toBe(true);
  });

  it('pending-plan-change changes on the first of next month', async () => {
    const { pendingPlan } = (await subscriptionOf('pending-plan-change')).subscription;
    expect(pendingPlan).toMatchObject({ ariaPlanID: 'ADR-C-COMBO-HELG', planName: expect.any(String) });
    expect(pendingPlan!.effectiveDate.endsWith('-01')).toBe(true);
    expect(pendingPlan!.effectiveDate > today).toBe(true);
    expect(Date.parse(pendingPlan!.effectiveDate) - Date.parse(today)).toBeLessThanOrEqual(31 * 86_400_000);
    // Issue 41: a waiting change to paper has where it goes and its first paper (a Friday or Saturday) on or after its date.
    expect(pendingPlan!.delivery).toMatchObject({ address: { street: 'Bakkegata', postalCode: '7014' } });
    expect(pendingPlan!.delivery!.firstPaper >= pendingPlan!.effectiveDate).toBe(true);
    expect([5, 6]).toContain(new Date(`${pendingPlan!.delivery!.firstPaper}T12:00:00Z`).getUTCDay());
  });

  it('youth is about 22 years old', async () => {
    const { cookie, userId } = await signIn(server.base, 'youth');
    const { birthdate } = (await callOk(server.base, 'getAccount', { params: { spidId: userId }, cookie }))!;
    const years = (Date.parse(today) - Date.parse(birthdate!)) / (365.25 * 86_400_000);
    expect(Math.floor(years)).toBe(22);
  });

  test.each([['no-subscription'], ['invited-family-member']])('%s has none: the answer is null', async (personaId) => {
    const { cookie } = await signIn(server.base, personaId);
    const reply = await callApi(server.base, 'getSubscription', {
      params: { ariaAccountNo: accountNoOf(personaById(personaId)!), titleCode: 'ADR' },
      cookie,
    });
    expect(reply).toMatchObject({ status: 200, body: null });
  });

  it('nor for another title', async () => {
    const { cookie } = await signIn(server.base, 'digital');
    expect(
      await callApi(server.base, 'getSubscription', { params: { ariaAccountNo: '5000003', titleCode: 'INN' }, cookie }),
    ).toMatchObject({ status: 200, body: null });
  });

  test.each([['5000004'], ['7000101'], ['404']])('another account (%s) is 403 FORBIDDEN', async (ariaAccountNo) => {
    const { cookie } = await signIn(server.base, 'digital');
    expect(
      await callApi(server.base, 'getSubscription', { params: { ariaAccountNo, titleCode: 'ADR' }, cookie }),
    ).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
  });
});

describe('cancel and take back', () => {
  it('deleteSubscription then reactivateSubscription change what GET subscription says', async () => {
    const { subscription, cookie, ariaAccountNo } = await subscriptionOf('digital');
    const ids = { ariaAccountNo, ariaSubscriptionNo: subscription.ariaSubscriptionNo };
    const get = () => callOk(server.base, 'getSubscription', { params: { ariaAccountNo, titleCode: 'ADR' }, cookie });

    const { endDate } = await callOk(server.base, 'deleteSubscription', {
      body: { ...ids, cancellationType: 'CANCELLATION', reason: 'price', comment: 'Hei' },
      cookie,
    });
    expectEndOfThisMonth(endDate);
    expect(await get()).toMatchObject({ instStatusCode: 2, endDate });

    const state = (await (await fetch(`${server.base}/__test/state`)).json()) as {
      subscriptions: { subscription: Subscription; cancellation?: unknown }[];
    };
    const stored = state.subscriptions.find((s) => s.subscription.ariaSubscriptionNo === ids.ariaSubscriptionNo);
    expect(stored?.cancellation).toEqual({ type: 'CANCELLATION', reason: 'price', comment: 'Hei' });

    const reactivated = await callOk(server.base, 'reactivateSubscription', { body: ids, cookie });
    expect(reactivated).toMatchObject({ instStatusCode: 1, endDate: null });
    expect(await get()).toEqual(reactivated);
  });

  test.each([['pending-cancellation'], ['cancelled']])('%s can be reactivated', async (personaId) => {
    const { subscription, cookie, ariaAccountNo } = await subscriptionOf(personaId);
    const reactivated = await callOk(server.base, 'reactivateSubscription', {
      body: { ariaAccountNo, ariaSubscriptionNo: subscription.ariaSubscriptionNo },
      cookie,
    });
    expect(reactivated).toMatchObject({ instStatusCode: 1, endDate: null });
  });

  it('a trial cancelled runs to the end of the trial, not of the month', async () => {
    const { subscription, cookie, ariaAccountNo } = await subscriptionOf('trial');
    const trialEnds = subscription.endDate;
    const { endDate } = await callOk(server.base, 'deleteSubscription', {
      body: {
        ariaAccountNo,
        ariaSubscriptionNo: subscription.ariaSubscriptionNo,
        cancellationType: 'CANCELLATION',
        reason: 'price',
      },
      cookie,
    });
    expect(endDate).toBe(trialEnds);
    expect(
      await callOk(server.base, 'getSubscription', { params: { ariaAccountNo, titleCode: 'ADR' }, cookie }),
    ).toMatchObject({ instStatusCode: 2, endDate: trialEnds });
    // Issue 41: regretted, it is a trial again, to the same end and then at the same price; not "Aktivt, 1 kr".
    const regretted = await callOk(server.base, 'reactivateSubscription', {
      body: { ariaAccountNo, ariaSubscriptionNo: subscription.ariaSubscriptionNo },
      cookie,
    });
    expect(regretted).toMatchObject({
      instStatusCode: 41,
      endDate: trialEnds,
      price: 1,
      trial: { until: trialEnds, thenPrice: 399 },
    });
    expect(
      await callOk(server.base, 'getSubscription', { params: { ariaAccountNo, titleCode: 'ADR' }, cookie }),
    ).toEqual(regretted);
  });

  it('moving (issue 41) is a reason of its own, cancelled as a CANCELLATION', async () => {
    const { subscription, cookie, ariaAccountNo } = await subscriptionOf('paper');
    const ids = { ariaAccountNo, ariaSubscriptionNo: subscription.ariaSubscriptionNo };
    expect(
      (
        await callApi(server.base, 'deleteSubscription', {
          body: { ...ids, cancellationType: 'REPLACEMENT-ANN', reason: 'moving' },
          cookie,
        })
      ).status,
    ).toBe(400);
    await callOk(server.base, 'deleteSubscription', {
      body: { ...ids, cancellationType: 'CANCELLATION', reason: 'moving' },
      cookie,
    });
    const state = (await (await fetch(`${server.base}/__test/state`)).json()) as {
      subscriptions: { subscription: { ariaSubscriptionNo: string }; cancellation?: unknown }[];
    };
    expect(
      state.subscriptions.find((stored) => stored.subscription.ariaSubscriptionNo === ids.ariaSubscriptionNo)
        ?.cancellation,
    ).toEqual({ type: 'CANCELLATION', reason: 'moving' });
  });

  it('cancelling drops a waiting plan change', async () => {
    const { subscription, cookie, ariaAccountNo } = await subscriptionOf('pending-plan-change');
    await callOk(server.base, 'deleteSubscription', {
      body: {
        ariaAccountNo,
        ariaSubscriptionNo: subscription.ariaSubscriptionNo,
        cancellationType: 'REPLACEMENT-ANN',
        reason: 'replacement',
      },
      cookie,
    });
    expect(
      await callOk(server.base, 'getSubscription', { params: { ariaAccountNo, titleCode: 'ADR' }, cookie }),
    ).toMatchObject({ instStatusCode: 2, pendingPlan: null });
    // And the delivery set up for its paper (issue 41).
    expect(
      await callOk(server.base, 'getDelivery', { params: { ariaAccountNo, titleCode: 'ADR' }, cookie }),
    ).toBeNull();
  });

  test.each([
    ['reactivating an active subscription', 'digital', 'reactivateSubscription', 409, 'NOT_REACTIVATABLE'],
    ['cancelling a cancelled subscription', 'pending-cancellation', 'deleteSubscription', 409, 'NOT_CANCELLABLE'],
    ['cancelling an ended subscription', 'cancelled', 'deleteSubscription', 409, 'NOT_CANCELLABLE'],
  ] as const)('%s → %d %s', async (_, personaId, name, status, code) => {
    const { subscription, cookie, ariaAccountNo } = await subscriptionOf(personaId);
    const body = {
      ariaAccountNo,
      ariaSubscriptionNo: subscription.ariaSubscriptionNo,
      cancellationType: 'CANCELLATION',
      reason: 'price',
    };
    expect(await callApi(server.base, name, { body, cookie })).toMatchObject({ status, body: { code } });
  });

  test.each([
    ['another user’s subscription on one’s own account', '5000003', '8000004', 404, 'SUBSCRIPTION_NOT_FOUND'],
    ['another user’s account', '5000004', '8000004', 403, 'FORBIDDEN'],
  ] as const)('%s → %d %s', async (_, ariaAccountNo, ariaSubscriptionNo, status, code) => {
    const { cookie } = await signIn(server.base, 'digital');
    for (const name of ['reactivateSubscription', 'deleteSubscription'] as const) {
      const reply = await callApi(server.base, name, {
        body: { ariaAccountNo, ariaSubscriptionNo, cancellationType: 'CANCELLATION', reason: 'price' },
        cookie,
      });
      expect(reply).toMatchObject({ status, body: { code } });
    }
  });
});
