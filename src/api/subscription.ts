// The subscription of one billing account for one title.
import { ApiError, call } from './client.ts';
import type { Subscription } from './contract.ts';

/** The subscription, or null when the account has none for this title. */
export async function findSubscription(ariaAccountNo: string, titleCode: string): Promise<Subscription | null> {
  try {
    return await call('getSubscription', { params: { ariaAccountNo, titleCode } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
