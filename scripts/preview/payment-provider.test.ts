// The payment provider stand-in's pages and buttons (orders; card, Vipps and invoice trips), over real HTTP.
import { randomUUID } from 'node:crypto';
import { describe, expect, it, test } from 'vitest';
import { answerAtProvider, callApi, callOk, postForm, signIn, previewPerFile } from '../../tests/support/backend.ts';

const server = previewPerFile();

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

async function newOrder(fields: Record<string, string> = {}): Promise<string> {
  const { cookie } = await signIn(server.base, 'no-subscription');
  const body = {
    titleCode: 'ADR',
    offerId: 'digital-1kr',
    paymentMethod: 'SWEDBANK-PPG',
    birthdate: '1990-12-24',
    idempotencyKey: randomUUID(),
    ...fields,
  };
  return (await callOk(server.base, 'createOrder', { body: body, cookie })).orderId;
}

describe('GET /provider/betal', () => {
  it('shows an accessible bokmål page: what is bought, what is due now, the method, and three buttons', async () => {
    const orderId = await newOrder();
    const response = await fetch(`${server.base}/provider/betal?orderId=${orderId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    );
    const html = plain(await response.text());
    expect(html).toContain('<html lang="nb">');
    expect(html).toContain('<h1>Betal med Betalingskort</h1>');
    expect(html).toContain('<dt>Abonnement</dt><dd>Digitalabonnement</dd>');
    expect(html).toContain('<dt>Pris</dt><dd>1 kr første måned, deretter 399 kr per måned</dd>');
    expect(html).toContain('<dt>Å betale nå</dt><dd class="amount">1 kr</dd>');
    expect(html).toContain(`<input type="hidden" name="orderId" value="${orderId}">`);
    for (const [value, label] of [
      ['betal', 'Betal'],
      ['avvis', 'Avvis betalingen'],
      ['avbryt', 'Avbryt'],
    ]) {
      expect(html).toMatch(new RegExp(`<button type="submit" name="valg" value="${value}"[^>]*>${label}</button>`));
    }
    expect(html).not.toContain('<script');
  });

  test.each([
    [
      'Vipps and a discount',
      { paymentMethod: 'VIPPS', discountCode: 'VELKOMMEN', offerId: 'paper' },
      'Vipps',
      '3 måneder for 1 kr, deretter 599 kr per måned',
      '1 kr',
    ],
    ['no intro', { offerId: 'weekend' }, 'Betalingskort', '449 kr per måned', '449 kr'],
  ])('%s', async (_, fields, method, price, due) => {
    const html = plain(await (await fetch(`${server.base}/provider/betal?orderId=${await newOrder(fields)}`)).text());
    expect(html).toContain(`<h1>Betal med ${method}</h1>`);
    expect(html).toContain(`<dt>Pris</dt><dd>${price}</dd>`);
    expect(html).toContain(`<dd class="amount">${due}</dd>`);
  });

  test.each([
    ['no order id', '', 404],
    ['an unknown order', '?orderId=%3Cscript%3E', 404],
  ])('%s → %i with a page that says so', async (_, query, status) => {
    const response = await fetch(`${server.base}/provider/betal${query}`);
    expect(response.status).toBe(status);
    const html = await response.text();
    expect(html).toContain('<h1>Betalingen kan ikke gjennomføres</h1>');
    expect(html).not.toContain('<script>');
  });
});

describe('POST /provider/betal', () => {
  it('takes one answer per order: a second press is refused', async () => {
    const orderId = await newOrder();
    expect((await postForm(`${server.base}/provider/betal`, { orderId, valg: 'betal' })).status).toBe(302);
    const again = await postForm(`${server.base}/provider/betal`, { orderId, valg: 'avbryt' });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('Denne bestillingen er allerede behandlet.');
    expect((await fetch(`${server.base}/provider/betal?orderId=${orderId}`)).status).toBe(409);
  });

  it('refuses an unknown choice and JSON', async () => {
    const orderId = await newOrder();
    expect((await postForm(`${server.base}/provider/betal`, { orderId, valg: 'gratis' })).status).toBe(400);
    const json = await fetch(`${server.base}/provider/betal`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderId, valg: 'betal' }),
    });
    expect(json.status).toBe(400);
    expect((await postForm(`${server.base}/provider/betal`, { orderId, valg: 'betal' })).status).toBe(302);
  });

  it('has nothing else', async () => {
    expect((await fetch(`${server.base}/provider/annet`)).status).toBe(404);
    expect((await fetch(`${server.base}/provider/betal`, { method: 'DELETE' })).status).toBe(405);
  });
});

describe('/provider/betaling: card and Vipps registrations, invoice payments', () => {
  async function trip(personaId: string, start: (cookie: string) => Promise<{ paymentId: string }>) {
    const { cookie } = await signIn(server.base, personaId);
    return (await start(cookie)).paymentId;
  }
  const vipps = () =>
    trip('paper', (cookie) =>
      callOk(server.base, 'changePaymentMethod', {
        body: { ariaAccountNo: '5000004', paymentMethod: 'VIPPS', returnUrl: '/endre-betalingsmetode?steg=2#topp' },
        cookie,
      }),
    );
  const newCard = () =>
    trip(
      'paper',
      async (cookie) =>
        (await callOk(server.base, 'changeCard', {
          body: { ariaAccountNo: '5000004', action: 'ADD', returnUrl: '/' },
          cookie,
        })) as { paymentId: string },
    );
  const invoice = () =>
    trip('digital', async (cookie) => {
      const invoices = await callOk(server.base, 'getInvoices', { params: { ariaAccountNo: '5000003' }, cookie });
      const unpaid = invoices.find((one) => one.status === 'unpaid' && one.amount === 399)!;
      return callOk(server.base, 'payInvoice', {
        body: {
          ariaAccountNo: '5000003',
          ariaInvoiceNo: unpaid.ariaInvoiceNo,
          paymentMethod: 'SWEDBANK-PPG',
          returnUrl: '/faktura',
        },
        cookie,
      });
    });

  test.each([
    ['Vipps', vipps, 'Godkjenn betaling med Vipps', ['<dt>Gjelder</dt><dd>Ny betalingsmåte: Vipps</dd>'], 'Godkjenn'],
    [
      'a new card',
      newCard,
      'Registrer betalingskort',
      ['<dt>Gjelder</dt><dd>Nytt betalingskort</dd>', '<dt>Betalingsmåte</dt><dd>Betalingskort</dd>'],
      'Godkjenn',
    ],
    [
      'an invoice',
      invoice,
      'Betal faktura med Betalingskort',
      ['<dt>Faktura</dt><dd>9000003', '<dd class="amount">399,00 kr</dd>', '<dt>Forfallsdato</dt>'],
      'Betal',
    ],
  ])(
    '%s: an accessible page with what is registered or paid, and approve, decline and abort',
    async (_, start, heading, rows, confirm) => {
      const paymentId = await start();
      const response = await fetch(`${server.base}/provider/betaling?paymentId=${paymentId}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
      );
      const html = plain(await response.text());
      expect(html).toContain('<html lang="nb">');
      expect(html).toContain(`<h1>${heading}</h1>`);
      for (const row of rows) expect(html).toContain(row);
      expect(html).toContain('<form method="post" action="/provider/betaling" class="actions">');
      expect(html).toContain(`<input type="hidden" name="paymentId" value="${paymentId}">`);
      for (const [value, label] of [
        ['betal', confirm],
        ['avvis', 'Avvis'],
        ['avbryt', 'Avbryt'],
      ]) {
        expect(html).toMatch(new RegExp(`<button type="submit" name="valg" value="${value}"[^>]*>${label}</button>`));
      }
      expect(html).not.toContain('<script');
    },
  );

  test.each([['betal'], ['avvis'], ['avbryt']] as const)(
    '%s sends the user back to the return path with only the payment id added',
    async (valg) => {
      const paymentId = await vipps();
      expect(await answerAtProvider(server.base, paymentId, valg)).toBe(
        `/endre-betalingsmetode?steg=2&paymentId=${paymentId}#topp`,
      );
    },
  );

  // The bank's page for an agreement, with the id the portal keeps for the verify (e2e walks AvtaleGiro's).
  test.each([
    ['AVTALEGIRO', 'AvtaleGiro'],
    ['EFAKTURA', 'eFaktura'],
  ] as const)(
    '%s: the bank’s page names the agreement, under its id, and asks to approve it',
    async (method, label) => {
      const { cookie } = await signIn(server.base, 'digital');
      const { paymentId, agreementId } = (await callOk(server.base, 'changePaymentMethod', {
        body: { ariaAccountNo: '5000003', paymentMethod: method, returnUrl: '/endre-betalingsmetode' },
        cookie,
      })) as { paymentId: string; agreementId: string };
      const html = plain(await (await fetch(`${server.base}/provider/betaling?paymentId=${paymentId}`)).text());
      expect(html).toContain(`<h1>Godkjenn ${label}-avtale i nettbanken</h1>`);
      expect(html).toContain(`<dt>Avtale</dt><dd>${agreementId}</dd>`);
      expect(html).toContain(`<dt>Gjelder</dt><dd>Ny betalingsmåte: ${label}</dd>`);
      expect(html).toMatch(/<button type="submit" name="valg" value="betal"[^>]*>Godkjenn avtalen<\/button>/);
    },
  );

  it('takes one answer per trip', async () => {
    const paymentId = await newCard();
    await answerAtProvider(server.base, paymentId, 'avvis');
    const again = await postForm(`${server.base}/provider/betaling`, { paymentId, valg: 'betal' });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('Denne betalingen er allerede behandlet.');
    expect((await fetch(`${server.base}/provider/betaling?paymentId=${paymentId}`)).status).toBe(409);
  });

  test.each([
    ['no payment id', '', 404],
    ['an unknown payment id', '?paymentId=%3Cscript%3E', 404],
  ])('%s → %i with a page that says so', async (_, query, status) => {
    const response = await fetch(`${server.base}/provider/betaling${query}`);
    expect(response.status).toBe(status);
    expect(await response.text()).toContain('Vi finner ikke denne betalingen.');
  });

  it('refuses an unknown choice and JSON', async () => {
    const paymentId = await vipps();
    expect((await postForm(`${server.base}/provider/betaling`, { paymentId, valg: 'gratis' })).status).toBe(400);
    const json = await fetch(`${server.base}/provider/betaling`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ paymentId, valg: 'betal' }),
    });
    expect(json.status).toBe(400);
    expect((await fetch(`${server.base}/provider/betaling`, { method: 'PUT' })).status).toBe(405);
  });

  it('calls the backend back on an approval: the invoice is paid before the user is back, and a second trip is refused', async () => {
    const first = await invoice();
    await answerAtProvider(server.base, first, 'betal');
    const state = (await (await fetch(`${server.base}/__test/state`)).json()) as {
      paymentTrips: { paymentId: string; ariaInvoiceNo: string; settlement?: string }[];
    };
    const trip = state.paymentTrips.find((one) => one.paymentId === first)!;
    expect(trip.settlement).toBe('settled');
    const { cookie } = await signIn(server.base, 'digital');
    const again = {
      ariaAccountNo: '5000003',
      ariaInvoiceNo: trip.ariaInvoiceNo,
      paymentMethod: 'VIPPS',
      returnUrl: '/faktura',
    } as const;
    expect(await callApi(server.base, 'payInvoice', { body: again, cookie })).toMatchObject({
      status: 409,
      body: { code: 'INVOICE_PAID' },
    });
  });

  describe('a timeout switched on by test control', () => {
    const fault = (body: object) =>
      fetch(`${server.base}/__test/fault`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    it('ends the next answered trip as timed out, returns the user as usual, and then goes off (times: 1)', async () => {
      expect((await fault({ call: 'provider/betaling', kind: 'timeout', times: 1 })).status).toBe(200);
      const first = await vipps();
      expect(await answerAtProvider(server.base, first, 'betal')).toBe(
        `/endre-betalingsmetode?steg=2&paymentId=${first}#topp`,
      );
      const second = await newCard();
      await answerAtProvider(server.base, second, 'betal');
      const state = (await (await fetch(`${server.base}/__test/state`)).json()) as {
        paymentTrips: { paymentId: string; status: string }[];
      };
      expect(Object.fromEntries(state.paymentTrips.map((one) => [one.paymentId, one.status]))).toEqual({
        [first]: 'timeout',
        [second]: 'paid',
      });
    });

    test.each([['status'], ['slow'], ['malformed']])('the provider can only time out: kind %s → 400', async (kind) => {
      const response = await fault({ call: 'provider/betaling', kind });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining('can only time out'),
      });
    });

    test.each([['status'], ['timeout'], ['malformed']])(
      'the provider’s callback can only be slow: kind %s → 400',
      async (kind) => {
        const response = await fault({ call: 'provider/callback', kind });
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({
          code: 'BAD_REQUEST',
          message: expect.stringContaining('can only be slow'),
        });
      },
    );
  });
});
