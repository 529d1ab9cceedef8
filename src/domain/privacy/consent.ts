// The group's consent manager (Sourcepoint, spec section 7): where it runs, how it is set up for a title, and how
// the choices it stored are read. The browser adapter (src/consent/) does only what these rules decide.
import { hostKindOf, STAND_IN_PREFIX } from '../measurement/hosts.ts';
import { STORED_KEYS } from '../storage/stored-keys.ts';

/** The media group's Sourcepoint account (spec section 7). */
export const SOURCEPOINT_ACCOUNT_ID = 1915;

/** The consent categories of spec section 7, in the order the privacy settings list them. */
export const CONSENT_CATEGORIES = ['advertising', 'analytics', 'marketing', 'personalization'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** Sourcepoint's script; the messages themselves come from the title's own messaging endpoint. */
export const SOURCEPOINT_SCRIPT = 'https://cdn.privacy-mgmt.com/unified/wrapperMessagingWithoutDetection.js';

/** The title's first-party messaging endpoint (a CNAME to Sourcepoint), where the messages and choices are served. */
export function messagingEndpoint(baseUrl: string): string {
  return `https://cmp.${baseUrl}`;
}

/** What the consent setup needs of a title. */
export interface ConsentTitle {
  baseUrl: string;
  sourcepointId: number;
  sourcepointPmId: number;
  /** The title's tracking feature flag (build time). */
  tracking: boolean;
}

export type ConsentSetup =
  | { run: false; why: 'tracking-off' | 'test-host' | 'other-host' }
  | {
      run: true;
      /** The stand-in of the preview server, or the vendor's script. */
      standIn: boolean;
      scriptUrl: string;
      accountId: number;
      propertyId: number;
      baseEndpoint: string;
      privacyManagerId: number;
    };

/**
 * Whether and how the consent manager runs on this page (spec sections 2 and 5): only with the title's tracking
 * flag on, and only on the title's own domain; never on localhost, raw IPs or test hosts, where the preview's
 * stand-in is used instead when a browser asked for it. Any other host (a CDN preview address) gets none: the
 * messages are the title's, served from its own endpoint.
 */
export function consentSetup(
  title: ConsentTitle,
  address: { hostname: string; origin: string },
  standIns: boolean,
): ConsentSetup {
  if (!title.tracking) return { run: false, why: 'tracking-off' };
  const kind = hostKindOf(address.hostname, title.baseUrl);
  const common = {
    accountId: SOURCEPOINT_ACCOUNT_ID,
    propertyId: title.sourcepointId,
    privacyManagerId: title.sourcepointPmId,
  };
  if (kind === 'title')
    return {
      run: true,
      standIn: false,
      scriptUrl: SOURCEPOINT_SCRIPT,
      baseEndpoint: messagingEndpoint(title.baseUrl),
      ...common,
    };
  if (kind === 'local' && standIns) {
    const base = `${address.origin}${STAND_IN_PREFIX}cmp`;
    return {
      run: true,
      standIn: true,
      scriptUrl: `${base}/wrapperMessagingWithoutDetection.js`,
      baseEndpoint: base,
      ...common,
    };
  }
  return { run: false, why: kind === 'local' ? 'test-host' : 'other-host' };
}

/** A category's choice as the consent manager stored it. */
export type ConsentChoice = 'accepted' | 'refused' | 'unknown';
export type ConsentChoices = Record<ConsentCategory, ConsentChoice>;

/**
 * The group's consent manager keeps each category's choice as `CMP:{name}` in local storage and `_cmp_{name}` as a
 * cookie, 1 for yes and 0 for no (spec section 9 names the analytics pair). Its name for personalization is the
 * British spelling.
 */
const STORED_NAME: Record<ConsentCategory, string> = {
  advertising: 'advertising',
  analytics: 'analytics',
  marketing: 'marketing',
  personalization: 'personalisation',
};

/** The category's member of the consent manager's keys (domain/storage/stored-keys.ts). */
export function consentStorageName(category: ConsentCategory): string {
  return STORED_NAME[category];
}

export function consentStorageKey(category: ConsentCategory): string {
  return `${STORED_KEYS.consentManager.key}${STORED_NAME[category]}`;
}

export function consentCookieName(category: ConsentCategory): string {
  return `_cmp_${STORED_NAME[category]}`;
}

/** Yes when either place says 1 (spec section 9); no when one says 0 and neither 1; otherwise not chosen. */
export function choiceOf(stored: string | null | undefined, cookie: string | null | undefined): ConsentChoice {
  if (stored === '1' || cookie === '1') return 'accepted';
  if (stored === '0' || cookie === '0') return 'refused';
  return 'unknown';
}

/** Every category's choice from the two places the consent manager writes. */
export function readChoices(
  stored: (category: ConsentCategory) => string | null | undefined,
  cookie: (name: string) => string | null | undefined,
): ConsentChoices {
  return Object.fromEntries(
    CONSENT_CATEGORIES.map((category) => [category, choiceOf(stored(category), cookie(consentCookieName(category)))]),
  ) as ConsentChoices;
}
