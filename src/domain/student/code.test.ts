import { describe, expect, it } from 'vitest';
import { isCodeShaped, normaliseCode, RESEND_WAIT_SECONDS, resendWaitLeft } from './code.ts';

describe('what can be a code', () => {
  it.each([
    ['123456', true],
    [' 123 456 ', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
    ['١٢٣٤٥٦', false],
    ['', false],
  ])('%j → %s', (typed, shaped) => {
    expect(isCodeShaped(typed)).toBe(shaped);
  });

  it('spaces pasted along are dropped', () => {
    expect(normaliseCode(' 123 456\t')).toBe('123456');
  });
});

describe('the wait before another code, in whole seconds', () => {
  const sentAt = Date.UTC(2026, 10, 23, 9, 0, 0);
  it.each([
    [0, RESEND_WAIT_SECONDS],
    [1, RESEND_WAIT_SECONDS],
    [1_500, RESEND_WAIT_SECONDS - 1],
    [29_001, 1],
    [30_000, 0],
    [600_000, 0],
    // A send time ahead of this clock (another device's) never makes the wait longer than the rule.
    [-60_000, RESEND_WAIT_SECONDS],
  ])('%i ms after sending → %i', (elapsed, left) => {
    expect(resendWaitLeft(sentAt, sentAt + elapsed)).toBe(left);
  });
});
