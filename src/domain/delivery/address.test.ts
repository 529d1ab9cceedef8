import { describe, expect, it } from 'vitest';
import {
  addressProblems,
  CO_NAME_MAX,
  FLOOR_MAX,
  isApartmentNumber,
  isPostalCode,
  isStreetNumber,
  normaliseAddress,
  normaliseApartmentNumber,
  normaliseStreetNumber,
  STREET_MAX,
  TOWN_MAX,
  type DeliveryAddress,
} from './address.ts';

const address: DeliveryAddress = {
  coName: '',
  street: 'Kongens gate',
  streetNumber: '12',
  apartmentNumber: 'H0101',
  floor: '',
  postalCode: '7011',
  town: 'Trondheim',
};

describe('isPostalCode: exactly four digits', () => {
  it.each([
    ['0150', true],
    ['7011', true],
    ['9991', true],
    ['701', false],
    ['70111', false],
    ['70 1', false],
    ['7O11', false],
    ['', false],
  ])('%j: %s', (value, expected) => expect(isPostalCode(value)).toBe(expected));
});

describe('isApartmentNumber: H, U, K or L and four digits', () => {
  it.each([
    ['H0101', true],
    ['H1203', true],
    ['U0101', true],
    ['K0101', true],
    ['L0201', true],
    ['h0101', false],
    ['H101', false],
    ['H01011', false],
    ['X0101', false],
    ['0101', false],
    ['', false],
  ])('%j: %s', (value, expected) => expect(isApartmentNumber(value)).toBe(expected));
});

describe('isStreetNumber and normaliseStreetNumber', () => {
  it.each([
    ['12', '12', true],
    ['12B', '12B', true],
    ['12 b', '12B', true],
    [' 1 ', '1', true],
    ['9999', '9999', true],
    ['12Å', '12Å', true],
    ['10000', '10000', false],
    ['0', '0', false],
    ['012', '012', false],
    ['12BC', '12BC', false],
    ['B', 'B', false],
    ['12-14', '12-14', false],
  ])('%j → %j: %s', (typed, normalised, valid) => {
    expect(normaliseStreetNumber(typed)).toBe(normalised);
    expect(isStreetNumber(normaliseStreetNumber(typed))).toBe(valid);
  });

  it('apartment numbers are normalised the same way', () => expect(normaliseApartmentNumber(' h 0101')).toBe('H0101'));
});

