// The states of every form's submission, once, without React and without a server.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client.ts';
import { createSubmission } from './submission.ts';

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

const refusals = (code: string, values: { typed: string }): { field?: Field } | undefined => {
  if (code === 'CODE_UNKNOWN') return { field: 'code' };
  if (code === 'TOO_YOUNG') return values.typed ? { field: 'birthdate' } : {};
  if (code === 'ALREADY') return {};
  return undefined;
};

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
    ['a broken answer', new ApiError('contract', 'UNEXPECTED_RESPONSE'), { kind: 'other', code: 'UNEXPECTED_RESPONSE' }],
    ['not an API error at all', new TypeError('boom'), { kind: 'other', code: 'UNEXPECTED' }],
  ])('%s fails, with a plain failure value', async (_, error, failure) => {
    const submission = createSubmission(() => Promise.reject(error), refusals);
    expect(await submission.submit({ typed: '' })).toEqual({ status: 'failed', failure });
  });

  it('a refusal names its field where it has one, and the form where it has none', async () => {
    const submission = createSubmission<{ typed: string }, never, Field>((values) => Promise.reject(new ApiError('http', values.typed ? 'TOO_YOUNG' : 'CODE_UNKNOWN', 409)), refusals);
    expect(await submission.submit({ typed: '' })).toEqual({ status: 'refused', code: 'CODE_UNKNOWN', field: 'code' });
    expect(await submission.submit({ typed: '01.01.2015' })).toEqual({ status: 'refused', code: 'TOO_YOUNG', field: 'birthdate' });
    const whole = createSubmission(() => Promise.reject(new ApiError('http', 'ALREADY', 409)), refusals);
    expect(await whole.submit({ typed: '' })).toEqual({ status: 'refused', code: 'ALREADY' });
  });

  it('a code it does not know as a refusal is a failure to retry', async () => {
    const submission = createSubmission(() => Promise.reject(new ApiError('http', 'SOMETHING_ELSE', 409)), refusals);
    expect(await submission.submit({ typed: '' })).toEqual({ status: 'failed', failure: { kind: 'other', code: 'SOMETHING_ELSE' } });
  });

  it('without a refusal table every error is a failure', async () => {
    const submission = createSubmission(() => Promise.reject(new ApiError('http', 'ALREADY', 409)));
    expect((await submission.submit(undefined)).status).toBe('failed');
  });

  it('retry sends the same values again', async () => {
    const action = vi.fn().mockRejectedValueOnce(new ApiError('http', 'INTERNAL', 500)).mockResolvedValueOnce('saved');
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
