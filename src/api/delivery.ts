// A paper subscription's delivery (address and changes) and its complaints; null delivery for no paper.
import { call } from './client.ts';
import type { Complaint, ComplaintCode, ComplaintRequest, Delivery, DeliveryChangeRequest } from './contract.ts';

export function findDelivery(ariaAccountNo: string, titleCode: string): Promise<Delivery | null> {
  return call('getDelivery', { params: { ariaAccountNo, titleCode } });
}

/** In the backend's order (newest first). */
export function findComplaints(ariaAccountNo: string, titleCode: string): Promise<Complaint[]> {
  return call('getComplaints', { params: { ariaAccountNo, titleCode } });
}

/** Registers a move, a stop or a transfer; answers the delivery as it now is. */
export function registerDeliveryChange(
  ariaAccountNo: string,
  titleCode: string,
  change: DeliveryChangeRequest,
): Promise<Delivery> {
  return call('registerDeliveryChange', { params: { ariaAccountNo, titleCode }, body: change });
}

/** Gives a registered change new values (a running one only a new end). */
export function editDeliveryChange(
  ariaAccountNo: string,
  titleCode: string,
  changeId: string,
  change: DeliveryChangeRequest,
): Promise<Delivery> {
  return call('editDeliveryChange', { params: { ariaAccountNo, titleCode, changeId }, body: change });
}

export function cancelDeliveryChange(ariaAccountNo: string, titleCode: string, changeId: string): Promise<Delivery> {
  return call('cancelDeliveryChange', { params: { ariaAccountNo, titleCode, changeId } });
}

export function submitComplaint(
  ariaAccountNo: string,
  titleCode: string,
  complaint: ComplaintRequest,
): Promise<Complaint> {
  return call('submitComplaint', { params: { ariaAccountNo, titleCode }, body: complaint });
}

/** What can be wrong with a delivery, as the distributor names it (the form's choices). */
export function findComplaintCodes(): Promise<ComplaintCode[]> {
  return call('complaintCodes', {});
}
