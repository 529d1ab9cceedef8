// /familiedeling: the owner sees who shares and who is invited, with the places left; invites someone of the
// household, sends a waiting or expired invitation again, withdraws an open one and removes a member (each after a
// second yes).
// A member sees whose family they are in, and may leave it after a second yes.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { href } from '../../domain/routing/href.ts';
import { familyPlaces, resendVerdict } from '../../domain/sharing/invitation.ts';
import { formatDate, formatIsoDate, nb } from '../../i18n/nb.ts';
import { nbSharing, sharingFormWords } from '../../i18n/nb/sharing.ts';
import {
  $familyInvite,
  $familyLeave,
  $invitationResend,
  $invitationWithdrawal,
  $memberRemoval,
  type FamilyInvitation,
  type FamilyMember,
  type FamilySharing,
} from '../../stores/sharing/family-sharing.ts';
import { Field } from '../shared/Field.tsx';
import { ConfirmQuestion, useQuestion } from '../shared/ConfirmQuestion.tsx';
import { Outcome } from '../shared/Outcome.tsx';
import { SubmissionAlert } from '../shared/SubmissionAlert.tsx';
import { SubmitButton } from '../shared/SubmitButton.tsx';
import { useSubmission } from '../shared/use-submission.ts';
import { Email } from '../shared/Email.tsx';
import { WithFamily } from './WithFamily.tsx';
import { EMPTY_FAMILY_INVITE, familyInviteSchema, type FamilyInviteInput } from '../../domain/sharing/invite-forms.ts';

const text = nbSharing.family;
const refusalText = (code: keyof typeof text.refusals) => text.refusals[code];
const resendRefusalText = (code: keyof typeof text.resendRefusals) => text.resendRefusals[code];
const leaveRefusalText = (code: keyof typeof text.member.refusals) => text.member.refusals[code];
const untilText = (instant: string) => formatDate(new Date(instant));
const familyInvite = familyInviteSchema(sharingFormWords);

type Owner = Extract<FamilySharing, { role: 'owner' }>;
type Member = Extract<FamilySharing, { role: 'member' }>;

export function FamilySharingPage() {
  const leave = useSubmission($familyLeave);
  // A member who has left: the family is none now, and the answer says what that means.
  if (leave.state.status === 'done')
    return (
      <Outcome of={$familyLeave}>
        <h2>{text.member.left.heading}</h2>
        <p>{text.member.left.text(leave.state.result.ownerName)}</p>
        <a href={href('/')}>{nb.frame.backHome}</a>
      </Outcome>
    );
  return (
    <WithFamily>
      {(sharing) => (sharing.role === 'owner' ? <OwnerView sharing={sharing} /> : <MemberView sharing={sharing} />)}
    </WithFamily>
  );
}

export function MemberView({ sharing }: { sharing: Member }) {
  const question = useQuestion();
  const { state, submit, retry, pending } = useSubmission($familyLeave);
  return (
    <section className="notice" aria-labelledby="medlem-tittel">
      <h2 id="medlem-tittel">{text.member.heading}</h2>
      <p>{text.member.shares(sharing.ownerName, sharing.planName)}</p>
      <p>{text.member.since(formatIsoDate(sharing.since))}</p>
      <p>{text.member.who(sharing.ownerName)}</p>
      <p>
        <a href={href('/mitt-innhold')}>{text.member.content}</a>
      </p>
      <SubmissionAlert state={state} onRetry={retry} refusalText={leaveRefusalText} />
      {question.open ? (
        <ConfirmQuestion
          question={text.member.confirmLeave(sharing.ownerName, sharing.planName)}
          yes={text.member.confirmLeaveYes}
          no={nbSharing.cancel}
          onYes={() => {
            question.yes();
            void submit(sharing.ownerName);
          }}
          onNo={question.no}
        />
      ) : (
        <div className="button-row">
          <button
            type="button"
            className="button button--secondary"
            ref={question.asker(true)}
            disabled={pending}
            aria-busy={pending || undefined}
            onClick={() => question.ask(true)}
          >
            {pending ? text.member.leaving : text.member.leave}
          </button>
        </div>
      )}
    </section>
  );
}

function OwnerView({ sharing }: { sharing: Owner }) {
  const { left, waiting } = familyPlaces(sharing);
  return (
    <>
      <section className="card" aria-labelledby="plasser-tittel">
        <h2 id="plasser-tittel">{sharing.planName}</h2>
        <p>{text.places(sharing.planName, sharing.members.length, sharing.maxMembers)}</p>
        {waiting > 0 && <p>{text.waitingHold(waiting)}</p>}
        <p>
          <strong>{left > 0 ? text.remaining(left) : text.full}</strong>
        </p>
      </section>
      <Members members={sharing.members} />
      <InviteForm placesLeft={left} />
      <Invitations invitations={sharing.invitations} placesLeft={left} />
    </>
  );
}

