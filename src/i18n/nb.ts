// Every user-facing string of the portal, in Norwegian bokmål (the only UI language).
import type { DeliveryAddress } from '../domain/delivery/address.ts';
import type { AddressFormMessages } from '../domain/delivery/address-form.ts';
import type { ChangeFormMessages } from '../domain/delivery/change-form.ts';
import { firstPossibleDate } from '../domain/delivery/cut-off.ts';
import { earliestEnd, horizonOf, MAX_PLANNED_CHANGES, type ChangeRules } from '../domain/delivery/vacation.ts';
import type { PersonFieldMessages } from '../domain/person/person-form.ts';
import type { DeliveryPattern } from '../domain/delivery/delivery-days.ts';
import { townName } from '../domain/delivery/town.ts';
import type { InvoiceGroup, InvoiceStanding } from '../domain/payment/invoice.ts';
import { cardExpiry, cardLastDay, type PaymentMethodCode, type PaymentMethodInfo } from '../domain/payment/payment-method.ts';
import { normalisePhone } from '../domain/person/phone.ts';
import type { PriceTerms } from '../domain/purchase/offer-terms.ts';
import type { Standing } from '../domain/subscription/standing.ts';
import { endOfMonth, type IsoDate } from '../domain/time/oslo.ts';
// Type only: the words of each refusal the delivery model places (src/stores/delivery.ts), none missing.
import type { ChangeRefusal } from '../stores/delivery.ts';

