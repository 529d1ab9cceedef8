// /endre-profil: name, phone and birthdate of the signed-in subscriber.
import { useMemo } from 'react';
import { osloDate } from '../../domain/purchase/age.ts';
import { profileInputOf, profileSchema } from '../../domain/person/person-form.ts';
import { nbPerson, nbProfile, personFieldWords } from '../../i18n/nb/person.ts';
import { usePage } from '../shared/use-page.ts';
import { PersonForm, type PersonFieldSpec } from './PersonForm.tsx';

type ProfileField = PersonFieldSpec<'firstName' | 'lastName' | 'phone' | 'birthdate'>;

const FIELDS: readonly ProfileField[] = [
  { name: 'firstName', label: nbPerson.firstName, autoComplete: 'given-name' },
  { name: 'lastName', label: nbPerson.lastName, autoComplete: 'family-name' },
  {
    name: 'phone',
    label: nbPerson.phone,
    hint: nbPerson.phoneHint,
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
  },
  {
    name: 'birthdate',
    label: nbPerson.birthdate,
    hint: nbPerson.birthdateHint,
    autoComplete: 'bday',
    inputMode: 'numeric',
  },
];

/** With a birthdate on the account its hint says up front how far it may be changed here. */
const FIELDS_WITH_STORED_BIRTHDATE: readonly ProfileField[] = FIELDS.map((field) =>
  field.name === 'birthdate' ? { ...field, hint: `${nbPerson.birthdateHint} ${nbPerson.birthdateStoredHint}` } : field,
);

export function EditProfile() {
  const { ready, account, now } = usePage();
  const storedBirthdate = account?.birthdate ?? null;
  const today = osloDate(now);
  // The stored birthdate decides how it may be changed; after a save the account shows the new one.
  const schema = useMemo(() => profileSchema(personFieldWords, today, storedBirthdate), [today, storedBirthdate]);
  if (!ready || !account) return null;
  return (
    <PersonForm
      schema={schema}
      initial={profileInputOf(account)}
      inputOf={profileInputOf}
      fields={storedBirthdate ? FIELDS_WITH_STORED_BIRTHDATE : FIELDS}
      submitLabel={nbProfile.save}
      savedMessage={nbProfile.saved}
    />
  );
}
