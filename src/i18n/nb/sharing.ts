// The words of family sharing and business access (issue 12), apart from nb.ts so that only their five pages load
// them (the build's `sharing` chunk). One invitation model, so the results have one set of words.
import type { InviteOutcome, RemovalReason } from '../../domain/sharing/invite-report.ts';
import type { InvitationFilter } from '../../domain/sharing/invitation-list.ts';
import type { InviteFormMessages } from '../../domain/sharing/invite-forms.ts';
import {
  FAMILY_INVITATION_DAYS,
  type BusinessInvitationStatus,
  type FamilyInvitationStatus,
} from '../../domain/sharing/invitation.ts';
import { nb } from '../nb.ts';

/** "Én adresse", "3 adresser": how many addresses a report line is about, as a sentence starts. */
function addresses(count: number, one = 'adresse', many = 'adresser'): string {
  return count === 1 ? `Én ${one}` : `${count} ${many}`;
}

/** How long a family invitation's link works, from the rule: "14 dager". */
const INVITATION_DAYS = `${FAMILY_INVITATION_DAYS} dager`;

export const nbSharing = {
  familyStatus: {
    valid: 'Venter på svar',
    used: 'Godtatt',
    declined: 'Avslått',
    withdrawn: 'Trukket tilbake',
    expired: 'Utløpt',
  } satisfies Record<FamilyInvitationStatus, string>,
  businessStatus: { emailSent: 'Sendt', active: 'Aktiv' } satisfies Record<BusinessInvitationStatus, string>,
  confirmYes: 'Ja, fjern',
  cancel: 'Avbryt',
  emailLabel: 'E-postadresse',
  family: {
    loadFailed: 'Vi fikk ikke hentet familiedelingen akkurat nå.',
    none: 'Vi finner ingen familiedeling på abonnementet ditt. Kontakt kundesenteret, så hjelper de deg.',
    places: (planName: string, members: number, maximum: number) =>
      `Du deler ${planName} med ${members} av ${maximum} mulige.`,
    remaining: (count: number) => (count === 1 ? 'Du kan invitere én til.' : `Du kan invitere ${count} til.`),
    /** Open invitations hold a place each until they are answered, withdrawn or expire (familyPlaces). */
    waitingHold: (count: number) =>
      count === 1
        ? 'Én plass holdes av en invitasjon som venter på svar.'
        : `${count} plasser holdes av invitasjoner som venter på svar.`,
    full: 'Alle plassene er i bruk. Fjern et medlem eller trekk tilbake en invitasjon for å invitere noen nye.',
    membersHeading: 'Medlemmer',
    noMembers: 'Ingen deler abonnementet med deg ennå.',
    memberSince: (date: string) => `Med siden ${date}`,
    remove: 'Fjern',
    removeLabel: (name: string) => `Fjern ${name}`,
    confirmRemove: (name: string) => `Fjerne ${name}? ${name} mister tilgangen med en gang.`,
    removed: (name: string) => `${name} er fjernet og har ikke lenger tilgang.`,
    inviteHeading: 'Inviter noen i husstanden',
    inviteHint: `Vi sender en lenke som gjelder i ${INVITATION_DAYS}. Den må åpnes av en bruker med denne e-postadressen.`,
    invite: 'Send invitasjon',
    inviting: 'Sender…',
    invited: (email: string, until: string) => `Invitasjonen er sendt til ${email}. Lenken gjelder til ${until}.`,
    invitationsHeading: 'Invitasjoner',
    noInvitations: 'Du har ikke sendt noen invitasjoner.',
    validUntil: (date: string) => `gjelder til ${date}`,
    sentOn: (date: string) => `sendt ${date}`,
    withdraw: 'Trekk tilbake',
    withdrawLabel: (email: string) => `Trekk tilbake invitasjonen til ${email}`,
    withdrawn: (email: string) => `Invitasjonen til ${email} er trukket tilbake.`,
    /** Withdrawing asks first (issue 41): the link stops working at once. */
    confirmWithdraw: (email: string) =>
      `Trekke tilbake invitasjonen til ${email}? Lenken i e-posten slutter å virke med en gang, og plassen blir ledig.`,
    confirmWithdrawYes: 'Ja, trekk tilbake',
    /** Sending a waiting or expired invitation again (issue 41, resendVerdict). */
    resend: 'Send på nytt',
    resending: 'Sender…',
    resendLabel: (email: string) => `Send på nytt til ${email}`,
    resent: (email: string, until: string) =>
      `Invitasjonen er sendt på nytt til ${email}. Lenken gjelder til ${until}.`,
    resendRefusals: {
      NOT_OPEN: 'Invitasjonen er besvart eller trukket tilbake, så den sendes ikke på nytt. Listen er oppdatert.',
      userExist: 'Denne personen deler allerede abonnementet, eller har en nyere invitasjon som venter.',
      maxUsersReached:
        'Alle plassene er i bruk, så den utløpte invitasjonen kan ikke sendes på nytt. Fjern et medlem eller trekk tilbake en invitasjon først.',
      errorSaved: 'Vi fikk ikke sendt invitasjonen til denne adressen. Sjekk at den er riktig, og inviter på nytt.',
      tooManyMails:
        'Det er sendt så mange invitasjoner i dag, til denne adressen eller fra deg, at vi ikke sender flere før i morgen.',
      NOT_FAMILY_OWNER: 'Bare den som eier familieabonnementet, kan sende invitasjoner.',
      INVITATION_NOT_FOUND: 'Vi finner ikke invitasjonen lenger. Listen er oppdatert.',
    },
    refusals: {
      userExist: 'Denne personen deler allerede abonnementet, eller har en invitasjon som venter.',
      maxUsersReached: 'Alle plassene er i bruk. Fjern et medlem eller trekk tilbake en invitasjon først.',
      errorSaved: 'Vi fikk ikke sendt invitasjonen til denne adressen. Sjekk at den er riktig.',
      tooManyMails: `Det er sendt så mange invitasjoner i dag, til denne adressen eller fra deg, at vi ikke sender flere før i morgen. Invitasjonene som er sendt, gjelder fortsatt i ${INVITATION_DAYS}.`,
      NOT_FAMILY_OWNER: 'Bare den som eier familieabonnementet, kan invitere og fjerne medlemmer.',
      NOT_OPEN: 'Invitasjonen er ikke åpen lenger, så den kan ikke trekkes tilbake. Listen er oppdatert.',
      INVITATION_NOT_FOUND: 'Vi finner ikke invitasjonen lenger. Listen er oppdatert.',
      MEMBER_NOT_FOUND: 'Personen er ikke medlem lenger. Listen er oppdatert.',
    },
    member: {
      heading: 'Du er med i en familiedeling',
      shares: (ownerName: string, planName: string) => `${ownerName} deler ${planName} med deg.`,
      since: (date: string) => `Du har vært med siden ${date}.`,
      who: (ownerName: string) =>
        `Det er ${ownerName} som betaler og bestemmer hvem som blir invitert. Vil du ikke være med lenger, kan du gå ut av familiedelingen selv.`,
      content: 'Se hva du har tilgang til',
      /** Leaving on one's own (issue 41, leaveRefusal). */
      leave: 'Gå ut av familiedelingen',
      leaving: 'Går ut…',
      confirmLeave: (ownerName: string, planName: string) =>
        `Gå ut av familiedelingen? Du mister tilgangen til ${planName} med en gang. Vil du bli med igjen senere, må ${ownerName} sende en ny invitasjon.`,
      confirmLeaveYes: 'Ja, gå ut',
      left: {
        heading: 'Du er ikke lenger med i familiedelingen',
        text: (ownerName: string) =>
          `Du har ikke lenger tilgang gjennom familiedelingen med ${ownerName}, og plassen din er ledig igjen. Vil du fortsette å lese, kan du kjøpe et eget abonnement.`,
      },
      refusals: {
        NOT_FAMILY_MEMBER: 'Du er ikke med i familiedelingen lenger.',
        OWNER_CANNOT_LEAVE:
          'Det er du som eier familieabonnementet, så du kan ikke gå ut av det. Vil du slutte å dele, kan du fjerne medlemmene.',
      },
    },
    accepted: {
      shares: (ownerName: string, planName: string) =>
        `${ownerName} deler ${planName} med deg. Det koster deg ingenting.`,
      contentHeading: 'Dette har du nå tilgang til',
      owner: 'Det er du som deler dette familieabonnementet.',
      manage: 'Gå til familiedeling',
    },
  },
  /** Accepting an invitation (/verifiser-familiemedlem, /bedrift), spec §8's answers each with a next step. */
  accept: {
    familyIntro: (titleName: string) =>
      `Du er invitert til å dele et familieabonnement på ${titleName}. Når du godtar, får brukeren du er logget inn med nå tilgang. Det koster deg ingenting.`,
    businessIntro: (titleName: string) =>
      `Arbeidsgiveren din har invitert deg til å lese ${titleName} gjennom bedriftsabonnementet. Når du godtar, får brukeren du er logget inn med nå tilgang. Det koster deg ingenting.`,
    accept: 'Godta invitasjonen',
    accepting: 'Godtar…',
    /** What the invited person reads before answering (issue 24). */
    invitedBy: 'Invitert av',
    title: 'Avis',
    plan: 'Abonnement',
    signedInAs: 'Du er logget inn som',
    notYou: 'Ikke deg?',
    loadFailed: 'Vi fikk ikke hentet invitasjonen akkurat nå.',
    decline: 'Avslå',
    declining: 'Avslår…',
    confirmDecline: (invitedBy: string) =>
      `Avslå invitasjonen fra ${invitedBy}? Du får ikke tilgang, og lenken kan ikke brukes igjen. Plassen blir ledig, og vil du likevel være med senere, må ${invitedBy} sende en ny invitasjon.`,
    confirmDeclineYes: 'Ja, avslå',
    declinedNow: {
      heading: 'Du har avslått invitasjonen',
      text: (invitedBy: string) =>
        `Du får ikke tilgang gjennom denne invitasjonen, og lenken virker ikke lenger. Ombestemmer du deg, kan ${invitedBy} sende en ny.`,
    },
    switchUser: 'Logg inn med en annen bruker',
    toContent: 'Se hva du har tilgang til',
    businessAccepted: {
      heading: 'Du har fått tilgang',
      text: (providedBy: string, planName: string) =>
        `${providedBy} gir deg ${planName}. Du betaler ingenting selv, og det er arbeidsgiveren som styrer tilgangen.`,
    },
    family: {
      expired: {
        heading: 'Invitasjonen er utløpt',
        text: `Lenken gjaldt i ${INVITATION_DAYS} og virker ikke lenger. Be den som inviterte deg, om å sende en ny invitasjon.`,
      },
      used: {
        heading: 'Invitasjonen er allerede brukt',
        text: 'Denne invitasjonen er allerede godtatt. Har du godtatt den selv, finner du abonnementet på Min side.',
      },
      declined: {
        heading: 'Invitasjonen er avslått',
        text: 'Denne invitasjonen er avslått og kan ikke godtas. Vil du likevel være med, må den som inviterte deg, sende en ny.',
      },
      withdrawn: {
        heading: 'Invitasjonen er trukket tilbake',
        text: 'Den som inviterte deg, har trukket invitasjonen tilbake, eller abonnementet deles ikke lenger. Ta kontakt med dem hvis du fortsatt skal være med.',
      },
      hasSubscription: {
        heading: 'Du har allerede et abonnement',
        text: 'Det finnes allerede et abonnement for brukeren din, så du kan ikke bli med i familiedelingen i tillegg. Vil du heller være med i familien, må abonnementet ditt avsluttes først.',
      },
      /** Also what someone the invitation was not sent to sees: they learn nothing of it, so the likely cause comes first. */
      notFound: {
        heading: 'Vi finner ikke invitasjonen',
        text: 'Vi finner ingen invitasjon med denne lenken til brukeren du er logget inn med. Ble invitasjonen sendt til en annen e-postadresse, logger du inn med brukeren som har den adressen. Ellers kan du sjekke at du åpnet hele lenken fra e-posten, eller be om en ny invitasjon.',
      },
    },
    business: {
      expired: {
        heading: 'Invitasjonen er utløpt',
        text: 'Lenken virker ikke lenger. Be den som administrerer bedriftsabonnementet, om en ny invitasjon.',
      },
      used: {
        heading: 'Invitasjonen er allerede brukt',
        text: 'Denne invitasjonen er allerede godtatt. Har du godtatt den selv, finner du tilgangen på Min side.',
      },
      declined: {
        heading: 'Invitasjonen er avslått',
        text: 'Denne invitasjonen er avslått og kan ikke godtas. Vil du likevel ha tilgang, må den som administrerer bedriftsabonnementet, sende en ny.',
      },
      withdrawn: {
        heading: 'Invitasjonen gjelder ikke lenger',
        text: 'Bedriftsabonnementet gir ikke tilgang gjennom denne invitasjonen lenger. Ta kontakt med den som administrerer det hos arbeidsgiveren din.',
      },
      hasSubscription: {
        heading: 'Du er allerede abonnent',
        text: 'Du har allerede et abonnement med denne brukeren, så tilgangen fra arbeidsgiveren kan ikke legges til. Vil du bytte til bedriftens abonnement, hjelper kundesenteret deg.',
      },
      notFound: {
        heading: 'Vi finner ikke invitasjonen',
        text: 'Vi finner ingen invitasjon med denne lenken til brukeren du er logget inn med. Invitasjonen sendes til jobbadressen din: logg inn med brukeren som har den. Ellers kan du sjekke at du åpnet hele lenken fra e-posten, eller be arbeidsgiveren om en ny invitasjon.',
      },
    },
    /** Spec §8's generic failure (family) and generic registration error (business): nothing changed, try again. */
    failed: 'Vi fikk ikke registrert invitasjonen akkurat nå. Ingenting er endret.',
  },
  business: {
    loadFailed: 'Vi fikk ikke hentet invitasjonene akkurat nå.',
    domain: (domain: string) => `E-postdomene: ${domain}`,
    used: (count: number, maximum: number) => `${count} av ${maximum} invitasjoner er i bruk.`,
    remaining: (count: number) =>
      count === 0 ? 'Dere har nådd maksimalt antall invitasjoner.' : `Du kan invitere ${count} til.`,
    inviteHeading: 'Inviter ansatte',
    emailsLabel: 'E-postadresser',
    emailsHint: (domain: string) =>
      `Lim inn adressene skilt med komma, mellomrom eller linjeskift. Bare adresser på ${domain} kan inviteres.`,
    emailsRequired: 'E-postadresser er påkrevd',
    invite: 'Send invitasjoner',
    inviting: 'Sender…',
    listHeading: 'Invitasjoner',
    filterLegend: 'Vis',
    filters: { all: 'Alle', sent: 'Sendt', active: 'Aktive' } satisfies Record<InvitationFilter, string>,
    filterLabel: (name: string, count: number) => `${name} (${count})`,
    search: 'Søk etter e-post',
    showing: (first: number, last: number, of: number) =>
      of === 0 ? 'Ingen invitasjoner passer.' : `Viser ${first}–${last} av ${of}`,
    added: (date: string) => `Lagt til ${date}`,
    selected: (count: number) => (count === 0 ? 'Ingen valgt' : `${count} valgt`),
    selectPage: 'Velg alle på siden',
    clearSelection: 'Fjern valget',
    resend: 'Send på nytt',
    remove: 'Fjern',
    resending: 'Sender…',
    removing: 'Fjerner…',
    confirmRemove: (count: number) =>
      `Fjerne ${count === 1 ? 'én invitasjon' : `${count} invitasjoner`}? De som har tatt i bruk tilgangen, mister den med en gang.`,
    previous: 'Forrige side',
    next: 'Neste side',
    page: (page: number, pages: number) => `Side ${page} av ${pages}`,
    pagingLabel: 'Sider',
    /** Spec §8's summaries, and what happened to each address. */
    report: {
      heading: 'Resultat',
      someNotSent: 'Noen e-poster ble ikke sendt.',
      maximumReached: 'Dere har nådd maksimalt antall invitasjoner. Fjern noen før du inviterer flere.',
      toCorrect: 'Adressene du må rette, står igjen i feltet. Rett dem og trykk «Send invitasjoner» igjen.',
      removed: (count: number) => (count === 1 ? 'Én invitasjon er fjernet.' : `${count} invitasjoner er fjernet.`),
      notAllRemoved: 'Ikke alle ble fjernet.',
      more: (count: number) => `og ${count} til`,
      /** "Send på nytt" beside the addresses that were already waiting. */
      resendWaiting: (count: number) =>
        count === 1 ? 'Send invitasjonen på nytt' : `Send de ${count} invitasjonene på nytt`,
      /** One line per outcome, each pasted address in exactly one (domain/sharing/invite-report.ts). */
      outcomes: {
        invited: (count: number) => (count === 1 ? 'Én invitasjon er sendt.' : `${count} invitasjoner er sendt.`),
        resent: (count: number) =>
          count === 1 ? 'Én invitasjon er sendt på nytt.' : `${count} invitasjoner er sendt på nytt.`,
        overLimit: (count: number) => `${addresses(count)} ble ikke invitert fordi maksimalt antall er nådd:`,
        errorSaved: (count: number) => `${count === 1 ? 'Én e-post' : `${count} e-poster`} kunne ikke sendes:`,
        tooManyMails: (count: number) =>
          `${addresses(count)} har fått så mange e-poster fra oss i dag at vi sender neste i morgen. Prøv igjen da:`,
        otherDomain: (count: number) => `${addresses(count)} er ikke på bedriftens domene og ble ikke invitert:`,
        invalid: (count: number) => `${addresses(count, 'ugyldig adresse', 'ugyldige adresser')} ble hoppet over:`,
        waiting: (count: number) =>
          `${addresses(count)} var allerede invitert og ble ikke lagt til på nytt. ${count === 1 ? 'Invitasjonen venter' : 'Invitasjonene venter'} på svar:`,
        active: (count: number) => `${addresses(count)} har allerede tilgang, så her er det ingenting å gjøre:`,
        notExist: (count: number) => `${addresses(count)} fantes ikke i listen lenger:`,
        duplicate: (count: number) => `${addresses(count)} sto flere ganger i listen og er tatt med bare én gang.`,
      } satisfies Record<InviteOutcome, (count: number) => string>,
      removalReasons: {
        failed: (count: number) => `${addresses(count)} kunne ikke fjernes (din egen tilgang fjernes ikke her):`,
        notExist: (count: number) => `${addresses(count)} fantes ikke i listen lenger:`,
      } satisfies Record<RemovalReason, (count: number) => string>,
    },
    refusals: { NOT_ADMIN: 'Brukeren din administrerer ikke dette bedriftsabonnementet lenger.' },
  },
} as const;

/** The invitation forms' words as their schemas take them (src/domain/sharing/invite-forms.ts). */
export const sharingFormWords = {
  emailRequired: nb.form.required(nbSharing.emailLabel),
  invalidEmail: nb.form.invalidEmail,
  emailsRequired: nbSharing.business.emailsRequired,
} satisfies InviteFormMessages;
