// The billing account: looked up by identity user id, created on first visit, changed from the profile and
// contact pages, and found and connected from /koble-bruker.
import { call, type EarlyReadOptions } from './client.ts';
import type * as v from 'valibot';
import type { Account, AccountCreationResult, SearchAccountResponse, UpdateAccountRequest } from './contract.ts';

/** The user's account, or null when none exists yet. */
export function findAccount(
  spidId: string,
  { loginOnUnauthorized = true }: EarlyReadOptions = {},
): Promise<Account | null> {
  return call('getAccount', { params: { spidId }, loginOnUnauthorized });
}

export async function createAccount(
  spidId: string,
  firstTitleCode: string,
): Promise<{ result: AccountCreationResult; ariaAccountNo?: string }> {
  return call('createAccount', { body: { accountBalance: 0, spidId, firstTitleCode } });
}

export type AccountChanges = v.InferInput<typeof UpdateAccountRequest>;

/** Saves profile and contact fields; the answer is the account as stored. */
export async function updateAccount(changes: AccountChanges): Promise<Account> {
  return call('updateAccount', { body: changes });
}

export type AccountMatch = v.InferOutput<typeof SearchAccountResponse>['matches'][number];

/** Subscriptions no user is connected to yet, found by customer number, phone or e-mail and postal code. */
export async function searchAccounts(titleCode: string, { query, postalCode }: AccountProof): Promise<AccountMatch[]> {
  return (await call('searchAccount', { body: { titleCode, query, postalCode } })).matches;
}

/** What the search was made with: connecting needs the same proof as finding. */
export interface AccountProof {
  query: string;
  postalCode: string;
}

/** Connects a found account to the user; an account of theirs without a subscription for the title gives way. */
export async function assignAccount(
  ariaAccountNo: string,
  spidId: string,
  titleCode: string,
  proof: AccountProof,
): Promise<Account> {
  return call('assignAccount', { body: { ariaAccountNo, spidId, titleCode, ...proof } });
}
