// Why a request failed, as a plain value: screens choose their words by its kind without knowing the API
// client's error class, and stores keep it in their status unions.
import { ApiError } from '../../api/client.ts';

/**
 * `timeout`: no answer in time; `network`: the service could not be reached; `other`: the server (or its answer)
 * failed. `code` is the server's error code or one of the client's, for logs and tests.
 */
export interface RequestFailure {
  kind: 'timeout' | 'network' | 'other';
  code: string;
}

export function failureOf(error: unknown): RequestFailure {
  if (!(error instanceof ApiError)) return { kind: 'other', code: 'UNEXPECTED' };
  if (error.kind === 'timeout' || error.kind === 'network') return { kind: error.kind, code: error.code };
  return { kind: 'other', code: error.code };
}

/** The backend's code when it answered with a refusal (an HTTP error with a code), else undefined. */
export function refusalCodeOf(error: unknown): string | undefined {
  return error instanceof ApiError && error.kind === 'http' ? error.code : undefined;
}

/** A 401 or 406: the API client has already sent the user to login (and back here), so there is nothing to show. */
export function isOnTheWayToLogin(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'unauthorized';
}
