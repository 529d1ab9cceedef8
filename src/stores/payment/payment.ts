// How the account pays, and changing it: a change of method and a new card are trips to the payment provider
// that change nothing until the verify call, made on the page the provider sends the user back to, finds the
// provider's approval. The trip crosses the redirect in the tab's session storage (domain/payment/round-trip.ts).
import { atom } from 'nanostores';
import {
  changeCard,
  changePaymentMethod,
  findPaymentMethod,
  verifyCard,
  verifyPaymentMethod,
} from '../../api/payment.ts';
import * as v from 'valibot';
import { PaymentMethodInfo } from '../../api/contract.ts';
import type { MethodChoiceCode } from '../../domain/payment/payment-method.ts';
import {
  endTrip,
  readTrip,
  startTrip,
  VERIFY_REFUSALS,
  type CardAction,
  type TripStorage,
} from '../../domain/payment/round-trip.ts';
import { isPaymentId, PAYMENT_IN_PROGRESS } from '../../domain/payment/settlement.ts';
import { href } from '../../domain/routing/href.ts';
import { $account, $accountNo } from '../person/account.ts';
import { createLoad, type LoadState } from '../kit/load.ts';
import { pageAddress } from '../kit/address.ts';
import { tripStorage } from '../kit/browser-storage.ts';
import { failureOf, type RequestFailure } from '../kit/request-failure.ts';
import { answerFor, refusalsOf } from '../kit/refusals.ts';
import { createSubmission, type RefusedCode } from '../kit/submission.ts';
import { tabCache } from '../kit/tab-cache.ts';
import { userBound } from '../kit/user-bound.ts';

export type { PaymentMethodInfo, CardAction };

/** How the account pays, asked for once per page (however many islands show it) as soon as the account is known. */
export const $paymentMethod = createLoad({
  from: $accountNo,
  tabCache: tabCache('paymentMethod', v.object({ status: v.literal('loaded'), info: PaymentMethodInfo })),
  fetch: async (ariaAccountNo: string): Promise<{ status: 'loaded'; info: PaymentMethodInfo }> => ({
    status: 'loaded',
    info: await findPaymentMethod(ariaAccountNo),
  }),
});

export type PaymentMethodLookup = LoadState<{ status: 'loaded'; info: PaymentMethodInfo }>;

function accountNo(): string {
  const account = $account.get();
  if (!account) throw new Error('No account loaded');
  return account.ariaAccountNo;
}

export interface MethodChoice {
  paymentMethod: MethodChoiceCode;
}

/**
 * "Gå videre" on /endre-betalingsmetode: its result is the provider's address. The choice is kept until answered. An
 * AvtaleGiro or eFaktura agreement's id goes with the trip (temp_agreement_id), for the verify call to name again.
 */
export const $methodChange = createSubmission(
  async ({ paymentMethod }: MethodChoice): Promise<string> => {
    // The card chosen while the account pays by card: what the provider registers is a new card (issue 41).
    const before = $paymentMethod.get();
    const replacesCard =
      paymentMethod === 'SWEDBANK-PPG' && before.status === 'loaded' && before.info.method === 'SWEDBANK-PPG';
    const trip = await changePaymentMethod({
      ariaAccountNo: accountNo(),
      paymentMethod,
      returnUrl: href('/endre-betalingsmetode/verify'),
    });
    startTrip(tripStorage(), {
      kind: 'method',
      paymentId: trip.paymentId,
      ...(trip.agreementId && { agreementId: trip.agreementId }),
      ...(replacesCard && { replacesCard }),
    });
    return trip.redirectUrl;
  },
  // Another change of the way to pay is under way at the provider (issue 25): said, not retried.
  { refusals: refusalsOf('changePaymentMethod', { [PAYMENT_IN_PROGRESS]: 'form' }), keep: 'method' },
);

export type CardChange = CardAction | 'REMOVE';

/** A new card is a trip to the provider; a removal is done at once, and the lookup then shows what is left. */
export type CardChangeResult = { kind: 'trip'; redirectUrl: string } | { kind: 'removed'; info: PaymentMethodInfo };

/**
 * Why a card may not be removed (none there, or it is how a running subscription pays: replace it instead), or not
 * replaced now (another change of the way to pay is under way at the provider).
 */
