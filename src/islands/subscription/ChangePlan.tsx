// /endre-abonnement: choose another plan; it takes effect on the first of next month. A plan that starts the paper
// asks where it goes in the same form (issue 41); a waiting change can be called off ("Behold {plan}").
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type * as v from 'valibot';
import { EMPTY_ADDRESS, toAddress } from '../../domain/delivery/address-form.ts';
import { DEFAULT_CUT_OFF } from '../../domain/delivery/cut-off.ts';
import { ageOn } from '../../domain/purchase/age.ts';
import {
  changeOptions,
  firstPaperDay,
  lastPaperDay,
  needsDeliveryAddress,
  paperChangeOf,
  planChangeDate,
} from '../../domain/subscription/changes.ts';
import { changePlanSchema } from '../../domain/subscription/change-plan-form.ts';
import { mayChangePlan } from '../../domain/subscription/self-service.ts';
import { isFamily } from '../../domain/subscription/status.ts';
import { formatPrice, nb } from '../../i18n/nb.ts';
import { addressFieldWords, addressLines, formatDeliveryDay } from '../../i18n/nb/delivery.ts';
import { nbChangePlan } from '../../i18n/nb/subscription.ts';
import { $delivery } from '../../stores/delivery/delivery.ts';
import { $offers, type Offer } from '../../stores/purchase/offers.ts';
import { $planChange, type Subscription } from '../../stores/subscription/subscription.ts';
import { AddressFields } from '../delivery/AddressFields.tsx';
import { Choice, ChoiceGroup } from '../shared/Choices.tsx';
import { RequestFailure } from '../shared/RequestFailure.tsx';
import { SubmissionAlert } from '../shared/SubmissionAlert.tsx';
import { SubmitButton } from '../shared/SubmitButton.tsx';
import { usePage } from '../shared/use-page.ts';
import { useSubmission } from '../shared/use-submission.ts';
import { sharedWithCount, useFamilyOnDemand } from '../shared/use-family.ts';
import { HeldBack } from './HeldBack.tsx';
import { KeepPlanButton, PendingPaper, PlanKept } from './PendingPlan.tsx';
import { href } from '../../domain/routing/href.ts';
import { goTo } from '../../stores/kit/address.ts';

const text = nbChangePlan;

type Address = Parameters<typeof addressLines>[0];
const planSchema = (startsPaper: (offerId: string) => boolean) =>
  changePlanSchema(text, addressFieldWords, startsPaper);
type PlanForm = UseFormReturn<
  v.InferInput<ReturnType<typeof planSchema>>,
  unknown,
  v.InferOutput<ReturnType<typeof planSchema>>
>;

