// What a route handler of the reference backend gets and gives: the validated request, the session user,
// and a way to fail with one of the contract's error codes.
import type * as v from 'valibot';
import type { CALLS, CallName } from '../../../src/api/contract.ts';
import { accountOfUser, type State, type StoredAccount } from './state.ts';

export type RequestOf<N extends CallName> = (typeof CALLS)[N] extends { request: infer R extends v.GenericSchema } ? v.InferOutput<R> : undefined;
/** `subscription/{ariaAccountNo}/{titleCode}` → 'ariaAccountNo' | 'titleCode'. */
type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
export type ParamsOf<N extends CallName> = Record<ParamNames<(typeof CALLS)[N]['path']>, string>;
/** Input, not output: the dispatcher parses what a handler answers and sends the parsed value. */
export type ResponseOf<N extends CallName> = v.InferInput<(typeof CALLS)[N]['response']>;

export interface Context<N extends CallName> {
  state: State;
  /** Path parameters, decoded and non-empty. */
  params: ParamsOf<N>;
  body: RequestOf<N>;
  /** The origin the browser used, e.g. http://localhost:4400. */
  origin: string;
  /** The session's identity user id, when there is a portal session. */
  userId: string | undefined;
  setCookie(cookie: string): void;
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
export interface ServiceCodes {
  invalidBody: string;
  failure: string;
}

export type Route<N extends CallName> = (
  | { access: 'public'; handle(ctx: Context<N>): ResponseOf<N> }
  | { access: 'user'; handle(ctx: UserContext<N>): ResponseOf<N> }
) & { codes?: ServiceCodes };

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

export function fail(status: number, code: string, message = ''): never {
  throw new ApiFailure(status, code, message);
}

/** The billing account, if it is the session user's; anyone else's (or none) is forbidden, so no number leaks. */
export function ownAccount(state: State, userId: string, ariaAccountNo: string): StoredAccount {
  const account = state.accounts.get(ariaAccountNo);
  if (!account || account.spidId !== userId) fail(403, 'FORBIDDEN', `account ${ariaAccountNo} is not the signed-in user's`);
  return account;
}

export function requireAccount(state: State, userId: string): StoredAccount {
  return accountOfUser(state, userId) ?? fail(404, 'ACCOUNT_NOT_FOUND', `no account for user ${userId}`);
}
