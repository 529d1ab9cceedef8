// The words every page shares, in Norwegian bokmål (the only UI language): the shell, the session, the home page,
// requests and forms. Each feature's words are in nb/<area>.ts, loaded only by that feature's pages.
import { type PaymentMethodCode } from '../domain/payment/payment-method.ts';
import { normalisePhone } from '../domain/person/phone.ts';
import type { Standing } from '../domain/subscription/standing.ts';

/** Every payment method by name; "Betalingskort" and "Vipps" are spec section 3's display labels. */
export const PAYMENT_METHOD_NAMES = {
  'SWEDBANK-PPG': 'Betalingskort',
  VIPPS: 'Vipps',
  AVTALEGIRO: 'AvtaleGiro',
  BANKGIRO: 'Bankgiro (papirfaktura)',
  EFAKTURA: 'eFaktura',
  STREX: 'STREX (betaling via mobilregningen)',
} as const satisfies Record<PaymentMethodCode, string>;

export const nb = {
  shell: {
    pageTitle: (titleName: string) => `Min Side - ${titleName}`,
    skipToContent: 'Hopp til innholdet',
    logoAlt: (titleName: string) => `${titleName} – til forsiden`,
    menu: 'Meny',
    myPage: 'Min side',
    customerService: 'Kundeservice',
    login: 'Logg inn',
    logout: 'Logg ut',
    mainNavigation: 'Hovedmeny',
    /** A part of the page did not load (most often: a new version replaced it while the page was open). */
    loadFailed:
      'En del av siden ble ikke lastet, kanskje fordi vi nettopp har lagt ut en ny versjon. Last inn siden på nytt, så er alt med.',
    reload: 'Last inn siden på nytt',
  },
  spinner: {
    defaultMessage: 'Henter informasjon…',
  },
  footer: {
    customerCentre: 'Kundesenter',
    phone: 'Telefon',
    email: 'E-post',
    organisationNumber: 'Org.nr.',
    copyright: (year: number, titleName: string) => `© ${year} ${titleName}`,
    privacySettings: 'Personverninnstillinger',
    terms: 'Vilkår',
    privacy: 'Personvern',
    cookies: 'Informasjonskapsler',
  },
  frame: {
    comingSoon: 'Denne tjenesten er ikke klar ennå. Kontakt kundesenteret hvis du trenger hjelp nå.',
    backHome: 'Til Min side',
  },
  /** The link to /angre-oppsigelse, by the way back (`wayBackOf`): home, /mitt-innhold and the held-back pages. */
  wayBack: { keep: 'Behold abonnementet', restart: 'Start abonnementet igjen' },
  /**
   * A waiting plan change (issue 41): what it does to the paper (days as formatDeliveryDay writes them), and
   * keeping the plan instead, on home and /endre-abonnement alike.
   */
  planChange: {
    paperFrom: (address: string, day: string) => `Papiravisen kommer til ${address} fra ${day}.`,
    lastPaper: (day: string) => `Siste papiravis kommer ${day}.`,
    keep: (planName: string) => `Behold ${planName}`,
    keeping: 'Avbestiller byttet…',
    kept: (planName: string) => `Byttet er avbestilt. Du beholder ${planName} som før.`,
    refused: {
      NO_PLAN_CHANGE:
        'Det er ikke bestilt noe bytte av abonnementet lenger. Last siden på nytt for å se hva som gjelder.',
      NOT_CHANGEABLE: 'Abonnementet ditt kan ikke endres nå. Kontakt kundesenteret hvis du trenger hjelp.',
    },
  },
  notFound: {
    help: 'Sjekk at adressen er riktig, eller gå til Min side.',
  },
  smsLink: {
    heading: 'Sender deg videre',
    fallback: 'Kommer du ikke videre? Gå til Min side.',
  },
  faq: {
    contactHeading: 'Fant du ikke svaret?',
    contactText: 'Kundesenteret hjelper deg gjerne.',
  },
  content: {
    updated: (date: string) => `Sist oppdatert ${date}`,
  },
  session: {
    loggingIn: 'Logger deg inn…',
    /** Under the spinner while the login popup is open. */
    loginInPopup: 'Logg inn i vinduet som åpnet seg. Lukker du det, kommer du tilbake hit.',
    /** Brings the login popup to the front, should it be behind the page (issue 41). */
    showLoginWindow: 'Vis innloggingsvinduet',
    loggingOut: 'Logger ut…',
    errorHeading: 'Noe gikk galt',
    loadFailed: 'Vi fikk ikke hentet informasjonen din akkurat nå. Det er ikke noe galt med abonnementet ditt.',
    retry: 'Prøv igjen',
    loginFailed: 'Innloggingen kunne ikke fullføres. Prøv å logge inn på nytt.',
    loginAgain: 'Logg inn på nytt',
    /** Login could not start: the portal's login token did not come (error, timeout, a broken answer). */
    loginUnavailableHeading: 'Innloggingen startet ikke',
    loginUnavailable:
      'Vi fikk ikke startet innloggingen akkurat nå. Prøv igjen om litt. Får du det fortsatt ikke til, hjelper kundesenteret deg.',
    /** One round trip to login came back and was asked to log in again at once: stopped rather than looped. */
    loginLoopHeading: 'Innloggingen hjalp ikke',
    loginLoop:
      'Du logget inn, men vi fikk likevel ikke åpnet siden for deg. Vi har stoppet her, så du ikke blir sendt til innloggingen om og om igjen. Prøv igjen om litt, eller kontakt kundesenteret, så hjelper vi deg.',
    /** Before the customer centre's phone and e-mail links on an error panel. */
    customerCentre: 'Kundesenteret:',
    accountCreation: {
      ERROR_IN_CREATING_ACCOUNT: 'Vi klarte ikke å opprette kontoen din akkurat nå. Prøv igjen om litt.',
      AMPS_RETURNED_NULL: 'Vi klarte ikke å opprette kontoen din akkurat nå. Prøv igjen om litt.',
      REQUEST_MISSING_VALUES:
        'Det mangler opplysninger for å opprette kontoen din. Logg ut og inn igjen, og prøv på nytt.',
      EMAIL_DOES_NOT_EXIST:
        'Brukeren din mangler e-postadresse. Legg inn e-postadressen din hos innloggingstjenesten, og prøv igjen.',
      NO_SPID_FOUND: 'Vi fant ikke brukeren din hos innloggingstjenesten. Logg inn på nytt.',
      USER_HAS_ACTIVE_SUB:
        'Du har allerede et aktivt abonnement hos oss. Koble det til brukeren din, så får du tilgang.',
    },
    connectSubscription: 'Koble til abonnementet',
  },
  /** Refusals of the route table's role notes (src/domain/routing/role-rules.ts), shown in place of the page. */
  roles: {
    notBusinessAdmin: {
      heading: 'Bare for bedriftens administratorer',
      message:
        'Denne siden er for den som administrerer et bedriftsabonnement. Brukeren din er ikke administrator for noe bedriftsabonnement hos oss.',
      wayOn: 'Til Min side',
    },
    invitationIncomplete: {
      heading: 'Lenken er ikke komplett',
      message:
        'Lenken mangler invitasjonskoden, eller koden er ikke hel. Åpne lenken i invitasjonen du fikk på e-post på nytt, eller be den som inviterte deg om å sende en ny.',
      wayOn: 'Til kundeservice',
    },
    verificationIncomplete: {
      heading: 'Lenken er ikke komplett',
      message:
        'Lenken mangler koden fra invitasjonen, eller koden er ikke hel. Åpne lenken i e-posten fra arbeidsgiveren din på nytt, eller be om en ny invitasjon.',
      wayOn: 'Til kundeservice',
    },
    notFamily: {
      heading: 'Abonnementet ditt kan ikke deles',
      message:
        'Familiedeling hører til et familieabonnement, og abonnementet ditt er bare for deg. Vil du dele med dem du bor sammen med, kan du bytte til et familieabonnement. Kundesenteret hjelper deg gjerne.',
      wayOn: 'Til Min side',
    },
  },
  standing: {
    active: () => 'Aktivt',
    /** A trial in every state (issue 41): "Prøveperiode til 12. desember 2026, deretter 399 kr per måned". */
    trial: (until?: string, thenPrice?: number) =>
      until
        ? `Prøveperiode til ${formatIsoDate(until)}${thenPrice === undefined ? '' : `, deretter ${formatPrice(thenPrice)} per måned`}`
        : 'Prøveperiode',
    pendingChange: (planName: string, from: string) => `Aktivt. Bytter til ${planName} fra ${formatIsoDate(from)}`,
    pendingCancellation: (until?: string) => (until ? `Oppsagt. Avsluttes ${formatIsoDate(until)}` : 'Oppsagt'),
    // Ended by us, not by the subscriber: no "Oppsagt", which would say they cancelled it.
    terminating: (until?: string) => (until ? `Avsluttes ${formatIsoDate(until)}` : 'Avsluttes snart'),
    cancelled: (endedOn?: string) => (endedOn ? `Avsluttet ${formatIsoDate(endedOn)}` : 'Avsluttet'),
    starting: () => 'Starter snart',
    suspended: () => 'Midlertidig stanset',
    ended: () => 'Ikke aktivt',
  },
  home: {
    greeting: (name?: string) => (name ? `Hei, ${name}!` : 'Hei!'),
    subscriptionHeading: 'Abonnementet ditt',
    /** Home's first section (domain/subscription/attention.ts), each line with its way on. */
    attention: {
      heading: 'Trenger oppmerksomhet',
      /** Only an overdue one (issue 41): one not yet due is the next charge, in the subscription's card. */
      invoice: (amount: string, dueDate: string) => `En faktura på ${amount} forfalt ${dueDate}.`,
      owed: (amount: string) => `Du har ${amount} å betale i alt.`,
      pay: 'Betal fakturaen',
      cardExpired: (lastDay: string) => `Betalingskortet ditt gikk ut ${lastDay}.`,
      replaceCard: 'Bytt kort',
      noPaymentMethod: 'Du har ingen betalingsmåte registrert, og abonnementet skal betales.',
      chooseMethod: 'Velg betalingsmåte',
      waitingInvitations: (count: number) =>
        count === 1
          ? 'Én invitasjon til familiedelingen venter på svar.'
          : `${count} invitasjoner til familiedelingen venter på svar.`,
      seeFamily: 'Se familiedelingen',
    },
    status: 'Status',
    price: 'Pris',
    perMonth: (price: string) => `${price} per måned`,
    notPaying: 'Du betaler ikke for dette abonnementet selv.',
    paidBy: (name: string) => `${name} betaler for abonnementet og deler det med deg.`,
    trialPrice: (price: string) => `${price} for prøveperioden`,
    /** What the subscriber pays next (domain/payment/next-charge.ts): "399 kr 1. desember 2026, med Visa …4242". */
    nextCharge: 'Neste faktura',
    nextChargeText: (amount: string, date: string, paidWith: string) => `${amount} ${date}${paidWith}`,
    /** How the next charge is paid, after its date; nothing when no way to pay is registered (attention says so). */
    paidWith: {
      // No line break between the ellipsis and the digits (a word joiner): "…" alone at a line's end reads as cut off.
      card: (brand: string, last4: string) => `, med ${brand} …\u2060${last4}`,
      anyCard: ', med betalingskort',
      VIPPS: ', med Vipps',
      AVTALEGIRO: ', med AvtaleGiro',
      EFAKTURA: ', med eFaktura',
      BANKGIRO: ', på papirfaktura',
      STREX: ', på mobilregningen',
    },
    /** A trial cancelled within it: what it cost, and the same terms as a running trial's, if kept. */
    cancelledTrialPrice: (price: string, until: string, thenPrice: string) =>
      `${price} for prøveperioden til ${until}, deretter ${thenPrice} per måned om du beholder abonnementet`,
    since: 'Abonnent siden',
    marksLabel: 'Kjennetegn',
    marks: {
      paper: 'Papiravis',
      digital: 'Digitalt',
      family: 'Familie',
      youth: 'Ung',
      businessAdmin: 'Bedriftsadministrator',
    },
    actionsHeading: 'Dette kan du gjøre',
    actions: {
      changePlan: 'Endre abonnement',
      cancel: 'Avslutt abonnement',
      invoices: 'Fakturaer',
      paymentMethod: 'Endre betalingsmåte',
      vacation: 'Ferieomlegging',
      complaint: 'Meld fra om levering',
      deliveryAddress: 'Endre leveringsadresse',
      family: 'Familiedeling',
      business: 'Administrer bedriftsabonnement',
      profile: 'Endre profil',
      content: 'Mitt innhold',
      privacy: 'Personverninnstillinger',
    },
  },
  request: {
    timeout: 'Det tok for lang tid å få svar. Det du har skrevet er tatt vare på, så du kan prøve igjen.',
    network: 'Vi får ikke kontakt med tjenesten. Sjekk nettforbindelsen, og prøv igjen.',
    failed: 'Noe gikk galt hos oss. Det du har skrevet er tatt vare på, så du kan prøve igjen.',
    retry: 'Prøv igjen',
    saving: 'Lagrer…',
  },
  /** A failed request where nothing was typed (a button): nb.request's words without saying input is kept. */
  requestWithoutInput: {
    timeout: 'Det tok for lang tid å få svar. Prøv igjen.',
    failed: 'Noe gikk galt hos oss. Prøv igjen om litt.',
  },
  /** What a form sent and got no answer to (a 401 and a new login, a failure), back in the form (src/stores/kit/submission.ts). */
  keptInput: {
    restored: 'Vi har tatt vare på det du skrev. Send inn på nytt når du er klar.',
  },
  // What every form's text fields share (person, address, search): here, not in one area's words, so a page
  // with an address form does not load the person words for three messages.
  form: {
    required: (info: string) => `${info} er påkrevd`,
    tooLong: (info: string, max: number) => `${info} kan ikke være lengre enn ${max} tegn`,
    /** hasInvisibleCharacters (domain/person/fields.ts): bidi controls and zero-width characters, often pasted along. */
    invisibleCharacters: (info: string) =>
      `${info} inneholder usynlige tegn eller tegn som snur skriveretningen. Slike tegn følger ofte med når tekst limes inn: skriv det inn på nytt.`,
    /** hasVisibleLetter (domain/person/fields.ts): a name or an address line needs at least one letter. */
    noLetter: (info: string) => `${info} må inneholde minst én bokstav.`,
    invalidEmail: 'Vennligst skriv en gyldig e-postadresse',
    invalidPhone: 'Telefonnummeret er ugyldig',
  },
  noSubscription: {
    connectHeading: 'Har du allerede abonnement?',
    connectText:
      'Har du abonnement på papiravisen eller et abonnement du har bestilt på en annen måte, kan du koble det til brukeren din. Du trenger kundenummeret eller telefonnummeret fra fakturaen.',
    connect: 'Koble til abonnementet ditt',
    orderHeading: 'Vil du bli abonnent?',
    orderText: 'Velg abonnementet som passer deg, på papir eller digitalt.',
    order: 'Bestill abonnement',
    helpHeading: 'Trenger du hjelp?',
    helpText: 'Kundesenteret hjelper deg gjerne.',
  },
  alreadySubscriber: {
    text: 'Du har allerede et abonnement på denne avisen, så du trenger ikke bestille et nytt. Vil du ha et annet abonnement, kan du bytte.',
    home: 'Til Min side',
    change: 'Endre abonnement',
  },
} as const;

