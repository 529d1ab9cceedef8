// /schibstedTakeoutGateway and /schibstedDeleteGateway: what a download or a deletion of one's data means (up to 30
// days; payment history kept 5 years, spec section 9), a second yes, and then the identity provider's data page
// for the title's client, from the same identity setup as login.
import { useEffect, useRef, useState } from 'react';
import downloadIcon from '../../assets/icons/download.svg?url&no-inline';
import deleteIcon from '../../assets/icons/delete.svg?url&no-inline';
import { identityConfig } from '../../domain/auth/identity-config.ts';
import { dataPageUrl, type DataRequestKind } from '../../domain/privacy/data-pages.ts';
import { href } from '../../domain/routing/href.ts';
import { mayCancel } from '../../domain/subscription/self-service.ts';
import { nbPrivacy } from '../../i18n/nb/privacy.ts';
import { SvgIcon } from '../shared/SvgIcon.tsx';
import { usePage } from '../shared/use-page.ts';
import { goTo, pageAddress } from '../../stores/kit/address.ts';

const text = nbPrivacy.data;

export function DataHandOff({ kind }: { kind: DataRequestKind }) {
  const { ready, brand, subscription } = usePage();
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  // The question takes the button's place: focus follows, so a keyboard or screen-reader user is asked at once.
  useEffect(() => {
    if (confirming) panel.current?.focus();
  }, [confirming]);
  if (!ready || !brand) return null;
  const words = text[kind];

  const handOff = () => {
    setLeaving(true);
    goTo(dataPageUrl(kind, identityConfig(brand, pageAddress().origin)));
  };

  return (
    <>
      <p>{words.what}</p>
      {kind === 'takeout' ? (
        <section aria-labelledby="slik">
          <h2 id="slik">{text.stepsHeading}</h2>
          <ol className="steps-list">
            {text.takeout.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      ) : (
        <>
          <p>{text.delete.paymentHistory}</p>
          {subscription && mayCancel(subscription) && (
            <p className="notice">
              {text.delete.subscription} <a href={href('/avslutt-abonnement')}>{text.delete.cancelLink}</a>
            </p>
          )}
        </>
      )}
      {confirming ? (
        <div className="confirm-panel" role="group" aria-labelledby="bekreft" tabIndex={-1} ref={panel}>
          <p id="bekreft">{words.confirm}</p>
          <div className="button-row">
            <button
              type="button"
              className="button"
              onClick={handOff}
              disabled={leaving}
              aria-busy={leaving || undefined}
            >
              {leaving ? text.leaving : words.go}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setConfirming(false)}
              disabled={leaving}
            >
              {text.cancel}
            </button>
          </div>
        </div>
      ) : (
        <div className="button-row">
          <button type="button" className="button heading-with-icon" onClick={() => setConfirming(true)}>
            <SvgIcon url={kind === 'takeout' ? downloadIcon : deleteIcon} />
            {words.start}
          </button>
        </div>
      )}
    </>
  );
}
