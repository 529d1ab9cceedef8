// The person fields /endre-profil and /kontakt share (name, phone, e-mail, birthdate), each declared once, and the
// two forms' schemas built from them. The limits are the contract's (fields.ts) and the date rules the backend's
// (birthdate.ts), so nothing the form lets through is refused by the backend. The words come from src/i18n
// (personFieldWords), passed in by the island, as the domain imports no words.
import * as v from 'valibot';
import { parseTypedDate, toTypedDate } from '../time/typed-date.ts';
import { isOwnBirthdate, isPlausibleBirthdate, mayChangeBirthdate, MIN_PERSON_AGE } from './birthdate.ts';
import {
  EMAIL_MAX_LENGTH,
  hasControlCharacters,
  hasInvisibleCharacters,
  hasVisibleLetter,
  NAME_MAX_LENGTH,
  normaliseLine,
} from './fields.ts';
import { normalisePhone } from './phone.ts';

/** What a person field says: its label, and each problem in words (some with the label or limit in them). */
export interface PersonFieldMessages {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  birthdate: string;
  required: (label: string) => string;
  tooLong: (label: string, max: number) => string;
  controlCharacters: (label: string) => string;
  invisibleCharacters: (label: string) => string;
  /** A name with no letter someone can see (hasVisibleLetter). */
  noLetter: (label: string) => string;
  invalidEmail: string;
  invalidPhone: string;
  birthdateNotADate: string;
  birthdateInFuture: string;
  birthdateTooEarly: string;
  birthdateTooYoung: (minAge: number) => string;
  birthdateLocked: string;
}

/** What the person typed, normalised as the backend normalises it (normaliseLine): what is checked is what is saved. */
const text = () => v.pipe(v.string(), v.transform(normaliseLine));

/** One line a person types (a name, a search): no tabs, line breaks or other control characters inside it. */
const noControlCharacters = (message: string) => v.check((value: string) => !hasControlCharacters(value), message);

/** Nor characters nobody sees: bidi controls and zero-width ones (hasInvisibleCharacters). */
const noInvisibleCharacters = (message: string) => v.check((value: string) => !hasInvisibleCharacters(value), message);

export const nameField = (messages: PersonFieldMessages, label: string) =>
  v.pipe(
    text(),
    v.nonEmpty(messages.required(label)),
    v.maxLength(NAME_MAX_LENGTH, messages.tooLong(label, NAME_MAX_LENGTH)),
    noControlCharacters(messages.controlCharacters(label)),
    noInvisibleCharacters(messages.invisibleCharacters(label)),
    v.check(hasVisibleLetter, messages.noLetter(label)),
  );

/** Optional where the number may be removed (profile), required where reaching the person is the point (contact). */
export const phoneField = (messages: PersonFieldMessages, { required }: { required: boolean }) =>
  v.pipe(
    text(),
    v.check((phone) => !required || phone !== '', messages.required(messages.phone)),
    v.check((phone) => phone === '' || normalisePhone(phone) !== undefined, messages.invalidPhone),
    v.transform((phone) => (phone === '' ? '' : normalisePhone(phone)!)),
  );

export const emailField = (messages: PersonFieldMessages) =>
  v.pipe(
    text(),
    v.nonEmpty(messages.required(messages.email)),
    v.email(messages.invalidEmail),
    v.maxLength(EMAIL_MAX_LENGTH, messages.invalidEmail),
    v.check((email) => !hasControlCharacters(email), messages.invalidEmail),
    noInvisibleCharacters(messages.invisibleCharacters(messages.email)),
  );

/**
 * Typed as dd.mm.åååå; empty means not given. Sent on as ISO (or null). `today` is Oslo's date, ISO; `stored` the
 * birthdate on the account, which purchases relied on: it may be corrected, but not removed nor moved across an
 * age limit here (mayChangeBirthdate), and whoever has a user of their own is at least 13 (isOwnBirthdate). Each
 * check speaks only when the ones before it passed, so the field shows the first problem.
 */
export const birthdateField = (messages: PersonFieldMessages, today: string, stored: string | null = null) => {
  // Noon in Oslo's day is the same day in Oslo, whatever the clock: the age rules count in Oslo's dates.
  const now = new Date(`${today}T12:00:00Z`);
  const plausible = (iso: string | undefined): iso is string => iso !== undefined && isPlausibleBirthdate(iso, today);
  return v.pipe(
    text(),
    // The typed date is read once; every check takes what was read.
    v.transform((typed) => ({ typed, iso: parseTypedDate(typed) })),
    v.check(({ typed, iso }) => typed === '' || iso !== undefined, messages.birthdateNotADate),
    v.check(({ iso }) => !isAfter(iso, today), messages.birthdateInFuture),
    v.check(({ iso }) => !iso || iso > today || isPlausibleBirthdate(iso, today), messages.birthdateTooEarly),
    v.check(({ iso }) => !plausible(iso) || isOwnBirthdate(iso, now), messages.birthdateTooYoung(MIN_PERSON_AGE)),
    v.check(({ typed, iso }) => {
      if (typed === '') return mayChangeBirthdate(stored, null, now);
      return !plausible(iso) || !isOwnBirthdate(iso, now) || mayChangeBirthdate(stored, iso, now);
    }, messages.birthdateLocked),
    v.transform(({ iso }) => iso ?? null),
  );
};

const isAfter = (iso: string | undefined, today: string) => iso !== undefined && iso > today;

/** `storedBirthdate`: the account's, which the birthdate rule keeps from being removed or moved across an age limit. */
export const profileSchema = (messages: PersonFieldMessages, today: string, storedBirthdate: string | null = null) =>
  v.object({
    firstName: nameField(messages, messages.firstName),
    lastName: nameField(messages, messages.lastName),
    phone: phoneField(messages, { required: false }),
    birthdate: birthdateField(messages, today, storedBirthdate),
  });

export const contactSchema = (messages: PersonFieldMessages) =>
  v.object({
    firstName: nameField(messages, messages.firstName),
    lastName: nameField(messages, messages.lastName),
    email: emailField(messages),
    phone: phoneField(messages, { required: true }),
  });

/** What the user types: every field a string. */
export type ProfileInput = v.InferInput<ReturnType<typeof profileSchema>>;
/** What is saved: trimmed names, an 8-digit phone or '', an ISO birthdate or null. */
export type ProfileValues = v.InferOutput<ReturnType<typeof profileSchema>>;
export type ContactInput = v.InferInput<ReturnType<typeof contactSchema>>;
export type ContactValues = v.InferOutput<ReturnType<typeof contactSchema>>;

/** The stored person as the forms show it: the birthdate the Norwegian way, missing fields empty. */
export interface StoredPerson {
  firstName?: string;
  lastName?: string;
  phone?: string;
  email?: string;
  birthdate?: string | null;
}

export function profileInputOf(person: StoredPerson): ProfileInput {
  return {
    firstName: person.firstName ?? '',
    lastName: person.lastName ?? '',
    phone: person.phone ?? '',
    birthdate: person.birthdate ? toTypedDate(person.birthdate) : '',
  };
}

export function contactInputOf(person: StoredPerson): ContactInput {
  return {
    firstName: person.firstName ?? '',
    lastName: person.lastName ?? '',
    email: person.email ?? '',
    phone: person.phone ?? '',
  };
}
