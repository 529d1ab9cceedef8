import { describe, expect, it } from 'vitest';
import {
  isSegmentId,
  isSendableMessage,
  maySendMessage,
  SEGMENT_MESSAGE_MAX,
  SEGMENT_MESSAGE_WINDOW_MS,
  SEGMENT_MESSAGES_PER_WINDOW,
} from './segment-message.ts';

describe('isSegmentId', () => {
  it.each([
    ['vinterkampanje', true],
    ['seg_2026-11', true],
    ['A1', true],
    ['x'.repeat(64), true],
    ['x'.repeat(65), false],
    ['', false],
    ['../../x', false],
    ['..', false],
    ['a/b', false],
    ['a b', false],
    ['a%2Fb', false],
    ['<script>', false],
  ])('%j: %s', (id, expected) => expect(isSegmentId(id)).toBe(expected));
});

describe('isSendableMessage', () => {
  it.each([
    ['Hei!', true],
    ['To\nlinjer', true],
    ['x'.repeat(SEGMENT_MESSAGE_MAX), true],
    ['x'.repeat(SEGMENT_MESSAGE_MAX + 1), false],
    ['x'.repeat(60_000), false],
    ['', false],
    ['hei\u0007', false],
    ['hei\u202e', false],
  ])('%j: %s', (message, expected) => expect(isSendableMessage(message)).toBe(expected));
});

describe('maySendMessage', () => {
  const NOW = Date.parse('2026-11-23T12:00:00Z');
  it.each<[string, number[], boolean]>([
    ['none sent', [], true],
    [`${SEGMENT_MESSAGES_PER_WINDOW - 1} in the hour`, Array(SEGMENT_MESSAGES_PER_WINDOW - 1).fill(NOW - 1000), true],
    [`${SEGMENT_MESSAGES_PER_WINDOW} in the hour`, Array(SEGMENT_MESSAGES_PER_WINDOW).fill(NOW - 1000), false],
    [
      `${SEGMENT_MESSAGES_PER_WINDOW} an hour ago`,
      Array(SEGMENT_MESSAGES_PER_WINDOW).fill(NOW - SEGMENT_MESSAGE_WINDOW_MS),
      true,
    ],
  ])('%s: %s', (_, sentAt, expected) => expect(maySendMessage(sentAt, NOW)).toBe(expected));
});
