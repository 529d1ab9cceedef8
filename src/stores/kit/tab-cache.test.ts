// The tab's cached answers (issue 27): drawn at once for the same signed-in user and input, then revalidated; never
// for another user, none, or before the session check; gone at logout, on a failed revalidation and at a 401.
import * as v from 'valibot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../../tests/support/memory-storage.ts';
import { UNAUTHORIZED_EVENT } from '../../domain/auth/unauthorized.ts';
import { STORED_KEYS } from '../../domain/storage/stored-keys.ts';

type Answer = { status: 'loaded'; items: string[] };
const loaded = (...items: string[]): Answer => ({ status: 'loaded', items });
const ANSWER = v.object({ status: v.literal('loaded'), items: v.array(v.string()) });
const KEY = STORED_KEYS.tabAnswers.key;

// The browser's window, as the modules see it at import: the API client tells a 401 through it. Each test's page
// gets a window of its own, so the listeners of the pages before it are gone, as after a navigation.
let tab: EventTarget;
vi.stubGlobal('addEventListener', (...args: Parameters<EventTarget['addEventListener']>) =>
  tab.addEventListener(...args),
);
let storage: MemoryStorage;
let modules: {
  load: typeof import('./load.ts');
  cache: typeof import('./tab-cache.ts');
  session: typeof import('./session.ts');
  userBound: typeof import('./user-bound.ts');
  page: typeof import('./page.ts');
};

// Each test a page of its own: a 401 ends what its modules keep for the rest of the page.
beforeEach(async () => {
  tab = new EventTarget();
  vi.resetModules();
  modules = {
    load: await import('./load.ts'),
    cache: await import('./tab-cache.ts'),
    session: await import('./session.ts'),
    userBound: await import('./user-bound.ts'),
    page: await import('./page.ts'),
  };
});

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('sessionStorage', storage);
  vi.stubGlobal('localStorage', new MemoryStorage());
  modules.session.$session.set({ status: 'unknown' });
});

const signIn = (userId: string) => modules.session.$session.set({ status: 'signedIn', userId });

/** A page's load of the user's items, as each page makes it anew; its backend answers when the test says. */
function pageLoad() {
  const calls: { resolve: (answer: Answer) => void; reject: (error: unknown) => void }[] = [];
  const fetch = vi.fn((_input: string) => new Promise<Answer>((resolve, reject) => calls.push({ resolve, reject })));
  const $items = modules.load.createLoad({ fetch, tabCache: modules.cache.tabCache('items', ANSWER) });
  return { $items, calls, fetch };
}

/** A first page of the tab that loaded `answer` for `userId`. */
async function visited(userId: string, answer: Answer, input = '5100003') {
  signIn(userId);
  const first = pageLoad();
  const done = first.$items.load(input);
  first.calls[0]!.resolve(answer);
  await done;
}

const kept = () =>
  JSON.parse(storage.getItem(KEY) ?? '{}') as Record<string, { userId: string; input: string; answer: unknown }>;

