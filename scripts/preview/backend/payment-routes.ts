// Payment and price: how an account pays, changing it (card, Vipps, or an AvtaleGiro or eFaktura agreement, through
// the payment provider: nothing changes until the provider calls back with its approval), removing a card, and
// discount codes.
import { mayRemoveCard } from '../../../src/domain/payment/payment-method.ts';
import { runsAndPays } from '../../../src/domain/subscription/status.ts';
import { ownAccount, requireAccount, type Fail, type Route } from './context.ts';
import { startTrip, verifyTrip } from './payment-trips.ts';
import type { PaymentTrip, State, StoredAccount } from './state.ts';
import { currentSubscription } from './subscription-routes.ts';

export const getPaymentMethod: Route<'getPaymentMethod'> = {
  access: 'user',
  handle: ({ state, params, userId, fail }) => ownAccount(state, userId, params.ariaAccountNo, fail).paymentMethod,
};

export const changePaymentMethod: Route<'changePaymentMethod'> = {
  access: 'user',
  handle({ state, body, userId, origin, fail }) {
    const account = ownAccount(state, userId, body.ariaAccountNo, fail);
    return startTrip(
      state,
      { kind: 'paymentMethod', userId, ariaAccountNo: account.ariaAccountNo, method: body.paymentMethod },
      body.returnUrl,
      origin,
      { fail },
    );
  },
};

/** Whether the account's subscription for the title still charges it: then it must keep a way to pay. */
function paysForTitle(state: State, account: StoredAccount): boolean {
  return runsAndPays(currentSubscription(state, account.ariaAccountNo, state.title.titleCode)?.subscription);
}

export const changeCard: Route<'changeCard'> = {
  access: 'user',
  handle({ state, body, userId, origin, fail }) {
    const account = ownAccount(state, userId, body.ariaAccountNo, fail);
    if (body.action !== 'REMOVE') {
      const fields = {
        kind: 'card',
        userId,
        ariaAccountNo: account.ariaAccountNo,
        method: 'SWEDBANK-PPG',
        action: body.action,
      } as const;
      return startTrip(state, fields, body.returnUrl, origin, { fail });
    }
    // The page offers removal by the same rule: a paying subscription's card is replaced (UPDATE, another method).
    const removal = mayRemoveCard(account.paymentMethod, paysForTitle(state, account));
    if (!removal.allowed && removal.reason === 'noCard')
      fail(409, 'NO_CARD', `account ${account.ariaAccountNo} has no card`);
    if (!removal.allowed)
      fail(409, 'ONLY_PAYMENT_METHOD', 'the card pays a running subscription; choose another method instead');
    account.paymentMethod = { method: null };
    return { removed: true, paymentMethod: account.paymentMethod };
  },
};

/** What a card, Vipps or bank agreement trip did: only an approval the provider called back about has changed the method. */
function verifyMethodTrip(
  state: State,
  userId: string,
  body: { ariaAccountNo: string; paymentId: string; agreementId?: string },
  kind: PaymentTrip['kind'],
  fail: Fail<'FORBIDDEN' | 'PAYMENT_NOT_FOUND' | 'ALREADY_VERIFIED'>,
) {
  const account = ownAccount(state, userId, body.ariaAccountNo, fail);
  const { result } = verifyTrip(
    state,
    userId,
    account,
    { paymentId: body.paymentId, kind, agreementId: body.agreementId },
    fail,
  );
  // A change of the way to pay is never refunded (settlementOf): an approval is `paid` (changed) or `pending`.
  if (result === 'alreadyPaid') throw new Error(`a ${kind} trip cannot be refunded`);
  return { result: result === 'paid' ? 'changed' : result, paymentMethod: account.paymentMethod } as const;
}

export const verifyPaymentMethod: Route<'verifyPaymentMethod'> = {
  access: 'user',
  handle: ({ state, body, userId, fail }) => verifyMethodTrip(state, userId, body, 'paymentMethod', fail),
};

export const verifyCard: Route<'verifyCard'> = {
  access: 'user',
  handle: ({ state, body, userId, fail }) => verifyMethodTrip(state, userId, body, 'card', fail),
};

/** The digital offer of spec section 9: three months for 1 kr. */
const DISCOUNTS: Record<string, { description: string; discountedPrice: number; months: number }> = {
  VELKOMMEN: { description: '3 måneder for 1 kr', discountedPrice: 1, months: 3 },
};

/** A code is valid for every plan of the served title, in any letter case. */
export function discountFor(
  state: State,
  body: { code: string; ariaPlanID: string; titleCode: string },
  fail: Fail<'DISCOUNT_NOT_FOUND'>,
) {
  const code = body.code.trim().toUpperCase();
  const discount = DISCOUNTS[code];
  const forThisTitle = body.titleCode === state.title.titleCode && body.ariaPlanID.startsWith(`${body.titleCode}-`);
  if (!discount || !forThisTitle)
    return fail(404, 'DISCOUNT_NOT_FOUND', `code: ${body.code} is not a discount for ${body.ariaPlanID}`);
  return { code, ...discount };
}

export const getDiscountDetails: Route<'getDiscountDetails'> = {
  access: 'user',
  handle: ({ state, body, fail }) => discountFor(state, body, fail),
};

export const addDiscount: Route<'addDiscount'> = {
  access: 'user',
  handle({ state, body, userId, fail }) {
    const discount = discountFor(state, body, fail);
    const account = requireAccount(state, userId, fail);
    if (!account.discounts.includes(discount.code)) account.discounts.push(discount.code);
    return discount;
  },
};
