import { afterAll, beforeAll, beforeEach, describe, expect, it, test } from 'vitest';
import { callApi, callOk, signIn, previewPerFile } from '../../../tests/support/backend.ts';

const server = previewPerFile();

interface StateAccount {
  ariaAccountNo: string;
  paymentMethod: string | null;
  discounts: string[];
}

async function storedAccount(ariaAccountNo: string): Promise<StateAccount> {
  const state = (await (await fetch(`${server.base}/__test/state`)).json()) as { accounts: StateAccount[] };
  return state.accounts.find((account) => account.ariaAccountNo === ariaAccountNo)!;
}

describe('changing card or payment method leads to the payment page on this site', () => {
  test.each([
    ['changeCard', { action: 'ADD' }, 'SWEDBANK-PPG', 'ADD', 'SWEDBANK-PPG'],
    ['changeCard', { action: 'REMOVE' }, 'SWEDBANK-PPG', 'REMOVE', null],
    ['changePaymentMethod', { paymentMethod: 'VIPPS' }, 'VIPPS', 'UPDATE', 'VIPPS'],
    ['changePaymentMethod', { paymentMethod: 'AVTALEGIRO' }, 'AVTALEGIRO', 'UPDATE', 'AVTALEGIRO'],
  ] as const)('%s %j → /betaling for %s, account now %s', async (name, fields, provider, action, stored) => {
    const { cookie } = await signIn(server.base, 'digital');
    const { redirectUrl } = await callOk(server.base, name, { body: { ariaAccountNo: '5000003', returnUrl: '/endre-betalingsmetode/verify?x=1', ...fields }, cookie });
    const url = new URL(redirectUrl, server.base);
    expect(url.origin).toBe(server.base);
    expect(url.pathname).toBe('/betaling');
    expect(Object.fromEntries(url.searchParams)).toEqual({ provider, action, ariaAccountNo: '5000003', returnUrl: '/endre-betalingsmetode/verify?x=1' });
    expect((await storedAccount('5000003')).paymentMethod).toBe(stored);
  });

  test.each([['https://evil.example/'], ['//evil.example/x'], ['javascript:alert(1)']])('a return URL off the site (%s) becomes /', async (returnUrl) => {
    const { cookie } = await signIn(server.base, 'digital');
    const { redirectUrl } = await callOk(server.base, 'changeCard', { body: { ariaAccountNo: '5000003', action: 'UPDATE', returnUrl }, cookie });
    expect(new URL(redirectUrl, server.base).searchParams.get('returnUrl')).toBe('/');
  });

  it('only for one’s own account', async () => {
    const { cookie } = await signIn(server.base, 'digital');
    const reply = await callApi(server.base, 'changePaymentMethod', { body: { ariaAccountNo: '5000004', paymentMethod: 'VIPPS', returnUrl: '/' }, cookie });
    expect(reply).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect((await storedAccount('5000004')).paymentMethod).toBeNull();
  });
});

describe('discount codes', () => {
  const VELKOMMEN = { code: 'VELKOMMEN', description: '3 måneder for 1 kr', discountedPrice: 1, months: 3 };

  test.each([['VELKOMMEN'], ['velkommen'], [' Velkommen ']])('getDiscountDetails %j → 3 months at 1 kr', async (code) => {
    const { cookie } = await signIn(server.base, 'no-subscription');
    expect(await callOk(server.base, 'getDiscountDetails', { body: { code, ariaPlanID: 'ADR-C-DIGITAL-DIGITAL', titleCode: 'ADR' }, cookie })).toEqual(VELKOMMEN);
  });

  test.each([
    ['an unknown code', { code: 'GRATIS', ariaPlanID: 'ADR-C-DIGITAL-DIGITAL', titleCode: 'ADR' }],
    ['another title', { code: 'VELKOMMEN', ariaPlanID: 'INN-C-DIGITAL-DIGITAL', titleCode: 'INN' }],
    ['a plan of another title', { code: 'VELKOMMEN', ariaPlanID: 'INN-C-DIGITAL-DIGITAL', titleCode: 'ADR' }],
  ])('%s → 404 DISCOUNT_NOT_FOUND, for details and for adding', async (_, body) => {
    const { cookie } = await signIn(server.base, 'no-subscription');
    for (const name of ['getDiscountDetails', 'addDiscount'] as const) {
      expect(await callApi(server.base, name, { body, cookie })).toMatchObject({ status: 404, body: { code: 'DISCOUNT_NOT_FOUND' } });
    }
  });

  it('addDiscount puts the code on the account, once', async () => {
    const { cookie } = await signIn(server.base, 'no-subscription');
    const body = { code: 'velkommen', ariaPlanID: 'ADR-C-DIGITAL-DIGITAL', titleCode: 'ADR' };
    expect(await callOk(server.base, 'addDiscount', { body, cookie })).toEqual(VELKOMMEN);
    expect(await callOk(server.base, 'addDiscount', { body, cookie })).toEqual(VELKOMMEN);
    expect((await storedAccount('5000002')).discounts).toEqual(['VELKOMMEN']);
  });

  it('addDiscount needs an account', async () => {
    const { cookie } = await signIn(server.base, 'no-account');
    const reply = await callApi(server.base, 'addDiscount', { body: { code: 'VELKOMMEN', ariaPlanID: 'ADR-C-DIGITAL-DIGITAL', titleCode: 'ADR' }, cookie });
    expect(reply).toMatchObject({ status: 404, body: { code: 'ACCOUNT_NOT_FOUND' } });
  });
});
