// The two invitation forms: one household member's e-mail address, and the admin's pasted list. What they accept is
// what the contract sends (an address normaliseEmail can write in normal form), with the spec's messages.
import * as v from 'valibot';
import { normaliseEmail, splitEmailList } from '../../domain/sharing/email-list.ts';
import { nb } from '../../i18n/nb.ts';
import { nbSharing } from '../../i18n/nb-sharing.ts';

export interface FamilyInviteInput {
  email: string;
}

export const EMPTY_FAMILY_INVITE: FamilyInviteInput = { email: '' };

export const familyInviteSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(nb.form.required(nbSharing.emailLabel)),
    v.check((email) => normaliseEmail(email) !== undefined, nb.form.invalidEmail),
    v.transform((email) => normaliseEmail(email)!),
  ),
});

export interface EmployeeListInput {
  emails: string;
}

export const EMPTY_EMPLOYEE_LIST: EmployeeListInput = { emails: '' };

/** The list is read whole on sending (domain/sharing/email-list.ts); here it only has to hold something. */
export const employeeListSchema = v.object({
  emails: v.pipe(
    v.string(),
    v.check((text) => splitEmailList(text).length > 0, nbSharing.business.emailsRequired),
  ),
});
