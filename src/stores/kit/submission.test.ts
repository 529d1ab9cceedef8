// The states of every form's submission, once, without React and without a server.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { $latestOutcome } from './outcome.ts';
import { refusalsOf } from './refusals.ts';
import { createSubmission, keptInputOver } from './submission.ts';
import { MemoryStorage } from '../../../tests/support/memory-storage.ts';

type Field = 'code' | 'birthdate';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

// An order's refusals stand for any call's: at a field, at one by what was typed, or for the form.
const refusals = refusalsOf('createOrder', {
  DISCOUNT_NOT_FOUND: 'code',
  TOO_YOUNG: (values: { typed: string }): Field | 'form' => (values.typed ? 'birthdate' : 'form'),
  USER_HAS_ACTIVE_SUB: 'form',
});

describe('createSubmission', () => {
  it('idle, then pending while the request runs, then done with the result', async () => {
    const answer = deferred<string>();
    const submission = createSubmission(() => answer.promise);
    expect(submission.get()).toEqual({ status: 'idle' });
    const sent = submission.submit({});
    expect(submission.get()).toEqual({ status: 'pending' });
    answer.resolve('/kvittering');
    expect(await sent).toEqual({ status: 'done', result: '/kvittering' });
    expect(submission.get()).toEqual({ status: 'done', result: '/kvittering' });
  });

  it('sends once while pending: a second submit answers with the first one’s outcome', async () => {
    const answer = deferred<number>();
    const action = vi.fn(() => answer.promise);
    const submission = createSubmission(action);
    const first = submission.submit({ n: 1 });
    const second = submission.submit({ n: 2 });
    answer.resolve(7);
    expect(await second).toEqual(await first);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a timeout', new ApiError('timeout', 'TIMEOUT'), { kind: 'timeout', code: 'TIMEOUT' }],
    ['no network', new ApiError('network', 'NETWORK'), { kind: 'network', code: 'NETWORK' }],
    ['a server error', new ApiError('http', 'INTERNAL', 500), { kind: 'other', code: 'INTERNAL' }],
    [
      'a broken answer',
      new ApiError('contract', 'UNEXPECTED_RESPONSE'),
      { kind: 'other', code: 'UNEXPECTED_RESPONSE' },
    ],
    ['not an API error at all', new TypeError('boom'), { kind: 'other', code: 'UNEXPECTED' }],
  ])('%s fails, with a plain failure value', async (_, error, failure) => {
    const submission = createSubmission(() => Promise.reject(error), { refusals });
    expect(await submission.submit({ typed: '' })).toEqual({ status: 'failed', failure });
  });

  it('a refusal names its field where it has one, and the form where it has none', async () => {
    const submission = createSubmission(
      (values: { typed: string }) =>
        Promise.reject(new ApiError('http', values.typed ? 'TOO_YOUNG' : 'DISCOUNT_NOT_FOUND', 409)),
      { refusals },
    );
    expect(await submission.submit({ typed: '' })).toEqual({
      status: 'refused',
      code: 'DISCOUNT_NOT_FOUND',
      field: 'code',
    });
    expect(await submission.submit({ typed: '01.01.2015' })).toEqual({
      status: 'refused',
      code: 'TOO_YOUNG',
      field: 'birthdate',
    });
    const whole = createSubmission(() => Promise.reject(new ApiError('http', 'USER_HAS_ACTIVE_SUB', 409)), {
      refusals,
    });
    expect(await whole.submit({ typed: '' })).toEqual({ status: 'refused', code: 'USER_HAS_ACTIVE_SUB' });
  });

  it('a code it does not know as a refusal is a failure to retry', async () => {
    const submission = createSubmission(() => Promise.reject(new ApiError('http', 'SOMETHING_ELSE', 409)), {
      refusals,
    });
    expect(await submission.submit({ typed: '' })).toEqual({
      status: 'failed',
      failure: { kind: 'other', code: 'SOMETHING_ELSE' },
    });
  });

  it('without a refusal table every error is a failure', async () => {
    const submission = createSubmission(() => Promise.reject(new ApiError('http', 'USER_HAS_ACTIVE_SUB', 409)));
    expect((await submission.submit(undefined)).status).toBe('failed');
  });

  it('retry sends the same values again', async () => {
    const action = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('http', 'INTERNAL', 500))
      .mockResolvedValueOnce('saved');
    const submission = createSubmission(action);
    await submission.submit({ lastName: 'Olsen-Berg' });
    expect(submission.get().status).toBe('failed');
    expect(await submission.retry()).toEqual({ status: 'done', result: 'saved' });
    expect(action.mock.calls).toEqual([[{ lastName: 'Olsen-Berg' }], [{ lastName: 'Olsen-Berg' }]]);
  });

  it('retry before any submit is a mistake', () => {
    expect(() => createSubmission(async () => 1).retry()).toThrow();
  });

  it('reset goes back to idle, but not while a request runs', async () => {
    const answer = deferred<number>();
    const submission = createSubmission(() => answer.promise);
    const sent = submission.submit(undefined);
    submission.reset();
    expect(submission.get()).toEqual({ status: 'pending' });
    answer.resolve(1);
    await sent;
    submission.reset();
    expect(submission.get()).toEqual({ status: 'idle' });
  });
});

