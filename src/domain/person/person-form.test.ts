import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstMessages } from '../../../tests/support/form-messages.ts';
import { personFieldWords } from '../../i18n/nb/person.ts';
import { NAME_MAX_LENGTH } from './fields.ts';
import {
  contactInputOf,
  contactSchema as contactSchemaOf,
  profileInputOf,
  profileSchema as profileSchemaOf,
} from './person-form.ts';
import { normalisePhone } from './phone.ts';

const TODAY = '2026-11-22';
const validProfile = { firstName: 'Kari', lastName: 'Nordmann', phone: '91234567', birthdate: '24.12.1990' };
const validContact = { firstName: 'Kari', lastName: 'Nordmann', email: 'kari@example.com', phone: '91234567' };
const profileSchema = (today: string, stored: string | null = null) => profileSchemaOf(personFieldWords, today, stored);
const contactSchema = () => contactSchemaOf(personFieldWords);

describe('profile form', () => {
  it('takes valid input and sends it on trimmed, the phone as 8 digits and the birthdate as ISO', () => {
    expect(
      v.parse(profileSchema(TODAY), {
        firstName: ' Kari ',
        lastName: 'Nordmann',
        phone: '+47 912 34 567',
        birthdate: '24.12.1990',
      }),
    ).toEqual({
      firstName: 'Kari',
      lastName: 'Nordmann',
      phone: '91234567',
      birthdate: '1990-12-24',
    });
  });

  it('lets phone and birthdate be left empty', () => {
    expect(v.parse(profileSchema(TODAY), { ...validProfile, phone: ' ', birthdate: '' })).toMatchObject({
      phone: '',
      birthdate: null,
    });
  });

  it.each([
    ['empty first name', { firstName: '' }, { firstName: 'Fornavn er påkrevd' }],
    ['blank last name', { lastName: '   ' }, { lastName: 'Etternavn er påkrevd' }],
    ['first name at the limit', { firstName: 'K'.repeat(NAME_MAX_LENGTH) }, {}],
    [
      'first name over the limit',
      { firstName: 'K'.repeat(NAME_MAX_LENGTH + 1) },
      { firstName: 'Fornavn kan ikke være lengre enn 50 tegn' },
    ],
    [
      'first name of Hangul fillers (issue 43)',
      { firstName: '\u3164\u3164' },
      { firstName: personFieldWords.invisibleCharacters('Fornavn') },
    ],
    [
      'last name of blank Braille (issue 43)',
      { lastName: '\u2800' },
      { lastName: personFieldWords.invisibleCharacters('Etternavn') },
    ],
    [
      'first name of a lone surrogate (issue 43)',
      { firstName: '\ud800' },
      { firstName: personFieldWords.controlCharacters('Fornavn') },
    ],
    [
      'first name without a letter (issue 43)',
      { firstName: '123' },
      { firstName: 'Fornavn må inneholde minst én bokstav.' },
    ],
    ['7-digit phone', { phone: '9123456' }, { phone: 'Telefonnummeret er ugyldig' }],
    ['9-digit phone', { phone: '912345678' }, { phone: 'Telefonnummeret er ugyldig' }],
    ['phone starting with 0', { phone: '01234567' }, { phone: 'Telefonnummeret er ugyldig' }],
    ['phone with letters', { phone: '9123456a' }, { phone: 'Telefonnummeret er ugyldig' }],
    ['foreign country code', { phone: '+46 912 34 567' }, { phone: 'Telefonnummeret er ugyldig' }],
    ['+47 with too few digits', { phone: '+47 912 34 56' }, { phone: 'Telefonnummeret er ugyldig' }],
    ['+47 and spaces', { phone: '+47 912 34 567' }, {}],
    ['0047', { phone: '0047 91234567' }, {}],
    ['landline in pairs', { phone: '73 80 10 00' }, {}],
    [
      'impossible date',
      { birthdate: '31.02.1990' },
      { birthdate: 'Fødselsdatoen må være en ekte dato, skrevet som dd.mm.åååå' },
    ],
    [
      'two-digit year',
      { birthdate: '24.12.90' },
      { birthdate: 'Fødselsdatoen må være en ekte dato, skrevet som dd.mm.åååå' },
    ],
    [
      'ISO instead of dd.mm.åååå',
      { birthdate: '1990-12-24' },
      { birthdate: 'Fødselsdatoen må være en ekte dato, skrevet som dd.mm.åååå' },
    ],
    ['29 February of a leap year', { birthdate: '29.02.1984' }, {}],
    [
      'today',
      { birthdate: '22.11.2026' },
      { birthdate: 'Du må være minst 13 år for å ha en bruker hos oss. Sjekk at fødselsdatoen er riktig.' },
    ],
    [
      '12 years old',
      { birthdate: '23.11.2013' },
      { birthdate: 'Du må være minst 13 år for å ha en bruker hos oss. Sjekk at fødselsdatoen er riktig.' },
    ],
    ['13 today', { birthdate: '22.11.2013' }, {}],
    [
      'a 10 000-character first name',
      { firstName: 'K'.repeat(10_000) },
      { firstName: 'Fornavn kan ikke være lengre enn 50 tegn' },
    ],
    [
      'a tab inside a name',
      { firstName: 'Kari\tAnne' },
      {
        firstName:
          'Fornavn inneholder tegn vi ikke kan lagre, som tabulator eller linjeskift. Fjern dem og prøv igjen.',
      },
    ],
    [
      'a line break inside a name',
      { lastName: 'Nord\nmann' },
      {
        lastName:
          'Etternavn inneholder tegn vi ikke kan lagre, som tabulator eller linjeskift. Fjern dem og prøv igjen.',
      },
    ],
    [
      'NUL in a name',
      { lastName: 'Nord\u0000mann' },
      {
        lastName:
          'Etternavn inneholder tegn vi ikke kan lagre, som tabulator eller linjeskift. Fjern dem og prøv igjen.',
      },
    ],
    [
      'a C1 control character only',
      { firstName: '\u0085' },
      {
        firstName:
          'Fornavn inneholder tegn vi ikke kan lagre, som tabulator eller linjeskift. Fjern dem og prøv igjen.',
      },
    ],
    ['spaces and tabs around a name are trimmed', { firstName: '\t Kari \n' }, {}],
    ['markup is just text', { lastName: 'abc<script>' }, {}],
    ['emoji', { firstName: 'Kari 😀' }, {}],
    ['abc<script> as phone', { phone: 'abc<script>' }, { phone: 'Telefonnummeret er ugyldig' }],
    ['a phone with a tab', { phone: '912\t34567' }, { phone: 'Telefonnummeret er ugyldig' }],
    ['tomorrow', { birthdate: '23.11.2026' }, { birthdate: 'Fødselsdatoen kan ikke være fram i tid' }],
    ['exactly 120 years ago', { birthdate: '22.11.1906' }, {}],
    [
      'more than 120 years ago',
      { birthdate: '21.11.1906' },
      { birthdate: 'Fødselsdatoen kan ikke være mer enn 120 år tilbake' },
    ],
  ])('%s', (_, change, messages) => {
    expect(firstMessages(profileSchema(TODAY), { ...validProfile, ...change })).toEqual(messages);
  });

  describe('a stored birthdate (purchases relied on it): corrected, but not removed nor moved across 18 or 34', () => {
    const LOCKED = 'Fødselsdatoen kan ikke endres slik her. Kontakt kundesenteret hvis den er feil.';
    it.each([
      ['41, corrected within the adult band', '1985-06-01', '01.07.1984', {}],
      ['41, made 25 (youth price)', '1985-06-01', '01.01.2001', { birthdate: LOCKED }],
      ['41, made 17', '1985-06-01', '01.01.2009', { birthdate: LOCKED }],
      ['41, removed', '1985-06-01', '', { birthdate: LOCKED }],
      ['22, corrected within the youth band', '2004-05-01', '01.05.2003', {}],
      ['22, made 41', '2004-05-01', '01.05.1985', { birthdate: LOCKED }],
      ['17, made 18', '2009-01-01', '21.11.2008', { birthdate: LOCKED }],
      ['none stored: any own birthdate', null, '01.01.2001', {}],
      ['none stored: may stay empty', null, '', {}],
      ['the same date again', '1985-06-01', '01.06.1985', {}],
      [
        'under 13 says so, not that it is locked',
        '1985-06-01',
        '01.01.2020',
        { birthdate: 'Du må være minst 13 år for å ha en bruker hos oss. Sjekk at fødselsdatoen er riktig.' },
      ],
    ])('%s', (_, stored, typed, messages) => {
      expect(firstMessages(profileSchema(TODAY, stored), { ...validProfile, birthdate: typed })).toEqual(messages);
    });
  });

  it('shows the stored profile the Norwegian way', () => {
    expect(profileInputOf({ firstName: 'Per', lastName: 'Olsen', phone: '41234504', birthdate: '1959-10-13' })).toEqual(
      {
        firstName: 'Per',
        lastName: 'Olsen',
        phone: '41234504',
        birthdate: '13.10.1959',
      },
    );
    expect(profileInputOf({ birthdate: null })).toEqual({ firstName: '', lastName: '', phone: '', birthdate: '' });
  });
});

