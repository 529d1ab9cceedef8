// The student store against the reference backend over real HTTP, as the signed-in persona's browser would call
// it: each way from the e-mail to the activated subscription, the bars, every refusal where it belongs, a reload in
// the middle (the flow kept for the tab), and every fault on every call ending in something the page can show.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi, TITLE_CODE } from '../../../tests/support/backend.ts';
import { pagePerFile } from '../../../tests/support/browser.ts';
import { FAULTS, meeting } from '../../../tests/support/faults.ts';
import { MemoryStorage } from '../../../tests/support/memory-storage.ts';

const page = pagePerFile();
let account: typeof import('../person/account.ts');
let subscription: typeof import('../subscription/subscription.ts');
let student: typeof import('./student.ts');
let storage: MemoryStorage;

beforeAll(async () => {
  account = await import('../person/account.ts');
  subscription = await import('../subscription/subscription.ts');
  student = await import('./student.ts');
});

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('sessionStorage', storage);
  newPage();
});

/** What a new page load starts from: nothing loaded, every request idle; the tab's session storage stays. */
function newPage() {
  account.clearAccount();
  subscription.clearSubscription();
  for (const submission of [
    student.$studentEmail,
    student.$studentResend,
    student.$studentCode,
    student.$studentActivation,
  ])
    submission.reset();
  student.$studentPage.clear();
}

async function codeSentTo(email: string): Promise<string> {
  const { outbox } = (await (await fetch(`${page.base}/__test/state`)).json()) as {
    outbox: { to: string; code: string }[];
  };
  return outbox.filter((mail) => mail.to === email).at(-1)!.code;
}

const flow = () => {
  const shown = student.$studentPage.get();
  if (shown.status !== 'ready') throw new Error(`not ready: ${JSON.stringify(shown)}`);
  return shown.flow;
};

const PROFILE = { firstName: 'Jenny', lastName: 'Vik', phone: '41234541', birthdate: '2005-03-14' };
const EMAIL = 'jenny.vik@stud.ntnu.no';

async function start(personaId: string, way: 'new' | 'switch') {
  const session = await page.signIn(personaId);
  await student.$studentPage.load({ way: way, userId: session.userId, titleCode: TITLE_CODE });
  return session;
}

describe('the new way, from the e-mail to the subscription', () => {
  it('creates the account on a first visit, counts a wrong code, survives a reload, and activates', async () => {
    const { userId } = await start('new-student', 'new');
    expect(student.$studentPage.get()).toMatchObject({
      status: 'ready',
      way: 'new',
      account: { spidId: userId, phone: '', birthdate: null },
      subscription: null,
    });
    expect(flow()).toEqual({ way: 'new', step: 'email', email: '', codeSentAt: null, wrongCodes: 0 });

    const before = Date.now();
    expect(await student.$studentEmail.submit({ email: EMAIL })).toMatchObject({ status: 'done' });
    expect(flow()).toMatchObject({ step: 'code', email: EMAIL });
    expect(flow().codeSentAt).toBeGreaterThanOrEqual(before);

    const code = await codeSentTo(EMAIL);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await student.$studentCode.submit({ code: wrong })).toEqual({
      status: 'refused',
      code: 'CODE_WRONG',
      field: 'code',
    });
    expect(flow().wrongCodes).toBe(1);

    // A reload: a new page in the same tab finds the step, the address and the count where they were.
    newPage();
    await student.$studentPage.load({ way: 'new', userId: userId, titleCode: TITLE_CODE });
    expect(flow()).toMatchObject({ step: 'code', email: EMAIL, wrongCodes: 1 });

    expect(await student.$studentCode.submit({ code: `${code.slice(0, 3)} ${code.slice(3)}` })).toMatchObject({
      status: 'done',
    });
    expect(flow()).toMatchObject({ step: 'profile', email: EMAIL });
    expect(await student.$studentActivation.submit(PROFILE)).toEqual({ status: 'done', result: 'new' });
    expect(storage.getItem('minside.student')).toBeNull();
    expect(await subscription.reloadSubscription(account.$account.get()!.ariaAccountNo, TITLE_CODE)).toMatchObject({
      ariaPlanID: 'ADR-C-STUDENT-DIGITAL',
      instStatusCode: 1,
    });
  });

  it('a new code after the wait replaces the last one and gives the tries back', async () => {
    await start('no-subscription', 'new');
    await student.$studentEmail.submit({ email: 'lars@stud.ntnu.no' });
    const first = await codeSentTo('lars@stud.ntnu.no');
    await student.$studentCode.submit({ code: first === '000000' ? '000001' : '000000' });
    expect(await student.$studentResend.submit(undefined)).toMatchObject({ status: 'done' });
    expect(flow()).toMatchObject({ step: 'code', wrongCodes: 0 });
    expect(student.$studentCode.get()).toEqual({ status: 'idle' });
    const second = await codeSentTo('lars@stud.ntnu.no');
    if (second !== first)
      expect(await student.$studentCode.submit({ code: first })).toMatchObject({
        status: 'refused',
        code: 'CODE_WRONG',
      });
    expect(await student.$studentCode.submit({ code: second })).toMatchObject({ status: 'done' });
  });
});

