// The one way a page model loads what its screen shows (DESIGN: a page model per screen): once per visit, started
// as soon as what it depends on is known and something reads it (not after the page has drawn), one status union,
// a retry after a failure, a refresh after a write that keeps what is on screen, and cleared at logout through the
// user-bound registry. Chosen over @nanostores/query: that keys its cache by strings and resets a store nobody
// listens to, revalidates on focus and reconnect (more requests than the budget's one per visit), and answers
// { data, error, loading } where our screens switch on a status union that names answers like "no paper".
import { atom, onMount, type ReadableAtom } from 'nanostores';
import { failureOf, type RequestFailure } from './request-failure.ts';
import { drawCached, dropAnswer, keepAnswer, type TabCache } from './tab-cache.ts';
import { userBound } from './user-bound.ts';

/** What a load answers when the backend did: `{ status: 'loaded', … }`, or another answer it names ('digital', 'none'). */
export interface Answer {
  status: string;
}

/** How a load ended: the backend's answer, or a failure to show with "Prøv igjen". */
export type Settled<A extends Answer> = A | { status: 'failed'; failure: RequestFailure };

export type LoadState<A extends Answer> =
  /** Not asked yet: what it depends on is not known, or nothing reads it. */
  | { status: 'idle' }
  /** `again`: asked again after a failure, so what the page drew around the failure may stay. */
  | { status: 'loading'; again?: true }
  | Settled<A>;

/** Thrown by a fetch that builds on another load which failed: this load fails the same way. */
export class LoadFailed extends Error {
  override name = 'LoadFailed';
  constructor(readonly failure: RequestFailure) {
    super(failure.code);
  }
}

export interface LoadOptions<A extends Answer, Input, From> {
  /** Asks the backend; a refusal that is an answer ("no such invoice") is turned into one here, anything else fails. */
  fetch(input: Input): Promise<A>;
  /** What the load depends on (the account, the subscription), undefined until the guard knows it. */
  from?: ReadableAtom<From | undefined>;
  /** What it asks with, made from `from` when it asks (adding the page's address, say); by default `from` itself. */
  input?: (from: From) => Input | undefined;
  /** False for what is not the user's (the title's offers): logout leaves it. */
  userBound?: boolean;
  /**
   * Draws the answer this tab last received for the same signed-in user and input at once, while the backend is
   * asked again (stores/kit/tab-cache.ts): the fresh answer replaces it, a failure shows instead of it.
   */
  tabCache?: TabCache<A>;
}

export interface Load<A extends Answer, Input> extends ReadableAtom<LoadState<A>> {
  /**
   * Loads for `input` (by default what `from` holds), once per visit: while it runs, and after it answered, the
   * same answer; after a failure it asks again ("Prøv igjen"), and for another input afresh.
   */
  load(input?: Input): Promise<Settled<A>>;
  /** Asks again after a write; what is on screen stays until the new answer comes. */
  refresh(): Promise<Settled<A>>;
  /** What a write answered (the delivery as it now is) replaces what was loaded. */
  replace(answer: A): void;
  /** Back to idle: the next reader asks afresh. */
  clear: () => void;
}

export function createLoad<A extends Answer, Input, From = Input>(
  options: LoadOptions<A, Input, From>,
): Load<A, Input> {
  const $state = atom<LoadState<A>>({ status: 'idle' });
  let asked: { key: string; input: Input; answer: Promise<Settled<A>>; settled: boolean; drawn: boolean } | undefined;
  // A clear, a write's answer or a newer request makes the answer of an older one stale.
  let generation = 0;

  function ask(input: Input, showing: LoadState<A> | undefined): Promise<Settled<A>> {
    const mine = ++generation;
    const { tabCache } = options;
    // Only a first ask draws from the tab's cache: a refresh keeps what is on screen anyway.
    const cached = tabCache && showing ? drawCached(tabCache, input, model.clear) : undefined;
    if (cached) $state.set(cached.answer);
    else if (showing) $state.set(showing);
    const answer = options.fetch(input).then(
      (answered): Settled<A> => {
        // Kept only while it is the newest ask's: an older answer would overwrite a newer one.
        if (tabCache && mine === generation) keepAnswer(tabCache, input, answered);
        return answered;
      },
      (error: unknown): Settled<A> => {
        if (tabCache) dropAnswer(tabCache);
        return { status: 'failed', failure: error instanceof LoadFailed ? error.failure : failureOf(error) };
      },
    );
    const thisAsk = {
      key: JSON.stringify(input),
      input,
      settled: false,
      drawn: cached !== undefined,
      answer: answer.then((state) => {
        thisAsk.settled = true;
        if (mine === generation) $state.set(state);
        return state;
      }),
    };
    asked = thisAsk;
    return asked.answer;
  }

  const inputFrom = (from: From | undefined): Input | undefined =>
    from === undefined ? undefined : options.input ? options.input(from) : (from as unknown as Input);

  function load(given?: Input): Promise<Settled<A>> {
    const input = given ?? inputFrom(options.from?.get());
    if (input === undefined) throw new Error('Nothing to load yet: what the load depends on is not known');
    // `.value`, not get(): reading must not mount the store (and start a load nobody on the page asked for).
    const state = $state.value;
    if (asked?.key === JSON.stringify(input)) {
      // Loading, or showing the tab's cached answer while the fresh one comes.
      if (state.status === 'loading' || !asked.settled) return asked.answer;
      // Answered (or replaced by what a write answered since): that is what the page shows.
      if (state.status !== 'idle' && state.status !== 'failed') return Promise.resolve(state as Settled<A>);
    }
    return ask(input, state.status === 'failed' ? { status: 'loading', again: true } : { status: 'loading' });
  }

  const model = Object.assign($state, {
    load,
    refresh: () => (asked ? ask(asked.input, undefined) : load()),
    replace(answer: A) {
      generation++;
      $state.set(answer);
      if (options.tabCache && asked) keepAnswer(options.tabCache, asked.input, answer);
    },
    clear: () => {
      generation++;
      asked = undefined;
      $state.set({ status: 'idle' });
    },
  });

  const { from } = options;
  if (from) {
    onMount($state, () =>
      from.subscribe((value) => {
        const input = inputFrom(value);
        if (input === undefined) return;
        // Drawn from the tab's cache, it was asked with what the page had drawn too (the subscription): when that
        // answers otherwise afresh, the load asks again with it.
        if ($state.value.status === 'idle' || (asked?.drawn && asked.key !== JSON.stringify(input))) void load(input);
      }),
    );
  }
  if (options.userBound !== false) userBound($state, model.clear);
  return model;
}
