// A business admin pastes e-mail addresses however their spreadsheet or mail client gives them; this reads such a
// list once, the same way for the page and the reference backend: which addresses are new and may be invited, and
// why each of the others is not (spec §5: company domain only, invalid ones skipped with a warning, duplicates
// flagged, the maximum enforced).
import { EMAIL_MAX_LENGTH, hasControlCharacters } from '../person/fields.ts';

/** Why a listed address is or is not invited. */
export type ListedKind = 'new' | 'invalid' | 'otherDomain' | 'duplicate' | 'alreadyInvited' | 'overLimit';

/** One item of the pasted list, in the order pasted: `text` as typed, `email` normalised when it is an address. */
export interface ListedEmail {
  kind: ListedKind;
  text: string;
  email?: string;
}

export interface EmailListContext {
  /** The company's e-mail domain, such as `firma.no`. */
  domain: string;
  /** Addresses already invited (normalised with `normaliseEmail`). */
  invited: ReadonlySet<string>;
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
  return domain && LOCAL_PART.test(local) && DNS_DOMAIN.test(domain) && email.length <= EMAIL_MAX_LENGTH ? email : undefined;
}

/** Whether the address is at the company's own domain (exactly: a subdomain is another mail system). */
export const isCompanyEmail = (email: string, domain: string): boolean => email.endsWith(`@${asciiDomain(domain) ?? '\u0000'}`);

/** The addresses as written in the pasted text, in order (each regular expression here runs in linear time). */
export function splitEmailList(text: string): string[] {
  return text.split(ENTRY_SEPARATORS).flatMap((entry) => {
    // Brackets without an @ are no address (`<b>kari</b>`): the entry is reported as it was pasted.
    const bracketed = [...entry.matchAll(BRACKETED)].map((match) => match[1]!.trim()).filter((part) => part.includes('@'));
    return bracketed.length > 0 ? bracketed : entry.split(/\s+/u);
  }).filter((item) => item !== '');
}

/** Every item of the pasted `text` with its kind, in order; at most `context.remaining` are `new`. */
export function readEmailList(text: string, context: EmailListContext): ListedEmail[] {
  const seen = new Set<string>();
  let remaining = context.remaining;
  return splitEmailList(text)
    .map((item): ListedEmail => {
      const email = normaliseEmail(item);
      if (!email) return { kind: 'invalid', text: item };
      if (!isCompanyEmail(email, context.domain)) return { kind: 'otherDomain', text: item, email };
      if (seen.has(email)) return { kind: 'duplicate', text: item, email };
      seen.add(email);
      if (context.invited.has(email)) return { kind: 'alreadyInvited', text: item, email };
      if (remaining <= 0) return { kind: 'overLimit', text: item, email };
      remaining -= 1;
      return { kind: 'new', text: item, email };
    });
}

/** How many items of each kind: the summary the page shows above the details. */
export function countKinds(items: readonly ListedEmail[]): Record<ListedKind, number> {
  const counts: Record<ListedKind, number> = { new: 0, invalid: 0, otherDomain: 0, duplicate: 0, alreadyInvited: 0, overLimit: 0 };
  for (const item of items) counts[item.kind] += 1;
  return counts;
}
