// The words of changing a running subscription: its plan, cancelling and regretting, new prices and its content.
// Only the pages of this feature load them (the build's `i18n-nb-subscription` chunk); the words every page shares are in
// ../nb.ts.
import { YOUTH_AGE_LIMIT } from '../../domain/purchase/age.ts';
import type { Standing } from '../../domain/subscription/standing.ts';
import { formatIsoDate } from '../nb.ts';

const sharedWith = (count: number) =>
  `Du deler abonnementet med ${count === 1 ? 'én person' : `${count} personer`} i familiedelingen.`;

export const nbChangePlan = {
  currentHeading: 'Dette har du nå',
  chooseLegend: 'Velg nytt abonnement',
  perMonth: (price: string) => `${price} per måned`,
  effective: (date: string) => `Endringen gjelder fra ${formatIsoDate(date)}. Til da beholder du abonnementet du har.`,
  alreadyPending: (planName: string, date: string) =>
    `Du har allerede bestilt bytte til ${planName} fra ${formatIsoDate(date)}. Velger du et annet, gjelder det nye valget.`,
  required: 'Velg et abonnement',
  submit: 'Bytt abonnement',
  loadingOffers: 'Henter abonnementene…',
  noOffers: 'Det er ingen andre abonnementer å bytte til akkurat nå.',
  refused: {
    NOT_YOUTH: `Ung-abonnementet er for deg under ${YOUTH_AGE_LIMIT} år. Velg et annet abonnement.`,
    SAME_PLAN: 'Du har allerede dette abonnementet.',
    NOT_CHANGEABLE: 'Abonnementet ditt kan ikke endres nå. Kontakt kundesenteret hvis du trenger hjelp.',
    DELIVERY_ADDRESS_REQUIRED: 'Skriv adressen papiravisen skal leveres til.',
    UNKNOWN_POSTAL_CODE: 'Postnummeret finnes ikke. Sjekk at det er riktig.',
    TOWN_MISMATCH: 'Poststedet hører ikke til postnummeret. Skriv postnummeret på nytt, så fyller vi inn poststedet.',
  },
  /** Issue 41: a change to paper asks where it goes; paper to paper keeps the address; paper to digital ends it. */
  addressHeading: 'Hvor skal papiravisen leveres?',
  addressIntro: (firstPaper: string) =>
    `Den første papiravisen kommer ${firstPaper}. Skriv adressen vi skal levere den til.`,
  paperContinues: (address: string) => `Papiravisen kommer som før til ${address}.`,
  familyLoses: (count: number, date: string) =>
    `${sharedWith(count)} Bytter du til et abonnement uten familiedeling, mister de du deler med, tilgangen fra ${formatIsoDate(date)}.`,
  receipt: (planName: string, date: string) => `Du bytter til ${planName} fra ${formatIsoDate(date)}.`,
  receiptUntil: (planName: string) => `Til da har du ${planName} som før.`,
  receiptNone: 'Vi finner ingen bestilt endring på abonnementet ditt.',
} as const;

export const nbCancel = {
  endsOn: (date: string) =>
    `Sier du opp nå, har du abonnementet ut ${formatIsoDate(date)}. Du betaler ikke for mer enn det.`,
  familyLoses: (count: number, date: string) =>
    `${sharedWith(count)} Sier du opp, mister de du deler med, også tilgangen når abonnementet avsluttes ${formatIsoDate(date)}.`,
  employeesLose: (date: string) =>
    `Dette er bedriftens abonnement. Sier du det opp, mister også de ansatte tilgangen når det avsluttes ${formatIsoDate(date)}.`,
  pendingChangeDropped: (planName: string, date: string) =>
    `Du har bestilt bytte til ${planName} fra ${formatIsoDate(date)}. Sier du opp, blir det ikke noe av byttet.`,
  reasonLegend: 'Hvorfor vil du si opp?',
  reasons: {
    price: 'Det er for dyrt',
    time: 'Jeg har ikke tid til å lese',
    content: 'Jeg er ikke fornøyd med innholdet',
    delivery: 'Jeg er ikke fornøyd med leveringen',
    moving: 'Jeg skal flytte',
    replacement: 'Jeg vil bytte til et annet abonnement hos dere',
    other: 'Annet',
  },
  replacementHint: 'Vil du heller bytte abonnement med en gang?',
  replacementLink: 'Endre abonnement',
  reasonRequired: 'Årsak er påkrevd',
  comment: 'Vil du fortelle oss mer? (valgfritt)',
  commentTooLong: (max: number) => `Kommentaren kan ha høyst ${max} tegn`,
  commentUnsavable: 'Kommentaren inneholder tegn vi ikke kan lagre. Fjern dem, eller skriv kommentaren på nytt.',
  submit: 'Si opp abonnementet',
  keep: 'Nei, behold abonnementet',
  /** Issue 41: beside an offer, cancelling all the same, as plainly as buying. */
  declineAndSubmit: 'Nei takk, si opp abonnementet',
  /** The one offer for the reason chosen (cancelOfferFor), by kind: a question, what it means, and the way to take it. */
  offer: {
    cheaperPlan: {
      heading: 'Vil du heller betale mindre?',
      text: (planName: string, price: string, now: string, date: string) =>
        `${planName} koster ${price} per måned, mot ${now} nå. Byttet gjelder fra ${formatIsoDate(date)}.`,
      take: (planName: string) => `Bytt til ${planName}`,
    },
    vacationStop: {
      heading: 'Trenger du en pause?',
      text: 'Du kan stoppe papiravisen en periode, eller inntil videre, og beholde abonnementet. Det digitale har du hele tiden.',
      take: 'Stopp avisen en periode',
    },
    moveAddress: {
      heading: 'Skal du flytte?',
      text: 'Papiravisen kan flytte med deg. Endre leveringsadressen fra dagen du flytter.',
      take: 'Endre leveringsadressen',
    },
    complaint: {
      heading: 'Har ikke avisen kommet som den skal?',
      text: 'Si fra om dagen det gjaldt, så tar vi det opp med avisbudet.',
      take: 'Meld fra om levering',
    },
  },
  /** The cheaper plan taken: the plan change's answer, where the offer was. */
  offerTaken: (planName: string, date: string) =>
    `Du bytter til ${planName} fra ${formatIsoDate(date)}. Abonnementet er ikke sagt opp.`,
  offerTakenUntil: (planName: string) => `Til da har du ${planName} som før.`,
  regretLink: 'Angre oppsigelsen',
  done: (planName: string, date: string) =>
    `${planName} er sagt opp og avsluttes ${formatIsoDate(date)}. Du har full tilgang til da.`,
  doneRegret: 'Ombestemmer du deg før den datoen, kan du angre oppsigelsen.',
  notCancelled: 'Abonnementet ditt er ikke sagt opp.',
} as const;

