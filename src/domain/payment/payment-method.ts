// How an account pays, and what a subscriber may do about it themselves: when a card needs replacing, which
// methods they may switch to, and whether a card may be removed. The words are in i18n (nbPayment).
import { addDays, endOfMonth, osloDate, type IsoDate } from '../time/oslo.ts';

/** SWEDBANK-PPG is a payment card; BANKGIRO is a paper invoice. */
export const PAYMENT_METHOD_CODES = ['VIPPS', 'SWEDBANK-PPG', 'BANKGIRO', 'AVTALEGIRO', 'STREX', 'EFAKTURA'] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

export interface CardDetails {
  brand: string;
  last4: string;
  /** 'YYYY-MM'; the card works through the last day of that month */
  expiry: string;
}

export type PaymentMethodInfo =
  | { method: 'SWEDBANK-PPG'; card: CardDetails | null }
  /** The Vipps agreement's phone number. */
  | { method: 'VIPPS'; phone: string | null }
  /** Mobile billing: the phone number whose bill it goes on. */
  | { method: 'STREX'; phone: string | null }
  | { method: 'AVTALEGIRO' | 'BANKGIRO' | 'EFAKTURA' }
  /** No payment method on the account. */
  | { method: null };

/** The month a card expires as the provider states it, for the contract to check before cardExpiry counts with it. */
export const isCardExpiry = (text: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(text);

/** The last day a card works: the last day of its expiry month. */
export const cardLastDay = (card: CardDetails): IsoDate => endOfMonth(`${card.expiry}-01`);

/** How long before the card stops working the subscriber is asked to replace it: two months of renewals. */
export const CARD_EXPIRY_WARNING_DAYS = 60;

export type CardExpiry = 'valid' | 'expiresSoon' | 'expired';

/**
 * Counted in Oslo days. Expired from the day after the last day of the expiry month. Expires soon while that last
 * day is at most 60 days from today: today itself through today + 60 (the warning first shows 60 days before the
 * last day, not 61). Valid before then.
 */
export function cardExpiry(card: CardDetails, now: Date): CardExpiry {
  const today = osloDate(now);
  const lastDay = cardLastDay(card);
  if (lastDay < today) return 'expired';
  return lastDay <= addDays(today, CARD_EXPIRY_WARNING_DAYS) ? 'expiresSoon' : 'valid';
}

/** The methods the payment provider registers, and pays an invoice with, at once: a card, or Vipps. */
export const CHANGEABLE_METHODS = ['SWEDBANK-PPG', 'VIPPS'] as const satisfies readonly PaymentMethodCode[];
export type ChangeableMethod = (typeof CHANGEABLE_METHODS)[number];

/**
 * The methods the subscriber's bank pays by an agreement: the provider sends them to approve it in their online bank,
 * under the agreement id the backend gave the trip (spec section 3's `temp_agreement_id` carries it across).
 */
export const AGREEMENT_METHODS = ['AVTALEGIRO', 'EFAKTURA'] as const satisfies readonly PaymentMethodCode[];
export type AgreementMethod = (typeof AGREEMENT_METHODS)[number];

/** What a subscriber may change to on their own; the others (paper invoice, mobile billing) go through the customer centre. */
export const METHOD_CHOICES = [...CHANGEABLE_METHODS, ...AGREEMENT_METHODS] as const;
export type MethodChoiceCode = (typeof METHOD_CHOICES)[number];

export const isAgreementMethod = (method: string): method is AgreementMethod =>
  (AGREEMENT_METHODS as readonly string[]).includes(method);

/** Why a card may not be removed (a key of nbPayment.cardRemovalRefused). */
export type CardRemovalRefusal = 'noCard' | 'onlyMethodOfPayingSubscription';

export type CardRemoval = { allowed: true } | { allowed: false; reason: CardRemovalRefusal };

/**
 * An account has one payment method, so a card on it is its only one: a subscription that is paid for would be
 * left with no way to pay. A subscription not paid for by the holder (a trial, one paid by someone else) may drop it.
 */
export function mayRemoveCard(info: PaymentMethodInfo, subscriptionIsPaying: boolean): CardRemoval {
  if (info.method !== 'SWEDBANK-PPG') return { allowed: false, reason: 'noCard' };
  if (subscriptionIsPaying) return { allowed: false, reason: 'onlyMethodOfPayingSubscription' };
  return { allowed: true };
}
