// Student verification, /student-verifisering (a new customer) and /student-verifisering2 (a subscriber switching):
// whether the user may go the page's way, the steps kept for the tab, and the four requests (a code, a new code,
// the code confirmed, the subscription activated). A refusal that ends the way stops the page with the reason and
// the way on; every other refusal is said where it belongs (domain/student/flow.ts).
import { activateStudentSubscription, confirmStudentCode, sendStudentCode } from '../../api/student.ts';
import { normaliseCode } from '../../domain/student/code.ts';
import { studentBar, type StudentWay } from '../../domain/student/eligibility.ts';
import {
  advance,
  flowOf,
  isStopCode,
  startFlow,
  studentRefusal,
  wayOnAfterStop,
  type StopCode,
  type StudentEvent,
  type StudentFlow,
  type StudentStep,
} from '../../domain/student/flow.ts';
import { loadAccount, type Account } from '../person/account.ts';
import { readStored, removeStored, writeStored } from '../kit/browser-storage.ts';
import { createLoad, type LoadState } from '../kit/load.ts';
import { refusalsOf } from '../kit/refusals.ts';
import { refusalCodeOf } from '../kit/request-failure.ts';
import { createSubmission } from '../kit/submission.ts';
import { loadSubscription, reloadSubscription, type Subscription } from '../subscription/subscription.ts';

export type { StudentFlow, StudentStep, StudentWay };

/** What the user has and may do, as the page began and as each answer since has shown. */
interface Standing {
  way: StudentWay;
  titleCode: string;
  account: Account;
  subscription: Subscription | null;
}

const standingOf = ({ way, titleCode, account, subscription }: Standing): Standing => ({
  way,
  titleCode,
  account,
  subscription,
});

type StudentAnswer =
  /** This way cannot go on: `code` says why (spec section 8), `wayOn` where to go instead. */
  | ({ status: 'stopped'; code: StopCode; wayOn: 'otherWay' | 'home' | 'restart' } & Standing)
  | ({ status: 'ready'; flow: StudentFlow } & Standing);
export type StudentPage = LoadState<StudentAnswer>;

/**
 * The page (`load({ way, userId, titleCode })`): the account (created on a first visit: the guard of an `auth`
 * route loads none) and the subscription, then the way's bar or the kept flow; each step's answer replaces it.
 */
export const $studentPage = createLoad({
  fetch: async ({
    way,
    userId,
    titleCode,
  }: {
    way: StudentWay;
    userId: string;
    titleCode: string;
  }): Promise<StudentAnswer> => {
    const account = await loadAccount(userId, titleCode);
    const subscription = await loadSubscription(account.ariaAccountNo, titleCode);
    const bar = studentBar(way, subscription);
    const standing = { way, titleCode, account, subscription };
    if (bar) return { status: 'stopped', code: bar, wayOn: wayOnAfterStop(bar, way, subscription), ...standing };
    const flow = flowOf(keptFlow(), way);
    keepFlow(flow);
    return { status: 'ready', flow, ...standing };
  },
});

/**
 * The tab's flow: one key for both ways, so going on to the other way carries the step and the address over.
 * Nothing readable starts over, which flowOf does; storage that refuses keeps it on this page only.
 */
function keptFlow(): unknown {
  return readStored('studentFlow');
}

function keepFlow(flow: StudentFlow | undefined): void {
  if (flow) writeStored('studentFlow', flow);
  else removeStored('studentFlow');
}

function ready(): Extract<StudentPage, { status: 'ready' }> {
  const page = $studentPage.get();
  if (page.status !== 'ready') throw new Error('The student flow has not started');
  return page;
}

function move(event: StudentEvent): void {
  const page = $studentPage.get();
  if (page.status !== 'ready') return;
  const flow = advance(page.flow, event);
  keepFlow(flow);
  $studentPage.replace({ ...page, flow });
}

/** The page stops with the reason; the way on depends on what runs now, so the subscription is asked for again. */
async function stop(code: StopCode): Promise<void> {
  const standing = standingOf(ready());
  const subscription = await reloadSubscription(standing.account.ariaAccountNo, standing.titleCode).catch(
    () => standing.subscription,
  );
  $studentPage.replace({
    status: 'stopped',
    code,
    wayOn: wayOnAfterStop(code, standing.way, subscription),
    ...standing,
    subscription,
  });
}

/** Runs a request of `step`; what its refusal changes in the flow (a wrong code counted, a stop) happens here. */
async function asking<T>(step: StudentStep, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    const code = refusalCodeOf(error);
    const refusal = code === undefined ? undefined : studentRefusal(code, step);
    if (refusal?.kind === 'field' && refusal.field === 'code') move({ type: 'codeWrong' });
    if (code !== undefined && refusal?.kind === 'stop' && isStopCode(code)) await stop(code);
    throw error;
  }
}

type StudentField = 'email' | 'code' | 'birthdate';

