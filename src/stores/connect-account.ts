// /koble-bruker: find a subscription no user is connected to yet by what the invoice says, and connect it; then
// the account and its subscription are the user's. It uses both the account and the subscription store, so
// neither needs the other for this.
import { assignAccount, searchAccounts, type AccountMatch } from '../api/account.ts';
import { replaceAccount, type Account } from './account.ts';
import { createSubmission } from './submission.ts';
import { reloadSubscription } from './subscription.ts';

export type { AccountMatch };

export interface AccountQuery {
  titleCode: string;
  /** Customer number, phone or e-mail. */
  query: string;
  postalCode: string;
}

/** The search; its result is the matches, none when nothing unconnected fits. */
export const $accountSearch = createSubmission(({ titleCode, query, postalCode }: AccountQuery) => searchAccounts(titleCode, query, postalCode));

export interface Connection {
  ariaAccountNo: string;
  userId: string;
  titleCode: string;
}

/** Connects the found account to the user, makes it theirs for the visit, then loads its subscription for the title. */
export async function connectAccount({ ariaAccountNo, userId, titleCode }: Connection): Promise<Account> {
  const connected = replaceAccount(await assignAccount(ariaAccountNo, userId, titleCode));
  await reloadSubscription(connected.ariaAccountNo, titleCode);
  return connected;
}

/** Why a connection is refused (the user holds one already; the account is taken or gone): nothing to retry. */
const REFUSALS = ['USER_HAS_ACTIVE_SUB', 'ACCOUNT_NOT_FOUND'];

export const $connection = createSubmission(connectAccount, (code) => (REFUSALS.includes(code) ? {} : undefined));
