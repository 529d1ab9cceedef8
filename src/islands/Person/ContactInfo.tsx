// /kontakt: how the newspaper and the customer centre reach the subscriber.
import { useMemo } from 'react';
import { contactInputOf, contactSchema } from '../../domain/person/person-form.ts';
import { nb, personFieldWords } from '../../i18n/nb.ts';
import { usePage } from '../shared/use-page.ts';
import { PersonForm, type PersonFieldSpec } from './PersonForm.tsx';

const FIELDS: readonly PersonFieldSpec<'firstName' | 'lastName' | 'email' | 'phone'>[] = [
  { name: 'firstName', label: nb.person.firstName, autoComplete: 'given-name' },
  { name: 'lastName', label: nb.person.lastName, autoComplete: 'family-name' },
  { name: 'email', label: nb.person.email, type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'phone', label: nb.person.phone, hint: nb.person.phoneHint, type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
];

export function ContactInfo() {
  const { ready, account } = usePage();
  const schema = useMemo(() => contactSchema(personFieldWords), []);
  if (!ready || !account) return null;
  return (
    <>
      <p>{nb.contact.intro}</p>
      <PersonForm
        schema={schema}
        initial={contactInputOf(account)}
        inputOf={contactInputOf}
        fields={FIELDS}
        submitLabel={nb.contact.save}
        savedMessage={nb.contact.saved}
      />
    </>
  );
}
