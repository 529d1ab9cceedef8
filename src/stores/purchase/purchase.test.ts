// The purchase store against the reference backend over real HTTP, as the signed-in persona's browser would call
// it: who may order, the discount check, the order's refusals at their fields, and the completion's next page.
import { beforeAll, beforeEach, describe, expect, it, test, vi } from 'vitest';
import { postForm, TITLE_CODE } from '../../../tests/support/backend.ts';
import { pagePerFile } from '../../../tests/support/browser.ts';
import type { OrderFormValues } from '../../domain/purchase/order-form.ts';
import { ApiError } from '../../api/client.ts';
import { placeOf } from '../kit/refusals.ts';

const page = pagePerFile();
let purchase: typeof import('./purchase.ts');

beforeAll(async () => {
  purchase = await import('./purchase.ts');
});

beforeEach(async () => {
  // As after a logout: the account, the subscription, the order page and its forms empty.
  (await import('../kit/user-bound.ts')).forgetUser();
});

const fault = (call: string, status: number) => page.fault({ call, kind: 'status', status, times: 1 });

const FORM: OrderFormValues = {
  offerId: 'digital-1kr',
  discountCode: '',
  birthdate: '',
  paymentMethod: 'SWEDBANK-PPG',
};

/** Signs in, starts the order as the page does, and sends the form. */
async function order(personaId: string, values: Partial<OrderFormValues> = {}) {
  const { userId } = await page.signIn(personaId);
  await purchase.$orderStart.load({ userId, titleCode: TITLE_CODE });
  return purchase.$order.submit({ ...FORM, ...values, titleCode: TITLE_CODE });
}

describe('startOrder', () => {
  test.each([
    ['no-subscription', 'ready'],
    ['no-account', 'ready'],
    ['cancelled', 'ready'],
    ['digital', 'holder'],
    ['trial', 'holder'],
    ['pending-cancellation', 'holder'],
  ])('%s → %s', async (personaId, status) => {
    const { userId } = await page.signIn(personaId);
    await purchase.$orderStart.load({ userId, titleCode: TITLE_CODE });
    expect(purchase.$orderStart.get().status).toBe(status);
  });

  it('offers what the title sells', async () => {
    const { userId } = await page.signIn('no-subscription');
    const start = await purchase.$orderStart.load({ userId, titleCode: TITLE_CODE });
    expect(start.status === 'ready' && start.offers.map((offer) => offer.offerId)).toContain('digital-3mnd');
  });

  it('asks for the offers beside the account, not a round trip after the subscription', async () => {
    const { userId } = await page.signIn('no-subscription');
    // The title's offers are kept for the visit, whoever signs in: as on the first page that asks for them.
    (await import('./offers.ts')).$offers.clear();
    await page.fault({ call: 'getAccount', kind: 'slow', delayMs: 300, times: 1 });
    const loading = purchase.$orderStart.load({ userId, titleCode: TITLE_CODE });
    // While the account is still on its way, the offers are asked for already.
    await vi.waitFor(() => expect(page.asked).toContain(`/api/offering/${TITLE_CODE}`));
    expect(page.asked.filter((url) => url.includes('/api/subscription/'))).toEqual([]);
    expect((await loading).status).toBe('ready');
  });

  it('keeps a failure for the page to show', async () => {
    const { userId } = await page.signIn('no-subscription');
    await fault('getSubscription', 503);
    expect(await purchase.$orderStart.load({ userId, titleCode: TITLE_CODE })).toMatchObject({
      status: 'failed',
      failure: { kind: 'other' },
    });
  });
});

describe('checkDiscount', () => {
  it('a known code, however typed, with what it gives; an unknown one; a failed check', async () => {
    await page.signIn('no-subscription');
    expect(await purchase.checkDiscount(' velkommen ', 'ADR-C-DIGITAL-DIGITAL', TITLE_CODE)).toMatchObject({
      status: 'valid',
      code: 'VELKOMMEN',
      discount: { discountedPrice: 1, months: 3 },
    });
    expect(await purchase.checkDiscount('gratis', 'ADR-C-DIGITAL-DIGITAL', TITLE_CODE)).toEqual({
      status: 'unknown',
      code: 'GRATIS',
    });
    await fault('getDiscountDetails', 500);
    await purchase.checkDiscount('VELKOMMEN', 'ADR-C-DIGITAL-DIGITAL', TITLE_CODE);
    expect(purchase.$discountCheck.get()).toMatchObject({
      status: 'failed',
      code: 'VELKOMMEN',
      failure: { kind: 'other' },
    });
  });

  it('the last check asked for is the one that stays', async () => {
    await page.signIn('no-subscription');
    const first = purchase.checkDiscount('GRATIS', 'ADR-C-DIGITAL-DIGITAL', TITLE_CODE);
    const second = purchase.checkDiscount('VELKOMMEN', 'ADR-C-DIGITAL-DIGITAL', TITLE_CODE);
    await Promise.all([first, second]);
    expect(purchase.$discountCheck.get()).toMatchObject({ status: 'valid', code: 'VELKOMMEN' });
  });
});

