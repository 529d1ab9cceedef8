// The invoice stores against the reference backend over real HTTP, as the signed-in persona's browser would call
// them: the list, one invoice, the trip to the provider that pays it, and the verify when the user is back.
import { cleanStores } from 'nanostores';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TITLE_CODE } from '../../../tests/support/backend.ts';
import { pagePerFile } from '../../../tests/support/browser.ts';
import { FAULTS, meeting, type FaultKind } from '../../../tests/support/faults.ts';
import { MemoryStorage } from '../../../tests/support/memory-storage.ts';

const page = pagePerFile();
let account: typeof import('../person/account.ts');
let invoices: typeof import('./invoices.ts');
let roundTrip: typeof import('../../domain/payment/round-trip.ts');
let user: typeof import('../kit/user-bound.ts');

beforeAll(async () => {
  account = await import('../person/account.ts');
  invoices = await import('./invoices.ts');
  roundTrip = await import('../../domain/payment/round-trip.ts');
  user = await import('../kit/user-bound.ts');
});

// The digital persona (user 1000003): 48 monthly invoices, two months back unpaid (overdue), and next month's.
const OVERDUE = '9000003046';
const UPCOMING = '9000003049';
const PAID = '9000003048';
const PAPER_INVOICE = '9000004003';

beforeEach(() => {
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('location', new URL(page.base));
  user.forgetUser();
  // A new page: nothing has read the loads yet (a read in the last test keeps them mounted for a second).
  cleanStores(invoices.$invoices, invoices.$invoice);
});

async function signInAndLoad(personaId: string) {
  const session = await page.signIn(personaId);
  return account.loadAccount(session.userId, TITLE_CODE);
}

const fault = (call: string, kind: FaultKind) => page.fault({ call, ...kind, times: 1 });

/** /betal-faktura/{no} (or the detail, /faktura/{no}) as the browser opens it: the address names the invoice, and the page model loads it. */
function openInvoice(ariaInvoiceNo: string, route: 'betal-faktura' | 'faktura' = 'betal-faktura') {
  vi.stubGlobal('location', new URL(`/${route}/${encodeURIComponent(ariaInvoiceNo)}`, page.base));
  return invoices.$invoice.load();
}

/** What the user does on the provider's page: "Betal", "Avvis" or "Avbryt"; the provider then sends them back. */
async function answerAtProvider(paymentId: string, choice: 'betal' | 'avvis' | 'avbryt'): Promise<string> {
  const response = await fetch(`${page.base}/provider/betaling`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ paymentId, valg: choice }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!, page.base).search;
}

/** Pays (starts the trip for) one of the signed-in digital persona's invoices; answers the trip kept in the tab. */
async function startPaying(ariaInvoiceNo: string, paymentMethod: 'SWEDBANK-PPG' | 'VIPPS' = 'SWEDBANK-PPG') {
  const loaded = await openInvoice(ariaInvoiceNo);
  if (loaded.status !== 'loaded') throw new Error(`invoice ${ariaInvoiceNo} did not load`);
  const state = await invoices.$invoicePayment.submit({ invoice: loaded.invoice, paymentMethod });
  expect(state).toMatchObject({ status: 'done', result: expect.stringMatching(/^\/provider\/betaling\?paymentId=/) });
  const trip = roundTrip.readTrip(sessionStorage);
  expect(trip).toMatchObject({ kind: 'invoice', invoiceNo: ariaInvoiceNo, dueAmount: loaded.invoice.amount });
  return trip!;
}

describe('$invoices', () => {
  it('loads every invoice of the account', async () => {
    await signInAndLoad('digital');
    const state = await invoices.$invoices.load();
    expect(state.status).toBe('loaded');
    const list = state.status === 'loaded' ? state.invoices : [];
    expect(list).toHaveLength(49);
    expect(
      list
        .filter((invoice) => invoice.status === 'unpaid')
        .map((invoice) => invoice.ariaInvoiceNo)
        .sort(),
    ).toEqual([OVERDUE, UPCOMING]);
    expect(invoices.$invoices.get()).toEqual(state);
  });

  it('starts as soon as the account is known, once something reads the list', async () => {
    const unsubscribe = invoices.$invoices.listen(() => {});
    expect(invoices.$invoices.get()).toEqual({ status: 'idle' });
    await signInAndLoad('paper');
    await vi.waitFor(() =>
      expect(invoices.$invoices.get()).toMatchObject({ status: 'loaded', invoices: { length: 3 } }),
    );
    unsubscribe();
    // Unmounted now, not a second later as nanostores does: else the next tests' sign-in starts a load of its own,
    // which races the fault they inject.
    cleanStores(invoices.$invoices);
  });

  it('an account without invoices has an empty list', async () => {
    await signInAndLoad('trial');
    expect(await invoices.$invoices.load()).toEqual({ status: 'loaded', invoices: [] });
  });

  it.each(FAULTS)('a %s is a failure, and the retry loads', async (_, kind) => {
    await signInAndLoad('digital');
    await fault('getInvoices', kind);
    expect(await meeting(kind, () => invoices.$invoices.load())).toMatchObject({
      status: 'failed',
      failure: { kind: kind.kind === 'timeout' ? 'timeout' : 'other' },
    });
    expect(invoices.$invoices.get().status).toBe('failed');
    expect((await invoices.$invoices.load()).status).toBe('loaded');
  });
});

