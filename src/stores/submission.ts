// The one way a form sends something: pending while the request runs (never twice at once), then done, refused
// by the backend (at the field the refusal concerns, where it has one), or failed with a retry that sends the
// same values again. The form's fields stay in react-hook-form, so nothing typed is lost on the way.
import { atom, type ReadableAtom } from 'nanostores';
import { failureOf, refusalCodeOf, type RequestFailure } from './request-failure.ts';

export type SubmissionState<Result, Field extends string = never> =
  | { status: 'idle' }
  | { status: 'pending' }
  /** The backend said no for a reason the user can act on; `field` names the field it concerns, if any. */
  | { status: 'refused'; code: string; field?: Field }
  | { status: 'failed'; failure: RequestFailure }
  | { status: 'done'; result: Result };

/**
 * Which backend codes are refusals of this submission, and where each belongs: `{ field }` for one field,
 * `{}` for the form as a whole, undefined for a code that is no refusal (then the request failed).
 */
export type RefusalOf<Values, Field extends string> = (code: string, values: Values) => { field?: Field } | undefined;

export interface Submission<Values, Result, Field extends string = never> extends ReadableAtom<SubmissionState<Result, Field>> {
  /** Sends the values; while a send runs, answers with its outcome instead of sending again. */
  submit(values: Values): Promise<SubmissionState<Result, Field>>;
  /** Sends the values of the last submit again. */
  retry(): Promise<SubmissionState<Result, Field>>;
  /** Back to idle (say, once the user edits after a success); a running send is left to finish. */
  reset(): void;
}

export function createSubmission<Values, Result, Field extends string = never>(
  action: (values: Values) => Promise<Result>,
  refusalOf: RefusalOf<Values, Field> = () => undefined,
): Submission<Values, Result, Field> {
  type State = SubmissionState<Result, Field>;
  const $state = atom<State>({ status: 'idle' });
  let last: { values: Values } | undefined;
  let running: Promise<State> | undefined;

  async function send(values: Values): Promise<State> {
    try {
      return { status: 'done', result: await action(values) };
    } catch (error) {
      const code = refusalCodeOf(error);
      const refusal = code === undefined ? undefined : refusalOf(code, values);
      if (code !== undefined && refusal) return refusal.field === undefined ? { status: 'refused', code } : { status: 'refused', code, field: refusal.field };
      return { status: 'failed', failure: failureOf(error) };
    }
  }

  function submit(values: Values): Promise<State> {
    if (running) return running;
    last = { values };
    $state.set({ status: 'pending' });
    running = send(values).then((outcome) => {
      running = undefined;
      $state.set(outcome);
      return outcome;
    });
    return running;
  }

  return Object.assign($state, {
    submit,
    retry() {
      if (!last) throw new Error('Nothing was submitted to retry');
      return submit(last.values);
    },
    reset() {
      if (!running) $state.set({ status: 'idle' });
    },
  });
}
