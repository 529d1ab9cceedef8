// Joining through someone else: accepting a family or business invitation, and proving one is a student
// (e-mail at a Norwegian university, a code sent to it) to get the student subscription.
import { hasSubscription, NON_PAYING_MARK, STATUS } from '../../../src/domain/subscription/status.ts';
import { osloDate } from '../../../src/domain/time/oslo.ts';
import { fail, requireAccount, type Route } from './context.ts';
import { accountNoOf, personaById, planFor } from './personas.ts';
import { addSubscription, type Invitation, type State, type StoredAccount } from './state.ts';
import { currentSubscription } from './subscription-routes.ts';

function holdsServedTitle(state: State, account: StoredAccount): boolean {
  const stored = currentSubscription(state, account.ariaAccountNo, state.title.titleCode);
  return !!stored && hasSubscription(stored.subscription);
}

/** Family members share the owner's plan without paying; an employee gets the company's plan as a non-payer. */
function join(state: State, invitation: Invitation, member: StoredAccount): boolean {
  const owner = personaById(invitation.ownerId);
  const shared = owner && currentSubscription(state, accountNoOf(owner), state.title.titleCode)?.subscription;
  if (!shared || !hasSubscription(shared)) return false;
  const family = invitation.type === 'family';
  addSubscription(state, member.ariaAccountNo, {
    ariaPlanID: shared.ariaPlanID,
    ariaScheduleID: shared.ariaScheduleID,
    planName: shared.planName,
    planProductType: shared.planProductType,
    eligibleForSharing: !family,
    instStatusCode: family ? STATUS.ACTIVE_NON_BILLABLE : STATUS.ACTIVE,
    subsRetrieveSubscriptionAddInfo: family ? { subscriptionInfo1: '' } : { subscriptionInfo1: 'bedrift:ansatt', subscriptionInfo2: NON_PAYING_MARK },
    startDate: osloDate(new Date()),
    endDate: null,
    pendingPlan: null,
    price: 0,
  });
  return true;
}

/** Invitations still open: family ones are `valid`, business ones `emailSent` (spec section 4). */
const OPEN = ['valid', 'emailSent'];

/**
 * The answer's status: `accepted` (the user now has the shared subscription), `hasSubscription` (they already
 * hold one for the title, nothing changed), `withdrawn` (also when the owner's subscription is gone), or the
 * invitation's own state when it is no longer open: family `used` / `expired`, business `used` once active.
 */
export const verify: Route<'verify'> = {
  access: 'user',
  handle({ state, body, userId }) {
    const invitation = state.invitations.get(body.token);
    if (!invitation || invitation.type !== body.type) fail(404, 'INVITATION_NOT_FOUND', `token: no ${body.type} invitation ${body.token}`);
    if (!OPEN.includes(invitation.status)) return { status: invitation.status === 'active' ? 'used' : invitation.status };
    const member = requireAccount(state, userId);
    if (holdsServedTitle(state, member)) return { status: 'hasSubscription' };
    if (!join(state, invitation, member)) return { status: 'withdrawn' };
    invitation.status = invitation.type === 'family' ? 'used' : 'active';
    return { status: 'accepted' };
  },
};

/** Student addresses at Norwegian universities, e.g. @stud.ntnu.no or @student.uib.no. */
const STUDENT_ADDRESS = /^[^@\s]+@(stud|student)\.([a-z0-9-]+\.)*[a-z0-9-]+\.no$/;

/** The code every student e-mail "receives" here. */
const STUDENT_CODE = '123456';

export const studentEmail: Route<'studentEmail'> = {
  access: 'user',
  handle({ state, body, userId }) {
    const email = body.email.toLowerCase();
    if (!STUDENT_ADDRESS.test(email)) fail(400, 'EMAIL_WRONG', 'email: not a student address at a Norwegian university');
    if (state.students.get(email)?.status === 'active') fail(409, 'USER_EXIST_ACTIVE', 'email: already has a student subscription');
    state.studentCodes.set(email, { code: STUDENT_CODE, userId });
    return { status: 'CODE_SENT' };
  },
};

/** The code sent to this address for this user, used up once it is right. */
function useCode(state: State, userId: string, body: { email: string; code: string }): string {
  const email = body.email.toLowerCase();
  const sent = state.studentCodes.get(email);
  if (!sent || sent.userId !== userId) fail(400, 'INVALID_CODE', 'code: no active code for this address, ask for a new one');
  if (sent.code !== body.code.trim()) fail(400, 'CODE_WRONG', 'code: not the code that was sent');
  state.studentCodes.delete(email);
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
    startDate: osloDate(new Date()),
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
