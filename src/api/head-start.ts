// A signed-in page's first reads, asked for by a small inline script in its head while its modules are still on the
// way (PortalLayout): on a phone at 1.6 Mbit/s they arrive over a second after the first byte, and the guard and the
// page would only then start asking, one call after the other. The head asks the guard's account and subscription
// on a subscriber page, and the page's own first reads (PAGE_READS): the title's at once, the user's with the ids of
// whom this browser's last signed-in page found (`lastAccount`). A call that asks the very same path reads the
// head's answer instead of asking again (api/client.ts). So another user's answers are never read: the guard and
// the page ask for the signed-in user's own ids (stores/subscription/subscription.ts), and the backend refuses another's anyway.
// While the modules are on the way, the script also sets up the date formats (warmDateFormats).

import { needsSubscription } from '../domain/routing/guard-decision.ts';
import type { Access, RoutePath } from '../domain/routing/routes.ts';
import { STORED_KEYS } from '../domain/storage/stored-keys.ts';
import { API_PREFIX, CALLS, type CallName } from './contract.ts';

declare global {
  /** What the head asked for: its answer by path under the API (`invoice/5000003`). */
  var minsideHeadStart: Record<string, Promise<Response>> | undefined;
}

/** What the guard of a subscriber page reads first (stores/subscription/subscription.ts, askEarlyForLastAccount). */
export const GUARD_READS = ['getAccount', 'getSubscription'] as const satisfies readonly CallName[];

/**
 * The reads a page's own model makes at once, whatever the answers hold, asked from the head too (beside the
 * guard's account and subscription on a subscriber page): the delivery pages' for a subscription with paper, which
 * they are for; the order page's offers and its check whether the user subscribes already; the plan change's offers;
 * the consent steps' consents. A read the page does not make is asked for nothing and never read (the e2e
 * tab-cache.spec checks every entry). Only reads the page makes every time (a read asked and never made is a wasted
 * call), and with no ids but the head's.
 */
export const PAGE_READS: Partial<Record<RoutePath, readonly CallName[]>> = {
  '/fakturaoversikt': ['getInvoices'],
  '/endre-betalingsmetode': ['getPaymentMethod'],
  '/familiedeling': ['getFamily'],
  '/leveringsadresse': ['getDelivery'],
  '/endre-avislevering': ['getDelivery'],
  '/tilbakemelding': ['getDelivery', 'complaintCodes', 'getComplaints'],
  '/bestill-abonnement': ['offering', 'getAccount', 'getSubscription'],
  '/endre-abonnement': ['offering'],
  '/samtykke2': ['getConsents'],
  '/samtykke3': ['getConsents'],
};

/**
 * Runs as the inline script itself (its source is put into the page), so it uses nothing from outside its body.
 * `key` is lastAccount's storage key; `api` where the API is (API_PREFIX); `templates` the contract's paths of the
 * reads. It asks each read whose ids it knows: the title's always, the user's only with a sound `lastAccount`
 * (anything amiss in storage, and the guard and the page ask those as they always did).
 */
export function startInHead(key: string, titleCode: string, api: string, templates: readonly string[]): void {
  try {
    const ids: Record<string, string> = { titleCode };
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
  const args = [STORED_KEYS.lastAccount.key, title.titleCode, API_PREFIX, reads.map((name) => CALLS[name].path)];
  return `(${startInHead.toString()})(${args.map((arg) => JSON.stringify(arg)).join(', ')});(${warmDateFormats.toString()})();`;
}
