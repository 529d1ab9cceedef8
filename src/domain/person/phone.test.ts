import { describe, expect, it } from 'vitest';
import { normalisePhone } from './phone.ts';

describe('normalisePhone: 8 digits starting with 2–9, optionally after +47 or 0047, spaces anywhere', () => {
  it.each([
    ['91234567', '91234567'],
    ['21234567', '21234567'],
    ['+4791234567', '91234567'],
    ['0047 912 34 567', '91234567'],
    ['+47 912 34 567', '91234567'],
    [' 9 1 2 3 4 5 6 7 ', '91234567'],
    ['+ 47 91234567', '91234567'],
    ['4791234567', undefined], // a country code needs its + or 00
    ['01234567', undefined],
    ['11234567', undefined],
    ['9123456', undefined],
    ['912345678', undefined],
    ['+46 912 34 567', undefined],
    ['912-34-567', undefined],
    ['9123456a', undefined],
    ['', undefined],
  ])('%j → %j', (input, expected) => expect(normalisePhone(input)).toBe(expected));
});
