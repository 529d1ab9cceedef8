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
      {/* The safe choice first for the keyboard; the yes drawn as what it is, destructive, not the page's main action. */}
      <div className="button-row">
        <button type="button" className="button button--secondary" onClick={onNo}>
          {no}
        </button>
        <button type="button" className="button button--danger" onClick={onYes}>
          {yes}
        </button>
      </div>
    </div>
  );
}
