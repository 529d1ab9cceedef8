// Payment and price: changing card or payment method (the provider's pages come later, so the answer leads
// to the portal's own /betaling), and discount codes.
import { sameOriginPath } from '../../../src/domain/routing/return-url.ts';
import { fail, ownAccount, requireAccount, type Route } from './context.ts';
import type { State } from './state.ts';

/** Card payments go through this provider (spec section 3). */
const CARD_PROVIDER = 'SWEDBANK-PPG';

function paymentPage(fields: { provider: string; action: string; ariaAccountNo: string; returnUrl: string }, origin: string): string {
  // The return URL comes from the browser: only a path on this site may survive.
  const query = new URLSearchParams({ ...fields, returnUrl: sameOriginPath(fields.returnUrl, origin) });
  return `/betaling?${query}`;
}

export const changeCard: Route<'changeCard'> = {
  access: 'user',
  handle({ state, body, userId, origin }) {
    const account = ownAccount(state, userId, body.ariaAccountNo);
    account.paymentMethod = body.action === 'REMOVE' ? null : CARD_PROVIDER;
    return { redirectUrl: paymentPage({ provider: CARD_PROVIDER, action: body.action, ariaAccountNo: account.ariaAccountNo, returnUrl: body.returnUrl }, origin) };
  },
};

export const changePaymentMethod: Route<'changePaymentMethod'> = {
  access: 'user',
  handle({ state, body, userId, origin }) {
    const account = ownAccount(state, userId, body.ariaAccountNo);
    account.paymentMethod = body.paymentMethod;
    return { redirectUrl: paymentPage({ provider: body.paymentMethod, action: 'UPDATE', ariaAccountNo: account.ariaAccountNo, returnUrl: body.returnUrl }, origin) };
  },
};

/** The digital offer of spec section 9: three months for 1 kr. */
const DISCOUNTS: Record<string, { description: string; discountedPrice: number; months: number }> = {
  VELKOMMEN: { description: '3 måneder for 1 kr', discountedPrice: 1, months: 3 },
};

/** A code is valid for every plan of the served title, in any letter case. */
export function discountFor(state: State, body: { code: string; ariaPlanID: string; titleCode: string }) {
  const code = body.code.trim().toUpperCase();
  const discount = DISCOUNTS[code];
  const forThisTitle = body.titleCode === state.title.titleCode && body.ariaPlanID.startsWith(`${body.titleCode}-`);
  if (!discount || !forThisTitle) fail(404, 'DISCOUNT_NOT_FOUND', `code: ${body.code} is not a discount for ${body.ariaPlanID}`);
  return { code, ...discount };
}

export const getDiscountDetails: Route<'getDiscountDetails'> = {
  access: 'user',
  handle: ({ state, body }) => discountFor(state, body),
};

export const addDiscount: Route<'addDiscount'> = {
  access: 'user',
  handle({ state, body, userId }) {
    const discount = discountFor(state, body);
    const account = requireAccount(state, userId);
    if (!account.discounts.includes(discount.code)) account.discounts.push(discount.code);
    return discount;
  },
};
