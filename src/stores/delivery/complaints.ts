// /tilbakemelding: the choices of what went wrong and the complaints made before (loaded together when the page
// shows), and sending a new one, which then leads the list.
import type { Complaint, ComplaintCode, ComplaintRequest } from '../../api/contract.ts';
import { findComplaintCodes, findComplaints, submitComplaint } from '../../api/delivery.ts';
import { $subscriptionHolder, subscriptionHolder } from '../subscription/subscription.ts';
import { createLoad, type LoadState } from '../kit/load.ts';
import { refusalsOf } from '../kit/refusals.ts';
import { createSubmission } from '../kit/submission.ts';

export type { Complaint, ComplaintCode };

type ComplaintsAnswer = { status: 'loaded'; codes: ComplaintCode[]; complaints: Complaint[] };
export type ComplaintsState = LoadState<ComplaintsAnswer>;

/** The choices and the complaints made before, asked for together as soon as the guard has the subscription. */
export const $complaints = createLoad({
  from: $subscriptionHolder,
  fetch: async ({
    ariaAccountNo,
    titleCode,
  }: {
    ariaAccountNo: string;
    titleCode: string;
  }): Promise<ComplaintsAnswer> => {
    const [codes, complaints] = await Promise.all([findComplaintCodes(), findComplaints(ariaAccountNo, titleCode)]);
    return { status: 'loaded', codes, complaints };
  },
});

/** Which refusals of a complaint concern which field; the rest (too many, no paper) the form as a whole. */
const COMPLAINT_REFUSALS = refusalsOf('submitComplaint', {
  notComplainable: 'date',
  UNKNOWN_COMPLAINT_CODE: 'code',
  TOO_MANY_COMPLAINTS: 'form',
  NO_PAPER: 'form',
});

export const $complaintSubmit = createSubmission(
  async (request: ComplaintRequest) => {
    const { ariaAccountNo, titleCode } = subscriptionHolder();
    const complaint = await submitComplaint(ariaAccountNo, titleCode, request);
    const state = $complaints.get();
    if (state.status === 'loaded') $complaints.replace({ ...state, complaints: [complaint, ...state.complaints] });
    return complaint;
  },
  { refusals: COMPLAINT_REFUSALS, keep: 'klage' },
);
