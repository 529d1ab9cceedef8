// The words of the student subscription (issue 13): the info pages' call to start, verification, its refusals and
// the receipts. Apart from nb.ts so that only the student pages load them (the build's `student` chunk).
import { ADULT_AGE } from '../../domain/purchase/age.ts';
import { STUDENT_CODE_LENGTH } from '../../domain/student/code.ts';
import type { StudentFormMessages } from '../../domain/student/student-form.ts';
import { formatIsoDate } from '../nb.ts';
import { personFieldWords } from './person.ts';

export const nbStudent = {
  info: {
    startHeading: 'Kom i gang',
    start: { new: 'Bekreft at du er student', switch: 'Bytt til studentabonnement' },
    startHint: 'Du logger inn, skriver student-e-postadressen din og får en kode på e-post. Det tar et par minutter.',
  },
  steps: {
    label: 'Steg i bekreftelsen',
    names: { email: 'Student-e-post', code: 'Kode', profile: 'Profil' },
    position: (number: number, total: number) => `Steg ${number} av ${total}`,
  },
  email: {
    heading: 'Hvilken student-e-postadresse har du?',
    label: 'Student-e-postadresse',
    hint: 'Adressen du har fått fra universitetet eller høgskolen, for eksempel navn@stud.ntnu.no.',
    submit: 'Send meg en kode',
    sending: 'Sender koden…',
  },
  code: {
    heading: 'Skriv inn koden',
    sentTo: (email: string) => `Vi har sendt en kode på ${STUDENT_CODE_LENGTH} sifre til ${email}.`,
    label: 'Kode',
    hint: (minutes: number, attempts: number) =>
      `Koden gjelder i ${minutes} minutter, og du har ${attempts} forsøk. Finner du ikke e-posten, se i søppelpost.`,
    required: 'Kode er påkrevd',
    notShaped: `Koden er ${STUDENT_CODE_LENGTH} sifre, slik den står i e-posten`,
    submit: 'Bekreft koden',
    confirming: 'Bekrefter…',
    resend: 'Send ny kode',
    resending: 'Sender ny kode…',
    resendIn: (seconds: number) => `Du kan be om en ny kode om ${seconds} sekunder.`,
    resent: (email: string) => `Vi har sendt en ny kode til ${email}. Den forrige virker ikke lenger.`,
    changeEmail: 'Bruk en annen e-postadresse',
  },
  profile: {
    heading: 'Fullfør profilen din',
    confirmed: (email: string) => `${email} er bekreftet.`,
    startsToday: (date: string) => `Studentabonnementet starter i dag, ${formatIsoDate(date)}.`,
    switchesOn: (planName: string, date: string) =>
      `Du bytter fra ${planName} til studentabonnement fra ${formatIsoDate(date)}. Til da har du ${planName} som før.`,
    intro: `Vi trenger navnet ditt, telefonnummeret og fødselsdatoen din. Du må være ${ADULT_AGE} år for å ha abonnement.`,
    /** When the account has them all already. */
    check: 'Sjekk at navnet, telefonnummeret og fødselsdatoen stemmer.',
    submit: { new: 'Aktiver studentabonnementet', switch: 'Bytt til studentabonnement' },
    activating: 'Et øyeblikk…',
  },
  /** Spec section 8's student codes said at a field or above the button, and the limits of codes and age. */
  refusals: {
    EMAIL_WRONG:
      'Du må bruke student-e-postadressen din fra universitetet eller høgskolen, for eksempel navn@stud.ntnu.no.',
    USER_EXIST_ACTIVE:
      'Det finnes allerede et studentabonnement på denne e-postadressen. Er det ditt, finner du det på Min side.',
    codeWrong: (triesLeft: number) =>
      triesLeft > 0
        ? `Koden stemmer ikke. Du har ${triesLeft} forsøk igjen.`
        : 'Koden stemmer ikke, og nå er den brukt opp. Be om en ny kode nedenfor.',
    INVALID_CODE: (minutes: number, attempts: number) =>
      `Koden virker ikke lenger: en kode gjelder i ${minutes} minutter og for ${attempts} forsøk. Be om en ny kode.`,
    TOO_MANY_ATTEMPTS:
      'Du har bedt om mange koder på kort tid. Vent et kvarter og prøv igjen, eller kontakt kundesenteret.',
    INVALID_BIRTHDATE: 'Sjekk fødselsdatoen: den må være en ekte dato, ikke fram i tid.',
    BIRTHDATE_LOCKED: 'Fødselsdatoen kan ikke endres slik her. Kontakt kundesenteret hvis den er feil.',
    TOO_YOUNG: `Du må være ${ADULT_AGE} år eller eldre for å ha abonnement.`,
  },
  /** ERROR: something failed on our side. */
  failed: 'Noe gikk galt hos oss. Prøv igjen, eller kontakt kundesenteret.',
  /** A refusal that ends this way, with the way on. */
  stops: {
    ARIA_ACTIVE: {
      heading: 'Du har allerede et aktivt abonnement',
      otherWay: (planName: string) => `Du har ${planName}. Som student kan du bytte det til studentabonnement.`,
      student: (planName: string) => `Du har ${planName} allerede, så du trenger ikke gjøre noe mer.`,
      home: (planName: string) =>
        `${planName} kan ikke byttes til studentabonnement her. Kundesenteret hjelper deg gjerne.`,
    },
    USER_NOT_EXIST: {
      heading: 'Finner ikke bruker',
      otherWay:
        'Vi finner ikke noe abonnement på brukeren din som kan byttes til studentabonnement. Er du ny hos oss, kan du bli studentabonnent i stedet.',
      home: 'Vi finner ikke noe abonnement på brukeren din som kan byttes til studentabonnement. Kundesenteret hjelper deg gjerne.',
    },
    USER_EXIST_ACTIVE: {
      heading: 'E-postadressen er allerede i bruk',
      text: 'Noen har fått studentabonnement med denne e-postadressen mens du holdt på. Start på nytt med en annen student-e-postadresse, eller kontakt kundesenteret hvis adressen er din.',
    },
    MISSING_PARAMETERS: {
      heading: 'Noe manglet i forespørselen',
      text: 'Vi fikk ikke med alt vi trenger for å gå videre. Start på nytt, så går det som regel bra.',
    },
  },
  wayOn: {
    otherWay: { new: 'Bytt til studentabonnement', switch: 'Bli studentabonnent' },
    home: 'Til Min side',
    restart: 'Start på nytt',
  },
  customerCentre: 'Kundesenteret:',
  receipt: {
    started: (planName: string, date: string) =>
      `Velkommen som studentabonnent! ${planName} er aktivt fra ${formatIsoDate(date)}.`,
    price: (price: string) => `Du betaler ${price} per måned.`,
    payHow: 'Velg om du vil betale med kort eller Vipps, så er abonnementet i orden.',
    /** The new student's main action (issue 41). */
    choosePayment: 'Velg betalingsmåte',
    switched: (studentPlan: string, date: string) => `Du får ${studentPlan} fra ${formatIsoDate(date)}.`,
    until: (planName: string) => `Til da har du ${planName} som før.`,
    none: 'Vi finner ikke noe studentabonnement på brukeren din.',
    toInfo: 'Les om studentabonnement',
    onHeading: 'Les videre',
    site: (titleName: string) => `Les ${titleName} på nett`,
    app: 'Last ned appen og logg inn med samme bruker:',
    appStore: 'App Store (iPhone og iPad)',
    googlePlay: 'Google Play (Android)',
    home: 'Til Min side',
  },
};

/** The student forms' words as their schemas take them (src/domain/student/student-form.ts). */
export const studentFormWords = {
  ...personFieldWords,
  codeRequired: nbStudent.code.required,
  codeNotShaped: nbStudent.code.notShaped,
  tooYoung: nbStudent.refusals.TOO_YOUNG,
} satisfies StudentFormMessages;
