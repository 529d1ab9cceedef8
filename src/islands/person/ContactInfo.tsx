// /kontakt: how the newspaper and the customer centre reach the subscriber.
import { useMemo } from 'react';
import { contactInputOf, contactSchema } from '../../domain/person/person-form.ts';
import { nbContact, nbPerson, personFieldWords } from '../../i18n/nb/person.ts';
import { usePage } from '../shared/use-page.ts';
import { PersonForm, type PersonFieldSpec } from './PersonForm.tsx';

const FIELDS: readonly PersonFieldSpec<'firstName' | 'lastName' | 'email' | 'phone'>[] = [
  { name: 'firstName', label: nbPerson.firstName, autoComplete: 'given-name' },
  { name: 'lastName', label: nbPerson.lastName, autoComplete: 'family-name' },
  { name: 'email', label: nbPerson.email, type: 'email', autoComplete: 'email', inputMode: 'email' },
  {
    name: 'phone',
    label: nbPerson.phone,
    hint: nbPerson.phoneHint,
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
  },
];

export function ContactInfo() {
  const { ready, account } = usePage();
  const schema = useMemo(() => contactSchema(personFieldWords), []);
  if (!ready || !account) return null;
  return (
    <>
      <p>{nbContact.intro}</p>
      <PersonForm
        schema={schema}
        initial={contactInputOf(account)}
        inputOf={contactInputOf}
        fields={FIELDS}
        submitLabel={nbContact.save}
        savedMessage={nbContact.saved}
      />
    </>
  );
}
