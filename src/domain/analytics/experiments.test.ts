import { describe, expect, it } from 'vitest';
import {
  experimentsOn,
  mergeExperiments,
  pageViewExperiments,
  readExperiments,
  type Experiment,
} from './experiments.ts';

const A: Experiment = { id: 'a', name: 'Ny forside', variant: 'B', platform: 'web' };
const A2: Experiment = { ...A, variant: 'C' };
const B: Experiment = { id: 'b', name: 'Kort skjema', variant: 'A', platform: 'web' };

describe('experimentsOn', () => {
  it.each([
    ['true', true],
    ['TRUE', false],
    ['1', false],
    ['yes', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (flag, expected) => expect(experimentsOn(flag)).toBe(expected));
});

describe('readExperiments', () => {
  it.each([
    [null, []],
    ['', []],
    ['not json', []],
    ['{}', []],
    ['[]', []],
    ['"a"', []],
    [JSON.stringify([A]), [A]],
    [JSON.stringify([A, B]), [A, B]],
    [JSON.stringify([A, { id: 'x' }]), []],
    [JSON.stringify([{ ...A, variant: 3 }]), []],
    [JSON.stringify([{ ...A, extra: '<script>' }]), [A]],
  ])('%j → %j', (raw, expected) => expect(readExperiments(raw)).toEqual(expected));
});

describe('mergeExperiments', () => {
  it.each([
    [[], [], []],
    [[A], [], [A]],
    [[], [B], [B]],
    [[A], [B], [A, B]],
    [[A, B], [A2], [A2, B]],
  ])('%j + %j → %j', (stored, given, expected) => expect(mergeExperiments(stored, given)).toEqual(expected));
});

describe('pageViewExperiments', () => {
  const stored = JSON.stringify([A]);
  it.each([
    // flag, stored, given, consent → outcome
    [undefined, stored, [B], true, undefined],
    ['false', stored, [B], true, undefined],
    ['true', stored, [B], true, { send: [A, B], keep: JSON.stringify([A, B]) }],
    ['true', stored, [B], false, { send: [A, B], keep: undefined }],
    ['true', null, [], true, { send: [], keep: undefined }],
    ['true', '[]', [B], true, { send: [B], keep: JSON.stringify([B]) }],
    ['true', 'garbage', [], false, { send: [], keep: undefined }],
  ] as const)('flag %j, stored %j, given %j, consent %s', (flag, raw, given, consent, expected) =>
    expect(pageViewExperiments(flag, raw, given, consent)).toEqual(expected),
  );
});