describe('what a form sends is kept in the tab until it is answered', () => {
  let storage: MemoryStorage;
  const onPage = (path: string) => vi.stubGlobal('location', new URL(path, 'http://localhost:4400'));
  const unauthorized = () => new ApiError('unauthorized', 'NOT_SIGNED_IN', 401);
  const typed = { lastName: 'Olsen-Berg', phone: '0047 73 80 10 00' };

  beforeEach(() => {
    storage = new MemoryStorage();
    vi.stubGlobal('sessionStorage', storage);
    onPage('/endre-profil');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a 401 on submit keeps what was typed; on the next visit to the page the form gets it back, said so', async () => {
    const before = createSubmission(() => Promise.reject(unauthorized()), { keep: 'person' });
    // No failure to show: the login page takes over (a "Noe gikk galt" would only flash before it).
    expect(await before.submit({ lastName: 'Olsen-Berg', phone: '73801000' }, typed)).toEqual({ status: 'pending' });

    // After the login the page loads anew: a new store, the same tab.
    const after = createSubmission(async () => 'saved', { keep: 'person' });
    expect(after.get()).toEqual({ status: 'idle' });
    expect(after.restore()).toEqual(typed);
    expect(after.get()).toEqual({ status: 'restored' });
    // One click sends it; once it is saved nothing is kept any more.
    expect(await after.submit({ lastName: 'Olsen-Berg', phone: '73801000' }, typed)).toEqual({
      status: 'done',
      result: 'saved',
    });
    expect(createSubmission(async () => 1, { keep: 'person' }).restore()).toBeUndefined();
    expect(storage.length).toBe(0);
  });

  it('kept from the moment it is sent: a page left while the request runs keeps it too', () => {
    const submission = createSubmission(() => new Promise<never>(() => {}), { keep: 'person' });
    void submission.submit({ lastName: 'Olsen-Berg' }, typed);
    expect(createSubmission(async () => 1, { keep: 'person' }).restore()).toEqual(typed);
  });

  it.each([
    ['a server error', new ApiError('http', 'INTERNAL', 500)],
    ['a timeout', new ApiError('timeout', 'TIMEOUT')],
    ['no network', new ApiError('network', 'NETWORK')],
  ])('%s keeps it too, and says so', async (_, error) => {
    const submission = createSubmission(() => Promise.reject(error), { keep: 'person' });
    expect(await submission.submit({}, typed)).toMatchObject({ status: 'failed', kept: true });
    expect(createSubmission(async () => 1, { keep: 'person' }).restore()).toEqual(typed);
  });

  it('a refusal is an answer: nothing is kept for later (the form still shows it, with the message)', async () => {
    const submission = createSubmission(
      (_: { typed: string }) => Promise.reject(new ApiError('http', 'DISCOUNT_NOT_FOUND', 409)),
      { refusals, keep: 'order' },
    );
    expect(await submission.submit({ typed: '' }, { discountCode: 'FEIL' })).toEqual({
      status: 'refused',
      code: 'DISCOUNT_NOT_FOUND',
      field: 'code',
    });
    expect(storage.length).toBe(0);
  });

  it('the input is the form’s own (as typed), kept apart from the values sent; without one, the values', async () => {
    const submission = createSubmission((_offerId: string) => Promise.reject(new ApiError('http', 'INTERNAL', 500)), {
      keep: 'plan',
    });
    await submission.submit('DIGITAL', { offerId: 'DIGITAL' });
    expect(createSubmission(async () => 1, { keep: 'plan' }).restore()).toEqual({ offerId: 'DIGITAL' });
    const cancel = createSubmission(() => Promise.reject(unauthorized()), { keep: 'cancel' });
    await cancel.submit({ reason: 'time', comment: 'Kanskje senere.' });
    expect(createSubmission(async () => 1, { keep: 'cancel' }).restore()).toEqual({
      reason: 'time',
      comment: 'Kanskje senere.',
    });
  });

  it('keyed by the page and the form: another page or another form gets nothing', async () => {
    await createSubmission(() => Promise.reject(unauthorized()), { keep: 'person' }).submit({}, typed);
    expect(createSubmission(async () => 1, { keep: 'search' }).restore()).toBeUndefined();
    onPage('/kontakt');
    expect(createSubmission(async () => 1, { keep: 'person' }).restore()).toBeUndefined();
    onPage('/endre-profil?fra=sms#navn');
    expect(createSubmission(async () => 1, { keep: 'person' }).restore()).toEqual(typed);
  });

  it('kept in session storage only, never in local storage', async () => {
    const local = new MemoryStorage();
    vi.stubGlobal('localStorage', local);
    await createSubmission(() => Promise.reject(unauthorized()), { keep: 'person' }).submit({}, typed);
    expect(storage.length).toBe(1);
    expect(local.length).toBe(0);
    // Logout clears the tab's session storage: then nothing comes back.
    storage.clear();
    expect(createSubmission(async () => 1, { keep: 'person' }).restore()).toBeUndefined();
  });

  it('a submission without input to keep (a button: regret, completion) keeps nothing and says nothing about it', async () => {
    const button = createSubmission(() => Promise.reject(new ApiError('http', 'INTERNAL', 500)));
    expect(await button.submit(undefined)).toEqual({ status: 'failed', failure: { kind: 'other', code: 'INTERNAL' } });
    expect(button.restore()).toBeUndefined();
    expect(button.get().status).toBe('failed');
    expect(storage.length).toBe(0);
  });

  it('a check on the way (the discount code) keeps the form while it runs, and forgets it once answered', () => {
    const order = createSubmission(async () => 1, { keep: 'order' });
    order.keep({ discountCode: 'VELKOMMEN' });
    expect(createSubmission(async () => 1, { keep: 'order' }).restore()).toEqual({ discountCode: 'VELKOMMEN' });
    order.forget();
    expect(storage.length).toBe(0);
  });

  it('storage that fails (full, blocked) loses the kept input, never the form', async () => {
    vi.stubGlobal('sessionStorage', {
      setItem() {
        throw new DOMException('full', 'QuotaExceededError');
      },
      getItem() {
        throw new DOMException('blocked', 'SecurityError');
      },
      removeItem() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    const submission = createSubmission(async () => 'saved', { keep: 'person' });
    expect(await submission.submit({}, typed)).toEqual({ status: 'done', result: 'saved' });
    expect(submission.restore()).toBeUndefined();
    expect(submission.get()).toEqual({ status: 'done', result: 'saved' });
  });

  it.each(['{', '"text"', '[1,2]', 'null', '42'])('garbage kept under the key (%s) gives nothing back', (garbage) => {
    createSubmission(async () => 1, { keep: 'person' }).keep(typed);
    storage.setItem(storage.key(0)!, garbage);
    const submission = createSubmission(async () => 1, { keep: 'person' });
    expect(submission.restore()).toBeUndefined();
    expect(submission.get()).toEqual({ status: 'idle' });
  });

  it('reset after restoring goes back to idle', () => {
    storage.clear();
    const kept = createSubmission(async () => 1, { keep: 'person' });
    kept.keep(typed);
    kept.restore();
    kept.reset();
    expect(kept.get()).toEqual({ status: 'idle' });
  });
});

describe('keptInputOver: kept input back over the form’s current values', () => {
  it.each([
    [
      'takes what was typed',
      { firstName: 'Kari', phone: '' },
      { firstName: 'Kari Anne', phone: '912 34 567' },
      { firstName: 'Kari Anne', phone: '912 34 567' },
    ],
    ['a choice the form has no default for', {}, { offerId: 'ADR-C-DIGITAL' }, { offerId: 'ADR-C-DIGITAL' }],
    [
      'a choice nobody made yet, its radios on screen (null)',
      { reason: null, comment: '' },
      { reason: 'time', comment: 'Kanskje senere.' },
      { reason: 'time', comment: 'Kanskje senere.' },
    ],
    ['leaves out a value of another type than the field’s', { phone: '' }, { phone: { evil: true } }, { phone: '' }],
    ['leaves out objects, arrays and null', { a: 'x' }, { b: [1], c: null, d: { e: 1 } }, { a: 'x' }],
    [
      'keeps fields it does not mention',
      { firstName: 'Kari', lastName: 'Nordmann' },
      { firstName: 'Per' },
      { firstName: 'Per', lastName: 'Nordmann' },
    ],
    ['a kept value that is no object gives the form as it is', { firstName: 'Kari' }, 'text', { firstName: 'Kari' }],
  ])('%s', (_, current, kept, expected) => expect(keptInputOver(current, kept)).toEqual(expected));
});

describe('a new submit hides the last result', () => {
  it('while it runs and after it fails (say, old matches of a search)', async () => {
    const action = vi
      .fn()
      .mockResolvedValueOnce(['7000101'])
      .mockRejectedValueOnce(new ApiError('http', 'INTERNAL', 500));
    const search = createSubmission(action);
    await search.submit({ query: '91234567' });
    expect(search.get()).toEqual({ status: 'done', result: ['7000101'] });
    const next = search.submit({ query: '7000102' });
    expect(search.get()).toEqual({ status: 'pending' });
    await next;
    expect(search.get()).toEqual({ status: 'failed', failure: { kind: 'other', code: 'INTERNAL' } });
  });
});

describe('the page’s newest answer (stores/kit/outcome.ts)', () => {
  it('is the action answered last, whether done, refused or failed; a send on its way to login is no answer', async () => {
    const invite = createSubmission(() => Promise.resolve('sent'));
    const withdraw = createSubmission(() => Promise.reject(new ApiError('http', 'NOT_OPEN', 409)), {
      refusals: refusalsOf('withdrawFamilyInvitation', { NOT_OPEN: 'form' }),
    });
    const save = createSubmission(() => Promise.reject(new ApiError('network', 'NETWORK')));
    const toLogin = createSubmission(() => Promise.reject(new ApiError('unauthorized', 'NOT_SIGNED_IN', 401)));
    $latestOutcome.set(undefined); // As on a page just loaded.
    await invite.submit({});
    expect($latestOutcome.get()).toBe(invite);
    await withdraw.submit({});
    expect($latestOutcome.get()).toBe(withdraw);
    await save.submit({});
    expect($latestOutcome.get()).toBe(save);
    const pending = toLogin.submit({});
    await pending;
    expect(toLogin.get()).toEqual({ status: 'pending' });
    expect($latestOutcome.get()).toBe(save);
  });
});
