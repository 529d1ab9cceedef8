// How an account pays, over real HTTP: reading it, changing it through the payment provider (nothing changes before
// the verify call), changing or removing a card, and discount codes.
import { describe, expect, it, test } from 'vitest';
import { addDays, osloDate } from '../../../src/domain/time/oslo.ts';
import { answerAtProvider, callApi, callOk, signIn, previewPerFile } from '../../../tests/support/backend.ts';
import { accountNoOf, personaById } from './personas.ts';

const server = previewPerFile();

interface StateAccount {
  ariaAccountNo: string;
  paymentMethod: { method: string | null };
  discounts: string[];
}

async function storedAccount(ariaAccountNo: string): Promise<StateAccount> {
  const state = (await (await fetch(`${server.base}/__test/state`)).json()) as { accounts: StateAccount[] };
  return state.accounts.find((account) => account.ariaAccountNo === ariaAccountNo)!;
}

/** Signed in as the persona, with their account number. */
async function as(personaId: string) {
  const { cookie } = await signIn(server.base, personaId);
  return { cookie, ariaAccountNo: accountNoOf(personaById(personaId)!) };
}

type Who = Awaited<ReturnType<typeof as>>;

const paymentMethodOf = (who: { cookie: string; ariaAccountNo: string }) =>
  callOk(server.base, 'getPaymentMethod', { params: { ariaAccountNo: who.ariaAccountNo }, cookie: who.cookie });

const thisMonth = () => osloDate(new Date()).slice(0, 7);

describe('getPaymentMethod: what each persona pays with', () => {
  it('digital: a card whose last month ends within 60 days', async () => {
    const method = await paymentMethodOf(await as('digital'));
    expect(method).toEqual({
      method: 'SWEDBANK-PPG',
      card: { brand: 'Visa', last4: '4242', expiry: expect.stringMatching(/^\d{4}-\d{2}$/) },
    });
    const { expiry } = (method as { card: { expiry: string } }).card;
    expect(expiry > thisMonth()).toBe(true);
    expect(expiry <= addDays(osloDate(new Date()), 60).slice(0, 7)).toBe(true);
  });

  test.each([
    ['paper', { method: 'AVTALEGIRO' }],
    ['youth', { method: 'VIPPS', phone: '41234505' }],
    ['student', { method: 'VIPPS', phone: '41234514' }],
    ['business-employee', { method: null }],
    ['family-owner', { method: 'EFAKTURA' }],
    ['cancelled', { method: 'BANKGIRO' }],
    ['no-subscription', { method: null }],
  ])('%s → %j', async (personaId, expected) => {
    expect(await paymentMethodOf(await as(personaId))).toEqual(expected);
  });

  test.each([
    ['trial', 'a valid card', (expiry: string) => expiry > addDays(osloDate(new Date()), 365).slice(0, 7)],
    ['pending-cancellation', 'an expired card', (expiry: string) => expiry < thisMonth()],
  ])('%s: %s', async (personaId, _, holds) => {
    const method = await paymentMethodOf(await as(personaId));
    expect(method.method).toBe('SWEDBANK-PPG');
    expect(holds((method as { card: { expiry: string } }).card.expiry)).toBe(true);
  });

  it('only one’s own account', async () => {
    const { cookie } = await as('digital');
    expect(
      await callApi(server.base, 'getPaymentMethod', { params: { ariaAccountNo: '5000004' }, cookie }),
    ).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
  });
});

