// The words of paying: the payment method, card and Vipps, and the invoices (their list, page and payment).
// Only the pages of this feature load them (the build's `i18n-nb-payment` chunk); the words every page shares are in
// ../nb.ts.
import { TRIP_OPEN_MINUTES } from '../../domain/payment/settlement.ts';
import type { InvoiceGroup, InvoiceStanding } from '../../domain/payment/invoice.ts';
import { cardExpiry, cardLastDay, type PaymentMethodInfo } from '../../domain/payment/payment-method.ts';
import { endOfMonth } from '../../domain/time/oslo.ts';
import { formatIsoDate, formatPhone, PAYMENT_METHOD_NAMES } from '../nb.ts';

export const nbPayment = {
  methods: PAYMENT_METHOD_NAMES,
  /** Spec section 8, word for word. */
  noCardDetails: 'Ingen kortdetaljer tilgjengelig.',
  /** Spec section 8, word for word: the payment method could not be read. */
  loadFailed: 'Det oppstod en feil ved henting av betalingsmetode.',
  noMethod: 'Ingen betalingsmåte registrert.',
  card: (brand: string, last4: string, expiry: string) =>
    `${brand} som slutter på ${last4}, gyldig til ${expiry.slice(5)}/${expiry.slice(0, 4)}`,
  cardExpiresSoon: (lastDay: string) => `Kortet utløper snart. Legg inn et nytt kort før ${formatIsoDate(lastDay)}.`,
  cardExpired: 'Kortet er utløpt. Legg inn et nytt kort.',
  vippsAgreement: (phone: string) => `Vipps-avtale på ${formatPhone(phone)}`,
  mobileBilling: (phone: string) => `Mobilnummer ${formatPhone(phone)}`,
  /** mayRemoveCard's refusals (domain/payment/payment-method.ts). */
  cardRemovalRefused: {
    noCard: 'Det er ikke registrert noe betalingskort på kontoen din.',
    onlyMethodOfPayingSubscription:
      'Kortet kan ikke fjernes, for det er slik abonnementet ditt betales. Vil du betale på en annen måte, kan du bytte betalingsmåte.',
  },
  /** PAYMENT_IN_PROGRESS on a card or method trip (domain/payment/settlement.ts). */
  changeUnderWay: `Du har nettopp startet en endring av betalingsmåten hos betalingsleverandøren. Vent til den er ferdig, eller prøv igjen om ${TRIP_OPEN_MINUTES} minutter. Betalingsmåten din vises på Min side.`,
} as const;

/** Home's payment-method card, /endre-betalingsmetode, /legg-til-betalingskort and their verify pages. */
export const nbPaymentMethod = {
  heading: 'Betalingsmåte',
  loading: 'Henter betalingsmåten…',
  change: 'Endre betalingsmåte',
  /** The link to /legg-til-betalingskort: it promises a removal only where the card may be removed (`mayRemoveCard`). */
  manageCard: (removable: boolean) => (removable ? 'Bytt eller fjern betalingskort' : 'Bytt betalingskort'),
  choice: {
    legend: 'Hvordan vil du betale?',
    current: 'Det du betaler med nå',
    hints: {
      'SWEDBANK-PPG': 'Du legger inn kortet hos betalingsleverandøren.',
      VIPPS: 'Du godkjenner avtalen i Vipps.',
      AVTALEGIRO: 'Du godkjenner avtalen i nettbanken. Banken trekker beløpet fra kontoen din på forfallsdagen.',
      EFAKTURA: 'Du godkjenner avtalen i nettbanken. Fakturaene kommer dit, og du betaler dem der.',
    },
    submit: 'Gå videre',
    leaving: 'Sender deg videre…',
    required: 'Velg en betalingsmåte.',
    otherMethods: 'Vil du ha papirfaktura, eller betale over mobilregningen, kan kundesenteret ordne det.',
    manageCard: (removable: boolean) =>
      removable ? 'Vil du bare bytte eller fjerne kortet?' : 'Vil du bare bytte kortet?',
  },
  card: {
    current: 'Registrert kort',
    none: 'Du har ikke registrert noe betalingskort.',
    add: 'Legg til betalingskort',
    update: 'Bytt kort',
    remove: 'Fjern kortet',
    keptWhilePaying:
      'Abonnementet ditt betales med dette kortet, så du kan bytte det, men ikke fjerne det. Vil du betale på en annen måte?',
    confirmRemove: 'Vil du fjerne kortet? Da har du ingen betalingsmåte registrert.',
    confirmYes: 'Ja, fjern kortet',
    cancel: 'Avbryt',
    removed: 'Kortet er fjernet.',
  },
  verify: {
    verifying: 'Vi sjekker svaret fra betalingsleverandøren…',
    changed: 'Betalingsmåten er endret',
    cardAdded: 'Kortet er lagt til',
    cardUpdated: 'Kortet er byttet',
    cardChanged: 'Kortet er registrert',
    nowPaysWith: 'Nå betaler du med',
    declined: {
      heading: 'Endringen ble avvist',
      text: 'Betalingsleverandøren godkjente ikke endringen. Ingenting er endret.',
    },
    aborted: { heading: 'Endringen ble avbrutt', text: 'Du avbrøt hos betalingsleverandøren. Ingenting er endret.' },
    timeout: {
      heading: 'Betalingsleverandøren svarte ikke',
      text: 'Det tok for lang tid hos betalingsleverandøren. Ingenting er endret.',
    },
    pending: {
      heading: 'Endringen er godkjent, men ikke registrert ennå',
      text: 'Betalingsleverandøren har godkjent endringen, men vi har ikke fått beskjed fra dem ennå. Vent litt, og last siden på nytt for å se om den er registrert. Du trenger ikke gjøre endringen på nytt.',
    },
    refused: {
      heading: 'Vi fant ingen endring å bekrefte',
      missing: 'Adressen mangler betalingsreferansen fra betalingsleverandøren.',
      unknown: 'Vi fant ikke denne betalingen hos deg. Lenken kan være feil eller ufullstendig.',
      replayed: 'Denne endringen er allerede bekreftet.',
    },
    tryAgain: 'Prøv igjen',
  },
} as const;

