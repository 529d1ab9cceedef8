// Proving one is a student (e-mail at a Norwegian university, a code sent to it) to get the student subscription.
// (Accepting a family or business invitation is in sharing-routes.ts.)
import { randomInt } from 'node:crypto';
import { hasSubscription, STATUS } from '../../../src/domain/subscription/status.ts';
import { osloDate } from '../../../src/domain/time/oslo.ts';
import { fail, requireAccount, type Route } from './context.ts';
import { planFor } from './personas.ts';
import { addSubscription, type State, type StoredAccount } from './state.ts';
import { currentSubscription } from './subscription-routes.ts';

function holdsServedTitle(state: State, account: StoredAccount): boolean {
  const stored = currentSubscription(state, account.ariaAccountNo, state.title.titleCode);
  return !!stored && hasSubscription(stored.subscription);
}

/** Student addresses at Norwegian universities, e.g. @stud.ntnu.no or @student.uib.no. */
const STUDENT_ADDRESS = /^[^@\s]+@(stud|student)\.([a-z0-9-]+\.)*[a-z0-9-]+\.no$/;

/** A code is good for a quarter of an hour and three wrong tries; then the student asks for a new one. */
export const STUDENT_CODE_TTL_MS = 15 * 60_000;
export const STUDENT_CODE_ATTEMPTS = 3;

/** Codes are per address and user: asking for a code on someone else's pending address takes nothing from them. */
const studentCodeKey = (email: string, userId: string) => `${userId} ${email}`;

export const studentEmail: Route<'studentEmail'> = {
  access: 'user',
  handle({ state, body, userId }) {
    const email = body.email.toLowerCase();
    if (!STUDENT_ADDRESS.test(email)) fail(400, 'EMAIL_WRONG', 'email: not a student address at a Norwegian university');
    const verified = state.students.get(email);
    if (verified?.status === 'active' || (verified && verified.userId !== userId)) fail(409, 'USER_EXIST_ACTIVE', 'email: already verified by a student');
    // Six random digits, "e-mailed" to the address: only whoever reads that mailbox learns them.
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    state.studentCodes.set(studentCodeKey(email, userId), { email, userId, code, expiresAt: Date.now() + STUDENT_CODE_TTL_MS, attemptsLeft: STUDENT_CODE_ATTEMPTS });
    state.outbox.push({ to: email, code });
    return { status: 'CODE_SENT' };
  },
};

/** The code sent to this address for this user, used up once it is right (or after too many wrong tries). */
function useCode(state: State, userId: string, body: { email: string; code: string }): string {
  const email = body.email.toLowerCase();
  const key = studentCodeKey(email, userId);
  const sent = state.studentCodes.get(key);
  if (!sent || sent.expiresAt <= Date.now()) {
    state.studentCodes.delete(key);
    fail(400, 'INVALID_CODE', 'code: no active code for this address, ask for a new one');
  }
  if (sent.code !== body.code.trim()) {
    if (--sent.attemptsLeft === 0) state.studentCodes.delete(key);
    fail(400, 'CODE_WRONG', 'code: not the code that was sent');
  }
  const verified = state.students.get(email);
  if (verified && verified.userId !== userId) fail(409, 'USER_EXIST_ACTIVE', 'email: already verified by another user');
  state.studentCodes.delete(key);
  return email;
}

/** Checked before the code is used, so a refusal leaves the code for another try. */
function startStudentSubscription(state: State, userId: string, body: { email: string; code: string }): { status: string } {
  const account = requireAccount(state, userId);
  if (holdsServedTitle(state, account)) fail(409, 'ARIA_ACTIVE', 'Du har allerede et aktivt abonnement');
  const email = useCode(state, userId, body);
  const { price, ...plan } = planFor(state.title.titleCode, 'student');
  addSubscription(state, account.ariaAccountNo, {
    ...plan,
    eligibleForSharing: true,
    instStatusCode: STATUS.ACTIVE,
    subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: '' },
    startDate: osloDate(state.clock.now()),
    endDate: null,
    pendingPlan: null,
    price,
  });
  state.students.set(email, { userId, status: 'active' });
  return { status: 'ACTIVATED' };
}

/** Confirms the address only: the user is a verified student and can order later. */
export const registerStudent: Route<'registerStudent'> = {
  access: 'user',
  handle({ state, body, userId }) {
    const email = useCode(state, userId, body);
    state.students.set(email, { userId, status: 'registered' });
    return { status: 'REGISTERED' };
  },
};

/** A registered student confirms with a fresh code and gets the subscription. */
export const activateStudent: Route<'activateStudent'> = {
  access: 'user',
  handle({ state, body, userId }) {
    const email = body.email.toLowerCase();
    if (state.students.get(email)?.userId !== userId) fail(404, 'USER_NOT_EXIST', 'Finner ikke bruker');
    return startStudentSubscription(state, userId, body);
  },
};

/** Address and subscription in one step. */
export const activateStudentSubscription: Route<'activateStudentSubscription'> = {
  access: 'user',
  handle: ({ state, body, userId }) => startStudentSubscription(state, userId, body),
};
