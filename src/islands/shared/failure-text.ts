// The Norwegian sentence for a failed request: what happened, and that the user's input is kept.
import { ApiError } from '../../api/client.ts';
import { nb } from '../../i18n/nb.ts';

export function failureText(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'timeout') return nb.request.timeout;
  if (error instanceof ApiError && error.kind === 'network') return nb.request.network;
  return nb.request.failed;
}
