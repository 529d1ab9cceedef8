// /avslutt-abonnement: cancel with a reason; the end date is shown before anything is sent. Once a reason is chosen,
// at most one offer that fits it (issue 41: cancelOfferFor) stands beside "Nei takk, si opp abonnementet".
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useForm, type FieldError, type UseFormRegister } from 'react-hook-form';
import type * as v from 'valibot';
import { cancelOfferFor, type CancelOffer } from '../../domain/subscription/cancel-offer.ts';
import {
  CANCELLATION_REASONS,
  cancellationEndDate,
  cancellationSchema,
  COMMENT_MAX,
} from '../../domain/subscription/changes.ts';
import { mayCancel, mayChangePlan } from '../../domain/subscription/self-service.ts';
import { isBusinessAdmin, isFamily } from '../../domain/subscription/status.ts';
import { formatPrice, nb } from '../../i18n/nb.ts';
import { nbCancel, nbChangePlan } from '../../i18n/nb/subscription.ts';
import {
  $cancelOfferFacts,
  $cheaperPlanTaken,
  followOffer,
  showOffer,
} from '../../stores/subscription/cancel-offer.ts';
import { $offers, type Offer } from '../../stores/purchase/offers.ts';
import { $cancellation, type Subscription } from '../../stores/subscription/subscription.ts';
import { Choice, ChoiceGroup } from '../shared/Choices.tsx';
import { Outcome } from '../shared/Outcome.tsx';
import { SubmissionAlert } from '../shared/SubmissionAlert.tsx';
import { SubmitButton } from '../shared/SubmitButton.tsx';
import { usePage } from '../shared/use-page.ts';
import { useSubmission } from '../shared/use-submission.ts';
import { sharedWithCount, useFamilyOnDemand } from '../shared/use-family.ts';
import { HeldBack } from './HeldBack.tsx';
import { Reserved } from '../shared/Reserved.tsx';
import { href } from '../../domain/routing/href.ts';
import { goTo } from '../../stores/kit/address.ts';

const text = nbCancel;
const CancellationForm = cancellationSchema({
  reasonRequired: text.reasonRequired,
  commentTooLong: text.commentTooLong,
  commentUnsavable: text.commentUnsavable,
});

/** Where a link offer leads. */
const OFFER_PAGE = {
  vacationStop: '/endre-avislevering',
  moveAddress: '/leveringsadresse',
  complaint: '/tilbakemelding',
} as const;

export function Cancel() {
  const { ready, brand, subscription, now } = usePage();
  const facts = useStore($cancelOfferFacts);
  const { register, handleSubmit, watch, getValues, reset, formState } = useForm<
    v.InferInput<typeof CancellationForm>,
    unknown,
    v.InferOutput<typeof CancellationForm>
  >({
    resolver: valibotResolver(CancellationForm),
    defaultValues: { comment: '' },
  });
  // The receipt page loads the changed subscription itself. The reason and comment are kept until it is sent.
  const {
    state,
    submit: send,
    retry,
  } = useSubmission($cancellation, {
    onDone: () => goTo(href('/abonnement-avsluttet')),
    form: { getValues, reset },
  });
  const taken = useSubmission($cheaperPlanTaken);

  // The title's plans, for a cheaper one: asked only where the plan may change. The form does not wait for them.
  const titleCode = brand?.titleCode;
  const plansWanted = ready && !!subscription && mayChangePlan(subscription);
  useEffect(() => {
    if (plansWanted && titleCode) void $offers.load(titleCode);
  }, [plansWanted, titleCode]);

  const reason = watch('reason') ?? undefined;
  const offer = ready && facts ? cancelOfferFor(reason, facts) : undefined;
  const offerKey = offer && (offer.kind === 'cheaperPlan' ? offer.plan.offerId : offer.kind);
  // Told when the offer beside the button changes (a new object each render says the same offer: keyed by what it offers).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by offerKey, which says which offer `offer` is
  useEffect(() => showOffer(reason, offer), [reason, offerKey]);

  // Someone the owner shares a family plan with loses it too: said before the form draws, so nothing moves after.
  const family = useFamilyOnDemand(subscription ? isFamily(subscription) && mayCancel(subscription) : false);
  if (!ready || !subscription || !family.answered) return null;

  // The cheaper plan taken: its answer takes the form's place, where the user looked.
  if (taken.state.status === 'done') return <OfferTaken before={subscription} changed={taken.state.result} />;

  if (!mayCancel(subscription)) return <HeldBack subscription={subscription} action="cancel" />;

  const submit = handleSubmit((form) => send(form));
  const endsOn = cancellationEndDate(now, subscription);
  const sharedWith = sharedWithCount(family);
  const cancelling = state.status === 'pending' || state.status === 'done';

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      {/* What cancelling does, in one place before the form: when it ends, and what ends with it. */}
      <div className="notice">
        <p>{text.endsOn(endsOn)}</p>
        {subscription.pendingPlan && (
          <p>{text.pendingChangeDropped(subscription.pendingPlan.planName, subscription.pendingPlan.effectiveDate)}</p>
        )}
        {sharedWith > 0 && <p>{text.familyLoses(sharedWith, endsOn)}</p>}
        {isBusinessAdmin(subscription) && <p>{text.employeesLose(endsOn)}</p>}
      </div>
      <ReasonChoices register={register} error={formState.errors.reason} />
      {reason === 'replacement' && (
        <p>
          {text.replacementHint} <a href={href('/endre-abonnement')}>{text.replacementLink}</a>
        </p>
      )}
      <CommentField register={register} error={formState.errors.comment} />
      <SubmissionAlert state={state} onRetry={retry} />
      {/* The safe way first, for the keyboard too; cancelling last, red, one press, on this page. */}
      {offer ? (
        <section className="card cancel-offer" aria-labelledby="tilbud-tittel">
          <h2 id="tilbud-tittel">{text.offer[offer.kind].heading}</h2>
          <OfferText offer={offer} subscription={subscription} />
          <SubmissionAlert
            state={taken.state}
            onRetry={taken.retry}
            refusalText={(code) => nbChangePlan.refused[code]}
          />
          <div className="button-row">
            {offer.kind === 'cheaperPlan' ? (
              <button
                type="button"
                className="button"
                disabled={taken.pending || cancelling}
                aria-busy={taken.pending || undefined}
                onClick={() => void taken.submit(offer.plan.offerId)}
              >
                {taken.pending ? nb.request.saving : text.offer.cheaperPlan.take(offer.plan.planName)}
              </button>
            ) : (
              <a className="button" href={href(OFFER_PAGE[offer.kind])} onClick={followOffer}>
                {text.offer[offer.kind].take}
              </a>
            )}
            <SubmitButton
              tone="danger"
              busy={cancelling || taken.pending}
              label={text.declineAndSubmit}
              busyLabel={nb.request.saving}
            />
          </div>
        </section>
      ) : (
        <KeepOrCancel cancelling={cancelling} />
      )}
    </form>
  );
}

