// Buying over real HTTP: createOrder, the payment provider stand-in's buttons, and completeOrder.
import { randomUUID } from 'node:crypto';
import { describe, expect, it, test } from 'vitest';
import { STATUS } from '../../../src/domain/subscription/status.ts';
import { addDays, addMonths, addYears, osloDate } from '../../../src/domain/time/oslo.ts';
import { callApi, callOk, postForm, signIn, previewPerFile } from '../../../tests/support/backend.ts';

const server = previewPerFile();

/** The birthdate of someone who turns `years` today, moved by `days` (1: turns it tomorrow). */
function turning(years: number, days = 0): string {
  return addDays(addYears(osloDate(new Date()), -years), days);
}

const ORDER = {
  titleCode: 'ADR',
  offerId: 'digital-1kr',
  paymentMethod: 'SWEDBANK-PPG',
  birthdate: '1990-12-24',
} as const;
/** An order body with a key of its own: each call below means a new order unless it reuses a body. */
const order = (fields: Record<string, unknown> = {}) => ({ ...ORDER, idempotencyKey: randomUUID(), ...fields });

interface StoredState {
  accounts: {
    ariaAccountNo: string;
    spidId: string | null;
    birthdate: string | null;
    paymentMethod: { method: string | null };
    discounts: string[];
  }[];
  subscriptions: { ariaAccountNo: string }[];
  orders: { orderId: string; status: string; amountDue: number }[];
}

async function stored(): Promise<StoredState> {
  return (await (await fetch(`${server.base}/__test/state`)).json()) as StoredState;
}

/** A user with a fresh account and no birthdate on it, as after a first visit. */
async function newBuyer() {
  const session = await signIn(server.base, 'no-account');
  await callOk(server.base, 'createAccount', {
    body: { accountBalance: 0, spidId: session.userId, firstTitleCode: 'ADR' },
    cookie: session.cookie,
  });
  return session;
}

/** Presses a button on the provider's page; where it sends the buyer. */
async function atProvider(orderId: string, valg: 'betal' | 'avvis' | 'avbryt'): Promise<string> {
  const response = await postForm(`${server.base}/provider/betal`, { orderId, valg });
  expect(response.status).toBe(302);
  return response.headers.get('location')!;
}

