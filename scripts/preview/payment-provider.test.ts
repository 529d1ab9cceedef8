// The payment provider stand-in's page and buttons, over real HTTP.
import { randomUUID } from 'node:crypto';
import { describe, expect, it, test } from 'vitest';
import { callOk, postForm, signIn, previewPerFile } from '../../tests/support/backend.ts';

const server = previewPerFile();

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

async function newOrder(fields: Record<string, string> = {}): Promise<string> {
  const { cookie } = await signIn(server.base, 'no-subscription');
  const body = { titleCode: 'ADR', offerId: 'digital-1kr', paymentMethod: 'SWEDBANK-PPG', birthdate: '1990-12-24', idempotencyKey: randomUUID(), ...fields };
  return (await callOk(server.base, 'createOrder', { body: body as never, cookie })).orderId;
}

describe('GET /provider/betal', () => {
  it('shows an accessible bokmål page: what is bought, what is due now, the method, and three buttons', async () => {
    const orderId = await newOrder();
    const response = await fetch(`${server.base}/provider/betal?orderId=${orderId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'");
    const html = plain(await response.text());
    expect(html).toContain('<html lang="nb">');
    expect(html).toContain('<h1>Betal med Betalingskort</h1>');
    expect(html).toContain('<dt>Abonnement</dt><dd>Digitalabonnement</dd>');
    expect(html).toContain('<dt>Pris</dt><dd>1 kr første måned, deretter 399 kr per måned</dd>');
    expect(html).toContain('<dt>Å betale nå</dt><dd class="amount">1 kr</dd>');
    expect(html).toContain(`<input type="hidden" name="orderId" value="${orderId}">`);
    for (const [value, label] of [['betal', 'Betal'], ['avvis', 'Avvis betalingen'], ['avbryt', 'Avbryt']]) {
      expect(html).toMatch(new RegExp(`<button type="submit" name="valg" value="${value}"[^>]*>${label}</button>`));
    }
    expect(html).not.toContain('<script');
  });

  test.each([
    ['Vipps and a discount', { paymentMethod: 'VIPPS', discountCode: 'VELKOMMEN', offerId: 'paper' }, 'Vipps', '3 måneder for 1 kr, deretter 599 kr per måned', '1 kr'],
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
    const json = await fetch(`${server.base}/provider/betal`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orderId, valg: 'betal' }) });
    expect(json.status).toBe(400);
    expect((await postForm(`${server.base}/provider/betal`, { orderId, valg: 'betal' })).status).toBe(302);
  });

  it('has nothing else', async () => {
    expect((await fetch(`${server.base}/provider/annet`)).status).toBe(404);
    expect((await fetch(`${server.base}/provider/betal`, { method: 'DELETE' })).status).toBe(405);
  });
});
