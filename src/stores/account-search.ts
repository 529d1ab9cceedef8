// The search of /koble-bruker: subscriptions no user is connected to yet, found by what the invoice says.
import { atom } from 'nanostores';
import { searchAccounts, type AccountMatch, type AccountProof } from '../api/account.ts';

export type AccountSearch =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'found'; matches: AccountMatch[]; proof: AccountProof }
  | { status: 'none' }
  | { status: 'failed'; error: unknown };

export const $accountSearch = atom<AccountSearch>({ status: 'idle' });

export async function searchForAccount(titleCode: string, query: string, postalCode: string): Promise<void> {
  $accountSearch.set({ status: 'searching' });
  try {
    const proof = { query, postalCode };
    const matches = await searchAccounts(titleCode, proof);
    $accountSearch.set(matches.length > 0 ? { status: 'found', matches, proof } : { status: 'none' });
  } catch (error) {
    $accountSearch.set({ status: 'failed', error });
  }
}
