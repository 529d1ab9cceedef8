// Proving one is a student (e-mail at a Norwegian university, a code sent to it) to get the student subscription.
// (Accepting a family or business invitation is in sharing-routes.ts.)
import { randomInt } from 'node:crypto';
import { STATUS } from '../../../src/domain/subscription/status.ts';
import { osloDate } from '../../../src/domain/time/oslo.ts';
import { requireAccount, type Fail, type Route } from './context.ts';
import { planFor } from './personas.ts';
import { addSubscription, type State, type StoredAccount } from './state.ts';
import { currentSubscription } from './subscription-routes.ts';
import { ADULT_AGE, ageOn, mayBuy } from '../../../src/domain/purchase/age.ts';
import {
  normaliseCode,
  STUDENT_CODE_ATTEMPTS,
  STUDENT_CODE_LENGTH,
  STUDENT_CODE_TTL_MINUTES,
  STUDENT_CODES_PER_WINDOW,
} from '../../../src/domain/student/code.ts';
import { studentBar, type StudentBar, type StudentWay } from '../../../src/domain/student/eligibility.ts';
import { planChangeDate } from '../../../src/domain/subscription/changes.ts';
import { checkBirthdateChange } from './person-routes.ts';
import { accountOfUser } from './state.ts';
import { isStudentAddress } from './student-domains.ts';

/** The student calls speak the student service's codes: a body without what they need, and its own failures. */
const STUDENT_SERVICE = { invalidBody: 'MISSING_PARAMETERS', failure: 'ERROR' } as const;

/** A code is good for a quarter of an hour and three wrong tries (domain/student/code.ts); then the student asks for a new one. */
export const STUDENT_CODE_TTL_MS = STUDENT_CODE_TTL_MINUTES * 60_000;
export { STUDENT_CODE_ATTEMPTS };

/** Codes are per address and user: asking for a code on someone else's pending address takes nothing from them. */
const studentCodeKey = (email: string, userId: string) => `${userId} ${email}`;

/**
 * How many codes went out for this user within a code's lifetime, all addresses together; what is older is
 * forgotten here, so what one user can make the backend e-mail and keep is bounded.
 */
function codesSentLately(state: State, userId: string, now: number): number {
  let count = 0;
  for (const [key, sent] of state.studentCodes) {
    if (sent.userId !== userId) continue;
    sent.sentAt = sent.sentAt.filter((at) => at > now - STUDENT_CODE_TTL_MS);
    // Nothing sent within a lifetime means the code has expired too.
    if (sent.sentAt.length === 0) state.studentCodes.delete(key);
    count += sent.sentAt.length;
  }
  return count;
}

export const studentEmail: Route<'studentEmail'> = {
  access: 'user',
  codes: STUDENT_SERVICE,
  handle({ state, body, userId, fail }) {
    const email = body.email.toLowerCase();
    if (!isStudentAddress(email))
      fail(400, 'EMAIL_WRONG', 'email: not at the student domain of a Norwegian university or university college');
    const verified = state.students.get(email);
    if (verified?.status === 'active' || (verified && verified.userId !== userId))
      fail(409, 'USER_EXIST_ACTIVE', 'email: already verified by a student');
    const now = Date.now();
    if (codesSentLately(state, userId, now) >= STUDENT_CODES_PER_WINDOW) {
      fail(
        429,
        'TOO_MANY_ATTEMPTS',
        `more than ${STUDENT_CODES_PER_WINDOW} codes in ${STUDENT_CODE_TTL_MINUTES} minutes`,
      );
    }
    // Six random digits, "e-mailed" to the address: only whoever reads that mailbox learns them. A new code
    // replaces the one before, with fresh tries.
    const key = studentCodeKey(email, userId);
    const code = String(randomInt(0, 10 ** STUDENT_CODE_LENGTH)).padStart(STUDENT_CODE_LENGTH, '0');
    const sentAt = [...(state.studentCodes.get(key)?.sentAt ?? []), now];
    state.studentCodes.set(key, {
      email,
      userId,
      code,
      expiresAt: now + STUDENT_CODE_TTL_MS,
      attemptsLeft: STUDENT_CODE_ATTEMPTS,
      sentAt,
    });
    state.outbox.push({ to: email, code });
    return { status: 'CODE_SENT' };
  },
};

