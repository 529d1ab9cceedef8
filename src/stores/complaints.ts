// /tilbakemelding: the choices of what went wrong and the complaints made before (loaded together when the page
// shows), and sending a new one, which then leads the list.
import { atom } from 'nanostores';
import type { Complaint, ComplaintCode, ComplaintRequest } from '../api/contract.ts';
import { findComplaintCodes, findComplaints, submitComplaint } from '../api/delivery.ts';
import { subscriptionHolder } from './subscription.ts';
import { failureOf, type RequestFailure } from './request-failure.ts';
import { createSubmission } from './submission.ts';

export type { Complaint, ComplaintCode };

export type ComplaintsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; codes: ComplaintCode[]; complaints: Complaint[] }
  | { status: 'failed'; failure: RequestFailure };

export const $complaints = atom<ComplaintsState>({ status: 'idle' });

export async function loadComplaints(): Promise<void> {
  if ($complaints.get().status === 'loading') return;
  $complaints.set({ status: 'loading' });
  try {
    const { ariaAccountNo, titleCode } = subscriptionHolder();
    const [codes, complaints] = await Promise.all([findComplaintCodes(), findComplaints(ariaAccountNo, titleCode)]);
    $complaints.set({ status: 'loaded', codes, complaints });
  } catch (error) {
    $complaints.set({ status: 'failed', failure: failureOf(error) });
  }
}

/** Which refusals of a complaint concern which field; the rest (too many, no paper) the form as a whole. */
function complaintRefusal(code: string): { field?: 'date' | 'code' } | undefined {
  if (code === 'notComplainable') return { field: 'date' };
  if (code === 'UNKNOWN_COMPLAINT_CODE') return { field: 'code' };
  return code === 'TOO_MANY_COMPLAINTS' || code === 'NO_PAPER' ? {} : undefined;
}

export const $complaintSubmit = createSubmission(
  async (request: ComplaintRequest) => {
    const { ariaAccountNo, titleCode } = subscriptionHolder();
    const complaint = await submitComplaint(ariaAccountNo, titleCode, request);
    const state = $complaints.get();
    if (state.status === 'loaded') $complaints.set({ ...state, complaints: [complaint, ...state.complaints] });
    return complaint;
  },
  complaintRefusal,
  { keep: 'klage' },
);
