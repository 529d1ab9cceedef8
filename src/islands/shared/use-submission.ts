// A form's side of a submission store (src/stores/submission.ts): its state for rendering, and submit and retry
// that hand the outcome to the form once it is known (leave the page, mark the refused field, say it is saved).
import { useStore } from '@nanostores/react';
import { useCallback, useRef } from 'react';
import type { Submission, SubmissionState } from '../../stores/submission.ts';

export interface SubmissionHandlers<Result, Field extends string> {
  onDone?: (result: Result) => void;
  /** A refusal that concerns one field: put its message there (react-hook-form's setError). */
  onFieldRefused?: (field: Field, code: string) => void;
}

export function useSubmission<Values, Result, Field extends string>(submission: Submission<Values, Result, Field>, handlers: SubmissionHandlers<Result, Field> = {}) {
  const state = useStore(submission);
  const latest = useRef(handlers);
  latest.current = handlers;

  const settle = useCallback((outcome: SubmissionState<Result, Field>) => {
    if (outcome.status === 'done') latest.current.onDone?.(outcome.result);
    if (outcome.status === 'refused' && outcome.field !== undefined) latest.current.onFieldRefused?.(outcome.field, outcome.code);
  }, []);

  const submit = useCallback((values: Values) => submission.submit(values).then(settle), [submission, settle]);
  const retry = useCallback(() => void submission.retry().then(settle), [submission, settle]);
  return { state, submit, retry, pending: state.status === 'pending' };
}
