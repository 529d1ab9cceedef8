// When a login did not help: the tab remembers where its last login started and when it came back, so a 401
// that never stops ends in an explanation after one round trip instead of sending the user round and round.
import { CALLBACK_PATH } from './identity-config.ts';

/**
 * How soon after coming back a new call for login counts as "that login did not help": longer than any page
 * takes to ask, far shorter than a session lasts (30 minutes idle), so a session that really ran out later
 * is simply renewed.
 */
export const LOGIN_LOOP_WINDOW_MS = 2 * 60_000;

export interface LoginAttempt {
  /** The path (no query, no hash) the login returns to. */
  path: string;
  startedAt: number;
  /** Set by /callback once the code was exchanged and the user is on the way back. */
  returnedAt?: number;
  /** Set once a call that needs the session was answered after the return: the login worked. */
  answeredAt?: number;
}

/** `/endre-profil/` and `/endre-profil` are one page. */
function pagePath(path: string): string {
  const pathname = new URL(path, 'https://site.invalid').pathname;
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function startAttempt(returnUrl: string, now: number): LoginAttempt {
  return { path: pagePath(returnUrl), startedAt: now };
}

export function returnedFrom(attempt: LoginAttempt, now: number): LoginAttempt {
  return { ...attempt, returnedAt: now };
}

/** Whether `answered` should be recorded: the tab is back from a login and no call has proved it yet (saves a write a call). */
export const awaitsAnswer = (attempt: LoginAttempt | undefined): attempt is LoginAttempt & { returnedAt: number } =>
  attempt?.returnedAt !== undefined && attempt.answeredAt === undefined;

/** A call that needs the session was answered after the return: the login helped, whatever comes later. */
export function answered(attempt: LoginAttempt, now: number): LoginAttempt {
  return { ...attempt, answeredAt: now };
}

/**
 * True when this tab came back from a login to `path` a moment ago, is asked to log in there again, and nothing that
 * needs the session has been answered since: a real loop. A session that worked and then ended (a 401 on a save
 * after the page loaded) is no loop: that login goes.
 */
export function loginDidNotHelp(attempt: LoginAttempt | undefined, path: string, now: number): boolean {
  if (attempt?.returnedAt === undefined || attempt.path !== pagePath(path)) return false;
  if (attempt.answeredAt !== undefined && attempt.answeredAt >= attempt.returnedAt) return false;
  const since = now - attempt.returnedAt;
  return since >= 0 && since < LOGIN_LOOP_WINDOW_MS;
}

/**
 * Where a login started on this page comes back to: exactly here (path, query, hash), except on /callback,
 * whose query is the spent one-time code and state: a login from there goes to the site's front page.
 */
export function loginReturnPath(address: { pathname: string; search: string; hash: string }): string {
  if (pagePath(address.pathname) === CALLBACK_PATH) return '/';
  return address.pathname + address.search + address.hash;
}