const CARD_REFUSALS = refusalsOf('changeCard', {
  NO_CARD: 'form',
  ONLY_PAYMENT_METHOD: 'form',
  [PAYMENT_IN_PROGRESS]: 'form',
});
export type CardRefusal = RefusedCode<typeof $cardChange>;

export const $cardChange = createSubmission(
  async (action: CardChange): Promise<CardChangeResult> => {
    const answer = await changeCard({
      ariaAccountNo: accountNo(),
      action,
      returnUrl: href('/legg-til-betalingskort/verify'),
    });
    if ('removed' in answer) {
      $paymentMethod.replace({ status: 'loaded', info: answer.paymentMethod });
      return { kind: 'removed', info: answer.paymentMethod };
    }
    // The backend answers a trip only to ADD and UPDATE.
    startTrip(tripStorage(), { kind: 'card', paymentId: answer.paymentId, action: action as CardAction });
    return { kind: 'trip', redirectUrl: answer.redirectUrl };
  },
  { refusals: CARD_REFUSALS },
);

/** What the user came back from: a change of method, or a card. */
export type TripKind = 'method' | 'card';

/**
 * `refused`: there is nothing to verify for this user: no payment id in the address (`missing`), one that is not
 * theirs or not of this kind (`unknown`), or one verified already (`replayed`, a reload or Back). `failed`: no
 * answer; the trip is kept, so "Prøv igjen" asks again.
 */
export type PaymentVerification =
  | { status: 'verifying' }
  | { status: 'changed' | 'pending' | 'declined' | 'aborted' | 'timeout'; info: PaymentMethodInfo; action?: CardAction }
  | { status: 'refused'; reason: 'missing' | 'unknown' | 'replayed' }
  | { status: 'failed'; failure: RequestFailure };

export const $paymentVerification = userBound(atom<PaymentVerification>({ status: 'verifying' }));

let verifying: { kind: TripKind; search: string } | undefined;

/**
 * Asks the backend what the provider did with the trip the address names (`?paymentId=…`). The stored trip, when it
 * is this one, says whether a card was added or replaced (on the method page too, when the card was chosen again).
 * An answer ends the trip, whatever it is; a failure keeps it.
 */
export async function verifyTrip(kind: TripKind, search = pageAddress().search): Promise<PaymentVerification> {
  verifying = { kind, search };
  const storage = tripStorage();
  const paymentId = new URLSearchParams(search).get('paymentId');
  if (!paymentId) return settle(storage, { status: 'refused', reason: 'missing' });
  // A mangled id in the link: no retry can verify it, so it is said as an unknown payment, not a failure (issue 25).
  if (!isPaymentId(paymentId)) return settle(storage, { status: 'refused', reason: 'unknown' });
  const trip = readTrip(storage);
  const ours = trip?.kind === kind && trip.paymentId === paymentId ? trip : undefined;
  // A card chosen again on the method page comes back as a card replaced.
  const action =
    ours?.kind === 'card' ? ours.action : ours?.kind === 'method' && ours.replacesCard ? 'UPDATE' : undefined;
  // A bank agreement is verified under its id, which only the tab that started the trip knows.
  const agreementId = ours?.kind === 'method' ? ours.agreementId : undefined;
  $paymentVerification.set({ status: 'verifying' });
  try {
    const verify = kind === 'method' ? verifyPaymentMethod : verifyCard;
    const { result, paymentMethod } = await verify({
      ariaAccountNo: accountNo(),
      paymentId,
      ...(agreementId && { agreementId }),
    });
    if (result === 'changed') $paymentMethod.replace({ status: 'loaded', info: paymentMethod });
    return settle(storage, { status: result, info: paymentMethod, ...(action && { action }) });
  } catch (error) {
    const reason = answerFor(error, kind === 'method' ? 'verifyPaymentMethod' : 'verifyCard', VERIFY_REFUSALS);
    if (reason) return settle(storage, { status: 'refused', reason });
    const failed: PaymentVerification = { status: 'failed', failure: failureOf(error) };
    $paymentVerification.set(failed);
    return failed;
  }
}

function settle(storage: TripStorage, outcome: PaymentVerification): PaymentVerification {
  endTrip(storage);
  $paymentVerification.set(outcome);
  return outcome;
}

/** Asks again for the trip of the last verifyTrip. */
export function retryVerification(): Promise<PaymentVerification> {
  if (!verifying) throw new Error('Nothing was verified to retry');
  return verifyTrip(verifying.kind, verifying.search);
}
