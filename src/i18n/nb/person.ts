// The words of the subscriber's own details: profile, contact information, and connecting an existing subscription.
// Only the pages of this feature load them (the build's `i18n-nb-person` chunk); the words every page shares are in
// ../nb.ts.
import { ADULT_AGE, YOUTH_AGE_LIMIT } from '../../domain/purchase/age.ts';
import type { PersonFieldMessages } from '../../domain/person/person-form.ts';
import { nb } from '../nb.ts';

export const nbPerson = {
  firstName: 'Fornavn',
  lastName: 'Etternavn',
  phone: 'Telefonnummer',
  phoneHint: 'Norsk nummer med 8 sifre, gjerne med +47 foran.',
  email: 'E-postadresse',
  birthdate: 'Fødselsdato',
  birthdateHint: 'Skriv som dd.mm.åååå, for eksempel 24.12.1990.',
  tooLong: nb.form.tooLong,
  birthdateNotADate: 'Fødselsdatoen må være en ekte dato, skrevet som dd.mm.åååå',
  birthdateInFuture: 'Fødselsdatoen kan ikke være fram i tid',
  birthdateTooEarly: 'Fødselsdatoen kan ikke være mer enn 120 år tilbake',
  birthdateStoredHint: `Du kan rette den her, men ikke fjerne den eller flytte den over ${ADULT_AGE} eller ${YOUTH_AGE_LIMIT} år, for aldersgrensene for abonnementene regnes fra den.`,
  /** mayChangeBirthdate (domain/person/birthdate.ts): not removed, nor moved across 18 or 34, in self-service. */
  birthdateLocked: 'Fødselsdatoen kan ikke endres slik her. Kontakt kundesenteret hvis den er feil.',
  /** isOwnBirthdate: a user of their own is at least MIN_PERSON_AGE. */
  birthdateTooYoung: (minAge: number) =>
    `Du må være minst ${minAge} år for å ha en bruker hos oss. Sjekk at fødselsdatoen er riktig.`,
  /** The backend refused a birthdate the form let through (INVALID_BIRTHDATE). */
  birthdateRefused: 'Sjekk fødselsdatoen: den må være en ekte dato, ikke fram i tid, og du må være minst 13 år.',
  controlCharacters: (info: string) =>
    `${info} inneholder tegn vi ikke kan lagre, som tabulator eller linjeskift. Fjern dem og prøv igjen.`,
  invisibleCharacters: nb.form.invisibleCharacters,
  noLetter: nb.form.noLetter,
} as const;

export const nbProfile = {
  save: 'Lagre endringene',
  saved: 'Profilen din er lagret.',
  backHome: 'Til Min side',
} as const;

export const nbContact = {
  intro:
    'Kundesenteret og avisen bruker dette når de må nå deg om abonnementet, for eksempel om levering eller betaling.',
  save: 'Lagre kontaktinformasjonen',
  saved: 'Kontaktinformasjonen din er lagret.',
} as const;

export const nbConnect = {
  query: 'Kundenummer, telefonnummer eller e-postadresse',
  queryLabel: 'Kundenummer, telefon eller e-post',
  queryHint: 'Slik det står på fakturaen eller ordrebekreftelsen fra oss.',
  postalCode: 'Postnummer',
  postalCodeHint: 'Postnummeret på adressen abonnementet er registrert på.',
  postalCodeInvalid: 'Postnummeret må ha fire sifre',
  search: 'Finn abonnementet',
  searching: 'Leter…',
  matchesHeading: 'Vi fant dette',
  pick: 'Velg abonnementet som er ditt',
  customerNumber: (masked: string) => `Kundenummer ${masked}`,
  pickRequired: 'Velg abonnementet du vil koble til',
  confirm: 'Koble til abonnementet',
  connecting: 'Kobler til…',
  noMatchHeading: 'Vi fant ikke noe abonnement',
  noMatch:
    'Vi fant ikke noe abonnement som passer med det du skrev. Sjekk kundenummeret og postnummeret på fakturaen, og prøv igjen.',
  orderInstead: 'Har du ikke abonnement? Da kan du bestille et.',
  order: 'Bestill abonnement',
  callUs: 'Finner du det likevel ikke? Kundeservice hjelper deg.',
  customerService: 'Kundeservice',
  alreadyHas:
    'Du har allerede et abonnement på denne avisen på brukeren din, så du kan ikke koble til et til. Kontakt kundesenteret hvis du vil slå dem sammen.',
  taken:
    'Dette abonnementet er allerede koblet til en annen bruker, eller finnes ikke lenger. Kontakt kundesenteret, så hjelper vi deg.',
  tooManyAttempts:
    'Du har søkt mange ganger uten treff. Vent et kvarter før du prøver igjen, eller kontakt kundesenteret, så hjelper vi deg.',
} as const;

/** The person fields' words as the form schemas take them (src/domain/person/person-form.ts). */
export const personFieldWords = { ...nb.form, ...nbPerson } satisfies PersonFieldMessages;
