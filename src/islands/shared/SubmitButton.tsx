// The one button that sends a form: busy while the request runs, so it cannot be sent twice.
interface Props {
  busy: boolean;
  label: string;
  busyLabel: string;
  /** `danger`: what cannot be undone here, red whatever the brand (cancelling). */
  tone?: 'danger';
}

export function SubmitButton({ busy, label, busyLabel, tone }: Props) {
  return (
    <button
      type="submit"
      className={tone === 'danger' ? 'button button--danger' : 'button'}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
