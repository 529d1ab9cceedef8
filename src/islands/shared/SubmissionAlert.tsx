// What a form says under its fields when sending did not work: a failure with "Prøv igjen", or a refusal of the
// whole form in its own words (a refusal of one field is shown at that field instead).
import type { SubmissionState } from '../../stores/submission.ts';
import { RequestFailure } from './RequestFailure.tsx';

interface Props {
  state: SubmissionState<unknown, string>;
  onRetry: () => void;
  /** The sentence for each refusal code of this form. */
  refusalText?: (code: string) => string;
}

export function SubmissionAlert({ state, onRetry, refusalText }: Props) {
  if (state.status === 'failed') return <RequestFailure failure={state.failure} onRetry={onRetry} />;
  if (state.status === 'refused' && state.field === undefined && refusalText) return <RequestFailure message={refusalText(state.code)} />;
  return null;
}
