// A group of radio cards with one legend and one error, tied together for screen readers. Every radio group of the
// portal is drawn here (the boundary check holds `type="radio"` to this file).
/* eslint-disable react-hooks/refs -- a Choice hands its ref (react-hook-form's or the caller's) on to its input and never reads it; the rule takes the `ref` prop for a ref read in render */
import type { ReactNode, Ref } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

interface GroupProps {
  legend: string;
  /** Names the error element, so the group can point to it. */
  name: string;
  error?: Pick<FieldError, 'message'>;
  /** A class besides `fieldset`, for a group laid out otherwise (the invitation filter). */
  className?: string;
  children: ReactNode;
}

export function ChoiceGroup({ legend, name, error, className, children }: GroupProps) {
  const errorId = `${name}-feil`;
  return (
    <fieldset
      className={className ? `fieldset ${className}` : 'fieldset'}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
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

/** A choice is a form's field (registered with react-hook-form), or what the page shows now (held by a store or the island). */
type Binding =
  | { registration: UseFormRegisterReturn }
  | { name: string; checked: boolean; onChange: () => void; ref?: Ref<HTMLInputElement> };

type ChoiceProps = Binding & {
  value: string;
  title: string;
  children?: ReactNode;
  disabled?: boolean;
  /** The id of a note that says more about this choice (why it cannot be chosen). */
  describedBy?: string;
  /** One line, side by side with the others (a filter), rather than a card. */
  inline?: boolean;
};

export function Choice(props: ChoiceProps) {
  const { value, title, children, disabled, describedBy, inline } = props;
  const binding =
    'registration' in props
      ? props.registration
      : { name: props.name, checked: props.checked, onChange: props.onChange, ref: props.ref };
  return (
    <label className={inline ? 'choice choice--inline' : 'choice'}>
      <input type="radio" value={value} disabled={disabled} aria-describedby={describedBy} {...binding} />
      {inline ? (
        <span>{title}</span>
      ) : (
        <span className="choice__text">
          <span className="choice__title">{title}</span>
          {children}
        </span>
      )}
    </label>
  );
}
