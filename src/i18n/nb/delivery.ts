// The words of the paper's delivery: stops and transfers, moving, complaints, the delivery address and the calendar.
// Only the pages of this feature load them (the build's `i18n-nb-delivery` chunk); the words every page shares are in
// ../nb.ts.
import type { DeliveryAddress } from '../../domain/delivery/address.ts';
import type { AddressFormMessages } from '../../domain/delivery/address-form.ts';
import type { ChangeFormMessages } from '../../domain/delivery/change-form.ts';
import { COMPLAINT_DAYS, COMPLAINTS_PER_DATE } from '../../domain/delivery/complaint.ts';
import type { ChangeLimits, DeliveryChangeRefusal } from '../../domain/delivery/vacation.ts';
import type { DeliveryPattern } from '../../domain/delivery/delivery-days.ts';
import { townName } from '../../domain/delivery/town.ts';
import { nb } from '../nb.ts';

/** "én gang", "tre ganger": how many times, in words up to twelve as Norwegian writes them. */
const SMALL_NUMBERS = ['null', 'én', 'to', 'tre', 'fire', 'fem', 'seks', 'sju', 'åtte', 'ni', 'ti', 'elleve', 'tolv'];
const timesInWords = (count: number) => `${SMALL_NUMBERS[count] ?? count} ${count === 1 ? 'gang' : 'ganger'}`;