describe('$invoice', () => {
  it('finds an invoice of the account', async () => {
    await signInAndLoad('digital');
    expect(await openInvoice(OVERDUE)).toMatchObject({
      status: 'loaded',
      invoice: { ariaInvoiceNo: OVERDUE, status: 'unpaid' },
    });
  });

  it('the detail page /faktura/{no} loads the invoice its address names, paid or not (issue 24)', async () => {
    await signInAndLoad('digital');
    expect(await openInvoice(PAID, 'faktura')).toMatchObject({
      status: 'loaded',
      invoice: { ariaInvoiceNo: PAID, status: 'paid' },
    });
    expect(await openInvoice(PAPER_INVOICE, 'faktura')).toEqual({ status: 'notFound' });
  });

  it('an unknown number and another account’s invoice are alike not found', async () => {
    await signInAndLoad('digital');
    expect(await openInvoice('9999999999')).toEqual({ status: 'notFound' });
    expect(await openInvoice(PAPER_INVOICE)).toEqual({ status: 'notFound' });
  });

  it.each(FAULTS)('a %s is a failure', async (_, kind) => {
    await signInAndLoad('digital');
    await fault('getInvoice', kind);
    expect(await meeting(kind, () => openInvoice(OVERDUE))).toMatchObject({ status: 'failed' });
    expect(await openInvoice(OVERDUE)).toMatchObject({ status: 'loaded' });
  });
});

describe('paying an invoice', () => {
  it('sends the user to the provider with /betaling to return to, and keeps the trip in the tab', async () => {
    await signInAndLoad('digital');
    const trip = await startPaying(OVERDUE, 'VIPPS');
    const state = (await (await fetch(`${page.base}/__test/state`)).json()) as {
      paymentTrips: { paymentId: string; returnUrl: string; method: string }[];
    };
    expect(state.paymentTrips.find((stored) => stored.paymentId === trip.paymentId)).toMatchObject({
      returnUrl: '/betaling',
      method: 'VIPPS',
    });
  });

  it('an invoice paid meanwhile is refused, and no trip is kept', async () => {
    await signInAndLoad('digital');
    const loaded = await openInvoice(PAID);
    if (loaded.status !== 'loaded') throw new Error('not loaded');
    expect(await invoices.$invoicePayment.submit({ invoice: loaded.invoice, paymentMethod: 'SWEDBANK-PPG' })).toEqual({
      status: 'refused',
      code: 'INVOICE_PAID',
    });
    expect(roundTrip.readTrip(sessionStorage)).toBeUndefined();
  });

  it('a second "Betal" while the first trip is open at the provider is refused as under way: never paid twice (issue 25)', async () => {
    await signInAndLoad('digital');
    const first = await startPaying(OVERDUE);
    const loaded = await openInvoice(OVERDUE);
    if (loaded.status !== 'loaded') throw new Error('not loaded');
    expect(await invoices.$invoicePayment.submit({ invoice: loaded.invoice, paymentMethod: 'VIPPS' })).toEqual({
      status: 'refused',
      code: 'PAYMENT_IN_PROGRESS',
    });
    // The tab still holds the first trip, for the way back from the provider.
    expect(roundTrip.readTrip(sessionStorage)).toMatchObject({ paymentId: first.paymentId });
  });

  it.each(FAULTS.filter(([name]) => name !== '401' && name !== '406'))(
    'a %s is a failure that keeps the choice, and the retry sends it again',
    async (_, kind) => {
      await signInAndLoad('digital');
      const loaded = await openInvoice(OVERDUE);
      if (loaded.status !== 'loaded') throw new Error('not loaded');
      await fault('payInvoice', kind);
      expect(
        await meeting(kind, () =>
          invoices.$invoicePayment.submit(
            { invoice: loaded.invoice, paymentMethod: 'VIPPS' },
            { paymentMethod: 'VIPPS' },
          ),
        ),
      ).toMatchObject({ status: 'failed', kept: true });
      expect(roundTrip.readTrip(sessionStorage)).toBeUndefined();
      expect(await invoices.$invoicePayment.retry()).toMatchObject({ status: 'done' });
    },
  );

  it.each(FAULTS.filter(([name]) => name === '401' || name === '406'))(
    'a %s stays pending while login takes over, and the choice is kept for after',
    async (_, kind) => {
      await signInAndLoad('digital');
      const loaded = await openInvoice(OVERDUE);
      if (loaded.status !== 'loaded') throw new Error('not loaded');
      await fault('payInvoice', kind);
      expect(
        await invoices.$invoicePayment.submit(
          { invoice: loaded.invoice, paymentMethod: 'VIPPS' },
          { paymentMethod: 'VIPPS' },
        ),
      ).toEqual({ status: 'pending' });
      expect(invoices.$invoicePayment.restore()).toEqual({ paymentMethod: 'VIPPS' });
    },
  );
});

