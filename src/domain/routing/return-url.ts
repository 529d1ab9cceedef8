// Return URLs and SMS links come from outside; they may only ever lead back into this site.

/**
 * The path, query and hash of `raw` when it resolves to `origin`; `fallback` (the front page) for anything that
 * would leave the site (`//evil.com`, `/\evil.com`, `https://evil.com`, `javascript:`, tabs or spaces in front...).
 */
export function sameOriginPath(raw: string | null | undefined, origin: string, fallback = '/'): string {
  if (!raw) return fallback;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(origin).origin) return fallback;
  // Dot segments can leave a same-origin URL with a path such as `//evil.com` (`/.//evil.com`), which a
  // browser reads as another host.
  if (url.pathname.startsWith('//')) return fallback;
  return url.pathname + url.search + url.hash;
}

/** The SMS-link prefix: `/t/{path}` leads to `/{path}` with the query kept and `source=sms` added. */
export const SMS_LINK_PREFIX = '/t/';
/** The source an SMS link gives its visit. */
export const SMS_SOURCE = 'sms';

/** Where an SMS link such as `https://minside.adressa.no/t/fakturaoversikt?x=1` leads on the same site. */
export function smsLinkTarget(href: string): string {
  const link = new URL(href);
  const rest = link.pathname.startsWith(SMS_LINK_PREFIX) ? link.pathname.slice(SMS_LINK_PREFIX.length) : '';
  // Only the path can be hostile; the query is the link's own and is always kept.
  const target = new URL(sameOriginPath(`/${rest}`, link.origin), link.origin);
  target.search = link.search;
  target.searchParams.set('source', SMS_SOURCE);
  return target.pathname + target.search;
}