describe('contact form', () => {
  it('takes valid input, the phone as 8 digits', () => {
    expect(
      v.parse(contactSchema(), { ...validContact, email: ' kari@example.com ', phone: '0047 73 80 10 00' }),
    ).toEqual({
      ...validContact,
      phone: '73801000',
    });
  });

  it.each([
    ['empty e-mail', { email: '' }, { email: 'E-postadresse er påkrevd' }],
    ['e-mail without @', { email: 'kari.example.com' }, { email: 'Vennligst skriv en gyldig e-postadresse' }],
    ['e-mail without domain', { email: 'kari@' }, { email: 'Vennligst skriv en gyldig e-postadresse' }],
    [
      'e-mail with a space',
      { email: 'kari nordmann@example.com' },
      { email: 'Vennligst skriv en gyldig e-postadresse' },
    ],
    ['empty phone: required here', { phone: '' }, { phone: 'Telefonnummer er påkrevd' }],
    ['short phone', { phone: '1234' }, { phone: 'Telefonnummeret er ugyldig' }],
    [
      'empty names',
      { firstName: '', lastName: '' },
      { firstName: 'Fornavn er påkrevd', lastName: 'Etternavn er påkrevd' },
    ],
    [
      'an e-mail with a control character',
      { email: 'kari\u0007@example.com' },
      { email: 'Vennligst skriv en gyldig e-postadresse' },
    ],
    [
      'an e-mail of 10 000 characters',
      { email: `${'k'.repeat(10_000)}@example.com` },
      { email: 'Vennligst skriv en gyldig e-postadresse' },
    ],
    [
      'a 51-character last name',
      { lastName: 'N'.repeat(51) },
      { lastName: 'Etternavn kan ikke være lengre enn 50 tegn' },
    ],
    [
      'a control character in a name',
      { firstName: 'Ka\u001bri' },
      {
        firstName:
          'Fornavn inneholder tegn vi ikke kan lagre, som tabulator eller linjeskift. Fjern dem og prøv igjen.',
      },
    ],
  ])('%s', (_, change, messages) => {
    expect(firstMessages(contactSchema(), { ...validContact, ...change })).toEqual(messages);
  });

  it('starts from the stored account', () => {
    expect(contactInputOf({ firstName: 'Per', email: 'per@example.com' })).toEqual({
      firstName: 'Per',
      lastName: '',
      email: 'per@example.com',
      phone: '',
    });
  });
});

describe('normalisePhone', () => {
  it.each([
    ['91234567', '91234567'],
    ['+4791234567', '91234567'],
    ['0047 912 34 567', '91234567'],
    ['912-34-567', undefined],
    ['', undefined],
  ])('%j → %j', (input, expected) => expect(normalisePhone(input)).toBe(expected));
});
