// Customer-service calls: the complaint codes a delivery complaint picks from, and messages to a segment (bounded).
import { COMPLAINT_CODES } from './complaint-codes.ts';
import {
  isSegmentId,
  maySendMessage,
  SEGMENT_MESSAGES_PER_WINDOW,
  TOO_MANY_MESSAGES,
} from '../../../src/domain/segment/segment-message.ts';
import type { Route } from './context.ts';

export const complaintCodes: Route<'complaintCodes'> = {
  access: 'user',
  handle: () => COMPLAINT_CODES.map((entry) => ({ ...entry })),
};

/** Messages the backend keeps in all, the oldest forgotten: what users can make it store is bounded. */
export const SEGMENT_MESSAGES_KEPT = 1_000;

/** A message to a segment: a segment id that is one, a bounded text (the contract), and a bounded rate per user. */
export const segmentMessage: Route<'segmentMessage'> = {
  access: 'user',
  handle({ state, params, body, userId, fail }) {
    if (!isSegmentId(params.segmentId)) fail(400, 'BAD_REQUEST', 'segmentId: not a segment id');
    const now = Date.now();
    const sentAt = state.segmentMessages.filter((sent) => sent.userId === userId).map((sent) => sent.at);
    if (!maySendMessage(sentAt, now))
      fail(429, TOO_MANY_MESSAGES, `at most ${SEGMENT_MESSAGES_PER_WINDOW} messages an hour`);
    state.segmentMessages.push({ segmentId: params.segmentId, userId, message: body.message, at: now });
    state.segmentMessages.splice(0, Math.max(0, state.segmentMessages.length - SEGMENT_MESSAGES_KEPT));
    return { ok: true };
  },
};
