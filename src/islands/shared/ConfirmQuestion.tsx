// The second yes before something that cannot be undone (removing a card, a member, employees' access).
import { useEffect, useId, useRef } from 'react';

export function ConfirmQuestion({ question, yes, no, onYes, onNo }: { question: string; yes: string; no: string; onYes: () => void; onNo: () => void }) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The question replaces the button pressed, so focus goes to it.
  useEffect(() => panel.current?.focus(), []);
  return (
    <div className="notice" role="group" aria-labelledby={id} tabIndex={-1} ref={panel}>
      <p id={id}>{question}</p>
      <div className="button-row">
        <button type="button" className="button" onClick={onYes}>
          {yes}
        </button>
        <button type="button" className="button button--secondary" onClick={onNo}>
          {no}
        </button>
      </div>
    </div>
  );
}
