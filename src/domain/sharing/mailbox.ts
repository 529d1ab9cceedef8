// Which mailbox an address delivers to, for counting what one mailbox gets (issue 43): `victim+1@example.com`,
// `victim+2@example.com` and, at Gmail, `v.ictim@gmail.com` all land in one inbox, so a limit per address as typed
// is a limit per spelling. The key is for counting only: an invitation keeps, and is mailed to, the address as typed.

/**
 * Providers that ignore dots in the local part (`v.ictim@gmail.com` is `victim@gmail.com`), each with the domain its
 * mailboxes are known by (googlemail.com is gmail.com). Others (Outlook, Yahoo, most companies) count every dot.
 */
const DOTLESS_PROVIDERS: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address delivers to, as a key: in lower case, without a `+tag` (subaddressing, which most providers
 * deliver to the mailbox before it), and without the dots of the local part where the provider ignores them. An
 * address with nothing before its `+`, or no `@`, is its own key.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  const domain = address.slice(at + 1);
  const plus = address.indexOf('+');
  let local = plus > 0 && plus < at ? address.slice(0, plus) : address.slice(0, at);
  const provider = DOTLESS_PROVIDERS[domain];
  if (provider) local = local.replaceAll('.', '') || local;
  return `${local}@${provider ?? domain}`;
}
