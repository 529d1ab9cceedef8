// The person fields /endre-profil and /kontakt share (name, phone, e-mail, birthdate): each declared once with
// its Norwegian messages, and the two forms' schemas built from them. Beside the forms rather than in domain,
// because the messages come from i18n; the limits are the contract's (domain/person/fields.ts) and the date
// rules the backend's (domain/person/birthdate.ts), so nothing the form lets through is refused by the backend.
import * as v from 'valibot';
import { nb } from '../../i18n/nb.ts';
import { isOwnBirthdate, isPlausibleBirthdate, mayChangeBirthdate, MIN_PERSON_AGE, parseNorwegianDate, toNorwegianDate } from '../../domain/person/birthdate.ts';
import { EMAIL_MAX_LENGTH, hasControlCharacters, hasInvisibleCharacters, NAME_MAX_LENGTH, normaliseLine } from '../../domain/person/fields.ts';
import { normalisePhone } from '../../domain/person/phone.ts';

/** Re-exported for person-form.test.ts; the rules and their table tests live in domain/person. */
export { NAME_MAX_LENGTH, normalisePhone };

/** What the person typed, normalised as the backend normalises it (normaliseLine): what is checked is what is saved. */
const text = () => v.pipe(v.string(), v.transform(normaliseLine));

/** One line a person types (a name, a search): no tabs, line breaks or other control characters inside it. */
export const noControlCharacters = (label: string) => v.check((value: string) => !hasControlCharacters(value), nb.person.controlCharacters(label));

/** Nor characters nobody sees: bidi controls and zero-width ones (hasInvisibleCharacters). */
export const noInvisibleCharacters = (label: string) => v.check((value: string) => !hasInvisibleCharacters(value), nb.person.invisibleCharacters(label));

export const nameField = (label: string) =>
  v.pipe(
    text(),
    v.nonEmpty(nb.form.required(label)),
    v.maxLength(NAME_MAX_LENGTH, nb.person.tooLong(label, NAME_MAX_LENGTH)),
    noControlCharacters(label),
    noInvisibleCharacters(label),
  );

/** Optional where the number may be removed (profile), required where reaching the person is the point (contact). */
export const phoneField = ({ required }: { required: boolean }) =>
  v.pipe(
    text(),
    v.check((phone) => !required || phone !== '', nb.form.required(nb.person.phone)),
    v.check((phone) => phone === '' || normalisePhone(phone) !== undefined, nb.form.invalidPhone),
    v.transform((phone) => (phone === '' ? '' : normalisePhone(phone)!)),
  );

export const emailField = () =>
  v.pipe(
    text(),
    v.nonEmpty(nb.form.required(nb.person.email)),
    v.email(nb.form.invalidEmail),
    v.maxLength(EMAIL_MAX_LENGTH, nb.form.invalidEmail),
    v.check((email) => !hasControlCharacters(email), nb.form.invalidEmail),
    noInvisibleCharacters(nb.person.email),
  );

/**
 * Typed as dd.mm.åååå; empty means not given. Sent on as ISO (or null). `today` is Oslo's date, ISO; `stored` the
 * birthdate on the account, which purchases relied on: it may be corrected, but not removed nor moved across an
 * age limit here (mayChangeBirthdate), and whoever has a user of their own is at least 13 (isOwnBirthdate). Each
 * check speaks only when the ones before it passed, so the field shows the first problem.
 */
export const birthdateField = (today: string, stored: string | null = null) => {
  // Noon in Oslo's day is the same day in Oslo, whatever the clock: the age rules count in Oslo's dates.
  const now = new Date(`${today}T12:00:00Z`);
  const typedDate = (typed: string) => parseNorwegianDate(typed);
  const plausible = (iso: string | undefined): iso is string => iso !== undefined && isPlausibleBirthdate(iso, today);
  return v.pipe(
    text(),
    v.check((typed) => typed === '' || typedDate(typed) !== undefined, nb.person.birthdateNotADate),
    v.check((typed) => !isAfter(typedDate(typed), today), nb.person.birthdateInFuture),
    v.check((typed) => {
      const iso = typedDate(typed);
      return !iso || iso > today || isPlausibleBirthdate(iso, today);
    }, nb.person.birthdateTooEarly),
    v.check((typed) => {
      const iso = typedDate(typed);
      return !plausible(iso) || isOwnBirthdate(iso, now);
    }, nb.person.birthdateTooYoung(MIN_PERSON_AGE)),
    v.check((typed) => {
      if (typed === '') return mayChangeBirthdate(stored, null, now);
      const iso = typedDate(typed);
      return !plausible(iso) || !isOwnBirthdate(iso, now) || mayChangeBirthdate(stored, iso, now);
    }, nb.person.birthdateLocked),
    v.transform((typed) => typedDate(typed) ?? null),
  );
};

const isAfter = (iso: string | undefined, today: string) => iso !== undefined && iso > today;

/** `storedBirthdate`: the account's, which the birthdate rule keeps from being removed or moved across an age limit. */
export const profileSchema = (today: string, storedBirthdate: string | null = null) =>
  v.object({
    firstName: nameField(nb.person.firstName),
    lastName: nameField(nb.person.lastName),
    phone: phoneField({ required: false }),
    birthdate: birthdateField(today, storedBirthdate),
  });

export const contactSchema = () =>
  v.object({
    firstName: nameField(nb.person.firstName),
    lastName: nameField(nb.person.lastName),
    email: emailField(),
    phone: phoneField({ required: true }),
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
    birthdate: person.birthdate ? toNorwegianDate(person.birthdate) : '',
  };
}

export function contactInputOf(person: StoredPerson): ContactInput {
  return { firstName: person.firstName ?? '', lastName: person.lastName ?? '', email: person.email ?? '', phone: person.phone ?? '' };
}
