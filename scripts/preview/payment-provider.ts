// A local stand-in for the payment provider (card and Vipps, and the banks' AvtaleGiro and eFaktura agreements): the
// page an order's redirectUrl leads to, where the buyer pays, declines or aborts, and is sent back to the portal's
// completion or abort page; and the page of a payment trip (a card, Vipps or bank agreement registration, an invoice
// payment), which calls the backend back when the user approves, as real providers do, and sends the user back to
// the trip's return path with only `?paymentId=…`: the portal's verify call asks the backend what happened.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { termsOf } from '../../src/domain/purchase/offer-terms.ts';
import { formatIsoDate, formatPrice } from '../../src/i18n/nb.ts';
import { nbPayment } from '../../src/i18n/nb/payment.ts';
import { nbPurchase, priceWording } from '../../src/i18n/nb/purchase.ts';
import { PROVIDER_CALLBACK, PROVIDER_TIMEOUT, type Faults } from './backend/faults.ts';
import { mediaType, pathnameOf, queryOf, readBody, redirect, sendHtml, sendJson } from './backend/http.ts';
import { cannotFail } from './backend/context.ts';
import { findOffer } from './backend/purchase-offering-routes.ts';
import { discountFor } from './backend/payment-routes.ts';
import { PROVIDER_PAGE, settleTrip } from './backend/payment-trips.ts';
import type { PaymentTrip, State, StoredOrder } from './backend/state.ts';
import { PAGE_CSP } from './html-page.ts';
import { paymentPage, providerRefusalPage, tripPage, type TripPage } from './provider-pages.ts';

export const PROVIDER_PREFIX = '/provider/';

/** Where the provider sends the buyer back: card and Vipps have their own completion routes (spec section 2). */
const COMPLETION_PATH = { 'SWEDBANK-PPG': '/completepurchase', VIPPS: '/completevippspurchase' } as const;
const ABORT_PATH = '/avbryt-bestilling';

const CHOICES = { betal: 'paid', avvis: 'declined', avbryt: 'aborted' } as const;

function refuse(res: ServerResponse, status: number, reason: string): void {
  sendHtml(res, status, providerRefusalPage(reason), { headers: { 'Content-Security-Policy': PAGE_CSP } });
}