describe('createOrder', () => {
  it('leads to the provider stand-in with an order for what is due now, and stores a missing birthdate', async () => {
    const { cookie, userId } = await newBuyer();
    const { orderId, redirectUrl } = await callOk(server.base, 'createOrder', { body: order(), cookie });
    expect(redirectUrl).toBe(`/provider/betal?orderId=${orderId}`);
    const state = await stored();
    expect(state.orders).toEqual([expect.objectContaining({ orderId, status: 'created', amountDue: 1 })]);
    expect(state.accounts.find((account) => account.spidId === userId)?.birthdate).toBe('1990-12-24');
  });

  test.each([
    ['18 today', 18, 0, 200, undefined],
    ['18 tomorrow', 18, 1, 409, 'TOO_YOUNG'],
  ])('age: %s → %i %s', async (_, years, days, status, code) => {
    const { cookie } = await newBuyer();
    const reply = await callApi(server.base, 'createOrder', {
      body: order({ birthdate: turning(years, days) }),
      cookie,
    });
    expect(reply.status).toBe(status);
    if (code) expect(reply.body).toMatchObject({ code });
    expect((await stored()).orders).toHaveLength(status === 200 ? 1 : 0);
  });

  test.each([
    ['33, 34 tomorrow', 34, 1, 200, undefined],
    ['34 today', 34, 0, 409, 'NOT_YOUTH'],
  ])('the youth offer at %s → %i %s', async (_, years, days, status, code) => {
    const { cookie } = await newBuyer();
    const reply = await callApi(server.base, 'createOrder', {
      body: order({ offerId: 'youth', birthdate: turning(years, days) }),
      cookie,
    });
    expect(reply.status).toBe(status);
    if (code) expect(reply.body).toMatchObject({ code });
  });

  it('goes by the birthdate on the account, whatever is sent', async () => {
    const { cookie } = await signIn(server.base, 'minor-no-subscription');
    const reply = await callApi(server.base, 'createOrder', { body: order({ birthdate: '1980-01-01' }), cookie });
    expect(reply).toMatchObject({ status: 409, body: { code: 'TOO_YOUNG' } });
    const older = await signIn(server.base, 'over-youth-no-subscription');
    expect(
      await callApi(server.base, 'createOrder', {
        body: order({ offerId: 'youth', birthdate: '2000-01-01' }),
        cookie: older.cookie,
      }),
    ).toMatchObject({
      status: 409,
      body: { code: 'NOT_YOUTH' },
    });
    expect(await callApi(server.base, 'createOrder', { body: order(), cookie: older.cookie })).toMatchObject({
      status: 200,
    });
  });

  it('refuses a subscriber', async () => {
    const { cookie } = await signIn(server.base, 'digital');
    expect(await callApi(server.base, 'createOrder', { body: order(), cookie })).toMatchObject({
      status: 409,
      body: { code: 'USER_HAS_ACTIVE_SUB' },
    });
  });

  test.each(['trial', 'pending-cancellation', 'pending-plan-change'])(
    'refuses %s: the subscription still runs',
    async (personaId) => {
      const { cookie } = await signIn(server.base, personaId);
      expect(await callApi(server.base, 'createOrder', { body: order(), cookie })).toMatchObject({
        status: 409,
        body: { code: 'USER_HAS_ACTIVE_SUB' },
      });
    },
  );

  test.each([
    ['an unknown discount code', { discountCode: 'GRATIS' }, 404, 'DISCOUNT_NOT_FOUND'],
    ['an unknown offer', { offerId: 'gratis' }, 404, 'OFFER_NOT_FOUND'],
    ['another title', { titleCode: 'FT' }, 404, 'TITLE_NOT_FOUND'],
    ['a birthdate in the future', { birthdate: '2999-01-01' }, 400, 'INVALID_BIRTHDATE'],
    ['an unknown payment method', { paymentMethod: 'STREX' }, 400, 'BAD_REQUEST'],
  ])('refuses %s', async (_, fields, status, code) => {
    const { cookie } = await newBuyer();
    expect(await callApi(server.base, 'createOrder', { body: order({ ...fields }), cookie })).toMatchObject({
      status,
      body: { code },
    });
    expect((await stored()).orders).toHaveLength(0);
  });

  it('needs a session', async () => {
    expect(await callApi(server.base, 'createOrder', { body: order() })).toMatchObject({ status: 401 });
  });
});

