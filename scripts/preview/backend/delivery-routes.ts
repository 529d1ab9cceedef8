// Paper delivery, read side: where the account's paper for the title goes and the changes registered, and the
// complaints made about it. The rules for changing them (cut-off, delivery days, periods) come with the writes.
import type { Complaint, Delivery } from '../../../src/api/contract.ts';
import { fail, ownAccount, type Route } from './context.ts';
import { currentSubscription } from './subscription-routes.ts';

/** Earliest start first, past, running and planned alike; the portal decides what to show. */
const byStart = (a: { from: string }, b: { from: string }) => a.from.localeCompare(b.from);

export const getDelivery: Route<'getDelivery'> = {
  access: 'user',
  handle({ state, params, userId }): Delivery | null {
    const { ariaAccountNo, titleCode } = params;
    ownAccount(state, userId, ariaAccountNo);
    const stored = currentSubscription(state, ariaAccountNo, titleCode);
    const delivery = stored && state.deliveries.get(stored.subscription.ariaSubscriptionNo);
    if (!delivery) return null;
    return { address: delivery.delivery.address, changes: delivery.delivery.changes.toSorted(byStart) };
  },
};

export const getComplaints: Route<'getComplaints'> = {
  access: 'user',
  handle({ state, params, userId }): Complaint[] {
    const { ariaAccountNo, titleCode } = params;
    ownAccount(state, userId, ariaAccountNo);
    return [...state.complaints.values()]
      .filter((stored) => stored.ariaAccountNo === ariaAccountNo && stored.titleCode === titleCode)
      .map((stored) => stored.complaint)
      .toSorted((a, b) => b.registered.localeCompare(a.registered));
  },
};

// The writes: being built on the branch del-writes (issue 11); until it merges they refuse.
const notYet = { access: 'user', handle: () => fail(501, 'NOT_IMPLEMENTED') } as const;
export const registerDeliveryChange: Route<'registerDeliveryChange'> = notYet;
export const editDeliveryChange: Route<'editDeliveryChange'> = notYet;
export const cancelDeliveryChange: Route<'cancelDeliveryChange'> = notYet;
export const submitComplaint: Route<'submitComplaint'> = notYet;
