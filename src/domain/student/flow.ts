// The steps of student verification and what moves between them: the student e-mail, the code sent to it, the
// profile that activates the subscription. Kept for the tab (the store writes it to session storage), so the flow
// survives a reload at any step; what storage gives back is checked here before it is believed. Also where each
// refusal of spec section 8 belongs, so every step places a backend code the same way.
import { STUDENT_CODE_ATTEMPTS } from './code.ts';
import { otherWay, STUDENT_BARS, studentBar, type StudentWay } from './eligibility.ts';
import type { SubscriptionFacts } from '../subscription/status.ts';

export const STUDENT_STEPS = ['email', 'code', 'profile'] as const;
export type StudentStep = (typeof STUDENT_STEPS)[number];

export interface StudentFlow {
  way: StudentWay;
  step: StudentStep;
  /** Where the code went; on the e-mail step the address typed before, if any, to show again. */
  email: string;
  /** When the last code was sent (ms since the epoch), for the wait before another; null before the first. */
  codeSentAt: number | null;
  /** Wrong codes typed since the last one was sent, to say how many tries are left. */
  wrongCodes: number;
}

export type StudentEvent =
  /** A code went to `email` (the first, or a new one from the code or profile step): type it next. */
  | { type: 'codeSent'; email: string; at: number }
  | { type: 'codeWrong' }
  /** The code was right: the address is the user's, the profile comes next. */
  | { type: 'codeConfirmed' }
  /** Back to the e-mail step, with the address typed before. */
  | { type: 'changeEmail' }
  /** On to the other way at the same step (a subscriber who began as new, say): the address stays verified. */
  | { type: 'switchWay' }
  | { type: 'restart' };

export const startFlow = (way: StudentWay): StudentFlow => ({
  way,
  step: 'email',
  email: '',
  codeSentAt: null,
  wrongCodes: 0,
});

export function advance(flow: StudentFlow, event: StudentEvent): StudentFlow {
  switch (event.type) {
    case 'codeSent':
      return { ...flow, step: 'code', email: event.email, codeSentAt: event.at, wrongCodes: 0 };
    case 'codeWrong':
      return flow.step === 'code'
        ? { ...flow, wrongCodes: Math.min(flow.wrongCodes + 1, STUDENT_CODE_ATTEMPTS) }
        : flow;
    case 'codeConfirmed':
      return flow.step === 'code' ? { ...flow, step: 'profile', wrongCodes: 0 } : flow;
    case 'changeEmail':
      return { ...flow, step: 'email', codeSentAt: null, wrongCodes: 0 };
    case 'switchWay':
      return { ...flow, way: otherWay(flow.way) };
    case 'restart':
      return startFlow(flow.way);
  }
}

/** Tries left on the code sent last (0: it is used up, ask for a new one). */
export const codeTriesLeft = (flow: StudentFlow) => Math.max(0, STUDENT_CODE_ATTEMPTS - flow.wrongCodes);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The flow kept for this tab, if `stored` is one of this way; anything else (nothing kept, the other way's flow,
 * a broken or tampered value, a code or profile step without an address) starts over at the e-mail step.
 */
export function flowOf(stored: unknown, way: StudentWay): StudentFlow {
  if (!isRecord(stored)) return startFlow(way);
  const { way: storedWay, step, email, codeSentAt, wrongCodes } = stored;
  const valid =
    storedWay === way &&
    STUDENT_STEPS.includes(step as StudentStep) &&
    typeof email === 'string' &&
    (step === 'email' || email !== '') &&
    (codeSentAt === null || (typeof codeSentAt === 'number' && Number.isFinite(codeSentAt))) &&
    typeof wrongCodes === 'number' &&
    Number.isInteger(wrongCodes) &&
    wrongCodes >= 0 &&
    wrongCodes <= STUDENT_CODE_ATTEMPTS;
  return valid ? { way, step: step as StudentStep, email, codeSentAt: codeSentAt, wrongCodes } : startFlow(way);
}

