// The search of /koble-bruker: subscriptions no user is connected to yet, found by what the invoice says.
import { atom } from 'nanostores';
import { searchAccounts, type AccountMatch } from '../api/account.ts';

export type AccountSearch =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'found'; matches: AccountMatch[] }
  | { status: 'none' }
  | { status: 'failed'; error: unknown };

export const $accountSearch = atom<AccountSearch>({ status: 'idle' });

export async function searchForAccount(titleCode: string, query: string, postalCode: string): Promise<void> {
  $accountSearch.set({ status: 'searching' });
  try {
    const matches = await searchAccounts(titleCode, query, postalCode);
    $accountSearch.set(matches.length > 0 ? { status: 'found', matches } : { status: 'none' });
  } catch (error) {
    $accountSearch.set({ status: 'failed', error });
  }
}
