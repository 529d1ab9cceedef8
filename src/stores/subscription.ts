// The subscription for this title: loaded once per visit, reloaded after a change such as reactivation.
import { atom } from 'nanostores';
import type { Subscription } from '../api/contract.ts';
import { findSubscription } from '../api/subscription.ts';

/** undefined: not loaded yet; null: the account has no subscription for this title. */
export const $subscription = atom<Subscription | null | undefined>(undefined);

let loading: Promise<Subscription | null> | undefined;

export function loadSubscription(ariaAccountNo: string, titleCode: string): Promise<Subscription | null> {
  loading ??= findSubscription(ariaAccountNo, titleCode).then(
    (subscription) => {
      $subscription.set(subscription);
      return subscription;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export function reloadSubscription(ariaAccountNo: string, titleCode: string): Promise<Subscription | null> {
  loading = undefined;
  return loadSubscription(ariaAccountNo, titleCode);
}

export function clearSubscription(): void {
  loading = undefined;
  $subscription.set(undefined);
}
