// /verifiser-familiemedlem and /bedrift: the invited person, signed in, accepts the invitation the link carries.
// Accepting is their choice (a button, not done on opening the link); each answer of spec §8 says what happened
// and what to do next, and an invitation sent to another address offers to sign in as another user and come back.
import { useEffect, useMemo, useRef } from 'react';
import { href } from '../../domain/routing/href.ts';
import { INVITATION_TOKEN_PARAM } from '../../domain/routing/role-rules.ts';
import type { InvitationType } from '../../domain/sharing/invitation.ts';
import { nb } from '../../i18n/nb.ts';
import { nbSharing } from '../../i18n/nb-sharing.ts';
import { switchUser } from '../../identity/session.ts';
import { $invitationAnswer, type VerifyResponse } from '../../stores/invitation-answer.ts';
import { RequestFailure } from '../shared/RequestFailure.tsx';
import { usePage } from '../shared/use-page.ts';
import { useSubmission } from '../shared/use-submission.ts';
import { goTo, queryParam } from '../../stores/address.ts';

const text = nbSharing.accept;

export function AcceptInvitation({ type }: { type: InvitationType }) {
  const { ready, brand } = usePage();
  // The guard let the page show only with a token in the link (role-rules.ts).
  const token = useMemo(() => queryParam(INVITATION_TOKEN_PARAM)?.trim() ?? '', []);
  const { state, submit, retry, pending } = useSubmission($invitationAnswer, {
    onDone: ({ status }) => {
      if (type === 'family' && status === 'accepted') goTo(href('/deling-akseptert'));
    },
  });
  if (!ready || !brand) return null;
  if (state.status === 'done') return <Answer type={type} answer={state.result} />;
  if (state.status === 'refused') return <Outcome words={text[type].notFound} way={{ label: nb.shell.customerService, href: href('/kundeservice') }} />;
  return (
    <>
      <p>{type === 'family' ? text.familyIntro(brand.name) : text.businessIntro(brand.name)}</p>
      {state.status === 'failed' && <RequestFailure failure={state.failure} message={state.failure.kind === 'other' ? text.failed : undefined} onRetry={retry} />}
      <div className="button-row">
        <button type="button" className="button" disabled={pending} aria-busy={pending || undefined} onClick={() => void submit({ type, token })}>
          {pending ? text.accepting : text.accept}
        </button>
      </div>
    </>
  );
}

function Answer({ type, answer }: { type: InvitationType; answer: VerifyResponse }) {
  // A family member is on the way to /deling-akseptert.
  if (answer.status === 'accepted' && type === 'family') return <p role="status">{nb.spinner.defaultMessage}</p>;
  if (answer.status === 'accepted') {
    const access = answer.access!;
    return (
      <Outcome
        words={{ heading: text.businessAccepted.heading, text: text.businessAccepted.text(access.providedBy, access.planName) }}
        way={{ label: text.toContent, href: href('/mitt-innhold') }}
        success
      />
    );
  }
  // Where an answer leads: signing in as the user the invitation was sent to, or else Min side.
  const way = answer.status === 'wrongEmail' ? { label: text.switchUser, run: () => void switchUser() } : { label: nb.frame.backHome, href: href('/') };
  return <Outcome words={text[type][answer.status]} way={way} />;
}

function Outcome({ words, way, success }: { words: { heading: string; text: string }; way: { label: string; href: string } | { label: string; run: () => void }; success?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The answer replaces the button pressed: focus goes to it, so it is read out at once.
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
