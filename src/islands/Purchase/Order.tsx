// Buying a subscription: choose an offer, maybe a discount code, the birthdate when the account has none, and
// card or Vipps; "Gå til betaling" creates the order and hands over to the payment provider.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../api/client.ts';
import type { Account, Offer } from '../../api/contract.ts';
import { createOrder, findDiscount, type Discount } from '../../api/order.ts';
import { ageOn, mayBuy, mayBuyYouth } from '../../domain/purchase/age.ts';
import { defaultOfferOf, termsOf } from '../../domain/purchase/offer-terms.ts';
import { buyerAge, buyerBirthdate, orderFormSchema, PURCHASE_METHODS, type OrderFormValues } from '../../domain/purchase/order-form.ts';
import { isYouth } from '../../domain/subscription/status.ts';
import { nb, priceWording } from '../../i18n/nb.ts';
import type { Brand } from '../../stores/brand.ts';
import { startSpinner, stopSpinner } from '../../stores/spinner.ts';
import { Field } from '../shared/Field.tsx';
import { RequestFailure } from '../shared/RequestFailure.tsx';
import { SubmitButton } from '../shared/SubmitButton.tsx';
import { usePage } from '../shared/use-page.ts';
import { PATHS, startOrder } from './actions.ts';

const text = nb.purchase;

type Start = { kind: 'loading' } | { kind: 'failed'; error: unknown } | { kind: 'ready'; offers: Offer[] };

export function Order() {
  const { ready, brand, user, account } = usePage();
  const [start, setStart] = useState<Start>({ kind: 'loading' });
  const userId = user?.userId;

  const load = useCallback(async () => {
    if (!userId || !brand) return;
    setStart({ kind: 'loading' });
    startSpinner();
    try {
      const result = await startOrder(userId, brand.titleCode);
      if (result.kind === 'holder') return location.replace(PATHS.alreadySubscriber);
      setStart({ kind: 'ready', offers: result.offers });
    } catch (error) {
      setStart({ kind: 'failed', error });
    }
    stopSpinner();
  }, [userId, brand]);

  useEffect(() => {
    if (ready) void load();
  }, [ready, load]);

  if (!ready || !account || !brand) return null;
  if (start.kind === 'failed') return <RequestFailure error={start.error} onRetry={() => void load()} />;
  if (start.kind === 'loading') return null;
  if (start.offers.length === 0) return <p className="notice">{text.noOffers}</p>;
  if (account.birthdate && !mayBuy(ageOn(account.birthdate, new Date()))) return <TooYoung />;
  return <OrderForm offers={start.offers} account={account} brand={brand} />;
}

function TooYoung() {
  return (
    <>
      <p className="notice">{text.form.tooYoung}</p>
      <p>{text.tooYoungHelp}</p>
      <p className="button-row">
        <a className="button-link" href="/">
          {text.toMyPage}
        </a>
        <a className="button-link" href="/kundeservice">
          {text.customerService}
        </a>
      </p>
    </>
  );
}

type DiscountCheck = { code: string; details: Discount } | { code: string; error: unknown } | undefined;

interface FormProps {
  offers: Offer[];
  account: Account;
  brand: Brand;
}