describe('a load with the tab’s cache', () => {
  it('the next page of the same user draws the last answer at once, asks again, and shows the fresh one in its place', async () => {
    await visited('A', loaded('faktura 1'));
    const next = pageLoad();
    const fresh = next.$items.load('5100003');
    expect(next.$items.get()).toEqual(loaded('faktura 1'));
    expect(next.fetch).toHaveBeenCalledTimes(1);
    // Asked again while it revalidates: the fresh answer, not the drawn one.
    expect(next.$items.load('5100003')).toBe(fresh);
    next.calls[0]!.resolve(loaded('faktura 1', 'faktura 2'));
    expect(await fresh).toEqual(loaded('faktura 1', 'faktura 2'));
    expect(next.$items.get()).toEqual(loaded('faktura 1', 'faktura 2'));
    expect(kept().items).toEqual({ userId: 'A', input: '"5100003"', answer: loaded('faktura 1', 'faktura 2') });
  });

  it.each([
    ['another user signed in', () => signIn('B')],
    ['nobody signed in', () => modules.session.$session.set({ status: 'anonymous' })],
  ])('%s: nothing of the user’s is drawn, and their answers are gone from storage', async (_, next) => {
    await visited('A', loaded('faktura 1'));
    next();
    expect(storage.getItem(KEY)).toBeNull();
    const page = pageLoad();
    void page.$items.load('5100003');
    expect(page.$items.get()).toEqual({ status: 'loading' });
  });

  it('before the session check has named anyone, nothing is drawn (though it stays for the check to decide)', async () => {
    await visited('A', loaded('faktura 1'));
    modules.session.$session.set({ status: 'unknown' });
    const page = pageLoad();
    void page.$items.load('5100003');
    expect(page.$items.get()).toEqual({ status: 'loading' });
  });

  it('an entry written for another user id, under the same name, is never drawn', () => {
    storage.setItem(KEY, JSON.stringify({ items: { userId: 'B', input: '"5100003"', answer: loaded('Bs faktura') } }));
    signIn('A');
    const page = pageLoad();
    void page.$items.load('5100003');
    expect(page.$items.get()).toEqual({ status: 'loading' });
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('another input (another account) draws nothing', async () => {
    await visited('A', loaded('faktura 1'), '5100003');
    const page = pageLoad();
    void page.$items.load('5100004');
    expect(page.$items.get()).toEqual({ status: 'loading' });
  });

  it.each([
    ['an answer that fails its schema', { status: 'loaded', items: [7] }],
    ['an answer of another shape', { status: 'paid' }],
    ['no answer', undefined],
  ])('%s is ignored, and the fresh answer takes its place', async (_, answer) => {
    storage.setItem(KEY, JSON.stringify({ items: { userId: 'A', input: '"5100003"', answer } }));
    signIn('A');
    const page = pageLoad();
    const fresh = page.$items.load('5100003');
    expect(page.$items.get()).toEqual({ status: 'loading' });
    page.calls[0]!.resolve(loaded('faktura 1'));
    await fresh;
    expect(kept().items!.answer).toEqual(loaded('faktura 1'));
  });

  it('storage the door refuses (not JSON, not the key’s shape) reads as nothing', () => {
    storage.setItem(KEY, '{not json');
    signIn('A');
    const page = pageLoad();
    void page.$items.load('5100003');
    expect(page.$items.get()).toEqual({ status: 'loading' });
  });

  it('logout forgets every kept answer', async () => {
    await visited('A', loaded('faktura 1'));
    modules.userBound.forgetUser();
    expect(storage.getItem(KEY)).toBeNull();
    const page = pageLoad();
    void page.$items.load('5100003');
    expect(page.$items.get()).toEqual({ status: 'loading' });
  });

  it('a revalidation that fails shows the failure with "Prøv igjen" in place of the drawn answer, and drops it', async () => {
    const { ApiError } = await import('../../api/client.ts');
    await visited('A', loaded('faktura 1'));
    const page = pageLoad();
    const fresh = page.$items.load('5100003');
    page.calls[0]!.reject(new ApiError('http', 'INTERNAL', 500));
    expect(await fresh).toEqual({ status: 'failed', failure: { kind: 'other', code: 'INTERNAL' } });
    expect(page.$items.get()).toMatchObject({ status: 'failed' });
    expect(kept().items).toBeUndefined();
  });

  it('a 401 during revalidation takes the drawn answer off the screen and out of storage, and hides the page', async () => {
    const { ApiError } = await import('../../api/client.ts');
    await visited('A', loaded('faktura 1'));
    modules.page.$pageReady.set(true);
    const page = pageLoad();
    const fresh = page.$items.load('5100003');
    expect(page.$items.get()).toEqual(loaded('faktura 1'));
    // As the API client does at a 401: it tells the tab, then the call fails.
    tab.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    page.calls[0]!.reject(new ApiError('unauthorized', 'UNAUTHORIZED', 401));
    await fresh;
    expect(page.$items.get()).toEqual({ status: 'idle' });
    expect(modules.page.$pageReady.get()).toBe(false);
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('a write’s answer is what the next page draws', async () => {
    await visited('A', loaded('faktura 1'));
    const page = pageLoad();
    void page.$items.load('5100003');
    page.$items.replace(loaded('faktura 1 betalt'));
    expect(kept().items!.answer).toEqual(loaded('faktura 1 betalt'));
  });
});

describe('a load built on what was drawn', () => {
  it('asks again when what it depends on answers otherwise afresh (another plan since), and not when it answers the same', async () => {
    const { atom } = await import('nanostores');
    await visited('A', loaded('digital'), 'plan:digital');
    const $plan = atom<string | undefined>('plan:digital');
    const calls: string[] = [];
    const $items = modules.load.createLoad({
      from: $plan,
      fetch: async (input: string) => (calls.push(input), loaded(input)),
      tabCache: modules.cache.tabCache('items', ANSWER),
    });
    const unlisten = $items.listen(() => {});
    expect($items.get()).toEqual(loaded('digital'));
    $plan.set('plan:digital');
    $plan.set('plan:paper');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual(['plan:digital', 'plan:paper']);
    expect($items.get()).toEqual(loaded('plan:paper'));
    unlisten();
  });
});
