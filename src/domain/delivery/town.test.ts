import { expect, it } from 'vitest';
import { addressLines } from '../../i18n/nb/delivery.ts';
import { townName } from './town.ts';

it.each([
  ['OSLO', 'Oslo'],
  ['oslo', 'Oslo'],
  ['Oslo', 'Oslo'],
  ['MO I RANA', 'Mo i Rana'],
  ['ÅLESUND', 'Ålesund'],
  ['BØ I TELEMARK', 'Bø i Telemark'],
  ['STORD-LEIRVIK', 'Stord-Leirvik'],
])('%s is shown as %s', (stored, shown) => expect(townName(stored)).toBe(shown));

it('an address is written in one case wherever it is shown, however it was stored (issue 24)', () => {
  const address = {
    coName: '',
    street: 'Karl Johans gate',
    streetNumber: '1',
    apartmentNumber: null,
    floor: '',
    postalCode: '0150',
    town: 'OSLO',
  };
  expect(addressLines(address).at(-1)).toBe('0150 Oslo');
  expect(addressLines({ ...address, town: 'Oslo' }).at(-1)).toBe('0150 Oslo');
});
