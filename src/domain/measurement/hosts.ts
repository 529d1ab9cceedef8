// Where the third-party measurement parts may run: the consent manager only on a title's own domain, analytics
// and monitoring wherever the build turned them on, and on this machine only the preview's stand-ins, when asked for.
import { isLocalHost } from '../auth/identity-config.ts';

/**
 * - `title`: the title's own domain or one of its subdomains (minside.adressa.no, dev.minside.adressa.no).
 * - `local`: localhost, raw IP addresses and test hosts (spec section 5), as the identity setup reads them.
 * - `other`: anywhere else (a CDN's preview address, the group's staging hosts).
 */
export type HostKind = 'title' | 'local' | 'other';

export function hostKindOf(hostname: string, baseUrl: string): HostKind {
  if (isLocalHost(hostname)) return 'local';
  return isTitleHost(hostname, baseUrl) ? 'title' : 'other';
}

/** The title's own sites: its base domain and every subdomain (www, minside, tv). */
export function isTitleHost(hostname: string, baseUrl: string): boolean {
  return hostname === baseUrl || hostname.endsWith(`.${baseUrl}`);
}

/**
 * Where the preview server serves its stand-ins for the consent manager, the analytics SDK and the monitoring
 * intake. A CDN has no such path, so on a real site nothing is ever found there.
 */
export const STAND_IN_PREFIX = '/__stand-in/';

/**
 * The cookie that asks a local page to use the stand-ins (set by the preview's /__stand-in/on). Only ever read on
 * a local host: on any other host the real services' rules apply whatever cookies there are.
 */
export const STAND_IN_COOKIE = 'minside_stand_ins';

/** Whether this page should use the preview's stand-ins: a local host that asked for them. */
export function usesStandIns(hostname: string, cookieHeader: string): boolean {
  return isLocalHost(hostname) && cookieValue(cookieHeader, STAND_IN_COOKIE) === '1';
}

/** One cookie's value from a `document.cookie` string, or undefined. */
export function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    if (part.slice(0, at).trim() !== name) continue;
    const raw = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}
