// The second yes before something that cannot be undone (removing a card, a member, employees' access).
import { useEffect, useId, useRef, useState } from 'react';

export function ConfirmQuestion({
  question,
  yes,
  no,
  onYes,
  onNo,
}: {
  question: string;
  yes: string;
  no: string;
  onYes: () => void;
  onNo: () => void;
}) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The question replaces the button pressed, so focus goes to it.
  useEffect(() => panel.current?.focus(), []);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Esc from either button inside bubbles here: the question's "no"
    <div
      className="notice"
      role="group"
      aria-labelledby={id}
      tabIndex={-1}
      ref={panel}
      // Esc is "no", from the question or either of its buttons (issue 41).
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        onNo();
      }}
    >
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

/**
 * Which inline question (ConfirmQuestion, or a small form like a stop's last day) is open, by a key, and the button
 * that opened it. Closed without a yes (its "Avbryt", or Esc), focus goes back to that button, drawn again where the
 * question was; closed by a yes, the answer takes focus instead (Outcome).
 */
export function useQuestion<Key = true>() {
  const [open, setOpen] = useState<Key>();
  // The question closed by "no", whose button takes focus once it is drawn again.
  const back = useRef<Key>(undefined);
  const askers = useRef(new Map<Key, HTMLElement>());
  useEffect(() => {
    if (open !== undefined || back.current === undefined) return;
    askers.current.get(back.current)?.focus();
    back.current = undefined;
  }, [open]);
  return {
    open,
    ask: (key: Key) => setOpen(key),
    /** No: the question closes and its button has focus again. */
    no: () => {
      if (open !== undefined) back.current = open;
      setOpen(undefined);
    },
    /** Yes: the question closes; the answer shows where the user looks. */
    yes: () => setOpen(undefined),
    /** The `ref` of the button that opens the question `key`. */
    asker: (key: Key) => (element: HTMLElement | null) => {
      if (element) askers.current.set(key, element);
      else askers.current.delete(key);
    },
  };
}
