// /endre-abonnement: choose another plan; it takes effect on the first of next month.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { ageOn } from '../../domain/purchase/age.ts';
import { changeOptions, changePlanSchema, planChangeDate } from '../../domain/subscription/changes.ts';
import { mayChangePlan } from '../../domain/subscription/self-service.ts';
import { isFamily } from '../../domain/subscription/status.ts';
import { formatPrice, nb } from '../../i18n/nb.ts';
import { nbChangePlan } from '../../i18n/nb/subscription.ts';
import { $offers } from '../../stores/offers.ts';
import { $planChange } from '../../stores/subscription.ts';
import { Choice, ChoiceGroup } from '../shared/Choices.tsx';
import { RequestFailure } from '../shared/RequestFailure.tsx';
import { SubmissionAlert } from '../shared/SubmissionAlert.tsx';
import { SubmitButton } from '../shared/SubmitButton.tsx';
import { usePage } from '../shared/use-page.ts';
import { useSubmission } from '../shared/use-submission.ts';
import { sharedWithCount, useFamilyOnDemand } from '../shared/use-family.ts';
import { HeldBack } from './HeldBack.tsx';
import { href } from '../../domain/routing/href.ts';
import { goTo } from '../../stores/address.ts';

const text = nbChangePlan;
const ChangePlanForm = changePlanSchema(text);

export function ChangePlan() {
  const { ready, brand, account, subscription } = usePage();
  const offers = useStore($offers);
  const { register, handleSubmit, setError, getValues, reset, formState } = useForm<v.InferInput<typeof ChangePlanForm>>({ resolver: valibotResolver(ChangePlanForm) });
  const { state, submit: send, retry } = useSubmission($planChange, {
    onDone: () => goTo(href('/receipt2')),
    onFieldRefused: (field, code) => setError(field, { message: text.refused[code] }, { shouldFocus: true }),
    form: { getValues, reset },
  });

  const titleCode = brand?.titleCode;
  useEffect(() => {
    if (ready && titleCode) void $offers.load(titleCode);
  }, [ready, titleCode]);

  // Whom the owner shares a family plan with lose it on a plan without sharing: said before the form draws.
  const family = useFamilyOnDemand(subscription ? isFamily(subscription) && mayChangePlan(subscription) : false);
  if (!ready || !account || !subscription || !titleCode || !family.answered) return null;
  if (!mayChangePlan(subscription)) return <HeldBack subscription={subscription} action="changePlan" />;

  const submit = handleSubmit(({ offerId }) => send(offerId));
  const sharedWith = sharedWithCount(family);
  const age = account.birthdate ? ageOn(account.birthdate, new Date()) : undefined;
  const options = offers.status === 'loaded' ? changeOptions(offers.offers, subscription, age) : undefined;
  return (
    <>
      <section className="card" aria-labelledby="naa-tittel">
        <h2 id="naa-tittel">{text.currentHeading}</h2>
        <p className="card__title">{subscription.planName}</p>
        <p>{text.perMonth(formatPrice(subscription.price))}</p>
      </section>
      {(sharedWith > 0 || subscription.pendingPlan) && (
        <div className="notice consequences">
          {subscription.pendingPlan && <p>{text.alreadyPending(subscription.pendingPlan.planName, subscription.pendingPlan.effectiveDate)}</p>}
          {sharedWith > 0 && <p>{text.familyLoses(sharedWith, planChangeDate(new Date()))}</p>}
        </div>
      )}
      {offers.status === 'failed' && <RequestFailure failure={offers.failure} onRetry={() => void $offers.load(titleCode)} />}
      {!options && offers.status !== 'failed' && <p role="status">{text.loadingOffers}</p>}
      {options?.length === 0 && <p className="notice">{text.noOffers}</p>}
      {options && options.length > 0 && (
        <form className="form" onSubmit={(event) => void submit(event)} noValidate>
          <ChoiceGroup legend={text.chooseLegend} name="offerId" error={formState.errors.offerId}>
            {options.map((offer) => (
              <Choice key={offer.offerId} registration={register('offerId')} value={offer.offerId} title={offer.planName}>
                <span>{text.perMonth(formatPrice(offer.price))}</span>
                <span>{offer.description}</span>
              </Choice>
            ))}
          </ChoiceGroup>
          <p>{text.effective(planChangeDate(new Date()))}</p>
          <SubmissionAlert state={state} onRetry={retry} refusalText={(code) => text.refused[code]} />
          <div className="button-row">
            <SubmitButton busy={state.status === 'pending' || state.status === 'done'} label={text.submit} busyLabel={nb.request.saving} />
            <a className="button button--secondary" href={href('/')}>
              {nb.frame.backHome}
            </a>
          </div>
        </form>
      )}
    </>
  );
}
