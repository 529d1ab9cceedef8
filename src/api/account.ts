// The billing account: looked up by identity user id, created on first visit.
import { ApiError, call } from './client.ts';
import type { Account, AccountCreationResult } from './contract.ts';

/** The user's account, or null when none exists yet. */
export async function findAccount(spidId: string): Promise<Account | null> {
  try {
    return await call('getAccount', { params: { spidId } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export async function createAccount(spidId: string, firstTitleCode: string): Promise<{ result: AccountCreationResult; ariaAccountNo?: string }> {
  return call('createAccount', { body: { accountBalance: 0, spidId, firstTitleCode } });
}
