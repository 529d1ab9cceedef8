// The subscription of one billing account for one title, and the changes a subscriber makes to it.
import { call, type EarlyReadOptions, type RequestBody } from './client.ts';
import type { Subscription } from './contract.ts';

/** The subscription, or null when the account has none for this title. */
export function findSubscription(
  ariaAccountNo: string,
  titleCode: string,
  { loginOnUnauthorized = true }: EarlyReadOptions = {},
): Promise<Subscription | null> {
  return call('getSubscription', { params: { ariaAccountNo, titleCode }, loginOnUnauthorized });
}

export const changeToOffer = (body: RequestBody<'changePlan'>) => call('changePlan', { body });

export const callOffPlanChange = (body: RequestBody<'cancelPlanChange'>) => call('cancelPlanChange', { body });

export const cancel = (body: RequestBody<'deleteSubscription'>) => call('deleteSubscription', { body });

export const reactivate = (body: RequestBody<'reactivateSubscription'>) => call('reactivateSubscription', { body });
