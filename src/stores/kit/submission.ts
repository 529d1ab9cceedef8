// The one way a form sends something: pending while the request runs (never twice at once), then done, refused
// by the backend (at the field the refusal concerns, where it has one), or failed with a retry that sends the
// same values again. The form's fields stay in react-hook-form, so nothing typed is lost on the way; and a form
// with input keeps what it sent in the tab until it is answered, so not even a new login (a 401 sends the user
// to login and back, to a page loaded anew) or a reload loses it.
import { atom, type ReadableAtom } from 'nanostores';
import { pageAddress } from './address.ts';
import { readStored, removeStored, writeStored } from './browser-storage.ts';
import { answered } from './outcome.ts';
import { placeOf, type Refusals } from './refusals.ts';
import { failureOf, isOnTheWayToLogin, type RequestFailure } from './request-failure.ts';
import { userBound } from './user-bound.ts';

export type SubmissionState<Result, Field extends string = never, Code extends string = never> =
  | { status: 'idle' }
  /** What this form sent before, unanswered (a failure, or a 401 and a new login), is back in the form, not sent yet. */
  | { status: 'restored' }
  | { status: 'pending' }
  /** The backend said no for a reason the user can act on; `field` names the field it concerns, if any. */
  | { status: 'refused'; code: Code; field?: Field }
  /** `kept`: the form's input is kept in the tab, so the words may say so (never for a button without input). */
  | { status: 'failed'; failure: RequestFailure; kept?: true }
  | { status: 'done'; result: Result };

/** The codes a submission's state can be refused with, for an island's words by code. */
export type RefusedCode<S> = S extends ReadableAtom<SubmissionState<unknown, string, infer Code>> ? Code : never;

export interface SubmissionOptions<Values, Field extends string, Code extends string> {
  /**
   * The refusals of its calls the user can act on, each with its place (`refusalsOf`, src/stores/kit/refusals.ts): a
   * field, or the form. Any other answer that is no success is a failure, with "Prøv igjen".
   */
  refusals?: Refusals<Code, Field, Values>;
  /**
   * The form's name on its page, for a form the user types or chooses something in: what it sends is kept in the
   * tab's session storage (never local storage) under the page's path and this name, from the moment it is sent
   * until the backend answers it (done or refused). After a failure or a 401 it stays, and the form gets it back
   * on its next mount in this tab (`restore`). Logout clears the tab's session storage, and with it this.
   * Leave it out for a button without input (regret, completion): nothing is kept, and
   * nothing is said to be.
   */
  keep?: string;
}

export interface Submission<
  Values,
  Result,
  Field extends string = never,
  Code extends string = never,
> extends ReadableAtom<SubmissionState<Result, Field, Code>> {
  /**
   * Sends the values; while a send runs, answers with its outcome instead of sending again. `input` is the form's
   * own input (as typed, before the schema turned it into values) to keep; without it the values are kept.
   */
  submit(values: Values, input?: unknown): Promise<SubmissionState<Result, Field, Code>>;
  /** Sends the values of the last submit again. */
  retry(): Promise<SubmissionState<Result, Field, Code>>;
  /** Back to idle (say, once the user edits after a success); a running send is left to finish. */
  reset(): void;
  /**
   * The input kept for this form on this page, for the form to show again; the state says `restored` until the
   * next submit. Undefined when nothing is kept (or it cannot be read).
   */
  restore(): unknown;
  /** Keeps the form's input now, for a request on the way that is not the submit (checking a discount code). */
  keep(input: unknown): void;
  /** Forgets the kept input (that request was answered). */
  forget(): void;
}

/**
 * The tab's storage under page and form; storage that refuses (blocked, full) keeps nothing, and the form still
 * holds the input on this page.
 */
function keptInputAt(form: string) {
  const member = () => `${pageAddress().pathname}#${form}`;
  return {
    // Only a form's fields are ever read back: anything else leaves nothing kept.
    save: (input: unknown) =>
      isRecord(input) ? void writeStored('keptInput', input, member()) : removeStored('keptInput', member()),
    load: (): Record<string, unknown> | undefined => readStored('keptInput', member()),
    remove: () => removeStored('keptInput', member()),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isFieldValue = (value: unknown): value is string | number | boolean =>
  ['string', 'number', 'boolean'].includes(typeof value);

/**
 * The form's current values with the kept input put back over them: only plain field values (text, a choice, a
 * tick), and only of the type the field has now, since what comes out of storage is not trusted to fit the form. A
 * field with no value yet takes any: a choice nobody has made reads as null once its radios are on screen.
 */
export function keptInputOver<Input extends object>(current: Input, kept: unknown): Input {
  if (!isRecord(kept)) return current;
  const now = { ...current } as Record<string, unknown>;
  const merged = { ...now };
  for (const [name, value] of Object.entries(kept)) {
    if (isFieldValue(value) && (now[name] === undefined || now[name] === null || typeof now[name] === typeof value))
      merged[name] = value;
  }
  return merged as Input;
}

export function createSubmission<Values, Result, Field extends string = never, Code extends string = never>(
  action: (values: Values) => Promise<Result>,
  options: SubmissionOptions<Values, Field, Code> = {},
): Submission<Values, Result, Field, Code> {
  type State = SubmissionState<Result, Field, Code>;
  const $state = atom<State>({ status: 'idle' });
  const kept = options.keep === undefined ? undefined : keptInputAt(options.keep);
  let last: { values: Values; input: unknown } | undefined;
  let running: Promise<State> | undefined;

  async function send(values: Values): Promise<State> {
    try {
      return { status: 'done', result: await action(values) };
    } catch (error) {
      // Still under way as far as the user can tell: the login page takes over, and the input stays kept for after.
      if (isOnTheWayToLogin(error)) return { status: 'pending' };
      const refusal = placeOf(error, options.refusals, values);
      if (refusal) return { status: 'refused', ...refusal };
      return kept
        ? { status: 'failed', failure: failureOf(error), kept: true }
        : { status: 'failed', failure: failureOf(error) };
    }
  }

  function submit(values: Values, input: unknown = values): Promise<State> {
    if (running) return running;
    last = { values, input };
    // Kept before sending: a 401 sends the user to login at once, and the page may be gone before the answer.
    kept?.save(input);
    $state.set({ status: 'pending' });
    running = send(values).then((outcome) => {
      running = undefined;
      // Answered: the form shows the outcome with its input; only an unanswered send stays kept.
      if (outcome.status === 'done' || outcome.status === 'refused') kept?.remove();
      $state.set(outcome);
      // The page's newest answer: older confirmations give way to it (stores/kit/outcome.ts).
      if (outcome.status !== 'pending') answered($state);
      return outcome;
    });
    return running;
  }

  // What it answered is the user's: logout forgets it, and what was sent, whatever is still under way.
  userBound($state, () => {
    last = undefined;
    running = undefined;
    $state.set({ status: 'idle' });
  });

  return Object.assign($state, {
    submit,
    retry() {
      if (!last) throw new Error('Nothing was submitted to retry');
      return submit(last.values, last.input);
    },
    reset() {
      if (!running) $state.set({ status: 'idle' });
    },
    restore() {
      const input = kept?.load();
      if (input !== undefined && $state.get().status === 'idle') $state.set({ status: 'restored' });
      return input;
    },
    keep(input: unknown) {
      kept?.save(input);
    },
    forget() {
      kept?.remove();
    },
  });
}
