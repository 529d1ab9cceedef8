// Each route's heading and the one line under it saying what the page is for, in bokmål. Kept apart from nb.ts
// because only the static frame (built HTML) reads them: no browser bundle carries the words of every page.
import type { RoutePath } from '../../domain/routing/routes.ts';

export interface RouteText {
  heading: string;
  /** One line on what the page is for, shown under the heading (and as the page's description). */
  purpose: string;
}

// A heading's word longer than 16 letters is wider than a 320 px phone's line (h1 at 1.75rem: 16 letters are at most
// 278 of its 288 px), so it carries soft hyphens (\u00ad) where the compound joins: it breaks where a reader expects
// it, not before its last letter (issue 41; route-texts.test.ts holds the rule).
export const nbRoutes = {
  '/': { heading: 'Min side', purpose: 'Oversikt over abonnementet ditt og alt du kan gjøre selv.' },
  '/callback': { heading: 'Logger inn', purpose: 'Her kommer du tilbake fra innloggingen.' },
  '/kundeservice': {
    heading: 'Kundeservice',
    purpose: 'Svar på de vanligste spørsmålene, og hvordan du kontakter oss.',
  },
  '/maintenance': {
    heading: 'Vedlikehold',
    purpose: 'Min side er midlertidig utilgjengelig mens vi gjør vedlikehold. Prøv igjen om litt.',
  },
  '/tilbakemelding': { heading: 'Meld fra om levering', purpose: 'Si fra hvis avisen ikke kom eller kom for sent.' },
  '/endre-avislevering': {
    heading: 'Ferieomlegging',
    purpose: 'Stopp avisen eller send den til en annen adresse mens du er borte.',
  },
  '/endre-profil': { heading: 'Endre profil', purpose: 'Endre navn, telefonnummer og fødselsdato.' },
  '/mitt-innhold': { heading: 'Mitt innhold', purpose: 'Dette gir abonnementet ditt tilgang til.' },
  '/schibstedTakeoutGateway': {
    heading: 'Last ned dine data',
    purpose: 'Bestill en kopi av opplysningene vi har om deg.',
  },
  '/schibstedDeleteGateway': {
    heading: 'Slett kontoen din',
    purpose: 'Slett brukerkontoen din og opplysningene knyttet til den.',
  },
  '/student': {
    heading: 'Student\u00adabonnement',
    purpose: 'Er du student? Bekreft studentstatusen din og få studentpris.',
  },
  '/student2': {
    heading: 'Bytt til student\u00adabonnement',
    purpose: 'Er du abonnent og student? Bytt abonnementet ditt til studentpris.',
  },
  '/student-verifisering': {
    heading: 'Bekreft at du er student',
    purpose: 'Bekreft studentstatusen med student-e-postadressen din, så får du studentabonnement.',
  },
  '/student-verifisering2': {
    heading: 'Bytt til student\u00adabonnement',
    purpose: 'Bekreft studentstatusen med student-e-postadressen din, så bytter vi abonnementet ditt til studentpris.',
  },
  '/student-kvittering': {
    heading: 'Student\u00adabonnementet er klart',
    purpose: 'Kvittering for studentabonnementet ditt.',
  },
  '/student-kvittering2': {
    heading: 'Byttet til student\u00adabonnement er bestilt',
    purpose: 'Kvittering for byttet til studentabonnement.',
  },
  '/bedrift': {
    heading: 'Bedrifts\u00adabonnement',
    purpose: 'Bekreft tilgangen din gjennom arbeidsgiverens bedriftsabonnement.',
  },
  '/administrer-bedrift': {
    heading: 'Administrer bedrifts\u00adabonnement',
    purpose: 'Inviter ansatte og styr hvem som har tilgang.',
  },
  '/vilkaar/bedrift': {
    heading: 'Vilkår for bedrifts\u00adabonnement',
    purpose: 'Vilkårene som gjelder for bedriftsabonnement.',
  },
  '/vilkaar': { heading: 'Abonnements\u00advilkår', purpose: 'Vilkårene som gjelder for abonnementet ditt.' },
  '/vilkaar-mer': { heading: 'Utfyllende vilkår', purpose: 'Mer om tilbud, betaling og særskilte abonnement.' },
  '/data': { heading: 'Dine data', purpose: 'Slik laster du ned eller sletter dataene dine.' },
  '/personvern': { heading: 'Personvern\u00aderklæring', purpose: 'Hvordan vi behandler personopplysningene dine.' },
  '/personverndetaljer': {
    heading: 'Personvern\u00addetaljer',
    purpose: 'Detaljer om hvilke opplysninger vi behandler, og hvem som hjelper oss.',
  },
  '/cookie-policy': {
    heading: 'Informasjons\u00adkapsler',
    purpose: 'Hvilke informasjonskapsler vi bruker, og hvordan du endrer valgene dine.',
  },
  '/personverninnstillinger': {
    heading: 'Personvern\u00adinnstillinger',
    purpose: 'Se og endre hva vi kan bruke opplysningene dine til i denne nettleseren.',
  },
  '/samtykke1': { heading: 'Nyhetsbrev og tilbud', purpose: 'Steg 1 av 3: Hva vi spør om, og hvorfor.' },
  '/samtykke2': { heading: 'Nyhetsbrev og tilbud', purpose: 'Steg 2 av 3: Velg hva vi kan sende deg.' },
  '/samtykke3': {
    heading: 'Nyhetsbrev og tilbud',
    purpose: 'Steg 3 av 3: Dette har du valgt, og slik endrer du det senere.',
  },
  '/bestill-abonnement': { heading: 'Bestill abonnement', purpose: 'Velg abonnementet som passer deg.' },
  '/winback': { heading: 'Kom tilbake til oss', purpose: 'Et tilbud for deg som har vært abonnent før.' },
  '/bestilling-feilet': {
    heading: 'Bestillingen tok for lang tid',
    purpose: 'Vi fikk ikke svar i tide, så bestillingen ble ikke fullført.',
  },
  '/completepurchase': { heading: 'Fullfører kjøpet', purpose: 'Vi fullfører kjøpet med betalingskort.' },
  '/completevippspurchase': { heading: 'Fullfører kjøpet', purpose: 'Vi fullfører kjøpet med Vipps.' },
  '/feil-kjop': { heading: 'Kjøp feilet', purpose: 'Kjøpet ble ikke gjennomført, og du er ikke belastet.' },
  '/kvittering': { heading: 'Kvittering', purpose: 'Takk for bestillingen. Her er kvitteringen din.' },
  '/leveringsadresse': { heading: 'Leveringsadresse', purpose: 'Endre adressen papiravisen leveres til.' },
  '/kontakt': { heading: 'Kontakt\u00adinformasjon', purpose: 'Sjekk at vi kan nå deg om abonnementet ditt.' },
  '/familiedeling': { heading: 'Familiedeling', purpose: 'Del abonnementet med dem du bor sammen med.' },
  '/verifiser-familiemedlem': {
    heading: 'Bli med i familiedeling',
    purpose: 'Bekreft invitasjonen du har fått til å dele et abonnement.',
  },
  '/deling-akseptert': {
    heading: 'Du er med i familiedelingen',
    purpose: 'Invitasjonen er godtatt, og du har nå tilgang.',
  },
  '/betaling': { heading: 'Betaling av faktura', purpose: 'Her ser du hvordan det gikk med betalingen.' },
  '/avbryt-bestilling': {
    heading: 'Bestillingen er avbrutt',
    purpose: 'Du avbrøt betalingen, og ingenting er trukket.',
  },
  '/fakturaoversikt': { heading: 'Fakturaoversikt', purpose: 'Se betalte og ubetalte fakturaer.' },
  '/faktura/:ariaInvoiceNo': {
    heading: 'Faktura',
    purpose: 'Alt om fakturaen. Du kan skrive den ut eller lagre den som PDF.',
  },
  '/betal-faktura/:ariaInvoiceNo': {
    heading: 'Betal faktura',
    purpose: 'Betal fakturaen med betalingskort eller Vipps.',
  },
  '/endre-betalingsmetode': {
    heading: 'Endre betalingsmåte',
    purpose: 'Betal med kort eller Vipps, eller med AvtaleGiro eller eFaktura fra nettbanken.',
  },
  '/endre-betalingsmetode/verify': {
    heading: 'Ny betalingsmåte',
    purpose: 'Her ser du hvordan det gikk med endringen av betalingsmåten.',
  },
  // Neutral: the links here say "Bytt betalingskort" where there is a card (issue 41); the page adds, replaces or removes.
  '/legg-til-betalingskort': {
    heading: 'Betalingskort',
    purpose: 'Legg til eller bytt betalingskortet abonnementet trekkes fra.',
  },
  '/legg-til-betalingskort/verify': {
    heading: 'Nytt betalingskort',
    purpose: 'Her ser du hvordan det gikk med betalingskortet.',
  },
  '/ingen-abonnement': {
    heading: 'Du har ikke abonnement',
    purpose: 'Vi fant ikke noe abonnement på brukeren din. Koble til et abonnement du har, eller bestill et nytt.',
  },
  '/allerede-abonnent': { heading: 'Du er allerede abonnent', purpose: 'Du har allerede et abonnement hos oss.' },
  '/koble-bruker': {
    heading: 'Koble til abonnement',
    purpose: 'Finn abonnementet ditt og koble det til brukeren din.',
  },
  '/endre-abonnement': { heading: 'Endre abonnement', purpose: 'Bytt til et annet abonnement.' },
  '/receipt2': { heading: 'Endringen er registrert', purpose: 'Kvittering for endringen av abonnementet ditt.' },
  '/avslutt-abonnement': { heading: 'Avslutt abonnement', purpose: 'Si opp abonnementet ditt.' },
  '/abonnement-avsluttet': { heading: 'Abonnementet er sagt opp', purpose: 'Kvittering for oppsigelsen.' },
  '/abonnement-reaktivert': { heading: 'Abonnementet er gjenopptatt', purpose: 'Du har abonnementet ditt videre.' },
  // Neutral: the way back (kept, or started again) is known only once the subscription is; the island's own heading
  // says which, in the words of the link that led here (nb.wayBack), issue 41.
  '/angre-oppsigelse': {
    heading: 'Oppsagt abonnement',
    purpose: 'Ombestemt deg? Behold abonnementet, eller start det igjen.',
  },
  '/nye-priser': { heading: 'Nye priser', purpose: 'Dette er de nye prisene, og fra når de gjelder.' },
  '/404': { heading: 'Fant ikke siden', purpose: 'Siden du lette etter finnes ikke, eller den er flyttet.' },
} satisfies Record<RoutePath, RouteText>;

/** The headings' words that carry soft hyphens, as typed (without them) → with them. */
const HYPHENATED = new Map(
  Object.values(nbRoutes as Record<string, RouteText>).flatMap(({ heading }) =>
    heading
      .split(' ')
      .filter((word) => word.includes('\u00ad'))
      .map((word) => [word.replaceAll('\u00ad', ''), word] as const),
  ),
);

/**
 * An editor's page title (a text page's h1, typed without soft hyphens) with the soft hyphens the route headings give
 * the same words, so "Studentabonnement" breaks on a 320 px phone where the heading of the same name does (issue 41).
 */
export function withSoftHyphens(text: string): string {
  return text
    .split(' ')
    .map((word) => HYPHENATED.get(word) ?? word)
    .join(' ');
}
