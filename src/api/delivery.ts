// A paper subscription's delivery (address and changes) and its complaints; null delivery for no paper.
import { call } from './client.ts';
import type { Complaint, Delivery } from './contract.ts';

export function findDelivery(ariaAccountNo: string, titleCode: string): Promise<Delivery | null> {
  return call('getDelivery', { params: { ariaAccountNo, titleCode } });
}

/** In the backend's order (newest first). */
export function findComplaints(ariaAccountNo: string, titleCode: string): Promise<Complaint[]> {
  return call('getComplaints', { params: { ariaAccountNo, titleCode } });
}
