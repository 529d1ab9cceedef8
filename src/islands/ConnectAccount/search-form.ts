// The search of /koble-bruker: what identifies a subscription from the invoice, plus the postal code that
// makes a customer number or phone number alone not enough to find a stranger's subscription.
// The limits are the contract's (AccountProof in src/api/contract.ts, from domain/person/fields.ts).
import * as v from 'valibot';
import { EMAIL_MAX_LENGTH, hasControlCharacters, hasInvisibleCharacters, normaliseLine } from '../../domain/person/fields.ts';
import { nb } from '../../i18n/nb.ts';

const POSTAL_CODE = /^\d{4}$/;

export const searchSchema = () =>
  v.object({
    query: v.pipe(
      v.string(),
      v.transform(normaliseLine),
      v.nonEmpty(nb.form.required(nb.connect.query)),
      v.maxLength(EMAIL_MAX_LENGTH, nb.person.tooLong(nb.connect.query, EMAIL_MAX_LENGTH)),
      v.check((query) => !hasControlCharacters(query), nb.person.controlCharacters(nb.connect.query)),
      v.check((query) => !hasInvisibleCharacters(query), nb.person.invisibleCharacters(nb.connect.query)),
    ),
    postalCode: v.pipe(v.string(), v.transform(normaliseLine), v.nonEmpty(nb.form.required(nb.connect.postalCode)), v.regex(POSTAL_CODE, nb.connect.postalCodeInvalid)),
  });

export type SearchInput = v.InferInput<ReturnType<typeof searchSchema>>;
export type SearchValues = v.InferOutput<ReturnType<typeof searchSchema>>;

/** `7000101` → `•••• 101`: the user recognises their number without the page showing it whole. */
export function maskCustomerNumber(ariaAccountNo: string): string {
  return `•••• ${ariaAccountNo.slice(-3)}`;
}