/** Every payment method by name; "Betalingskort" and "Vipps" are spec section 3's display labels. */
const PAYMENT_METHOD_NAMES = {
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
    loadFailed: 'En del av siden ble ikke lastet, kanskje fordi vi nettopp har lagt ut en ny versjon. Last inn siden på nytt, så er alt med.',
    reload: 'Last inn siden på nytt',
  },
  spinner: {
    defaultMessage: 'Henter informasjon..',
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
    loggingIn: 'Logger deg inn..',
    /** Under the spinner while the login popup is open. */
    loginInPopup: 'Logg inn i vinduet som åpnet seg. Lukker du det, kommer du tilbake hit.',
    loggingOut: 'Logger ut..',
    errorHeading: 'Noe gikk galt',
    loadFailed: 'Vi fikk ikke hentet informasjonen din akkurat nå. Det er ikke noe galt med abonnementet ditt.',
    retry: 'Prøv igjen',
    loginFailed: 'Innloggingen kunne ikke fullføres. Prøv å logge inn på nytt.',
    loginAgain: 'Logg inn på nytt',
    /** Login could not start: the portal's login token did not come (error, timeout, a broken answer). */
    loginUnavailableHeading: 'Innloggingen startet ikke',
    loginUnavailable: 'Vi fikk ikke startet innloggingen akkurat nå. Prøv igjen om litt. Får du det fortsatt ikke til, hjelper kundesenteret deg.',
    /** One round trip to login came back and was asked to log in again at once: stopped rather than looped. */
    loginLoopHeading: 'Innloggingen hjalp ikke',
    loginLoop:
      'Du logget inn, men vi fikk likevel ikke åpnet siden for deg. Vi har stoppet her, så du ikke blir sendt til innloggingen om og om igjen. Prøv igjen om litt, eller kontakt kundesenteret, så hjelper vi deg.',
    /** Before the customer centre's phone and e-mail links on an error panel. */
    customerCentre: 'Kundesenteret:',
    accountCreation: {
      ERROR_IN_CREATING_ACCOUNT: 'Vi klarte ikke å opprette kontoen din akkurat nå. Prøv igjen om litt.',
      AMPS_RETURNED_NULL: 'Vi klarte ikke å opprette kontoen din akkurat nå. Prøv igjen om litt.',
      REQUEST_MISSING_VALUES: 'Det mangler opplysninger for å opprette kontoen din. Logg ut og inn igjen, og prøv på nytt.',
      EMAIL_DOES_NOT_EXIST: 'Brukeren din mangler e-postadresse. Legg inn e-postadressen din hos innloggingstjenesten, og prøv igjen.',
      NO_SPID_FOUND: 'Vi fant ikke brukeren din hos innloggingstjenesten. Logg inn på nytt.',
      USER_HAS_ACTIVE_SUB: 'Du har allerede et aktivt abonnement hos oss. Koble det til brukeren din, så får du tilgang.',
    },
    connectSubscription: 'Koble til abonnementet',
  },
  /** Refusals of the route table's role notes (src/domain/routing/role-rules.ts), shown in place of the page. */
  roles: {
    notBusinessAdmin: {
      heading: 'Bare for bedriftens administratorer',
      message: 'Denne siden er for den som administrerer et bedriftsabonnement. Brukeren din er ikke administrator for noe bedriftsabonnement hos oss.',
      wayOn: 'Til Min side',
    },
    invitationIncomplete: {
      heading: 'Lenken er ikke komplett',
      message: 'Lenken mangler invitasjonskoden, eller koden er ikke hel. Åpne lenken i invitasjonen du fikk på e-post på nytt, eller be den som inviterte deg om å sende en ny.',
      wayOn: 'Til kundeservice',
    },
    verificationIncomplete: {
      heading: 'Lenken er ikke komplett',
      message: 'Lenken mangler koden fra invitasjonen, eller koden er ikke hel. Åpne lenken i e-posten fra arbeidsgiveren din på nytt, eller be om en ny invitasjon.',
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
    trial: (until?: string) => (until ? `Prøveperiode til ${formatIsoDate(until)}` : 'Prøveperiode'),
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
      invoice: (amount: string, dueDate: string, overdue: boolean) =>
        overdue ? `En faktura på ${amount} forfalt ${dueDate}.` : `En faktura på ${amount} forfaller ${dueDate}.`,
      owed: (amount: string) => `Du har ${amount} å betale i alt.`,
      pay: 'Betal fakturaen',
      allInvoices: 'Se alle fakturaene',
      cardExpired: (lastDay: string) => `Betalingskortet ditt gikk ut ${lastDay}.`,
      cardExpiresSoon: (lastDay: string) => `Betalingskortet ditt går ut ${lastDay}.`,
      replaceCard: 'Bytt kort',
      noPaymentMethod: 'Du har ingen betalingsmåte registrert, og abonnementet skal betales.',
      chooseMethod: 'Velg betalingsmåte',
      pendingCancellation: (until?: string) => (until ? `Abonnementet ditt avsluttes ${until}.` : 'Abonnementet ditt er sagt opp.'),
      keep: 'Behold abonnementet',
      pendingChange: (planName: string, from: string) => `Du bytter til ${planName} fra ${from}.`,
      seePlan: 'Se abonnementet',
      changeDelivery: 'Se endringene i leveringen',
      waitingInvitations: (count: number) => (count === 1 ? 'Én invitasjon til familiedelingen venter på svar.' : `${count} invitasjoner til familiedelingen venter på svar.`),
      seeFamily: 'Se familiedelingen',
    },
    status: 'Status',
    price: 'Pris',
    perMonth: (price: string) => `${price} per måned`,
    notPaying: 'Du betaler ikke for dette abonnementet selv.',
    since: 'Abonnent siden',
    marksLabel: 'Kjennetegn',
    marks: { paper: 'Papiravis', digital: 'Digitalt', family: 'Familie', youth: 'Ung', businessAdmin: 'Bedriftsadministrator' },
    actionsHeading: 'Dette kan du gjøre',
    actions: {
      changePlan: 'Endre abonnement',
      cancel: 'Avslutt abonnement',
      reactivate: 'Behold abonnementet',
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
  changePlan: {
    currentHeading: 'Dette har du nå',
    chooseLegend: 'Velg nytt abonnement',
    perMonth: (price: string) => `${price} per måned`,
    effective: (date: string) => `Endringen gjelder fra ${formatIsoDate(date)}. Til da beholder du abonnementet du har.`,
    alreadyPending: (planName: string, date: string) => `Du har allerede bestilt bytte til ${planName} fra ${formatIsoDate(date)}. Velger du et annet, gjelder det nye valget.`,
    required: 'Velg et abonnement',
    submit: 'Bytt abonnement',
    loadingOffers: 'Henter abonnementene..',
    noOffers: 'Det er ingen andre abonnementer å bytte til akkurat nå.',
    notChangeable: 'Abonnementet ditt kan ikke endres nå. Kontakt kundesenteret hvis du trenger hjelp.',
    refused: {
      NOT_YOUTH: 'Ung-abonnementet er for deg under 34 år. Velg et annet abonnement.',
      SAME_PLAN: 'Du har allerede dette abonnementet.',
      NOT_CHANGEABLE: 'Abonnementet ditt kan ikke endres nå. Kontakt kundesenteret hvis du trenger hjelp.',
    },
    receipt: (planName: string, date: string) => `Du bytter til ${planName} fra ${formatIsoDate(date)}.`,
    receiptUntil: (planName: string) => `Til da har du ${planName} som før.`,
    receiptNone: 'Vi finner ingen bestilt endring på abonnementet ditt.',
  },
  cancel: {
    endsOn: (date: string) => `Sier du opp nå, har du abonnementet ut ${formatIsoDate(date)}. Du betaler ikke for mer enn det.`,
    reasonLegend: 'Hvorfor vil du si opp?',
    reasons: {
      price: 'Det er for dyrt',
      time: 'Jeg har ikke tid til å lese',
      content: 'Jeg er ikke fornøyd med innholdet',
      delivery: 'Jeg er ikke fornøyd med leveringen',
      replacement: 'Jeg vil bytte til et annet abonnement hos dere',
      other: 'Annet',
    },
    replacementHint: 'Vil du heller bytte abonnement med en gang?',
    replacementLink: 'Endre abonnement',
    reasonRequired: 'Årsak er påkrevd',
    comment: 'Vil du fortelle oss mer? (valgfritt)',
    commentTooLong: 'Kommentaren kan ha høyst 500 tegn',
    commentUnsavable: 'Kommentaren inneholder tegn vi ikke kan lagre. Fjern dem, eller skriv kommentaren på nytt.',
    submit: 'Si opp abonnementet',
    keep: 'Nei, behold abonnementet',
    notCancellable: 'Abonnementet ditt er allerede sagt opp eller kan ikke sies opp her.',
    regretLink: 'Angre oppsigelsen',
    done: (planName: string, date: string) => `${planName} er sagt opp og avsluttes ${formatIsoDate(date)}. Du har full tilgang til da.`,
    doneRegret: 'Ombestemmer du deg før den datoen, kan du angre oppsigelsen.',
    notCancelled: 'Abonnementet ditt er ikke sagt opp.',
  },
  regret: {
    pending: (date?: string) => (date ? `Abonnementet ditt er sagt opp og avsluttes ${formatIsoDate(date)}.` : 'Abonnementet ditt er sagt opp.'),
    cancelled: (date?: string) => (date ? `Abonnementet ditt ble avsluttet ${formatIsoDate(date)}.` : 'Abonnementet ditt er avsluttet.'),
    offer: (planName: string, price: string) => `Vil du beholde ${planName}? Det fortsetter som før, til ${price} per måned.`,
    submit: 'Ja, behold abonnementet',
    busy: 'Gjenopptar..',
    nothingToRegret: 'Abonnementet ditt er ikke sagt opp, så det er ingenting å angre.',
    done: (planName: string) => `${planName} fortsetter som før. Velkommen tilbake!`,
  },
  request: {
    timeout: 'Det tok for lang tid å få svar. Det du har skrevet er tatt vare på, så du kan prøve igjen.',
    network: 'Vi får ikke kontakt med tjenesten. Sjekk nettforbindelsen, og prøv igjen.',
    failed: 'Noe gikk galt hos oss. Det du har skrevet er tatt vare på, så du kan prøve igjen.',
    retry: 'Prøv igjen',
    saving: 'Lagrer..',
  },
  /** A failed request where nothing was typed (a button): nb.request's words without saying input is kept. */
  requestWithoutInput: {
    timeout: 'Det tok for lang tid å få svar. Prøv igjen.',
    failed: 'Noe gikk galt hos oss. Prøv igjen om litt.',
  },
  /** What a form sent and got no answer to (a 401 and a new login, a failure), back in the form (src/stores/submission.ts). */
  keptInput: {
    restored: 'Vi har tatt vare på det du skrev. Send inn på nytt når du er klar.',
  },
  form: {
    required: (info: string) => `${info} er påkrevd`,
    invalidEmail: 'Vennligst skriv en gyldig e-postadresse',
    invalidPhone: 'Telefonnummeret er ugyldig',
  },
  person: {
    firstName: 'Fornavn',
    lastName: 'Etternavn',
    phone: 'Telefonnummer',
    phoneHint: 'Norsk nummer med 8 sifre, gjerne med +47 foran.',
    email: 'E-postadresse',
    birthdate: 'Fødselsdato',
    birthdateHint: 'Skriv som dd.mm.åååå, for eksempel 24.12.1990.',
    tooLong: (info: string, max: number) => `${info} kan ikke være lengre enn ${max} tegn`,
    birthdateNotADate: 'Fødselsdatoen må være en ekte dato, skrevet som dd.mm.åååå',
    birthdateInFuture: 'Fødselsdatoen kan ikke være fram i tid',
    birthdateTooEarly: 'Fødselsdatoen kan ikke være mer enn 120 år tilbake',
    birthdateStoredHint: 'Du kan rette den her, men ikke fjerne den eller flytte den over 18 eller 34 år, for aldersgrensene for abonnementene regnes fra den.',
    /** mayChangeBirthdate (domain/person/birthdate.ts): not removed, nor moved across 18 or 34, in self-service. */
    birthdateLocked: 'Fødselsdatoen kan ikke endres slik her. Kontakt kundesenteret hvis den er feil.',
    /** isOwnBirthdate: a user of their own is at least MIN_PERSON_AGE. */
    birthdateTooYoung: (minAge: number) => `Du må være minst ${minAge} år for å ha en bruker hos oss. Sjekk at fødselsdatoen er riktig.`,
    /** The backend refused a birthdate the form let through (INVALID_BIRTHDATE). */
    birthdateRefused: 'Sjekk fødselsdatoen: den må være en ekte dato, ikke fram i tid, og du må være minst 13 år.',
    controlCharacters: (info: string) => `${info} inneholder tegn vi ikke kan lagre, som tabulator eller linjeskift. Fjern dem og prøv igjen.`,
    /** hasInvisibleCharacters (domain/person/fields.ts): bidi controls and zero-width characters, often pasted along. */
    invisibleCharacters: (info: string) => `${info} inneholder usynlige tegn eller tegn som snur skriveretningen. Slike tegn følger ofte med når tekst limes inn: skriv det inn på nytt.`,
  },
  profile: {
    save: 'Lagre endringene',
    saved: 'Profilen din er lagret.',
    backHome: 'Til Min side',
  },
  contact: {
    intro: 'Kundesenteret og avisen bruker dette når de må nå deg om abonnementet, for eksempel om levering eller betaling.',
    save: 'Lagre kontaktinformasjonen',
    saved: 'Kontaktinformasjonen din er lagret.',
  },
  connect: {
    query: 'Kundenummer, telefonnummer eller e-postadresse',
    queryLabel: 'Kundenummer, telefon eller e-post',
    queryHint: 'Slik det står på fakturaen eller ordrebekreftelsen fra oss.',
    postalCode: 'Postnummer',
    postalCodeHint: 'Postnummeret på adressen abonnementet er registrert på.',
    postalCodeInvalid: 'Postnummeret må ha fire sifre',
    search: 'Finn abonnementet',
    searching: 'Leter..',
    matchesHeading: 'Vi fant dette',
    pick: 'Velg abonnementet som er ditt',
    customerNumber: (masked: string) => `Kundenummer ${masked}`,
    pickRequired: 'Velg abonnementet du vil koble til',
    confirm: 'Koble til abonnementet',
    connecting: 'Kobler til..',
    noMatchHeading: 'Vi fant ikke noe abonnement',
    noMatch: 'Vi fant ikke noe abonnement som passer med det du skrev. Sjekk kundenummeret og postnummeret på fakturaen, og prøv igjen.',
    orderInstead: 'Har du ikke abonnement? Da kan du bestille et.',
    order: 'Bestill abonnement',
    callUs: 'Finner du det likevel ikke? Kundeservice hjelper deg.',
    customerService: 'Kundeservice',
    alreadyHas: 'Du har allerede et abonnement på denne avisen på brukeren din, så du kan ikke koble til et til. Kontakt kundesenteret hvis du vil slå dem sammen.',
    taken: 'Dette abonnementet er allerede koblet til en annen bruker, eller finnes ikke lenger. Kontakt kundesenteret, så hjelper vi deg.',
    tooManyAttempts: 'Du har søkt mange ganger uten treff. Vent et kvarter før du prøver igjen, eller kontakt kundesenteret, så hjelper vi deg.',
  },
  noSubscription: {
    connectHeading: 'Har du allerede abonnement?',
    connectText: 'Har du abonnement på papiravisen eller et abonnement du har bestilt på en annen måte, kan du koble det til brukeren din. Du trenger kundenummeret eller telefonnummeret fra fakturaen.',
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
  myContent: {
    articles: { title: 'Alle artikler på nett', text: (site: string) => `Les alt innhold på ${site}, også artiklene for abonnenter.` },
    app: { title: 'Appen', text: 'Les nyhetene i appen på mobil og nettbrett. Logg inn med samme bruker som her.' },
    eAvis: { title: 'E-avisen', text: 'Hele papiravisen som digital utgave, klar kvelden før eller tidlig om morgenen.' },
    paperEveryDay: { title: 'Papiravisen alle dager', text: 'Avisen leveres på døra hver utgivelsesdag.' },
    paperWeekend: { title: 'Papiravisen i helgen', text: 'Avisen leveres på døra i helgen.' },
    play: { title: 'TV og video', text: 'Se direktesendinger, programmer og video.', link: (host: string) => `Gå til ${host}` },
    liveSports: { title: 'Direkte sport', text: 'Følg kamper og resultater direkte.' },
    familySharing: {
      title: 'Familiedeling',
      text: 'Del abonnementet med dem du bor sammen med.',
      link: 'Gå til familiedeling',
      memberText: 'Du er med i familiedelingen, og abonnementet er delt med deg.',
      memberLink: 'Se hvem som deler med deg',
    },
    noAccess: 'Abonnementet ditt er ikke aktivt nå, så det gir ikke tilgang til innhold.',
    reactivate: 'Behold abonnementet',
    notYet: 'Abonnementet ditt har ikke startet ennå. Dette får du tilgang til når det starter:',
  },
  newPrices: {
    heading: 'Nye månedspriser',
    perMonth: (price: string) => `${price} per måned`,
    loading: 'Henter prisene..',
    loadFailed: 'Vi fikk ikke hentet prisene akkurat nå.',
  },
  purchase: {
    /** Spec section 3's display labels of the payment methods. */
    methods: { 'SWEDBANK-PPG': PAYMENT_METHOD_NAMES['SWEDBANK-PPG'], VIPPS: PAYMENT_METHOD_NAMES.VIPPS },
    offersLegend: 'Velg abonnement',
    methodLegend: 'Betalingsmåte',
    youthUnavailable: 'Ungdomsabonnementet er for deg under 34 år.',
    youthAlternative: (alternative: string) => `${alternative} gir deg alt innholdet på nett og i appen, og du kan si det opp når du vil.`,
    chooseAlternative: (alternative: string) => `Velg ${alternative} i stedet`,
    youthSwitched: (alternative: string) => `Ungdomsabonnementet er for deg under 34 år, så vi har valgt ${alternative} for deg.`,
    discountLabel: 'Rabattkode',
    discountHint: 'Har du fått en kode, kan du bruke den her.',
    applyDiscount: 'Bruk koden',
    checkingDiscount: 'Sjekker koden..',
    discountApplied: (code: string, wording: string) => `Koden ${code} gir deg ${wording}.`,
    discountUnknown: 'Vi kjenner ikke igjen denne rabattkoden. Sjekk at den er skrevet riktig.',
    birthdateLabel: 'Fødselsdato',
    birthdateHint: 'Skriv som dd.mm.åååå, for eksempel 24.12.1990. Du må være 18 år for å kjøpe abonnement.',
    submit: 'Gå til betaling',
    submitting: 'Sender deg til betaling..',
    tooYoungHelp: 'En forelder eller foresatt kan kjøpe abonnement i sitt navn. Har du spørsmål, hjelper kundeservice deg gjerne.',
    customerService: 'Kundeservice',
    noOffers: 'Det er ingen abonnement til salgs akkurat nå. Kontakt kundeservice, så hjelper de deg.',
    form: {
      offerRequired: 'Velg et abonnement',
      birthdateRequired: 'Fødselsdato er påkrevd',
      birthdateInvalid: 'Skriv fødselsdatoen som dd.mm.åååå, for eksempel 24.12.1990',
      birthdateImplausible: 'Sjekk fødselsdatoen: den kan ikke være fram i tid eller mer enn 120 år tilbake',
      tooYoung: 'Du må være 18 år eller eldre for å kjøpe abonnement.',
      notYouth: 'Ungdomsabonnementet er for deg under 34 år. Velg et annet abonnement.',
      discountTooLong: 'Rabattkoden kan ikke være lengre enn 40 tegn',
      discountUnsavable: 'Rabattkoden inneholder tegn vi ikke kan lagre. Sjekk koden.',
    },
    /** The backend's refusals of an order, each with its own sentence. */
    refusals: {
      TOO_YOUNG: 'Du må være 18 år eller eldre for å kjøpe abonnement.',
      NOT_YOUTH: 'Ungdomsabonnementet er for deg under 34 år. Velg et annet abonnement.',
      USER_HAS_ACTIVE_SUB: 'Du har allerede et abonnement hos oss, så du trenger ikke kjøpe et nytt.',
      DISCOUNT_NOT_FOUND: 'Rabattkoden gjelder ikke for dette abonnementet. Sjekk koden, eller fjern den.',
    },
    toMyPage: 'Til Min side',
    /** The pages that say why nothing was bought, by route. */
    outcomes: {
      '/feil-kjop': 'Betalingen ble avvist, så abonnementet ble ikke opprettet. Ingenting er trukket fra kortet eller Vipps-kontoen din. Du kan prøve igjen, gjerne med et annet kort eller med Vipps.',
      '/avbryt-bestilling': 'Abonnementet ble ikke opprettet, og ingenting er trukket fra kortet eller Vipps-kontoen din. Du kan bestille igjen når du vil.',
      '/bestilling-feilet': 'Tjenesten vår brukte for lang tid på å svare, så kjøpet ble ikke fullført, og du er ikke belastet. Prøv igjen om litt. Hvis du likevel ser abonnementet på Min side, er alt i orden.',
    },
    tryAgain: 'Prøv igjen',
    completing: 'Fullfører kjøpet..',
    noOrder: 'Vi fant ingen bestilling å fullføre, så ingenting er kjøpt eller trukket.',
    /** A paid order the buyer never came back from the provider to complete (home and /ingen-abonnement). */
    pending: {
      heading: 'Du har et betalt kjøp som ikke er fullført',
      text: (plan: string, method: string) => `Du har betalt for ${plan} med ${method}, men kjøpet ble ikke fullført. Fullfør det nå, så starter abonnementet.`,
      complete: 'Fullfør kjøpet',
    },
    completionRefused: 'Du har allerede et abonnement som løper, så dette kjøpet kan ikke fullføres. Kontakt kundesenteret, så får du pengene tilbake.',
    startOrder: 'Bestill abonnement',
    receipt: {
      heading: 'Dette har du kjøpt',
      plan: 'Abonnement',
      price: 'Pris',
      introPrice: (price: string, until: string) => `${price} for perioden til ${until}`,
      startDate: 'Starter',
      nextHeading: 'Dette skjer nå',
      nextDigital: 'Du har tilgang til alt innholdet på nett og i appen med én gang. Logg inn med den samme brukeren.',
      nextPaper: 'Papiravisen kommer i postkassen fra den første utgivelsen etter at vi har registrert leveringen, vanligvis innen noen dager.',
      nextTrial: (date: string, price: string) => `Etter introperioden fortsetter abonnementet til ${price} per måned fra ${date}. Du kan si det opp når du vil før det.`,
      nextPlain: (price: string) => `Abonnementet fortsetter til ${price} per måned til du sier det opp.`,
      manage: 'På Min side ser du abonnementet ditt, og kan endre eller si det opp.',
    },
    winback: {
      offersHeading: 'Tilbud til deg',
      order: 'Bestill',
      noOffers: 'Vi har ingen tilbud akkurat nå, men du kan fortsatt bestille abonnement.',
      allPlans: 'Se alle abonnement',
    },
  },
  payment: {
    methods: PAYMENT_METHOD_NAMES,
    /** Spec section 8, word for word. */
    noCardDetails: 'Ingen kortdetaljer tilgjengelig.',
    /** Spec section 8, word for word: the payment method could not be read. */
    loadFailed: 'Det oppstod en feil ved henting av betalingsmetode.',
    noMethod: 'Ingen betalingsmåte registrert.',
    card: (brand: string, last4: string, expiry: string) => `${brand} som slutter på ${last4}, gyldig til ${expiry.slice(5)}/${expiry.slice(0, 4)}`,
    cardExpiresSoon: (lastDay: string) => `Kortet utløper snart. Legg inn et nytt kort før ${formatIsoDate(lastDay)}.`,
    cardExpired: 'Kortet er utløpt. Legg inn et nytt kort.',
    vippsAgreement: (phone: string) => `Vipps-avtale på ${formatPhone(phone)}`,
    mobileBilling: (phone: string) => `Mobilnummer ${formatPhone(phone)}`,
    /** mayRemoveCard's refusals (domain/payment/payment-method.ts). */
    cardRemovalRefused: {
      noCard: 'Det er ikke registrert noe betalingskort på kontoen din.',
      onlyMethodOfPayingSubscription: 'Kortet kan ikke fjernes, for det er slik abonnementet ditt betales. Vil du betale på en annen måte, kan du bytte betalingsmåte.',
    },
    /** PAYMENT_IN_PROGRESS on a card or method trip (domain/payment/settlement.ts). */
    changeUnderWay:
      'Du har nettopp startet en endring av betalingsmåten hos betalingsleverandøren. Vent til den er ferdig, eller prøv igjen om 10 minutter. Betalingsmåten din vises på Min side.',
  },
  /** Home's payment-method card, /endre-betalingsmetode, /legg-til-betalingskort and their verify pages. */
  paymentMethod: {
    heading: 'Betalingsmåte',
    loading: 'Henter betalingsmåten …',
    change: 'Endre betalingsmåte',
    manageCard: 'Bytt eller fjern betalingskort',
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
      leaving: 'Sender deg videre …',
      required: 'Velg en betalingsmåte.',
      otherMethods: 'Vil du ha papirfaktura, eller betale over mobilregningen, kan kundesenteret ordne det.',
      manageCard: 'Vil du bare bytte eller fjerne kortet?',
    },
    card: {
      current: 'Registrert kort',
      none: 'Du har ikke registrert noe betalingskort.',
      add: 'Legg til betalingskort',
      update: 'Bytt kort',
      remove: 'Fjern kortet',
      keptWhilePaying: 'Abonnementet ditt betales med dette kortet, så du kan bytte det, men ikke fjerne det. Vil du betale på en annen måte?',
      confirmRemove: 'Vil du fjerne kortet? Da har du ingen betalingsmåte registrert.',
      confirmYes: 'Ja, fjern kortet',
      cancel: 'Avbryt',
      removed: 'Kortet er fjernet.',
    },
    verify: {
      verifying: 'Vi sjekker svaret fra betalingsleverandøren …',
      changed: 'Betalingsmåten er endret',
      cardAdded: 'Kortet er lagt til',
      cardUpdated: 'Kortet er byttet',
      cardChanged: 'Kortet er registrert',
      nowPaysWith: 'Nå betaler du med',
      declined: { heading: 'Endringen ble avvist', text: 'Betalingsleverandøren godkjente ikke endringen. Ingenting er endret.' },
      aborted: { heading: 'Endringen ble avbrutt', text: 'Du avbrøt hos betalingsleverandøren. Ingenting er endret.' },
      timeout: { heading: 'Betalingsleverandøren svarte ikke', text: 'Det tok for lang tid hos betalingsleverandøren. Ingenting er endret.' },
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
  },
  /** Paper delivery: the address, vacation changes and complaints (issue 11). */
  delivery: {
    loadFailed: 'Vi fikk ikke hentet leveringsinformasjonen din.',
    heading: 'Levering av papiravisen',
    address: 'Adresse',
    changesLabel: 'Endringer i leveringen',
    change: { STOP: 'Stopp', TRANSFER: 'Midlertidig adresse', PERMANENT: 'Ny fast adresse' },
    period: (from: string, to: string | null) => (to === null ? `fra ${from} inntil videre` : from === to ? from : `fra ${from} til ${to}`),
    movesOn: (from: string) => `fra ${from}`,
    changeAddress: 'Endre leveringsadresse',
    vacationLink: 'Ferieomlegging',
    /** The first possible date a form offers, and why it is not the next paper's. */
    cutOff: (time: string) => `Endringer må være registrert innen kl. ${time} dagen før.`,
    deadlinePassed: (missed: string, time: string, first: string) => `Fristen for ${missed} gikk ut kl. ${time} dagen før, så første mulige dato er ${first}.`,
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
      fromBeyondHorizon: (last: string) => `Du kan registrere endringer som starter til og med ${last}, ett år fram i tid. Velg en tidligere dato.`,
      toBeyondHorizon: (last: string) => `Siste dag kan være til og med ${last}, ett år fram i tid. Velg en tidligere dato, eller «Inntil videre» og avslutt endringen her når du vet når.`,
      movePlanned: 'Du har allerede en planlagt adresseendring. Avbestill den først, så kan du registrere en ny adresse.',
      /** MAX_PLANNED_CHANGES. */
      tooManyChanges: (max: number) => `Du har ${max} endringer planlagt eller i gang, og flere tar vi ikke imot samtidig. Avbestill en du ikke trenger, eller vent til en er over.`,
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
      receipt: (day: string) => `Avisen kommer til den nye adressen fra ${day}. Du trenger ikke gjøre noe mer, og du får ingen ekstra regning.`,
      cancel: 'Avbestill adresseendringen',
      cancelling: 'Avbestiller..',
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
      presetLabel: (weeks: number, from: string, to: string) => `${weeks === 1 ? '1 uke' : `${weeks} uker`}: ${from} til ${to}`,
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
        /** What each day is (src/islands/Delivery/calendar.ts, DayKind). */
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
      actionLabel: (action: string, what: string, when: string) => `${action}: ${what} ${when}`,
    },
    complaint: {
      dateLegend: 'Hvilken dag gjelder det?',
      dateHint: 'Dager med levering de siste 14 dagene.',
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
      commentInvisible: 'Kommentaren inneholder usynlige tegn eller tegn som snur skriveretningen. Slike tegn følger ofte med når tekst limes inn: skriv den inn på nytt.',
      submit: 'Send melding',
      sending: 'Sender..',
      receiptHeading: 'Takk, vi har fått meldingen din',
      receipt: (day: string) => `Vi gir beskjed til avisbudet om ${day} og følger opp leveringen på adressen din. Du trenger ikke gjøre noe mer. Skjer det igjen, si fra på nytt.`,
      another: 'Meld fra om en annen dag',
      earlier: 'Tidligere meldinger',
      noEarlier: 'Du har ikke meldt fra om levering før.',
      codesFailed: 'Vi fikk ikke hentet valgene akkurat nå.',
      listFailed: 'Vi fikk ikke hentet de tidligere meldingene dine.',
      refusals: {
        notComplainable: 'Du kan bare melde fra om dager med levering de siste 14 dagene.',
        UNKNOWN_COMPLAINT_CODE: 'Det valget finnes ikke lenger. Last siden på nytt, og velg igjen.',
        TOO_MANY_COMPLAINTS: 'Du har allerede meldt fra om denne dagen tre ganger. Ring kundesenteret hvis noe fortsatt er galt.',
        NO_PAPER: 'Abonnementet ditt har ikke papiravis, så det er ingen levering å melde fra om.',
      },
    },
    noPaper: {
      heading: 'Abonnementet ditt har ikke papiravis',
      text: 'Du leser digitalt, så det er ingen avis å levere. Leveringsadresse, ferieomlegging og melding om levering gjelder bare papiravisen.',
      changePlan: 'Se abonnementer med papiravis',
    },
  },
  /** The delivery address form (spec: address fields and messages). */
  address: {
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
  },
  invoices: {
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
      print: 'Skriv ut / lagre som PDF',
      printHint: 'Velg «Lagre som PDF» som skriver for å få fakturaen som fil.',
    },
    methodLegend: 'Velg betalingsmåte',
    paying: 'Sender deg til betaling..',
    noInvoiceNo: 'Denne adressen viser ikke til noen faktura. Se alle fakturaene dine.',
    notFound: (invoiceNo: string) => `Vi finner ingen faktura med nummer ${invoiceNo} på kontoen din. Sjekk nummeret, eller se alle fakturaene dine.`,
    /** PAYMENT_IN_PROGRESS: a payment of this invoice is approved or still open at the provider. */
    paymentUnderWay:
      'En betaling av denne fakturaen er allerede i gang. Ikke betal en gang til: fakturaoversikten viser når den er registrert. Ble betalingen ikke fullført, kan du prøve igjen om 10 minutter.',
    alreadyPaid: (paidDate: string | null) => (paidDate ? `Denne fakturaen ble betalt ${paidDate}. Du trenger ikke gjøre noe mer.` : 'Denne fakturaen er allerede betalt. Du trenger ikke gjøre noe mer.'),
    invoiceLoadFailed: 'Vi fikk ikke hentet fakturaen akkurat nå.',
    /** /betaling, back from the provider. */
    verifying: 'Sjekker betalingen..',
    paid: 'Fakturaen er betalt',
    paidText: 'Takk! Betalingen er registrert.',
    outcomes: {
      declined: 'Betalingen ble avvist, så fakturaen er ikke betalt. Ingenting er trukket. Du kan prøve igjen, gjerne med et annet kort eller med Vipps.',
      aborted: 'Du avbrøt betalingen, så fakturaen er ikke betalt, og ingenting er trukket.',
      timeout: 'Betalingen tok for lang tid og ble ikke fullført. Fakturaen er ikke betalt, og ingenting er trukket. Prøv igjen om litt.',
      alreadyPaid: 'Fakturaen var allerede betalt da denne betalingen ble godkjent. Du får pengene for denne betalingen tilbake, vanligvis innen 5 virkedager. Du trenger ikke gjøre noe.',
      pending: 'Betalingen er godkjent, men vi har ikke fått beskjed fra betalingsleverandøren ennå. Fakturaoversikten viser «Betaling pågår» til den er registrert. Ikke betal en gang til.',
    },
    outcomeHeadings: {
      declined: 'Betalingen ble avvist',
      aborted: 'Betalingen er avbrutt',
      timeout: 'Betalingen ble ikke fullført',
      alreadyPaid: 'Fakturaen var allerede betalt',
      pending: 'Betalingen blir registrert',
    },
    refusals: {
      missing: 'Vi finner ingen betaling å sjekke her. Kom du hit fra en lenke, kan du se fakturaene dine og betale derfra.',
      unknown: 'Vi kjenner ikke igjen denne betalingen, så ingenting er registrert. Se fakturaoversikten for hva som er betalt.',
      replayed: 'Denne betalingen er allerede sjekket. Fakturaoversikten viser om fakturaen er betalt.',
    },
    refusalHeading: 'Ingen betaling å sjekke',
    tryAgain: 'Prøv igjen',
  },
} as const;

