// A form's side of a submission store (src/stores/kit/submission.ts): its state for rendering, and submit and retry
// that hand the outcome to the form once it is known (leave the page, mark the refused field, say it is saved).
// Given the form, it sends the form's own input along to be kept, and on mount puts back what was kept.
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, UseFormGetValues, UseFormReset } from 'react-hook-form';
import { keptInputOver, type Submission, type SubmissionState } from '../../stores/kit/submission.ts';

/** The react-hook-form a submission keeps the input of: `useForm()`'s getValues and reset. */
export interface KeptForm<Input extends FieldValues> {
  getValues: UseFormGetValues<Input>;
  reset: UseFormReset<Input>;
}

export interface SubmissionHandlers<Result, Field extends string, Code extends string, Input extends FieldValues> {
  onDone?: (result: Result) => void;
  /** A refusal that concerns one field: put its message there (react-hook-form's setError). */
  onFieldRefused?: (field: Field, code: Code) => void;
  /** The form whose input is kept while a send is unanswered (a 401 and a new login, a failure, a reload). */
  form?: KeptForm<Input>;
}

export function useSubmission<
  Values,
  Result,
  Field extends string,
  Code extends string,
  Input extends FieldValues = FieldValues,
>(submission: Submission<Values, Result, Field, Code>, handlers: SubmissionHandlers<Result, Field, Code, Input> = {}) {
  const state = useStore(submission);
  const latest = useRef(handlers);
  // The latest handlers, read only by the effects and callbacks below, after this render has been committed.
  // eslint-disable-next-line react-hooks/refs
  latest.current = handlers;

  // Once, when the form is there: what this form sent before and got no answer to comes back into it.
  const hasForm = handlers.form !== undefined;
  useEffect(() => {
    const form = latest.current.form;
    if (!form) return;
    const kept = submission.restore();
    if (kept !== undefined) form.reset(keptInputOver(form.getValues(), kept));
  }, [submission, hasForm]);

  const settle = useCallback((outcome: SubmissionState<Result, Field, Code>) => {
    if (outcome.status === 'done') latest.current.onDone?.(outcome.result);
    if (outcome.status === 'refused' && outcome.field !== undefined)
      latest.current.onFieldRefused?.(outcome.field, outcome.code);
  }, []);

  /** `input`: what to keep when the form is no react-hook-form (a pick among matches); else the form's own input. */
  const submit = useCallback(
    (values: Values, input?: unknown) =>
      submission.submit(values, input ?? latest.current.form?.getValues()).then(settle),
    [submission, settle],
  );
  const retry = useCallback(() => void submission.retry().then(settle), [submission, settle]);
  return { state, submit, retry, pending: state.status === 'pending' };
}
