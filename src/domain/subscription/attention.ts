// What needs the subscriber's attention, for home's first section (issue 24: home said "Saldo 0 kr" beside an
// overdue invoice on /fakturaoversikt). Read from the same answers the detail pages use, in one fixed order: money
// owed first, then the way to pay, then what is about to change. What is not known yet (a lookup still out or
// failed) is left out, never guessed.
import { currentChanges, type DeliveryChange } from '../delivery/vacation.ts';
import { invoicesToPay, invoiceStanding, sumDue, type Invoice } from '../payment/invoice.ts';
import { cardExpiry, cardLastDay, type PaymentMethodInfo } from '../payment/payment-method.ts';
import type { FamilyInvitationStatus } from '../sharing/invitation.ts';
import type { Standing } from './standing.ts';

/** A delivery change as home tells it: what, from, and until (none: until further notice, or a move). */
type ChangeFacts = { type: DeliveryChange['type']; from: string; to: string | null };

export type Attention =
  /** The first invoice to pay (overdue before unpaid), and what is owed in all, the sum /fakturaoversikt says. */
  | { kind: 'invoice'; invoice: Invoice; overdue: boolean; due: number; count: number }
  | { kind: 'cardExpired' | 'cardExpiresSoon'; lastDay: string }
  | { kind: 'noPaymentMethod' }
  | { kind: 'pendingCancellation'; until?: string }
  | { kind: 'pendingChange'; planName: string; from: string }
  | { kind: 'deliveryChange'; change: ChangeFacts }
  | { kind: 'waitingInvitations'; count: number };

export interface AttentionFacts {
  standing: Standing;
  /** Whether the holder pays for the subscription: then it needs a way to pay. */
  paying: boolean;
  invoices?: readonly Invoice[];
  paymentMethod?: PaymentMethodInfo;
  deliveryChanges?: readonly ChangeFacts[];
  /** The family owner's invitations. */
  familyInvitations?: readonly { status: FamilyInvitationStatus }[];
}

export function attentionOf(facts: AttentionFacts, now: Date): Attention[] {
  const items: Attention[] = [];
  // The rule the list's "Betal" follows: a payment approved and not yet settled is not asked for again.
  const toPay = invoicesToPay(facts.invoices ?? [], now);
  if (toPay.length > 0) {
    const first = toPay[0]!;
    items.push({ kind: 'invoice', invoice: first, overdue: invoiceStanding(first, now) === 'overdue', due: sumDue(facts.invoices ?? []), count: toPay.length });
  }
  const method = facts.paymentMethod;
  if (method?.method === 'SWEDBANK-PPG' && method.card) {
    const expiry = cardExpiry(method.card, now);
    if (expiry !== 'valid') items.push({ kind: expiry === 'expired' ? 'cardExpired' : 'cardExpiresSoon', lastDay: cardLastDay(method.card) });
  }
  if (method?.method === null && facts.paying) items.push({ kind: 'noPaymentMethod' });
  if (facts.standing.kind === 'pendingCancellation') items.push({ kind: 'pendingCancellation', until: facts.standing.until });
  if (facts.standing.kind === 'pendingChange') items.push({ kind: 'pendingChange', planName: facts.standing.planName, from: facts.standing.from });
  const next = currentChanges(facts.deliveryChanges ?? [], now)[0];
  if (next) items.push({ kind: 'deliveryChange', change: next });
  const waiting = (facts.familyInvitations ?? []).filter((invitation) => invitation.status === 'valid').length;
  if (waiting > 0) items.push({ kind: 'waitingInvitations', count: waiting });
  return items;
}
