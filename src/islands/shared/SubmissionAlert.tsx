// What a form says under its fields when sending did not work: a failure with "Prøv igjen", or a refusal of the
// whole form in its own words (a refusal of one field is shown at that field instead); and, when what the form
// sent before came back into it (after a new login, say), that it did, for the user to send it again.
import { nb } from '../../i18n/nb.ts';
import type { SubmissionState } from '../../stores/kit/submission.ts';
import { RequestFailure } from './RequestFailure.tsx';

interface Props<Code extends string> {
  state: SubmissionState<unknown, string, Code>;
  onRetry: () => void;
  /** The sentence for each refusal code of this form (typed by the page model, so none is missing). */
  refusalText?: (code: Code) => string;
}

export function SubmissionAlert<Code extends string>({ state, onRetry, refusalText }: Props<Code>) {
  if (state.status === 'failed')
    return <RequestFailure failure={state.failure} kept={state.kept === true} onRetry={onRetry} />;
  if (state.status === 'restored')
    return (
      <p className="notice" role="status">
        {nb.keptInput.restored}
      </p>
    );
  if (state.status === 'refused' && state.field === undefined && refusalText)
    return <RequestFailure message={refusalText(state.code)} />;
  return null;
}