export const nbInvoices = {
  standing: { paid: 'Betalt', unpaid: 'Ikke betalt', overdue: 'Forfalt' } satisfies Record<InvoiceStanding, string>,
  /** The first group of a long history (groupInvoices). */
  unpaidGroup: 'Ubetalt',
  /** A year of the history: the invoices whose period starts that year (invoiceYear), not those due in it. */
  yearGroup: (year: number) => `Fakturaer for ${year}`,
  /** Beside a year's heading, folded or not: how many, and what they came to. */
  yearSummary: (count: number, sum: string) => `${count} ${count === 1 ? 'faktura' : 'fakturaer'}, ${sum} i alt`,
  /** An unpaid invoice whose payment is approved and not settled yet: no "Betal" (isToPay). */
  paymentPending: 'Betaling pågår',
  empty: 'Du har ingen fakturaer ennå.',
  dueDate: 'Forfall',
  period: 'Periode',
  amount: 'Beløp',
  kid: 'KID',
  accountNumber: 'Kontonummer',
  copy: 'Kopier',
  copied: 'Kopiert',
  pay: 'Betal',
  /** The copy buttons' names: the visible "Kopier" first, then what is copied, as each list has many. */
  copyLabel: (what: string, value: string) => `Kopier ${what} ${value}`,
  copiedAnnouncement: (what: string) => `${what} er kopiert`,
  copyRefused: (what: string) => `Vi fikk ikke kopiert ${what}. Teksten er merket, så du kan kopiere den selv.`,
  paidOn: 'Betalt',
  payLabel: (description: string) => `Betal ${description}`,
  listLabel: 'Fakturaer',
  due: (amount: string) => `Du har ${amount} å betale.`,
  loadFailed: 'Vi fikk ikke hentet fakturaene dine akkurat nå.',
  toList: 'Til fakturaoversikten',
  /** /betal-faktura/{no}. */
  invoice: 'Faktura',
  /** /faktura/{no}: every fact of one invoice, to keep. */
  detail: {
    invoiceNo: 'Fakturanummer',
    status: 'Status',
    paidOn: 'Betalt dato',
    title: 'Avis',
    subscriber: 'Abonnent',
    customerNo: 'Kundenummer',
    /** The company that sells the subscription, as an invoice must name it (issue 41). */
    seller: 'Selger',
    /** Kept on one line, as a number is read. */
    organisationNumber: (number: string) => `Org.nr.\u00a0${number.replace(/ /g, '\u00a0')}`,
    print: 'Skriv ut / lagre som PDF',
    printHint: 'Velg «Lagre som PDF» som skriver for å få fakturaen som fil.',
  },
  methodLegend: 'Velg betalingsmåte',
  paying: 'Sender deg til betaling…',
  noInvoiceNo: 'Denne adressen viser ikke til noen faktura. Se alle fakturaene dine.',
  /** Never with the number: nothing from the address is written on the page (issue 43). */
  notFound: 'Vi finner ingen faktura med dette nummeret på kontoen din. Sjekk nummeret, eller se alle fakturaene dine.',
  /** An address whose "number" cannot be one (isInvoiceNo): said without repeating it, and nothing is asked for. */
  notAnInvoiceNo:
    'Denne adressen viser ikke til en faktura: fakturanummeret skal bare ha sifre. Sjekk at du fikk med hele lenken, eller se alle fakturaene dine.',
  /** PAYMENT_IN_PROGRESS: a payment of this invoice is approved or still open at the provider. */
  paymentUnderWay: `En betaling av denne fakturaen er allerede i gang. Ikke betal en gang til: fakturaoversikten viser når den er registrert. Ble betalingen ikke fullført, kan du prøve igjen om ${TRIP_OPEN_MINUTES} minutter.`,
  alreadyPaid: (paidDate: string | null) =>
    paidDate
      ? `Denne fakturaen ble betalt ${paidDate}. Du trenger ikke gjøre noe mer.`
      : 'Denne fakturaen er allerede betalt. Du trenger ikke gjøre noe mer.',
  invoiceLoadFailed: 'Vi fikk ikke hentet fakturaen akkurat nå.',
  /** /betaling, back from the provider. */
  verifying: 'Sjekker betalingen…',
  paid: 'Fakturaen er betalt',
  paidText: 'Takk! Betalingen er registrert.',
  outcomes: {
    declined:
      'Betalingen ble avvist, så fakturaen er ikke betalt. Ingenting er trukket. Du kan prøve igjen, gjerne med et annet kort eller med Vipps.',
    aborted: 'Du avbrøt betalingen, så fakturaen er ikke betalt, og ingenting er trukket.',
    timeout:
      'Betalingen tok for lang tid og ble ikke fullført. Fakturaen er ikke betalt, og ingenting er trukket. Prøv igjen om litt.',
    alreadyPaid:
      'Fakturaen var allerede betalt da denne betalingen ble godkjent. Du får pengene for denne betalingen tilbake, vanligvis innen 5 virkedager. Du trenger ikke gjøre noe.',
    pending:
      'Betalingen er godkjent, men vi har ikke fått beskjed fra betalingsleverandøren ennå. Fakturaoversikten viser «Betaling pågår» til den er registrert. Ikke betal en gang til.',
  },
  outcomeHeadings: {
    declined: 'Betalingen ble avvist',
    aborted: 'Betalingen er avbrutt',
    timeout: 'Betalingen ble ikke fullført',
    alreadyPaid: 'Fakturaen var allerede betalt',
    pending: 'Betalingen blir registrert',
  },
  refusals: {
    missing:
      'Vi finner ingen betaling å sjekke her. Kom du hit fra en lenke, kan du se fakturaene dine og betale derfra.',
    unknown:
      'Vi kjenner ikke igjen denne betalingen, så ingenting er registrert. Se fakturaoversikten for hva som er betalt.',
    replayed: 'Denne betalingen er allerede sjekket. Fakturaoversikten viser om fakturaen er betalt.',
  },
  refusalHeading: 'Ingen betaling å sjekke',
  tryAgain: 'Prøv igjen',
} as const;

