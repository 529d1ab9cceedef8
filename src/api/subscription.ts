// The subscription of one billing account for one title, and the changes a subscriber makes to it.
import { ApiError, call, type RequestBody } from './client.ts';
import type { Subscription } from './contract.ts';

/** The subscription, or null when the account has none for this title. */
export async function findSubscription(ariaAccountNo: string, titleCode: string, { loginOnUnauthorized = true } = {}): Promise<Subscription | null> {
  try {
    return await call('getSubscription', { params: { ariaAccountNo, titleCode }, loginOnUnauthorized });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const changeToOffer = (body: RequestBody<'changePlan'>) => call('changePlan', { body });

export const cancel = (body: RequestBody<'deleteSubscription'>) => call('deleteSubscription', { body });

export const reactivate = (body: RequestBody<'reactivateSubscription'>) => call('reactivateSubscription', { body });
