// A payment detail (KID, account number) with a button that copies it for the bank's payment form. The browser
// may refuse the clipboard (no permission, an old browser): then the text is selected for the user to copy.
import { useCallback, useState } from 'react';
import { nbInvoices } from '../../i18n/nb/payment.ts';

const text = nbInvoices;

/**
 * What the list says after a copy: one polite live region for the whole list ("KID er kopiert"), which value was
 * copied last, and which one the browser would not copy.
 */
export function useCopy() {
  const [announcement, setAnnouncement] = useState('');
  const [copied, setCopied] = useState<string>();
  const [refused, setRefused] = useState<string>();
  const copy = useCallback(async (id: string, label: string, value: string) => {
    setAnnouncement('');
    try {
      await navigator.clipboard.writeText(value);
      setRefused(undefined);
      setCopied(id);
      setAnnouncement(text.copiedAnnouncement(label));
    } catch {
      setCopied(undefined);
      setRefused(id);
      const shown = document.getElementById(id);
      if (shown) getSelection()?.selectAllChildren(shown);
    }
  }, []);
  return { announcement, copied, refused, copy };
}

export type Copy = ReturnType<typeof useCopy>;

interface Props {
  /** Unique on the page: the value's element and the key of its copy state. */
  id: string;
  label: string;
  value: string;
  /** How it is printed, where that differs from what is copied (an account number in its groups). */
  shown?: string;
  copy: Copy;
}

export function CopyValue({ id, label, value, shown = value, copy }: Props) {
  return (
    <div className="copy-value">
      <dt>{label}</dt>
      <dd>
        <span id={id} className="copy-value__text">
          {shown}
        </span>
        <button
          type="button"
          className="button button--secondary button--small"
          aria-label={text.copyLabel(label, shown)}
          onClick={() => void copy.copy(id, label, value)}
        >
          {text.copy}
        </button>
        {/* Seen beside the button; the live region says it to screen readers. */}
        {copy.copied === id && (
          <span className="copy-value__done" aria-hidden="true">
            {text.copied}
          </span>
        )}
        {copy.refused === id && (
          <span className="copy-value__refused" role="alert">
            {text.copyRefused(label)}
          </span>
        )}
      </dd>
    </div>
  );
}