/** How an account pays, in a title, a line about it, and a warning when the subscriber must act. */
export interface PaymentMethodText {
  title: string;
  detail?: string;
  warning?: string;
}

export function paymentMethodText(info: PaymentMethodInfo, now: Date): PaymentMethodText {
  const text = nbPayment;
  switch (info.method) {
    case null:
      return { title: text.noMethod };
    case 'SWEDBANK-PPG': {
      const title = text.methods['SWEDBANK-PPG'];
      const { card } = info;
      if (card === null) return { title, detail: text.noCardDetails };
      const detail = text.card(card.brand, card.last4, card.expiry);
      const expiry = cardExpiry(card, now);
      if (expiry === 'valid') return { title, detail };
      return {
        title,
        detail,
        warning: expiry === 'expired' ? text.cardExpired : text.cardExpiresSoon(cardLastDay(card)),
      };
    }
    case 'VIPPS':
      return { title: text.methods.VIPPS, ...(info.phone !== null && { detail: text.vippsAgreement(info.phone) }) };
    case 'STREX':
      return { title: text.methods.STREX, ...(info.phone !== null && { detail: text.mobileBilling(info.phone) }) };
    default:
      return { title: text.methods[info.method] };
  }
}

const DAY_AND_MONTH = new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'long', timeZone: 'UTC' });

const MONTH_AND_YEAR = new Intl.DateTimeFormat('nb-NO', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const dayOf = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

/**
 * The period an invoice covers: a whole calendar month as "januar 2026", else from day to day with the year once
 * when both ends share it: "1.–15. januar 2026", "15. januar – 14. februar 2026", "15. desember 2025 – 14. januar 2026".
 */
export function formatPeriod(start: string, end: string): string {
  if (start === end) return formatIsoDate(start);
  const [startYear, startMonth] = [start.slice(0, 4), start.slice(0, 7)];
  if (start.endsWith('-01') && end === endOfMonth(start)) return MONTH_AND_YEAR.format(dayOf(start));
  if (startMonth === end.slice(0, 7)) return `${Number(start.slice(8))}.–${formatIsoDate(end)}`;
  if (startYear === end.slice(0, 4)) return `${DAY_AND_MONTH.format(dayOf(start))} – ${formatIsoDate(end)}`;
  return `${formatIsoDate(start)} – ${formatIsoDate(end)}`;
}

/** A group's heading in a long invoice history; a short one, shown as one list, has none. */
export function invoiceGroupHeading(group: InvoiceGroup): string | undefined {
  if (group.kind === 'unpaid') return nbInvoices.unpaidGroup;
  return group.kind === 'year' ? nbInvoices.yearGroup(group.year) : undefined;
}
