import { describe, expect, it } from 'vitest';
import { complaintDayText } from './complaint-day.ts';

describe('complaintDayText', () => {
  it.each([
    ['2026-11-24', 'i dag, tirsdag 24. november'],
    ['2026-11-23', 'i går, mandag 23. november'],
    ['2026-11-21', 'lørdag 21. november'],
  ])('%s → %s', (date, expected) => {
    const weekday = {
      '2026-11-24': 'tirsdag 24. november',
      '2026-11-23': 'mandag 23. november',
      '2026-11-21': 'lørdag 21. november',
    }[date]!;
    expect(complaintDayText(date, '2026-11-24', weekday)).toBe(expected);
  });
});
