// The search of /koble-bruker: what identifies a subscription from the invoice, plus the postal code that
// makes a customer number or phone number alone not enough to find a stranger's subscription.
import * as v from 'valibot';
import { nb } from '../../i18n/nb.ts';

const POSTAL_CODE = /^\d{4}$/;

export const searchSchema = () =>
  v.object({
    query: v.pipe(v.string(), v.trim(), v.nonEmpty(nb.form.required(nb.connect.query)), v.maxLength(254, nb.person.tooLong(nb.connect.query, 254))),
    postalCode: v.pipe(v.string(), v.trim(), v.nonEmpty(nb.form.required(nb.connect.postalCode)), v.regex(POSTAL_CODE, nb.connect.postalCodeInvalid)),
  });

export type SearchInput = v.InferInput<ReturnType<typeof searchSchema>>;
export type SearchValues = v.InferOutput<ReturnType<typeof searchSchema>>;

/** `7000101` → `•••• 101`: the user recognises their number without the page showing it whole. */
export function maskCustomerNumber(ariaAccountNo: string): string {
  return `•••• ${ariaAccountNo.slice(-3)}`;
}
