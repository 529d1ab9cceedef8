import { expect, it } from 'vitest';
import { isListedTitleCode, TITLE_CODE_LISTS, TITLE_CODE_LISTS_TEXT } from './code-lists.ts';

it("holds the spec's lists as it groups them", () => {
  expect(TITLE_CODE_LISTS).toEqual([['XX', 'VI'], ['RUI'], ['KOF', 'KUL']]);
  expect(TITLE_CODE_LISTS_TEXT).toBe('XX, VI; RUI; KOF, KUL');
});

it.each([
  ['XX', true],
  ['VI', true],
  ['RUI', true],
  ['KOF', true],
  ['KUL', true],
  ['kul', false],
  ['ADR', false],
  ['POL', false],
  ['', false],
])('%j is listed: %s', (code, listed) => expect(isListedTitleCode(code)).toBe(listed));
