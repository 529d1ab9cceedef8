// Invoices over real HTTP: the account's list, one invoice, and paying one through the payment provider (paid only
// once the verify call finds the provider's approval).
import { describe, expect, it, test } from 'vitest';
import { isCalendarDate } from '../../../src/domain/person/fields.ts';
import { TRIP_OPEN_MINUTES } from '../../../src/domain/payment/settlement.ts';
import { addMonths, osloDate } from '../../../src/domain/time/oslo.ts';
import { answerAtProvider, callApi, callOk, signIn, previewPerFile } from '../../../tests/support/backend.ts';
import { mod10CheckDigit, mod11CheckDigit } from './billing-numbers.ts';
import { accountNoOf, personaById } from './personas.ts';

const server = previewPerFile();

async function as(personaId: string) {
  const { cookie } = await signIn(server.base, personaId);
  return { cookie, ariaAccountNo: accountNoOf(personaById(personaId)!) };
}

type Who = Awaited<ReturnType<typeof as>>;

const invoicesOf = (who: Who) =>
  callOk(server.base, 'getInvoices', { params: { ariaAccountNo: who.ariaAccountNo }, cookie: who.cookie });
const invoiceOf = async (who: Who, ariaInvoiceNo: string) =>
  (await invoicesOf(who)).find((invoice) => invoice.ariaInvoiceNo === ariaInvoiceNo)!;
const today = () => osloDate(new Date());

