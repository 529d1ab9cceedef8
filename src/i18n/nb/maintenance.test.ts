import { expect, it } from 'vitest';
import { formatBackAt } from './maintenance.ts';

const NOW = new Date('2026-11-23T10:00:00Z'); // Monday 11:00 in Oslo

it.each([
  ['2026-11-23T13:30:00Z', 'i dag kl. 14.30'],
  ['2026-11-23T22:59:00Z', 'i dag kl. 23.59'],
  ['2026-11-23T23:00:00Z', 'i morgen kl. 00.00'],
  ['2026-11-24T05:00:00Z', 'i morgen kl. 06.00'],
  ['2026-11-30T07:00:00Z', 'mandag 30. november kl. 08.00'],
])('%s is %s', (at, expected) => expect(formatBackAt(new Date(at), NOW)).toBe(expected.replace('kl. ', 'kl.\u00a0')));

it('counts summer time in Oslo', () => {
  expect(formatBackAt(new Date('2026-06-01T12:00:00Z'), new Date('2026-06-01T08:00:00Z'))).toBe('i dag kl.\u00a014.00');
});

it.each([
  ['2026-12-31T23:30:00Z', '2026-12-31T10:00:00Z', 'i morgen kl.\u00a000.30'],
  ['2026-10-26T05:00:00Z', '2026-10-24T23:30:00Z', 'i morgen kl.\u00a006.00'],
  ['2026-10-25T22:00:00Z', '2026-10-24T23:30:00Z', 'i dag kl.\u00a023.00'],
])('across a year and the autumn clock change: %s seen at %s is %s', (at, now, expected) =>
  expect(formatBackAt(new Date(at), new Date(now))).toBe(expected),
);
