// Every user-facing string of the portal, in Norwegian bokmål (the only UI language).

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
    loggingOut: 'Logger ut..',
    errorHeading: 'Noe gikk galt',
    loadFailed: 'Vi fikk ikke hentet informasjonen din akkurat nå. Det er ikke noe galt med abonnementet ditt.',
    retry: 'Prøv igjen',
    loginFailed: 'Innloggingen kunne ikke fullføres. Prøv å logge inn på nytt.',
    loginAgain: 'Logg inn på nytt',
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
} as const;

/** Dates as Norwegians read them: 1. november 2026. */
export function formatDate(date: Date): string {
  return new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Oslo' }).format(date);
}
