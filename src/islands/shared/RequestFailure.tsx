// A failed request, said in Norwegian next to what failed, with a way to try again.
import { useEffect, useRef } from 'react';
import { nb } from '../../i18n/nb.ts';
import { failureText } from './failure-text.ts';

interface Props {
  error: unknown;
  /** A more specific sentence than the generic one for this kind of failure. */
  message?: string;
  onRetry?: () => void;
}

export function RequestFailure({ error, message, onRetry }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  // Move focus to the message so keyboard and screen-reader users learn of it at once.
  useEffect(() => ref.current?.focus(), [error]);
  return (
    <div className="request-failure" role="alert" tabIndex={-1} ref={ref}>
      <p>{message ?? failureText(error)}</p>
      {onRetry && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {nb.request.retry}
        </button>
      )}
    </div>
  );
}
