// /legg-til-betalingskort: add a card when there is none, replace the one there (both at the payment provider, made
// good by the verify page), or remove it after a second yes. The backend refuses removing the card a running
// subscription pays with; the page says why and points to changing the method instead.
import { useStore } from '@nanostores/react';
import { mayRemoveCard } from '../../domain/payment/payment-method.ts';
import { PAYMENT_IN_PROGRESS } from '../../domain/payment/settlement.ts';
import { runsAndPays } from '../../domain/subscription/status.ts';
import { href } from '../../domain/routing/href.ts';
import { nb } from '../../i18n/nb.ts';
import { nbPayment, nbPaymentMethod, paymentMethodText } from '../../i18n/nb/payment.ts';
import {
  $cardChange,
  type CardChange,
  type CardRefusal,
  type PaymentMethodInfo,
} from '../../stores/payment/payment.ts';
import { $subscription } from '../../stores/subscription/subscription.ts';
import { ConfirmQuestion, useQuestion } from '../shared/ConfirmQuestion.tsx';
import { Outcome } from '../shared/Outcome.tsx';
import { RequestFailure } from '../shared/RequestFailure.tsx';
import { usePage } from '../shared/use-page.ts';
import { useSubmission } from '../shared/use-submission.ts';
import { PaymentMethodFailure, usePaymentMethod } from './PaymentMethodCard.tsx';
import { goTo } from '../../stores/kit/address.ts';

const text = nbPaymentMethod.card;

/** Each refusal's words, and whether changing the way to pay is the way on (the card is how the subscription pays). */
const REFUSALS: { [C in CardRefusal]: { text: string; changeMethod: boolean } } = {
  NO_CARD: { text: nbPayment.cardRemovalRefused.noCard, changeMethod: false },
  ONLY_PAYMENT_METHOD: { text: nbPayment.cardRemovalRefused.onlyMethodOfPayingSubscription, changeMethod: true },
  PAYMENT_IN_PROGRESS: { text: nbPayment.changeUnderWay, changeMethod: false },
};

export function ManageCard() {
  const { ready } = usePage();
  const lookup = usePaymentMethod();
  if (!ready || lookup.status === 'idle' || (lookup.status === 'loading' && !lookup.again)) return null;
  if (lookup.status !== 'loaded') return <PaymentMethodFailure />;
  return <CardActions info={lookup.info} />;
}

function CardActions({ info }: { info: PaymentMethodInfo }) {
  const question = useQuestion();
  const { now } = usePage();
  const { state, submit, retry, pending } = useSubmission($cardChange, {
    onDone: (result) => {
      if (result.kind === 'trip') goTo(result.redirectUrl);
    },
  });
  const leaving = state.status === 'done' && state.result.kind === 'trip';
  const busy = pending || leaving;
  const send = (action: CardChange) => {
    question.yes();
    void submit(action);
  };
  const hasCard = info.method === 'SWEDBANK-PPG';
  const card = hasCard ? paymentMethodText(info, now) : undefined;
  // Offered by the rule the backend applies; refused anyway (the subscription changed meanwhile), it is offered no more.
  const removal = mayRemoveCard(info, runsAndPays(useStore($subscription)));
  const removable = removal.allowed && !(state.status === 'refused' && state.code !== PAYMENT_IN_PROGRESS);

  return (
    <>
      {state.status === 'done' && state.result.kind === 'removed' && (
        <Outcome of={$cardChange} tone="notice">
          {text.removed}
        </Outcome>
      )}
      <section className="card payment-method" aria-labelledby="kort-tittel">
        <h2 id="kort-tittel">{text.current}</h2>
        {card ? (
          <>
            <p className="card__title">{card.title}</p>
            {card.detail && <p>{card.detail}</p>}
            {card.warning && <p className="notice payment-method__warning">{card.warning}</p>}
          </>
        ) : (
          <p>{text.none}</p>
        )}
        {!removal.allowed && removal.reason === 'onlyMethodOfPayingSubscription' && state.status !== 'refused' && (
          <p>
            {text.keptWhilePaying} <a href={href('/endre-betalingsmetode')}>{nbPaymentMethod.change}</a>
          </p>
        )}
      </section>
      {state.status === 'refused' && (
        <>
          <RequestFailure message={REFUSALS[state.code].text} />
          {REFUSALS[state.code].changeMethod && (
            <p>
              <a className="button-link" href={href('/endre-betalingsmetode')}>
                {nbPaymentMethod.change}
              </a>
            </p>
          )}
        </>
      )}
      {state.status === 'failed' && <RequestFailure failure={state.failure} onRetry={retry} />}
      {question.open ? (
        <ConfirmQuestion
          question={text.confirmRemove}
          yes={text.confirmYes}
          no={text.cancel}
          onYes={() => send('REMOVE')}
          onNo={question.no}
        />
      ) : (
        <div className="button-row">
          <button
            type="button"
            className="button"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => send(hasCard ? 'UPDATE' : 'ADD')}
          >
            {leaving ? nbPaymentMethod.choice.leaving : hasCard ? text.update : text.add}
          </button>
          {removable && (
            <button
              type="button"
              className="button button--secondary"
              ref={question.asker(true)}
              disabled={busy}
              onClick={() => question.ask(true)}
            >
              {text.remove}
            </button>
          )}
        </div>
      )}
      {/* A plain link: the buttons above are the page's actions. */}
      <ul className="link-list">
        <li>
          <a href={href('/')}>{nb.frame.backHome}</a>
        </li>
      </ul>
    </>
  );
}
