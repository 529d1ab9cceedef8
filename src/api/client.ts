// The one way the portal talks to its backend: a ky instance on /api/, every answer checked against the
// contract, every failure turned into an ApiError the caller can act on.
import ky, { HTTPError, isKyError, SchemaValidationError } from 'ky';
import * as v from 'valibot';
import { UNAUTHORIZED_EVENT } from '../domain/auth/unauthorized.ts';
import { API_PREFIX, ApiErrorBody, CALLS, PUBLIC_CALLS, type CallName, type ParamsOf } from './contract.ts';
import { headAnswer } from './head-start.ts';

/** What went wrong with a call, in terms a screen can decide on. */
export type ApiErrorKind = 'http' | 'unauthorized' | 'network' | 'timeout' | 'contract';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    /** The server's error code (e.g. SUBSCRIPTION_NOT_FOUND), or one of ours for non-HTTP failures. */
    readonly code: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(`${kind} ${status ?? ''} ${code}`.replace(/\s+/g, ' ').trim(), options);
  }
}

type Unauthorized = () => void;
// Until a session layer takes over (guarded pages, /callback), the answer is announced for the shell to act on, so
// a public page's island is sent to login too without loading the identity SDK before it is needed.
let onUnauthorized: Unauthorized = () => void globalThis.dispatchEvent?.(new Event(UNAUTHORIZED_EVENT));

/** Who handles a 401 or 406 (the session layer sends the user to login). */
export function setUnauthorizedHandler(handler: Unauthorized): void {
  onUnauthorized = handler;
}

// Nobody by default: pages without the session layer do not tell logins apart.
let onSessionAnswered: (() => void) | undefined;

/** Who is told that a call needing the session was answered (the session layer: that login worked). */
export function setSessionAnsweredHandler(handler: () => void): void {
  onSessionAnswered = handler;
}

/** Told of a 503 with the answer's Retry-After (or null). */
type Unavailable = (retryAfter: string | null) => void;
// Nobody by default: a public page shows the failure where it happened and keeps working.
let onUnavailable: Unavailable | undefined;

/** Who handles a 503, the backend's "down for maintenance" (signed-in pages send the user to /maintenance). */
export function setUnavailableHandler(handler: Unavailable): void {
  onUnavailable = handler;
}

// Resolved against the page's origin (in tests: whatever `location` the test provides).
const api = ky.create({
  prefix: API_PREFIX,
  baseUrl: globalThis.location?.origin,
  credentials: 'same-origin',
  retry: 0,
  timeout: 20_000,
});

/** What a call sends, as the contract's request schema takes it. */
export type RequestBody<N extends CallName> = (typeof CALLS)[N] extends { request: infer R extends v.GenericSchema }
  ? v.InferInput<R>
  : never;
type Output<N extends CallName> = v.InferOutput<(typeof CALLS)[N]['response']>;

/** The ids of the call's path, each required (a call whose path names none takes none). */
type ParamsOption<N extends CallName> = [keyof ParamsOf<N>] extends [never]
  ? { params?: never }
  : { params: ParamsOf<N> };

export type CallOptions<N extends CallName> = ParamsOption<N> & {
  body?: RequestBody<N>;
  /**
   * False for the calls of login and logout themselves: their 401 is an answer to act on, and sending the user
   * to login from there would loop (login token) or undo what was asked (logout).
   */
  loginOnUnauthorized?: boolean;
  /** Milliseconds before giving up, for calls a user waits on with nothing else to do (20 s by default). */
  timeout?: number;
};

/** Options may be left out only by a call whose path names no ids. */
type CallArguments<N extends CallName> = [keyof ParamsOf<N>] extends [never]
  ? [options?: CallOptions<N>]
  : [options: CallOptions<N>];

/** What a read the guard may start early takes beside its ids. */
export type EarlyReadOptions = Pick<CallOptions<CallName>, 'loginOnUnauthorized'>;

/** `subscription/{ariaAccountNo}/{titleCode}` with params → `subscription/123/ADR`. */
export function callPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (!value) throw new ApiError('contract', `MISSING_PARAM_${name}`);
    return encodeURIComponent(value);
  });
}

/** Makes a contract call; the answer is the parsed, validated response body. */
export async function call<N extends CallName>(name: N, ...[given]: CallArguments<N>): Promise<Output<N>> {
  const spec = CALLS[name];
  // Read as any call's: the type above has held the ids to the path's.
  const options: { params?: Record<string, string>; body?: unknown; timeout?: number; loginOnUnauthorized?: boolean } =
    given ?? {};
  try {
    const path = callPath(spec.path, options.params);
    // What the page's head already asked for this very path is read as if fetched now (api/head-start.ts).
    const asked = headAnswer(spec.method, path);
    const answer = (await api(path, {
      method: spec.method,
      json: options.body,
      ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
      ...(asked === undefined ? {} : { fetch: () => asked }),
    }).json(spec.response)) as Output<N>;
    if (!PUBLIC_CALLS.has(name)) onSessionAnswered?.();
    return answer;
  } catch (error) {
    throw toApiError(error, options.loginOnUnauthorized ?? true);
  }
}

export function toApiError(error: unknown, loginOnUnauthorized = true): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof SchemaValidationError)
    return new ApiError('contract', 'UNEXPECTED_RESPONSE', undefined, { cause: error });
  if (error instanceof HTTPError) {
    const status = error.response.status;
    const body = v.safeParse(ApiErrorBody, error.data);
    const code = body.success ? body.output.code : `HTTP_${status}`;
    if (status === 503) onUnavailable?.(error.response.headers.get('Retry-After'));
    if (status === 401 || status === 406) {
      if (loginOnUnauthorized) onUnauthorized();
      return new ApiError('unauthorized', code, status, { cause: error });
    }
    return new ApiError('http', code, status, { cause: error });
  }
  if (isKyError(error) && error.name === 'TimeoutError')
    return new ApiError('timeout', 'TIMEOUT', undefined, { cause: error });
  if (error instanceof SyntaxError) return new ApiError('contract', 'UNREADABLE_RESPONSE', undefined, { cause: error });
  return new ApiError('network', 'NETWORK', undefined, { cause: error });
}
