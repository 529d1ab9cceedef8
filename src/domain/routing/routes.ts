// The route table of spec section 2: the one place pages, CDN redirects, guards and tests read from.

/**
 * Who may open a route.
 * - `public`: anyone.
 * - `auth`: a signed-in person; others are sent to login with a return to the full path.
 * - `subscriber`: signed in and with a subscription; others without one go to /ingen-abonnement.
 */
export type Access = 'public' | 'auth' | 'subscriber';

export type Area =
  | 'Hjem'
  | 'Data'
  | 'Student'
  | 'Bedrift'
  | 'Informasjon'
  | 'Samtykke'
  | 'Bestilling'
  | 'Familie'
  | 'Betaling'
  | 'Abonnement'
  | 'Annet';

export interface Route {
  /** The path as a person types it; `:name` marks a path segment the page reads itself. */
  path: string;
  area: Area;
  access: Access;
  /** Extra condition beyond `access`, from the spec's notes. */
  note?: 'admin' | 'verification' | 'invited';
  /** Page heading (Norwegian). */
  heading: string;
  /** One line on what the page is for (Norwegian), shown under the heading. */
  purpose: string;
}

export const ROUTES: readonly Route[] = [
  { path: '/', area: 'Hjem', access: 'subscriber', heading: 'Min side', purpose: 'Oversikt over abonnementet ditt og alt du kan gjøre selv.' },
  { path: '/callback', area: 'Hjem', access: 'public', heading: 'Logger inn', purpose: 'Her kommer du tilbake fra innloggingen.' },
  { path: '/kundeservice', area: 'Hjem', access: 'public', heading: 'Kundeservice', purpose: 'Svar på de vanligste spørsmålene, og hvordan du kontakter oss.' },
  { path: '/maintenance', area: 'Hjem', access: 'public', heading: 'Vedlikehold', purpose: 'Min side er midlertidig utilgjengelig mens vi gjør vedlikehold. Prøv igjen om litt.' },
  { path: '/tilbakemelding', area: 'Hjem', access: 'subscriber', heading: 'Meld fra om levering', purpose: 'Si fra hvis avisen ikke kom eller kom for sent.' },
  { path: '/endre-avislevering', area: 'Hjem', access: 'subscriber', heading: 'Ferieomlegging', purpose: 'Stopp avisen eller send den til en annen adresse mens du er borte.' },
  { path: '/endre-profil', area: 'Hjem', access: 'subscriber', heading: 'Endre profil', purpose: 'Endre navn, telefonnummer og fødselsdato.' },
  { path: '/mitt-innhold', area: 'Hjem', access: 'subscriber', heading: 'Mitt innhold', purpose: 'Dette gir abonnementet ditt tilgang til.' },

  { path: '/schibstedTakeoutGateway', area: 'Data', access: 'subscriber', heading: 'Last ned dine data', purpose: 'Vi sender deg videre til innloggingstjenesten, der du kan bestille en kopi av dataene dine.' },
  { path: '/schibstedDeleteGateway', area: 'Data', access: 'subscriber', heading: 'Slett kontoen din', purpose: 'Vi sender deg videre til innloggingstjenesten, der du kan slette kontoen din.' },

  { path: '/student', area: 'Student', access: 'public', heading: 'Studentabonnement', purpose: 'Er du student? Bekreft studentstatusen din og få studentpris.' },
  { path: '/student2', area: 'Student', access: 'public', heading: 'Studentabonnement', purpose: 'Er du student? Bekreft studentstatusen din og få studentpris.' },
  { path: '/student-verifisering', area: 'Student', access: 'auth', heading: 'Bekreft at du er student', purpose: 'Skriv inn studente-postadressen din, så sender vi deg en kode.' },
  { path: '/student-verifisering2', area: 'Student', access: 'auth', heading: 'Bekreft at du er student', purpose: 'Skriv inn studente-postadressen din, så sender vi deg en kode.' },
  { path: '/student-kvittering', area: 'Student', access: 'subscriber', heading: 'Studentabonnementet er klart', purpose: 'Kvittering for studentabonnementet ditt.' },
  { path: '/student-kvittering2', area: 'Student', access: 'subscriber', heading: 'Studentabonnementet er klart', purpose: 'Kvittering for studentabonnementet ditt.' },

  { path: '/bedrift', area: 'Bedrift', access: 'auth', note: 'verification', heading: 'Bedriftsabonnement', purpose: 'Bekreft tilgangen din gjennom arbeidsgiverens bedriftsabonnement.' },
  { path: '/administrer-bedrift', area: 'Bedrift', access: 'subscriber', note: 'admin', heading: 'Administrer bedriftsabonnement', purpose: 'Inviter ansatte og styr hvem som har tilgang.' },
  { path: '/vilkaar/bedrift', area: 'Bedrift', access: 'public', heading: 'Vilkår for bedriftsabonnement', purpose: 'Vilkårene som gjelder for bedriftsabonnement.' },

  { path: '/vilkaar', area: 'Informasjon', access: 'public', heading: 'Abonnementsvilkår', purpose: 'Vilkårene som gjelder for abonnementet ditt.' },
  { path: '/vilkaar-mer', area: 'Informasjon', access: 'public', heading: 'Utfyllende vilkår', purpose: 'Mer om tilbud, betaling og særskilte abonnement.' },
  { path: '/data', area: 'Informasjon', access: 'public', heading: 'Dine data', purpose: 'Slik laster du ned eller sletter dataene dine.' },
  { path: '/personvern', area: 'Informasjon', access: 'public', heading: 'Personvernerklæring', purpose: 'Hvordan vi behandler personopplysningene dine.' },
  { path: '/personverndetaljer', area: 'Informasjon', access: 'public', heading: 'Personverndetaljer', purpose: 'Detaljer om hvilke opplysninger vi behandler, og hvem som hjelper oss.' },
  { path: '/cookie-policy', area: 'Informasjon', access: 'public', heading: 'Informasjonskapsler', purpose: 'Hvilke informasjonskapsler vi bruker, og hvordan du endrer valgene dine.' },
  { path: '/personverninnstillinger', area: 'Informasjon', access: 'auth', heading: 'Personverninnstillinger', purpose: 'Velg hva vi kan bruke opplysningene dine til.' },

  { path: '/samtykke1', area: 'Samtykke', access: 'subscriber', heading: 'Samtykke', purpose: 'Steg 1 av 3: Velg hva vi kan bruke opplysningene dine til.' },
  { path: '/samtykke2', area: 'Samtykke', access: 'subscriber', heading: 'Samtykke', purpose: 'Steg 2 av 3: Velg hva vi kan bruke opplysningene dine til.' },
  { path: '/samtykke3', area: 'Samtykke', access: 'subscriber', heading: 'Samtykke', purpose: 'Steg 3 av 3: Velg hva vi kan bruke opplysningene dine til.' },

  { path: '/bestill-abonnement', area: 'Bestilling', access: 'auth', heading: 'Bestill abonnement', purpose: 'Velg abonnementet som passer deg.' },
  { path: '/winback', area: 'Bestilling', access: 'public', heading: 'Kom tilbake til oss', purpose: 'Et tilbud for deg som har vært abonnent før.' },
  { path: '/bestilling-feilet', area: 'Bestilling', access: 'auth', heading: 'Bestillingen tok for lang tid', purpose: 'Vi fikk ikke svar i tide, så bestillingen ble ikke fullført.' },
  { path: '/completepurchase', area: 'Bestilling', access: 'public', heading: 'Fullfører kjøpet', purpose: 'Vi fullfører kjøpet med betalingskort.' },
  { path: '/completevippspurchase', area: 'Bestilling', access: 'public', heading: 'Fullfører kjøpet', purpose: 'Vi fullfører kjøpet med Vipps.' },
  { path: '/feil-kjop', area: 'Bestilling', access: 'public', heading: 'Kjøp feilet', purpose: 'Kjøpet ble ikke gjennomført, og du er ikke belastet.' },
  { path: '/kvittering', area: 'Bestilling', access: 'subscriber', heading: 'Kvittering', purpose: 'Takk for bestillingen. Her er kvitteringen din.' },
  { path: '/leveringsadresse', area: 'Bestilling', access: 'subscriber', heading: 'Leveringsadresse', purpose: 'Endre adressen papiravisen leveres til.' },
  { path: '/kontakt', area: 'Bestilling', access: 'subscriber', heading: 'Kontaktinformasjon', purpose: 'Sjekk at vi kan nå deg om abonnementet ditt.' },

  { path: '/familiedeling', area: 'Familie', access: 'subscriber', heading: 'Familiedeling', purpose: 'Del abonnementet med dem du bor sammen med.' },
  { path: '/verifiser-familiemedlem', area: 'Familie', access: 'auth', note: 'invited', heading: 'Bli med i familiedeling', purpose: 'Bekreft invitasjonen du har fått til å dele et abonnement.' },
  { path: '/deling-akseptert', area: 'Familie', access: 'subscriber', heading: 'Du er med i familiedelingen', purpose: 'Invitasjonen er godtatt, og du har nå tilgang.' },

  { path: '/betaling', area: 'Betaling', access: 'public', heading: 'Betaling', purpose: 'Betal med betalingskort eller Vipps.' },
  { path: '/avbryt-bestilling', area: 'Betaling', access: 'public', heading: 'Bestillingen er avbrutt', purpose: 'Du avbrøt betalingen, og ingenting er trukket.' },
  { path: '/fakturaoversikt', area: 'Betaling', access: 'subscriber', heading: 'Fakturaoversikt', purpose: 'Se betalte og ubetalte fakturaer.' },
  { path: '/betal-faktura/:ariaInvoiceNo', area: 'Betaling', access: 'subscriber', heading: 'Betal faktura', purpose: 'Betal fakturaen med betalingskort eller Vipps.' },
  { path: '/endre-betalingsmetode', area: 'Betaling', access: 'subscriber', heading: 'Endre betalingsmåte', purpose: 'Bytt mellom betalingskort, Vipps og faktura.' },
  { path: '/endre-betalingsmetode/verify', area: 'Betaling', access: 'subscriber', heading: 'Bekrefter betalingsmåte', purpose: 'Vi sjekker den nye betalingsmåten din.' },
  { path: '/legg-til-betalingskort', area: 'Betaling', access: 'subscriber', heading: 'Legg til betalingskort', purpose: 'Legg til eller bytt betalingskortet abonnementet trekkes fra.' },
  { path: '/legg-til-betalingskort/verify', area: 'Betaling', access: 'subscriber', heading: 'Bekrefter betalingskort', purpose: 'Vi sjekker det nye betalingskortet ditt.' },

  { path: '/ingen-abonnement', area: 'Abonnement', access: 'auth', heading: 'Du har ikke abonnement', purpose: 'Vi fant ikke noe abonnement på brukeren din. Koble til et abonnement du har, eller bestill et nytt.' },
  { path: '/allerede-abonnent', area: 'Abonnement', access: 'subscriber', heading: 'Du er allerede abonnent', purpose: 'Du har allerede et abonnement hos oss.' },
  { path: '/koble-bruker', area: 'Abonnement', access: 'auth', heading: 'Koble til abonnement', purpose: 'Finn abonnementet ditt og koble det til brukeren din.' },
  { path: '/endre-abonnement', area: 'Abonnement', access: 'subscriber', heading: 'Endre abonnement', purpose: 'Bytt til et annet abonnement.' },
  { path: '/receipt2', area: 'Abonnement', access: 'subscriber', heading: 'Endringen er registrert', purpose: 'Kvittering for endringen av abonnementet ditt.' },
  { path: '/avslutt-abonnement', area: 'Abonnement', access: 'subscriber', heading: 'Avslutt abonnement', purpose: 'Si opp abonnementet ditt.' },
  { path: '/abonnement-avsluttet', area: 'Abonnement', access: 'subscriber', heading: 'Abonnementet er sagt opp', purpose: 'Kvittering for oppsigelsen.' },
  { path: '/abonnement-reaktivert', area: 'Abonnement', access: 'subscriber', heading: 'Abonnementet er gjenopptatt', purpose: 'Abonnementet ditt fortsetter som før.' },
  { path: '/angre-oppsigelse', area: 'Abonnement', access: 'subscriber', heading: 'Angre oppsigelse', purpose: 'Ombestemt deg? Behold abonnementet ditt.' },
  { path: '/nye-priser', area: 'Abonnement', access: 'public', heading: 'Nye priser', purpose: 'Dette er de nye prisene, og fra når de gjelder.' },

  { path: '/404', area: 'Annet', access: 'public', heading: 'Fant ikke siden', purpose: 'Siden du lette etter finnes ikke, eller den er flyttet.' },
];

/** Paths that only redirect; they have no page of their own (see cdn-rules.ts). */
export const REDIRECT_ROUTES = ['/order-timeout', '/t/:path(.*)'] as const;

/** The route a path is served by, matching `:param` segments; undefined for an unknown path. */
export function findRoute(pathname: string): Route | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTES.find((route) => routePattern(route.path).test(trimmed));
}

/** `/betal-faktura/:ariaInvoiceNo` → /^\/betal-faktura\/[^/]+$/ */
export function routePattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('\\/');
  return new RegExp(`^${source}$`);
}

/** The static file path a route is built to, relative to the site root: `/vilkaar/bedrift` → `vilkaar/bedrift`. */
export function routeOutputPath(route: Route): string {
  return route.path.replace(/^\//, '').replace(/:[^/]+/g, '_');
}
