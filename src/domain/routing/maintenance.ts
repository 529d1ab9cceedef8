// Maintenance (spec section 2's /maintenance): when the backend answers 503 a signed-in page sends the user there,
// with where they were and, if the backend said so (Retry-After), when to come back.
import { sameOriginPath } from './return-url.ts';

export const MAINTENANCE_PATH = '/maintenance';

/** A time to come back further off than this is not believed (a misconfigured header), and not shown. */
const LONGEST_PAUSE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * When the backend expects to be back, from a Retry-After header: seconds from now, or an HTTP date. Undefined for
 * none, for anything unreadable, for a time already past, and for one more than a week off.
 */
export function retryAt(header: string | null | undefined, now: Date): Date | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  const at = /^\d+$/.test(value)
    ? new Date(now.getTime() + Number(value) * 1000)
    : /[a-z]/i.test(value)
      ? new Date(value)
      : undefined;
  return at && soonEnough(at, now) ? at : undefined;
}

function soonEnough(at: Date, now: Date): boolean {
  const ahead = at.getTime() - now.getTime();
  return ahead > 0 && ahead <= LONGEST_PAUSE_MS;
}

/** The maintenance page's address for a user who was at `from` (path, query and hash), back at `back` if known. */
export function maintenanceUrl(from: string, back: Date | undefined): string {
  const query = new URLSearchParams({ fra: from });
  if (back) query.set('tilbake', back.toISOString());
  return `${MAINTENANCE_PATH}?${query}`;
}

export interface MaintenanceNotice {
  /** Where "Prøv igjen" leads: the page the user was on, on this site only. */
  returnPath: string;
  back?: Date;
}

/** What the maintenance page says, read from its own address (which anyone can write: checked like a return URL). */
export function maintenanceNotice(search: string, origin: string, now: Date): MaintenanceNotice {
  const query = new URLSearchParams(search);
  const from = sameOriginPath(query.get('fra'), origin);
  // Back to the maintenance page itself would only show this page again.
  const returnPath = new URL(from, origin).pathname === MAINTENANCE_PATH ? '/' : from;
  const raw = query.get('tilbake') ?? '';
  const back = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/.test(raw) ? new Date(raw) : undefined;
  return back && soonEnough(back, now) ? { returnPath, back } : { returnPath };
}