/** The error codes of spec section 8's student list. */
export const STUDENT_ERROR_CODES = [
  'ARIA_ACTIVE',
  'EMAIL_WRONG',
  'USER_EXIST_ACTIVE',
  'ERROR',
  'CODE_WRONG',
  'INVALID_CODE',
  'USER_NOT_EXIST',
  'MISSING_PARAMETERS',
] as const;
export type StudentErrorCode = (typeof STUDENT_ERROR_CODES)[number];

/**
 * Where a refusal is said, which decides what the user does next:
 * - `field`: at that field, to correct it there;
 * - `newCode`: the code is gone (expired, used up, or the confirmation forgotten): ask for a new one;
 * - `wait`: too many codes asked for lately: wait, or call the customer centre;
 * - `stop`: this way cannot go on; the step gives way to the reason and the way on (wayOnAfterStop).
 */
export type StudentRefusal =
  { kind: 'field'; field: 'email' | 'code' | 'birthdate' } | { kind: 'newCode' } | { kind: 'wait' } | { kind: 'stop' };

const STOP: StudentRefusal = { kind: 'stop' };
const EVERY_STEP_STOPS = { email: STOP, code: STOP, profile: STOP };
const AT_BIRTHDATE = { profile: { kind: 'field', field: 'birthdate' } } as const;

const REFUSALS: Record<string, Partial<Record<StudentStep, StudentRefusal>>> = {
  EMAIL_WRONG: { email: { kind: 'field', field: 'email' } },
  // At the e-mail step it is about the address typed; later someone else won the address meanwhile.
  USER_EXIST_ACTIVE: { email: { kind: 'field', field: 'email' }, code: STOP, profile: STOP },
  CODE_WRONG: { code: { kind: 'field', field: 'code' } },
  INVALID_CODE: { code: { kind: 'newCode' }, profile: { kind: 'newCode' } },
  ARIA_ACTIVE: EVERY_STEP_STOPS,
  USER_NOT_EXIST: EVERY_STEP_STOPS,
  MISSING_PARAMETERS: EVERY_STEP_STOPS,
  // Not spec codes: the limit on codes sent, and the birthdate rules every purchase has (at least 18).
  TOO_MANY_ATTEMPTS: { email: { kind: 'wait' }, code: { kind: 'wait' }, profile: { kind: 'wait' } },
  INVALID_BIRTHDATE: AT_BIRTHDATE,
  BIRTHDATE_LOCKED: AT_BIRTHDATE,
  TOO_YOUNG: AT_BIRTHDATE,
};

/** The refusals that stop a way (spec section 8's codes): the page gives way to the reason and the way on. */
export const STOP_CODES = [...STUDENT_BARS, 'USER_EXIST_ACTIVE', 'MISSING_PARAMETERS'] as const;
export type StopCode = (typeof STOP_CODES)[number];
export const isStopCode = (code: string): code is StopCode => (STOP_CODES as readonly string[]).includes(code);

/**
 * Where the backend's `code` belongs when it answers a request of `step`; undefined for a code that is no refusal
 * of that step (ERROR, a fault, anything unknown), which is a failed request with "Prøv igjen" and the customer centre.
 */
export function studentRefusal(code: string, step: StudentStep): StudentRefusal | undefined {
  return REFUSALS[code]?.[step];
}

/**
 * After a stop: on to the other way when the user may take that one (a subscriber who began as new switches; a
 * new customer who began as switching starts one), else Min side; for the rest (the address taken meanwhile, an
 * incomplete request) start again.
 */
export function wayOnAfterStop(
  code: StopCode,
  way: StudentWay,
  subscription: SubscriptionFacts | null | undefined,
): 'otherWay' | 'home' | 'restart' {
  if (!(STUDENT_BARS as readonly string[]).includes(code)) return 'restart';
  return studentBar(otherWay(way), subscription) === undefined ? 'otherWay' : 'home';
}
