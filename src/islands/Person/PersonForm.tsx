// The form /endre-profil and /kontakt share: person fields with their errors, save, a success line, and on a
// failed request the user's input kept with a retry. Which fields and which schema is the page's choice.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import type * as v from 'valibot';
import type { Account } from '../../api/contract.ts';
import { nb } from '../../i18n/nb.ts';
import { saveAccountChanges, type PersonChanges } from '../../stores/account.ts';
import { Field } from '../shared/Field.tsx';
import { RequestFailure } from '../shared/RequestFailure.tsx';
import { SubmitButton } from '../shared/SubmitButton.tsx';

export interface PersonFieldSpec<Name extends string> {
  name: Name;
  label: string;
  hint?: string;
  type?: 'text' | 'tel' | 'email';
  autoComplete: string;
  inputMode?: 'text' | 'tel' | 'email' | 'numeric';
}

interface Props<Input extends FieldValues, Output extends PersonChanges> {
  schema: v.GenericSchema<Input, Output>;
  initial: Input;
  /** The stored account in the form's terms, to show what was saved. */
  inputOf: (account: Account) => Input;
  fields: readonly PersonFieldSpec<Path<Input> & string>[];
  submitLabel: string;
  savedMessage: string;
}

export function PersonForm<Input extends FieldValues, Output extends PersonChanges>({ schema, initial, inputOf, fields, submitLabel, savedMessage }: Props<Input, Output>) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({ resolver: valibotResolver(schema), defaultValues: initial as DefaultValues<Input> });
  const [failure, setFailure] = useState<unknown>();
  const [saved, setSaved] = useState(false);
  const savedRef = useRef<HTMLParagraphElement>(null);

  const save = handleSubmit(async (values) => {
    setSaved(false);
    setFailure(undefined);
    try {
      const account = await saveAccountChanges(values);
      // Show what is stored (e.g. the phone as 8 digits); only after success, so a failure never loses input.
      reset(inputOf(account));
      setSaved(true);
      requestAnimationFrame(() => savedRef.current?.focus());
    } catch (error) {
      setFailure(error);
    }
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void save(event)} onChange={() => setSaved(false)}>
      {fields.map((field) => (
        <Field
          key={field.name}
          label={field.label}
          hint={field.hint}
          type={field.type ?? 'text'}
          autoComplete={field.autoComplete}
          inputMode={field.inputMode}
          registration={register(field.name)}
          error={errors[field.name] as FieldError | undefined}
        />
      ))}
      {failure !== undefined && <RequestFailure error={failure} onRetry={() => void save()} />}
      {saved && (
        <p className="success" role="status" tabIndex={-1} ref={savedRef}>
          {savedMessage}
        </p>
      )}
      <div className="button-row">
        <SubmitButton busy={isSubmitting} label={submitLabel} busyLabel={nb.request.saving} />
        <a className="button button--secondary" href="/">
          {nb.profile.backHome}
        </a>
      </div>
    </form>
  );
}
