// The identity provider through its own SDK: one Identity per page, set up from the title's data. It calls no
// API of ours, so the header's session check (session-check.ts) loads the SDK without the API client.
import { Identity } from '@schibsted/account-sdk-browser/identity.js';
import { identityConfig } from '../domain/auth/identity-config.ts';
import { encodeLoginState, type AuthMethod } from '../domain/auth/login-state.ts';
import { sameOriginPath } from '../domain/routing/return-url.ts';
import { pageAddress } from '../stores/address.ts';
import type { Brand } from '../stores/brand.ts';
import type { User } from '../stores/session.ts';

let identity: Identity | undefined;

export function initIdentity(brand: Brand, origin: string = pageAddress().origin): Identity {
  const config = identityConfig(brand, origin);
  identity ??= new Identity({ clientId: config.clientId, env: config.env, sessionDomain: config.sessionDomain, redirectUri: config.redirectUri });
  return identity;
}

export function getIdentity(): Identity {
  if (!identity) throw new Error('Identity not initialized');
  return identity;
}

/**
 * The signed-in user, or null. The SDK caches the answer for the server's expiry (300 s by default); when the
 * check itself fails, that is logged and the SDK's own login check decides.
 */
export async function readUser(): Promise<User | null> {
  const sdk = getIdentity();
  try {
    const session = await sdk.hasSession();
    return 'userId' in session && session.userId ? toUser(session) : null;
  } catch (error) {
    console.warn('HasSession failed', error);
    if (!(await sdk.isLoggedIn())) return null;
    return toUser(await sdk.getUser());
  }
}

function toUser(session: { userId: number; uuid?: string; displayName?: string; givenName?: string; familyName?: string }): User {
  return {
    userId: String(session.userId),
    uuid: session.uuid,
    displayName: session.displayName,
    givenName: session.givenName,
    familyName: session.familyName,
  };
}

export interface LoginOptions {
  /** Restrict how the user may authenticate; only the spec's methods exist. */
  authMethods?: AuthMethod[];
}

/**
 * Sends the user to the identity provider; they come back to `returnUrl` (same site only) after /callback. The
 * login token (from the portal backend) goes into the state, which /callback hands back to the backend.
 */
export function startLogin(returnUrl: string, loginToken: string, options: LoginOptions = {}): void {
  const sdk = getIdentity();
  const state = encodeLoginState({ returnUrl: sameOriginPath(returnUrl, pageAddress().origin), loginToken });
  sdk.login({ state, scope: 'openid offline_access', acrValues: (options.authMethods ?? []).join(' ') });
}

/** Forgets the cached session so the next check asks the provider (right after login). */
export function forgetCachedSession(): void {
  getIdentity().clearCachedUserSession();
}

/** Ends the session at the identity provider, which then sends the browser to `redirectUrl`. */
export function identityLogout(redirectUrl: string): void {
  getIdentity().logout(redirectUrl);
}
