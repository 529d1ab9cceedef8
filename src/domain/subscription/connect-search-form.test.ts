import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstMessages } from '../../../tests/support/form-messages.ts';
import { nbConnect, personFieldWords } from '../../i18n/nb/person.ts';
import { maskCustomerNumber, searchSchema as searchSchemaOf } from './connect-search-form.ts';

const searchSchema = () => searchSchemaOf({ ...personFieldWords, ...nbConnect });

describe('the /koble-bruker search', () => {
  it('sends the query and postal code trimmed', () => {
    expect(v.parse(searchSchema(), { query: ' 7000101 ', postalCode: ' 7010' })).toEqual({
      query: '7000101',
      postalCode: '7010',
    });
  });

  it.each([
    ['empty query', { query: '' }, { query: 'Kundenummer, telefonnummer eller e-postadresse er påkrevd' }],
    ['empty postal code', { postalCode: ' ' }, { postalCode: 'Postnummer er påkrevd' }],
    ['three-digit postal code', { postalCode: '701' }, { postalCode: 'Postnummeret må ha fire sifre' }],
    ['five-digit postal code', { postalCode: '70100' }, { postalCode: 'Postnummeret må ha fire sifre' }],
    ['letters in the postal code', { postalCode: '70l0' }, { postalCode: 'Postnummeret må ha fire sifre' }],
    ['an e-mail as query', { query: 'kari.nordmann@example.com' }, {}],
    [
      'a 10 000-character query',
      { query: '9'.repeat(10_000) },
      { query: 'Kundenummer, telefonnummer eller e-postadresse kan ikke være lengre enn 254 tegn' },
    ],
    [
      'a tab inside the query',
      { query: '912\t34567' },
      {
        query:
          'Kundenummer, telefonnummer eller e-postadresse inneholder tegn vi ikke kan lagre, som tabulator eller linjeskift. Fjern dem og prøv igjen.',
      },
    ],
    [
      'NUL in the query',
      { query: '7000101\u0000' },
      {
        query:
          'Kundenummer, telefonnummer eller e-postadresse inneholder tegn vi ikke kan lagre, som tabulator eller linjeskift. Fjern dem og prøv igjen.',
      },
    ],
    ['a query trimmed of line breaks', { query: '\n7000101\n' }, {}],
    ['Arabic-Indic digits are no postal code', { postalCode: '٧٠١٠' }, { postalCode: 'Postnummeret må ha fire sifre' }],
  ])('%s', (_, change, messages) => {
    expect(firstMessages(searchSchema(), { query: '91234567', postalCode: '7010', ...change })).toEqual(messages);
  });

  it('shows only the end of a customer number', () => expect(maskCustomerNumber('7000101')).toBe('•••• 101'));
});
