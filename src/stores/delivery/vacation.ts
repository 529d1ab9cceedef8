// /endre-avislevering: a stop or a stay elsewhere registered or edited, a running one given its last day, a
// planned one called off. Each answers the whole delivery, which replaces the one every page shows; a save and an
// end answer the change as the backend now lists it, for the receipt.
import type { DeliveryChange, DeliveryChangeRequest } from '../../api/contract.ts';
import { cancelDeliveryChange, editDeliveryChange, registerDeliveryChange } from '../../api/delivery.ts';
import { CANCEL_REFUSALS, CHANGE_REFUSALS, changeDelivery, savedChange } from './delivery.ts';
import { createSubmission } from '../kit/submission.ts';

/** A new change (no id), or new values for the registered change `changeId`. */
export interface VacationWrite {
  changeId?: string;
  change: DeliveryChangeRequest;
}

/** A stop or a stay elsewhere as the delivery lists it: what a save answers. */
export type SavedVacation = DeliveryChange & { type: 'STOP' | 'TRANSFER' };

async function write({ changeId, change }: VacationWrite): Promise<SavedVacation> {
  const delivery = await changeDelivery((ariaAccountNo, titleCode) =>
    changeId === undefined
      ? registerDeliveryChange(ariaAccountNo, titleCode, change)
      : editDeliveryChange(ariaAccountNo, titleCode, changeId, change),
  );
  const saved = savedChange(delivery, change, changeId);
  if (saved.type === 'PERMANENT') throw new Error('A stop or stay was answered as a move');
  return { ...saved, type: saved.type };
}

export const $vacationSave = createSubmission(write, { refusals: CHANGE_REFUSALS, keep: 'ferie' });

/** A running stop or transfer's new last day: the same edit, with only the end changed. */
export const $vacationEnd = createSubmission(write, { refusals: CHANGE_REFUSALS, keep: 'slutt' });

export const $vacationCancel = createSubmission(
  (changeId: string) =>
    changeDelivery((ariaAccountNo, titleCode) => cancelDeliveryChange(ariaAccountNo, titleCode, changeId)),
  { refusals: CANCEL_REFUSALS },
);
