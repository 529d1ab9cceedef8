import { describe, expect, it } from 'vitest';
import { subscriptionFacts } from '../../../tests/support/subscription-facts.ts';
import { STATUS } from '../subscription/status.ts';
import { STUDENT_CODE_ATTEMPTS } from './code.ts';
import {
  advance,
  codeTriesLeft,
  flowOf,
  startFlow,
  STUDENT_ERROR_CODES,
  studentRefusal,
  wayOnAfterStop,
  type StudentEvent,
  type StudentFlow,
} from './flow.ts';

const AT = Date.UTC(2026, 10, 23, 9, 0, 0);
const EMAIL = 'jenny@stud.ntnu.no';

const run = (events: StudentEvent[], from: StudentFlow = startFlow('new')) => events.reduce(advance, from);

describe('the step machine', () => {
  it('e-mail → code → profile: the address and when its code went are kept', () => {
    const atCode = run([{ type: 'codeSent', email: EMAIL, at: AT }]);
    expect(atCode).toEqual({ way: 'new', step: 'code', email: EMAIL, codeSentAt: AT, wrongCodes: 0 });
    expect(advance(atCode, { type: 'codeConfirmed' })).toEqual({ ...atCode, step: 'profile' });
  });

  it('wrong codes are counted up to the tries a code has, and a new code gives them back', () => {
    const wrong = Array.from({ length: STUDENT_CODE_ATTEMPTS + 2 }, (): StudentEvent => ({ type: 'codeWrong' }));
    const usedUp = run([{ type: 'codeSent', email: EMAIL, at: AT }, ...wrong]);
    expect(usedUp.wrongCodes).toBe(STUDENT_CODE_ATTEMPTS);
    expect(codeTriesLeft(usedUp)).toBe(0);
    const fresh = advance(usedUp, { type: 'codeSent', email: EMAIL, at: AT + 40_000 });
    expect(fresh).toMatchObject({ step: 'code', codeSentAt: AT + 40_000, wrongCodes: 0 });
    expect(codeTriesLeft(fresh)).toBe(STUDENT_CODE_ATTEMPTS);
  });

  it('a new code asked for on the profile step (the confirmation was lost) leads back to the code', () => {
    const atProfile = run([{ type: 'codeSent', email: EMAIL, at: AT }, { type: 'codeConfirmed' }]);
    expect(advance(atProfile, { type: 'codeSent', email: EMAIL, at: AT + 60_000 })).toMatchObject({
      step: 'code',
      codeSentAt: AT + 60_000,
    });
  });

  it('events that do not belong to the step change nothing', () => {
    const atEmail = startFlow('new');
    expect(advance(atEmail, { type: 'codeConfirmed' })).toBe(atEmail);
    expect(advance(atEmail, { type: 'codeWrong' })).toBe(atEmail);
    const atProfile = run([{ type: 'codeSent', email: EMAIL, at: AT }, { type: 'codeConfirmed' }]);
    expect(advance(atProfile, { type: 'codeWrong' })).toBe(atProfile);
  });

  it('another address: back to the e-mail step with the one typed before, and no wait for it', () => {
    const back = run([{ type: 'codeSent', email: EMAIL, at: AT }, { type: 'codeWrong' }, { type: 'changeEmail' }]);
    expect(back).toEqual({ way: 'new', step: 'email', email: EMAIL, codeSentAt: null, wrongCodes: 0 });
  });

  it('to the other way at the same step and address; a restart forgets everything but the way', () => {
    const atCode = run([{ type: 'codeSent', email: EMAIL, at: AT }]);
    expect(advance(atCode, { type: 'switchWay' })).toEqual({ ...atCode, way: 'switch' });
    expect(advance(atCode, { type: 'restart' })).toEqual(startFlow('new'));
  });
});

