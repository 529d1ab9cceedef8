// The student calls of spec section 7: a code to the student address, the code confirmed (a new customer's
// register-student/, a subscriber's activate-student/), and the subscription activated with the finished profile.
import type { StudentWay } from '../domain/student/eligibility.ts';
import { call } from './client.ts';
import type { StudentActivationRequest } from './contract.ts';

export type { StudentActivationRequest };

/** Sends a new code to the address; refusals: EMAIL_WRONG, USER_EXIST_ACTIVE, TOO_MANY_ATTEMPTS. */
export async function sendStudentCode(email: string): Promise<void> {
  await call('studentEmail', { body: { email } });
}

/** Confirms the address with its code, by the call of the way; refusals: CODE_WRONG, INVALID_CODE, ARIA_ACTIVE, USER_NOT_EXIST. */
export async function confirmStudentCode(way: StudentWay, email: string, code: string): Promise<void> {
  await call(way === 'new' ? 'registerStudent' : 'activateStudent', { body: { email, code } });
}

/** Saves the profile and starts (or switches to) the student subscription. */
export async function activateStudentSubscription(request: StudentActivationRequest): Promise<void> {
  await call('activateStudentSubscription', { body: request });
}
