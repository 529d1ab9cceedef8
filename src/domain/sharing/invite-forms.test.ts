import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { sharingFormWords } from '../../i18n/nb/sharing.ts';
import {
  employeeListSchema as employeeListSchemaOf,
  familyInviteSchema as familyInviteSchemaOf,
} from './invite-forms.ts';

const familyInviteSchema = familyInviteSchemaOf(sharingFormWords);
const employeeListSchema = employeeListSchemaOf(sharingFormWords);
const familyIssue = (email: string) => v.safeParse(familyInviteSchema, { email }).issues?.[0]?.message;

describe('familyInviteSchema', () => {
  it.each([
    ['', 'E-postadresse er påkrevd'],
    ['   ', 'E-postadresse er påkrevd'],
    ['kari', 'Vennligst skriv en gyldig e-postadresse'],
    ['kari@', 'Vennligst skriv en gyldig e-postadresse'],
    ['"kari"@example.com', 'Vennligst skriv en gyldig e-postadresse'],
    ['<b>kari</b>@example.com', 'Vennligst skriv en gyldig e-postadresse'],
    ['kari@example.com', undefined],
  ])('%j → %s', (email, message) => {
    expect(familyIssue(email)).toBe(message);
  });

  it.each([
    [' Kari.Nordmann@Example.COM ', 'kari.nordmann@example.com'],
    ['ola@bjørnøya.no', 'ola@xn--bjrnya-cyac.no'],
  ])('sends %j as %s', (email, sent) => {
    expect(v.parse(familyInviteSchema, { email })).toEqual({ email: sent });
  });
});

describe('employeeListSchema', () => {
  it.each([
    ['', 'E-postadresser er påkrevd'],
    [' ,\n;', 'E-postadresser er påkrevd'],
    ['ikke en adresse', undefined],
    ['a@firma.no, b@firma.no', undefined],
  ])('%j → %s', (emails, message) => {
    expect(v.safeParse(employeeListSchema, { emails }).issues?.[0]?.message).toBe(message);
  });
});
