// A message to a segment (spec §7: `POST segment/{id}/message`): the limits a caller and the backend share, so one
// user can neither store unbounded text nor reach a path the id was not meant to name.
import { hasControlCharactersInText, hasInvisibleCharactersInText } from '../person/fields.ts';

/** A segment's id: letters, digits, `_` and `-` (never `/` or `.`, so `../../x` names no segment). */
export const isSegmentId = (id: string) => /^[A-Za-z0-9_-]{1,64}$/.test(id);

/** Longer than any message a person writes in one go, far below what would fill a store. */
export const SEGMENT_MESSAGE_MAX = 2000;

/** Messages one user may send in SEGMENT_MESSAGE_WINDOW_MS, to all segments together. */
export const SEGMENT_MESSAGES_PER_WINDOW = 10;
export const SEGMENT_MESSAGE_WINDOW_MS = 60 * 60_000;

/** The refusal past the limit (429). */
export const TOO_MANY_MESSAGES = 'TOO_MANY_MESSAGES';

/** Whether a message (normalised: normaliseText) may be sent: not empty, within the limit, no control or invisible characters. */
export const isSendableMessage = (message: string) =>
  message.length > 0 &&
  message.length <= SEGMENT_MESSAGE_MAX &&
  !hasControlCharactersInText(message) &&
  !hasInvisibleCharactersInText(message);

/** Whether a user who sent messages at `sentAt` (ms) may send another at `now`. */
export const maySendMessage = (sentAt: readonly number[], now: number) =>
  sentAt.filter((at) => now - at < SEGMENT_MESSAGE_WINDOW_MS).length < SEGMENT_MESSAGES_PER_WINDOW;
