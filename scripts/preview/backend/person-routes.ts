// The billing account: read, created on first visit, profile changes, and connecting an account found by
// customer number, phone or e-mail (/koble-bruker).
import { isOwnBirthdate, mayChangeBirthdate } from '../../../src/domain/person/birthdate.ts';
import { normalisePhone } from '../../../src/domain/person/phone.ts';
import { hasSubscription } from '../../../src/domain/subscription/status.ts';
import { ownAccount, type Fail, type Route } from './context.ts';
import { personaByUserId } from './personas.ts';
import {
  accountOfUser,
  blankAccount,
  newAccountNo,
  subscriptionsOf,
  toAccount,
  type State,
  type StoredAccount,
} from './state.ts';

function mustBeSessionUser(spidId: string, userId: string, fail: Fail<'FORBIDDEN'>): void {
  if (spidId !== userId) fail(403, 'FORBIDDEN', `spidId: ${spidId} is not the signed-in user`);
}

export const getAccount: Route<'getAccount'> = {
  access: 'user',
  handle({ state, params, userId, fail }) {
    mustBeSessionUser(params.spidId, userId, fail);
    const account = accountOfUser(state, userId);
    return account ? toAccount(account) : null;
  },
};

/**
 * Which ACCOUNT_CREATION_RESULTS this backend gives:
 * - `ok` with the new ariaAccountNo;
 * - `USER_IS_ACTIVE` with the existing ariaAccountNo when the user already has an account (another tab was
 *   first), which the portal reads back as usual;
 * - `REQUEST_MISSING_VALUES` when firstTitleCode names no portal title.
 * ERROR_IN_CREATING_ACCOUNT, AMPS_RETURNED_NULL, EMAIL_DOES_NOT_EXIST, NO_SPID_FOUND and USER_HAS_ACTIVE_SUB
 * are failures of the real billing and identity systems that nothing here can cause. An account for someone
 * other than the signed-in user is 403 FORBIDDEN, as everywhere.
 */
export const createAccount: Route<'createAccount'> = {
  access: 'user',
  handle({ state, body, userId, fail }) {
    mustBeSessionUser(body.spidId, userId, fail);
    const existing = accountOfUser(state, userId);
    if (existing) return { result: 'USER_IS_ACTIVE', ariaAccountNo: existing.ariaAccountNo };
    if (!state.titles.some((title) => title.titleCode === body.firstTitleCode))
      return { result: 'REQUEST_MISSING_VALUES' };
    const ariaAccountNo = newAccountNo(state);
    // The identity provider knows the user's name and e-mail; phone and birthdate the user gives on the profile page.
    const persona = personaByUserId(userId);
    state.accounts.set(ariaAccountNo, {
      ...blankAccount(ariaAccountNo, userId, body.firstTitleCode),
      firstName: persona?.givenName ?? '',
      lastName: persona?.familyName ?? '',
      email: persona?.email ?? '',
    });
    return { result: 'ok', ariaAccountNo };
  },
};

/** The birthdate rules of every profile change (domain/person/birthdate.ts), refused with the field's codes. */
export function checkBirthdateChange(
  account: StoredAccount,
  birthdate: string | null,
  now: Date,
  fail: Fail<'INVALID_BIRTHDATE' | 'BIRTHDATE_LOCKED'>,
): void {
  if (birthdate !== null && !isOwnBirthdate(birthdate, now))
    fail(400, 'INVALID_BIRTHDATE', `birthdate: ${birthdate} is not a plausible birthdate of a user`);
  if (!mayChangeBirthdate(account.birthdate, birthdate, now))
    fail(
      409,
      'BIRTHDATE_LOCKED',
      'birthdate: purchases relied on it; only customer service can move it past an age limit',
    );
}

export const updateAccount: Route<'updateAccount'> = {
  access: 'user',
  handle({ state, body, userId, fail }) {
    const account = ownAccount(state, userId, body.ariaAccountNo, fail);
    const { firstName, lastName, phone, birthdate, email } = body;
    checkBirthdateChange(account, birthdate, state.clock.now(), fail);
    Object.assign(account, { firstName, lastName, phone, birthdate }, email === undefined ? {} : { email });
    return toAccount(account);
  },
};

function holdsTitle(state: State, account: StoredAccount, titleCode: string): boolean {
  return subscriptionsOf(state, account.ariaAccountNo).some(
    (stored) => stored.subscription.titleCode === titleCode && hasSubscription(stored.subscription),
  );
}