/**
 * The places of a step's refusals: at the field they concern, else for the form. The flow's table
 * (domain/student/flow.ts) says what each does to the flow; a place that disagrees with it fails when the module loads.
 */
function placedAt<Code extends string>(
  step: StudentStep,
  places: Record<Code, StudentField | 'form'>,
): Record<Code, StudentField | 'form'> {
  for (const [code, place] of Object.entries<StudentField | 'form'>(places)) {
    const refusal = studentRefusal(code, step);
    if (!refusal || place !== (refusal.kind === 'field' ? refusal.field : 'form'))
      throw new Error(`The ${step} step does not place ${code} at ${place}`);
  }
  return places;
}

/** The stops every confirming step shares: the page the stop puts in the step's place says them. */
const STOPS = { ARIA_ACTIVE: 'form', USER_NOT_EXIST: 'form', MISSING_PARAMETERS: 'form' } as const;

/** The first code, to the address typed; kept for the tab until answered. */
export const $studentEmail = createSubmission(
  ({ email }: { email: string }) =>
    asking('email', async () => {
      await sendStudentCode(email);
      move({ type: 'codeSent', email, at: Date.now() });
    }),
  {
    refusals: refusalsOf(
      'studentEmail',
      placedAt('email', {
        EMAIL_WRONG: 'email',
        USER_EXIST_ACTIVE: 'email',
        TOO_MANY_ATTEMPTS: 'form',
        MISSING_PARAMETERS: 'form',
      }),
    ),
    keep: 'studentEmail',
  },
);

/** Another code to the same address: a button, so nothing typed is kept. */
export const $studentResend = createSubmission(
  () =>
    asking('code', async () => {
      const { email } = ready().flow;
      await sendStudentCode(email);
      move({ type: 'codeSent', email, at: Date.now() });
      // What was said about the last code belongs to a code that no longer works.
      $studentCode.reset();
      $studentActivation.reset();
    }),
  {
    refusals: refusalsOf(
      'studentEmail',
      placedAt('code', { USER_EXIST_ACTIVE: 'form', TOO_MANY_ATTEMPTS: 'form', MISSING_PARAMETERS: 'form' }),
    ),
  },
);

/** The code typed, confirmed by the way's call. The code is not kept: it is short, and it is the proof. */
export const $studentCode = createSubmission(
  ({ code }: { code: string }) =>
    asking('code', async () => {
      const { way, flow } = ready();
      await confirmStudentCode(way, flow.email, normaliseCode(code));
      move({ type: 'codeConfirmed' });
      $studentResend.reset();
    }),
  {
    refusals: refusalsOf(
      ['registerStudent', 'activateStudent'],
      placedAt('code', { CODE_WRONG: 'code', INVALID_CODE: 'form', USER_EXIST_ACTIVE: 'form', ...STOPS }),
    ),
  },
);

export interface StudentProfile {
  firstName: string;
  lastName: string;
  /** The 8 digits. */
  phone: string;
  /** ISO. */
  birthdate: string;
}

/** The finished profile with the confirmed address: the subscription starts (or the switch is made); answers the way. */
export const $studentActivation = createSubmission(
  (profile: StudentProfile) =>
    asking('profile', async () => {
      const { way, flow } = ready();
      await activateStudentSubscription({ email: flow.email, way, ...profile });
      keepFlow(undefined);
      return way;
    }),
  {
    refusals: refusalsOf(
      'activateStudentSubscription',
      placedAt('profile', {
        INVALID_BIRTHDATE: 'birthdate',
        BIRTHDATE_LOCKED: 'birthdate',
        TOO_YOUNG: 'birthdate',
        INVALID_CODE: 'form',
        USER_EXIST_ACTIVE: 'form',
        ...STOPS,
      }),
    ),
    keep: 'studentProfile',
  },
);

const SUBMISSIONS = [$studentEmail, $studentResend, $studentCode, $studentActivation];

/** Back to the e-mail step with the address typed before, to correct it or use another. */
export function changeStudentEmail(): void {
  for (const submission of SUBMISSIONS) submission.reset();
  move({ type: 'changeEmail' });
}

/** After a stop that ends this try (the address taken meanwhile, an incomplete request): the e-mail step again. */
export function restartStudent(): void {
  const page = $studentPage.get();
  if (page.status !== 'stopped') return;
  for (const submission of SUBMISSIONS) submission.reset();
  const standing = standingOf(page);
  const flow = startFlow(page.way);
  keepFlow(flow);
  $studentPage.replace({ status: 'ready', flow, ...standing });
}

/**
 * Before going on to the other way's page: the flow goes along at its step with its address, so a subscriber who
 * began as new types the same code there (a refusal never uses a code up).
 */
export function carryToOtherWay(): void {
  const kept = $studentPage.get();
  if (kept.status !== 'stopped') return;
  const flow = flowOf(keptFlow(), kept.way);
  keepFlow(advance(flow, { type: 'switchWay' }));
}