/** Paper delivery: the address, vacation changes and complaints (issue 11). */
export const nbDelivery = {
  loadFailed: 'Vi fikk ikke hentet leveringsinformasjonen din.',
  heading: 'Levering av papiravisen',
  address: 'Adresse',
  changesLabel: 'Endringer i leveringen',
  change: { STOP: 'Stopp', TRANSFER: 'Midlertidig adresse', PERMANENT: 'Ny fast adresse' },
  period: (from: string, to: string | null) =>
    to === null ? `fra ${from} inntil videre` : from === to ? from : `fra ${from} til ${to}`,
  movesOn: (from: string) => `fra ${from}`,
  changeAddress: 'Endre leveringsadresse',
  vacationLink: 'Ferieomlegging',
  /** The first possible date a form offers, and why it is not the next paper's. */
  cutOff: (time: string) => `Endringer må være registrert innen kl. ${time} dagen før.`,
  deadlinePassed: (missed: string, time: string, first: string) =>
    `Fristen for ${missed} gikk ut kl. ${time} dagen før, så første mulige dato er ${first}.`,
  dateHint: 'Skriv som dd.mm.åååå, for eksempel 24.12.2026.',
  notADate: 'Skriv en ekte dato som dd.mm.åååå',
  /** The rules' and the backend's reasons (domain/delivery/vacation.ts), in the user's words. */
  problems: {
    inPast: 'Datoen har allerede vært',
    fromTooEarly: (first: string) => `Det er for sent å endre fra denne dagen. Første mulige dato er ${first}.`,
    notDeliveryDay: {
      everyDay: 'Avisen kommer ikke på søndager. Velg en dag fra mandag til lørdag.',
      weekend: 'Du får avisen bare fredag og lørdag. Velg en av de dagene.',
    } satisfies Record<DeliveryPattern, string>,
    toBeforeFrom: 'Til-datoen kan ikke være før fra-datoen',
    overlaps: 'Perioden overlapper en endring du allerede har registrert. Endre eller avbestill den først.',
    toTooEarly: (first: string) => `Det er for sent å avslutte før. Tidligste siste dag er ${first}.`,
    /** DELIVERY_HORIZON_DAYS: a year ahead. */
    fromBeyondHorizon: (last: string) =>
      `Du kan registrere endringer som starter til og med ${last}, ett år fram i tid. Velg en tidligere dato.`,
    toBeyondHorizon: (last: string) =>
      `Siste dag kan være til og med ${last}, ett år fram i tid. Velg en tidligere dato, eller «Inntil videre» og avslutt endringen her når du vet når.`,
    movePlanned: 'Du har allerede en planlagt adresseendring. Avbestill den først, så kan du registrere en ny adresse.',
    /** MAX_PLANNED_CHANGES. */
    tooManyChanges: (max: number) =>
      `Du har ${max} endringer planlagt eller i gang, og flere tar vi ikke imot samtidig. Avbestill en du ikke trenger, eller vent til en er over.`,
    started: 'Endringen har allerede startet, så den kan ikke endres eller avbestilles her lenger.',
    CHANGE_NOT_FOUND: 'Vi finner ikke denne endringen lenger. Last siden på nytt for å se hva som er registrert.',
    TYPE_NOT_CHANGEABLE: 'En registrert endring kan ikke bytte type. Avbestill den, og registrer en ny.',
    NO_PAPER: 'Abonnementet ditt har ikke papiravis lenger, så det er ingen levering å endre.',
  },
  move: {
    current: 'Nåværende adresse',
    planned: 'Planlagt adresseendring',
    formHeading: 'Ny fast adresse',
    from: 'Gjelder fra',
    submit: 'Registrer ny adresse',
    receiptHeading: 'Adresseendringen er registrert',
    receipt: (day: string) =>
      `Avisen kommer til den nye adressen fra ${day}. Du trenger ikke gjøre noe mer, og du får ingen ekstra regning.`,
    cancel: 'Avbestill adresseendringen',
    cancelling: 'Avbestiller…',
    /** Calling the planned move off asks first, as calling off a stop or a transfer does. */
    confirmCancel: (from: string, current: string) =>
      `Avbestille adresseendringen fra ${from}? Avisen kommer da fortsatt til ${current}.`,
    confirmCancelYes: 'Ja, avbestill',
    abort: 'Avbryt',
    cancelled: 'Adresseendringen er avbestilt. Avisen kommer fortsatt til adressen din.',
  },
  vacation: {
    newHeading: 'Registrer ferieomlegging',
    typeLegend: 'Hva vil du gjøre?',
    STOP: 'Stoppe avisen',
    TRANSFER: 'Sende avisen til en annen adresse',
    stopHint: 'Du får ingen papiravis i perioden, men leser som vanlig digitalt.',
    periodLegend: 'Periode',
    from: 'Fra og med',
    to: 'Til og med',
    fromRequired: 'Fra-dato er påkrevd',
    toRequired: 'Til-dato er påkrevd, eller kryss av for «Inntil videre»',
    openEnd: 'Inntil videre',
    openEndHint: 'Gjelder til du avslutter det her.',
    presets: 'Hurtigvalg for perioden',
    preset: (weeks: number) => (weeks === 1 ? '1 uke' : `${weeks} uker`),
    presetLabel: (weeks: number, from: string, to: string) =>
      `${weeks === 1 ? '1 uke' : `${weeks} uker`}: ${from} til ${to}`,
    showCalendar: 'Vis kalender',
    hideCalendar: 'Skjul kalender',
    calendar: {
      hint: 'Velg første og siste dag med Enter. Piltastene flytter mellom dagene, Page Up og Page Down mellom månedene, og Esc lukker. Grå dager kan ikke velges.',
      previousMonth: 'Forrige måned',
      nextMonth: 'Neste måned',
      /** Monday first, as a Norwegian calendar: what the column shows and what a screen reader says. */
      weekdays: [
        ['ma', 'mandag'],
        ['ti', 'tirsdag'],
        ['on', 'onsdag'],
        ['to', 'torsdag'],
        ['fr', 'fredag'],
        ['lø', 'lørdag'],
        ['sø', 'søndag'],
      ],
      /** What each day is (src/islands/delivery/calendar.ts, DayKind). */
      kinds: {
        open: 'avisen kommer',
        noPaper: 'ingen avis denne dagen',
        tooLate: 'for sent å endre',
        tooFarAhead: 'mer enn ett år fram i tid',
        STOP: 'avisen er allerede stoppet',
        TRANSFER: 'avisen går allerede til en annen adresse',
      },
      today: 'i dag',
      notPickable: 'kan ikke velges',
      places: { from: 'første dag i perioden', to: 'siste dag i perioden', within: 'i perioden' },
      /** "fredag 27. november 2026, i dag, avisen kommer, første dag i perioden": the day as a screen reader says it. */
      day: (parts: (string | false | undefined)[]) => parts.filter(Boolean).join(', '),
      pickedFrom: (from: string) => `Første dag: ${from}. Velg siste dag.`,
      pickedPeriod: (from: string, to: string) => `Perioden er valgt: fra ${from} til ${to}.`,
    },
    addressLegend: 'Midlertidig adresse',
    submit: 'Registrer',
    saveEdit: 'Lagre endringen',
    cancelEdit: 'Avbryt endringen',
    editing: (what: string) => `Du endrer: ${what}`,
    /** What happens next, after a stop or transfer is registered or changed (days as formatDeliveryDay writes them). */
    saved: ({ type, from, to, resumes }: { type: 'STOP' | 'TRANSFER'; from: string; to?: string; resumes?: string }) =>
      type === 'STOP'
        ? resumes
          ? `Registrert. Avisen stopper fra ${from} og kommer igjen ${resumes}.`
          : `Registrert. Avisen stopper fra ${from}, inntil du avslutter stoppen her.`
        : resumes
          ? `Registrert. Avisen går til den midlertidige adressen fra ${from} til og med ${to}, og kommer hjem igjen ${resumes}.`
          : `Registrert. Avisen går til den midlertidige adressen fra ${from}, inntil du avslutter det her.`,
    listHeading: 'Registrerte endringer',
    none: 'Du har ingen ferieomlegginger registrert.',
    running: 'Pågår',
    edit: 'Endre',
    cancel: 'Avbestill',
    end: 'Avslutt',
    endLegend: 'Når skal den slutte?',
    endDate: 'Siste dag',
    endSubmit: 'Lagre siste dag',
    ended: (day: string, resumes: string) => `Endringen slutter etter ${day}. Avisen kommer hjem igjen ${resumes}.`,
    cancelled: 'Endringen er avbestilt.',
    /** Calling off a registered change asks first (issue 41). */
    confirmCancel: (what: string, when: string) => `Avbestille «${what}» ${when}? Avisen kommer da som vanlig.`,
    confirmCancelYes: 'Ja, avbestill',
    /** Closes the question, or a running change's last-day form, without changing anything (issue 41). */
    abort: 'Avbryt',
    actionLabel: (action: string, what: string, when: string) => `${action}: ${what} ${when}`,
  },
  complaint: {
    dateLegend: 'Hvilken dag gjelder det?',
    dateHint: `Dager med levering de siste ${COMPLAINT_DAYS} dagene.`,
    noDueDays: `Du har ikke hatt levering de siste ${COMPLAINT_DAYS} dagene, så det er ingen dager å melde fra om.`,
    choose: 'Velg dag',
    today: 'i dag',
    yesterday: 'i går',
    codeLegend: 'Hva skjedde?',
    codeRequired: 'Velg hva som skjedde',
    dateRequired: 'Velg dagen det gjelder',
    comment: 'Kommentar (valgfritt)',
    commentHint: 'For eksempel hvor avisen lå, eller om det har skjedd før.',
    commentCount: (count: number, max: number) => `${count} av ${max} tegn`,
    commentTooLong: (max: number) => `Kommentaren kan ikke være lengre enn ${max} tegn`,
    commentInvalid: 'Kommentaren kan ikke inneholde kontrolltegn',
    commentInvisible:
      'Kommentaren inneholder usynlige tegn eller tegn som snur skriveretningen. Slike tegn følger ofte med når tekst limes inn: skriv den inn på nytt.',
    submit: 'Send melding',
    sending: 'Sender…',
    receiptHeading: 'Takk, vi har fått meldingen din',
    receipt: (day: string) =>
      `Vi gir beskjed til avisbudet om ${day} og følger opp leveringen på adressen din. Du trenger ikke gjøre noe mer. Skjer det igjen, si fra på nytt.`,
    another: 'Meld fra om en annen dag',
    earlier: 'Tidligere meldinger',
    noEarlier: 'Du har ikke meldt fra om levering før.',
    codesFailed: 'Vi fikk ikke hentet valgene akkurat nå.',
    listFailed: 'Vi fikk ikke hentet de tidligere meldingene dine.',
    refusals: {
      notComplainable: `Du kan bare melde fra om dager med levering de siste ${COMPLAINT_DAYS} dagene.`,
      UNKNOWN_COMPLAINT_CODE: 'Det valget finnes ikke lenger. Last siden på nytt, og velg igjen.',
      TOO_MANY_COMPLAINTS: `Du har allerede meldt fra om denne dagen ${timesInWords(COMPLAINTS_PER_DATE)}. Ring kundesenteret hvis noe fortsatt er galt.`,
      NO_PAPER: 'Abonnementet ditt har ikke papiravis, så det er ingen levering å melde fra om.',
    },
  },
  noPaper: {
    heading: 'Abonnementet ditt har ikke papiravis',
    text: 'Du leser digitalt, så det er ingen avis å levere. Leveringsadresse, ferieomlegging og melding om levering gjelder bare papiravisen.',
    changePlan: 'Se abonnementer med papiravis',
  },
} as const;

