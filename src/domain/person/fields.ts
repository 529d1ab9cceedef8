// The limits of what a person may send about themselves, and the one way what they type is normalised before it is
// checked and stored: the same for the forms (with Norwegian messages) and the contract the backend enforces, so
// nothing the forms refuse can reach the backend another way, and what was checked is what is stored.
/** Longer than any real name, short enough for the billing system's name fields. */
export const NAME_MAX_LENGTH = 50;
/** The longest e-mail address SMTP allows. */
export const EMAIL_MAX_LENGTH = 254;

/** Tabs, line breaks, NUL and the other C0/C1 control characters: never part of a name, a number or a code. */
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's purpose
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** In free text a line break or a tab is fine; the other control characters are not. */
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's purpose
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const hasControlCharacters = (value: string) => CONTROL.test(value);
export const hasControlCharactersInText = (value: string) => CONTROL_IN_TEXT.test(value);

/**
 * Characters nobody sees: the bidirectional controls (U+202E makes "gpj.exe" read "exe.jpg"; U+061C, U+200E–200F,
 * U+202A–202E, U+2066–2069) and the zero-width and invisible ones (soft hyphen, U+180E, U+200B–200D, U+2060–2064,
 * the byte-order mark). In a name or an address they only hide what is really stored.
 */
const INVISIBLE = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;

export const hasInvisibleCharacters = (value: string) => INVISIBLE.test(value);

/**
 * One line as a person types it, the way it is checked and stored: composed (NFC, so "å" is one character however it
 * was typed), every run of spaces (no-break ones too) one space, none at either end. Checks read this, never the raw
 * input: a street padded with 5 000 spaces is the street, and is stored as the street.
 */
export const normaliseLine = (value: string): string => value.normalize('NFC').replace(/\p{Zs}+/gu, ' ').trim();

/** Free text (a comment) the same way, keeping its line breaks: Windows' CR LF becomes LF. */
export const normaliseText = (value: string): string =>
  value
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/\p{Zs}+/gu, ' ')
    .trim();

/** A phone number as it is saved: the 8 digits of a Norwegian number (first digit 2–9), or '' for none. */
export const isSavedPhone = (value: string) => value === '' || /^[2-9]\d{7}$/.test(value);

/** A real calendar date written as YYYY-MM-DD (2023-02-30 is not one). */
export function isCalendarDate(iso: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
