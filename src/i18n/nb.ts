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
} as const;

/** Dates as Norwegians read them: 1. november 2026. */
export function formatDate(date: Date): string {
  return new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Oslo' }).format(date);
}