describe('paying and completing', () => {
  test.each([
    [
      'card, 1 kr first month',
      'SWEDBANK-PPG',
      'digital-1kr',
      undefined,
      '/completepurchase',
      { instStatusCode: STATUS.TRIAL, price: 1, months: 1, thenPrice: 399 },
    ],
    [
      'Vipps, 3 months for 99 kr',
      'VIPPS',
      'digital-3mnd',
      undefined,
      '/completevippspurchase',
      { instStatusCode: STATUS.TRIAL, price: 99, months: 3, thenPrice: 399 },
    ],
    [
      'card, weekend paper',
      'SWEDBANK-PPG',
      'weekend',
      undefined,
      '/completepurchase',
      { instStatusCode: STATUS.ACTIVE, price: 449, months: 0, thenPrice: 0 },
    ],
    [
      'card, paper with VELKOMMEN',
      'SWEDBANK-PPG',
      'paper',
      'velkommen',
      '/completepurchase',
      { instStatusCode: STATUS.TRIAL, price: 1, months: 3, thenPrice: 599 },
    ],
  ] as const)('%s', async (_, paymentMethod, offerId, discountCode, completion, expected) => {
    const { cookie } = await signIn(server.base, 'no-subscription');
    const { orderId } = await callOk(server.base, 'createOrder', {
      body: order({ offerId, paymentMethod, discountCode }),
      cookie,
    });
    expect(await atProvider(orderId, 'betal')).toBe(`${completion}?orderId=${orderId}`);
    const { subscription } = await callOk(server.base, 'completeOrder', { params: { orderId }, cookie });
    const today = osloDate(new Date());
    expect(subscription).toMatchObject({
      titleCode: 'ADR',
      instStatusCode: expected.instStatusCode,
      price: expected.price,
      startDate: today,
      endDate: expected.months ? addMonths(today, expected.months) : null,
      // The intro terms travel with the subscription (issue 41): its end, then the plan's price.
      trial: expected.months ? { until: addMonths(today, expected.months), thenPrice: expected.thenPrice } : null,
    });
    // The new subscription is the account's now, and a second order is refused.
    expect(
      await callOk(server.base, 'getSubscription', { params: { ariaAccountNo: '5000002', titleCode: 'ADR' }, cookie }),
    ).toEqual(subscription);
    const account = (await stored()).accounts.find((a) => a.ariaAccountNo === '5000002')!;
    expect(account.paymentMethod).toMatchObject({ method: paymentMethod });
    expect(account.discounts).toEqual(discountCode ? ['VELKOMMEN'] : []);
    expect(await callApi(server.base, 'createOrder', { body: order(), cookie })).toMatchObject({
      status: 409,
      body: { code: 'USER_HAS_ACTIVE_SUB' },
    });
  });

  it('a cancelled former subscriber buys a winback offer, and the new subscription is the one they manage', async () => {
    const { cookie, userId } = await signIn(server.base, 'cancelled');
    const { ariaAccountNo } = (await callOk(server.base, 'getAccount', { params: { spidId: userId }, cookie }))!;
    const before = (await callOk(server.base, 'getSubscription', {
      params: { ariaAccountNo, titleCode: 'ADR' },
      cookie,
    }))!;
    expect(before.instStatusCode).toBe(STATUS.CANCELLED);
    const { orderId } = await callOk(server.base, 'createOrder', { body: order({ offerId: 'digital-3mnd' }), cookie });
    await atProvider(orderId, 'betal');
    const { subscription } = await callOk(server.base, 'completeOrder', { params: { orderId }, cookie });
    expect(subscription).toMatchObject({ instStatusCode: STATUS.TRIAL, price: 99 });
    expect(subscription.ariaSubscriptionNo).not.toBe(before.ariaSubscriptionNo);
    expect(
      await callOk(server.base, 'getSubscription', { params: { ariaAccountNo, titleCode: 'ADR' }, cookie }),
    ).toEqual(subscription);
    // Now a subscriber again: a second order is refused.
    expect(await callApi(server.base, 'createOrder', { body: order(), cookie })).toMatchObject({
      status: 409,
      body: { code: 'USER_HAS_ACTIVE_SUB' },
    });
  });

  it('completing twice answers with the same subscription and makes no second one', async () => {
    const { cookie } = await signIn(server.base, 'no-subscription');
    const { orderId } = await callOk(server.base, 'createOrder', { body: order(), cookie });
    await atProvider(orderId, 'betal');
    const first = await callOk(server.base, 'completeOrder', { params: { orderId }, cookie });
    expect(await callOk(server.base, 'completeOrder', { params: { orderId }, cookie })).toEqual(first);
    expect((await stored()).subscriptions.filter((s) => s.ariaAccountNo === '5000002')).toHaveLength(1);
  });

  test.each([
    ['declined', 'avvis', '/completepurchase', 'PAYMENT_DECLINED'],
    ['aborted', 'avbryt', '/avbryt-bestilling', 'ORDER_ABORTED'],
  ] as const)('a %s payment is refused and makes no subscription', async (_, valg, path, code) => {
    const { cookie } = await signIn(server.base, 'no-subscription');
    const { orderId } = await callOk(server.base, 'createOrder', { body: order(), cookie });
    expect(await atProvider(orderId, valg)).toBe(`${path}?orderId=${orderId}`);
    expect(await callApi(server.base, 'completeOrder', { params: { orderId }, cookie })).toMatchObject({
      status: 409,
      body: { code },
    });
    expect((await stored()).subscriptions.filter((s) => s.ariaAccountNo === '5000002')).toHaveLength(0);
  });

  it('an order not paid yet is refused', async () => {
    const { cookie } = await signIn(server.base, 'no-subscription');
    const { orderId } = await callOk(server.base, 'createOrder', { body: order(), cookie });
    expect(await callApi(server.base, 'completeOrder', { params: { orderId }, cookie })).toMatchObject({
      status: 409,
      body: { code: 'PAYMENT_NOT_RECEIVED' },
    });
  });

  it('an unknown order, or someone else’s, is not found', async () => {
    const owner = await signIn(server.base, 'no-subscription');
    const { orderId } = await callOk(server.base, 'createOrder', { body: order(), cookie: owner.cookie });
    await atProvider(orderId, 'betal');
    const other = await signIn(server.base, 'over-youth-no-subscription');
    expect(await callApi(server.base, 'completeOrder', { params: { orderId }, cookie: other.cookie })).toMatchObject({
      status: 404,
      body: { code: 'ORDER_NOT_FOUND' },
    });
    expect(
      await callApi(server.base, 'completeOrder', { params: { orderId: 'no-such-order' }, cookie: owner.cookie }),
    ).toMatchObject({
      status: 404,
      body: { code: 'ORDER_NOT_FOUND' },
    });
    // The owner can still complete it.
    expect(await callApi(server.base, 'completeOrder', { params: { orderId }, cookie: owner.cookie })).toMatchObject({
      status: 200,
    });
  });

  it('orders are forgotten on reset', async () => {
    const { cookie } = await signIn(server.base, 'no-subscription');
    await callOk(server.base, 'createOrder', { body: order(), cookie });
    await server.reset();
    expect((await stored()).orders).toEqual([]);
  });
});