export function ChangePlan() {
  const { ready, brand, account, subscription, now } = usePage();
  const offers = useStore($offers);
  const delivery = useStore($delivery);
  // Which offer starts the paper is known once the offers are: the schema asks through this, made once.
  const startsPaper = useRef<(offerId: string) => boolean>(() => false);
  const schema = useRef(planSchema((offerId) => startsPaper.current(offerId))).current;
  const form: PlanForm = useForm<v.InferInput<typeof schema>, unknown, v.InferOutput<typeof schema>>({
    resolver: valibotResolver(schema),
    defaultValues: { ...EMPTY_ADDRESS },
  });
  const { register, handleSubmit, setError, formState, watch } = form;
  const {
    state,
    submit: send,
    retry,
  } = useSubmission($planChange, {
    onDone: () => goTo(href('/receipt2')),
    onFieldRefused: (field, code) => setError(field, { message: text.refused[code] }, { shouldFocus: true }),
    form,
  });

  const titleCode = brand?.titleCode;
  useEffect(() => {
    if (ready && titleCode) void $offers.load(titleCode);
  }, [ready, titleCode]);

  // Whom the owner shares a family plan with lose it on a plan without sharing: said before the form draws.
  const family = useFamilyOnDemand(subscription ? isFamily(subscription) && mayChangePlan(subscription) : false);
  if (!ready || !account || !subscription || !titleCode || !family.answered) return null;
  if (!mayChangePlan(subscription)) return <HeldBack subscription={subscription} action="changePlan" />;

  const sharedWith = sharedWithCount(family);
  const age = account.birthdate ? ageOn(account.birthdate, now) : undefined;
  const options = offers.status === 'loaded' ? changeOptions(offers.offers, subscription, age) : undefined;
  const offerOf = (offerId: string | undefined) => options?.find((offer) => offer.offerId === offerId);
  startsPaper.current = (offerId) => {
    const offer = offerOf(offerId);
    return offer !== undefined && needsDeliveryAddress(subscription, offer);
  };
  const submit = handleSubmit(({ offerId, ...address }) =>
    send({ offerId, ...(startsPaper.current(offerId) ? { deliveryAddress: toAddress(address) } : {}) }),
  );
  const chosen = offerOf(watch('offerId'));
  const effective = planChangeDate(now);
  return (
    <>
      <section className="card" aria-labelledby="naa-tittel">
        <h2 id="naa-tittel">{text.currentHeading}</h2>
        <p className="card__title">{subscription.planName}</p>
        <p>{text.perMonth(formatPrice(subscription.price))}</p>
      </section>
      <PlanKept />
      {(sharedWith > 0 || subscription.pendingPlan) && (
        <div className="notice consequences">
          {subscription.pendingPlan && (
            <>
              <p>{text.alreadyPending(subscription.pendingPlan.planName, subscription.pendingPlan.effectiveDate)}</p>
              <PendingPaper pendingPlan={subscription.pendingPlan} />
              <KeepPlanButton planName={subscription.planName} />
            </>
          )}
          {sharedWith > 0 && <p>{text.familyLoses(sharedWith, effective)}</p>}
        </div>
      )}
      {offers.status === 'failed' && (
        <RequestFailure failure={offers.failure} onRetry={() => void $offers.load(titleCode)} />
      )}
      {!options && offers.status !== 'failed' && <p role="status">{text.loadingOffers}</p>}
      {options?.length === 0 && <p className="notice">{text.noOffers}</p>}
      {options && options.length > 0 && (
        <form className="form" onSubmit={(event) => void submit(event)} noValidate>
          <ChoiceGroup legend={text.chooseLegend} name="offerId" error={formState.errors.offerId}>
            {options.map((offer) => (
              <Choice
                key={offer.offerId}
                registration={register('offerId')}
                value={offer.offerId}
                title={offer.planName}
              >
                <span>{text.perMonth(formatPrice(offer.price))}</span>
                <span>{offer.description}</span>
              </Choice>
            ))}
          </ChoiceGroup>
          <p>{text.effective(effective)}</p>
          {chosen && (
            <PaperOfChange
              subscription={subscription}
              offer={chosen}
              ordered={{ now, cutOff: brand?.deliveryCutOff ?? DEFAULT_CUT_OFF }}
              address={delivery.status === 'loaded' ? delivery.delivery.address : undefined}
              form={form}
            />
          )}
          <SubmissionAlert state={state} onRetry={retry} refusalText={(code) => text.refused[code]} />
          <div className="button-row">
            <SubmitButton
              busy={state.status === 'pending' || state.status === 'done'}
              label={text.submit}
              busyLabel={nb.request.saving}
            />
            <a className="button button--secondary" href={href('/')}>
              {nb.frame.backHome}
            </a>
          </div>
        </form>
      )}
    </>
  );
}

/** What the chosen plan does to the paper: asks where it goes, confirms the address it keeps, or says the last paper. */
function PaperOfChange({
  subscription,
  offer,
  ordered,
  address,
  form,
}: {
  subscription: Subscription;
  offer: Offer;
  ordered: { now: Date; cutOff: string };
  address: Address | undefined;
  form: PlanForm;
}) {
  const effective = planChangeDate(ordered.now);
  switch (paperChangeOf(subscription, offer)) {
    case 'starts':
      return (
        <fieldset className="fieldset">
          <legend>{text.addressHeading}</legend>
          <p className="field__hint">
            {text.addressIntro(formatDeliveryDay(firstPaperDay(offer, effective, ordered)!))}
          </p>
          <AddressFields form={form} nameRequired={false} />
        </fieldset>
      );
    case 'continues':
      return address ? <p>{text.paperContinues(addressLines(address).join(', '))}</p> : null;
    case 'stops':
      return <p>{nb.planChange.lastPaper(formatDeliveryDay(lastPaperDay(subscription, effective)!))}</p>;
    case 'none':
      return null;
  }
}
