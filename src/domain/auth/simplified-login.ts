// When the simplified login widget ("Fortsett som …", spec section 7) is offered. The account SDK leaves the rules to
// the site (its README: "define rules for when and how often"); ours: on public pages only (a signed-in page logs in
// by itself), never to someone signed in here, never while the title is down for maintenance, once per visit, and
// not again for a while after the visitor closed it. The SDK then shows it only if the provider knows the visitor.

/** After "Lukk", the widget stays away from this browser this long (our choice). */
export const SIMPLIFIED_LOGIN_QUIET_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

export interface SimplifiedLoginFacts {
  publicPage: boolean;
  maintenance: boolean;
  session: 'unknown' | 'anonymous' | 'signedIn';
  /** When the visitor last closed it, in ms since the epoch; undefined if never (or not readable). */
  closedAt: number | undefined;
  /** Whether this tab offered it already in this visit. */
  offeredThisVisit: boolean;
  now: number;
}

export function mayOfferSimplifiedLogin({
  publicPage,
  maintenance,
  session,
  closedAt,
  offeredThisVisit,
  now,
}: SimplifiedLoginFacts): boolean {
  if (!publicPage || maintenance || session !== 'anonymous' || offeredThisVisit) return false;
  return closedAt === undefined || now - closedAt >= SIMPLIFIED_LOGIN_QUIET_DAYS * DAY_MS || closedAt > now;
}