function OrderForm({ offers, account, brand }: FormProps) {
  const now = useMemo(() => new Date(), []);
  const alternative = defaultOfferOf(offers, brand.titleCode)!;
  const accountAge = account.birthdate ? ageOn(account.birthdate, now) : undefined;
  // ?tilbud= comes from /winback; a youth offer someone cannot have falls back to the digital alternative.
  const requested = offers.find((offer) => offer.offerId === new URLSearchParams(location.search).get('tilbud'));
  const requestedYouthRefused = !!requested && isYouth(requested) && accountAge !== undefined && !mayBuyYouth(accountAge);
  const initialOffer = requested && !requestedYouthRefused ? requested : alternative;

  const schema = useMemo(
    () => orderFormSchema({ now, accountBirthdate: account.birthdate, youthOfferIds: offers.filter(isYouth).map((offer) => offer.offerId), messages: text.form }),
    [now, account.birthdate, offers],
  );
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    clearErrors,
    getValues,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<OrderFormValues>({
    resolver: valibotResolver(schema),
    defaultValues: { offerId: initialOffer.offerId, discountCode: '', birthdate: '', paymentMethod: 'SWEDBANK-PPG' },
  });
  const [failure, setFailure] = useState<{ error: unknown; message?: string; retry: boolean }>();
  const [leaving, setLeaving] = useState(false);
  const [discount, setDiscount] = useState<DiscountCheck>();
  const [checkingDiscount, setCheckingDiscount] = useState(false);

  const offerId = watch('offerId');
  const typedCode = watch('discountCode').trim().toUpperCase();
  const selected = offers.find((offer) => offer.offerId === offerId) ?? alternative;
  const age = buyerAge(account.birthdate, watch('birthdate'), now);
  const youthBlocked = age !== undefined && !mayBuyYouth(age);
  // A check answers for the code it was made with; once the field says something else it no longer applies.
  const checked = discount && discount.code === typedCode ? discount : undefined;

  async function applyDiscount() {
    const code = getValues('discountCode').trim();
    if (!code) return setError('discountCode', { message: nb.form.required(text.discountLabel) }, { shouldFocus: true });
    clearErrors('discountCode');
    setCheckingDiscount(true);
    try {
      const details = await findDiscount(code, selected.ariaPlanID, brand.titleCode);
      if (details) setDiscount({ code: code.toUpperCase(), details });
      else {
        setDiscount(undefined);
        setError('discountCode', { message: text.discountUnknown }, { shouldFocus: true });
      }
    } catch (error) {
      setDiscount({ code: code.toUpperCase(), error });
    }
    setCheckingDiscount(false);
  }

  async function order(values: OrderFormValues) {
    setFailure(undefined);
    try {
      const redirectUrl = await createOrder({
        titleCode: brand.titleCode,
        offerId: values.offerId,
        paymentMethod: values.paymentMethod,
        birthdate: buyerBirthdate(account.birthdate, values.birthdate)!,
        discountCode: values.discountCode || undefined,
      });
      setLeaving(true);
      location.assign(redirectUrl);
    } catch (error) {
      refused(error);
    }
  }

  /** The backend's refusals go next to the field they are about; anything else is a failure to retry. */
  function refused(error: unknown) {
    const code = error instanceof ApiError && error.kind === 'http' ? error.code : undefined;
    if (code === 'DISCOUNT_NOT_FOUND') return setError('discountCode', { message: text.refusals.DISCOUNT_NOT_FOUND }, { shouldFocus: true });
    if (code === 'NOT_YOUTH') return setError('offerId', { message: text.refusals.NOT_YOUTH }, { shouldFocus: true });
    if (code === 'TOO_YOUNG' && !account.birthdate) return setError('birthdate', { message: text.refusals.TOO_YOUNG }, { shouldFocus: true });
    if (code === 'TOO_YOUNG' || code === 'USER_HAS_ACTIVE_SUB') return setFailure({ error, message: text.refusals[code], retry: false });
    setFailure({ error, retry: true });
  }

  const submit = handleSubmit(order);
  const chooseAlternative = () => setValue('offerId', alternative.offerId, { shouldValidate: isSubmitted });

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      {requestedYouthRefused && <p className="notice">{text.youthSwitched(alternative.planName)}</p>}
      <fieldset className="fieldset" aria-describedby={errors.offerId ? 'tilbud-feil' : undefined}>
        <legend>{text.offersLegend}</legend>
        {errors.offerId && (
          <p className="field__error" id="tilbud-feil">
            {errors.offerId.message}
          </p>
        )}
        {offers.map((offer) => {
          const blocked = isYouth(offer) && youthBlocked;
          return (
            <div key={offer.offerId} className="offer">
              <label className="choice">
                <input type="radio" value={offer.offerId} disabled={blocked} aria-describedby={blocked ? 'ung-merknad' : undefined} {...register('offerId')} />
                <span className="choice__text">
                  <span className="choice__title">{offer.planName}</span>
                  <span>{offer.description}</span>
                  <span className="choice__price">{priceWording(termsOf(offer))}</span>
                </span>
              </label>
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
      </fieldset>

      <div className="discount">
        <Field label={text.discountLabel} hint={text.discountHint} registration={register('discountCode')} error={errors.discountCode} autoComplete="off" autoCapitalize="characters" />
        <button type="button" className="button button--secondary" onClick={() => void applyDiscount()} disabled={checkingDiscount} aria-busy={checkingDiscount || undefined}>
          {checkingDiscount ? text.checkingDiscount : text.applyDiscount}
        </button>
        <div role="status">
          {checked && 'details' in checked && <p className="success">{text.discountApplied(checked.code, priceWording(termsOf(selected, checked.details)))}</p>}
        </div>
        {checked && 'error' in checked && <RequestFailure error={checked.error} onRetry={() => void applyDiscount()} />}
      </div>

      {!account.birthdate && (
        <Field label={text.birthdateLabel} hint={text.birthdateHint} registration={register('birthdate')} error={errors.birthdate} inputMode="numeric" autoComplete="bday" />
      )}

      <fieldset className="fieldset">
        <legend>{text.methodLegend}</legend>
        {PURCHASE_METHODS.map((method) => (
          <label key={method} className="choice">
            <input type="radio" value={method} {...register('paymentMethod')} />
            <span className="choice__text">
              <span className="choice__title">{text.methods[method]}</span>
            </span>
          </label>
        ))}
      </fieldset>

      {failure && (
        <div>
          <RequestFailure error={failure.error} message={failure.message} onRetry={failure.retry ? () => void submit() : undefined} />
          {!failure.retry && (
            <p>
              <a className="button-link" href="/">
                {text.toMyPage}
              </a>
            </p>
          )}
        </div>
      )}
      <SubmitButton busy={isSubmitting || leaving} label={text.submit} busyLabel={text.submitting} />
    </form>
  );
}
