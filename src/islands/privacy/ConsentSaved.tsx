// /samtykke3: what is stored now, each choice with the day it was given, and how to change them later.
import { MARKETING_CHOICES } from '../../domain/privacy/marketing-consent.ts';
import { href } from '../../domain/routing/href.ts';
import { formatDate } from '../../i18n/nb.ts';
import { nbPrivacy } from '../../i18n/nb/privacy.ts';
import { RequestFailure } from '../shared/RequestFailure.tsx';
import { usePage } from '../shared/use-page.ts';
import { useConsents } from './use-consents.ts';

const text = nbPrivacy.steps;

export function ConsentSaved() {
  const { ready, brand } = usePage();
  const consents = useConsents(ready ? brand?.titleCode : undefined);
  if (!ready || consents.status === 'idle' || consents.status === 'loading') return null;
  if (consents.status === 'failed')
    return <RequestFailure failure={consents.failure} message={text.loadFailed} onRetry={consents.retry} />;
  const given = MARKETING_CHOICES.filter((choice) => consents.consents[choice] !== null);
  if (given.length === 0) {
    return (
      <>
        <p className="notice">{text.nothingSaved}</p>
        <p>
          <a className="button-link" href={href('/samtykke1')}>
            {text.start}
          </a>
        </p>
      </>
    );
  }
  return (
    <>
      <section aria-labelledby="lagret">
        <h2 id="lagret">{text.savedHeading}</h2>
        <ul className="consent-list">
          {given.map((choice) => {
            const stored = consents.consents[choice]!;
            return (
              <li key={choice}>
                <span className="consent-list__text">
                  <span className="consent-list__name">{text.choices[choice].name}</span>
                  <span
                    className={`consent-list__choice consent-list__choice--${stored.granted ? 'accepted' : 'refused'}`}
                  >
                    {text.given(stored.granted, formatDate(new Date(stored.givenAt)))}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="endre">
        <h2 id="endre">{text.howToChange}</h2>
        <ul className="steps-list">
          <li>{text.changeHere}</li>
          <li>{text.changeInMail}</li>
          <li>{text.changeBySms}</li>
        </ul>
        <div className="button-row">
          <a className="button-link" href={href('/samtykke2')}>
            {text.changeLink}
          </a>
          <a className="button button--secondary" href={href('/')}>
            {text.home}
          </a>
        </div>
      </section>
    </>
  );
}
