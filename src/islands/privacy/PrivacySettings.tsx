// /personverninnstillinger: the visitor's choice per category as the consent manager holds it, the way to change
// them, what each category means, and what happens when the consent manager cannot load (an ad blocker).
import { useStore } from '@nanostores/react';
import advertisingIcon from '../../assets/icons/advertising.svg?url&no-inline';
import analyticsIcon from '../../assets/icons/analytics.svg?url&no-inline';
import marketingIcon from '../../assets/icons/marketing.svg?url&no-inline';
import personalizationIcon from '../../assets/icons/personalization.svg?url&no-inline';
import { CONSENT_CATEGORIES, type ConsentCategory, type ConsentChoices } from '../../domain/privacy/consent.ts';
import { href } from '../../domain/routing/href.ts';
import { nbPrivacy } from '../../i18n/nb/privacy.ts';
import {
  $consent,
  canOpenPrivacyManager,
  openPrivacyManager,
  type ConsentState,
} from '../../stores/privacy/consent.ts';
import { $pageReady } from '../../stores/kit/page.ts';
import { SvgIcon } from '../shared/SvgIcon.tsx';
import { reloadPage } from '../../stores/kit/address.ts';

const text = nbPrivacy.settings;
const ICONS: Record<ConsentCategory, string> = {
  advertising: advertisingIcon,
  analytics: analyticsIcon,
  marketing: marketingIcon,
  personalization: personalizationIcon,
};

function Choices({ choices }: { choices: ConsentChoices }) {
  return (
    <ul className="consent-list">
      {CONSENT_CATEGORIES.map((category) => (
        <li key={category}>
          <SvgIcon url={ICONS[category]} />
          <span className="consent-list__text">
            <span className="consent-list__name">{text.categories[category].name}</span>
            <span className={`consent-list__choice consent-list__choice--${choices[category]}`}>
              {text.choice[choices[category]]}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function Current({ consent }: { consent: ConsentState }) {
  switch (consent.status) {
    case 'starting':
    case 'loading':
      return (
        <p role="status" className="notice">
          {consent.status === 'loading' ? text.waiting : text.loading}
        </p>
      );
    case 'off':
      return <p className="notice">{text.off}</p>;
    case 'unavailable':
      return (
        <div className="notice" role="alert">
          <h2>{text.unavailableHeading}</h2>
          <p>{text.unavailable}</p>
          <p>{text.unavailableHelp}</p>
          <button type="button" className="button button--secondary" onClick={() => reloadPage()}>
            {text.reload}
          </button>
        </div>
      );
    case 'ready':
      return (
        <>
          <Choices choices={consent.choices} />
          <p className="field__hint">{text.changeHint}</p>
          <div className="button-row">
            <button
              type="button"
              className="button"
              disabled={!canOpenPrivacyManager(consent)}
              onClick={openPrivacyManager}
            >
              {text.change}
            </button>
          </div>
        </>
      );
  }
}

export function PrivacySettings() {
  const ready = useStore($pageReady);
  const consent = useStore($consent);
  if (!ready) return null;
  return (
    <>
      <section aria-labelledby="valgene">
        <h2 id="valgene">{text.heading}</h2>
        <Current consent={consent} />
      </section>
      <section aria-labelledby="kategoriene">
        <h2 id="kategoriene">{text.categoriesHeading}</h2>
        <dl className="consent-terms">
          {CONSENT_CATEGORIES.map((category) => (
            <div key={category}>
              <dt className="consent-list__name">{text.categories[category].name}</dt>
              <dd className="consent-list__explains">{text.categories[category].explains}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="nyhetsbrev">
        <h2 id="nyhetsbrev">{text.newslettersHeading}</h2>
        <p>{text.newsletters}</p>
        <p>
          <a className="button-link" href={href('/samtykke1')}>
            {text.newslettersLink}
          </a>
        </p>
      </section>
      <section aria-labelledby="dataene">
        <h2 id="dataene">{text.dataHeading}</h2>
        <ul className="link-list">
          <li>
            <a href={href('/schibstedTakeoutGateway')}>{text.takeoutLink}</a>
          </li>
          <li>
            <a href={href('/schibstedDeleteGateway')}>{text.deleteLink}</a>
          </li>
        </ul>
      </section>
    </>
  );
}