/** The delivery address form (spec: address fields and messages). */
export const nbAddress = {
  coName: 'c/o-navn',
  coNameHint: 'Navnet på postkassen, hvis det ikke er ditt eget.',
  street: 'Gateadresse',
  streetNumber: 'Gatenummer',
  streetNumberHint: 'For eksempel 12 eller 12B.',
  apartmentNumber: 'Leilighetsnummer',
  apartmentNumberHint: 'En bokstav og fire sifre, for eksempel H0101. Det står på postkassen eller i leiekontrakten.',
  apartmentUnknown: 'Vet ikke',
  floor: 'Etasje (valgfritt)',
  /** The floor in a message: "Etasje kan ikke være lengre enn 10 tegn". */
  floorName: 'Etasje',
  postalCode: 'Postnummer',
  town: 'Poststed',
  townHint: 'Fylles ut når du skriver postnummeret.',
  nameRequired: 'Navn er påkrevd på leveringsadresse',
  streetRequired: 'Adresse er påkrevd',
  streetNumberRequired: 'Gatenummer er påkrevd',
  streetNumberInvalid: 'Skriv gatenummeret som et tall, gjerne med én bokstav etter, for eksempel 12B',
  apartmentRequired: 'Leilighetsnummer er påkrevd. Kryss av for «Vet ikke» hvis du ikke vet det.',
  apartmentInvalid: 'Skriv leilighetsnummeret som H0101: H, U, K eller L og fire sifre',
  postalCodeInvalid: 'Postnummeret er fire sifre',
  unknownPostalCode: (code: string) => `Postnummer ${code} finnes ikke. Sjekk at det er riktig.`,
  townMismatch: 'Poststedet hører ikke til postnummeret. Skriv postnummeret på nytt, så fyller vi inn poststedet.',
  invalidCharacters: (info: string) => `${info} kan ikke inneholde tabulatorer eller linjeskift`,
} as const;

