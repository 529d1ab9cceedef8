import { beforeEach, describe, expect, it, test } from 'vitest';
import { accountNoOf, personaById } from './personas.ts';
import { callApi, callOk, signIn, type SignedIn, previewPerFile } from '../../../tests/support/backend.ts';

const server = previewPerFile();

function subscriptionReply(personaId: string, cookie: string) {
  return callApi(server.base, 'getSubscription', {
    params: { ariaAccountNo: accountNoOf(personaById(personaId)!), titleCode: 'ADR' },
    cookie,
  });
}

describe('student', () => {
  let lars: SignedIn;

  beforeEach(async () => {
    lars = await signIn(server.base, 'no-subscription');
  });

  type StudentCall = 'studentEmail' | 'registerStudent' | 'activateStudent' | 'activateStudentSubscription';
  const send = (name: StudentCall, body: object, cookie = lars.cookie) => callApi(server.base, name, { body, cookie });

  /** The last code the backend "e-mailed" to the address: what only the mailbox's owner reads. */
  async function codeSentTo(email: string): Promise<string> {
    const { outbox } = (await (await fetch(`${server.base}/__test/state`)).json()) as {
      outbox: { to: string; code: string }[];
    };
    return outbox.filter((mail) => mail.to === email.toLowerCase()).at(-1)?.code ?? 'none sent';
  }

  /** A code to the address, and it confirmed by the way's call. */
  async function confirm(email: string, call: 'registerStudent' | 'activateStudent', cookie = lars.cookie) {
    await send('studentEmail', { email }, cookie);
    return send(call, { email, code: await codeSentTo(email) }, cookie);
  }

  const profile = { firstName: 'Lars', lastName: 'Johansen', phone: '41234502', birthdate: '1988-03-14' };

  test.each([
    ['lars@stud.ntnu.no'],
    ['Lars@Student.UiB.no'],
    ['lars@student.hvl.no'],
    ['lars@stud.inn.no'],
    ['lars@post.uit.no'],
  ])('student-email/ %s → CODE_SENT', async (email) => {
    expect(await send('studentEmail', { email })).toMatchObject({ status: 200, body: { status: 'CODE_SENT' } });
  });

  test.each([
    ['lars@example.com'],
    ['lars@ntnu.no'],
    ['lars@stud.ntnu.se'],
    ['lars@stud.ntnu.no.evil.example'],
    ['lars@x.stud.ntnu.no'],
    ['lars@stud-ntnu.no'],
  ])('student-email/ %s → 400 EMAIL_WRONG', async (email) => {
    expect(await send('studentEmail', { email })).toMatchObject({ status: 400, body: { code: 'EMAIL_WRONG' } });
  });

  it('an address that already has a student subscription → 409 USER_EXIST_ACTIVE', async () => {
    expect(await send('studentEmail', { email: 'sara.lie@stud.ntnu.no' })).toMatchObject({
      status: 409,
      body: { code: 'USER_EXIST_ACTIVE' },
    });
  });

  test.each([
    ['studentEmail', {}],
    ['studentEmail', { email: '' }],
    ['studentEmail', { email: 42 }],
    ['registerStudent', { email: 'lars@stud.ntnu.no' }],
    ['activateStudent', { code: '123456' }],
    ['activateStudentSubscription', { email: 'lars@stud.ntnu.no', way: 'new' }],
    ['activateStudentSubscription', { email: 'lars@stud.ntnu.no', way: 'new', ...profile, phone: '' }],
    ['activateStudentSubscription', { email: 'lars@stud.ntnu.no', way: 'later', ...profile }],
  ] as const)('%s with %j → 400 MISSING_PARAMETERS', async (name, body) => {
    expect(await send(name, body)).toMatchObject({ status: 400, body: { code: 'MISSING_PARAMETERS' } });
  });

  it('a body that is no JSON is MISSING_PARAMETERS too; other calls keep BAD_REQUEST', async () => {
    const post = (path: string) =>
      fetch(`${server.base}/api/${path}`, {
        method: 'POST',
        headers: { cookie: lars.cookie, 'content-type': 'application/json' },
        body: '{',
      });
    expect(await (await post('student-email/')).json()).toMatchObject({ code: 'MISSING_PARAMETERS' });
    expect(await (await post('search-account')).json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('the student calls name their failures ERROR; other calls keep the fault’s code, and a 401 stays a 401', async () => {
    const fault = (call: string, status: number) =>
      fetch(`${server.base}/__test/fault`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ call, kind: 'status', status, times: 1 }),
      });
    await fault('studentEmail', 500);
    expect(await send('studentEmail', { email: 'lars@stud.ntnu.no' })).toMatchObject({
      status: 500,
      body: { code: 'ERROR' },
    });
    await fault('activateStudentSubscription', 503);
    expect(
      await send('activateStudentSubscription', { email: 'lars@stud.ntnu.no', way: 'new', ...profile }),
    ).toMatchObject({ status: 503, body: { code: 'ERROR' } });
    await fault('studentEmail', 401);
    expect(await send('studentEmail', { email: 'lars@stud.ntnu.no' })).toMatchObject({
      status: 401,
      body: { code: 'FAULT_401' },
    });
    await fault('searchAccount', 500);
    expect(
      await callApi(server.base, 'searchAccount', {
        body: { titleCode: 'ADR', query: 'x', postalCode: '7010' },
        cookie: lars.cookie,
      }),
    ).toMatchObject({
      status: 500,
      body: { code: 'FAULT_500' },
    });
  });

  it('new: register-student/ confirms the address, then the profile starts the student subscription today', async () => {
    const email = 'lars@stud.ntnu.no';
    expect(await confirm(email, 'registerStudent')).toMatchObject({ status: 200, body: { status: 'REGISTERED' } });
    expect(await subscriptionReply('no-subscription', lars.cookie)).toMatchObject({ status: 200, body: null });
    expect(
      await send('activateStudentSubscription', { email: 'Lars@Stud.NTNU.no', way: 'new', ...profile }),
    ).toMatchObject({ status: 200, body: { status: 'ACTIVATED' } });
    expect((await subscriptionReply('no-subscription', lars.cookie)).body).toMatchObject({
      ariaPlanID: 'ADR-C-STUDENT-DIGITAL',
      instStatusCode: 1,
      price: 149,
      pendingPlan: null,
    });
    const account = await callOk(server.base, 'getAccount', { params: { spidId: lars.userId }, cookie: lars.cookie });
    expect(account).toMatchObject(profile);
    // The address is used now, by anyone.
    expect(await send('studentEmail', { email })).toMatchObject({ status: 409, body: { code: 'USER_EXIST_ACTIVE' } });
    expect(await send('activateStudentSubscription', { email, way: 'new', ...profile })).toMatchObject({
      status: 409,
      body: { code: 'USER_EXIST_ACTIVE' },
    });
  });

  it('switch: activate-student/ confirms a subscriber’s address; the profile changes the plan from the first of next month', async () => {
    expect(
      (
        await fetch(`${server.base}/__test/clock`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ now: '2026-11-23T10:00:00+01:00' }),
        })
      ).ok,
    ).toBe(true);
    const ole = await signIn(server.base, 'switching-student');
    const email = 'ole.brekke@student.uib.no';
    expect(await confirm(email, 'activateStudent', ole.cookie)).toMatchObject({
      status: 200,
      body: { status: 'VERIFIED' },
    });
    const oles = { ...profile, firstName: 'Ole', lastName: 'Brekke', phone: '41234542', birthdate: '2006-10-14' };
    expect(await send('activateStudentSubscription', { email, way: 'switch', ...oles }, ole.cookie)).toMatchObject({
      status: 200,
      body: { status: 'SWITCHED' },
    });
    expect((await subscriptionReply('switching-student', ole.cookie)).body).toMatchObject({
      ariaPlanID: 'ADR-C-DIGITAL-DIGITAL',
      price: 399,
      pendingPlan: { ariaPlanID: 'ADR-C-STUDENT-DIGITAL', planName: 'Student digital', effectiveDate: '2026-12-01' },
    });
  });

  it('a subscriber taking the new way → ARIA_ACTIVE before the code is used, so the same code switches', async () => {
    const ole = await signIn(server.base, 'switching-student');
    const email = 'ole@stud.ntnu.no';
    await send('studentEmail', { email }, ole.cookie);
    const code = await codeSentTo(email);
    const reply = await send('registerStudent', { email, code }, ole.cookie);
    expect(reply).toMatchObject({
      status: 409,
      body: { code: 'ARIA_ACTIVE', message: 'Du har allerede et aktivt abonnement' },
    });
    expect(await send('activateStudent', { email, code }, ole.cookie)).toMatchObject({
      status: 200,
      body: { status: 'VERIFIED' },
    });
    // The activation holds the way's rule too.
    expect(await send('activateStudentSubscription', { email, way: 'new', ...profile }, ole.cookie)).toMatchObject({
      status: 409,
      body: { code: 'ARIA_ACTIVE' },
    });
  });

  it('someone without a subscription taking the switch → USER_NOT_EXIST (Finner ikke bruker), and the code then works as new', async () => {
    const email = 'lars@student.uib.no';
    await send('studentEmail', { email });
    const code = await codeSentTo(email);
    expect(await send('activateStudent', { email, code })).toMatchObject({
      status: 404,
      body: { code: 'USER_NOT_EXIST', message: 'Finner ikke bruker' },
    });
    expect(await send('registerStudent', { email, code })).toMatchObject({ status: 200 });
    expect(await send('activateStudentSubscription', { email, way: 'switch', ...profile })).toMatchObject({
      status: 404,
      body: { code: 'USER_NOT_EXIST' },
    });
  });

  test.each([
    ['student', 'the student plan already'],
    ['business-employee', 'a plan the employer pays'],
    ['pending-cancellation', 'a cancellation running out'],
  ])('%s (%s) cannot switch → ARIA_ACTIVE', async (personaId) => {
    const { cookie } = await signIn(server.base, personaId);
    expect(await confirm(`${personaId}@stud.ntnu.no`, 'activateStudent', cookie)).toMatchObject({
      status: 409,
      body: { code: 'ARIA_ACTIVE' },
    });
  });

  it('activation needs an address this user confirmed → INVALID_CODE (ask for a new code), and saves nothing', async () => {
    expect(
      await send('activateStudentSubscription', { email: 'lars@stud.ntnu.no', way: 'new', ...profile }),
    ).toMatchObject({ status: 400, body: { code: 'INVALID_CODE' } });
    const other = await signIn(server.base, 'invited-family-member');
    await confirm('magnus@stud.ntnu.no', 'registerStudent', other.cookie);
    expect(
      await send('activateStudentSubscription', { email: 'magnus@stud.ntnu.no', way: 'new', ...profile }),
    ).toMatchObject({ status: 400, body: { code: 'INVALID_CODE' } });
    expect(await subscriptionReply('no-subscription', lars.cookie)).toMatchObject({ body: null });
  });

  test.each([
    ['17 years old', '2009-12-24', 'TOO_YOUNG', 409],
    ['5 years old', '2021-01-01', 'INVALID_BIRTHDATE', 400],
    ['in the future', '2090-01-01', 'INVALID_BIRTHDATE', 400],
  ])('a birthdate %s is refused (%s) before anything is saved', async (_, birthdate, code, status) => {
    expect(
      (
        await fetch(`${server.base}/__test/clock`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ now: '2026-11-23T10:00:00+01:00' }),
        })
      ).ok,
    ).toBe(true);
    const jenny = await signIn(server.base, 'new-student');
    await callOk(server.base, 'createAccount', {
      body: { accountBalance: 0, spidId: jenny.userId, firstTitleCode: 'ADR' },
      cookie: jenny.cookie,
    });
    await confirm('jenny@stud.ntnu.no', 'registerStudent', jenny.cookie);
    expect(
      await send(
        'activateStudentSubscription',
        { email: 'jenny@stud.ntnu.no', way: 'new', ...profile, birthdate },
        jenny.cookie,
      ),
    ).toMatchObject({ status, body: { code } });
    expect(
      (await callOk(server.base, 'getAccount', { params: { spidId: jenny.userId }, cookie: jenny.cookie }))!,
    ).toMatchObject({ birthdate: null, phone: '' });
  });

  it('a stored birthdate is not moved across an age limit here either → BIRTHDATE_LOCKED', async () => {
    const ole = await signIn(server.base, 'switching-student');
    await confirm('ole@stud.ntnu.no', 'activateStudent', ole.cookie);
    const reply = await send(
      'activateStudentSubscription',
      { email: 'ole@stud.ntnu.no', way: 'switch', ...profile, birthdate: '1990-01-01' },
      ole.cookie,
    );
    expect(reply).toMatchObject({ status: 409, body: { code: 'BIRTHDATE_LOCKED' } });
  });

  test.each([['registerStudent'], ['activateStudent']] as const)(
    '%s: a wrong code → CODE_WRONG, none sent → INVALID_CODE; spaces in a pasted code are fine',
    async (name) => {
      const { cookie } = await signIn(
        server.base,
        name === 'registerStudent' ? 'no-subscription' : 'switching-student',
      );
      expect(await send(name, { email: 'lars@stud.ntnu.no', code: '123456' }, cookie)).toMatchObject({
        status: 400,
        body: { code: 'INVALID_CODE' },
      });
      await send('studentEmail', { email: 'lars@stud.ntnu.no' }, cookie);
      const code = await codeSentTo('lars@stud.ntnu.no');
      const wrong = code === '654321' ? '654322' : '654321';
      expect(await send(name, { email: 'lars@stud.ntnu.no', code: wrong }, cookie)).toMatchObject({
        status: 400,
        body: { code: 'CODE_WRONG' },
      });
      expect(
        await send(name, { email: 'lars@stud.ntnu.no', code: ` ${code.slice(0, 3)} ${code.slice(3)} ` }, cookie),
      ).toMatchObject({ status: 200 });
    },
  );

  it('a code sent for another user does not work for this one', async () => {
    await send('studentEmail', { email: 'lars@stud.ntnu.no' });
    const other = await signIn(server.base, 'invited-family-member');
    expect(
      await send(
        'registerStudent',
        { email: 'lars@stud.ntnu.no', code: await codeSentTo('lars@stud.ntnu.no') },
        other.cookie,
      ),
    ).toMatchObject({ status: 400, body: { code: 'INVALID_CODE' } });
  });
});
