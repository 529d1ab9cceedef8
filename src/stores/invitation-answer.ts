// /verifiser-familiemedlem and /bedrift: the invited person accepts the invitation the link's token names
// (verify/). Every answer of spec §8 is an outcome to show; only a token the backend does not know is a refusal.
import type { VerifyResponse } from '../api/contract.ts';
import { acceptInvitation } from '../api/sharing.ts';
import type { InvitationType } from '../domain/sharing/invitation.ts';
import { createSubmission } from './submission.ts';

export type { VerifyResponse };

/** A button with nothing typed: nothing is kept, and a failure offers to send the same token again. */
export const $invitationAnswer = createSubmission(
  ({ type, token }: { type: InvitationType; token: string }) => acceptInvitation(type, token),
  (code) => (code === 'INVITATION_NOT_FOUND' ? {} : undefined),
);