/** The address fields' words as the form schemas take them (src/domain/delivery/address-form.ts). */
export const addressFieldWords = {
  ...nbAddress,
  required: nb.form.required,
  tooLong: nb.form.tooLong,
  invisibleCharacters: nb.form.invisibleCharacters,
  noLetter: nb.form.noLetter,
} satisfies AddressFormMessages;

/** Each refusal of a delivery change (the rule's, the register's, the backend's) in words, by its code. */
const DELIVERY_PROBLEM_TEXT: {
  [C in DeliveryChangeRefusal]: (limits: ChangeLimits, postalCode: string) => string;
} = {
  fromTooEarly: ({ firstFrom, now }) => nbDelivery.problems.fromTooEarly(formatDeliveryDay(firstFrom, now)),
  toTooEarly: ({ earliestEnd, now }) => nbDelivery.problems.toTooEarly(formatDeliveryDay(earliestEnd, now)),
  fromBeyondHorizon: ({ horizon, now }) => nbDelivery.problems.fromBeyondHorizon(formatDeliveryDay(horizon, now)),
  toBeyondHorizon: ({ horizon, now }) => nbDelivery.problems.toBeyondHorizon(formatDeliveryDay(horizon, now)),
  tooManyChanges: ({ maxPlanned }) => nbDelivery.problems.tooManyChanges(maxPlanned),
  notDeliveryDay: ({ pattern }) => nbDelivery.problems.notDeliveryDay[pattern],
  UNKNOWN_POSTAL_CODE: (_, postalCode) => nbAddress.unknownPostalCode(postalCode),
  TOWN_MISMATCH: () => nbAddress.townMismatch,
  inPast: () => nbDelivery.problems.inPast,
  toBeforeFrom: () => nbDelivery.problems.toBeforeFrom,
  overlaps: () => nbDelivery.problems.overlaps,
  movePlanned: () => nbDelivery.problems.movePlanned,
  started: () => nbDelivery.problems.started,
  CHANGE_NOT_FOUND: () => nbDelivery.problems.CHANGE_NOT_FOUND,
  TYPE_NOT_CHANGEABLE: () => nbDelivery.problems.TYPE_NOT_CHANGEABLE,
  NO_PAPER: () => nbDelivery.problems.NO_PAPER,
};