describe('$order', () => {
  it('leads to the payment provider', async () => {
    expect(await order('cancelled', { offerId: 'digital-3mnd' })).toMatchObject({
      status: 'done',
      result: expect.stringMatching(/^\/provider\/betal\?orderId=/),
    });
  });

  test.each([
    [
      'an unknown discount code',
      'no-subscription',
      { discountCode: 'GRATIS' },
      { code: 'DISCOUNT_NOT_FOUND', field: 'discountCode' },
    ],
    ['youth at 34', 'over-youth-no-subscription', { offerId: 'youth' }, { code: 'NOT_YOUTH', field: 'offerId' }],
    [
      'a typed birthdate under 18',
      'no-account',
      { birthdate: '01.01.2015' },
      { code: 'TOO_YOUNG', field: 'birthdate' },
    ],
    ['a stored birthdate under 18', 'minor-no-subscription', {}, { code: 'TOO_YOUNG' }],
    ['a running subscription', 'digital', {}, { code: 'USER_HAS_ACTIVE_SUB' }],
  ])('refuses %s, at the field it concerns', async (_, personaId, values, refusal) => {
    expect(await order(personaId, values)).toEqual({ status: 'refused', ...refusal });
  });

  it('a server error fails, and the retry sends the same order', async () => {
    await fault('createOrder', 500);
    expect(
      await order('no-account', {
        offerId: 'weekend',
        discountCode: 'VELKOMMEN',
        birthdate: '24.12.1990',
        paymentMethod: 'VIPPS',
      }),
    ).toMatchObject({ status: 'failed' });
    const retried = await purchase.$order.retry();
    expect(retried.status).toBe('done');
    const state = (await (await fetch(`${page.base}/__test/state`)).json()) as {
      orders: { offerId: string; paymentMethod: string; discountCode: string }[];
    };
    expect(state.orders).toEqual([
      expect.objectContaining({ offerId: 'weekend', paymentMethod: 'VIPPS', discountCode: 'VELKOMMEN' }),
    ]);
  });
});

describe('$completion', () => {
  async function paidOrder(choice: 'betal' | 'avvis' | 'avbryt'): Promise<string> {
    const state = await order('no-subscription');
    const orderId = new URL(state.status === 'done' ? state.result : '', page.base).searchParams.get('orderId')!;
    await postForm(`${page.base}/provider/betal`, { orderId, valg: choice });
    return orderId;
  }

  test.each([
    ['paid', 'betal', '/kvittering'],
    ['declined', 'avvis', '/feil-kjop'],
    ['aborted', 'avbryt', '/avbryt-bestilling'],
  ] as const)('%s → %s', async (_, choice, next) => {
    expect(await purchase.$completion.submit(await paidOrder(choice))).toEqual({ status: 'done', result: next });
  });

  it('an order that is not there failed to be bought', async () => {
    await page.signIn('no-subscription');
    expect(await purchase.$completion.submit('no-such-order')).toEqual({ status: 'done', result: '/feil-kjop' });
  });

  it('a second paid order, once the first runs, is refused: two subscriptions cannot run at once', async () => {
    const first = await paidOrder('betal');
    const state = await order('no-subscription', { offerId: 'digital-3mnd' });
    const second = new URL(state.status === 'done' ? state.result : '', page.base).searchParams.get('orderId')!;
    await postForm(`${page.base}/provider/betal`, { orderId: second, valg: 'betal' });
    expect(await purchase.$completion.submit(first)).toEqual({ status: 'done', result: '/kvittering' });
    expect(await purchase.$completion.submit(second)).toEqual({ status: 'refused', code: 'USER_HAS_ACTIVE_SUB' });
  });

  it('a server error is a failure to retry, and the retry completes', async () => {
    const orderId = await paidOrder('betal');
    await fault('completeOrder', 503);
    expect(await purchase.$completion.submit(orderId)).toMatchObject({ status: 'failed', failure: { kind: 'other' } });
    expect(await purchase.$completion.retry()).toEqual({ status: 'done', result: '/kvittering' });
  });
});

describe('$pendingPurchases', () => {
  beforeEach(() => purchase.$pendingPurchases.clear());

  it('a paid order the buyer never came back from is listed, and completing it leads to the receipt', async () => {
    const state = await order('no-subscription', { offerId: 'digital-3mnd' });
    const orderId = new URL(state.status === 'done' ? state.result : '', page.base).searchParams.get('orderId')!;
    await postForm(`${page.base}/provider/betal`, { orderId, valg: 'betal' });
    expect(await purchase.$pendingPurchases.load(TITLE_CODE)).toEqual({
      status: 'loaded',
      orders: [{ orderId, planName: 'Digitalabonnement', paymentMethod: 'SWEDBANK-PPG' }],
    });
    expect(await purchase.$completion.submit(orderId)).toEqual({ status: 'done', result: '/kvittering' });
    expect(purchase.$pendingPurchases.get()).toEqual({ status: 'loaded', orders: [] });
    expect(await purchase.$pendingPurchases.load(TITLE_CODE)).toEqual({ status: 'loaded', orders: [] });
  });

  it('an order not paid is not pending', async () => {
    await order('no-subscription');
    expect(await purchase.$pendingPurchases.load(TITLE_CODE)).toEqual({ status: 'loaded', orders: [] });
  });

  it('keeps a failure', async () => {
    await page.signIn('no-subscription');
    await fault('pendingOrders', 500);
    expect(await purchase.$pendingPurchases.load(TITLE_CODE)).toMatchObject({
      status: 'failed',
      failure: { kind: 'other' },
    });
    expect(purchase.$pendingPurchases.get().status).toBe('failed');
  });
});

describe('ORDER_REFUSALS', () => {
  it('is no refusal for a code it does not know', () =>
    expect(placeOf(new ApiError('http', 'INTERNAL', 500), purchase.ORDER_REFUSALS, FORM)).toBeUndefined());
});
