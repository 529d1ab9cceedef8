import { expect, test } from 'vitest';

// Every word a user reads, from nb.ts and each nb/<area>.ts (their exported objects, walked to the strings).
const modules = import.meta.glob<Record<string, unknown>>(['./nb.ts', './nb/*.ts', '!./nb/*.test.ts'], { eager: true });

const stringsOf = (value: unknown, at: string): [string, string][] => {
  if (typeof value === 'string') return [[at, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => stringsOf(inner, `${at}.${key}`));
};
const WORDS = Object.entries(modules).flatMap(([file, exports]) => stringsOf(exports, file));

test('the words are found', () => expect(WORDS.length).toBeGreaterThan(500));

// Issue 41: a loading text ends with an ellipsis ("Lagrer…"), not two full stops ("Lagrer..") or a spaced one.
test('no text ends with two full stops', () => {
  expect(WORDS.filter(([, text]) => /(^|[^.])\.\.$|\s(\.\.\.|…)$/.test(text))).toEqual([]);
});
