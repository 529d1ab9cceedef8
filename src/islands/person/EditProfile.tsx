// /endre-profil: name, phone and birthdate of the signed-in subscriber.
import { useMemo } from 'react';
import { osloDate } from '../../domain/purchase/age.ts';
import { profileInputOf, profileSchema } from '../../domain/person/person-form.ts';
import { nbPerson, nbProfile, personFieldWords } from '../../i18n/nb/person.ts';
import { now as buildMoment } from '../../stores/kit/clock.ts';
import { Reserved } from '../shared/Reserved.tsx';
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

/**
 * The birthdate's hint before the account has answered: whether one is stored is the user's, so the stored hint's
 * words are not shown, but their room is kept, for the accounts that have one (most), whose form then moves nothing.
 */
const FIELDS_BEFORE_THE_ACCOUNT: readonly ProfileField[] = FIELDS.map((field) =>
  field.name === 'birthdate'
    ? {
        ...field,
        hint: (
          <>
            {nbPerson.birthdateHint} <Reserved>{nbPerson.birthdateStoredHint}</Reserved>
          </>
        ),
      }
    : field,
);

/** The form as the build draws it (ScreenFrame's "prepared" slot, issue 45): the same fields, empty, before the guard. */
export function EditProfilePrepared() {
  return (
    <PersonForm
      schema={profileSchema(personFieldWords, osloDate(buildMoment()), null)}
      initial={profileInputOf({})}
      inputOf={profileInputOf}
      fields={FIELDS_BEFORE_THE_ACCOUNT}
      submitLabel={nbProfile.save}
      savedMessage={nbProfile.saved}
    />
  );
}

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
