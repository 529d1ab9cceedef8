import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { addressFieldWords } from '../../i18n/nb/delivery.ts';
import {
  addressMessages,
  addressSchema,
  EMPTY_ADDRESS,
  toAddress,
  toAddressInput,
  type AddressInput,
} from './address-form.ts';

const valid: AddressInput = {
  ...EMPTY_ADDRESS,
  street: 'Kongens gate',
  streetNumber: '14b',
  apartmentNumber: 'h 0302',
  floor: '3',
  postalCode: '7011',
  town: 'Trondheim',
};
const messages = (changes: Partial<AddressInput>, nameRequired = false) =>
  addressMessages(addressFieldWords, { ...valid, ...changes }, nameRequired);

describe("addressMessages: every field at its edges, in the spec's words", () => {
  it.each<[string, Partial<AddressInput>, boolean, Record<string, string>]>([
    ['a whole address', {}, false, {}],
    ['no street', { street: '  ' }, false, { street: 'Adresse er påkrevd' }],
    ['a 50-letter street', { street: 'x'.repeat(50) }, false, {}],
    [
      'a 51-letter street',
      { street: 'x'.repeat(51) },
      false,
      { street: 'Gateadresse kan ikke være lengre enn 50 tegn' },
    ],
    ['no street number', { streetNumber: '' }, false, { streetNumber: 'Gatenummer er påkrevd' }],
    [
      'street number 0',
      { streetNumber: '0' },
      false,
      { streetNumber: 'Skriv gatenummeret som et tall, gjerne med én bokstav etter, for eksempel 12B' },
    ],
    ['street number 9999Å', { streetNumber: '9999å' }, false, {}],
    [
      'no apartment number and no "Vet ikke"',
      { apartmentNumber: '' },
      false,
      { apartmentNumber: 'Leilighetsnummer er påkrevd. Kryss av for «Vet ikke» hvis du ikke vet det.' },
    ],
    ['"Vet ikke" ticked', { apartmentNumber: '', apartmentUnknown: true }, false, {}],
    [
      'apartment number 302',
      { apartmentNumber: '302' },
      false,
      { apartmentNumber: 'Skriv leilighetsnummeret som H0101: H, U, K eller L og fire sifre' },
    ],
    ['postal code of three digits', { postalCode: '701' }, false, { postalCode: 'Postnummeret er fire sifre' }],
    ['no postal code', { postalCode: '' }, false, { postalCode: 'Postnummer er påkrevd' }],
    ['no town', { town: '' }, false, { town: 'Poststed er påkrevd' }],
    [
      'a tab in the town',
      { town: 'Trond\theim' },
      false,
      { town: 'Poststed kan ikke inneholde tabulatorer eller linjeskift' },
    ],
    ['an 11-letter floor', { floor: 'x'.repeat(11) }, false, { floor: 'Etasje kan ikke være lengre enn 10 tegn' }],
    ["no c/o name on one's own address", { coName: '' }, false, {}],
    ['no c/o name on a temporary address', { coName: '' }, true, { coName: 'Navn er påkrevd på leveringsadresse' }],
    ['a 51-letter c/o name', { coName: 'x'.repeat(51) }, true, { coName: 'c/o-navn kan ikke være lengre enn 50 tegn' }],
  ])('%s', (_label, changes, nameRequired, expected) => {
    expect(messages(changes, nameRequired)).toEqual(expected);
  });
});

describe('toAddress and back', () => {
  it('sends numbers as the register writes them, and "Vet ikke" as null', () => {
    expect(toAddress(valid)).toEqual({
      coName: '',
      street: 'Kongens gate',
      streetNumber: '14B',
      apartmentNumber: 'H0302',
      floor: '3',
      postalCode: '7011',
      town: 'Trondheim',
    });
    expect(toAddress({ ...valid, apartmentUnknown: true }).apartmentNumber).toBeNull();
    expect(toAddressInput(toAddress({ ...valid, apartmentUnknown: true }))).toMatchObject({
      apartmentNumber: '',
      apartmentUnknown: true,
    });
  });

  it('the schema puts each message at its field', () => {
    const result = v.safeParse(addressSchema(addressFieldWords), { ...valid, street: '', postalCode: '12' });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['street', 'Adresse er påkrevd'],
      ['postalCode', 'Postnummeret er fire sifre'],
    ]);
  });
});
