// /verifiser-familiemedlem and /bedrift: the invited person, signed in, answers the invitation the link carries.
// Before the button they read who invited them, to which title and plan, and which account they are signed in as,
// with a way to sign in as someone else; the invitation may also be declined, after a second yes (a business one too,
// issue 41). Accepting
// is their choice (a button, not done on opening the link); each answer of spec §8 says what happened and what to do
// next. What pressing "Godta" would answer (closed, a subscription already) is said on arrival instead. Signed in as
// someone the invitation was not sent to, the page is told nothing of it, and says it finds no invitation for this
// user, with the way to sign in as another.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef } from 'react';
import { href } from '../../domain/routing/href.ts';
import type { InvitationType } from '../../domain/sharing/invitation.ts';
import { nb } from '../../i18n/nb.ts';
import { nbSharing } from '../../i18n/nb/sharing.ts';
import { switchUser } from '../../identity/session.ts';
import { goTo } from '../../stores/kit/address.ts';
import {
  $invitation,
  $invitationAnswer,
  $invitationDecline,
  invitationHere,
  type InvitationDetails,
  type VerifyResponse,
} from '../../stores/sharing/invitation-answer.ts';
import { ConfirmQuestion, useQuestion } from '../shared/ConfirmQuestion.tsx';
import { RequestFailure } from '../shared/RequestFailure.tsx';
import { usePage } from '../shared/use-page.ts';
import { useSubmission } from '../shared/use-submission.ts';
import { Email } from '../shared/Email.tsx';

const text = nbSharing.accept;
const home = { label: nb.frame.backHome, href: href('/') };

export function AcceptInvitation({ type }: { type: InvitationType }) {
  const { ready, brand } = usePage();
  const invitation = useStore($invitation);
  // The guard let the page show only with a token in the link (role-rules.ts).
  const here = useMemo(() => invitationHere(), []);
  const answer = useSubmission($invitationAnswer, {
    onDone: ({ status }) => {
      if (type === 'family' && status === 'accepted') goTo(href('/deling-akseptert'));
    },
  });
  const decline = useSubmission($invitationDecline);
  const question = useQuestion();
  if (!ready || !brand || !here || invitation.status === 'idle' || invitation.status === 'loading') return null;
  if (invitation.status === 'failed')
    return (
      <RequestFailure
        failure={invitation.failure}
        message={invitation.failure.kind === 'other' ? text.loadFailed : undefined}
        onRetry={() => void $invitation.load()}
      />
    );
  const notFound = (
    <Outcome words={text[type].notFound} way={{ label: text.switchUser, run: () => void switchUser() }} />
  );
  if (invitation.status === 'notFound' || answer.state.status === 'refused' || decline.state.status === 'refused')
    return notFound;
  if (answer.state.status === 'done') return <Answer type={type} answer={answer.state.result} />;
  const details = invitation.invitation;
  if (decline.state.status === 'done') {
    const { status } = decline.state.result;
    return status === 'declined' ? (
      <Outcome
        words={{ heading: text.declinedNow.heading, text: text.declinedNow.text(details.invitedBy) }}
        way={home}
      />
    ) : (
      <Answer type={type} answer={decline.state.result} />
    );
  }
  const intro = <p>{type === 'family' ? text.familyIntro(brand.name) : text.businessIntro(brand.name)}</p>;
  // What accepting would answer now is said on arrival, with nothing offered that would be refused.
  if (details.state !== 'open') {
    const stillOpen = details.state === 'hasSubscription';
    return (
      <>
        {stillOpen && intro}
        {stillOpen && <Details details={details} />}
        <Answer type={type} answer={{ status: details.state }} />
      </>
    );
  }
  const busy = answer.pending || decline.pending;
  return (
    <>
      {intro}
      <Details details={details} />
      <p className="not-you">
        {text.notYou}{' '}
        <button type="button" className="link-button" onClick={() => void switchUser()}>
          {text.switchUser}
        </button>
      </p>
      {answer.state.status === 'failed' && (
        <RequestFailure
          failure={answer.state.failure}
          message={answer.state.failure.kind === 'other' ? text.failed : undefined}
          onRetry={answer.retry}
        />
      )}
      {decline.state.status === 'failed' && <RequestFailure failure={decline.state.failure} onRetry={decline.retry} />}
      {question.open ? (
        <ConfirmQuestion
          question={text.confirmDecline(details.invitedBy)}
          yes={text.confirmDeclineYes}
          no={nbSharing.cancel}
          onYes={() => {
            question.yes();
            void decline.submit(here);
          }}
          onNo={question.no}
        />
      ) : (
        <div className="button-row">
          <button
            type="button"
            className="button"
            disabled={busy}
            aria-busy={answer.pending || undefined}
            onClick={() => void answer.submit(here)}
          >
            {answer.pending ? text.accepting : text.accept}
          </button>
          <button
            type="button"
            className="button button--secondary"
            ref={question.asker(true)}
            disabled={busy}
            aria-busy={decline.pending || undefined}
            onClick={() => question.ask(true)}
          >
            {decline.pending ? text.declining : text.decline}
          </button>
        </div>
      )}
    </>
  );
}

/** Who invited, to what, and who is about to answer. */
function Details({ details }: { details: InvitationDetails }) {
  return (
    <dl className="facts invitation-facts">
      <div>
        <dt>{text.invitedBy}</dt>
        <dd>{details.invitedBy}</dd>
      </div>
      <div>
        <dt>{text.title}</dt>
        <dd>{details.titleName}</dd>
      </div>
      <div>
        <dt>{text.plan}</dt>
        <dd>{details.planName}</dd>
      </div>
      <div>
        <dt>{text.signedInAs}</dt>
        <dd>
          {details.signedInAs.name && <span className="line">{details.signedInAs.name}</span>}
          <span className="line">
            <Email address={details.signedInAs.email} />
          </span>
        </dd>
      </div>
    </dl>
  );
}

function Answer({ type, answer }: { type: InvitationType; answer: VerifyResponse }) {
  // A family member is on the way to /deling-akseptert.
  if (answer.status === 'accepted' && type === 'family') return <p role="status">{nb.spinner.defaultMessage}</p>;
  if (answer.status === 'accepted') {
    const access = answer.access!;
    return (
      <Outcome
        words={{
          heading: text.businessAccepted.heading,
          text: text.businessAccepted.text(access.providedBy, access.planName),
        }}
        way={{ label: text.toContent, href: href('/mitt-innhold') }}
        success
      />
    );
  }
  return <Outcome words={text[type][answer.status]} way={home} />;
}

function Outcome({
  words,
  way,
  success,
}: {
  words: { heading: string; text: string };
  way: { label: string; href: string } | { label: string; run: () => void };
  success?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The answer replaces the button pressed (or is all the page has to say): focus goes to it, so it is read out at once.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={success ? 'success' : 'notice'} aria-labelledby="svar-tittel">
      <h2 id="svar-tittel" tabIndex={-1} ref={heading} className="outcome-heading">
        {words.heading}
      </h2>
      <p>{words.text}</p>
      {'run' in way ? (
        <button type="button" className="button" onClick={way.run}>
          {way.label}
        </button>
      ) : (
        <a className="button-link" href={way.href}>
          {way.label}
        </a>
      )}
    </section>
  );
}
