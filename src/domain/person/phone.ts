// One rule for Norwegian phone numbers, so the number the profile form saves is the number the account search
// finds: the portal's forms and the reference backend's search-account both normalise with it.

/**
 * A Norwegian phone number: 8 digits, the first 2–9 (0 and 1 start no Norwegian subscriber number), optionally
 * after +47 or 0047, with spaces anywhere between the digits ("+47 912 34 567", "0047 91234567").
 */
const NORWEGIAN_PHONE = /^(?:\+47|0047)?([2-9]\d{7})$/;

/** The 8 digits of a Norwegian phone number as the backend keeps and matches it, or undefined if it is none. */
export function normalisePhone(text: string): string | undefined {
  return NORWEGIAN_PHONE.exec(text.replace(/ /g, ''))?.[1];
}
