// A business admin pastes e-mail addresses however their spreadsheet or mail client gives them; this reads such a
// list once, the same way for the page and the reference backend: which addresses are new and may be invited, and
// why each of the others is not (spec §5: company domain only, invalid ones skipped with a warning, duplicates
// flagged, the maximum enforced).
import { EMAIL_MAX_LENGTH, hasControlCharacters } from '../person/fields.ts';
import { resendVerdict, type BusinessInvitationStatus } from './invitation.ts';

/**
 * What a listed item is, each item exactly one (issue 24): `new` (to invite); `waiting` (invited, not taken up:
 * may be sent again); `active` (has access: nothing to do); `otherDomain`; `invalid` (no address); `duplicate`
 * (the address, or the same text, came earlier in the list: only its first occurrence counts); `overLimit`.
 */
export type ListedKind = 'new' | 'waiting' | 'active' | 'otherDomain' | 'invalid' | 'duplicate' | 'overLimit';

/** One item of the pasted list, in the order pasted: `text` as typed, `email` normalised when it is an address. */
export interface ListedEmail {
  kind: ListedKind;
  text: string;
  email?: string;
}

export interface EmailListContext {
  /** The company's e-mail domain, such as `firma.no`. */
  domain: string;
  /** The company's invitations by address (normalised with `normaliseEmail`), with their status. */
  invited: ReadonlyMap<string, BusinessInvitationStatus>;
  /** How many more may be invited before the maximum is reached. */
  remaining: number;
}

/** Commas, semicolons and line breaks separate entries; within an entry, white space separates addresses. */
const ENTRY_SEPARATORS = /[,;\r\n]+/u;
/** An entry as mail clients copy it, `Kari Nordmann <kari@firma.no>`: only the bracketed part (with an @) is an address. */
const BRACKETED = /<([^<>]*)>/gu;
/** The local part as the forms accept it (valibot's `email` rule), before the @. */
const LOCAL_PART = /^[\w+-]+(?:\.[\w+-]+)*$/u;
/** A host name in DNS form with a top-level domain; unlike valibot's rule it takes an IDN's `xn--` labels. */
const DNS_DOMAIN = /^(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+(?:[a-z]{2,}|xn--[a-z\d-]+)$/u;

/** The domain written as DNS has it (`bjørnøya.no` → `xn--bjrnya-hxac.no`), lower case; undefined when it is no host name. */
export function asciiDomain(domain: string): string | undefined {
  if (domain === '' || /[/\\?#@:\s%]/u.test(domain)) return undefined;
  try {
    return new URL(`http://${domain}`).hostname;
  } catch {
    return undefined;
  }
}

/** The address as compared and stored: local part as typed, domain in DNS form; undefined when it is not an address. */
export function normaliseEmail(text: string): string | undefined {
  const at = text.lastIndexOf('@');
  if (at < 1 || hasControlCharacters(text)) return undefined;
  const local = text.slice(0, at).toLowerCase();
  const domain = asciiDomain(text.slice(at + 1));
  const email = `${local}@${domain}`;
  return domain && LOCAL_PART.test(local) && DNS_DOMAIN.test(domain) && email.length <= EMAIL_MAX_LENGTH
    ? email
    : undefined;
}

/** Whether the address is at the company's own domain (exactly: a subdomain is another mail system). */
export const isCompanyEmail = (email: string, domain: string): boolean =>
  email.endsWith(`@${asciiDomain(domain) ?? '\u0000'}`);

/** The addresses as written in the pasted text, in order (each regular expression here runs in linear time). */
export function splitEmailList(text: string): string[] {
  return text
    .split(ENTRY_SEPARATORS)
    .flatMap((entry) => {
      // Brackets without an @ are no address (`<b>kari</b>`): the entry is reported as it was pasted.
      const bracketed = [...entry.matchAll(BRACKETED)]
        .map((match) => match[1]!.trim())
        .filter((part) => part.includes('@'));
      return bracketed.length > 0 ? bracketed : entry.split(/\s+/u);
    })
    .filter((item) => item !== '');
}

/** Every item of the pasted `text` with its kind, in order; at most `context.remaining` are `new`. */
export const readEmailList = (text: string, context: EmailListContext): ListedEmail[] =>
  classifyEmails(splitEmailList(text), context);

/**
 * The one rule for a list of addresses, the page's (as pasted) and the backend's (as sent) alike: each item one
 * kind, each address (or text that is none) counted at its first occurrence only, so no address has two kinds.
 */
export function classifyEmails(items: readonly string[], context: EmailListContext): ListedEmail[] {
  const seen = new Set<string>();
  let remaining = context.remaining;
  return items.map((item): ListedEmail => {
    const email = normaliseEmail(item);
    const key = email ?? item;
    if (seen.has(key)) return { kind: 'duplicate', text: item, ...(email && { email }) };
    seen.add(key);
    if (!email) return { kind: 'invalid', text: item };
    if (!isCompanyEmail(email, context.domain)) return { kind: 'otherDomain', text: item, email };
    const status = context.invited.get(email);
    if (status === 'active') return { kind: 'active', text: item, email };
    if (status && resendVerdict(status, 0) === 'resend') return { kind: 'waiting', text: item, email };
    if (remaining <= 0) return { kind: 'overLimit', text: item, email };
    remaining -= 1;
    return { kind: 'new', text: item, email };
  });
}

/** How many items of each kind: the summary the page shows above the details. */
export function countKinds(items: readonly ListedEmail[]): Record<ListedKind, number> {
  const counts: Record<ListedKind, number> = {
    new: 0,
    waiting: 0,
    active: 0,
    otherDomain: 0,
    invalid: 0,
    duplicate: 0,
    overLimit: 0,
  };
  for (const item of items) counts[item.kind] += 1;
  return counts;
}
