// The form /endre-profil and /kontakt share: person fields with their errors, save, a success line, and on a
// failed request the user's input kept with a retry. Which fields and which schema is the page's choice.
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import type * as v from 'valibot';
import { nb } from '../../i18n/nb.ts';
import { nbPerson, nbProfile } from '../../i18n/nb/person.ts';
import { $accountSave, type Account, type PersonChanges } from '../../stores/person/account.ts';
import { Field } from '../shared/Field.tsx';
import { Outcome } from '../shared/Outcome.tsx';
import { SubmissionAlert } from '../shared/SubmissionAlert.tsx';
import { SubmitButton } from '../shared/SubmitButton.tsx';
import { useSubmission } from '../shared/use-submission.ts';
import { href } from '../../domain/routing/href.ts';

export interface PersonFieldSpec<Name extends string> {
  name: Name;
  label: string;
  hint?: ReactNode;
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

export function PersonForm<Input extends FieldValues, Output extends PersonChanges>({
  schema,
  initial,
  inputOf,
  fields,
  submitLabel,
  savedMessage,
}: Props<Input, Output>) {
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setError,
    formState: { errors },
  } = useForm<Input, unknown, Output>({
    resolver: valibotResolver(schema),
    defaultValues: initial as DefaultValues<Input>,
  });
  const { state, submit, retry, pending } = useSubmission($accountSave, {
    onDone: (account) => {
      // Show what is stored (e.g. the phone as 8 digits); only after success, so a failure never loses input.
      reset(inputOf(account));
    },
    onFieldRefused: (field, code) =>
      setError(field as Path<Input>, { message: BIRTHDATE_REFUSALS[code] }, { shouldFocus: true }),
    // What was typed comes back after a new login (or a reload) until it is saved.
    form: { getValues, reset },
  });
  const saved = state.status === 'done';

  const save = handleSubmit((values) => submit(values));

  return (
    // Editing after a save takes the "saved" line away; a failure stays until the next try.
    <form
      className="form"
      noValidate
      onSubmit={(event) => void save(event)}
      onChange={() => saved && $accountSave.reset()}
    >
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
      <SubmissionAlert state={state} onRetry={retry} refusalText={(code) => BIRTHDATE_REFUSALS[code]} />
      {saved && <Outcome of={$accountSave}>{savedMessage}</Outcome>}
      <div className="button-row">
        <SubmitButton busy={pending} label={submitLabel} busyLabel={nb.request.saving} />
        <a className="button button--secondary" href={href('/')}>
          {nbProfile.backHome}
        </a>
      </div>
    </form>
  );
}

/** The backend's refusals of a birthdate, at the field (or of the form where it has no birthdate field). */
const BIRTHDATE_REFUSALS = { BIRTHDATE_LOCKED: nbPerson.birthdateLocked, INVALID_BIRTHDATE: nbPerson.birthdateRefused };