/** The code sent to this address for this user, used up once it is right, or by the last of its wrong tries. */
function useCode(
  state: State,
  userId: string,
  body: { email: string; code: string },
  fail: Fail<'INVALID_CODE' | 'CODE_WRONG' | 'USER_EXIST_ACTIVE'>,
): string {
  const email = body.email.toLowerCase();
  const key = studentCodeKey(email, userId);
  const sent = state.studentCodes.get(key);
  if (!sent || sent.expiresAt <= Date.now() || sent.attemptsLeft === 0)
    fail(400, 'INVALID_CODE', 'code: no active code for this address, ask for a new one');
  if (sent.code !== normaliseCode(body.code)) {
    sent.attemptsLeft -= 1;
    fail(400, 'CODE_WRONG', `code: not the code that was sent; ${sent.attemptsLeft} tries left`);
  }
  const verified = state.students.get(email);
  if (verified?.status === 'active' || (verified && verified.userId !== userId))
    fail(409, 'USER_EXIST_ACTIVE', 'email: already verified by a student');
  state.studentCodes.delete(key);
  return email;
}

/** Refuses a user who cannot go this way (domain/student/eligibility.ts), before any code is used. */
function checkWay(state: State, account: StoredAccount | undefined, way: StudentWay, fail: Fail<StudentBar>): void {
  const current = account && currentSubscription(state, account.ariaAccountNo, state.title.titleCode);
  const bar = studentBar(way, current?.subscription);
  if (bar === 'ARIA_ACTIVE') fail(409, 'ARIA_ACTIVE', 'Du har allerede et aktivt abonnement');
  if (bar === 'USER_NOT_EXIST') fail(404, 'USER_NOT_EXIST', 'Finner ikke bruker');
}

/**
 * A new customer (the `new` way) confirms the address with its code: it is theirs from now on, and the profile
 * step starts the subscription. Refused before the code is used, so a subscriber can take the same code on.
 */
export const registerStudent: Route<'registerStudent'> = {
  access: 'user',
  codes: STUDENT_SERVICE,
  handle({ state, body, userId, fail }) {
    checkWay(state, accountOfUser(state, userId), 'new', fail);
    state.students.set(useCode(state, userId, body, fail), { userId, status: 'registered' });
    return { status: 'REGISTERED' };
  },
};

/** An existing subscriber (the `switch` way) confirms the address with its code; the profile step then switches the plan. */
export const activateStudent: Route<'activateStudent'> = {
  access: 'user',
  codes: STUDENT_SERVICE,
  handle({ state, body, userId, fail }) {
    checkWay(state, accountOfUser(state, userId), 'switch', fail);
    state.students.set(useCode(state, userId, body, fail), { userId, status: 'registered' });
    return { status: 'VERIFIED' };
  },
};

/**
 * The last step: the finished profile is saved and the student subscription starts today (`new`), or the running
 * subscription changes to the student plan from the first of next month, as any plan change (`switch`). Only with
 * an address this user confirmed with a code; every refusal comes before anything is saved.
 */
export const activateStudentSubscription: Route<'activateStudentSubscription'> = {
  access: 'user',
  codes: STUDENT_SERVICE,
  handle({ state, body, userId, fail }) {
    const { email: typed, way, firstName, lastName, phone, birthdate } = body;
    const email = typed.toLowerCase();
    const verified = state.students.get(email);
    if (verified?.userId !== userId)
      return fail(400, 'INVALID_CODE', 'email: not confirmed by this user with a code; ask for a new one');
    if (verified.status === 'active') fail(409, 'USER_EXIST_ACTIVE', 'email: already holds a student subscription');
    const account = requireAccount(state, userId, fail);
    checkWay(state, account, way, fail);
    const now = state.clock.now();
    checkBirthdateChange(account, birthdate, now, fail);
    if (!mayBuy(ageOn(birthdate, now))) fail(409, 'TOO_YOUNG', `a subscriber must be ${ADULT_AGE} or older`);

    Object.assign(account, { firstName, lastName, phone, birthdate });
    const { price, ...plan } = planFor(state.title.titleCode, 'student');
    if (way === 'new') {
      addSubscription(state, account.ariaAccountNo, {
        ...plan,
        eligibleForSharing: true,
        instStatusCode: STATUS.ACTIVE,
        subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: '' },
        startDate: osloDate(now),
        endDate: null,
        pendingPlan: null,
        price,
      });
    } else {
      // checkWay let a switch through, so a subscription runs.
      const { subscription } = currentSubscription(state, account.ariaAccountNo, state.title.titleCode)!;
      subscription.pendingPlan = {
        ariaPlanID: plan.ariaPlanID,
        planName: plan.planName,
        effectiveDate: planChangeDate(now),
      };
    }
    state.students.set(email, { userId, status: 'active' });
    return { status: way === 'new' ? 'ACTIVATED' : 'SWITCHED' };
  },
};