function Members({ members }: { members: FamilyMember[] }) {
  const question = useQuestion<string>();
  const { state, submit, retry, pending } = useSubmission($memberRemoval);
  const remove = (member: FamilyMember) => {
    question.yes();
    void submit(member);
  };
  return (
    <section aria-labelledby="medlemmer-tittel">
      <h2 id="medlemmer-tittel">{text.membersHeading}</h2>
      {state.status === 'done' && <Outcome of={$memberRemoval}>{text.removed(state.result.name)}</Outcome>}
      <SubmissionAlert state={state} onRetry={retry} refusalText={refusalText} />
      {members.length === 0 ? (
        <p>{text.noMembers}</p>
      ) : (
        <ul className="change-list">
          {members.map((member) => (
            <li key={member.memberId} className="card change-list__item">
              <p>
                <strong>{member.name}</strong>
              </p>
              <p>
                <Email address={member.email} />
              </p>
              <p>{text.memberSince(formatIsoDate(member.since))}</p>
              {question.open === member.memberId ? (
                <ConfirmQuestion
                  question={text.confirmRemove(member.name)}
                  yes={nbSharing.confirmYes}
                  no={nbSharing.cancel}
                  onYes={() => remove(member)}
                  onNo={question.no}
                />
              ) : (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  ref={question.asker(member.memberId)}
                  disabled={pending}
                  aria-label={text.removeLabel(member.name)}
                  onClick={() => question.ask(member.memberId)}
                >
                  {text.remove}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function InviteForm({ placesLeft }: { placesLeft: number }) {
  const form = useForm<FamilyInviteInput, unknown, v.InferOutput<typeof familyInvite>>({
    resolver: valibotResolver(familyInvite),
    defaultValues: EMPTY_FAMILY_INVITE,
  });
  const { state, submit, retry, pending } = useSubmission($familyInvite, {
    onDone: () => form.reset(EMPTY_FAMILY_INVITE),
    onFieldRefused: (field, code) => form.setError(field, { message: refusalText(code) }, { shouldFocus: true }),
    form,
  });
  return (
    <section aria-labelledby="inviter-tittel">
      <h2 id="inviter-tittel">{text.inviteHeading}</h2>
      {state.status === 'done' && (
        <Outcome of={$familyInvite}>{text.invited(state.result.email, untilText(state.result.expires))}</Outcome>
      )}
      {placesLeft === 0 && state.status !== 'restored' ? (
        <p>{text.full}</p>
      ) : (
        <form
          className="form"
          noValidate
          onSubmit={(event) => void form.handleSubmit((values) => submit(values))(event)}
        >
          <Field
            label={nbSharing.emailLabel}
            type="email"
            autoComplete="off"
            hint={text.inviteHint}
            registration={form.register('email')}
            error={form.formState.errors.email}
          />
          <SubmissionAlert state={state} onRetry={retry} refusalText={refusalText} />
          <div className="button-row">
            <SubmitButton busy={pending} label={text.invite} busyLabel={text.inviting} />
          </div>
        </form>
      )}
    </section>
  );
}

function Invitations({ invitations, placesLeft }: { invitations: FamilyInvitation[]; placesLeft: number }) {
  const withdrawal = useSubmission($invitationWithdrawal);
  const resend = useSubmission($invitationResend);
  const question = useQuestion<string>();
  const busy = withdrawal.pending || resend.pending;
  return (
    <section aria-labelledby="invitasjoner-tittel">
      <h2 id="invitasjoner-tittel">{text.invitationsHeading}</h2>
      {withdrawal.state.status === 'done' && (
        <Outcome of={$invitationWithdrawal}>{text.withdrawn(withdrawal.state.result.email)}</Outcome>
      )}
      {resend.state.status === 'done' && (
        <Outcome of={$invitationResend}>
          {text.resent(resend.state.result.email, untilText(resend.state.result.expires))}
        </Outcome>
      )}
      <SubmissionAlert state={withdrawal.state} onRetry={withdrawal.retry} refusalText={refusalText} />
      <SubmissionAlert state={resend.state} onRetry={resend.retry} refusalText={resendRefusalText} />
      {invitations.length === 0 ? (
        <p>{text.noInvitations}</p>
      ) : (
        <ul className="change-list">
          {invitations.map((invitation) => (
            <li key={invitation.invitationId} className="card change-list__item">
              <p>
                <strong>
                  <Email address={invitation.email} />
                </strong>
              </p>
              <p>
                <span className="status-tag">{nbSharing.familyStatus[invitation.status]}</span>{' '}
                {invitation.status === 'valid'
                  ? text.validUntil(untilText(invitation.expires))
                  : text.sentOn(untilText(invitation.sent))}
              </p>
              {question.open === invitation.invitationId ? (
                <ConfirmQuestion
                  question={text.confirmWithdraw(invitation.email)}
                  yes={text.confirmWithdrawYes}
                  no={nbSharing.cancel}
                  onYes={() => {
                    question.yes();
                    void withdrawal.submit(invitation);
                  }}
                  onNo={question.no}
                />
              ) : (
                // A waiting one may be sent again or withdrawn; an expired one sent again while a place is free.
                resendVerdict(invitation.status, placesLeft) === 'resend' && (
                  <div className="button-row">
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      disabled={busy}
                      aria-label={text.resendLabel(invitation.email)}
                      onClick={() => void resend.submit(invitation)}
                    >
                      {text.resend}
                    </button>
                    {invitation.status === 'valid' && (
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        ref={question.asker(invitation.invitationId)}
                        disabled={busy}
                        aria-label={text.withdrawLabel(invitation.email)}
                        onClick={() => question.ask(invitation.invitationId)}
                      >
                        {text.withdraw}
                      </button>
                    )}
                  </div>
                )
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
