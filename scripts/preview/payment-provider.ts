// A local stand-in for the payment provider (card and Vipps): the page an order's redirectUrl leads to, where
// the buyer pays, declines or aborts, and is sent back to the portal's completion or abort page.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { termsOf } from '../../src/domain/purchase/offer-terms.ts';
import { formatPrice, nb, priceWording } from '../../src/i18n/nb.ts';
import { mediaType, pathnameOf, queryOf, readBody, redirect, sendHtml, sendJson } from './backend/http.ts';
import { findOffer } from './backend/offering-routes.ts';
import { discountFor } from './backend/payment-routes.ts';
import type { State, StoredOrder } from './backend/state.ts';
import { PAGE_CSP } from './html-page.ts';
import { paymentPage, providerRefusalPage } from './provider-pages.ts';

export const PROVIDER_PREFIX = '/provider/';

/** Where the provider sends the buyer back: card and Vipps have their own completion routes (spec section 2). */
const COMPLETION_PATH = { 'SWEDBANK-PPG': '/completepurchase', VIPPS: '/completevippspurchase' } as const;
const ABORT_PATH = '/avbryt-bestilling';

const CHOICES = { betal: 'paid', avvis: 'declined', avbryt: 'aborted' } as const;

function refuse(res: ServerResponse, status: number, reason: string): void {
  sendHtml(res, status, providerRefusalPage(reason), { headers: { 'Content-Security-Policy': PAGE_CSP } });
}

export function createPaymentProvider(state: State) {
  /** An order the provider can still take payment for; undefined after the buyer was told why not. */
  function openOrder(res: ServerResponse, orderId: string | null): StoredOrder | undefined {
    const order = orderId ? state.orders.get(orderId) : undefined;
    if (!order) return void refuse(res, 404, 'Vi finner ikke denne bestillingen.');
    if (order.status !== 'created') return void refuse(res, 409, 'Denne bestillingen er allerede behandlet.');
    return order;
  }

  function show(req: IncomingMessage, res: ServerResponse): void {
    const order = openOrder(res, queryOf(req).get('orderId'));
    if (!order) return;
    const offer = findOffer(state, order.offerId);
    const discount = order.discountCode ? discountFor(state, { code: order.discountCode, ariaPlanID: offer.ariaPlanID, titleCode: state.title.titleCode }) : null;
    const html = paymentPage({
      orderId: order.orderId,
      titleName: state.title.name,
      planName: offer.planName,
      methodLabel: nb.purchase.methods[order.paymentMethod],
      amountDue: formatPrice(order.amountDue),
      priceText: priceWording(termsOf(offer, discount)),
    });
    sendHtml(res, 200, html, { headers: { 'Content-Security-Policy': PAGE_CSP } });
  }

  async function choose(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readBody(req));
    if (mediaType(req) !== 'application/x-www-form-urlencoded') return refuse(res, 400, 'Skjemaet må sendes som vanlig skjema.');
    const choice = form.get('valg');
    if (choice !== 'betal' && choice !== 'avvis' && choice !== 'avbryt') return refuse(res, 400, 'Velg å betale, avvise eller avbryte.');
    const order = openOrder(res, form.get('orderId'));
    if (!order) return;
    order.status = CHOICES[choice];
    const path = order.status === 'aborted' ? ABORT_PATH : COMPLETION_PATH[order.paymentMethod];
    redirect(res, `${path}?${new URLSearchParams({ orderId: order.orderId })}`);
  }

  return async function handleProvider(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (pathnameOf(req) !== `${PROVIDER_PREFIX}betal`) return sendJson(res, 404, { code: 'NOT_FOUND', message: 'the payment provider has no such page' });
    if (req.method === 'GET') return show(req, res);
    if (req.method === 'POST') return choose(req, res);
    res.setHeader('Allow', 'GET, POST');
    sendJson(res, 405, { code: 'METHOD_NOT_ALLOWED', message: 'use GET or POST' });
  };
}
