import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstMessages } from '../../../tests/support/form-messages.ts';
import { studentFormWords } from '../../i18n/nb/student.ts';
import {
  studentCodeSchema as codeSchemaOf,
  studentEmailSchema as emailSchemaOf,
  studentProfileSchema as profileSchemaOf,
} from './student-form.ts';

const TODAY = '2026-11-23';
const valid = { firstName: 'Jenny', lastName: 'Vik', phone: '41234541', birthdate: '14.03.2005' };
const studentEmailSchema = () => emailSchemaOf(studentFormWords);
const studentCodeSchema = () => codeSchemaOf(studentFormWords);
const studentProfileSchema = (today: string, stored: string | null) => profileSchemaOf(studentFormWords, today, stored);

describe('the student e-mail', () => {
  it.each([
    ['', { email: 'E-postadresse er påkrevd' }],
    ['jenny', { email: 'Vennligst skriv en gyldig e-postadresse' }],
    ['jenny@stud.ntnu.no', {}],
    // Which domains are a student's is the backend's list: any address goes, EMAIL_WRONG comes back for the rest.
    ['jenny@example.com', {}],
  ])('%j → %j', (email, messages) => {
    expect(firstMessages(studentEmailSchema(), { email })).toEqual(messages);
  });
});

describe('the code', () => {
  it.each([
    ['', { code: 'Kode er påkrevd' }],
    ['12345', { code: 'Koden er 6 sifre, slik den står i e-posten' }],
    ['12345a', { code: 'Koden er 6 sifre, slik den står i e-posten' }],
    ['123456', {}],
    [' 123 456 ', {}],
  ])('%j → %j', (code, messages) => {
    expect(firstMessages(studentCodeSchema(), { code })).toEqual(messages);
  });
});

describe('the profile that activates', () => {
  it('sends names trimmed, the phone as 8 digits and the birthdate as ISO', () => {
    expect(
      v.parse(studentProfileSchema(TODAY, null), { ...valid, firstName: ' Jenny ', phone: '+47 412 34 541' }),
    ).toEqual({
      firstName: 'Jenny',
      lastName: 'Vik',
      phone: '41234541',
      birthdate: '2005-03-14',
    });
  });

  it.each([
    ['no first name', { firstName: '' }, { firstName: 'Fornavn er påkrevd' }],
    ['no phone', { phone: '' }, { phone: 'Telefonnummer er påkrevd' }],
    ['a 7-digit phone', { phone: '4123454' }, { phone: 'Telefonnummeret er ugyldig' }],
    ['no birthdate', { birthdate: '' }, { birthdate: 'Fødselsdato er påkrevd' }],
    [
      'not a date',
      { birthdate: '31.02.2005' },
      { birthdate: 'Fødselsdatoen må være en ekte dato, skrevet som dd.mm.åååå' },
    ],
    [
      '17, one day short of 18',
      { birthdate: '24.11.2008' },
      { birthdate: 'Du må være 18 år eller eldre for å ha abonnement.' },
    ],
    ['18 today', { birthdate: '23.11.2008' }, {}],
    [
      '12 years old',
      { birthdate: '24.11.2013' },
      { birthdate: 'Du må være minst 13 år for å ha en bruker hos oss. Sjekk at fødselsdatoen er riktig.' },
    ],
    ['in the future', { birthdate: '01.01.2027' }, { birthdate: 'Fødselsdatoen kan ikke være fram i tid' }],
  ])('%s', (_, change, messages) => {
    expect(firstMessages(studentProfileSchema(TODAY, null), { ...valid, ...change })).toEqual(messages);
  });

  it('a stored birthdate is corrected, not moved across 18 or 34', () => {
    const stored = '2006-10-14';
    expect(firstMessages(studentProfileSchema(TODAY, stored), { ...valid, birthdate: '15.10.2006' })).toEqual({});
    expect(firstMessages(studentProfileSchema(TODAY, stored), { ...valid, birthdate: '01.01.1990' })).toEqual({
      birthdate: 'Fødselsdatoen kan ikke endres slik her. Kontakt kundesenteret hvis den er feil.',
    });
  });
});
