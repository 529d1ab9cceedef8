import { atom } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { createLoad, LoadFailed } from './load.ts';
import { forgetUser, isUserBound } from './user-bound.ts';

type Answer = { status: 'loaded'; items: string[] } | { status: 'none' };

/** A backend the test answers by hand: each call waits until the test resolves or rejects it. */
function backend() {
  const calls: { input: string; resolve: (answer: Answer) => void; reject: (error: unknown) => void }[] = [];
  const fetch = vi.fn(
    (input: string) => new Promise<Answer>((resolve, reject) => calls.push({ input, resolve, reject })),
  );
  return { calls, fetch };
}

const loaded = (...items: string[]): Answer => ({ status: 'loaded', items });
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLoad', () => {
  it('loads once per visit: a second ask while it runs, or after it answered, gets the same answer', async () => {
    const { calls, fetch } = backend();
    const $items = createLoad({ fetch });
    const first = $items.load('5100003');
    expect($items.get()).toEqual({ status: 'loading' });
    expect($items.load('5100003')).toBe(first);
    calls[0]!.resolve(loaded('a'));
    expect(await first).toEqual(loaded('a'));
    expect(await $items.load('5100003')).toEqual(loaded('a'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks afresh for another input', async () => {
    const { calls, fetch } = backend();
    const $items = createLoad({ fetch });
    void $items.load('ADR');
    calls[0]!.resolve(loaded('a'));
    await tick();
    void $items.load('FT');
    expect(calls.map((call) => call.input)).toEqual(['ADR', 'FT']);
  });

  it('a failure is a state to show; asking again says it is asked again, and loads', async () => {
    const { calls, fetch } = backend();
    const $items = createLoad({ fetch });
    const failing = $items.load('x');
    calls[0]!.reject(new ApiError('timeout', 'TIMEOUT'));
    expect(await failing).toEqual({ status: 'failed', failure: { kind: 'timeout', code: 'TIMEOUT' } });
    const again = $items.load('x');
    expect($items.get()).toEqual({ status: 'loading', again: true });
    calls[1]!.resolve({ status: 'none' });
    expect(await again).toEqual({ status: 'none' });
  });

  it('fails as another load failed, when built on it (LoadFailed)', async () => {
    const $items = createLoad({ fetch: () => Promise.reject(new LoadFailed({ kind: 'network', code: 'NETWORK' })) });
    expect(await $items.load('x')).toEqual({ status: 'failed', failure: { kind: 'network', code: 'NETWORK' } });
  });

  it('a refresh after a write keeps what is on screen until the new answer', async () => {
    const { calls, fetch } = backend();
    const $items = createLoad({ fetch });
    void $items.load('x');
    calls[0]!.resolve(loaded('a'));
    await tick();
    const refreshed = $items.refresh();
    expect($items.get()).toEqual(loaded('a'));
    calls[1]!.resolve(loaded('a', 'b'));
    expect(await refreshed).toEqual(loaded('a', 'b'));
    expect($items.get()).toEqual(loaded('a', 'b'));
  });

  it('what a write answered replaces what was loaded, and an older answer on its way is dropped', async () => {
    const { calls, fetch } = backend();
    const $items = createLoad({ fetch });
    void $items.load('x');
    $items.replace(loaded('written'));
    calls[0]!.resolve(loaded('old'));
    await tick();
    expect($items.get()).toEqual(loaded('written'));
    expect(await $items.load('x')).toEqual(loaded('written'));
  });

  it('starts as soon as what it depends on is known, once something reads it', async () => {
    const { calls, fetch } = backend();
    const $accountNo = atom<string | undefined>(undefined);
    const $items = createLoad({ from: $accountNo, fetch });
    $accountNo.set('5100003');
    await tick();
    expect(fetch).not.toHaveBeenCalled();
    const stop = $items.listen(() => {});
    expect(calls.map((call) => call.input)).toEqual(['5100003']);
    calls[0]!.resolve(loaded('a'));
    await tick();
    expect($items.get()).toEqual(loaded('a'));
    stop();
  });

  it('waits for what it depends on when read before it is known', () => {
    const { fetch } = backend();
    const $accountNo = atom<string | undefined>(undefined);
    const $items = createLoad({ from: $accountNo, fetch });
    const stop = $items.listen(() => {});
    expect(fetch).not.toHaveBeenCalled();
    $accountNo.set('5100003');
    expect(fetch).toHaveBeenCalledWith('5100003');
    expect(() => createLoad({ from: atom<string | undefined>(undefined), fetch }).load()).toThrow(
      'Nothing to load yet',
    );
    stop();
  });

  it('is the user’s unless said otherwise: logout clears it, and an answer on its way is dropped', async () => {
    const { calls, fetch } = backend();
    const $mine = createLoad({ fetch });
    const $titles = createLoad({ fetch, userBound: false });
    expect([isUserBound($mine), isUserBound($titles)]).toEqual([true, false]);
    void $mine.load('x');
    forgetUser();
    calls[0]!.resolve(loaded('theirs'));
    await tick();
    expect($mine.get()).toEqual({ status: 'idle' });
  });
});
