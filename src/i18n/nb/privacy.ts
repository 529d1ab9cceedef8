// The words of the privacy pages (issue 14): privacy settings, the consent steps and the two data hand-offs,
// apart from nb.ts so that only those pages load them (the build's `privacy` chunk).
import type { ConsentCategory, ConsentChoice } from '../../domain/privacy/consent.ts';
import type { ChoiceProblem, MarketingChoice } from '../../domain/privacy/marketing-consent.ts';
import { DATA_REQUEST_DAYS, PAYMENT_HISTORY_YEARS } from '../../domain/privacy/data-pages.ts';

export const nbPrivacy = {
  settings: {
    loading: 'Henter valgene dine…',
    heading: 'Dette har du valgt',
    choice: { accepted: 'Godtatt', refused: 'Avslått', unknown: 'Ikke valgt ennå' } satisfies Record<
      ConsentChoice,
      string
    >,
    categories: {
      advertising: {
        name: 'Annonser tilpasset deg',
        explains:
          'Vi og annonsørene våre bruker det du leser og gjør hos oss til å vise annonser som passer for deg. Sier du nei, ser du fortsatt annonser, men de er ikke tilpasset deg.',
      },
      analytics: {
        name: 'Analyse og statistikk',
        explains:
          'Vi måler hvordan sidene brukes, så vi kan rette feil og gjøre dem bedre. Sier du nei, husker vi ikke fra side til side hvilke utprøvinger av nye løsninger du er med i.',
      },
      marketing: {
        name: 'Markedsføring',
        explains:
          'Vi bruker opplysninger om deg og abonnementet ditt til å tilpasse tilbud og kampanjer fra oss på nettsidene. Nyhetsbrev og tilbud på e-post eller SMS velger du for seg, under «Nyhetsbrev og tilbud» lenger ned.',
      },
      personalization: {
        name: 'Tilpasset innhold',
        explains:
          'Vi tilpasser forsiden og anbefalingene etter det du har lest. Sier du nei, ser du det samme utvalget som alle andre.',
      },
    } satisfies Record<ConsentCategory, { name: string; explains: string }>,
    change: 'Endre valgene',
    changeHint:
      'Valgene gjelder i denne nettleseren. Du kan endre dem når du vil, også fra lenken «Personverninnstillinger» nederst på alle sider.',
    waiting: 'Samtykkeløsningen venter på at du velger i vinduet som er åpent.',
    off: 'Samtykkeløsningen er ikke i bruk på denne adressen, så her samler vi ikke inn noe som krever samtykke.',
    unavailableHeading: 'Samtykkeløsningen kunne ikke lastes',
    unavailable:
      'Vi fikk ikke lastet samtykkeløsningen. Det skjer ofte når en annonseblokkerer eller et personvernverktøy i nettleseren stopper den. Så lenge den ikke er lastet, sender vi ingen bruksstatistikk fra Min side, og du kan ikke se eller endre valgene her.',
    unavailableHelp: 'Vil du velge selv, kan du tillate samtykkeløsningen for denne siden og laste den inn på nytt.',
    reload: 'Last inn på nytt',
    categoriesHeading: 'Hva kategoriene betyr',
    newslettersHeading: 'Nyhetsbrev og tilbud',
    newsletters: 'Hva vi kan sende deg av nyhetsbrev og tilbud på e-post og SMS, velger du for seg.',
    newslettersLink: 'Velg nyhetsbrev og tilbud',
    dataHeading: 'Dataene dine',
    takeoutLink: 'Last ned dataene dine',
    deleteLink: 'Slett kontoen din',
  },
  steps: {
    intro: 'Vi vil gjerne holde kontakten med deg utover selve avisen. Du velger selv hva vi kan sende deg:',
    whyHeading: 'Hvorfor vi spør',
    why: 'Vi trenger samtykket ditt før vi sender deg nyhetsbrev og tilbud. Du kan trekke det tilbake når du vil, og valgene dine påvirker ikke abonnementet.',
    toChoices: 'Neste: Velg',
    back: 'Tilbake',
    legend: 'Dette kan vi sende deg',
    choices: {
      newsletters: { name: 'Nyhetsbrev på e-post', explains: 'Utvalgte saker og nyheter fra redaksjonen.' },
      offersByEmail: {
        name: 'Tilbud på e-post',
        explains: 'Tilbud på abonnement, arrangementer og fordeler for abonnenter.',
      },
      offersBySms: { name: 'Tilbud på SMS', explains: 'De samme tilbudene, som tekstmelding.' },
    } satisfies Record<MarketingChoice, { name: string; explains: string }>,
    sentTo: (where: string) => `Sendes til ${where}.`,
    /** What is saved, beside a box that may show another choice being made. */
    saidOn: (granted: boolean, date: string) => `Du sa ${granted ? 'ja' : 'nei'} ${date}.`,
    given: (granted: boolean, date: string) => `${granted ? 'Ja' : 'Nei'}, valgt ${date}.`,
    problems: {
      NO_EMAIL: 'Vi har ingen e-postadresse å sende til. Legg den inn under Kontaktinformasjon først.',
      NO_PHONE: 'Vi har ikke telefonnummeret ditt. Legg det inn under Kontaktinformasjon først.',
    } satisfies Record<ChoiceProblem, string>,
    contactLink: 'Til Kontaktinformasjon',
    loadFailed: 'Vi fikk ikke hentet valgene dine akkurat nå.',
    save: 'Lagre valgene',
    saving: 'Lagrer…',
    savedHeading: 'Valgene dine er lagret',
    nothingSaved: 'Du har ikke gitt oss noe samtykke ennå.',
    start: 'Velg hva vi kan sende deg',
    howToChange: 'Slik endrer du dem senere',
    changeHere:
      'Her på Min side: velg «Personverninnstillinger» og så «Velg nyhetsbrev og tilbud», eller følg lenken under.',
    changeInMail: 'I hvert nyhetsbrev og hver e-post med tilbud er det en lenke nederst for å melde deg av.',
    changeBySms: 'Får du tilbud på SMS, kan du svare STOPP.',
    changeLink: 'Endre valgene',
    home: 'Til Min side',
  },
  data: {
    takeout: {
      what: 'Du kan få en kopi av opplysningene vi har om deg: brukerkontoen, abonnementet og betalingene dine, og hva du har samtykket til.',
      steps: [
        'Vi sender deg videre til innloggingstjenesten, der brukerkontoen din er, og der bestiller du kopien.',
        `Du får en e-post med en lenke når dataene er klare, senest innen ${DATA_REQUEST_DAYS} dager.`,
      ],
      start: 'Last ned dataene mine',
      confirm: 'Du forlater nå Min side og går til innloggingstjenesten for å bestille kopien. Vil du fortsette?',
      go: 'Ja, gå videre',
    },
    delete: {
      what: `Sletter du kontoen, slettes brukeren din og opplysningene knyttet til den. Brukeren er den samme hos alle avisene i konsernet, så den slettes hos alle. Det kan ta opptil ${DATA_REQUEST_DAYS} dager.`,
      paymentHistory: `Betalingshistorikken kan ikke slettes før det har gått ${PAYMENT_HISTORY_YEARS} år. Den må vi ta vare på etter bokføringsloven.`,
      subscription:
        'Abonnementet avsluttes ikke av seg selv når kontoen slettes. Vil du avslutte det, må du si det opp først.',
      cancelLink: 'Si opp abonnementet',
      start: 'Slett kontoen min',
      confirm:
        'Er du sikker? En slettet konto kan ikke gjenopprettes, og du må logge inn på nytt med en ny konto for å lese avisen.',
      go: 'Ja, gå videre til sletting',
    },
    stepsHeading: 'Slik foregår det',
    cancel: 'Avbryt',
    leaving: 'Sender deg videre…',
  },
};
