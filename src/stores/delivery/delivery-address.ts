// /leveringsadresse: registering a move of the fixed delivery address, and calling a planned one off. Both answer
// the whole delivery, which replaces the one every page shows.
import type { DeliveryChangeRequest } from '../../api/contract.ts';
import { cancelDeliveryChange, registerDeliveryChange } from '../../api/delivery.ts';
import { CANCEL_REFUSALS, CHANGE_REFUSALS, changeDelivery, savedChange } from './delivery.ts';
import { createSubmission } from '../kit/submission.ts';

/** Answers the move as registered, for the receipt. */
export const $move = createSubmission(
  async (move: DeliveryChangeRequest) =>
    savedChange(
      await changeDelivery((ariaAccountNo, titleCode) => registerDeliveryChange(ariaAccountNo, titleCode, move)),
      move,
    ),
  { refusals: CHANGE_REFUSALS, keep: 'flytting' },
);

export const $moveCancellation = createSubmission(
  (changeId: string) =>
    changeDelivery((ariaAccountNo, titleCode) => cancelDeliveryChange(ariaAccountNo, titleCode, changeId)),
  { refusals: CANCEL_REFUSALS },
);
