// The user's billing account: fetched, or created on the first visit (spec section 4); changed by the profile
// and contact pages, or replaced by an existing account the user connects (connect-account.ts).
import { atom, computed } from 'nanostores';
import { createAccount, findAccount, updateAccount, type AccountChanges } from '../../api/person.ts';
import { Account, type AccountCreationResult } from '../../api/contract.ts';
import { readStored, removeStored, writeStored } from '../kit/browser-storage.ts';
import { refusalsOf } from '../kit/refusals.ts';
import { createSubmission } from '../kit/submission.ts';
import { drawCached, dropAnswer, keepAnswer, tabCache } from '../kit/tab-cache.ts';
import { userBound } from '../kit/user-bound.ts';

export type { Account };

export const $account = userBound(atom<Account | null>(null), () => clearAccount());

/** The account's number, for the loads that need only it; undefined until the guard has the account. */
export const $accountNo = computed($account, (account) => account?.ariaAccountNo);

/** Account creation ended in a result the user must act on. */
export class AccountCreationError extends Error {
  override name = 'AccountCreationError';
  constructor(readonly result: Exclude<AccountCreationResult, 'ok' | 'USER_IS_ACTIVE'>) {
    super(result);
  }
}

let loading: Promise<Account> | undefined;

export interface KnownAccount {
  spidId: string;
  ariaAccountNo: string;
}

/** Whom this browser's last signed-in page found, so the next can ask for account and subscription at once; none: ask in turn. */
export function lastAccount(): KnownAccount | undefined {
  return readStored('lastAccount');
}

/**
 * Forgets whom this browser's last signed-in page found when someone else is signed in now (issue 41): a new login
 * or session of another user on a browser someone left without logging out (the family owner's, where the invited
 * member opens the link). Otherwise the next page's head and guard would ask for that user's account and
 * subscription, which the backend refuses (two 403s), before asking for the right ones.
 */
export function forgetLastAccountOfOthers(userId: string): void {
  const last = lastAccount();
  if (last && last.spidId !== userId) removeStored('lastAccount');
}

/** A lookup started before the session check has said who is signed in; undefined in it means it failed. */
let early: { spidId: string; lookup: Promise<Account | null | undefined> } | undefined;

/** Looks up the account of `spidId` now; loadAccount uses the answer only if the session turns out to be theirs. */
export function lookUpAccountEarly(spidId: string): Promise<unknown> {
  early = { spidId, lookup: findAccount(spidId, { loginOnUnauthorized: false }).catch(() => undefined) };
  return early.lookup;
}

/** The account as this tab last received it, by the user's id (stores/kit/tab-cache.ts). */
const accountAnswers = tabCache('account', Account);

/** The account for the signed-in user, created with balance 0 and this title if none exists; once per visit. */
export function loadAccount(userId: string, titleCode: string): Promise<Account> {
  loading ??= getOrCreate(userId, titleCode).catch((error: unknown) => {
    loading = undefined;
    dropAnswer(accountAnswers);
    throw error;
  });
  return loading;
}

/**
 * The guard's: the account this tab last received for the signed-in `userId`, on screen at once while loadAccount
 * revalidates it; undefined when the tab has none for them.
 */
export function drawAccount(userId: string): Account | undefined {
  const drawn = drawCached(accountAnswers, userId, clearAccount);
  if (drawn && !$account.value) $account.set(drawn.answer);
  return drawn?.answer;
}

async function getOrCreate(userId: string, titleCode: string): Promise<Account> {
  const guessed = early?.spidId === userId ? await early.lookup : undefined;
  early = undefined;
  const existing = guessed === undefined ? await findAccount(userId) : guessed;
  if (existing) return remember(existing);
  const { result } = await createAccount(userId, titleCode);
  // USER_IS_ACTIVE: someone (another tab) created it meanwhile; read it back like a fresh one.
  if (result !== 'ok' && result !== 'USER_IS_ACTIVE') throw new AccountCreationError(result);
  const created = await findAccount(userId);
  if (!created) throw new AccountCreationError('AMPS_RETURNED_NULL');
  return remember(created);
}

function remember(account: Account): Account {
  $account.set(account);
  writeStored('lastAccount', { spidId: account.spidId, ariaAccountNo: account.ariaAccountNo });
  keepAnswer(accountAnswers, account.spidId, account);
  return account;
}

export function clearAccount(): void {
  loading = undefined;
  early = undefined;
  $account.set(null);
}

/** Profile or contact fields to change; the rest of the account is sent as it is. */
export type PersonChanges = Partial<Omit<AccountChanges, 'ariaAccountNo'>>;

/** Saves the changes and shows the account as the backend stored it. Fails (and changes nothing) if the call fails. */
export async function saveAccountChanges(changes: PersonChanges): Promise<Account> {
  const account = $account.get();
  if (!account) throw new Error('No account loaded to change');
  const saved = await updateAccount({
    ariaAccountNo: account.ariaAccountNo,
    firstName: account.firstName ?? '',
    lastName: account.lastName ?? '',
    phone: account.phone ?? '',
    birthdate: account.birthdate ?? null,
    ...changes,
  });
  return replaceAccount(saved);
}

/** From now on the user's account is this one (one they connected), as if the visit had loaded it. */
export function replaceAccount(account: Account): Account {
  loading = Promise.resolve(account);
  return remember(account);
}

const atBirthdateIfSent = (changes: Parameters<typeof saveAccountChanges>[0]): 'birthdate' | 'form' =>
  'birthdate' in changes ? 'birthdate' : 'form';

/**
 * The save of /endre-profil and /kontakt; what was typed is kept until it is saved. The backend's refusals of a
 * birthdate (not one a user of their own can have; moved across an age limit) belong at the birthdate field, on
 * the form that has one.
 */
export const $accountSave = createSubmission(saveAccountChanges, {
  refusals: refusalsOf('updateAccount', { BIRTHDATE_LOCKED: atBirthdateIfSent, INVALID_BIRTHDATE: atBirthdateIfSent }),
  keep: 'person',
});
