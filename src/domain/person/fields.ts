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

/**
 * Control characters, or text that is not well-formed: a lone surrogate (half of a character, as a JSON `"\ud800"`
 * sends it) is no character at all, shows as "�" and cannot be written as UTF-8 by a real backend (issue 43).
 */
export const hasControlCharacters = (value: string) => CONTROL.test(value) || !value.isWellFormed();
export const hasControlCharactersInText = (value: string) => CONTROL_IN_TEXT.test(value) || !value.isWellFormed();

/**
 * Characters nobody sees: every default-ignorable code point, Unicode's list of what renders as nothing (the
 * bidirectional controls, where U+202E makes "gpj.exe" read "exe.jpg"; the zero-width and invisible ones, the soft
 * hyphen, the byte-order mark; the combining grapheme joiner U+034F, the variation selectors such as U+FE0F, the tag
 * characters U+E0000–E007F), including the Hangul fillers U+115F, U+1160, U+3164 and U+FFA0, which are letters that
 * draw nothing; and the blank Braille pattern U+2800 (issue 43). In a name or an address they only hide what is
 * really stored, or make a name that looks empty.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Bidi_Control}\u115f\u1160\u3164\uffa0\u2800]/u;
const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'gu');
/** The emoji presentation selectors: in free text "☹️" is typed with U+FE0F, and shows as the emoji. */
const EMOJI_PRESENTATION = /[\ufe0e\ufe0f]/gu;

export const hasInvisibleCharacters = (value: string) => INVISIBLE.test(value);
/** The same in free text (a comment), where an emoji keeps its presentation selector. */
export const hasInvisibleCharactersInText = (value: string) => INVISIBLE.test(value.replace(EMOJI_PRESENTATION, ''));

/**
 * Whether the text has a letter someone can see (any script's; the Hangul fillers do not count): a name, a street
 * or a town made only of digits, marks, punctuation or blank-looking characters is not one (issue 43).
 */
export const hasVisibleLetter = (value: string) => /\p{L}/u.test(value.replace(INVISIBLE_ALL, ''));

/**
 * One line as a person types it, the way it is checked and stored: composed (NFC, so "å" is one character however it
 * was typed), every run of spaces (no-break ones too) one space, none at either end. Checks read this, never the raw
 * input: a street padded with 5 000 spaces is the street, and is stored as the street.
 */
export const normaliseLine = (value: string): string =>
  value
    .normalize('NFC')
    .replace(/\p{Zs}+/gu, ' ')
    .trim();

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
