// A signed-in page's account and subscription, asked for by a small inline script in its head while its modules
// are still on the way (PortalLayout): on a phone at 1.6 Mbit/s they arrive over a second after the first byte,
// and the guard would only then start asking, one call after the other. The ids come from whom this browser's last
// signed-in page found (`lastAccount`); the guard uses the answers only if the session and its own read of that
// key name the same user and account (stores/subscription.ts), and the backend refuses another user's ids.

import { needsSubscription } from '../domain/routing/guard-decision.ts';
import type { Access } from '../domain/routing/routes.ts';
import { STORED_KEYS } from '../domain/storage/stored-keys.ts';
import { API_PREFIX, CALLS } from './contract.ts';

/** What the head asked for, and with which ids. */
export interface HeadStart {
  spidId: string;
  ariaAccountNo: string;
  titleCode: string;
  account: Promise<Response>;
  subscription: Promise<Response>;
}

declare global {
  var minsideHeadStart: HeadStart | undefined;
}

/**
 * Runs as the inline script itself (its source is put into the page), so it uses nothing from outside its body.
 * `key` is lastAccount's storage key; `api` where the API is (API_PREFIX); the paths are the contract's
 * templates of the two calls. Anything amiss in storage, and it asks nothing: the guard then asks as it always did.
 */
export function startInHead(key: string, titleCode: string, api: string, accountPath: string, subscriptionPath: string): void {
  try {
    const last: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (typeof last !== 'object' || last === null) return;
    const { spidId, ariaAccountNo } = last as Record<string, unknown>;
    if (typeof spidId !== 'string' || typeof ariaAccountNo !== 'string' || !spidId || !ariaAccountNo) return;
    const ids: Record<string, string> = { spidId, ariaAccountNo, titleCode };
    const ask = (template: string) =>
      fetch(`${api}${template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(ids[name] ?? ''))}`, {
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      });
    globalThis.minsideHeadStart = { spidId, ariaAccountNo, titleCode, account: ask(accountPath), subscription: ask(subscriptionPath) };
  } catch {
    // No storage (a locked-down browser) or no fetch: nothing asked early.
  }
}

/** The head's asks, once: a second reader (a later guard run on the same page) asks afresh. */
export function takeHeadStart(): HeadStart | undefined {
  const started = globalThis.minsideHeadStart;
  globalThis.minsideHeadStart = undefined;
  return started;
}

/**
 * The inline script of a page with `access` on the title, or undefined where the guard asks for no subscription
 * (public and sign-in-only pages) or asks nothing (the title is down for maintenance).
 */
export function headStartScript(access: Access, title: { titleCode: string; maintenance: boolean }): string | undefined {
  if (!needsSubscription(access) || title.maintenance) return undefined;
  const args = [STORED_KEYS.lastAccount.key, title.titleCode, API_PREFIX, CALLS.getAccount.path, CALLS.getSubscription.path];
  return `(${startInHead.toString()})(${args.map((arg) => JSON.stringify(arg)).join(', ')});`;
}
