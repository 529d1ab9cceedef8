// The paper subscription's delivery (where it goes, the changes registered), shared by home and the delivery pages:
// loaded once the guard knows the account and subscription, and replaced by what every change answers.
import { atom, onMount } from 'nanostores';
import type { Delivery } from '../api/contract.ts';
import { findDelivery } from '../api/delivery.ts';
import { deliveryPatternOf } from '../domain/delivery/delivery-days.ts';
import { $account } from './account.ts';
import { failureOf, type RequestFailure } from './request-failure.ts';
import { $subscription, subscriptionHolder } from './subscription.ts';

export type { Delivery };

export type DeliveryState =
  | { status: 'idle' }
  | { status: 'loading' }
  /** The subscription has no paper (digital only): nothing to move, stop or complain about. */
  | { status: 'digital' }
  | { status: 'loaded'; delivery: Delivery }
  | { status: 'failed'; failure: RequestFailure };

export const $delivery = atom<DeliveryState>({ status: 'idle' });

let loading: Promise<DeliveryState> | undefined;

/** Loads the delivery of the subscription the guard found; one load at a time, and again after a failure ("Prøv igjen"). */
export function loadDelivery(): Promise<DeliveryState> {
  const account = $account.get();
  const subscription = $subscription.get();
  if (!account || subscription === undefined) throw new Error('No account and subscription loaded to find the delivery of');
  loading ??= (async (): Promise<DeliveryState> => {
    let state: DeliveryState;
    if (!subscription || !deliveryPatternOf(subscription)) state = { status: 'digital' };
    else {
      $delivery.set({ status: 'loading' });
      try {
        const delivery = await findDelivery(account.ariaAccountNo, subscription.titleCode);
        state = delivery ? { status: 'loaded', delivery } : { status: 'digital' };
      } catch (error) {
        state = { status: 'failed', failure: failureOf(error) };
      }
    }
    loading = undefined;
    $delivery.set(state);
    return state;
  })();
  return loading;
}

/** What a change answered: the delivery as it now is. */
export function replaceDelivery(delivery: Delivery): void {
  $delivery.set({ status: 'loaded', delivery });
}

/** Sends a write of the delivery and shows its answer, the delivery as it now is, everywhere. */
export async function changeDelivery(write: (ariaAccountNo: string, titleCode: string) => Promise<Delivery>): Promise<Delivery> {
  const { ariaAccountNo, titleCode } = subscriptionHolder();
  const delivery = await write(ariaAccountNo, titleCode);
  replaceDelivery(delivery);
  return delivery;
}

// Asked for as soon as the guard has the subscription, not after the page has drawn.
onMount($delivery, () =>
  $subscription.subscribe((subscription) => {
    if (subscription !== undefined && $account.get() && $delivery.get().status === 'idle') void loadDelivery();
  }),
);

export function clearDelivery(): void {
  loading = undefined;
  $delivery.set({ status: 'idle' });
}
