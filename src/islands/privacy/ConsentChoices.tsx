// /samtykke2: the choices, starting from what the subscriber gave before (or what they were choosing, when they come
// back to this step). Every change is kept in the tab, so Back and Forward, a reload or a failed save lose nothing;
// a saved choice leads on to the confirmation.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import {
  choicesOf,
  CHANNEL_OF,
  MARKETING_CHOICES,
  type MarketingChoice,
  type MarketingChoices,
} from '../../domain/privacy/marketing-consent.ts';
import { href } from '../../domain/routing/href.ts';
import { formatDate, formatPhone } from '../../i18n/nb.ts';
import { nbPrivacy } from '../../i18n/nb/privacy.ts';
import { $consentSave, keepDraft, readDraft, type MarketingConsents } from '../../stores/privacy/marketing-consent.ts';
import { RequestFailure } from '../shared/RequestFailure.tsx';
import { SubmitButton } from '../shared/SubmitButton.tsx';
import { usePage } from '../shared/use-page.ts';
import { useSubmission } from '../shared/use-submission.ts';
import { consentFormSchema } from '../../domain/privacy/consent-form.ts';
import { useConsents } from './use-consents.ts';
import { goTo } from '../../stores/kit/address.ts';

const text = nbPrivacy.steps;

interface FormProps {
  titleCode: string;
  stored: MarketingConsents;
  contact: { email: string; phone: string };
}

function ChoicesForm({ titleCode, stored, contact }: FormProps) {
  const schema = useMemo(() => consentFormSchema(nbPrivacy.steps.problems, contact), [contact]);
  const { register, handleSubmit, watch, setError, formState } = useForm<MarketingChoices>({
    resolver: valibotResolver(schema),
    defaultValues: readDraft() ?? choicesOf(stored),
  });
  const {
    state,
    submit: send,
    retry,
    pending,
  } = useSubmission($consentSave, {
    onDone: () => goTo(href('/samtykke3')),
    onFieldRefused: (field, code) => setError(field, { message: text.problems[code] }),
  });
  // Each change is kept at once: leaving the step (Back, the step before) must not lose it.
  useEffect(() => {
    const watching = watch((choices) => keepDraft(choices as MarketingChoices));
    return () => watching.unsubscribe();
  }, [watch]);

  const whereTo = (choice: MarketingChoice) =>
    CHANNEL_OF[choice] === 'email' ? contact.email : contact.phone && formatPhone(contact.phone);
  const submit = handleSubmit((choices) => send({ titleCode, choices }));

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="fieldset">
        <legend>{text.legend}</legend>
        {MARKETING_CHOICES.map((choice) => {
          const error = formState.errors[choice];
          const given = stored[choice];
          const where = whereTo(choice);
          const hintId = `${choice}-hint`;
          const errorId = `${choice}-feil`;
          return (
            <div key={choice} className="field">
              <label className="choice">
                <input
                  type="checkbox"
                  aria-describedby={error ? `${hintId} ${errorId}` : hintId}
                  aria-invalid={error ? true : undefined}
                  {...register(choice)}
                />
                <span className="choice__text">
                  <span className="choice__title">{text.choices[choice].name}</span>
                  <span className="choice__hint" id={hintId}>
                    {text.choices[choice].explains} {where ? text.sentTo(where) : ''}{' '}
                    {given ? text.saidOn(given.granted, formatDate(new Date(given.givenAt))) : ''}
                  </span>
                </span>
              </label>
              {error && (
                <p className="field__error" id={errorId}>
                  {error.message} <a href={href('/kontakt')}>{text.contactLink}</a>
                </p>
              )}
            </div>
          );
        })}
      </fieldset>
      {state.status === 'failed' && <RequestFailure failure={state.failure} kept onRetry={retry} />}
      <div className="button-row">
        <a className="button button--secondary" href={href('/samtykke1')}>
          {text.back}
        </a>
        <SubmitButton busy={pending} label={text.save} busyLabel={text.saving} />
      </div>
    </form>
  );
}

export function ConsentChoices() {
  const { ready, brand, account } = usePage();
  const consents = useConsents(ready ? brand?.titleCode : undefined);
  const email = account?.email ?? '';
  const phone = account?.phone ?? '';
  const contact = useMemo(() => ({ email, phone }), [email, phone]);
  if (!ready || !brand || !account) return null;
  if (consents.status === 'idle' || consents.status === 'loading') return null;
  if (consents.status === 'failed')
    return <RequestFailure failure={consents.failure} message={text.loadFailed} onRetry={consents.retry} />;
  return <ChoicesForm titleCode={brand.titleCode} stored={consents.consents} contact={contact} />;
}