/**
 * What /avslutt-abonnement and /endre-abonnement say when the holder may not do it here (`heldBackBy`), by action. A
 * cancelled subscription is said as /angre-oppsigelse says it (nbRegret), then what is left to do, by the way back.
 */
export const nbHeldBack = {
  cancel: {
    notOwner: 'Det er den som betaler for abonnementet, som kan si det opp.',
    cancelled: {
      keep: 'Ombestemmer du deg, kan du beholde det.',
      restart: 'Vil du ha det igjen, kan du starte det på nytt.',
    },
    notStarted: 'Abonnementet ditt har ikke startet ennå. Kontakt kundesenteret hvis du vil avbestille det.',
    customerCentre: 'Abonnementet ditt kan ikke sies opp her. Kontakt kundesenteret, så hjelper vi deg.',
  },
  changePlan: {
    notOwner: 'Det er den som betaler for abonnementet, som kan bytte det.',
    cancelled: {
      keep: 'Vil du bytte abonnement, må du beholde det først.',
      restart: 'Vil du bytte abonnement, må du starte det igjen først.',
    },
    notStarted: 'Abonnementet ditt har ikke startet ennå. Når det er i gang, kan du bytte her.',
    customerCentre: 'Abonnementet ditt kan ikke endres her. Kontakt kundesenteret, så hjelper vi deg.',
  },
} as const;

export const nbRegret = {
  pending: (date?: string) =>
    date ? `Abonnementet ditt er sagt opp og avsluttes ${formatIsoDate(date)}.` : 'Abonnementet ditt er sagt opp.',
  cancelled: (date?: string) =>
    date ? `Abonnementet ditt ble avsluttet ${formatIsoDate(date)}.` : 'Abonnementet ditt er avsluttet.',
  /** A cancelled subscription as it stands: ended on a date, or ending on one. */
  standsAs: (standing: Standing) =>
    standing.kind === 'cancelled'
      ? nbRegret.cancelled(standing.endedOn)
      : nbRegret.pending(standing.kind === 'pendingCancellation' ? standing.until : undefined),
  /** By the way back (`wayBackOf`): kept, or started again. */
  offer: {
    keep: (planName: string, price: string) =>
      `Vil du beholde ${planName}? Det fortsetter som før, til ${price} per måned.`,
    restart: (planName: string, price: string) =>
      `Vil du starte ${planName} igjen? Det starter i dag, til ${price} per måned.`,
  },
  submit: { keep: 'Ja, behold abonnementet', restart: 'Ja, start abonnementet igjen' },
  busy: 'Gjenopptar…',
  nothingToRegret: 'Abonnementet ditt er ikke sagt opp, så det er ingenting å angre.',
  // Said after either: kept or started again, it is active now, as home says.
  done: (planName: string) => `${planName} er aktivt. Velkommen tilbake!`,
} as const;

export const nbMyContent = {
  articles: {
    title: 'Alle artikler på nett',
    text: (site: string) => `Les alt innhold på ${site}, også artiklene for abonnenter.`,
  },
  app: { title: 'Appen', text: 'Les nyhetene i appen på mobil og nettbrett. Logg inn med samme bruker som her.' },
  eAvis: { title: 'E-avisen', text: 'Hele papiravisen som digital utgave, klar kvelden før eller tidlig om morgenen.' },
  paperEveryDay: { title: 'Papiravisen alle dager', text: 'Avisen leveres på døra hver utgivelsesdag.' },
  paperWeekend: { title: 'Papiravisen i helgen', text: 'Avisen leveres på døra i helgen.' },
  play: {
    title: 'TV og video',
    text: 'Se direktesendinger, programmer og video.',
    link: (host: string) => `Gå til ${host}`,
  },
  liveSports: { title: 'Direkte sport', text: 'Følg kamper og resultater direkte.' },
  familySharing: {
    title: 'Familiedeling',
    text: 'Del abonnementet med dem du bor sammen med.',
    link: 'Gå til familiedeling',
    memberText: 'Du er med i familiedelingen, og abonnementet er delt med deg.',
    memberLink: 'Se hvem som deler med deg',
  },
  noAccess: 'Abonnementet ditt er ikke aktivt nå, så det gir ikke tilgang til innhold.',
  notYet: 'Abonnementet ditt har ikke startet ennå. Dette får du tilgang til når det starter:',
} as const;

export const nbNewPrices = {
  heading: 'Nye månedspriser',
  perMonth: (price: string) => `${price} per måned`,
  loading: 'Henter prisene…',
  loadFailed: 'Vi fikk ikke hentet prisene akkurat nå.',
} as const;
