import { beforeEach, describe, expect, it, test } from 'vitest';
import { accountNoOf, personaById } from './personas.ts';
import { callApi, signIn, type SignedIn, previewPerFile } from '../../../tests/support/backend.ts';

const server = previewPerFile();

function subscriptionReply(personaId: string, cookie: string) {
  return callApi(server.base, 'getSubscription', { params: { ariaAccountNo: accountNoOf(personaById(personaId)!), titleCode: 'ADR' }, cookie });
}

describe('student', () => {
  let lars: SignedIn;

  beforeEach(async () => {
    lars = await signIn(server.base, 'no-subscription');
  });

  const send = (name: 'studentEmail' | 'registerStudent' | 'activateStudent' | 'activateStudentSubscription', body: object, cookie = lars.cookie) =>
    callApi(server.base, name, { body, cookie });

  /** The last code the backend "e-mailed" to the address: what only the mailbox's owner reads. */
  async function codeSentTo(email: string): Promise<string> {
    const { outbox } = (await (await fetch(`${server.base}/__test/state`)).json()) as { outbox: { to: string; code: string }[] };
    return outbox.filter((mail) => mail.to === email.toLowerCase()).at(-1)?.code ?? 'none sent';
  }

  test.each([['lars@stud.ntnu.no'], ['Lars@Student.UiB.no'], ['lars@student.hvl.no'], ['lars@stud.inn.no']])('student-email/ %s → CODE_SENT', async (email) => {
    expect(await send('studentEmail', { email })).toMatchObject({ status: 200, body: { status: 'CODE_SENT' } });
  });

  test.each([['lars@example.com'], ['lars@ntnu.no'], ['lars@stud.ntnu.se'], ['lars@stud.ntnu.no.evil.example']])('student-email/ %s → 400 EMAIL_WRONG', async (email) => {
    expect(await send('studentEmail', { email })).toMatchObject({ status: 400, body: { code: 'EMAIL_WRONG' } });
  });

  it('an address that already has a student subscription → 409 USER_EXIST_ACTIVE', async () => {
    expect(await send('studentEmail', { email: 'sara.lie@stud.ntnu.no' })).toMatchObject({ status: 409, body: { code: 'USER_EXIST_ACTIVE' } });
  });

  it('activate-student-subscription/ with the code gives the student subscription', async () => {
    await send('studentEmail', { email: 'lars@stud.ntnu.no' });
    expect(await send('activateStudentSubscription', { email: 'lars@stud.ntnu.no', code: await codeSentTo('lars@stud.ntnu.no') })).toMatchObject({ status: 200, body: { status: 'ACTIVATED' } });
    expect((await subscriptionReply('no-subscription', lars.cookie)).body).toMatchObject({ ariaPlanID: 'ADR-C-STUDENT-DIGITAL', instStatusCode: 1, price: 149 });
    expect(await send('studentEmail', { email: 'lars@stud.ntnu.no' })).toMatchObject({ status: 409, body: { code: 'USER_EXIST_ACTIVE' } });
  });

  it('register-student/ confirms the address; activate-student/ then gives the subscription with a new code', async () => {
    const email = 'lars@student.uib.no';
    expect(await send('activateStudent', { email, code: '123456' })).toMatchObject({ status: 404, body: { code: 'USER_NOT_EXIST' } });
    await send('studentEmail', { email });
    expect(await send('registerStudent', { email, code: await codeSentTo(email) })).toMatchObject({ status: 200, body: { status: 'REGISTERED' } });
    expect(await subscriptionReply('no-subscription', lars.cookie)).toMatchObject({ status: 200, body: null });
    expect(await send('activateStudent', { email, code: '123456' })).toMatchObject({ status: 400, body: { code: 'INVALID_CODE' } });
    await send('studentEmail', { email });
    expect(await send('activateStudent', { email, code: await codeSentTo(email) })).toMatchObject({ status: 200, body: { status: 'ACTIVATED' } });
    expect((await subscriptionReply('no-subscription', lars.cookie)).status).toBe(200);
  });

  test.each([['registerStudent'], ['activateStudentSubscription']] as const)('%s: a wrong code → CODE_WRONG, none sent → INVALID_CODE', async (name) => {
    expect(await send(name, { email: 'lars@stud.ntnu.no', code: '123456' })).toMatchObject({ status: 400, body: { code: 'INVALID_CODE' } });
    await send('studentEmail', { email: 'lars@stud.ntnu.no' });
    const wrong = (await codeSentTo('lars@stud.ntnu.no')) === '654321' ? '654322' : '654321';
    expect(await send(name, { email: 'lars@stud.ntnu.no', code: wrong })).toMatchObject({ status: 400, body: { code: 'CODE_WRONG' } });
  });

  it('a code sent for another user does not work for this one', async () => {
    await send('studentEmail', { email: 'lars@stud.ntnu.no' });
    const other = await signIn(server.base, 'invited-family-member');
    expect(await send('activateStudentSubscription', { email: 'lars@stud.ntnu.no', code: await codeSentTo('lars@stud.ntnu.no') }, other.cookie)).toMatchObject({ status: 400, body: { code: 'INVALID_CODE' } });
  });

  it('someone with a subscription → 409 ARIA_ACTIVE', async () => {
    const marte = await signIn(server.base, 'digital');
    await send('studentEmail', { email: 'marte@stud.ntnu.no' }, marte.cookie);
    const code = await codeSentTo('marte@stud.ntnu.no');
    const reply = await send('activateStudentSubscription', { email: 'marte@stud.ntnu.no', code }, marte.cookie);
    expect(reply).toMatchObject({ status: 409, body: { code: 'ARIA_ACTIVE', message: 'Du har allerede et aktivt abonnement' } });
    // The refusal did not use up the code.
    expect(await send('registerStudent', { email: 'marte@stud.ntnu.no', code }, marte.cookie)).toMatchObject({ status: 200 });
  });
});