/** The person fields' words as the form schemas take them (src/domain/person/person-form.ts). */
export const personFieldWords = { ...nb.form, ...nb.person } satisfies PersonFieldMessages;

/** The address fields' words as the form schemas take them (src/domain/delivery/address-form.ts). */
export const addressFieldWords = {
  ...nb.address,
  required: nb.form.required,
  tooLong: nb.person.tooLong,
  invisibleCharacters: nb.person.invisibleCharacters,
} satisfies AddressFormMessages;

type ChangeRulesNow = Omit<ChangeRules, 'existing'>;
const deliveryDay = (date: IsoDate, rules: ChangeRulesNow) => formatDeliveryDay(date, rules.now);

/** Each refusal of a delivery change (the rule's, the register's, the backend's) in words, by its code. */
const DELIVERY_PROBLEM_TEXT: { [C in ChangeRefusal]: (rules: ChangeRulesNow, postalCode: string) => string } = {
  fromTooEarly: (rules) => nb.delivery.problems.fromTooEarly(deliveryDay(firstPossibleDate(rules.now, rules.cutOff, rules.pattern), rules)),
  toTooEarly: (rules) => nb.delivery.problems.toTooEarly(deliveryDay(earliestEnd(rules.now, rules.cutOff, rules.pattern), rules)),
  fromBeyondHorizon: (rules) => nb.delivery.problems.fromBeyondHorizon(deliveryDay(horizonOf(rules.now), rules)),
  toBeyondHorizon: (rules) => nb.delivery.problems.toBeyondHorizon(deliveryDay(horizonOf(rules.now), rules)),
  tooManyChanges: () => nb.delivery.problems.tooManyChanges(MAX_PLANNED_CHANGES),
  notDeliveryDay: (rules) => nb.delivery.problems.notDeliveryDay[rules.pattern],
  UNKNOWN_POSTAL_CODE: (_, postalCode) => nb.address.unknownPostalCode(postalCode),
  TOWN_MISMATCH: () => nb.address.townMismatch,
  inPast: () => nb.delivery.problems.inPast,
  toBeforeFrom: () => nb.delivery.problems.toBeforeFrom,
  overlaps: () => nb.delivery.problems.overlaps,
  movePlanned: () => nb.delivery.problems.movePlanned,
  started: () => nb.delivery.problems.started,
  CHANGE_NOT_FOUND: () => nb.delivery.problems.CHANGE_NOT_FOUND,
  TYPE_NOT_CHANGEABLE: () => nb.delivery.problems.TYPE_NOT_CHANGEABLE,
  NO_PAPER: () => nb.delivery.problems.NO_PAPER,
};

