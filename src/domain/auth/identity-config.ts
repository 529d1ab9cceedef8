// How the identity SDK is set up for a title: the production environment on the title's own domain, or the
// local identity twin when the portal runs on this machine (preview and tests), so the same SDK code runs.

export interface IdentityConfig {
  clientId: string;
  /** The SDK's environment: `PRO_NO` in production, or the twin's URL. */
  env: string;
  sessionDomain: string;
  redirectUri: string;
}

export interface IdentityTitle {
  clientId: string;
  sessionDomain: string;
  minsideUrl: string;
}

/**
 * The production provider (the SDK's PRO_NO environment, spec section 9): its server, which serves the login pages
 * and the simplified login widget's script, and its provider-wide session service, which the widget's user-context
 * lookup asks. The title's own session service (`sessionDomain`) answers the session check.
 */
export const PRODUCTION_IDENTITY = {
  server: 'https://payment.schibsted.no',
  sessionService: 'https://session-service.payment.schibsted.no',
} as const;

/** Callback path on the portal origin (spec section 9). */
export const CALLBACK_PATH = '/callback';

/** Where the preview server serves the identity twin. */
export const TWIN_PATH = '/identity';

/** localhost, loopback and raw IP addresses, and *.test / *.localhost hosts never reach the real provider. */
export function isLocalHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname.endsWith('.test') ||
    /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) ||
    hostname.startsWith('[')
  );
}

export function identityConfig(title: IdentityTitle, origin: string): IdentityConfig {
  const { hostname } = new URL(origin);
  if (isLocalHost(hostname)) {
    // The SDK resolves its endpoint paths against these URLs: without the trailing slash it would drop /identity.
    const twin = `${origin}${TWIN_PATH}/`;
    return { clientId: title.clientId, env: twin, sessionDomain: twin, redirectUri: origin + CALLBACK_PATH };
  }
  return {
    clientId: title.clientId,
    env: 'PRO_NO',
    sessionDomain: title.sessionDomain,
    redirectUri: new URL(CALLBACK_PATH, title.minsideUrl).href,
  };
}
