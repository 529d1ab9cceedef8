// The Norwegian sentence for a failed request: what happened, and, where the user typed or chose something that
// the submission keeps (src/stores/kit/submission.ts), that it is kept. A button without input claims nothing.
import { nb } from '../../i18n/nb.ts';
import type { RequestFailure } from '../../stores/kit/request-failure.ts';

export function failureText(failure: RequestFailure, kept = false): string {
  if (failure.kind === 'network') return nb.request.network;
  if (failure.kind === 'timeout') return kept ? nb.request.timeout : nb.requestWithoutInput.timeout;
  return kept ? nb.request.failed : nb.requestWithoutInput.failed;
}