describe('changePaymentMethod + verifyPaymentMethod', () => {
  const RETURN = '/endre-betalingsmetode/verify?fra=meny';

  async function startChange(personaId: string, paymentMethod: 'VIPPS' | 'SWEDBANK-PPG', returnUrl = RETURN) {
    const who = await as(personaId);
    const trip = await callOk(server.base, 'changePaymentMethod', {
      body: { ariaAccountNo: who.ariaAccountNo, paymentMethod, returnUrl },
      cookie: who.cookie,
    });
    return { ...who, ...trip };
  }

  const verify = (who: { cookie: string; ariaAccountNo: string }, paymentId: string) =>
    callApi(server.base, 'verifyPaymentMethod', {
      body: { ariaAccountNo: who.ariaAccountNo, paymentId },
      cookie: who.cookie,
    });

  it('Vipps: the provider trip changes nothing until the provider calls back with its approval; verify reads it', async () => {
    const paper = await startChange('paper', 'VIPPS');
    expect(paper.redirectUrl).toBe(`/provider/betaling?paymentId=${paper.paymentId}`);
    expect(await paymentMethodOf(paper)).toEqual({ method: 'AVTALEGIRO' });
    // Back with the payment id added to the return path, and nothing else.
    expect(await answerAtProvider(server.base, paper.paymentId, 'betal')).toBe(
      `/endre-betalingsmetode/verify?fra=meny&paymentId=${paper.paymentId}`,
    );
    expect(await paymentMethodOf(paper)).toEqual({ method: 'VIPPS', phone: '41234504' });
    const verified = await verify(paper, paper.paymentId);
    expect(verified).toMatchObject({
      status: 200,
      body: { result: 'changed', paymentMethod: { method: 'VIPPS', phone: '41234504' } },
    });
    expect(await paymentMethodOf(paper)).toEqual({ method: 'VIPPS', phone: '41234504' });
    expect((await storedAccount(paper.ariaAccountNo)).paymentMethod).toEqual({ method: 'VIPPS', phone: '41234504' });
  });

  it('card: a new card with plausible details', async () => {
    const paper = await startChange('paper', 'SWEDBANK-PPG');
    await answerAtProvider(server.base, paper.paymentId, 'betal');
    const { body } = await verify(paper, paper.paymentId);
    expect(body).toEqual({
      result: 'changed',
      paymentMethod: {
        method: 'SWEDBANK-PPG',
        card: {
          brand: expect.stringMatching(/^(Visa|Mastercard)$/),
          last4: expect.stringMatching(/^\d{4}$/),
          expiry: expect.any(String),
        },
      },
    });
    expect((body as { paymentMethod: { card: { expiry: string } } }).paymentMethod.card.expiry > thisMonth()).toBe(
      true,
    );
  });

  test.each([
    ['avvis', 'declined'],
    ['avbryt', 'aborted'],
  ] as const)('%s at the provider → %s, and the method stays', async (valg, result) => {
    const youth = await startChange('youth', 'SWEDBANK-PPG');
    await answerAtProvider(server.base, youth.paymentId, valg);
    expect(await verify(youth, youth.paymentId)).toMatchObject({
      status: 200,
      body: { result, paymentMethod: { method: 'VIPPS', phone: '41234505' } },
    });
    expect(await paymentMethodOf(youth)).toEqual({ method: 'VIPPS', phone: '41234505' });
  });

  it('the provider timing out → timeout, and the method stays', async () => {
    const paper = await startChange('paper', 'VIPPS');
    expect(
      (
        await fetch(`${server.base}/__test/fault`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ call: 'provider/betaling', kind: 'timeout', times: 1 }),
        })
      ).status,
    ).toBe(200);
    expect(await answerAtProvider(server.base, paper.paymentId, 'betal')).toBe(
      `/endre-betalingsmetode/verify?fra=meny&paymentId=${paper.paymentId}`,
    );
    expect(await verify(paper, paper.paymentId)).toMatchObject({
      status: 200,
      body: { result: 'timeout', paymentMethod: { method: 'AVTALEGIRO' } },
    });
  });

  it('a trip never answered at the provider verifies as aborted, and the provider takes it no more', async () => {
    const paper = await startChange('paper', 'VIPPS');
    expect(await verify(paper, paper.paymentId)).toMatchObject({
      status: 200,
      body: { result: 'aborted', paymentMethod: { method: 'AVTALEGIRO' } },
    });
    expect((await fetch(`${server.base}/provider/betaling?paymentId=${paper.paymentId}`)).status).toBe(409);
  });

  it('a trip is verified once', async () => {
    const paper = await startChange('paper', 'VIPPS');
    await answerAtProvider(server.base, paper.paymentId, 'betal');
    expect((await verify(paper, paper.paymentId)).status).toBe(200);
    expect(await verify(paper, paper.paymentId)).toMatchObject({ status: 409, body: { code: 'ALREADY_VERIFIED' } });
  });

  it('an unknown payment id, another user’s, or a card trip → 404 PAYMENT_NOT_FOUND', async () => {
    const paper = await startChange('paper', 'VIPPS');
    const youth = await as('youth');
    expect(await verify(youth, paper.paymentId)).toMatchObject({ status: 404, body: { code: 'PAYMENT_NOT_FOUND' } });
    expect(await verify(paper, 'ukjent-betaling')).toMatchObject({ status: 404, body: { code: 'PAYMENT_NOT_FOUND' } });
    // The trip itself is untouched by the refusals.
    await answerAtProvider(server.base, paper.paymentId, 'betal');
    expect(await verify(paper, paper.paymentId)).toMatchObject({ status: 200, body: { result: 'changed' } });
    const card = await callOk(server.base, 'changeCard', {
      body: { ariaAccountNo: paper.ariaAccountNo, action: 'ADD', returnUrl: '/' },
      cookie: paper.cookie,
    });
    expect(await verify(paper, (card as { paymentId: string }).paymentId)).toMatchObject({
      status: 404,
      body: { code: 'PAYMENT_NOT_FOUND' },
    });
  });

  test.each([
    [
      'another change of method',
      (who: Who) =>
        callApi(server.base, 'changePaymentMethod', {
          body: { ariaAccountNo: who.ariaAccountNo, paymentMethod: 'SWEDBANK-PPG', returnUrl: '/' },
          cookie: who.cookie,
        }),
    ],
    [
      'a new card',
      (who: Who) =>
        callApi(server.base, 'changeCard', {
          body: { ariaAccountNo: who.ariaAccountNo, action: 'ADD', returnUrl: '/' },
          cookie: who.cookie,
        }),
    ],
  ])(
    'while a change is at the provider, %s → 409 PAYMENT_IN_PROGRESS; once it is answered, it may start',
    async (_, start) => {
      const paper = await startChange('paper', 'VIPPS');
      expect(await start(paper)).toMatchObject({ status: 409, body: { code: 'PAYMENT_IN_PROGRESS' } });
      await answerAtProvider(server.base, paper.paymentId, 'avbryt');
      expect(await start(paper)).toMatchObject({ status: 200 });
    },
  );

  it('an approval the provider has not called back about: "pending", nothing changed yet, asked again once it has', async () => {
    const paper = await startChange('paper', 'VIPPS');
    expect(
      (
        await fetch(`${server.base}/__test/fault`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ call: 'provider/callback', kind: 'slow', delayMs: 300, times: 1 }),
        })
      ).status,
    ).toBe(200);
    await answerAtProvider(server.base, paper.paymentId, 'betal');
    expect(await verify(paper, paper.paymentId)).toMatchObject({
      status: 200,
      body: { result: 'pending', paymentMethod: { method: 'AVTALEGIRO' } },
    });
    await expect.poll(async () => (await paymentMethodOf(paper)).method).toBe('VIPPS');
    expect(await verify(paper, paper.paymentId)).toMatchObject({
      status: 200,
      body: { result: 'changed', paymentMethod: { method: 'VIPPS' } },
    });
  });

  it('only card, Vipps, AvtaleGiro and eFaktura can be chosen (paper invoice and mobile billing go through the customer centre), and only for one’s own account', async () => {
    const paper = await as('paper');
    for (const paymentMethod of ['BANKGIRO', 'STREX']) {
      const refused = await callApi(server.base, 'changePaymentMethod', {
        body: { ariaAccountNo: paper.ariaAccountNo, paymentMethod, returnUrl: '/' },
        cookie: paper.cookie,
      });
      expect(refused).toMatchObject({
        status: 400,
        body: { code: 'BAD_REQUEST', message: expect.stringContaining('paymentMethod') },
      });
    }
    const other = await callApi(server.base, 'changePaymentMethod', {
      body: { ariaAccountNo: '5000005', paymentMethod: 'VIPPS', returnUrl: '/' },
      cookie: paper.cookie,
    });
    expect(other).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect((await storedAccount('5000005')).paymentMethod).toEqual({ method: 'VIPPS', phone: '41234505' });
  });

  test.each([['AVTALEGIRO'], ['EFAKTURA']] as const)(
    '%s: an agreement the bank signs, under an id the verify must name again',
    async (method) => {
      const digital = await as('digital');
      const trip = await callOk(server.base, 'changePaymentMethod', {
        body: { ariaAccountNo: digital.ariaAccountNo, paymentMethod: method, returnUrl: RETURN },
        cookie: digital.cookie,
      });
      expect(trip).toEqual({
        redirectUrl: `/provider/betaling?paymentId=${trip.paymentId}`,
        paymentId: expect.any(String),
        agreementId: expect.stringMatching(/^[\w-]+$/),
      });
      await answerAtProvider(server.base, trip.paymentId, 'betal');
      const named = (agreementId?: string) =>
        callApi(server.base, 'verifyPaymentMethod', {
          body: {
            ariaAccountNo: digital.ariaAccountNo,
            paymentId: trip.paymentId,
            ...(agreementId && { agreementId }),
          },
          cookie: digital.cookie,
        });
      // Without the agreement, or with another, the trip is as unknown as a missing one, and it stays open.
      expect(await named()).toMatchObject({ status: 404, body: { code: 'PAYMENT_NOT_FOUND' } });
      expect(await named('en-annen-avtale')).toMatchObject({ status: 404, body: { code: 'PAYMENT_NOT_FOUND' } });
      expect(await named(trip.agreementId)).toMatchObject({
        status: 200,
        body: { result: 'changed', paymentMethod: { method } },
      });
      expect(await paymentMethodOf(digital)).toEqual({ method });
    },
  );

  it('a card or Vipps trip has no agreement, and a verify naming one finds no trip', async () => {
    const paper = await startChange('paper', 'VIPPS');
    expect(paper).not.toHaveProperty('agreementId');
    await answerAtProvider(server.base, paper.paymentId, 'betal');
    const withAgreement = await callApi(server.base, 'verifyPaymentMethod', {
      body: { ariaAccountNo: paper.ariaAccountNo, paymentId: paper.paymentId, agreementId: 'oppdiktet' },
      cookie: paper.cookie,
    });
    expect(withAgreement).toMatchObject({ status: 404, body: { code: 'PAYMENT_NOT_FOUND' } });
    expect(await verify(paper, paper.paymentId)).toMatchObject({ status: 200, body: { result: 'changed' } });
  });

  test.each([['https://evil.example/'], ['//evil.example/x'], ['javascript:alert(1)']])(
    'a return URL off the site (%s) becomes /',
    async (returnUrl) => {
      const paper = await startChange('paper', 'VIPPS', returnUrl);
      expect(await answerAtProvider(server.base, paper.paymentId, 'betal')).toBe(`/?paymentId=${paper.paymentId}`);
    },
  );
});