/** Failed proofs a user may make in PROOF_WINDOW_MS before searching and connecting stop answering for a while. */
export const PROOF_ATTEMPTS = 5;
export const PROOF_WINDOW_MS = 15 * 60_000;

/** Guessing customer numbers, phones or postal codes is slow: past the limit every attempt is refused. */
function limitProofAttempts(state: State, userId: string, fail: Fail<'TOO_MANY_ATTEMPTS'>): void {
  const since = Date.now() - PROOF_WINDOW_MS;
  const recent = (state.failedProofs.get(userId) ?? []).filter((at) => at > since);
  state.failedProofs.set(userId, recent);
  if (recent.length >= PROOF_ATTEMPTS)
    fail(
      429,
      'TOO_MANY_ATTEMPTS',
      `more than ${PROOF_ATTEMPTS} failed searches in ${PROOF_WINDOW_MS / 60_000} minutes`,
    );
}

function failedProof(state: State, userId: string): void {
  state.failedProofs.get(userId)!.push(Date.now());
}

/** The account is unconnected, and the searcher knows both what its invoice says and its postal code. */
function proves(account: StoredAccount, proof: { query: string; postalCode: string }): boolean {
  return account.spidId === null && matchesQuery(account, proof.query) && account.postalCode === proof.postalCode;
}

/**
 * The user takes over the found account; an account of theirs without a subscription for the title gives way.
 * It takes the same proof as the search, in the same request: a customer number alone connects nothing.
 */
export const assignAccount: Route<'assignAccount'> = {
  access: 'user',
  handle({ state, body, userId, fail }) {
    mustBeSessionUser(body.spidId, userId, fail);
    const target = state.accounts.get(body.ariaAccountNo);
    if (target?.spidId === userId) return toAccount(target);
    limitProofAttempts(state, userId, fail);
    // Someone else's account, and a wrong proof, are "not found" too: the answer tells nothing about the number.
    if (!target || !proves(target, body)) {
      failedProof(state, userId);
      return fail(
        404,
        'ACCOUNT_NOT_FOUND',
        `ariaAccountNo: no unconnected account ${body.ariaAccountNo} with this proof`,
      );
    }
    const current = accountOfUser(state, userId);
    if (current && holdsTitle(state, current, body.titleCode))
      fail(409, 'USER_HAS_ACTIVE_SUB', 'the user already has a subscription for this title');
    if (current) removeAccount(state, current);
    target.spidId = userId;
    return toAccount(target);
  },
};

function removeAccount(state: State, account: StoredAccount): void {
  for (const stored of subscriptionsOf(state, account.ariaAccountNo))
    state.subscriptions.delete(stored.subscription.ariaSubscriptionNo);
  state.accounts.delete(account.ariaAccountNo);
}

/** Customer numbers compare by their digits, phones as the profile saves them (normalisePhone), e-mail without case. */
function matchesQuery(account: StoredAccount, query: string): boolean {
  const phone = normalisePhone(query);
  return (
    account.ariaAccountNo === query.replace(/[\s-]/g, '') ||
    (phone !== undefined && account.phone === phone) ||
    account.email.toLowerCase() === query.trim().toLowerCase()
  );
}

/** `Kari Nordmann` → `K*** N*******`: enough to recognise oneself, not enough to learn a stranger's name. */
function maskName(account: StoredAccount): string {
  return [account.firstName, account.lastName]
    .map((word) => word.slice(0, 1) + '*'.repeat(Math.max(word.length - 1, 0)))
    .join(' ');
}

/** No match and a wrong postal code answer alike, so the search cannot tell whose number or e-mail it is. */
export const searchAccount: Route<'searchAccount'> = {
  access: 'user',
  handle({ state, body, userId, fail }) {
    limitProofAttempts(state, userId, fail);
    const found = [...state.accounts.values()].filter((account) => proves(account, body));
    const matches = found.flatMap((account) =>
      subscriptionsOf(state, account.ariaAccountNo)
        .filter((stored) => stored.subscription.titleCode === body.titleCode)
        .map((stored) => ({
          ariaAccountNo: account.ariaAccountNo,
          maskedName: maskName(account),
          planName: stored.subscription.planName,
        })),
    );
    if (matches.length === 0) failedProof(state, userId);
    return { matches };
  },
};
