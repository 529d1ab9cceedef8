// The OAuth `state` we send to the identity provider: where to return after login, and the login token
// from /api/loginToken that ties the login to the browser that started it.

export interface LoginState {
  /** Path, query and hash on this site. */
  returnUrl: string;
  loginToken: string;
  /**
   * Set when the login was asked for in a popup: the page that opened it waits for word under this one-time name
   * (src/identity/popup-login.ts). Should the browser refuse the popup, the same state comes back in the page itself.
   */
  popup?: string;
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string {
  const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export function encodeLoginState(state: LoginState): string {
  return toBase64Url(JSON.stringify(state));
}

/** The state as we sent it, or undefined for anything else (tampered, truncated, foreign). */
export function decodeLoginState(encoded: string | null | undefined): LoginState | undefined {
  if (!encoded) return undefined;
  try {
    const value: unknown = JSON.parse(fromBase64Url(encoded));
    if (typeof value !== 'object' || value === null) return undefined;
    const { returnUrl, loginToken, popup } = value as Record<string, unknown>;
    if (typeof returnUrl !== 'string' || typeof loginToken !== 'string' || loginToken === '') return undefined;
    if (popup === undefined) return { returnUrl, loginToken };
    return typeof popup === 'string' && popup !== '' ? { returnUrl, loginToken, popup } : undefined;
  } catch {
    return undefined;
  }
}

/** Authentication methods the identity provider accepts (spec section 5). */
export const AUTH_METHODS = [
  'password',
  'otp',
  'sms',
  'eid-dk',
  'eid-no',
  'eid-se',
  'eid-fi',
  'eid',
  'otp-email',
] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];

export function isAuthMethod(value: string): value is AuthMethod {
  return (AUTH_METHODS as readonly string[]).includes(value);
}
