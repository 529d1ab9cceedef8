import * as v from 'valibot';
import { expect, it } from 'vitest';
import { nbPrivacy } from '../../i18n/nb/privacy.ts';
import { consentFormSchema as consentFormSchemaOf } from './consent-form.ts';

const consentFormSchema = (contact: { email: string; phone: string }) =>
  consentFormSchemaOf(nbPrivacy.steps.problems, contact);
const ALL_NO = { newsletters: false, offersByEmail: false, offersBySms: false };
const errorsOf = (contact: { email: string; phone: string }, input: unknown) => {
  const result = v.safeParse(consentFormSchema(contact), input);
  return result.success ? {} : Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue), issue.message]));
};

it.each([
  [{ email: 'a@b.no', phone: '41234503' }, { newsletters: true, offersByEmail: true, offersBySms: true }, {}],
  [{ email: '', phone: '' }, ALL_NO, {}],
  [
    { email: 'a@b.no', phone: '' },
    { ...ALL_NO, offersBySms: true },
    { offersBySms: 'Vi har ikke telefonnummeret ditt. Legg det inn under Kontaktinformasjon først.' },
  ],
  [
    { email: '', phone: '41234503' },
    { newsletters: true, offersByEmail: true, offersBySms: true },
    {
      newsletters: 'Vi har ingen e-postadresse å sende til. Legg den inn under Kontaktinformasjon først.',
      offersByEmail: 'Vi har ingen e-postadresse å sende til. Legg den inn under Kontaktinformasjon først.',
    },
  ],
])('with %j, %j gives %j', (contact, input, expected) => expect(errorsOf(contact, input)).toEqual(expected));

it('refuses what is no choice', () => {
  expect(v.safeParse(consentFormSchema({ email: 'a@b.no', phone: '' }), { ...ALL_NO, newsletters: 'on' }).success).toBe(
    false,
  );
});
