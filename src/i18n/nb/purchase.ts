// The words of buying a subscription: the order form, its payment and its outcome pages, and winback.
// Only the pages of this feature load them (the build's `i18n-nb-purchase` chunk); the words every page shares are in
// ../nb.ts.
import { ADULT_AGE, YOUTH_AGE_LIMIT } from '../../domain/purchase/age.ts';
import type { PriceTerms } from '../../domain/purchase/offer-terms.ts';
import { formatPrice, PAYMENT_METHOD_NAMES } from '../nb.ts';

export const nbPurchase = {
  /** Spec section 3's display labels of the payment methods. */
  methods: { 'SWEDBANK-PPG': PAYMENT_METHOD_NAMES['SWEDBANK-PPG'], VIPPS: PAYMENT_METHOD_NAMES.VIPPS },
  offersLegend: 'Velg abonnement',
  methodLegend: 'Betalingsmåte',
  youthUnavailable: `Ungdomsabonnementet er for deg under ${YOUTH_AGE_LIMIT} år.`,
  youthAlternative: (alternative: string) =>
    `${alternative} gir deg alt innholdet på nett og i appen, og du kan si det opp når du vil.`,
  chooseAlternative: (alternative: string) => `Velg ${alternative} i stedet`,
  youthSwitched: (alternative: string) =>
    `Ungdomsabonnementet er for deg under ${YOUTH_AGE_LIMIT} år, så vi har valgt ${alternative} for deg.`,
  discountLabel: 'Rabattkode',
  discountHint: 'Har du fått en kode, kan du bruke den her.',
  applyDiscount: 'Bruk koden',
  checkingDiscount: 'Sjekker koden…',
  discountApplied: (code: string, wording: string) => `Koden ${code} gir deg ${wording}.`,
  discountUnknown: 'Vi kjenner ikke igjen denne rabattkoden. Sjekk at den er skrevet riktig.',
  birthdateLabel: 'Fødselsdato',
  birthdateHint: `Skriv som dd.mm.åååå, for eksempel 24.12.1990. Du må være ${ADULT_AGE} år for å kjøpe abonnement.`,
  submit: 'Gå til betaling',
  submitting: 'Sender deg til betaling…',
  tooYoungHelp:
    'En forelder eller foresatt kan kjøpe abonnement i sitt navn. Har du spørsmål, hjelper kundeservice deg gjerne.',
  customerService: 'Kundeservice',
  studentLink: 'Er du student? Se studentabonnementet',
  noOffers: 'Det er ingen abonnement til salgs akkurat nå. Kontakt kundeservice, så hjelper de deg.',
  form: {
    offerRequired: 'Velg et abonnement',
    birthdateRequired: 'Fødselsdato er påkrevd',
    birthdateInvalid: 'Skriv fødselsdatoen som dd.mm.åååå, for eksempel 24.12.1990',
    birthdateImplausible: 'Sjekk fødselsdatoen: den kan ikke være fram i tid eller mer enn 120 år tilbake',
    tooYoung: `Du må være ${ADULT_AGE} år eller eldre for å kjøpe abonnement.`,
    notYouth: `Ungdomsabonnementet er for deg under ${YOUTH_AGE_LIMIT} år. Velg et annet abonnement.`,
    discountTooLong: (max: number) => `Rabattkoden kan ikke være lengre enn ${max} tegn`,
    discountUnsavable: 'Rabattkoden inneholder tegn vi ikke kan lagre. Sjekk koden.',
  },
  /** The backend's refusals of an order, each with its own sentence. */
  refusals: {
    TOO_YOUNG: `Du må være ${ADULT_AGE} år eller eldre for å kjøpe abonnement.`,
    NOT_YOUTH: `Ungdomsabonnementet er for deg under ${YOUTH_AGE_LIMIT} år. Velg et annet abonnement.`,
    USER_HAS_ACTIVE_SUB: 'Du har allerede et abonnement hos oss, så du trenger ikke kjøpe et nytt.',
    DISCOUNT_NOT_FOUND: 'Rabattkoden gjelder ikke for dette abonnementet. Sjekk koden, eller fjern den.',
  },
  toMyPage: 'Til Min side',
  /** The pages that say why nothing was bought, by route. */
  outcomes: {
    '/feil-kjop':
      'Betalingen ble avvist, så abonnementet ble ikke opprettet. Ingenting er trukket fra kortet eller Vipps-kontoen din. Du kan prøve igjen, gjerne med et annet kort eller med Vipps.',
    '/avbryt-bestilling':
      'Abonnementet ble ikke opprettet, og ingenting er trukket fra kortet eller Vipps-kontoen din. Du kan bestille igjen når du vil.',
    '/bestilling-feilet':
      'Tjenesten vår brukte for lang tid på å svare, så kjøpet ble ikke fullført, og du er ikke belastet. Prøv igjen om litt. Hvis du likevel ser abonnementet på Min side, er alt i orden.',
  },
  tryAgain: 'Prøv igjen',
  completing: 'Fullfører kjøpet…',
  noOrder: 'Vi fant ingen bestilling å fullføre, så ingenting er kjøpt eller trukket.',
  /** A paid order the buyer never came back from the provider to complete (home and /ingen-abonnement). */
  pending: {
    heading: 'Du har et betalt kjøp som ikke er fullført',
    text: (plan: string, method: string) =>
      `Du har betalt for ${plan} med ${method}, men kjøpet ble ikke fullført. Fullfør det nå, så starter abonnementet.`,
    complete: 'Fullfør kjøpet',
  },
  completionRefused:
    'Du har allerede et abonnement som løper, så dette kjøpet kan ikke fullføres. Kontakt kundesenteret, så får du pengene tilbake.',
  startOrder: 'Bestill abonnement',
  receipt: {
    heading: 'Dette har du kjøpt',
    plan: 'Abonnement',
    price: 'Pris',
    startDate: 'Starter',
    nextHeading: 'Dette skjer nå',
    nextDigital: 'Du har tilgang til alt innholdet på nett og i appen med én gang. Logg inn med den samme brukeren.',
    nextPaper:
      'Papiravisen kommer i postkassen fra den første utgivelsen etter at vi har registrert leveringen, vanligvis innen noen dager.',
    /** After the trial's terms, in home's words (nb.standing.trial). */
    trialCancel: 'Du kan si det opp når du vil før det.',
    nextPlain: (price: string) => `Abonnementet fortsetter til ${price} per måned til du sier det opp.`,
    manage: 'På Min side ser du abonnementet ditt, og kan endre eller si det opp.',
  },
  winback: {
    offersHeading: 'Tilbud til deg',
    order: 'Bestill',
    noOffers: 'Vi har ingen tilbud akkurat nå, men du kan fortsatt bestille abonnement.',
    allPlans: 'Se alle abonnement',
  },
} as const;

/** An offer's price in words: "1 kr første måned, deretter 399 kr per måned", "449 kr per måned". */
export function priceWording({ price, intro }: PriceTerms): string {
  const monthly = `${formatPrice(price)} per måned`;
  if (!intro) return monthly;
  const first =
    intro.months === 1
      ? `${formatPrice(intro.price)} første måned`
      : `${intro.months} måneder for ${formatPrice(intro.price)}`;
  return `${first}, deretter ${monthly}`;
}
