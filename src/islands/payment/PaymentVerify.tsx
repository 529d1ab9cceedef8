// The page the payment provider sends the user back to: it asks the backend what the provider did, and only then
// says whether anything changed. Focus goes to the outcome's heading, so a screen reader starts there.
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { href } from '../../domain/routing/href.ts';
import { nbPaymentMethod, paymentMethodText } from '../../i18n/nb/payment.ts';
import {
  $paymentVerification,
  retryVerification,
  verifyTrip,
  type PaymentVerification,
  type TripKind,
} from '../../stores/payment/payment.ts';
import { BackHome } from '../shared/BackHome.tsx';
import { RequestFailure } from '../shared/RequestFailure.tsx';
import { usePage } from '../shared/use-page.ts';

const text = nbPaymentMethod.verify;

/** Where "Prøv igjen" leads: back to the choice the trip started from. */
const START = { method: '/endre-betalingsmetode', card: '/legg-til-betalingskort' } as const;

export function PaymentVerify({ kind }: { kind: TripKind }) {
  const { ready } = usePage();
  const state = useStore($paymentVerification);
  const asked = useRef(false);
  useEffect(() => {
    if (!ready || asked.current) return;
    asked.current = true;
    void verifyTrip(kind);
  }, [ready, kind]);

  if (!ready) return null;
  switch (state.status) {
    case 'verifying':
      return <p role="status">{text.verifying}</p>;
    case 'failed':
      return <RequestFailure failure={state.failure} onRetry={() => void retryVerification()} />;
    default:
      return <Outcome kind={kind} state={state} />;
  }
}

function headingOf(kind: TripKind, state: Outcome): string {
  switch (state.status) {
    case 'changed':
      // The card chosen again on the method page is a card replaced, and said so (issue 41).
      if (kind === 'method' && state.action !== 'UPDATE') return text.changed;
      return state.action === 'ADD' ? text.cardAdded : state.action === 'UPDATE' ? text.cardUpdated : text.cardChanged;
    case 'refused':
      return text.refused.heading;
    default:
      return text[state.status].heading;
  }
}

type Outcome = Exclude<PaymentVerification, { status: 'verifying' | 'failed' }>;

/** Why nothing changed; undefined when it did. */
function nothingChanged(state: Outcome): string | undefined {
  if (state.status === 'changed') return undefined;
  return state.status === 'refused' ? text.refused[state.reason] : text[state.status].text;
}

function Outcome({ kind, state }: { kind: TripKind; state: Outcome }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [state.status]);
  const { now: moment } = usePage();
  const now = state.status === 'changed' ? paymentMethodText(state.info, moment) : undefined;
  const why = nothingChanged(state);
  return (
    <section
      className={`payment-outcome ${state.status === 'changed' ? 'notice' : 'request-failure'}`}
      aria-labelledby="utfall-tittel"
    >
      <h2 id="utfall-tittel" tabIndex={-1} ref={heading}>
        {headingOf(kind, state)}
      </h2>
      {now ? (
        <>
          <p>
            {text.nowPaysWith}: <strong>{now.title}</strong>
          </p>
          {now.detail && <p>{now.detail}</p>}
        </>
      ) : (
        <>
          <p>{why}</p>
          <p>
            <a className="button-link" href={href(START[kind])}>
              {text.tryAgain}
            </a>
          </p>
        </>
      )}
      <BackHome />
    </section>
  );
}