/**
 * A rule's or the backend's reason in words, with the date the user can choose instead where there is one (the
 * limits as the rules computed them: changeLimitsOf).
 */
export const deliveryProblemText = (code: DeliveryChangeRefusal, limits: ChangeLimits, postalCode = ''): string =>
  DELIVERY_PROBLEM_TEXT[code](limits, postalCode);

/** The delivery change forms' words (src/domain/delivery/change-form.ts), a rule's reason with the dates of `limits`. */
export function changeFormWords(limits: ChangeLimits): ChangeFormMessages {
  return {
    ...addressFieldWords,
    moveFromRequired: nb.form.required(nbDelivery.move.from),
    fromRequired: nbDelivery.vacation.fromRequired,
    toRequired: nbDelivery.vacation.toRequired,
    notADate: nbDelivery.notADate,
    problem: (problem) => deliveryProblemText(problem, limits),
  };
}

// Made once: a formatter costs far more to make than to use.
const DELIVERY_DAY = new Intl.DateTimeFormat('nb-NO', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const DELIVERY_DAY_WITH_YEAR = new Intl.DateTimeFormat('nb-NO', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A delivery day as it is read on a phone: "fredag 27. november", with the year only when it is not this year's. */
export function formatDeliveryDay(isoDate: string, now: Date = new Date()): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  const sameYear = isoDate.slice(0, 4) === String(now.getUTCFullYear());
  return (sameYear ? DELIVERY_DAY : DELIVERY_DAY_WITH_YEAR).format(date);
}

const CALENDAR_DAY = new Intl.DateTimeFormat('nb-NO', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const CALENDAR_MONTH = new Intl.DateTimeFormat('nb-NO', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A day of the calendar as a screen reader says it: "fredag 27. november 2026". */
export const formatCalendarDay = (isoDate: string): string => CALENDAR_DAY.format(new Date(`${isoDate}T12:00:00Z`));

/** A calendar's month over its days: "november 2026". */
export const formatCalendarMonth = (isoDate: string): string => CALENDAR_MONTH.format(new Date(`${isoDate}T12:00:00Z`));

/** An address as it is written on an envelope: c/o, street with number and dwelling, floor, postal code and town. */
export function addressLines(address: DeliveryAddress): string[] {
  const street = [address.street, address.streetNumber, address.apartmentNumber ?? ''].filter(Boolean).join(' ');
  return [
    ...(address.coName ? [`c/o ${address.coName}`] : []),
    address.floor ? `${street}, ${address.floor}. etasje` : street,
    `${address.postalCode} ${townName(address.town)}`,
  ];
}

/** A delivery change in words: what ("Stopp") and when ("fra fredag 27. november inntil videre"). */
export function deliveryChangeText(
  change: { type: 'STOP' | 'TRANSFER' | 'PERMANENT'; from: string; to: string | null },
  now: Date = new Date(),
): { what: string; when: string } {
  const { change: what, movesOn, period } = nbDelivery;
  const from = formatDeliveryDay(change.from, now);
  const when =
    change.type === 'PERMANENT'
      ? movesOn(from)
      : period(from, change.to === null ? null : formatDeliveryDay(change.to, now));
  return { what: what[change.type], when };
}

/** A wall-clock time as Norwegians write it: 12.00. */
export const formatClockTime = (time: string): string => time.replace(':', '.');