describe('the switch, and the bars before anything is sent', () => {
  it('a subscriber switches: the code goes to activate-student/, the plan changes from next month', async () => {
    await start('switching-student', 'switch');
    await student.$studentEmail.submit({ email: 'ole@student.uib.no' });
    await student.$studentCode.submit({ code: await codeSentTo('ole@student.uib.no') });
    expect(
      await student.$studentActivation.submit({
        ...PROFILE,
        firstName: 'Ole',
        lastName: 'Brekke',
        birthdate: account.$account.get()!.birthdate!,
      }),
    ).toEqual({
      status: 'done',
      result: 'switch',
    });
    expect(
      (await subscription.reloadSubscription(account.$account.get()!.ariaAccountNo, TITLE_CODE))?.pendingPlan,
    ).toMatchObject({ ariaPlanID: 'ADR-C-STUDENT-DIGITAL' });
  });

  it.each([
    ['switching-student', 'new', 'ARIA_ACTIVE', 'otherWay'],
    ['student', 'new', 'ARIA_ACTIVE', 'home'],
    ['student', 'switch', 'ARIA_ACTIVE', 'home'],
    ['no-subscription', 'switch', 'USER_NOT_EXIST', 'otherWay'],
    ['business-employee', 'switch', 'ARIA_ACTIVE', 'home'],
  ] as const)('%s on the %s way stops at once: %s, on to %s', async (personaId, way, code, wayOn) => {
    await start(personaId, way);
    expect(student.$studentPage.get()).toMatchObject({ status: 'stopped', code, wayOn, way });
  });

  it('going on to the other way takes the flow along at its step', async () => {
    storage.setItem(
      'minside.student',
      JSON.stringify({ way: 'new', step: 'code', email: 'ole@stud.ntnu.no', codeSentAt: 1, wrongCodes: 0 }),
    );
    const { userId } = await start('switching-student', 'new');
    student.carryToOtherWay();
    newPage();
    await student.$studentPage.load({ way: 'switch', userId: userId, titleCode: TITLE_CODE });
    expect(flow()).toMatchObject({ way: 'switch', step: 'code', email: 'ole@stud.ntnu.no' });
  });
});

describe('refusals the backend gives during the flow', () => {
  it('EMAIL_WRONG and USER_EXIST_ACTIVE at the address; the step stays', async () => {
    await start('no-subscription', 'new');
    expect(await student.$studentEmail.submit({ email: 'lars@example.com' })).toEqual({
      status: 'refused',
      code: 'EMAIL_WRONG',
      field: 'email',
    });
    expect(await student.$studentEmail.submit({ email: 'sara.lie@stud.ntnu.no' })).toEqual({
      status: 'refused',
      code: 'USER_EXIST_ACTIVE',
      field: 'email',
    });
    expect(flow().step).toBe('email');
  });

  it('ARIA_ACTIVE when a subscription started meanwhile (another tab): the page stops, the subscription asked for again', async () => {
    const { cookie } = await start('no-subscription', 'new');
    await student.$studentEmail.submit({ email: 'lars@stud.ntnu.no' });
    // Another tab of the same browser goes all the way with another address.
    await callApi(page.base, 'studentEmail', { body: { email: 'lars@student.uib.no' }, cookie });
    await callApi(page.base, 'registerStudent', {
      body: { email: 'lars@student.uib.no', code: await codeSentTo('lars@student.uib.no') },
      cookie,
    });
    const lars = { ...PROFILE, firstName: 'Lars', lastName: 'Johansen', birthdate: '1988-03-14' };
    expect(
      await callApi(page.base, 'activateStudentSubscription', {
        body: { email: 'lars@student.uib.no', way: 'new', ...lars },
        cookie,
      }),
    ).toMatchObject({ status: 200 });

    expect(await student.$studentCode.submit({ code: await codeSentTo('lars@stud.ntnu.no') })).toEqual({
      status: 'refused',
      code: 'ARIA_ACTIVE',
    });
    expect(student.$studentPage.get()).toMatchObject({
      status: 'stopped',
      code: 'ARIA_ACTIVE',
      wayOn: 'home',
      subscription: { ariaPlanID: 'ADR-C-STUDENT-DIGITAL' },
    });
  });

  it('INVALID_CODE on the profile step (the confirmation is gone): a new code leads back to the code step', async () => {
    storage.setItem(
      'minside.student',
      JSON.stringify({ way: 'new', step: 'profile', email: 'lars@stud.ntnu.no', codeSentAt: 1, wrongCodes: 0 }),
    );
    await start('no-subscription', 'new');
    expect(await student.$studentActivation.submit({ ...PROFILE, birthdate: '1988-03-14' })).toEqual({
      status: 'refused',
      code: 'INVALID_CODE',
    });
    expect(await student.$studentResend.submit(undefined)).toMatchObject({ status: 'done' });
    expect(flow()).toMatchObject({ step: 'code', email: 'lars@stud.ntnu.no' });
    expect(student.$studentActivation.get()).toEqual({ status: 'idle' });
  });

  it('TOO_YOUNG at the birthdate; nothing is saved', async () => {
    await start('new-student', 'new');
    await student.$studentEmail.submit({ email: EMAIL });
    await student.$studentCode.submit({ code: await codeSentTo(EMAIL) });
    expect(await student.$studentActivation.submit({ ...PROFILE, birthdate: '2015-01-01' })).toEqual({
      status: 'refused',
      code: 'INVALID_BIRTHDATE',
      field: 'birthdate',
    });
    expect(await student.$studentActivation.submit({ ...PROFILE, birthdate: '2010-01-01' })).toEqual({
      status: 'refused',
      code: 'TOO_YOUNG',
      field: 'birthdate',
    });
    expect(flow().step).toBe('profile');
  });

  it('MISSING_PARAMETERS stops with a restart, which begins at the e-mail again', async () => {
    await start('new-student', 'new');
    await student.$studentEmail.submit({ email: EMAIL });
    await student.$studentCode.submit({ code: await codeSentTo(EMAIL) });
    // What an older page would send to a backend that now needs the phone.
    expect(await student.$studentActivation.submit({ ...PROFILE, phone: '' })).toEqual({
      status: 'refused',
      code: 'MISSING_PARAMETERS',
    });
    expect(student.$studentPage.get()).toMatchObject({
      status: 'stopped',
      code: 'MISSING_PARAMETERS',
      wayOn: 'restart',
    });
    student.restartStudent();
    expect(flow()).toEqual({ way: 'new', step: 'email', email: '', codeSentAt: null, wrongCodes: 0 });
  });

  it('TOO_MANY_ATTEMPTS after five codes is said for the form, with nothing to retry', async () => {
    await start('no-subscription', 'new');
    await student.$studentEmail.submit({ email: 'lars@stud.ntnu.no' });
    for (let sent = 1; sent < 5; sent++)
      expect(await student.$studentResend.submit(undefined)).toMatchObject({ status: 'done' });
    expect(await student.$studentResend.submit(undefined)).toEqual({ status: 'refused', code: 'TOO_MANY_ATTEMPTS' });
  });
});

