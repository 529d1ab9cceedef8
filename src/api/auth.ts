// Login and logout calls of the portal's own backend (the identity provider is src/identity).
import { call } from './client.ts';

/**
 * A 401 or 406 here is a failure to explain, never a reason to start (another) login. The user has just clicked
 * and waits on a spinner: ten seconds is long enough for a call this small.
 */
export async function fetchLoginToken(): Promise<string> {
  const { token } = await call('loginToken', { loginOnUnauthorized: false, timeout: 10_000 });
  if (!token) throw new Error('No login token received');
  return token;
}

export async function exchangeCode(body: { code: string; state: string; schibstedId: string }): Promise<string> {
  return (await call('handleCode', { body })).userId;
}

/**
 * A 401 or 406 means there is no session left to end: the logout goes on, never to the login page. Short, as
 * the caller tries again and the identity logout follows in any case.
 */
export async function endPortalSession(): Promise<void> {
  await call('logout', { loginOnUnauthorized: false, timeout: 5_000 });
}
