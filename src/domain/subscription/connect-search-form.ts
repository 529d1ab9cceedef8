// The search of /koble-bruker: what identifies a subscription from the invoice, plus the postal code that
// makes a customer number or phone number alone not enough to find a stranger's subscription.
// The limits and the postal code rule are the contract's (AccountProof in src/api/contract.ts); the words are
// passed in (src/i18n: personFieldWords and nbConnect).
import * as v from 'valibot';
import { isPostalCode } from '../delivery/address.ts';
import { EMAIL_MAX_LENGTH, hasControlCharacters, hasInvisibleCharacters, normaliseLine } from '../person/fields.ts';

export interface SearchFormMessages {
  /** The query's name in a message. */
  query: string;
  postalCode: string;
  postalCodeInvalid: string;
  required: (label: string) => string;
  tooLong: (label: string, max: number) => string;
  controlCharacters: (label: string) => string;
  invisibleCharacters: (label: string) => string;
}

export const searchSchema = (messages: SearchFormMessages) =>
  v.object({
    query: v.pipe(
      v.string(),
      v.transform(normaliseLine),
      v.nonEmpty(messages.required(messages.query)),
      v.maxLength(EMAIL_MAX_LENGTH, messages.tooLong(messages.query, EMAIL_MAX_LENGTH)),
      v.check((query) => !hasControlCharacters(query), messages.controlCharacters(messages.query)),
      v.check((query) => !hasInvisibleCharacters(query), messages.invisibleCharacters(messages.query)),
    ),
    postalCode: v.pipe(
      v.string(),
      v.transform(normaliseLine),
      v.nonEmpty(messages.required(messages.postalCode)),
      v.check(isPostalCode, messages.postalCodeInvalid),
    ),
  });

export type SearchInput = v.InferInput<ReturnType<typeof searchSchema>>;
export type SearchValues = v.InferOutput<ReturnType<typeof searchSchema>>;

/** `7000101` → `•••• 101`: the user recognises their number without the page showing it whole. */
export function maskCustomerNumber(ariaAccountNo: string): string {
  return `•••• ${ariaAccountNo.slice(-3)}`;
}
