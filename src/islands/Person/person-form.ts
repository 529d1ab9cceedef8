// The person fields /endre-profil and /kontakt share (name, phone, e-mail, birthdate): each declared once with
// its Norwegian messages, and the two forms' schemas built from them. Beside the forms rather than in domain,
// because the messages come from i18n; the date rules themselves are domain's.
import * as v from 'valibot';
import { nb } from '../../i18n/nb.ts';
import { isPlausibleBirthdate, parseNorwegianDate, toNorwegianDate } from '../../domain/person/birthdate.ts';
import { normalisePhone } from '../../domain/person/phone.ts';

/** Re-exported for person-form.test.ts; the rule and its table test live in domain/person/phone.ts. */
export { normalisePhone };

/** Longer than any real name, short enough for the billing system's name fields. */
export const NAME_MAX_LENGTH = 50;

const text = () => v.pipe(v.string(), v.trim());

export const nameField = (label: string) =>
  v.pipe(text(), v.nonEmpty(nb.form.required(label)), v.maxLength(NAME_MAX_LENGTH, nb.person.tooLong(label, NAME_MAX_LENGTH)));

/** Optional where the number may be removed (profile), required where reaching the person is the point (contact). */
export const phoneField = ({ required }: { required: boolean }) =>
  v.pipe(
    text(),
    v.check((phone) => !required || phone !== '', nb.form.required(nb.person.phone)),
    v.check((phone) => phone === '' || normalisePhone(phone) !== undefined, nb.form.invalidPhone),
    v.transform((phone) => (phone === '' ? '' : normalisePhone(phone)!)),
  );

export const emailField = () =>
  v.pipe(text(), v.nonEmpty(nb.form.required(nb.person.email)), v.email(nb.form.invalidEmail), v.maxLength(254, nb.form.invalidEmail));

/** Typed as dd.mm.åååå; empty means not given. Sent on as ISO (or null). `today` is Oslo's date, ISO. */
export const birthdateField = (today: string) =>
  v.pipe(
    text(),
    v.check((typed) => typed === '' || parseNorwegianDate(typed) !== undefined, nb.person.birthdateNotADate),
    v.check((typed) => !isAfter(parseNorwegianDate(typed), today), nb.person.birthdateInFuture),
    v.check((typed) => {
      const iso = parseNorwegianDate(typed);
      return !iso || iso > today || isPlausibleBirthdate(iso, today);
    }, nb.person.birthdateTooEarly),
    v.transform((typed) => parseNorwegianDate(typed) ?? null),
  );

const isAfter = (iso: string | undefined, today: string) => iso !== undefined && iso > today;

export const profileSchema = (today: string) =>
  v.object({
    firstName: nameField(nb.person.firstName),
    lastName: nameField(nb.person.lastName),
    phone: phoneField({ required: false }),
    birthdate: birthdateField(today),
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
