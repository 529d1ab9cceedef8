// The three forms of student verification: the student e-mail, the code, and the profile that activates the
// subscription. Built from the person fields (../person/person-form.ts), so names, phone and birthdate say what they
// say on /endre-profil; the limits are the contract's, and the age rule is every purchase's (at least 18). The words
// (studentFormWords in src/i18n) are passed in.
import * as v from 'valibot';
import { ageOn, mayBuy } from '../purchase/age.ts';
import { isCalendarDate } from '../person/fields.ts';
import { birthdateField, emailField, nameField, phoneField, type PersonFieldMessages } from '../person/person-form.ts';
import { isCodeShaped } from './code.ts';

export interface StudentFormMessages extends PersonFieldMessages {
  codeRequired: string;
  codeNotShaped: string;
  /** Under 18: the same words as the backend's refusal. */
  tooYoung: string;
}

/** Any well-formed address: which domains are a student's is the backend's list (EMAIL_WRONG otherwise). */
export const studentEmailSchema = (messages: StudentFormMessages) => v.object({ email: emailField(messages) });

export const studentCodeSchema = (messages: StudentFormMessages) =>
  v.object({
    code: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(messages.codeRequired),
      v.check(isCodeShaped, messages.codeNotShaped),
    ),
  });

/**
 * Required here (a subscription needs it), with the profile's rules (not removed nor moved across an age limit
 * when one is stored) and at least 18. The age check reads only a real ISO date, so it stays quiet while the
 * field shows an earlier problem.
 */
function studentBirthdate(messages: StudentFormMessages, today: string, stored: string | null) {
  const now = new Date(`${today}T12:00:00Z`);
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(messages.required(messages.birthdate)),
    birthdateField(messages, today, stored),
    v.check((iso) => iso === null || !isCalendarDate(iso) || mayBuy(ageOn(iso, now)), messages.tooYoung),
    v.transform((iso) => iso ?? ''),
  );
}

/** `today` is Oslo's date, ISO; `storedBirthdate` the account's. */
export const studentProfileSchema = (messages: StudentFormMessages, today: string, storedBirthdate: string | null) =>
  v.object({
    firstName: nameField(messages, messages.firstName),
    lastName: nameField(messages, messages.lastName),
    phone: phoneField(messages, { required: true }),
    birthdate: studentBirthdate(messages, today, storedBirthdate),
  });

export type StudentEmailInput = v.InferInput<ReturnType<typeof studentEmailSchema>>;
export type StudentCodeInput = v.InferInput<ReturnType<typeof studentCodeSchema>>;
export type StudentProfileInput = v.InferInput<ReturnType<typeof studentProfileSchema>>;
export type StudentProfileValues = v.InferOutput<ReturnType<typeof studentProfileSchema>>;
