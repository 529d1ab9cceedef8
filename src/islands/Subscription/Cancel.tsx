// /avslutt-abonnement: cancel with a reason; the end date is shown before anything is sent.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { CANCELLATION_REASONS, cancellationEndDate, cancellationSchema, COMMENT_MAX } from '../../domain/subscription/changes.ts';
import { mayCancel } from '../../domain/subscription/self-service.ts';
import { isBusinessAdmin, isFamily } from '../../domain/subscription/status.ts';
import { nb } from '../../i18n/nb.ts';
import { nbCancel } from '../../i18n/nb/subscription.ts';
import { $cancellation } from '../../stores/subscription.ts';
import { Choice, ChoiceGroup } from '../shared/Choices.tsx';
import { SubmissionAlert } from '../shared/SubmissionAlert.tsx';
import { SubmitButton } from '../shared/SubmitButton.tsx';
import { usePage } from '../shared/use-page.ts';
import { useSubmission } from '../shared/use-submission.ts';
import { sharedWithCount, useFamilyOnDemand } from '../shared/use-family.ts';
import { HeldBack } from './HeldBack.tsx';
import { href } from '../../domain/routing/href.ts';
import { goTo } from '../../stores/address.ts';

const text = nbCancel;
const CancellationForm = cancellationSchema({ reasonRequired: text.reasonRequired, commentTooLong: text.commentTooLong, commentUnsavable: text.commentUnsavable });

export function Cancel() {
  const { ready, subscription } = usePage();
  const { register, handleSubmit, watch, getValues, reset, formState } = useForm<v.InferInput<typeof CancellationForm>, unknown, v.InferOutput<typeof CancellationForm>>({
    resolver: valibotResolver(CancellationForm),
    defaultValues: { comment: '' },
  });
  // The receipt page loads the changed subscription itself. The reason and comment are kept until it is sent.
  const { state, submit: send, retry } = useSubmission($cancellation, {
    onDone: () => goTo(href('/abonnement-avsluttet')),
    form: { getValues, reset },
  });
  // Someone the owner shares a family plan with loses it too: said before the form draws, so nothing moves after.
  const family = useFamilyOnDemand(subscription ? isFamily(subscription) && mayCancel(subscription) : false);
  if (!ready || !subscription || !family.answered) return null;

  if (!mayCancel(subscription)) return <HeldBack subscription={subscription} action="cancel" />;

  const submit = handleSubmit((form) => send(form));
  const endsOn = cancellationEndDate(new Date(), subscription);
  const sharedWith = sharedWithCount(family);

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      {/* What cancelling does, in one place before the form: when it ends, and what ends with it. */}
      <div className="notice">
        <p>{text.endsOn(endsOn)}</p>
        {subscription.pendingPlan && <p>{text.pendingChangeDropped(subscription.pendingPlan.planName, subscription.pendingPlan.effectiveDate)}</p>}
        {sharedWith > 0 && <p>{text.familyLoses(sharedWith, endsOn)}</p>}
        {isBusinessAdmin(subscription) && <p>{text.employeesLose(endsOn)}</p>}
      </div>
      <ChoiceGroup legend={text.reasonLegend} name="reason" error={formState.errors.reason}>
        {CANCELLATION_REASONS.map((reason) => (
          <Choice key={reason} registration={register('reason')} value={reason} title={text.reasons[reason]} />
        ))}
      </ChoiceGroup>
      {watch('reason') === 'replacement' && (
        <p>
          {text.replacementHint} <a href={href('/endre-abonnement')}>{text.replacementLink}</a>
        </p>
      )}
      <div className="field">
        <label className="field__label" htmlFor="felt-comment">
          {text.comment}
        </label>
        <textarea
          id="felt-comment"
          maxLength={COMMENT_MAX}
          aria-invalid={formState.errors.comment ? true : undefined}
          aria-describedby={formState.errors.comment ? 'felt-comment-feil' : undefined}
          {...register('comment')}
        />
        {formState.errors.comment && (
          <p className="field__error" id="felt-comment-feil">
            {formState.errors.comment.message}
          </p>
        )}
      </div>
      <SubmissionAlert state={state} onRetry={retry} />
      <div className="button-row">
        <SubmitButton busy={state.status === 'pending' || state.status === 'done'} label={text.submit} busyLabel={nb.request.saving} />
        <a className="button button--secondary" href={href('/')}>
          {text.keep}
        </a>
      </div>
    </form>
  );
}