describe('faults on every call', () => {
  /** Each call with the persona, way and step that make it, and the request that sends it. */
  const REQUESTS = {
    studentEmail: {
      persona: 'new-student',
      way: 'new',
      step: 'email',
      send: () => student.$studentEmail.submit({ email: EMAIL }),
    },
    registerStudent: {
      persona: 'new-student',
      way: 'new',
      step: 'code',
      send: () => student.$studentCode.submit({ code: '123456' }),
    },
    activateStudent: {
      persona: 'switching-student',
      way: 'switch',
      step: 'code',
      send: () => student.$studentCode.submit({ code: '123456' }),
    },
    activateStudentSubscription: {
      persona: 'new-student',
      way: 'new',
      step: 'profile',
      send: () => student.$studentActivation.submit(PROFILE),
    },
  } as const;

  for (const [call, request] of Object.entries(REQUESTS)) {
    it.each(FAULTS)(
      `${call} meeting %s ends failed (or on the way to login), at the step where it was`,
      async (name, kind) => {
        const storedFlow = {
          way: request.way,
          step: request.step,
          email: EMAIL,
          codeSentAt: request.step === 'email' ? null : 1,
          wrongCodes: 0,
        };
        if (request.step !== 'email') storage.setItem('minside.student', JSON.stringify(storedFlow));
        await start(request.persona, request.way);
        await page.fault({ call, ...kind, times: 1 });
        const outcome: unknown = await meeting<unknown>(kind, request.send);
        if (name === '401' || name === '406') expect(outcome).toEqual({ status: 'pending' });
        else
          expect(outcome).toMatchObject({
            status: 'failed',
            failure: { code: name === '500' ? 'ERROR' : expect.any(String) },
          });
        expect(flow().step).toBe(request.step);
      },
    );
  }

  it('the store retries with the same values: the code arrives after a failure', async () => {
    await start('new-student', 'new');
    await page.fault({ call: 'studentEmail', kind: 'status', status: 500, times: 1 });
    expect(await student.$studentEmail.submit({ email: EMAIL })).toMatchObject({
      status: 'failed',
      failure: { code: 'ERROR' },
      kept: true,
    });
    expect(await student.$studentEmail.retry()).toMatchObject({ status: 'done' });
    expect(flow()).toMatchObject({ step: 'code', email: EMAIL });
  });

  it('the page’s start fails on a failing subscription lookup, and starts on a retry', async () => {
    const session = await page.signIn('no-subscription');
    await page.fault({ call: 'getSubscription', kind: 'status', status: 500, times: 1 });
    await student.$studentPage.load({ way: 'new', userId: session.userId, titleCode: TITLE_CODE });
    expect(student.$studentPage.get()).toMatchObject({ status: 'failed', failure: { kind: 'other' } });
    await student.$studentPage.load({ way: 'new', userId: session.userId, titleCode: TITLE_CODE });
    expect(student.$studentPage.get()).toMatchObject({ status: 'ready' });
  });
});
