// A group of radio cards with one legend and one error, tied together for screen readers.
import type { ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

interface GroupProps {
  legend: string;
  /** Names the error element, so the group can point to it. */
  name: string;
  error?: FieldError;
  children: ReactNode;
}

export function ChoiceGroup({ legend, name, error, children }: GroupProps) {
  const errorId = `${name}-feil`;
  return (
    <fieldset className="fieldset" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {error && (
        <p className="field__error" id={errorId}>
          {error.message}
        </p>
      )}
      {children}
    </fieldset>
  );
}

interface ChoiceProps {
  registration: UseFormRegisterReturn;
  value: string;
  title: string;
  children?: ReactNode;
  disabled?: boolean;
  /** The id of a note that says more about this choice (why it cannot be chosen). */
  describedBy?: string;
}

export function Choice({ registration, value, title, children, disabled, describedBy }: ChoiceProps) {
  return (
    <label className="choice">
      <input type="radio" value={value} disabled={disabled} aria-describedby={describedBy} {...registration} />
      <span className="choice__text">
        <span className="choice__title">{title}</span>
        {children}
      </span>
    </label>
  );
}
