// A signed-in page's first reads, asked for by a small inline script in its head while its modules are still on the
// way (PortalLayout): on a phone at 1.6 Mbit/s they arrive over a second after the first byte, and the guard and the
// page would only then start asking, one call after the other. The head asks the guard's account and subscription
// on a subscriber page, and the page's own first reads (PAGE_READS): the title's at once, the user's with the ids of
// whom this browser's last signed-in page found (`lastAccount`). A call that asks the very same path reads the
// head's answer instead of asking again (api/client.ts). So another user's answers are never read: the guard and
// the page ask for the signed-in user's own ids (stores/subscription/subscription.ts), and the backend refuses another's anyway.
// While the modules are on the way, the script also sets up the date formats (warmDateFormats).

import { needsSubscription } from '../domain/routing/guard-decision.ts';
import { ROUTES, type Access, type RouteRead, type RoutePath } from '../domain/routing/routes.ts';
import { STORED_KEYS } from '../domain/storage/stored-keys.ts';
import { API_PREFIX, CALLS, type CallName } from './contract.ts';

declare global {
  /** What the head asked for: its answer by path under the API (`invoice/5000003`). */
  var minsideHeadStart: Record<string, Promise<Response>> | undefined;
}

/** What the guard of a subscriber page reads first (stores/subscription/subscription.ts, askEarlyForLastAccount). */
export const GUARD_READS = ['getAccount', 'getSubscription'] as const satisfies readonly CallName[];

/** A route's first reads as the contract's calls: a name in the route table that is no call does not compile. */
const callsOf = (reads: readonly string[]): readonly CallName[] => reads as readonly RouteRead[];

/**
 * The reads a page's own model makes at once, asked from the head too (beside the guard's account and subscription on
 * a subscriber page): each route's `reads` in the route table (domain/routing/routes.ts), so a new page names its
 * reads where it is added. A read the page does not make is asked for nothing and never read (the e2e tab-cache.spec
 * checks every entry).
 */
export const PAGE_READS: Partial<Record<RoutePath, readonly CallName[]>> = /* @__PURE__ */ pageReads();

// Only the build reads PAGE_READS: a pure call, so the browser's bundle (the API client imports this module) has none.
function pageReads(): Partial<Record<RoutePath, readonly CallName[]>> {
  return Object.fromEntries(ROUTES.flatMap((route) => (route.reads ? [[route.path, callsOf(route.reads)]] : [])));
}

/**
 * Runs as the inline script itself (its source is put into the page), so it uses nothing from outside its body.
 * `key` is lastAccount's storage key; `api` where the API is (API_PREFIX); `templates` the contract's paths of the
 * reads; `route` the route's path, whose `:name` segments name ids the address holds (`/faktura/:ariaInvoiceNo`).
 * It asks each read whose ids it knows: the title's always, the address's when they are numbers of 1 to 20 digits
 * (the billing system's ids, an invoice's; its page asks nothing for anything else either), the user's only with a
 * sound `lastAccount` (anything amiss in storage, and the guard and the page ask those as they always did).
 */
export function startInHead(
  key: string,
  titleCode: string,
  api: string,
  templates: readonly string[],
  route = '',
): void {
  try {
    const ids: Record<string, string> = { titleCode };
    if (route.includes(':')) {
      // The address's segments from its end, as the route's: a site served below a path keeps its prefix in front.
      const wanted = route.split('/');
      const given = location.pathname.replace(/\/+$/, '').split('/').slice(-wanted.length);
      wanted.forEach((segment, index) => {
        const value = given[index];
        if (segment.startsWith(':') && value && /^\d{1,20}$/.test(value)) ids[segment.slice(1)] = value;
      });
    }
    try {
      const last: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
      const { spidId, ariaAccountNo } = (typeof last === 'object' && last !== null ? last : {}) as Record<
        string,
        unknown
      >;
      if (typeof spidId === 'string' && typeof ariaAccountNo === 'string' && spidId && ariaAccountNo)
        Object.assign(ids, { spidId, ariaAccountNo });
    } catch {
      // No storage (a locked-down browser) or not JSON: only the title's reads.
    }
    const asked: Record<string, Promise<Response>> = {};
    for (const template of templates) {
      let known = true;
      const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
        if (!(name in ids)) known = false;
        return encodeURIComponent(ids[name] ?? '');
      });
      if (known)
        asked[path] = fetch(api + path, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    }
    if (Object.keys(asked).length > 0) globalThis.minsideHeadStart = asked;
  } catch {
    // No fetch: nothing asked early.
  }
}

/**
 * Runs as an inline script, after startInHead. The page's first date or price format sets up the browser's
 * time-zone and locale data: 90–160 ms of a phone's main thread (4× CPU), paid in the one task that runs the guard's
 * modules, before it asks for the session. Done here instead, once the frame has painted, while those modules are
 * still on the way and the main thread has nothing else to do; every format after it costs a few milliseconds.
 */
export function warmDateFormats(): void {
  const warm = () => new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo' }).format(0);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(warm);
  else setTimeout(warm, 0);
}

/**
 * The head's answer for the client's request of `path`: a read of a path the head asked gets that answer, once. A
 * write gets none, and leaves no answer for the reads after it, which may be older than the write.
 */
export function headAnswer(method: string, path: string): Promise<Response> | undefined {
  const asked = globalThis.minsideHeadStart;
  if (method !== 'GET') {
    globalThis.minsideHeadStart = undefined;
    return undefined;
  }
  const answer = asked?.[path];
  if (answer) delete asked[path];
  return answer;
}

/**
 * The inline script of `route` on the title: on a subscriber page the guard's account and subscription, and the
 * page's own first reads; undefined where there is nothing to ask (a public page, a sign-in-only page without reads
 * of its own) or the title is down for maintenance.
 */
export function headStartScript(
  route: { path: string; access: Access },
  title: { titleCode: string; maintenance: boolean },
): string | undefined {
  const byPath: Partial<Record<string, readonly CallName[]>> = PAGE_READS;
  const reads: readonly CallName[] = [
    ...(needsSubscription(route.access) ? GUARD_READS : []),
    ...(byPath[route.path] ?? []),
  ];
  if (reads.length === 0 || title.maintenance) return undefined;
  const args = [
    STORED_KEYS.lastAccount.key,
    title.titleCode,
    API_PREFIX,
    reads.map((name) => CALLS[name].path),
    ...(route.path.includes(':') ? [route.path] : []),
  ];
  return `(${startInHead.toString()})(${args.map((arg) => JSON.stringify(arg)).join(', ')});(${warmDateFormats.toString()})();`;
}