const NOK_WHOLE = new Intl.NumberFormat('nb-NO', { style: 'currency', currency: 'NOK', maximumFractionDigits: 0 });
const NOK_WITH_ORE = new Intl.NumberFormat('nb-NO', { style: 'currency', currency: 'NOK' });

/** Money as Norwegians read it: 399 kr, and øre only when there are some: 1 234,50 kr (an invoice is paid to the øre). */
export function formatPrice(amount: number): string {
  return (Math.round(amount * 100) % 100 === 0 ? NOK_WHOLE : NOK_WITH_ORE).format(amount);
}

/** An ISO date (YYYY-MM-DD) as 1. desember 2026. */
export function formatIsoDate(isoDate: string): string {
  return formatDate(new Date(`${isoDate}T12:00:00Z`));
}

/** A subscription's standing in one line: "Oppsagt. Avsluttes 30. november 2026". */
export function standingText(standing: Standing): string {
  switch (standing.kind) {
    case 'trial':
      return nb.standing.trial(standing.until, standing.thenPrice);
    case 'pendingChange':
      return nb.standing.pendingChange(standing.planName, standing.from);
    case 'pendingCancellation':
      return nb.standing.pendingCancellation(standing.until);
    case 'terminating':
      return nb.standing.terminating(standing.until);
    case 'cancelled':
      return nb.standing.cancelled(standing.endedOn);
    default:
      return nb.standing[standing.kind]();
  }
}

// Made once: a formatter costs far more to make than to use, and the build formats dates on every page it renders.
const OSLO_DAY = new Intl.DateTimeFormat('nb-NO', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Oslo',
});

/** Dates as Norwegians read them: 1. november 2026. */
export function formatDate(date: Date): string {
  return OSLO_DAY.format(date);
}

/** A Norwegian phone number in the groups it is read in: mobile numbers 412 34 567, others 22 33 44 55. */
export function formatPhone(phone: string): string {
  const digits = normalisePhone(phone);
  if (digits === undefined) return phone;
  return /^[49]/.test(digits)
    ? `${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`
    : digits.replace(/(\d{2})(?=\d)/g, '$1 ');
}

/** A phone number as a page shows it: its groups joined by non-breaking spaces, so it never breaks across lines. */
export function unbrokenPhone(phone: string): string {
  return phone.replace(/ /g, '\u00a0');
}
