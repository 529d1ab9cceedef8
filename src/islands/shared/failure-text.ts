// The Norwegian sentence for a failed request: what happened, and that the user's input is kept.
import { nb } from '../../i18n/nb.ts';
import type { RequestFailure } from '../../stores/request-failure.ts';

export function failureText(failure: RequestFailure): string {
  if (failure.kind === 'timeout') return nb.request.timeout;
  if (failure.kind === 'network') return nb.request.network;
  return nb.request.failed;
}
