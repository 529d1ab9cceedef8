// What a route handler of the reference backend gets and gives: the validated request, the session user,
// and a way to refuse with one of the codes the contract declares for the call (a compile error for any other).
import type * as v from 'valibot';
import type { CALLS, CallName, ParamsOf, RefusalCode } from '../../../src/api/contract.ts';
import { accountOfUser, type State, type StoredAccount } from './state.ts';

export type RequestOf<N extends CallName> = (typeof CALLS)[N] extends { request: infer R extends v.GenericSchema }
  ? v.InferOutput<R>
  : undefined;
/** Input, not output: the dispatcher parses what a handler answers and sends the parsed value. */
export type ResponseOf<N extends CallName> = v.InferInput<(typeof CALLS)[N]['response']>;

/**
 * Refuses the request with `code`. A handler's (`ctx.fail`) takes the codes its call declares; a helper that refuses
 * takes the narrowest it needs (`fail: Fail<'FORBIDDEN'>`), so a handler can pass its own only where its call
 * declares that code.
 */
export type Fail<Code extends string> = (status: number, code: Code, message?: string) => never;

export interface Context<N extends CallName> {
  state: State;
  /** Refuses with one of the codes the contract declares for this call (RefusalCode). */
  fail: Fail<RefusalCode<N>>;
  /** Path parameters, decoded and non-empty. */
  params: ParamsOf<N>;
  body: RequestOf<N>;
  /** The origin the browser used, e.g. http://localhost:4400. */
  origin: string;
  /** The session's identity user id, when there is a portal session. */
  userId: string | undefined;
  setCookie: (cookie: string) => void;
  /** The portal session cookie's value, when one was sent. */
  sessionId: string | undefined;
  /** Every cookie the request came with. */
  cookies: Record<string, string>;
}

export interface UserContext<N extends CallName> extends Context<N> {
  userId: string;
}

/**
 * The codes a service answers with where they are not the dispatcher's own: a request body that misses or breaks a
 * field (else 400 BAD_REQUEST), and the service's own failure, a 5xx (else an injected fault's `FAULT_{status}`).
 * The student service says MISSING_PARAMETERS and ERROR (spec section 8).
 */
export interface ServiceCodes<N extends CallName> {
  invalidBody: RefusalCode<N>;
  failure: string;
}

export type Route<N extends CallName> = (
  | { access: 'public'; handle(ctx: Context<N>): ResponseOf<N> }
  | { access: 'user'; handle(ctx: UserContext<N>): ResponseOf<N> }
) & { codes?: ServiceCodes<N> };

/** Every call of the contract with its handler. */
export type Handlers = { [N in CallName]: Route<N> };

/** A refusal with an HTTP status and a stable code, as ApiErrorBody carries it. */
export class ApiFailure extends Error {
  override name = 'ApiFailure';
  constructor(
    readonly status: number,
    readonly code: string,
    message = '',
  ) {
    super(message);
  }
}

/** The one implementation behind every call's `fail`, for the front door; handlers get theirs typed in the Context. */
export const refuse: Fail<string> = (status, code, message = '') => {
  throw new ApiFailure(status, code, message);
};

/** For a lookup that cannot miss (a stored order's own offer): a miss is a bug here, never a refusal. */
export const cannotFail: Fail<string> = (_status, code, message = '') => {
  throw new Error(`Reference backend: ${code} where it cannot be (${message})`);
};

/** The billing account, if it is the session user's; anyone else's (or none) is forbidden, so no number leaks. */
export function ownAccount(
  state: State,
  userId: string,
  ariaAccountNo: string,
  fail: Fail<'FORBIDDEN'>,
): StoredAccount {
  const account = state.accounts.get(ariaAccountNo);
  if (!account || account.spidId !== userId)
    fail(403, 'FORBIDDEN', `account ${ariaAccountNo} is not the signed-in user's`);
  return account;
}

export function requireAccount(state: State, userId: string, fail: Fail<'ACCOUNT_NOT_FOUND'>): StoredAccount {
  return accountOfUser(state, userId) ?? fail(404, 'ACCOUNT_NOT_FOUND', `no account for user ${userId}`);
}
