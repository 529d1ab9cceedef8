// The tab's last answers, for the user they were given to (issue 27): a signed-in page draws at once what this tab
// last received for the same load and input, while it asks the backend again; the fresh answer replaces it in place.
// An answer is drawn only for the user the page's session check has named as signed in (never before it has), it
// is dropped when the check names another user or none, when its revalidation fails, and at a 401; logout clears
// the tab's storage altogether. A load opts in by naming its cache (createLoad's `tabCache`).
import * as v from 'valibot';
import { UNAUTHORIZED_EVENT } from '../../domain/auth/unauthorized.ts';
import { readStored, removeStored, writeStored, type StoredValue } from './browser-storage.ts';
import { $pageReady } from './page.ts';
import { $session } from './session.ts';

/** A load's place in the tab's cache: its name, and the contract's schema its answer must pass when read back. */
export interface TabCache<A> {
  name: string;
  schema: v.GenericSchema<unknown, A>;
}

export function tabCache<S extends v.GenericSchema>(name: string, schema: S): TabCache<v.InferOutput<S>> {
  return { name, schema };
}

type Kept = StoredValue<'tabAnswers'>;

/** What was drawn from the cache and not revalidated yet, by the load's name: a 401 takes it off the screen. */
const onScreen = new Map<string, () => void>();
/** A 401 said the session is over: answers still coming in on this page are not kept for the next. */
let sessionEnded = false;

function signedInUser(): string | undefined {
  const session = $session.get();
  return session.status === 'signedIn' ? session.userId : undefined;
}

/** Writes what is kept, or removes the key when nothing is. */
function store(kept: Kept): void {
  if (Object.keys(kept).length === 0) removeStored('tabAnswers');
  else writeStored('tabAnswers', kept);
}

/** The kept answers that are `userId`'s; every other user's are dropped from storage on the way. */
function keptFor(userId: string | undefined): Kept {
  const kept = readStored('tabAnswers') ?? {};
  const theirs = Object.fromEntries(Object.entries(kept).filter(([, entry]) => entry.userId === userId));
  if (Object.keys(theirs).length !== Object.keys(kept).length) store(theirs);
  return theirs;
}

/**
 * The answer this tab last received for `input` from this load, if the session check has said that the user it was
 * given to is signed in, and it still passes the contract's schema. `forget` takes it off the screen at a 401.
 */
export function drawCached<A>(cache: TabCache<A>, input: unknown, forget: () => void): { answer: A } | undefined {
  const userId = signedInUser();
  if (userId === undefined) return undefined;
  const entry = keptFor(userId)[cache.name];
  if (!entry || entry.input !== JSON.stringify(input)) return undefined;
  const checked = v.safeParse(cache.schema, entry.answer);
  if (!checked.success) {
    dropAnswer(cache);
    return undefined;
  }
  onScreen.set(cache.name, forget);
  return { answer: checked.output };
}

/** Keeps the answer the backend gave for `input`, as the signed-in user's (nothing is kept while none is). */
export function keepAnswer<A>(cache: TabCache<A>, input: unknown, answer: A): void {
  const userId = signedInUser();
  onScreen.delete(cache.name);
  if (userId === undefined || sessionEnded) return;
  writeStored('tabAnswers', { ...keptFor(userId), [cache.name]: { userId, input: JSON.stringify(input), answer } });
}

/** Its revalidation failed: what it kept must not be drawn again as if current. */
export function dropAnswer(cache: TabCache<unknown>): void {
  onScreen.delete(cache.name);
  const { [cache.name]: dropped, ...rest } = readStored('tabAnswers') ?? {};
  if (dropped !== undefined) store(rest);
}

/**
 * A 401 or 406 (the session ended; the user is on the way to login): every kept answer goes, and a page that shows
 * answers drawn from them and not revalidated hides as before its guard decided, with those answers forgotten.
 * The session layer calls it on guarded pages; elsewhere the API client announces the 401 to the tab.
 */
export function forgetTabAnswers(): void {
  sessionEnded = true;
  removeStored('tabAnswers');
  if (onScreen.size === 0) return;
  $pageReady.set(false);
  for (const forget of onScreen.values()) forget();
  onScreen.clear();
}

// Another user signed in, or none is: their answers go before anything could draw them.
$session.subscribe((session) => {
  if (session.status !== 'unknown') keptFor(signedInUser());
});
globalThis.addEventListener?.(UNAUTHORIZED_EVENT, forgetTabAnswers);
