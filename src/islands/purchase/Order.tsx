// Buying a subscription: choose an offer, maybe a discount code, the birthdate when the account has none, and
// card or Vipps; "Gå til betaling" creates the order and hands over to the payment provider.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { ageOn, mayBuy, mayBuyYouth } from '../../domain/purchase/age.ts';
import { termsOf } from '../../domain/purchase/offer-terms.ts';
import {
  buyerAge,
  offerToStartWith,
  orderFormSchema,
  PURCHASE_METHODS,
  type OrderFormValues,
} from '../../domain/purchase/order-form.ts';
import { isYouth } from '../../domain/subscription/status.ts';
import { nb } from '../../i18n/nb.ts';
import { nbPurchase, priceWording } from '../../i18n/nb/purchase.ts';
import type { Account } from '../../stores/person/account.ts';
import type { Brand } from '../../stores/kit/brand.ts';
import type { Offer } from '../../stores/purchase/offers.ts';
import {
  $discountCheck,
  $order,
  $orderStart,
  checkDiscount,
  normaliseDiscountCode,
} from '../../stores/purchase/purchase.ts';
import { startSpinner, stopSpinner } from '../../stores/kit/spinner.ts';
import { Choice, ChoiceGroup } from '../shared/Choices.tsx';
import { Field } from '../shared/Field.tsx';
import { RequestFailure } from '../shared/RequestFailure.tsx';
import { SubmissionAlert } from '../shared/SubmissionAlert.tsx';
import { SubmitButton } from '../shared/SubmitButton.tsx';
import { useOpenedAt, usePage } from '../shared/use-page.ts';
import { useSubmission } from '../shared/use-submission.ts';
import { href } from '../../domain/routing/href.ts';
import { goTo, queryParam, replaceWith } from '../../stores/kit/address.ts';

const text = nbPurchase;

export function Order() {
  const { ready, brand, user, account, now } = usePage();
  const start = useStore($orderStart);
  const userId = user?.userId;
  const titleCode = brand?.titleCode;

  const load = useCallback(async () => {
    if (!userId || !titleCode) return;
    startSpinner();
    const started = await $orderStart.load({ userId, titleCode });
    // Someone whose subscription still runs manages it instead (a cancelled one is no bar: see mayOrderNew).
    if (started.status === 'holder') return replaceWith(href('/allerede-abonnent'));
    stopSpinner();
  }, [userId, titleCode]);

  useEffect(() => {
    if (ready) void load();
  }, [ready, load]);

  if (!ready || !account || !brand) return null;
  if (start.status === 'failed') return <RequestFailure failure={start.failure} onRetry={() => void load()} />;
  if (start.status !== 'ready') return null;
  if (start.offers.length === 0) return <p className="notice">{text.noOffers}</p>;
  if (account.birthdate && !mayBuy(ageOn(account.birthdate, now))) return <TooYoung />;
  return <OrderForm offers={start.offers} account={account} brand={brand} />;
}

function TooYoung() {
  return (
    <>
      <p className="notice">{text.form.tooYoung}</p>
      <p>{text.tooYoungHelp}</p>
      <p className="button-row">
        <a className="button-link" href={href('/')}>
          {text.toMyPage}
        </a>
        <a className="button-link" href={href('/kundeservice')}>
          {text.customerService}
        </a>
      </p>
    </>
  );
}

interface FormProps {
  offers: Offer[];
  account: Account;
  brand: Brand;
}

/** The order form: the offer, a discount code, the birthdate when the account has none, and how to pay. */
function OrderForm({ offers, account, brand }: FormProps) {
  const now = useOpenedAt();
  const start = useMemo(
    () =>
      offerToStartWith(offers, {
        requestedId: queryParam('tilbud'),
        accountAge: account.birthdate ? ageOn(account.birthdate, now) : undefined,
        titleCode: brand.titleCode,
      }),
    [offers, account.birthdate, brand.titleCode, now],
  );
  const schema = useMemo(
    () =>
      orderFormSchema({
        now,
        accountBirthdate: account.birthdate,
        youthOfferIds: offers.filter(isYouth).map((offer) => offer.offerId),
        messages: text.form,
      }),
    [now, account.birthdate, offers],
  );
  const form = useForm<OrderFormValues>({
    resolver: valibotResolver(schema),
    defaultValues: { offerId: start.offer.offerId, discountCode: '', birthdate: '', paymentMethod: 'SWEDBANK-PPG' },
  });
  const { register, handleSubmit, watch, setError, getValues, reset, formState } = form;
  const {
    state,
    submit: send,
    retry,
  } = useSubmission($order, {
    onDone: (redirectUrl) => goTo(redirectUrl),
    onFieldRefused: (field, code) => setError(field, { message: refusalText(code) }, { shouldFocus: true }),
    // The offer, code, birthdate and method come back after a new login until the order is placed.
    form: { getValues, reset },
  });
  const selected = offers.find((offer) => offer.offerId === watch('offerId')) ?? start.alternative;
  const age = buyerAge(account.birthdate, watch('birthdate'), now);
  const submit = handleSubmit((values) => send({ ...values, titleCode: brand.titleCode }));

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      {start.youthSwitched && <p className="notice">{text.youthSwitched(start.alternative.planName)}</p>}
      <OfferChoices
        form={form}
        offers={offers}
        alternative={start.alternative}
        youthBlocked={age !== undefined && !mayBuyYouth(age)}
      />
      <StudentLink />
      <DiscountCheck form={form} selected={selected} titleCode={brand.titleCode} />
      {!account.birthdate && (
        <Field
          label={text.birthdateLabel}
          hint={text.birthdateHint}
          registration={register('birthdate')}
          error={formState.errors.birthdate}
          inputMode="numeric"
          autoComplete="bday"
        />
      )}
      <PaymentMethods form={form} />

      <SubmissionAlert state={state} onRetry={retry} refusalText={refusalText} />
      {state.status === 'refused' && state.field === undefined && (
        <p>
          <a className="button-link" href={href('/')}>
            {text.toMyPage}
          </a>
        </p>
      )}
      {/* Busy until the provider's page has taken over. */}
      <SubmitButton
        busy={state.status === 'pending' || state.status === 'done'}
        label={text.submit}
        busyLabel={text.submitting}
      />
    </form>
  );
}

