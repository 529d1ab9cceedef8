// /koble-bruker: find a subscription no user is connected to yet by what the invoice says, and connect it; then
// the account and its subscription are the user's. It uses both the account and the subscription store, so
// neither needs the other for this.
import { assignAccount, searchAccounts, type AccountMatch, type AccountProof } from '../../api/person.ts';
import { replaceAccount, type Account } from './account.ts';
import { refusalsOf } from '../kit/refusals.ts';
import { createSubmission } from '../kit/submission.ts';
import { reloadSubscription } from '../subscription/subscription.ts';

export type { AccountMatch, AccountProof };

export interface AccountQuery {
  titleCode: string;
  /** Customer number, phone or e-mail. */
  query: string;
  postalCode: string;
}

export interface AccountSearchResult {
  /** None when nothing unconnected fits, or the postal code does not (the backend answers both alike). */
  matches: AccountMatch[];
  /** What the search was made with: connecting one of its matches takes the same proof. */
  proof: AccountProof;
}

/** The search; its result is the matches and the proof that found them. Past too many failed ones it is refused. */
export const $accountSearch = createSubmission(
  async ({ titleCode, query, postalCode }: AccountQuery): Promise<AccountSearchResult> => {
    const proof = { query, postalCode };
    return { matches: await searchAccounts(titleCode, proof), proof };
  },
  { refusals: refusalsOf('searchAccount', { TOO_MANY_ATTEMPTS: 'form' }), keep: 'search' },
);

/**
 * The search typed is no longer the one that found the matches (a field changed, or it does not pass the form's
 * check): the matches and any connection's outcome go, so "Koble til" can never connect what the form no longer shows;
 * and so does a failed connection's kept input, which a later login would otherwise bring back over the new search.
 */
export function forgetMatches(): void {
  $accountSearch.reset();
  $connection.reset();
  $connection.forget();
}

export interface Connection {
  ariaAccountNo: string;
  userId: string;
  titleCode: string;
  proof: AccountProof;
}

/** Connects the found account to the user, makes it theirs for the visit, then loads its subscription for the title. */
export async function connectAccount({ ariaAccountNo, userId, titleCode, proof }: Connection): Promise<Account> {
  const connected = replaceAccount(await assignAccount(ariaAccountNo, userId, titleCode, proof));
  await reloadSubscription(connected.ariaAccountNo, titleCode);
  return connected;
}

/**
 * Why a connection is refused, with nothing to retry: the user holds one already; the account is taken or gone;
 * too many failed proofs for now.
 */
const REFUSALS = refusalsOf('assignAccount', {
  USER_HAS_ACTIVE_SUB: 'form',
  ACCOUNT_NOT_FOUND: 'form',
  TOO_MANY_ATTEMPTS: 'form',
});

/** What a connection keeps while it is unanswered (a 401 and a new login): the search that found it, and the pick. */
export interface KeptConnection extends AccountProof {
  ariaAccountNo: string;
}

/** The kept connection, if what storage gave back is one (it is not trusted to be). */
export function keptConnectionOf(kept: unknown): KeptConnection | undefined {
  if (typeof kept !== 'object' || kept === null) return undefined;
  const { query, postalCode, ariaAccountNo } = kept as Record<string, unknown>;
  return typeof query === 'string' && typeof postalCode === 'string' && typeof ariaAccountNo === 'string'
    ? { query, postalCode, ariaAccountNo }
    : undefined;
}

export const $connection = createSubmission(connectAccount, { refusals: REFUSALS, keep: 'connect' });
