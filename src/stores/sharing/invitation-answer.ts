// /verifiser-familiemedlem and /bedrift: the invitation the link's token names, as the invited person sees it before
// answering (who sent it, for what, who is signed in), and the answers: accepting (verify/) and, for a family
// invitation, declining. Every answer of spec §8 is an outcome to show; only a token the backend does not know is a
// refusal.
import { computed } from 'nanostores';
import type { InvitationDetails, VerifyResponse } from '../../api/contract.ts';
import { acceptInvitation, declineInvitation, findInvitation } from '../../api/sharing.ts';
import { href } from '../../domain/routing/href.ts';
import { INVITATION_TOKEN_PARAM } from '../../domain/routing/role-rules.ts';
import { isInvitationToken, type InvitationType } from '../../domain/sharing/invitation.ts';
import { pageAddress, queryParam } from '../kit/address.ts';
import { createLoad } from '../kit/load.ts';
import { answerFor, refusalsOf } from '../kit/refusals.ts';
import { $session } from '../kit/session.ts';
import { createSubmission } from '../kit/submission.ts';

export type { InvitationDetails, VerifyResponse };

/** The invitation this page is about: the route says its kind, the link its token (the guard let the page show only with one). */
export function invitationHere(): { type: InvitationType; token: string } | undefined {
  const token = queryParam(INVITATION_TOKEN_PARAM)?.trim() ?? '';
  if (!isInvitationToken(token)) return undefined;
  const business = pageAddress().pathname.replace(/\/(index\.html)?$/, '') === href('/bedrift');
  return { type: business ? 'business' : 'family', token };
}

/** `notFound`: no invitation of this kind has the token (a link cut short, or made up). */
export type InvitationAnswer = { status: 'loaded'; invitation: InvitationDetails } | { status: 'notFound' };

/** The invitation, asked for as soon as the session is known to be someone's. */
export const $invitation = createLoad({
  from: computed($session, (session) => (session.status === 'signedIn' ? session.userId : undefined)),
  input: () => invitationHere(),
  fetch: async ({ type, token }: { type: InvitationType; token: string }): Promise<InvitationAnswer> => {
    try {
      return { status: 'loaded', invitation: await findInvitation(type, token) };
    } catch (error) {
      return (
        answerFor(error, 'getInvitation', { INVITATION_NOT_FOUND: { status: 'notFound' } as const }) ??
        Promise.reject(error instanceof Error ? error : new Error(String(error)))
      );
    }
  },
});

/** A button with nothing typed: nothing is kept, and a failure offers to send the same token again. */
export const $invitationAnswer = createSubmission(
  ({ type, token }: { type: InvitationType; token: string }) => acceptInvitation(type, token),
  {
    refusals: refusalsOf('verify', { INVITATION_NOT_FOUND: 'form' }),
  },
);

/** "Avslå", after a second yes: the invitation closes as `declined`, or the answer says why it could not. */
export const $invitationDecline = createSubmission(
  ({ type, token }: { type: InvitationType; token: string }) => declineInvitation(type, token),
  {
    refusals: refusalsOf('declineInvitation', { INVITATION_NOT_FOUND: 'form' }),
  },
);
