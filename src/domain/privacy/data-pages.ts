// Downloading or deleting one's data is the identity provider's business (spec section 1): the portal explains it and
// hands the user over to the provider's data pages for the title's client, from the same setup as login.
import type { IdentityConfig } from '../auth/identity-config.ts';

export type DataRequestKind = 'takeout' | 'delete';

/** The provider's pages, beside the SDK's own profile pages (`profile-pages/…`) on the same server. */
export const DATA_PAGE_PATH: Record<DataRequestKind, string> = {
  takeout: 'profile-pages/privacy/download-data',
  delete: 'profile-pages/privacy/delete-account',
};

/** The SDK's production Norway server (its `PRO_NO` environment). */
const PRODUCTION_SERVER = 'https://payment.schibsted.no/';

/** How long the provider may take (spec section 9). */
export const DATA_REQUEST_DAYS = 30;
/** Payment history the law makes us keep, deletion or not (spec section 9). */
export const PAYMENT_HISTORY_YEARS = 5;

/**
 * The provider's data page for the title's client, asked for as the SDK asks for its profile pages: the client id,
 * the registered redirect URI and `response_type=code`. In production the SDK's server; locally the identity twin.
 */
export function dataPageUrl(kind: DataRequestKind, config: IdentityConfig): string {
  const server = config.env === 'PRO_NO' ? PRODUCTION_SERVER : config.env;
  const url = new URL(DATA_PAGE_PATH[kind], server);
  url.search = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
    response_type: 'code',
  }).toString();
  return url.href;
}