describe('addressProblems: each field at its edges', () => {
  it.each<[string, Partial<DeliveryAddress>, ReturnType<typeof addressProblems>]>([
    ['a full address', {}, {}],
    ['"Vet ikke" for the apartment', { apartmentNumber: null }, {}],
    ['with c/o and floor', { coName: 'Kari Nordmann', floor: '3' }, {}],
    ['lower-case apartment number and spaced house letter', { apartmentNumber: 'h0101', streetNumber: '12 b' }, {}],
    ['c/o at its limit', { coName: 'x'.repeat(CO_NAME_MAX) }, {}],
    ['c/o over its limit', { coName: 'x'.repeat(CO_NAME_MAX + 1) }, { coName: 'tooLong' }],
    ['street missing', { street: '  ' }, { street: 'required' }],
    ['street at its limit', { street: 'x'.repeat(STREET_MAX) }, {}],
    ['street over its limit', { street: 'x'.repeat(STREET_MAX + 1) }, { street: 'tooLong' }],
    ['street with a tab', { street: 'Kongens\tgate' }, { street: 'invalid' }],
    ['street number missing', { streetNumber: '' }, { streetNumber: 'required' }],
    ['street number not a number', { streetNumber: 'tolv' }, { streetNumber: 'invalid' }],
    ['apartment number left empty without "Vet ikke"', { apartmentNumber: '' }, { apartmentNumber: 'required' }],
    ['apartment number in another form', { apartmentNumber: '101' }, { apartmentNumber: 'invalid' }],
    ['floor at its limit', { floor: 'x'.repeat(FLOOR_MAX) }, {}],
    ['floor over its limit', { floor: 'x'.repeat(FLOOR_MAX + 1) }, { floor: 'tooLong' }],
    ['postal code missing', { postalCode: '' }, { postalCode: 'required' }],
    ['postal code with spaces around', { postalCode: ' 7011 ' }, {}],
    ['postal code of three digits', { postalCode: '701' }, { postalCode: 'invalid' }],
    ['town missing', { town: '' }, { town: 'required' }],
    ['town at its limit', { town: 'x'.repeat(TOWN_MAX) }, {}],
    ['town over its limit', { town: 'x'.repeat(TOWN_MAX + 1) }, { town: 'tooLong' }],
    ['street padded with 5 000 spaces', { street: `${' '.repeat(5000)}Kongens gate${' '.repeat(5000)}` }, {}],
    ['street with a right-to-left override', { street: 'Kongens gate\u202e' }, { street: 'invisible' }],
    ['c/o with a zero-width space', { coName: 'Kari\u200bNordmann' }, { coName: 'invisible' }],
    ['town with a byte-order mark inside', { town: 'Trond\ufeffheim' }, { town: 'invisible' }],
    ['floor with a left-to-right isolate', { floor: '\u20663' }, { floor: 'invisible' }],
    // Issue 43: streets that look empty, or hide characters, and a floor that is only a number.
    ['street of Hangul fillers (U+3164)', { street: '\u3164\u3164\u3164' }, { street: 'invisible' }],
    ['street of blank Braille (U+2800)', { street: '\u2800\u2800' }, { street: 'invisible' }],
    ['street with a Hangul choseong filler (U+115F) inside', { street: 'Kongens\u115fgate' }, { street: 'invisible' }],
    ['street with a combining grapheme joiner (U+034F)', { street: 'Kongens gate\u034f' }, { street: 'invisible' }],
    ['street with a variation selector (U+FE0F)', { street: 'Kongens gate\ufe0f' }, { street: 'invisible' }],
    ['street with tag characters', { street: 'Kongens gate\u{e0041}\u{e007f}' }, { street: 'invisible' }],
    ['street with a lone surrogate', { street: 'Kongens gate\ud800' }, { street: 'invalid' }],
    ['street of digits and marks only', { street: '12 - 14' }, { street: 'noLetter' }],
    ['c/o of punctuation only', { coName: '...' }, { coName: 'noLetter' }],
    ['town of digits only', { town: '7011' }, { town: 'noLetter' }],
    ['a street in another script', { street: 'Улица Ленина' }, {}],
    ['a floor that is a number', { floor: '3' }, {}],
    [
      'everything wrong at once',
      { street: '', streetNumber: '', postalCode: 'abcd', town: '' },
      { street: 'required', streetNumber: 'required', postalCode: 'invalid', town: 'required' },
    ],
  ])('%s', (_, change, expected) => expect(addressProblems({ ...address, ...change })).toEqual(expected));
});

describe('normaliseAddress: what is checked is what is sent and stored', () => {
  it('trims, collapses spaces, composes, and writes the numbers as the register does', () => {
    const typed: DeliveryAddress = {
      coName: '  Kari   Nordmann ',
      street: `${' '.repeat(5000)}Kongens\u00a0\u00a0gate${' '.repeat(5000)}`,
      streetNumber: '1 2 b',
      apartmentNumber: 'h 0 3 0 2',
      floor: ' 3 ',
      postalCode: ' 7011 ',
      town: 'Tro\u0308ndheim',
    };
    expect(normaliseAddress(typed)).toEqual({
      coName: 'Kari Nordmann',
      street: 'Kongens gate',
      streetNumber: '12B',
      apartmentNumber: 'H0302',
      floor: '3',
      postalCode: '7011',
      town: 'Tröndheim',
    });
  });

  it('is the same the second time, and its problems are the typed address’s', () => {
    const typed = { ...address, street: '  Kongens  gate ', streetNumber: '12 b', apartmentNumber: null };
    expect(normaliseAddress(normaliseAddress(typed))).toEqual(normaliseAddress(typed));
    expect(addressProblems(normaliseAddress(typed))).toEqual(addressProblems(typed));
  });
});
