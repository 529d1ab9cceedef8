// /endre-abonnement: choose another plan; it takes effect on the first of next month.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { ApiError } from '../../api/client.ts';
import type { Offer } from '../../api/contract.ts';
import { fetchOffers } from '../../api/offering.ts';
import { ageOn } from '../../domain/purchase/age.ts';
import { changeOptions, planChangeDate } from '../../domain/subscription/changes.ts';
import { mayChangePlan } from '../../domain/subscription/self-service.ts';
import { formatPrice, nb } from '../../i18n/nb.ts';
import { changePlan } from '../../stores/subscription.ts';
import { Choice, ChoiceGroup } from '../shared/Choices.tsx';
import { RequestFailure } from '../shared/RequestFailure.tsx';
import { SubmitButton } from '../shared/SubmitButton.tsx';
import { usePage } from '../shared/use-page.ts';

const text = nb.changePlan;
const ChangePlanForm = v.object({ offerId: v.pipe(v.string(text.required), v.minLength(1, text.required)) });

export function ChangePlan() {
  const { ready, brand, account, subscription } = usePage();
  const [offers, setOffers] = useState<Offer[]>();
  const [loadError, setLoadError] = useState<unknown>();
  const [submitError, setSubmitError] = useState<unknown>();
  const { register, handleSubmit, formState } = useForm<v.InferInput<typeof ChangePlanForm>>({ resolver: valibotResolver(ChangePlanForm) });

  const titleCode = brand?.titleCode;
  const loadOffers = useCallback(() => {
    if (!titleCode) return;
    setLoadError(undefined);
    fetchOffers(titleCode).then(setOffers, setLoadError);
  }, [titleCode]);
  useEffect(() => {
    if (ready) loadOffers();
  }, [ready, loadOffers]);

  if (!ready || !account || !subscription) return null;
  if (!mayChangePlan(subscription)) return <p className="notice">{text.notChangeable}</p>;

  const submit = handleSubmit(async ({ offerId }) => {
    setSubmitError(undefined);
    try {
      await changePlan(offerId);
      location.assign('/receipt2');
    } catch (error) {
      setSubmitError(error);
    }
  });

  const age = account.birthdate ? ageOn(account.birthdate, new Date()) : undefined;
  const options = offers && changeOptions(offers, subscription.ariaPlanID, age);
  const refusal = submitError instanceof ApiError ? text.refused[submitError.code] : undefined;
  return (
    <>
      <section className="card" aria-labelledby="naa-tittel">
        <h2 id="naa-tittel">{text.currentHeading}</h2>
        <p className="card__title">{subscription.planName}</p>
        <p>{text.perMonth(formatPrice(subscription.price))}</p>
      </section>
      {subscription.pendingPlan && <p className="notice">{text.alreadyPending(subscription.pendingPlan.planName, subscription.pendingPlan.effectiveDate)}</p>}
      {loadError !== undefined && <RequestFailure error={loadError} onRetry={loadOffers} />}
      {!options && loadError === undefined && <p role="status">{text.loadingOffers}</p>}
      {options?.length === 0 && <p className="notice">{text.noOffers}</p>}
      {options && options.length > 0 && (
        <form className="form" onSubmit={submit} noValidate>
          <ChoiceGroup legend={text.chooseLegend} name="offerId" error={formState.errors.offerId}>
            {options.map((offer) => (
              <Choice key={offer.offerId} registration={register('offerId')} value={offer.offerId} title={offer.planName}>
                <span>{text.perMonth(formatPrice(offer.price))}</span>
                <span>{offer.description}</span>
              </Choice>
            ))}
          </ChoiceGroup>
          <p>{text.effective(planChangeDate(new Date()))}</p>
          {submitError !== undefined && <RequestFailure error={submitError} message={refusal} onRetry={refusal ? undefined : () => void submit()} />}
          <div className="button-row">
            <SubmitButton busy={formState.isSubmitting} label={text.submit} busyLabel={nb.request.saving} />
            <a className="button button--secondary" href="/">
              {nb.frame.backHome}
            </a>
          </div>
        </form>
      )}
    </>
  );
}