const refusalText = (code: keyof typeof text.refusals) => text.refusals[code];

/**
 * The form as the build draws it (ScreenFrame's "prepared" slot, issue 45), before the guard and the offers: the
 * build knows no offers (the offering service names them at run time; publications/*\/title.json has none), so it
 * draws only what comes before them. What follows the offers in the live form (the student link, the code, the
 * methods) would be pushed down by however many offers arrive, so it is not drawn early: it appears below them.
 */
export function OrderPrepared() {
  return (
    // Not a <form>: without its button it is only the form's first part.
    <div className="form">
      <ChoiceGroup legend={text.offersLegend} name="tilbud">
        {null}
      </ChoiceGroup>
    </div>
  );
}

function StudentLink() {
  return (
    // The student plan is not sold here: it takes a student e-mail first (/student tells how).
    <ul className="link-list">
      <li>
        <a href={href('/student')}>{text.studentLink}</a>
      </li>
    </ul>
  );
}

function PaymentMethods({ form }: { form: OrderFormApi }) {
  return (
    <ChoiceGroup legend={text.methodLegend} name="betaling">
      {PURCHASE_METHODS.map((method) => (
        <Choice
          key={method}
          registration={form.register('paymentMethod')}
          value={method}
          title={text.methods[method]}
        />
      ))}
    </ChoiceGroup>
  );
}

type OrderFormApi = UseFormReturn<OrderFormValues>;

/** The offers; the youth plan, when the buyer's age rules it out, says why and offers the alternative. */
function OfferChoices({
  form,
  offers,
  alternative,
  youthBlocked,
}: {
  form: OrderFormApi;
  offers: Offer[];
  alternative: Offer;
  youthBlocked: boolean;
}) {
  const { register, setValue, formState } = form;
  const chooseAlternative = () => setValue('offerId', alternative.offerId, { shouldValidate: formState.isSubmitted });
  return (
    <ChoiceGroup legend={text.offersLegend} name="tilbud" error={formState.errors.offerId}>
      {offers.map((offer) => {
        const blocked = isYouth(offer) && youthBlocked;
        return (
          <div key={offer.offerId} className="offer">
            <Choice
              registration={register('offerId')}
              value={offer.offerId}
              title={offer.planName}
              disabled={blocked}
              describedBy={blocked ? 'ung-merknad' : undefined}
            >
              <span>{offer.description}</span>
              <span className="choice__price">{priceWording(termsOf(offer))}</span>
            </Choice>
            {blocked && (
              <div className="notice" id="ung-merknad">
                <p>
                  {text.youthUnavailable} {text.youthAlternative(alternative.planName)}
                </p>
                <button type="button" className="button button--secondary" onClick={chooseAlternative}>
                  {text.chooseAlternative(alternative.planName)}
                </button>
              </div>
            )}
          </div>
        );
      })}
    </ChoiceGroup>
  );
}

/** A discount code, checked against the chosen offer: its price then, or why it does not apply. */
function DiscountCheck({ form, selected, titleCode }: { form: OrderFormApi; selected: Offer; titleCode: string }) {
  const { register, watch, setError, clearErrors, getValues, formState } = form;
  const discountCheck = useStore($discountCheck);
  // A check answers for the code it was made with; once the field says something else it no longer applies.
  const typedCode = normaliseDiscountCode(watch('discountCode'));
  const checked = discountCheck.status !== 'idle' && discountCheck.code === typedCode ? discountCheck : undefined;
  const checking = discountCheck.status === 'checking';

  async function applyDiscount() {
    const typed = getValues('discountCode');
    if (!typed.trim())
      return setError('discountCode', { message: nb.form.required(text.discountLabel) }, { shouldFocus: true });
    clearErrors('discountCode');
    // The check is a request too: the order form is kept until it is answered (a 401 sends the user to login).
    $order.keep(getValues());
    const check = await checkDiscount(typed, selected.ariaPlanID, titleCode);
    if (check.status !== 'failed') $order.forget();
    if (check.status === 'unknown') setError('discountCode', { message: text.discountUnknown }, { shouldFocus: true });
  }

  return (
    <div className="discount">
      <Field
        label={text.discountLabel}
        hint={text.discountHint}
        registration={register('discountCode')}
        error={formState.errors.discountCode}
        autoComplete="off"
        autoCapitalize="characters"
      />
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void applyDiscount()}
        disabled={checking}
        aria-busy={checking || undefined}
      >
        {checking ? text.checkingDiscount : text.applyDiscount}
      </button>
      <div role="status">
        {checked?.status === 'valid' && (
          <p className="success">
            {text.discountApplied(checked.code, priceWording(termsOf(selected, checked.discount)))}
          </p>
        )}
      </div>
      {checked?.status === 'failed' && (
        <RequestFailure failure={checked.failure} kept onRetry={() => void applyDiscount()} />
      )}
    </div>
  );
}