/** Invoices are in NOK with øre: 399,00 kr. */
const NOK_WITH_ORE = new Intl.NumberFormat('nb-NO', {
  style: 'currency',
  currency: 'NOK',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** The return path with the payment id set on it; nothing else is added. */
function returnTo(trip: PaymentTrip): string {
  const url = new URL(trip.returnUrl, 'http://preview.local');
  url.searchParams.set('paymentId', trip.paymentId);
  return url.pathname + url.search + url.hash;
}

export function createPaymentProvider(state: State, faults: Faults) {
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
    const offer = findOffer(state, order.offerId, cannotFail);
    const discount = order.discountCode
      ? discountFor(
          state,
          { code: order.discountCode, ariaPlanID: offer.ariaPlanID, titleCode: state.title.titleCode },
          cannotFail,
        )
      : null;
    const html = paymentPage({
      orderId: order.orderId,
      titleName: state.title.name,
      planName: offer.planName,
      methodLabel: nbPurchase.methods[order.paymentMethod],
      amountDue: formatPrice(order.amountDue),
      priceText: priceWording(termsOf(offer, discount)),
    });
    sendHtml(res, 200, html, { headers: { 'Content-Security-Policy': PAGE_CSP } });
  }

  async function choose(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readBody(req));
    if (mediaType(req) !== 'application/x-www-form-urlencoded')
      return refuse(res, 400, 'Skjemaet må sendes som vanlig skjema.');
    const choice = form.get('valg');
    if (choice !== 'betal' && choice !== 'avvis' && choice !== 'avbryt')
      return refuse(res, 400, 'Velg å betale, avvise eller avbryte.');
    const order = openOrder(res, form.get('orderId'));
    if (!order) return;
    order.status = CHOICES[choice];
    const path = order.status === 'aborted' ? ABORT_PATH : COMPLETION_PATH[order.paymentMethod];
    redirect(res, `${path}?${new URLSearchParams({ orderId: order.orderId })}`);
  }

  /** A trip the provider can still take an answer for; undefined after the user was told why not. */
  function openTrip(res: ServerResponse, paymentId: string | null): PaymentTrip | undefined {
    const trip = paymentId ? state.paymentTrips.get(paymentId) : undefined;
    if (!trip) return void refuse(res, 404, 'Vi finner ikke denne betalingen.');
    if (trip.status !== 'created' || trip.verified)
      return void refuse(res, 409, 'Denne betalingen er allerede behandlet.');
    // Whether the invoice is paid meanwhile is the backend's business: it refunds a payment it no longer needs.
    return trip;
  }

  function describeTrip(trip: PaymentTrip): Omit<TripPage, 'paymentId' | 'titleName'> {
    const methodLabel = nbPayment.methods[trip.method];
    if (trip.kind === 'invoice') {
      const { invoice } = state.invoices.get(trip.ariaInvoiceNo!)!;
      return {
        heading: `Betal faktura med ${methodLabel}`,
        details: [
          ['Faktura', invoice.ariaInvoiceNo],
          ['Gjelder', invoice.description],
          ['Forfallsdato', formatIsoDate(invoice.dueDate)],
          ['Betalingsmåte', methodLabel],
        ],
        amountDue: NOK_WITH_ORE.format(invoice.amount),
        confirmLabel: 'Betal',
      };
    }
    const what =
      trip.kind === 'card'
        ? trip.action === 'ADD'
          ? 'Nytt betalingskort'
          : 'Bytte av betalingskort'
        : `Ny betalingsmåte: ${methodLabel}`;
    if (trip.agreementId) {
      // AvtaleGiro and eFaktura: the bank's agreement, approved in the online bank under the id the portal keeps.
      return {
        heading: `Godkjenn ${methodLabel}-avtale i nettbanken`,
        details: [
          ['Gjelder', what],
          ['Avtale', trip.agreementId],
          ['Betalingsmåte', methodLabel],
        ],
        confirmLabel: 'Godkjenn avtalen',
      };
    }
    return {
      heading: trip.method === 'VIPPS' ? 'Godkjenn betaling med Vipps' : 'Registrer betalingskort',
      details: [
        ['Gjelder', what],
        ['Betalingsmåte', methodLabel],
      ],
      confirmLabel: 'Godkjenn',
    };
  }

  function showTrip(req: IncomingMessage, res: ServerResponse): void {
    const trip = openTrip(res, queryOf(req).get('paymentId'));
    if (!trip) return;
    const html = tripPage({ paymentId: trip.paymentId, titleName: state.title.name, ...describeTrip(trip) });
    sendHtml(res, 200, html, { headers: { 'Content-Security-Policy': PAGE_CSP } });
  }

  async function answerTrip(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readBody(req));
    if (mediaType(req) !== 'application/x-www-form-urlencoded')
      return refuse(res, 400, 'Skjemaet må sendes som vanlig skjema.');
    const choice = form.get('valg');
    if (choice !== 'betal' && choice !== 'avvis' && choice !== 'avbryt')
      return refuse(res, 400, 'Velg å godkjenne, avvise eller avbryte.');
    const trip = openTrip(res, form.get('paymentId'));
    if (!trip) return;
    // A test can make the provider time out: whatever was pressed, the trip ends without an answer from the bank.
    trip.status = faults.take(PROVIDER_TIMEOUT) ? 'timeout' : CHOICES[choice];
    if (trip.status === 'paid') callBack(trip.paymentId);
    redirect(res, returnTo(trip));
  }

  /** Tells the backend of an approval, at once, or after the delay a test asked for (never keeping the process alive). */
  function callBack(paymentId: string): void {
    const delay = faults.take(PROVIDER_CALLBACK)?.delayMs;
    if (delay === undefined) return settleTrip(state, paymentId);
    setTimeout(() => settleTrip(state, paymentId), delay).unref();
  }

  const pages: Record<string, { GET: typeof show; POST: typeof choose }> = {
    [`${PROVIDER_PREFIX}betal`]: { GET: show, POST: choose },
    [PROVIDER_PAGE]: { GET: showTrip, POST: answerTrip },
  };

  return async function handleProvider(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const page = pages[pathnameOf(req)];
    if (!page) return sendJson(res, 404, { code: 'NOT_FOUND', message: 'the payment provider has no such page' });
    if (req.method === 'GET' || req.method === 'POST') return page[req.method](req, res);
    res.setHeader('Allow', 'GET, POST');
    sendJson(res, 405, { code: 'METHOD_NOT_ALLOWED', message: 'use GET or POST' });
  };
}
