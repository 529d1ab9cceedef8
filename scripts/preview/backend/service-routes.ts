// Customer-service calls: the complaint codes a delivery complaint picks from, and messages to a segment.
import { COMPLAINT_CODES } from './complaint-codes.ts';
import type { Route } from './context.ts';

export const complaintCodes: Route<'complaintCodes'> = {
  access: 'user',
  handle: () => COMPLAINT_CODES.map((entry) => ({ ...entry })),
};

export const segmentMessage: Route<'segmentMessage'> = {
  access: 'user',
  handle({ state, params, body, userId }) {
    state.segmentMessages.push({ segmentId: params.segmentId, userId, message: body.message });
    return { ok: true };
  },
};