describe('changeCard + verifyCard', () => {
  const verifyCard = (who: { cookie: string; ariaAccountNo: string }, paymentId: string) =>
    callApi(server.base, 'verifyCard', { body: { ariaAccountNo: who.ariaAccountNo, paymentId }, cookie: who.cookie });

  test.each([
    ['ADD', 'paper'],
    ['UPDATE', 'digital'],
  ] as const)('%s: a provider trip; the new card counts once verified', async (action, personaId) => {
    const who = await as(personaId);
    const before = await paymentMethodOf(who);
    const answer = await callOk(server.base, 'changeCard', {
      body: { ariaAccountNo: who.ariaAccountNo, action, returnUrl: '/endre-betalingsmetode' },
      cookie: who.cookie,
    });
    expect('removed' in answer).toBe(false);
    const { paymentId, redirectUrl } = answer as { paymentId: string; redirectUrl: string };
    expect(redirectUrl).toBe(`/provider/betaling?paymentId=${paymentId}`);
    expect(await paymentMethodOf(who)).toEqual(before);
    expect(await answerAtProvider(server.base, paymentId, 'betal')).toBe(
      `/endre-betalingsmetode?paymentId=${paymentId}`,
    );
    const { body } = await verifyCard(who, paymentId);
    expect(body).toMatchObject({
      result: 'changed',
      paymentMethod: { method: 'SWEDBANK-PPG', card: { last4: expect.stringMatching(/^\d{4}$/) } },
    });
    expect(await paymentMethodOf(who)).toEqual((body as { paymentMethod: unknown }).paymentMethod);
    expect(await verifyCard(who, paymentId)).toMatchObject({ status: 409, body: { code: 'ALREADY_VERIFIED' } });
  });

  it('a declined card leaves the old one; a payment-method trip is not a card trip', async () => {
    const digital = await as('digital');
    const before = await paymentMethodOf(digital);
    const { paymentId } = (await callOk(server.base, 'changeCard', {
      body: { ariaAccountNo: digital.ariaAccountNo, action: 'UPDATE', returnUrl: '/' },
      cookie: digital.cookie,
    })) as { paymentId: string };
    await answerAtProvider(server.base, paymentId, 'avvis');
    expect(await verifyCard(digital, paymentId)).toMatchObject({
      status: 200,
      body: { result: 'declined', paymentMethod: before },
    });
    const vipps = await callOk(server.base, 'changePaymentMethod', {
      body: { ariaAccountNo: digital.ariaAccountNo, paymentMethod: 'VIPPS', returnUrl: '/' },
      cookie: digital.cookie,
    });
    expect(await verifyCard(digital, vipps.paymentId)).toMatchObject({
      status: 404,
      body: { code: 'PAYMENT_NOT_FOUND' },
    });
  });

  test.each([
    ['digital', 'the card of a paying subscription', 409, 'ONLY_PAYMENT_METHOD'],
    ['pending-cancellation', 'an expired card of a subscription that still runs and pays', 409, 'ONLY_PAYMENT_METHOD'],
    ['paper', 'no card (AvtaleGiro)', 409, 'NO_CARD'],
    ['business-employee', 'no method at all', 409, 'NO_CARD'],
  ])('REMOVE for %s (%s) → %i %s, nothing changed', async (personaId, _, status, code) => {
    const who = await as(personaId);
    const before = await paymentMethodOf(who);
    expect(
      await callApi(server.base, 'changeCard', {
        body: { ariaAccountNo: who.ariaAccountNo, action: 'REMOVE', returnUrl: '/' },
        cookie: who.cookie,
      }),
    ).toMatchObject({ status, body: { code } });
    expect(await paymentMethodOf(who)).toEqual(before);
  });

  it('REMOVE for a trial (not paying yet): removed at once, no trip', async () => {
    const trial = await as('trial');
    const answer = await callOk(server.base, 'changeCard', {
      body: { ariaAccountNo: trial.ariaAccountNo, action: 'REMOVE', returnUrl: '/' },
      cookie: trial.cookie,
    });
    expect(answer).toEqual({ removed: true, paymentMethod: { method: null } });
    expect(await paymentMethodOf(trial)).toEqual({ method: null });
    expect(
      ((await (await fetch(`${server.base}/__test/state`)).json()) as { paymentTrips: unknown[] }).paymentTrips,
    ).toEqual([]);
  });

  it('only for one’s own account', async () => {
    const { cookie } = await as('digital');
    const reply = await callApi(server.base, 'changeCard', {
      body: { ariaAccountNo: '5000006', action: 'REMOVE', returnUrl: '/' },
      cookie,
    });
    expect(reply).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect((await storedAccount('5000006')).paymentMethod.method).toBe('SWEDBANK-PPG');
  });
});

