// /endre-betalingsmetode: choose card, Vipps, AvtaleGiro or eFaktura, then the payment provider registers it (the bank
// agreements in the online bank); nothing changes until the verify page has the approval. The method paid with now is
// chosen already and marked.
import { useForm } from 'react-hook-form';
import { mayRemoveCard, METHOD_CHOICES, type MethodChoiceCode } from '../../domain/payment/payment-method.ts';
import { href } from '../../domain/routing/href.ts';
import { isPaying, runsAndPays } from '../../domain/subscription/status.ts';
import { nb } from '../../i18n/nb.ts';
import { nbPayment, nbPaymentMethod } from '../../i18n/nb/payment.ts';
import { $methodChange, type MethodChoice } from '../../stores/payment/payment.ts';
import { BackHome } from '../shared/BackHome.tsx';
import { Choice, ChoiceGroup } from '../shared/Choices.tsx';
import { SubmissionAlert } from '../shared/SubmissionAlert.tsx';
import { SubmitButton } from '../shared/SubmitButton.tsx';
import { usePage } from '../shared/use-page.ts';
import { useSubmission } from '../shared/use-submission.ts';
import { PaymentMethodFailure, usePaymentMethod } from './PaymentMethodCard.tsx';
import { goTo } from '../../stores/kit/address.ts';

const text = nbPaymentMethod.choice;

const isChoice = (method: string | null): method is MethodChoiceCode =>
  (METHOD_CHOICES as readonly (string | null)[]).includes(method);

export function ChangeMethod() {
  const { ready, subscription } = usePage();
  const lookup = usePaymentMethod();
  if (!ready || !subscription || lookup.status === 'idle' || (lookup.status === 'loading' && !lookup.again))
    return null;
  if (!isPaying(subscription)) {
    return (
      <>
        <p className="notice">{nb.home.notPaying}</p>
        <BackHome />
      </>
    );
  }
  const current = lookup.status === 'loaded' ? lookup.info.method : null;
  return (
    <>
      {lookup.status === 'failed' && <PaymentMethodFailure />}
      <MethodForm current={isChoice(current) ? current : undefined} />
      {current === 'SWEDBANK-PPG' && lookup.status === 'loaded' && (
        <CardLink removable={mayRemoveCard(lookup.info, runsAndPays(subscription)).allowed} />
      )}
      <p>{text.otherMethods}</p>
    </>
  );
}

/** To the card page, promising a removal only where it offers one (the rule the page and the backend apply). */
function CardLink({ removable }: { removable: boolean }) {
  return (
    <p>
      {text.manageCard(removable)} <a href={href('/legg-til-betalingskort')}>{nbPaymentMethod.manageCard(removable)}</a>
    </p>
  );
}

function MethodForm({ current }: { current: MethodChoiceCode | undefined }) {
  const { register, handleSubmit, getValues, reset, formState } = useForm<MethodChoice>({
    defaultValues: current && { paymentMethod: current },
  });
  // The provider's page takes over; the choice is kept until the backend has answered.
  const { state, submit, retry } = useSubmission($methodChange, {
    onDone: (redirectUrl) => goTo(redirectUrl),
    form: { getValues, reset },
  });
  const send = handleSubmit((choice) => submit(choice));
  return (
    <form className="form" onSubmit={(event) => void send(event)} noValidate>
      <ChoiceGroup legend={text.legend} name="paymentMethod" error={formState.errors.paymentMethod}>
        {METHOD_CHOICES.map((method) => (
          <Choice
            key={method}
            registration={register('paymentMethod', { required: text.required })}
            value={method}
            title={nbPayment.methods[method]}
          >
            <span className="choice__detail">{text.hints[method]}</span>
            {method === current && <span className="choice__detail choice__current">{text.current}</span>}
          </Choice>
        ))}
      </ChoiceGroup>
      <SubmissionAlert state={state} onRetry={retry} refusalText={() => nbPayment.changeUnderWay} />
      <div className="button-row">
        <SubmitButton
          busy={state.status === 'pending' || state.status === 'done'}
          label={text.submit}
          busyLabel={text.leaving}
        />
        <a className="button button--secondary" href={href('/')}>
          {nb.frame.backHome}
        </a>
      </div>
    </form>
  );
}
