// The one button that sends a form: busy while the request runs, so it cannot be sent twice.
interface Props {
  busy: boolean;
  label: string;
  busyLabel: string;
}

export function SubmitButton({ busy, label, busyLabel }: Props) {
  return (
    <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
      {busy ? busyLabel : label}
    </button>
  );
}