/** A rule's or the backend's reason in words, with the date the user can choose instead where there is one. */
export const deliveryProblemText = (code: ChangeRefusal, rules: ChangeRulesNow, postalCode = ''): string => DELIVERY_PROBLEM_TEXT[code](rules, postalCode);

/** The delivery change forms' words (src/domain/delivery/change-form.ts), a rule's reason with the dates of `rules`. */
export function changeFormWords(rules: Omit<ChangeRules, 'existing'>): ChangeFormMessages {
  return {
    ...addressFieldWords,
    moveFromRequired: nb.form.required(nb.delivery.move.from),
    fromRequired: nb.delivery.vacation.fromRequired,
    toRequired: nb.delivery.vacation.toRequired,
    notADate: nb.delivery.notADate,
    problem: (problem) => deliveryProblemText(problem, rules),
  };
}

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
      return nb.standing.trial(standing.until);
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

/** Dates as Norwegians read them: 1. november 2026. */
export function formatDate(date: Date): string {
  return new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Oslo' }).format(date);
}

/** A delivery day as it is read on a phone: "fredag 27. november", with the year only when it is not this year's. */
export function formatDeliveryDay(isoDate: string, now: Date = new Date()): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  const sameYear = isoDate.slice(0, 4) === String(now.getUTCFullYear());
  return new Intl.DateTimeFormat('nb-NO', { weekday: 'long', day: 'numeric', month: 'long', ...(sameYear ? {} : { year: 'numeric' }), timeZone: 'UTC' }).format(date);
}