describe('what the tab kept is believed only if it is a flow of this way', () => {
  const good: StudentFlow = { way: 'switch', step: 'code', email: EMAIL, codeSentAt: AT, wrongCodes: 1 };

  it('a good one comes back as it was', () => {
    expect(flowOf(JSON.parse(JSON.stringify(good)), 'switch')).toEqual(good);
    expect(flowOf({ ...good, step: 'email', email: '', codeSentAt: null }, 'switch')).toMatchObject({ step: 'email' });
  });

  it.each([
    ['nothing', null],
    ['not an object', 'code'],
    ['a list', [good]],
    ['the other way', { ...good, way: 'new' }],
    ['an unknown step', { ...good, step: 'done' }],
    ['a code step without an address', { ...good, email: '' }],
    ['an address that is no text', { ...good, email: 42 }],
    ['a send time that is no number', { ...good, codeSentAt: '09:00' }],
    ['a send time of Infinity', { ...good, codeSentAt: Number.POSITIVE_INFINITY }],
    ['too many wrong codes', { ...good, wrongCodes: STUDENT_CODE_ATTEMPTS + 1 }],
    ['a negative count', { ...good, wrongCodes: -1 }],
    ['a fraction', { ...good, wrongCodes: 0.5 }],
  ])('%s starts over', (_, stored) => {
    expect(flowOf(stored, 'switch')).toEqual(startFlow('switch'));
  });
});

describe('where each refusal belongs, per step', () => {
  // [code, e-mail step, code step, profile step]; '-' is no refusal of that step (a failed request).
  const table: [string, string, string, string][] = [
    ['EMAIL_WRONG', 'field:email', '-', '-'],
    ['USER_EXIST_ACTIVE', 'field:email', 'stop', 'stop'],
    ['CODE_WRONG', '-', 'field:code', '-'],
    ['INVALID_CODE', '-', 'newCode', 'newCode'],
    ['ARIA_ACTIVE', 'stop', 'stop', 'stop'],
    ['USER_NOT_EXIST', 'stop', 'stop', 'stop'],
    ['MISSING_PARAMETERS', 'stop', 'stop', 'stop'],
    ['ERROR', '-', '-', '-'],
    ['TOO_MANY_ATTEMPTS', 'wait', 'wait', 'wait'],
    ['INVALID_BIRTHDATE', '-', '-', 'field:birthdate'],
    ['BIRTHDATE_LOCKED', '-', '-', 'field:birthdate'],
    ['TOO_YOUNG', '-', '-', 'field:birthdate'],
    ['FAULT_500', '-', '-', '-'],
    ['HTTP_502', '-', '-', '-'],
  ];
  const placed = (code: string, step: 'email' | 'code' | 'profile') => {
    const refusal = studentRefusal(code, step);
    if (!refusal) return '-';
    return refusal.kind === 'field' ? `field:${refusal.field}` : refusal.kind;
  };

  it('covers every student code of spec section 8', () => {
    expect(STUDENT_ERROR_CODES.filter((code) => !table.some(([row]) => row === code))).toEqual([]);
  });

  it.each(table)('%s: e-mail %s, code %s, profile %s', (code, email, codeStep, profile) => {
    expect([placed(code, 'email'), placed(code, 'code'), placed(code, 'profile')]).toEqual([email, codeStep, profile]);
  });
});

describe('the way on after a stop', () => {
  const digital = subscriptionFacts();
  const student = subscriptionFacts({ ariaPlanID: 'ADR-C-STUDENT-DIGITAL' });
  const cancelling = subscriptionFacts({ instStatusCode: STATUS.PENDING_CANCELLATION });

  it.each([
    ['a subscriber on the new way switches', 'ARIA_ACTIVE', 'new', digital, 'otherWay'],
    ['a student on the new way has it already', 'ARIA_ACTIVE', 'new', student, 'home'],
    ['a cancellation running out cannot switch', 'ARIA_ACTIVE', 'new', cancelling, 'home'],
    ['a student on the switch way has it already', 'ARIA_ACTIVE', 'switch', student, 'home'],
    ['someone without a subscription on the switch way starts one', 'USER_NOT_EXIST', 'switch', null, 'otherWay'],
    ['the address taken meanwhile: start again', 'USER_EXIST_ACTIVE', 'new', null, 'restart'],
    ['an incomplete request: start again', 'MISSING_PARAMETERS', 'switch', digital, 'restart'],
  ] as const)('%s', (_, code, way, subscription, wayOn) => {
    expect(wayOnAfterStop(code, way, subscription)).toBe(wayOn);
  });
});