describe('discount codes', () => {
  const VELKOMMEN = { code: 'VELKOMMEN', description: '3 måneder for 1 kr', discountedPrice: 1, months: 3 };

  test.each([['VELKOMMEN'], ['velkommen'], [' Velkommen ']])(
    'getDiscountDetails %j → 3 months at 1 kr',
    async (code) => {
      const { cookie } = await signIn(server.base, 'no-subscription');
      expect(
        await callOk(server.base, 'getDiscountDetails', {
          body: { code, ariaPlanID: 'ADR-C-DIGITAL-DIGITAL', titleCode: 'ADR' },
          cookie,
        }),
      ).toEqual(VELKOMMEN);
    },
  );

  test.each([
    ['an unknown code', { code: 'GRATIS', ariaPlanID: 'ADR-C-DIGITAL-DIGITAL', titleCode: 'ADR' }],
    ['another title', { code: 'VELKOMMEN', ariaPlanID: 'INN-C-DIGITAL-DIGITAL', titleCode: 'INN' }],
    ['a plan of another title', { code: 'VELKOMMEN', ariaPlanID: 'INN-C-DIGITAL-DIGITAL', titleCode: 'ADR' }],
  ])('%s → 404 DISCOUNT_NOT_FOUND, for details and for adding', async (_, body) => {
    const { cookie } = await signIn(server.base, 'no-subscription');
    for (const name of ['getDiscountDetails', 'addDiscount'] as const) {
      expect(await callApi(server.base, name, { body, cookie })).toMatchObject({
        status: 404,
        body: { code: 'DISCOUNT_NOT_FOUND' },
      });
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
    const reply = await callApi(server.base, 'addDiscount', {
      body: { code: 'VELKOMMEN', ariaPlanID: 'ADR-C-DIGITAL-DIGITAL', titleCode: 'ADR' },
      cookie,
    });
    expect(reply).toMatchObject({ status: 404, body: { code: 'ACCOUNT_NOT_FOUND' } });
  });
});