const CALENDAR_DAY = new Intl.DateTimeFormat('nb-NO', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
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
export function deliveryChangeText(change: { type: 'STOP' | 'TRANSFER' | 'PERMANENT'; from: string; to: string | null }, now: Date = new Date()): { what: string; when: string } {
  const { change: what, movesOn, period } = nb.delivery;
  const from = formatDeliveryDay(change.from, now);
  const when = change.type === 'PERMANENT' ? movesOn(from) : period(from, change.to === null ? null : formatDeliveryDay(change.to, now));
  return { what: what[change.type], when };
}

/** An offer's price in words: "1 kr første måned, deretter 399 kr per måned", "449 kr per måned". */
export function priceWording({ price, intro }: PriceTerms): string {
  const monthly = `${formatPrice(price)} per måned`;
  if (!intro) return monthly;
  const first = intro.months === 1 ? `${formatPrice(intro.price)} første måned` : `${intro.months} måneder for ${formatPrice(intro.price)}`;
  return `${first}, deretter ${monthly}`;
}

/** A Norwegian phone number in the groups it is read in: mobile numbers 412 34 567, others 22 33 44 55. */
export function formatPhone(phone: string): string {
  const digits = normalisePhone(phone);
  if (digits === undefined) return phone;
  return /^[49]/.test(digits) ? `${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}` : digits.replace(/(\d{2})(?=\d)/g, '$1 ');
}

/** How an account pays, in a title, a line about it, and a warning when the subscriber must act. */
export interface PaymentMethodText {
  title: string;
  detail?: string;
  warning?: string;
}

export function paymentMethodText(info: PaymentMethodInfo, now: Date): PaymentMethodText {
  const text = nb.payment;
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
      return { title, detail, warning: expiry === 'expired' ? text.cardExpired : text.cardExpiresSoon(cardLastDay(card)) };
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
  if (group.kind === 'unpaid') return nb.invoices.unpaidGroup;
  return group.kind === 'year' ? nb.invoices.yearGroup(group.year) : undefined;
}

/** A wall-clock time as Norwegians write it: 12.00. */
export const formatClockTime = (time: string): string => time.replace(':', '.');
