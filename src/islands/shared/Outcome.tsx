// The answer to what the user just did, where they are looking: drawn only while it is the page's newest answer
// (stores/kit/outcome.ts), so an older confirmation gives way; said by a screen reader (a status), given focus, and
// scrolled into view, since on a phone the form that was sent is often taller than the screen.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { $latestOutcome } from '../../stores/kit/outcome.ts';

interface Props {
  /** The action (its submission store) this answers. */
  of: object;
  children: ReactNode;
  /** `notice`: an answer that is not a success (a report with addresses to correct). */
  tone?: 'success' | 'notice';
  className?: string;
}

/** Whether `action` gave the page's newest answer: a receipt that takes a form's place gives it back once it is not. */
export function useNewestOutcome(action: object): boolean {
  return useStore($latestOutcome) === action;
}

export function Outcome({ of, children, tone = 'success', className }: Props) {
  const newest = useNewestOutcome(of);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!newest) return;
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'center' });
  }, [newest]);
  if (!newest) return null;
  return (
    <div ref={ref} className={['outcome', tone, className].filter(Boolean).join(' ')} role="status" tabIndex={-1}>
      {children}
    </div>
  );
}