describe('pendingOrders: paid, never completed', () => {
  /** An order of the signed-in buyer, taken at the provider as far as `valg` (or left unpaid). */
  async function orderAs(
    cookie: string,
    valg?: 'betal' | 'avvis' | 'avbryt',
    fields: Record<string, unknown> = {},
  ): Promise<string> {
    const { orderId } = await callOk(server.base, 'createOrder', { body: order(fields), cookie });
    if (valg) await atProvider(orderId, valg);
    return orderId;
  }
  const pending = (cookie: string, titleCode = 'ADR') =>
    callOk(server.base, 'pendingOrders', { params: { titleCode }, cookie });

  it("lists only the session user's paid orders, with what was bought", async () => {
    const owner = await signIn(server.base, 'no-subscription');
    const paid = await orderAs(owner.cookie, 'betal', { offerId: 'digital-3mnd', paymentMethod: 'VIPPS' });
    await orderAs(owner.cookie);
    await orderAs(owner.cookie, 'avvis');
    await orderAs(owner.cookie, 'avbryt');
    const other = await signIn(server.base, 'over-youth-no-subscription');
    const othersPaid = await orderAs(other.cookie, 'betal');

    expect(await pending(owner.cookie)).toEqual({
      orders: [{ orderId: paid, planName: 'Digitalabonnement', paymentMethod: 'VIPPS' }],
    });
    expect(await pending(other.cookie)).toEqual({ orders: [expect.objectContaining({ orderId: othersPaid })] });
  });

  it('a completed order is no longer pending', async () => {
    const { cookie } = await signIn(server.base, 'no-subscription');
    const orderId = await orderAs(cookie, 'betal');
    await callOk(server.base, 'completeOrder', { params: { orderId }, cookie });
    expect(await pending(cookie)).toEqual({ orders: [] });
  });

  it('needs a session, and answers for this title only', async () => {
    expect(await callApi(server.base, 'pendingOrders', { params: { titleCode: 'ADR' } })).toMatchObject({
      status: 401,
    });
    const { cookie } = await signIn(server.base, 'no-subscription');
    expect(await callApi(server.base, 'pendingOrders', { params: { titleCode: 'INN' }, cookie })).toMatchObject({
      status: 404,
      body: { code: 'TITLE_NOT_FOUND' },
    });
  });
});