/**
 * The form as the build draws it (ScreenFrame's "prepared" slot, issue 45): the reasons, the comment and the two
 * ways out, before the guard and the subscription; the room of the end date's notice kept, its words not shown.
 */
export function CancelPrepared() {
  const { register } = useForm<v.InferInput<typeof CancellationForm>>({ defaultValues: { comment: '' } });
  return (
    <form className="form" noValidate>
      <div className="notice">
        <p>
          <Reserved>{text.endsOn(SAMPLE_END_DATE)}</Reserved>
        </p>
      </div>
      <ReasonChoices register={register} />
      <CommentField register={register} />
      <KeepOrCancel cancelling={false} />
    </form>
  );
}

/** A date as long as any, for the room of the notice's line only. */
const SAMPLE_END_DATE = '2026-12-31';

type CancellationRegister = UseFormRegister<v.InferInput<typeof CancellationForm>>;

function ReasonChoices({ register, error }: { register: CancellationRegister; error?: FieldError }) {
  return (
    <ChoiceGroup legend={text.reasonLegend} name="reason" error={error}>
      {CANCELLATION_REASONS.map((reason) => (
        <Choice key={reason} registration={register('reason')} value={reason} title={text.reasons[reason]} />
      ))}
    </ChoiceGroup>
  );
}

function CommentField({ register, error }: { register: CancellationRegister; error?: FieldError }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor="felt-comment">
        {text.comment}
      </label>
      <textarea
        id="felt-comment"
        maxLength={COMMENT_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'felt-comment-feil' : undefined}
        {...register('comment')}
      />
      {error && (
        <p className="field__error" id="felt-comment-feil">
          {error.message}
        </p>
      )}
    </div>
  );
}

function KeepOrCancel({ cancelling }: { cancelling: boolean }) {
  return (
    <div className="button-row">
      <a className="button button--secondary" href={href('/')}>
        {text.keep}
      </a>
      <SubmitButton tone="danger" busy={cancelling} label={text.submit} busyLabel={nb.request.saving} />
    </div>
  );
}

function OfferText({ offer, subscription }: { offer: CancelOffer<Offer>; subscription: Subscription }) {
  if (offer.kind !== 'cheaperPlan') return <p>{text.offer[offer.kind].text}</p>;
  return (
    <>
      <p>
        {text.offer.cheaperPlan.text(
          offer.plan.planName,
          formatPrice(offer.plan.price),
          formatPrice(subscription.price),
          offer.from,
        )}
      </p>
      {offer.plan.description && <p>{offer.plan.description}</p>}
    </>
  );
}

/** The plan change's answer: what it changes to and from when, and that nothing is cancelled. */
function OfferTaken({ before, changed }: { before: Subscription; changed: Subscription }) {
  const pending = changed.pendingPlan;
  return (
    <Outcome of={$cheaperPlanTaken}>
      {pending && <p>{text.offerTaken(pending.planName, pending.effectiveDate)}</p>}
      <p>{text.offerTakenUntil(before.planName)}</p>
      <p>
        <a href={href('/')}>{nb.frame.backHome}</a>
      </p>
    </Outcome>
  );
}
