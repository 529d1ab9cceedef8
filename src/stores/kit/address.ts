// The page's address, read in one place and handed on (DESIGN: a page model per screen), and the one way to leave
// for another page. Models read a route's parameters with paramsOf (domain/routing/href.ts) from `pageAddress()`,
// never from `location`, so a store can be tested at any address and an island never touches it.

export interface PageAddress {
  origin: string;
  hostname: string;
  pathname: string;
  search: string;
  hash: string;
  href: string;
}

/** Where the page is now (outside a browser: the site's root, so a model can be used without one). */
export function pageAddress(): PageAddress {
  const here = globalThis.location as Location | undefined;
  if (!here) return { origin: '', hostname: '', pathname: '/', search: '', hash: '', href: '/' };
  const { origin, hostname, pathname, search, hash, href } = here;
  return { origin, hostname, pathname, search, hash, href };
}

/** A parameter of the address's query (`?paymentId=…`), or null. */
export function queryParam(name: string): string | null {
  return new URLSearchParams(pageAddress().search).get(name);
}

/** Leaves for another page (ours, or the payment provider's), which Back returns from. */
export function goTo(url: string): void {
  globalThis.location.assign(url);
}

/** Goes on to another page in this page's place: Back skips this one (a redirect, a spent login code). */
export function replaceWith(url: string): void {
  globalThis.location.replace(url);
}

export function reloadPage(): void {
  globalThis.location.reload();
}
