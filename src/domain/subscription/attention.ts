// What needs the subscriber's attention, for home's first section (issue 24: home said "Saldo 0 kr" beside an
// overdue invoice on /fakturaoversikt). Read from the same answers the detail pages use, in one fixed order: money
// owed first, then the way to pay, then what waits for an answer. What is not known yet (a lookup still out or
// failed) is left out, never guessed.
//
// Issue 41: only what needs the subscriber to act is here (an overdue invoice, an expired card, no way to pay, family
// invitations waiting). Plain information is said in its card: a planned stop or move in the delivery card, a
// waiting plan change or a cancellation in the subscription's status, an invoice not yet due as the next charge, a
// card that expires soon in the payment card's own warning. And home offers each action once (onceEach).
import { invoicesToPay, invoiceStanding, sumDue, type Invoice } from '../payment/invoice.ts';
import { cardExpiry, cardLastDay, type PaymentMethodInfo } from '../payment/payment-method.ts';
import type { RoutePath } from '../routing/routes.ts';
import type { FamilyInvitationStatus } from '../sharing/invitation.ts';

export type Attention =
  /** The first overdue invoice, and what is owed in all, the sum /fakturaoversikt says. */
  | { kind: 'invoice'; invoice: Invoice; due: number; count: number }
  | { kind: 'cardExpired'; lastDay: string }
  | { kind: 'noPaymentMethod' }
  | { kind: 'waitingInvitations'; count: number };

export interface AttentionFacts {
  /** Whether the holder pays for the subscription: then it needs a way to pay. */
  paying: boolean;
  invoices?: readonly Invoice[];
  paymentMethod?: PaymentMethodInfo;
  /** The family owner's invitations. */
  familyInvitations?: readonly { status: FamilyInvitationStatus }[];
}

export function attentionOf(facts: AttentionFacts, now: Date): Attention[] {
  const items: Attention[] = [];
  // The rule the list's "Betal" follows: a payment approved and not yet settled is not asked for again. Overdue
  // invoices come first, so the first is overdue or none is.
  const toPay = invoicesToPay(facts.invoices ?? [], now);
  const first = toPay[0];
  if (first && invoiceStanding(first, now) === 'overdue')
    items.push({ kind: 'invoice', invoice: first, due: sumDue(facts.invoices ?? []), count: toPay.length });
  const method = facts.paymentMethod;
  if (method?.method === 'SWEDBANK-PPG' && method.card && cardExpiry(method.card, now) === 'expired')
    items.push({ kind: 'cardExpired', lastDay: cardLastDay(method.card) });
  if (method?.method === null && facts.paying) items.push({ kind: 'noPaymentMethod' });
  const waiting = (facts.familyInvitations ?? []).filter((invitation) => invitation.status === 'valid').length;
  if (waiting > 0) items.push({ kind: 'waitingInvitations', count: waiting });
  return items;
}

/** Where each line's action leads. */
export const ATTENTION_PATHS: Record<Attention['kind'], RoutePath> = {
  invoice: '/betal-faktura/:ariaInvoiceNo',
  cardExpired: '/legg-til-betalingskort',
  noPaymentMethod: '/endre-betalingsmetode',
  waitingInvitations: '/familiedeling',
};

/** The links of home's delivery card (a subscription with paper). */
export const DELIVERY_CARD_PATHS: readonly RoutePath[] = ['/leveringsadresse', '/endre-avislevering'];

/** The links of home's payment card: changing the method for whoever pays, and the card's own page for a card. */
export function paymentCardPaths(method: PaymentMethodInfo | undefined, paying: boolean): RoutePath[] {
  if (!method) return [];
  return [
    ...(paying ? (['/endre-betalingsmetode'] as const) : []),
    ...(method.method === 'SWEDBANK-PPG' ? (['/legg-til-betalingskort'] as const) : []),
  ];
}

/**
 * Home offers each action once (issue 41): given the links of each part of the page from the top (the attention
 * section, the cards, the list of actions), each part keeps only the links no part above it offers already.
 */
export function onceEach<P extends string>(parts: readonly (readonly P[])[]): P[][] {
  const offered = new Set<P>();
  return parts.map((part) => {
    const kept = part.filter((path) => !offered.has(path));
    for (const path of kept) offered.add(path);
    return kept;
  });
}
