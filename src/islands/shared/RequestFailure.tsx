// A failed request, said in Norwegian next to what failed, with a way to try again.
import { useEffect, useRef } from 'react';
import { nb } from '../../i18n/nb.ts';
import type { RequestFailure as Failure } from '../../stores/kit/request-failure.ts';
import { failureText } from './failure-text.ts';

type Props = { onRetry?: () => void } & (
  | {
      failure: Failure;
      /** A more specific sentence than the generic one for this kind of failure. */
      message?: string;
      /** What the user typed is kept (the submission keeps it), so the sentence may say so. */
      kept?: boolean;
    }
  /** A refusal: its own sentence, and usually nothing to retry. */
  | { failure?: undefined; message: string; kept?: undefined }
);

export function RequestFailure({ failure, message, kept, onRetry }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  // Move focus to the message so keyboard and screen-reader users learn of it at once (again on each new failure).
  useEffect(() => ref.current?.focus(), [failure, message]);
  return (
    <div className="request-failure" role="alert" tabIndex={-1} ref={ref}>
      <p>{message ?? failureText(failure!, kept)}</p>
      {onRetry && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {nb.request.retry}
        </button>
      )}
    </div>
  );
}
