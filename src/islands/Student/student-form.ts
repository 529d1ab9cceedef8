// The three forms of student verification with their Norwegian messages: the student e-mail, the code, and the
// profile that activates the subscription. Built from the person fields (src/islands/Person/person-form.ts), so
// names, phone and birthdate say what they say on /endre-profil; the limits are the contract's, and the age rule
// is every purchase's (at least 18).
import * as v from 'valibot';
import { ageOn, mayBuy } from '../../domain/purchase/age.ts';
import { isCalendarDate } from '../../domain/person/fields.ts';
import { isCodeShaped } from '../../domain/student/code.ts';
import { nbStudent } from '../../i18n/nb-student.ts';
import { nb } from '../../i18n/nb.ts';
import { birthdateField, emailField, nameField, phoneField } from '../Person/person-form.ts';

const text = nbStudent;

/** Any well-formed address: which domains are a student's is the backend's list (EMAIL_WRONG otherwise). */
export const studentEmailSchema = () => v.object({ email: emailField() });

export const studentCodeSchema = () =>
  v.object({
    code: v.pipe(v.string(), v.trim(), v.nonEmpty(text.code.required), v.check(isCodeShaped, text.code.notShaped)),
  });

/**
 * Required here (a subscription needs it), with the profile's rules (not removed nor moved across an age limit
 * when one is stored) and at least 18. The age check reads only a real ISO date, so it stays quiet while the
 * field shows an earlier problem.
 */
function studentBirthdate(today: string, stored: string | null) {
  const now = new Date(`${today}T12:00:00Z`);
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(nb.form.required(nb.person.birthdate)),
    birthdateField(today, stored),
    v.check((iso) => iso === null || !isCalendarDate(iso) || mayBuy(ageOn(iso, now)), text.refusals.TOO_YOUNG),
    v.transform((iso) => iso ?? ''),
  );
}

/** `today` is Oslo's date, ISO; `storedBirthdate` the account's. */
export const studentProfileSchema = (today: string, storedBirthdate: string | null) =>
  v.object({
    firstName: nameField(nb.person.firstName),
    lastName: nameField(nb.person.lastName),
    phone: phoneField({ required: true }),
    birthdate: studentBirthdate(today, storedBirthdate),
  });

export type StudentEmailInput = v.InferInput<ReturnType<typeof studentEmailSchema>>;
export type StudentCodeInput = v.InferInput<ReturnType<typeof studentCodeSchema>>;
export type StudentProfileInput = v.InferInput<ReturnType<typeof studentProfileSchema>>;
export type StudentProfileValues = v.InferOutput<ReturnType<typeof studentProfileSchema>>;

