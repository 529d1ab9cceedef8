// /endre-profil: name, phone and birthdate of the signed-in subscriber.
import { useMemo } from 'react';
import { osloDate } from '../../domain/purchase/age.ts';
import { profileInputOf, profileSchema } from './person-form.ts';
import { nb } from '../../i18n/nb.ts';
import { usePage } from '../shared/use-page.ts';
import { PersonForm, type PersonFieldSpec } from './PersonForm.tsx';

const FIELDS: readonly PersonFieldSpec<'firstName' | 'lastName' | 'phone' | 'birthdate'>[] = [
  { name: 'firstName', label: nb.person.firstName, autoComplete: 'given-name' },
  { name: 'lastName', label: nb.person.lastName, autoComplete: 'family-name' },
  { name: 'phone', label: nb.person.phone, hint: nb.person.phoneHint, type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'birthdate', label: nb.person.birthdate, hint: nb.person.birthdateHint, autoComplete: 'bday', inputMode: 'numeric' },
];

export function EditProfile() {
  const { ready, account } = usePage();
  const schema = useMemo(() => profileSchema(osloDate(new Date())), []);
  if (!ready || !account) return null;
  return (
    <PersonForm
      schema={schema}
      initial={profileInputOf(account)}
      inputOf={profileInputOf}
      fields={FIELDS}
      submitLabel={nb.profile.save}
      savedMessage={nb.profile.saved}
    />
  );
}