describe('verifying the payment on /betaling', () => {
  it.each([
    ['betal', 'paid', 'paid'],
    ['avvis', 'declined', 'unpaid'],
    ['avbryt', 'aborted', 'unpaid'],
  ] as const)('"%s" at the provider verifies as %s, and the invoice is %s', async (choice, result, status) => {
    await signInAndLoad('digital');
    const trip = await startPaying(OVERDUE);
    const search = await answerAtProvider(trip.paymentId, choice);
    expect(search).toBe(`?paymentId=${trip.paymentId}`);
    expect(await invoices.verifyInvoicePaymentFrom(search)).toMatchObject({
      status: result,
      invoice: { ariaInvoiceNo: OVERDUE, status },
    });
    expect(roundTrip.readTrip(sessionStorage)).toBeUndefined();
  });

  it('a provider that times out verifies as timeout, nothing paid', async () => {
    await signInAndLoad('digital');
    const trip = await startPaying(OVERDUE);
    await page.fault({ call: 'provider/betaling', kind: 'timeout', times: 1 });
    const search = await answerAtProvider(trip.paymentId, 'betal');
    expect(await invoices.verifyInvoicePaymentFrom(search)).toMatchObject({
      status: 'timeout',
      invoice: { status: 'unpaid' },
    });
  });

  it('on a later page without the account loaded, the account this browser found is used', async () => {
    await signInAndLoad('digital');
    const trip = await startPaying(OVERDUE);
    const search = await answerAtProvider(trip.paymentId, 'betal');
    account.clearAccount(); // /betaling is a new page, with no guard to load the account.
    expect(await invoices.verifyInvoicePaymentFrom(search)).toMatchObject({ status: 'paid' });
  });

  it('coming back without a payment id, a replayed one and a made-up one are refused and end the trip', async () => {
    await signInAndLoad('digital');
    const trip = await startPaying(OVERDUE);
    expect(await invoices.verifyInvoicePaymentFrom('')).toEqual({
      status: 'refused',
      reason: 'missing',
      invoiceNo: OVERDUE,
    });
    expect(roundTrip.readTrip(sessionStorage)).toBeUndefined();
    const search = await answerAtProvider(trip.paymentId, 'betal');
    expect((await invoices.verifyInvoicePaymentFrom(search)).status).toBe('paid');
    expect(await invoices.verifyInvoicePaymentFrom(search)).toEqual({ status: 'refused', reason: 'replayed' });
    expect(await invoices.verifyInvoicePaymentFrom('?paymentId=made-up')).toEqual({
      status: 'refused',
      reason: 'unknown',
    });
    // Issue 25: a mangled or over-long id in the link is no failure with a retry that can never work.
    for (const mangled of ['?paymentId=abc%22%3E%3Cx', `?paymentId=${'a'.repeat(65)}`]) {
      expect(await invoices.verifyInvoicePaymentFrom(mangled)).toEqual({ status: 'refused', reason: 'unknown' });
    }
  });

  it.each(FAULTS)('a %s is a failure that keeps the trip, and the retry verifies', async (_, kind) => {
    await signInAndLoad('digital');
    const trip = await startPaying(OVERDUE);
    const search = await answerAtProvider(trip.paymentId, 'betal');
    await fault('verifyInvoicePayment', kind);
    expect(await meeting(kind, () => invoices.verifyInvoicePaymentFrom(search))).toMatchObject({ status: 'failed' });
    expect(roundTrip.readTrip(sessionStorage)).toEqual(trip);
    expect(await invoices.verifyInvoicePaymentFrom(search)).toMatchObject({
      status: 'paid',
      invoice: { status: 'paid' },
    });
  });
});