const postJson = (path: string, body: object) =>
  fetch(`${server.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
/** The backend's clock stands still at `iso`, the seed and what the test did so far left as they are. */
const clockAt = async (iso: string) =>
  expect((await postJson('/__test/clock', { now: iso, reseed: false })).status).toBe(200);
const fault = async (body: object) => expect((await postJson('/__test/fault', body)).status).toBe(200);

describe('getInvoices', () => {
  it('digital: monthly invoices over four years, the latest unpaid and not yet due, one unpaid and overdue', async () => {
    const invoices = await invoicesOf(await as('digital'));
    expect(invoices.length).toBeGreaterThanOrEqual(40);
    const byStart = invoices.toSorted((a, b) => b.periodStart.localeCompare(a.periodStart));
    const latest = byStart[0]!;
    expect(latest).toMatchObject({ status: 'unpaid', paidDate: null });
    expect(latest.dueDate > today()).toBe(true);
    const overdue = invoices.filter((invoice) => invoice.status === 'unpaid' && invoice.dueDate < today());
    expect(overdue).toHaveLength(1);
    expect(byStart.at(-1)!.periodStart <= addMonths(today(), -47)).toBe(true);
    expect(new Set(invoices.map((invoice) => invoice.ariaInvoiceNo)).size).toBe(invoices.length);
    expect(new Set(invoices.map((invoice) => invoice.kid)).size).toBe(invoices.length);
    for (const invoice of invoices) {
      expect(invoice.periodStart <= invoice.periodEnd).toBe(true);
      for (const date of [invoice.periodStart, invoice.periodEnd, invoice.dueDate])
        expect(isCalendarDate(date)).toBe(true);
      if (invoice.status === 'paid') expect(invoice.paidDate! <= today()).toBe(true);
    }
    // Øre too: the oldest were 299,50 kr.
    expect(invoices.some((invoice) => invoice.amount === 299.5)).toBe(true);
  });

  test.each([['digital'], ['paper'], ['youth'], ['cancelled'], ['family-owner']])(
    '%s: every account number passes MOD11 and every KID MOD10',
    async (personaId) => {
      const invoices = await invoicesOf(await as(personaId));
      expect(invoices.length).toBeGreaterThan(0);
      for (const { accountNumber, kid } of invoices) {
        expect(accountNumber).toMatch(/^\d{11}$/);
        expect(mod11CheckDigit(accountNumber.slice(0, 10))).toBe(Number(accountNumber[10]));
        expect(mod10CheckDigit(kid.slice(0, -1))).toBe(Number(kid.at(-1)));
      }
    },
  );

  test.each([
    ['paper', 3, 0],
    ['youth', 2, 0],
    ['business-employee', 0, 0],
    ['trial', 0, 0],
    ['no-subscription', 0, 0],
  ])('%s: %i invoices, %i unpaid', async (personaId, count, unpaid) => {
    const invoices = await invoicesOf(await as(personaId));
    expect(invoices).toHaveLength(count);
    expect(invoices.filter((invoice) => invoice.status === 'unpaid')).toHaveLength(unpaid);
  });

  it('only one’s own account', async () => {
    const { cookie } = await as('digital');
    expect(await callApi(server.base, 'getInvoices', { params: { ariaAccountNo: '5000004' }, cookie })).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    });
  });
});

describe('getInvoice', () => {
  it('one of one’s own', async () => {
    const digital = await as('digital');
    const [first] = await invoicesOf(digital);
    expect(
      await callOk(server.base, 'getInvoice', {
        params: { ariaAccountNo: digital.ariaAccountNo, ariaInvoiceNo: first!.ariaInvoiceNo },
        cookie: digital.cookie,
      }),
    ).toEqual(first);
  });

  it('another account’s invoice and an unknown one answer alike: 404 INVOICE_NOT_FOUND', async () => {
    const paper = await as('paper');
    const [papers] = await invoicesOf(paper);
    const digital = await as('digital');
    const replies = await Promise.all([
      callApi(server.base, 'getInvoice', {
        params: { ariaAccountNo: digital.ariaAccountNo, ariaInvoiceNo: papers!.ariaInvoiceNo },
        cookie: digital.cookie,
      }),
      callApi(server.base, 'getInvoice', {
        params: { ariaAccountNo: paper.ariaAccountNo, ariaInvoiceNo: papers!.ariaInvoiceNo },
        cookie: digital.cookie,
      }),
      callApi(server.base, 'getInvoice', {
        params: { ariaAccountNo: digital.ariaAccountNo, ariaInvoiceNo: '9999999999' },
        cookie: digital.cookie,
      }),
    ]);
    for (const reply of replies) expect(reply).toMatchObject({ status: 404, body: { code: 'INVOICE_NOT_FOUND' } });
  });
});

describe('payInvoice + verifyInvoicePayment', () => {
  async function unpaidOf(who: Who) {
    return (await invoicesOf(who)).find((invoice) => invoice.status === 'unpaid' && invoice.dueDate < today())!;
  }

  const pay = (
    who: Who,
    ariaInvoiceNo: string,
    paymentMethod: 'VIPPS' | 'SWEDBANK-PPG' = 'VIPPS',
    returnUrl = '/betal-faktura/kvittering',
  ) =>
    callApi(server.base, 'payInvoice', {
      body: { ariaAccountNo: who.ariaAccountNo, ariaInvoiceNo, paymentMethod, returnUrl },
      cookie: who.cookie,
    });
  const verify = (who: Who, paymentId: string) =>
    callApi(server.base, 'verifyInvoicePayment', {
      body: { ariaAccountNo: who.ariaAccountNo, paymentId },
      cookie: who.cookie,
    });

  it('an unpaid invoice is paid when the provider calls back with its approval; verify reads it, and the list shows it', async () => {
    const digital = await as('digital');
    const invoice = await unpaidOf(digital);
    const { body } = await pay(digital, invoice.ariaInvoiceNo);
    const { paymentId, redirectUrl } = body as { paymentId: string; redirectUrl: string };
    expect(redirectUrl).toBe(`/provider/betaling?paymentId=${paymentId}`);
    expect((await invoiceOf(digital, invoice.ariaInvoiceNo)).status).toBe('unpaid');
    expect(await answerAtProvider(server.base, paymentId, 'betal')).toBe(
      `/betal-faktura/kvittering?paymentId=${paymentId}`,
    );
    const paid = { ...invoice, status: 'paid', paidDate: today(), paymentPending: false };
    expect(await invoiceOf(digital, invoice.ariaInvoiceNo)).toEqual(paid);
    expect(await verify(digital, paymentId)).toMatchObject({ status: 200, body: { result: 'paid', invoice: paid } });
    expect(await invoiceOf(digital, invoice.ariaInvoiceNo)).toEqual(paid);
    expect(await verify(digital, paymentId)).toMatchObject({ status: 409, body: { code: 'ALREADY_VERIFIED' } });
    expect(await pay(digital, invoice.ariaInvoiceNo)).toMatchObject({ status: 409, body: { code: 'INVOICE_PAID' } });
  });

  it('a payment whose way back is lost still pays the invoice: the list says paid, and no second payment can start', async () => {
    const digital = await as('digital');
    const invoice = await unpaidOf(digital);
    const { paymentId } = (await pay(digital, invoice.ariaInvoiceNo)).body as { paymentId: string };
    await answerAtProvider(server.base, paymentId, 'betal');
    // The browser never comes back to /betaling: nobody verifies.
    expect(await invoiceOf(digital, invoice.ariaInvoiceNo)).toMatchObject({
      status: 'paid',
      paidDate: today(),
      paymentPending: false,
    });
    expect(await pay(digital, invoice.ariaInvoiceNo)).toMatchObject({ status: 409, body: { code: 'INVOICE_PAID' } });
  });

  test.each([['VIPPS'], ['SWEDBANK-PPG']] as const)(
    'a second trip (%s) while one is at the provider → 409 PAYMENT_IN_PROGRESS; once that is answered, a new one may start',
    async (method) => {
      const digital = await as('digital');
      const invoice = await unpaidOf(digital);
      const first = (await pay(digital, invoice.ariaInvoiceNo)).body as { paymentId: string };
      expect(await pay(digital, invoice.ariaInvoiceNo, method)).toMatchObject({
        status: 409,
        body: { code: 'PAYMENT_IN_PROGRESS' },
      });
      await answerAtProvider(server.base, first.paymentId, 'avvis');
      expect(await pay(digital, invoice.ariaInvoiceNo, method)).toMatchObject({ status: 200 });
    },
  );

  it(`a trip left at the provider holds back a new one for ${TRIP_OPEN_MINUTES} minutes; approved after the invoice was paid, it is refunded`, async () => {
    await clockAt('2026-11-23T12:00:00+01:00');
    const digital = await as('digital');
    const invoice = await unpaidOf(digital);
    const left = ((await pay(digital, invoice.ariaInvoiceNo)).body as { paymentId: string }).paymentId;
    await clockAt(`2026-11-23T12:${String(TRIP_OPEN_MINUTES - 1).padStart(2, '0')}:59+01:00`);
    expect(await pay(digital, invoice.ariaInvoiceNo)).toMatchObject({
      status: 409,
      body: { code: 'PAYMENT_IN_PROGRESS' },
    });
    await clockAt(`2026-11-23T12:${String(TRIP_OPEN_MINUTES).padStart(2, '0')}:00+01:00`);
    const second = ((await pay(digital, invoice.ariaInvoiceNo)).body as { paymentId: string }).paymentId;
    await answerAtProvider(server.base, second, 'betal');
    const paid = await invoiceOf(digital, invoice.ariaInvoiceNo);
    expect(paid).toMatchObject({ status: 'paid', paidDate: '2026-11-23' });
    // The first tab is answered after all: the provider takes the money, and the backend sends it back.
    await clockAt('2026-11-24T09:00:00+01:00');
    await answerAtProvider(server.base, left, 'betal');
    expect(await verify(digital, left)).toMatchObject({ status: 200, body: { result: 'alreadyPaid', invoice: paid } });
    expect(await verify(digital, second)).toMatchObject({ status: 200, body: { result: 'paid', invoice: paid } });
    const trips = (
      (await (await fetch(`${server.base}/__test/state`)).json()) as {
        paymentTrips: { paymentId: string; settlement?: string }[];
      }
    ).paymentTrips;
    expect(Object.fromEntries(trips.map((trip) => [trip.paymentId, trip.settlement]))).toEqual({
      [left]: 'refunded',
      [second]: 'settled',
    });
  });

  it('an approval the provider has not called back about yet: "pending" (asked again later), shown in the list, and no new trip', async () => {
    const digital = await as('digital');
    const invoice = await unpaidOf(digital);
    await fault({ call: 'provider/callback', kind: 'slow', delayMs: 300, times: 1 });
    const { paymentId } = (await pay(digital, invoice.ariaInvoiceNo)).body as { paymentId: string };
    await answerAtProvider(server.base, paymentId, 'betal');
    expect(await invoiceOf(digital, invoice.ariaInvoiceNo)).toMatchObject({ status: 'unpaid', paymentPending: true });
    expect(await verify(digital, paymentId)).toMatchObject({
      status: 200,
      body: { result: 'pending', invoice: { status: 'unpaid', paymentPending: true } },
    });
    expect(await pay(digital, invoice.ariaInvoiceNo)).toMatchObject({
      status: 409,
      body: { code: 'PAYMENT_IN_PROGRESS' },
    });
    await expect.poll(async () => (await invoiceOf(digital, invoice.ariaInvoiceNo)).status).toBe('paid');
    expect(await verify(digital, paymentId)).toMatchObject({
      status: 200,
      body: { result: 'paid', invoice: { status: 'paid', paymentPending: false } },
    });
  });

  test.each([
    ['avvis', 'declined'],
    ['avbryt', 'aborted'],
  ] as const)('%s at the provider → %s, still unpaid', async (valg, result) => {
    const digital = await as('digital');
    const invoice = await unpaidOf(digital);
    const { paymentId } = (await pay(digital, invoice.ariaInvoiceNo, 'SWEDBANK-PPG')).body as { paymentId: string };
    await answerAtProvider(server.base, paymentId, valg);
    expect(await verify(digital, paymentId)).toMatchObject({
      status: 200,
      body: { result, invoice: { status: 'unpaid', paidDate: null } },
    });
  });

  it('the provider timing out → timeout, still unpaid', async () => {
    const digital = await as('digital');
    const invoice = await unpaidOf(digital);
    const { paymentId } = (await pay(digital, invoice.ariaInvoiceNo)).body as { paymentId: string };
    expect(
      (
        await fetch(`${server.base}/__test/fault`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ call: 'provider/betaling', kind: 'timeout' }),
        })
      ).status,
    ).toBe(200);
    await answerAtProvider(server.base, paymentId, 'betal');
    expect(await verify(digital, paymentId)).toMatchObject({
      status: 200,
      body: { result: 'timeout', invoice: { status: 'unpaid' } },
    });
  });

  it('an invoice already paid → 409 INVOICE_PAID; another account’s → 404 INVOICE_NOT_FOUND; nothing started', async () => {
    const paper = await as('paper');
    const [paid] = await invoicesOf(paper);
    expect(await pay(paper, paid!.ariaInvoiceNo)).toMatchObject({ status: 409, body: { code: 'INVOICE_PAID' } });
    const digital = await as('digital');
    expect(await pay(paper, (await unpaidOf(digital)).ariaInvoiceNo)).toMatchObject({
      status: 404,
      body: { code: 'INVOICE_NOT_FOUND' },
    });
    expect(
      ((await (await fetch(`${server.base}/__test/state`)).json()) as { paymentTrips: unknown[] }).paymentTrips,
    ).toEqual([]);
  });

  it('another user’s payment id, an unknown one, or a payment-method trip → 404 PAYMENT_NOT_FOUND', async () => {
    const digital = await as('digital');
    const { paymentId } = (await pay(digital, (await unpaidOf(digital)).ariaInvoiceNo)).body as { paymentId: string };
    await answerAtProvider(server.base, paymentId, 'betal');
    const paper = await as('paper');
    expect(await verify(paper, paymentId)).toMatchObject({ status: 404, body: { code: 'PAYMENT_NOT_FOUND' } });
    expect(await verify(digital, 'finnes-ikke')).toMatchObject({ status: 404, body: { code: 'PAYMENT_NOT_FOUND' } });
    const method = await callOk(server.base, 'changePaymentMethod', {
      body: { ariaAccountNo: digital.ariaAccountNo, paymentMethod: 'VIPPS', returnUrl: '/' },
      cookie: digital.cookie,
    });
    expect(await verify(digital, method.paymentId)).toMatchObject({ status: 404, body: { code: 'PAYMENT_NOT_FOUND' } });
    // The owner's verify still finds it paid.
    expect(await verify(digital, paymentId)).toMatchObject({ status: 200, body: { result: 'paid' } });
  });
});
