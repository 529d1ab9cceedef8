// The two invitation forms: one household member's e-mail address, and the admin's pasted list. What they accept is
// what the contract sends (an address normaliseEmail can write in normal form), with the spec's messages, passed in
// from src/i18n (sharingFormWords).
import * as v from 'valibot';
import { normaliseEmail, splitEmailList } from './email-list.ts';

export interface InviteFormMessages {
  emailRequired: string;
  invalidEmail: string;
  emailsRequired: string;
}

export interface FamilyInviteInput {
  email: string;
}

export const EMPTY_FAMILY_INVITE: FamilyInviteInput = { email: '' };

/** The one place a typed address becomes the one sent: trimmed and normalised (normaliseEmail). */
export const familyInviteSchema = (messages: InviteFormMessages) =>
  v.object({
    email: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(messages.emailRequired),
      v.check((email) => normaliseEmail(email) !== undefined, messages.invalidEmail),
      v.transform((email) => normaliseEmail(email)!),
    ),
  });

/** What the family invitation sends (the store takes it as it is). */
export type FamilyInviteOutput = v.InferOutput<ReturnType<typeof familyInviteSchema>>;

export interface EmployeeListInput {
  emails: string;
}

export const EMPTY_EMPLOYEE_LIST: EmployeeListInput = { emails: '' };

/** The list is read whole on sending (email-list.ts); here it only has to hold something. */
export const employeeListSchema = (messages: InviteFormMessages) =>
  v.object({
    emails: v.pipe(
      v.string(),
      v.check((text) => splitEmailList(text).length > 0, messages.emailsRequired),
    ),
  });
