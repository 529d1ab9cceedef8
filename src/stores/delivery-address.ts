// /leveringsadresse: registering a move of the fixed delivery address, and calling a planned one off. Both answer
// the whole delivery, which replaces the one every page shows.
import type { DeliveryChangeRequest } from '../api/contract.ts';
import { cancelDeliveryChange, registerDeliveryChange } from '../api/delivery.ts';
import { changeRefusal } from '../domain/delivery/change-refusal.ts';
import { changeDelivery } from './delivery.ts';
import { createSubmission } from './submission.ts';

export const $move = createSubmission(
  (move: DeliveryChangeRequest) => changeDelivery((ariaAccountNo, titleCode) => registerDeliveryChange(ariaAccountNo, titleCode, move)),
  changeRefusal,
  { keep: 'flytting' },
);

export const $moveCancellation = createSubmission(
  (changeId: string) => changeDelivery((ariaAccountNo, titleCode) => cancelDeliveryChange(ariaAccountNo, titleCode, changeId)),
  (code) => (changeRefusal(code) ? {} : undefined),
);
