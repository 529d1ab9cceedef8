// The test people the identity twin offers and the reference backend knows, one per situation a screen must
// handle, plus the billing data around them (unconnected accounts, invitations); dates are set at seed time.
import type {
  Address,
  Complaint,
  Delivery,
  DeliveryChange,
  Invoice,
  PaymentMethodInfo,
  Subscription,
} from '../../../src/api/contract.ts';
import {
  BUSINESS_PLAN_MAX_INVITATIONS,
  type BusinessInvitationStatus,
} from '../../../src/domain/sharing/invitation.ts';
import { firstPaperDay, lastPaperDay, paperChangeOf } from '../../../src/domain/subscription/changes.ts';
import { STATUS, type StatusCode } from '../../../src/domain/subscription/status.ts';
import { kid } from './billing-numbers.ts';
import { complaintCodeText, type ComplaintCode } from './complaint-codes.ts';
import {
  nextDeliveryDay,
  previousDeliveryDay,
  type DeliveryPattern,
} from '../../../src/domain/delivery/delivery-days.ts';
import {
  addDays,
  addMonths,
  addYears,
  endOfMonth,
  firstOfNextMonth,
  osloDate,
  type IsoDate,
} from '../../../src/domain/time/oslo.ts';

export interface Plan {
  ariaPlanID: string;
  ariaScheduleID: string;
  planName: string;
  planProductType: 'DIGITAL' | 'COMBO';
  price: number;
}

const PLAN_SHAPES = {
  digital: { suffix: 'C-DIGITAL-DIGITAL', planName: 'Digitalabonnement', planProductType: 'DIGITAL', price: 399 },
  paper: { suffix: 'C-COMBO-7D', planName: 'Papiravis alle dager + digital', planProductType: 'COMBO', price: 599 },
  weekend: { suffix: 'C-COMBO-HELG', planName: 'Papiravis i helgen + digital', planProductType: 'COMBO', price: 449 },
  youth: { suffix: 'C-UNG-DIGITAL', planName: 'Ung digital', planProductType: 'DIGITAL', price: 99 },
  student: { suffix: 'C-STUDENT-DIGITAL', planName: 'Student digital', planProductType: 'DIGITAL', price: 149 },
  family: { suffix: 'C-FAMILIE-DIGITAL', planName: 'Familie digital', planProductType: 'DIGITAL', price: 499 },
  business: { suffix: 'C-BEDRIFT-DIGITAL', planName: 'Bedrift digital', planProductType: 'DIGITAL', price: 399 },
} as const;

export type PlanKey = keyof typeof PLAN_SHAPES;

/** Plan ids follow the billing system's pattern, e.g. ADR-C-DIGITAL-DIGITAL with schedule ADR-C-DIGITAL-DIGITAL-NOK-01. */
export function planFor(titleCode: string, key: PlanKey): Plan {
  const { suffix, ...shape } = PLAN_SHAPES[key];
  const ariaPlanID = `${titleCode}-${suffix}`;
  return { ...shape, ariaPlanID, ariaScheduleID: `${ariaPlanID}-NOK-01` };
}

interface SubscriptionSeed {
  plan: PlanKey;
  status: StatusCode;
  startedMonthsAgo: number;
  /** Defaults to the plan's price. */
  price?: number;
  endDate?: (today: IsoDate) => IsoDate;
  pendingPlan?: PlanKey;
  info1?: string;
  info2?: string;
  /** false marks a family subscription (spec section 3). */
  eligibleForSharing?: boolean;
}

export interface Persona {
  /** Stable id for tests and the twin's form. */
  id: string;
  /** What the twin's button says. */
  label: string;
  description: string;
  /** The identity provider's numeric user id, as the portal passes it around. */
  userId: string;
  givenName: string;
  familyName: string;
  email: string;
  phone: string;
  age: number;
  hasAccount: boolean;
  subscription?: SubscriptionSeed;
  /** How the account pays at seed time (computed from today, so an expiring card stays "soon"); none when left out. */
  payment?: (today: IsoDate, persona: Persona) => PaymentMethodInfo;
  /** The account's invoices at seed time; none when left out. */
  invoices?: InvoiceSeed;
  /** Where the paper goes and the changes registered: only for a subscription with paper. */
  delivery?: DeliverySeed;
  /** Delivery complaints registered before seed time. */
  complaints?: ComplaintSeed[];
}

/** A change of delivery, its dates in days from the seed's today (negative: in the past); `to` null is an open end. */
interface DeliveryChangeSeed {
  type: DeliveryChange['type'];
  fromDays: number;
  toDays: number | null;
  address?: Address;
  registeredDaysAgo: number;
}

interface DeliverySeed {
  address: Address;
  changes?: DeliveryChangeSeed[];
}

interface ComplaintSeed {
  daysAgo: number;
  code: ComplaintCode;
  comment: string | null;
}

/** Monthly invoices, newest first: `months` of them for the months up to this one, all paid unless named. */
interface InvoiceSeed {
  months: number;
  /** Months before this one whose invoice was never paid (so it is overdue); 0 is this month. */
  unpaid?: number[];
  /** The last invoice covers a month this many months back (an ended subscription's). */
  fromMonthsAgo?: number;
  /** Also next month's invoice, unpaid and due in two weeks. */
  upcoming?: boolean;
  /** The amount of the invoice `monthsAgo` back; the subscription's price when left out. */
  amount?: (monthsAgo: number) => number;
}

const yearMonth = (date: IsoDate) => date.slice(0, 7);
const card =
  (brand: string, last4: string, expiry: (today: IsoDate) => IsoDate) =>
  (today: IsoDate): PaymentMethodInfo => ({
    method: 'SWEDBANK-PPG',
    card: { brand, last4, expiry: yearMonth(expiry(today)) },
  });
/** The last month of the card's life ends within 60 days: the month 30 days from now. */
const EXPIRING_SOON = card('Visa', '4242', (today) => addDays(today, 30));
const VALID_CARD = card('Mastercard', '5454', (today) => addYears(today, 3));
const EXPIRED_CARD = card('Visa', '1881', (today) => addMonths(today, -2));
const VIPPS = (_: IsoDate, persona: Persona): PaymentMethodInfo => ({ method: 'VIPPS', phone: persona.phone });
const BY_INVOICE = (method: 'AVTALEGIRO' | 'BANKGIRO' | 'EFAKTURA') => (): PaymentMethodInfo => ({ method });
/** What the digital plan cost over the years: 299,50 four years ago, 399 this year. */
const DIGITAL_PRICE_HISTORY = (monthsAgo: number) =>
  monthsAgo >= 36 ? 299.5 : monthsAgo >= 24 ? 349 : monthsAgo >= 12 ? 379.9 : 399;

const TWO_WEEKS = (today: IsoDate) => addDays(today, 14);

const KONGENS_GATE: Address = {
  coName: '',
  street: 'Kongens gate',
  streetNumber: '14B',
  apartmentNumber: 'H0302',
  floor: '3',
  postalCode: '7011',
  town: 'Trondheim',
};
const HYTTA_OPPDAL: Address = {
  coName: 'Per Olsen',
  street: 'Fjellvegen',
  streetNumber: '12',
  apartmentNumber: null,
  floor: '',
  postalCode: '7340',
  town: 'Oppdal',
};
const LADE_ALLE: Address = {
  coName: '',
  street: 'Lade allé',
  streetNumber: '80',
  apartmentNumber: 'H0201',
  floor: '2',
  postalCode: '7041',
  town: 'Trondheim',
};
/** Where the paper of pending-plan-change's change to the weekend paper goes (issue 41: a change to paper has one). */
const BAKKEGATA: Address = {
  coName: '',
  street: 'Bakkegata',
  streetNumber: '5',
  apartmentNumber: null,
  floor: '',
  postalCode: '7014',
  town: 'Trondheim',
};

export const PERSONAS: readonly Persona[] = [
  {
    id: 'no-account',
    label: 'Ingen konto ennå',
    description: 'Ny bruker uten kundekonto. Kontoen opprettes ved første besøk.',
    userId: '1000001',
    givenName: 'Ingrid',
    familyName: 'Berg',
    email: 'ingrid.berg@example.com',
    phone: '41234501',
    age: 45,
    hasAccount: false,
  },
  {
    id: 'no-subscription',
    label: 'Innlogget uten abonnement',
    description: 'Har kundekonto, men ikke noe abonnement.',
    userId: '1000002',
    givenName: 'Lars',
    familyName: 'Johansen',
    email: 'lars.johansen@example.com',
    phone: '41234502',
    age: 38,
    hasAccount: true,
  },
  {
    id: 'digital',
    label: 'Aktivt digitalabonnement',
    description: 'Betaler for digitalabonnement, alt er i orden.',
    userId: '1000003',
    givenName: 'Marte',
    familyName: 'Solberg',
    email: 'marte.solberg@example.com',
    phone: '41234503',
    age: 41,
    hasAccount: true,
    subscription: { plan: 'digital', status: STATUS.ACTIVE, startedMonthsAgo: 26 },
    payment: EXPIRING_SOON,
    invoices: { months: 48, unpaid: [2], upcoming: true, amount: DIGITAL_PRICE_HISTORY },
  },
  {
    id: 'paper',
    label: 'Papiravis',
    description: 'Får papiravisen alle dager, med digital tilgang.',
    userId: '1000004',
    givenName: 'Per',
    familyName: 'Olsen',
    email: 'per.olsen@example.com',
    phone: '41234504',
    age: 67,
    hasAccount: true,
    subscription: { plan: 'paper', status: STATUS.ACTIVE, startedMonthsAgo: 120 },
    payment: BY_INVOICE('AVTALEGIRO'),
    invoices: { months: 3 },
    // Two weeks at the cabin in three weeks' time; the paper went missing once last week.
    delivery: {
      address: KONGENS_GATE,
      changes: [{ type: 'TRANSFER', fromDays: 21, toDays: 34, address: HYTTA_OPPDAL, registeredDaysAgo: 2 }],
    },
    complaints: [{ daysAgo: 6, code: 'IKKE_MOTTATT', comment: 'Postkassen var tom.' }],
  },
  {
    id: 'youth',
    label: 'Ungdomsabonnement',
    description: '22 år, har ungdomsabonnement.',
    userId: '1000005',
    givenName: 'Emma',
    familyName: 'Haugen',
    email: 'emma.haugen@example.com',
    phone: '41234505',
    age: 22,
    hasAccount: true,
    subscription: { plan: 'youth', status: STATUS.ACTIVE, startedMonthsAgo: 8 },
    payment: VIPPS,
    invoices: { months: 2 },
  },
  {
    id: 'trial',
    label: 'Prøveperiode',
    description: 'Prøver digitalabonnement for 1 kr, prøveperioden slutter om to uker.',
    userId: '1000006',
    givenName: 'Jonas',
    familyName: 'Bakken',
    email: 'jonas.bakken@example.com',
    phone: '41234506',
    age: 29,
    hasAccount: true,
    subscription: { plan: 'digital', status: STATUS.TRIAL, startedMonthsAgo: 0, price: 1, endDate: TWO_WEEKS },
    payment: VALID_CARD,
  },
  {
    id: 'pending-cancellation',
    label: 'Oppsagt, løper ut',
    description: 'Har sagt opp; abonnementet varer ut måneden og kan angres.',
    userId: '1000007',
    givenName: 'Silje',
    familyName: 'Andersen',
    email: 'silje.andersen@example.com',
    phone: '41234507',
    age: 34,
    hasAccount: true,
    subscription: { plan: 'digital', status: STATUS.PENDING_CANCELLATION, startedMonthsAgo: 14, endDate: endOfMonth },
    payment: EXPIRED_CARD,
    invoices: { months: 3 },
  },
  {
    id: 'cancelled',
    label: 'Avsluttet',
    description: 'Abonnementet er avsluttet og kan gjenopptas.',
    userId: '1000008',
    givenName: 'Thomas',
    familyName: 'Pedersen',
    email: 'thomas.pedersen@example.com',
    phone: '41234508',
    age: 52,
    hasAccount: true,
    subscription: {
      plan: 'digital',
      status: STATUS.CANCELLED,
      startedMonthsAgo: 30,
      endDate: (today) => addMonths(today, -2),
    },
    payment: BY_INVOICE('BANKGIRO'),
    invoices: { months: 3, fromMonthsAgo: 3 },
  },
  {
    id: 'pending-plan-change',
    label: 'Planendring venter',
    description: 'Bytter fra digital til papiravis i helgen fra den første i neste måned.',
    userId: '1000009',
    givenName: 'Hanne',
    familyName: 'Kristiansen',
    email: 'hanne.kristiansen@example.com',
    phone: '41234509',
    age: 47,
    hasAccount: true,
    subscription: { plan: 'digital', status: STATUS.ACTIVE, startedMonthsAgo: 18, pendingPlan: 'weekend' },
    payment: VALID_CARD,
    invoices: { months: 2 },
    delivery: { address: BAKKEGATA },
  },
  {
    id: 'business-admin',
    label: 'Bedriftsadministrator',
    description: 'Administrerer bedriftsabonnementet og de ansattes tilgang.',
    userId: '1000010',
    givenName: 'Erik',
    familyName: 'Nilsen',
    email: 'erik.nilsen@fjordbygg.no',
    phone: '41234510',
    age: 50,
    hasAccount: true,
    subscription: { plan: 'business', status: STATUS.ACTIVE, startedMonthsAgo: 24, info1: 'bedrift:admin' },
    payment: BY_INVOICE('EFAKTURA'),
    invoices: { months: 2 },
  },
  {
    id: 'business-employee',
    label: 'Ansatt med bedriftsabonnement',
    description: 'Har tilgang gjennom arbeidsgiveren og betaler ikke selv.',
    userId: '1000011',
    givenName: 'Nora',
    familyName: 'Larsen',
    email: 'nora.larsen@fjordbygg.no',
    phone: '41234511',
    age: 31,
    hasAccount: true,
    subscription: {
      plan: 'business',
      status: STATUS.ACTIVE,
      startedMonthsAgo: 6,
      price: 0,
      info1: 'bedrift:ansatt',
      info2: 'nonpaying',
    },
  },
  {
    id: 'family-owner',
    label: 'Familieabonnement',
    description: 'Eier et familieabonnement og kan dele det med husstanden.',
    userId: '1000012',
    givenName: 'Anne',
    familyName: 'Eriksen',
    email: 'anne.eriksen@example.com',
    phone: '41234512',
    age: 44,
    hasAccount: true,
    subscription: { plan: 'family', status: STATUS.ACTIVE, startedMonthsAgo: 15, eligibleForSharing: false },
    payment: BY_INVOICE('EFAKTURA'),
    invoices: { months: 3 },
  },
  {
    id: 'invited-family-member',
    label: 'Invitert familiemedlem',
    description: 'Har fått en invitasjon til familieabonnement, men ikke tatt den i bruk.',
    userId: '1000013',
    givenName: 'Magnus',
    familyName: 'Eriksen',
    email: 'magnus.eriksen@example.com',
    phone: '41234513',
    age: 19,
    hasAccount: true,
  },
  {
    id: 'student',
    label: 'Studentabonnement',
    description: 'Verifisert student med studentabonnement.',
    userId: '1000014',
    givenName: 'Sara',
    familyName: 'Lie',
    email: 'sara.lie@example.com',
    phone: '41234514',
    age: 23,
    hasAccount: true,
    subscription: { plan: 'student', status: STATUS.ACTIVE, startedMonthsAgo: 4 },
    payment: VIPPS,
    invoices: { months: 1 },
  },
  // Student subscription (issue 13): someone new who studies, and a subscriber who has started to. Their user ids
  // count from 1000041, clear of the personas other features add.
  {
    id: 'new-student',
    label: 'Student uten abonnement',
    description: 'Studerer, har verken kundekonto eller abonnement, og vil ha studentabonnement.',
    userId: '1000041',
    givenName: 'Jenny',
    familyName: 'Vik',
    email: 'jenny.vik@example.com',
    phone: '41234541',
    age: 21,
    hasAccount: false,
  },
  {
    id: 'switching-student',
    label: 'Abonnent som blir student',
    description: 'Betaler for digitalabonnement, har begynt å studere og vil bytte til studentpris.',
    userId: '1000042',
    givenName: 'Ole',
    familyName: 'Brekke',
    email: 'ole.brekke@example.com',
    phone: '41234542',
    age: 20,
    hasAccount: true,
    subscription: { plan: 'digital', status: STATUS.ACTIVE, startedMonthsAgo: 14 },
    payment: VALID_CARD,
    invoices: { months: 2 },
  },
  {
    id: 'minor-no-subscription',
    label: 'Sytten år, uten abonnement',
    description: '17 år, har kundekonto, men er for ung til å kjøpe abonnement selv.',
    userId: '1000015',
    givenName: 'Ida',
    familyName: 'Moen',
    email: 'ida.moen@example.com',
    phone: '41234515',
    age: 17,
    hasAccount: true,
  },
  {
    id: 'over-youth-no-subscription',
    label: 'Fylt 34, uten abonnement',
    description: '34 år, har kundekonto uten abonnement, og er for gammel til ungdomsabonnement.',
    userId: '1000016',
    givenName: 'Kristian',
    familyName: 'Dahl',
    email: 'kristian.dahl@example.com',
    phone: '41234516',
    age: 34,
    hasAccount: true,
  },
  {
    id: 'weekend-paper',
    label: 'Papiravis i helgen',
    description: 'Får papiravisen fredag og lørdag; leveringen er stanset mens hun er på ferie.',
    userId: '1000017',
    givenName: 'Sigrid',
    familyName: 'Aune',
    email: 'sigrid.aune@example.com',
    phone: '41234517',
    age: 58,
    hasAccount: true,
    subscription: { plan: 'weekend', status: STATUS.ACTIVE, startedMonthsAgo: 40 },
    payment: BY_INVOICE('EFAKTURA'),
    invoices: { months: 2 },
    // On holiday since a few days ago, with no end date given yet.
    delivery: { address: LADE_ALLE, changes: [{ type: 'STOP', fromDays: -4, toDays: null, registeredDaysAgo: 10 }] },
  },
  // Sharing (issue 12): a member of Anne's family, an employee invited by Erik's company, and the same employee
  // signed in with a private address the invitation was not sent to.
  {
    id: 'family-member',
    label: 'Familiemedlem',
    description: 'Deler familieabonnementet til Anne Eriksen og betaler ikke selv.',
    userId: '1000031',
    givenName: 'Jenny',
    familyName: 'Eriksen',
    email: 'jenny.eriksen@example.com',
    phone: '41234531',
    age: 16,
    hasAccount: true,
    subscription: {
      plan: 'family',
      status: STATUS.ACTIVE_NON_BILLABLE,
      startedMonthsAgo: 10,
      price: 0,
      eligibleForSharing: false,
    },
  },
  {
    id: 'invited-employee',
    label: 'Invitert ansatt',
    description: 'Har fått en invitasjon fra Fjordbygg AS til jobbadressen, men ikke tatt den i bruk.',
    userId: '1000032',
    givenName: 'Ola',
    familyName: 'Nordby',
    email: 'ola.nordby@fjordbygg.no',
    phone: '41234532',
    age: 36,
    hasAccount: true,
  },
  {
    id: 'private-email',
    label: 'Privat bruker, utenfor bedriften',
    description: 'Ola Nordby logget inn med privat e-post, ikke jobbadressen invitasjonen ble sendt til.',
    userId: '1000033',
    givenName: 'Ola',
    familyName: 'Nordby',
    email: 'ola.nordby@example.com',
    phone: '41234533',
    age: 36,
    hasAccount: true,
  },
];

export function personaById(id: string): Persona | undefined {
  return PERSONAS.find((persona) => persona.id === id);
}

export function personaByUserId(userId: string): Persona | undefined {
  return PERSONAS.find((persona) => persona.userId === userId);
}

/** Billing account numbers are derived from the user id, so they are stable across resets. */
export const accountNoOf = (persona: Persona) => `5${persona.userId.slice(1)}`;

/** Born a little over `age` years ago, so the age is the same all year. */
export const birthdateOf = (persona: Persona, now: Date) => addDays(addYears(osloDate(now), -persona.age), -40);

/** The identity provider's other ids for a user, stable per persona. */
export const uuidOf = (persona: Persona) => `6f1c0a52-0000-4000-8000-${persona.userId.padStart(12, '0')}`;

export function subscriptionOf(persona: Persona, titleCode: string, now: Date): Subscription | undefined {
  const seed = persona.subscription;
  if (!seed) return undefined;
  const today = osloDate(now);
  const plan = planFor(titleCode, seed.plan);
  const next = seed.pendingPlan && planFor(titleCode, seed.pendingPlan);
  return {
    titleCode,
    ariaSubscriptionNo: `8${persona.userId.slice(1)}`,
    ariaPlanID: plan.ariaPlanID,
    ariaScheduleID: plan.ariaScheduleID,
    planName: plan.planName,
    planProductType: plan.planProductType,
    eligibleForSharing: seed.eligibleForSharing ?? true,
    instStatusCode: seed.status,
    subsRetrieveSubscriptionAddInfo: {
      subscriptionInfo1: seed.info1 ?? '',
      ...(seed.info2 ? { subscriptionInfo2: seed.info2 } : {}),
    },
    startDate: addMonths(today, -seed.startedMonthsAgo),
    endDate: seed.endDate ? seed.endDate(today) : null,
    // A trial's intro terms: to its end, then the plan's price.
    trial: seed.status === STATUS.TRIAL && seed.endDate ? { until: seed.endDate(today), thenPrice: plan.price } : null,
    pendingPlan: next ? pendingPlanOf(plan, next, firstOfNextMonth(today), persona.delivery?.address) : null,
    price: seed.price ?? plan.price,
  };
}

/** A seeded plan change as the backend's changePlan would have made it: where a paper it starts goes, or its last paper. */
function pendingPlanOf(
  plan: Plan,
  next: Plan,
  effectiveDate: IsoDate,
  address: Address | undefined,
): NonNullable<Subscription['pendingPlan']> {
  const paper = paperChangeOf(plan, next);
  return {
    ariaPlanID: next.ariaPlanID,
    planName: next.planName,
    effectiveDate,
    price: next.price,
    delivery: paper === 'starts' && address ? { firstPaper: firstPaperDay(next, effectiveDate)!, address } : null,
    lastPaper: paper === 'stops' ? lastPaperDay(plan, effectiveDate)! : null,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * A seeded date on a day the paper comes, moved away from today (a past day to the delivery day before it, a
 * future one to the next), so a running change stays running, a planned one planned, and none breaks the rules.
 */
const onDeliveryDay = (today: IsoDate, days: number, pattern: DeliveryPattern) =>
  days <= 0 ? previousDeliveryDay(addDays(today, days), pattern) : nextDeliveryDay(addDays(today, days), pattern);

/** The persona's delivery at seed time, or null without paper; change ids are stable per persona and change. */
export function deliveryOf(persona: Persona, now: Date, pattern: DeliveryPattern): Delivery | null {
  const seed = persona.delivery;
  if (!seed) return null;
  const today = osloDate(now);
  const changes = (seed.changes ?? []).map((change, i): DeliveryChange => ({
    changeId: `L${persona.userId.slice(1)}-${i + 1}`,
    type: change.type,
    from: onDeliveryDay(today, change.fromDays, pattern),
    to: change.toDays === null ? null : onDeliveryDay(today, change.toDays, pattern),
    address: change.address ?? null,
    registered: daysBefore(now, change.registeredDaysAgo).toISOString(),
  }));
  return { address: seed.address, changes };
}

/** The persona's complaints at seed time, oldest first, each about a day the paper was due and registered that day. */
export function complaintsOf(persona: Persona, now: Date, pattern: DeliveryPattern): Complaint[] {
  return (persona.complaints ?? []).map((seed, i) => {
    const today = osloDate(now);
    const daysAgo =
      seed.daysAgo + daysBetween(onDeliveryDay(today, -seed.daysAgo, pattern), addDays(today, -seed.daysAgo));
    const registered = daysBefore(now, daysAgo);
    return {
      complaintId: `R${persona.userId.slice(1)}-${i + 1}`,
      date: osloDate(registered),
      code: seed.code,
      codeText: complaintCodeText(seed.code),
      comment: seed.comment,
      registered: registered.toISOString(),
    };
  });
}

/** Whole days from `from` to `to` (ISO dates, so UTC arithmetic is exact). */
const daysBetween = (from: IsoDate, to: IsoDate) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** How the persona's account pays at seed time. */
export const paymentMethodOf = (persona: Persona, now: Date): PaymentMethodInfo =>
  persona.payment?.(osloDate(now), persona) ?? { method: null };

const MONTH_NAME = new Intl.DateTimeFormat('nb-NO', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The persona's invoices at seed time, newest first, each paid to the title's account with a KID of its own. */
export function invoicesOf(
  persona: Persona,
  titleCode: string,
  now: Date,
  accountNumber: string,
): Omit<Invoice, 'paymentPending'>[] {
  const seed = persona.invoices;
  const subscription = subscriptionOf(persona, titleCode, now);
  if (!seed || !subscription) return [];
  const today = osloDate(now);
  const thisMonth = `${today.slice(0, 8)}01`;
  const from = seed.fromMonthsAgo ?? 0;
  const months = Array.from({ length: seed.months }, (_, i) => from + i);
  const accountNo = accountNoOf(persona);
  const invoice = (
    monthsAgo: number,
    sequence: number,
    due: IsoDate,
    paid: boolean,
  ): Omit<Invoice, 'paymentPending'> => {
    const periodStart = addMonths(thisMonth, -monthsAgo);
    const number = String(sequence).padStart(3, '0');
    return {
      ariaInvoiceNo: `9${persona.userId.slice(1)}${number}`,
      description: `${subscription.planName}, ${MONTH_NAME.format(new Date(`${periodStart}T12:00:00Z`))}`,
      periodStart,
      periodEnd: endOfMonth(periodStart),
      amount: seed.amount?.(Math.max(monthsAgo, 0)) ?? subscription.price,
      dueDate: due,
      status: paid ? 'paid' : 'unpaid',
      paidDate: paid ? addDays(due, -3) : null,
      kid: kid(`${accountNo}${number}`),
      accountNumber,
    };
  };
  // Numbered oldest first, as a billing system counts; each month's invoice is due ten days before the month starts.
  const past = months.map((monthsAgo) =>
    invoice(
      monthsAgo,
      seed.months - (monthsAgo - from),
      addDays(addMonths(thisMonth, -monthsAgo), -10),
      !seed.unpaid?.includes(monthsAgo),
    ),
  );
  const upcoming = seed.upcoming ? [invoice(-1, seed.months + 1, addDays(today, 14), false)] : [];
  return [...upcoming, ...past];
}

/** Billing accounts no identity user is connected to yet: what /koble-bruker finds by customer number, phone or e-mail. */
export const UNCONNECTED = [
  {
    ariaAccountNo: '7000101',
    firstName: 'Kari',
    lastName: 'Nordmann',
    phone: '91234567',
    email: 'kari.nordmann@example.com',
    postalCode: '7010',
    plan: 'digital',
  },
  {
    ariaAccountNo: '7000102',
    firstName: 'Ole',
    lastName: 'Hansen',
    phone: '47800123',
    email: 'ole.hansen@example.com',
    postalCode: '7030',
    plan: 'paper',
  },
] as const satisfies readonly { plan: PlanKey; [field: string]: string }[];

/** Business customers by their admin: the company's e-mail domain and how many it may invite (the spec gives no number). */
export const COMPANIES = [
  {
    adminId: 'business-admin',
    name: 'Fjordbygg AS',
    domain: 'fjordbygg.no',
    maxInvitations: BUSINESS_PLAN_MAX_INVITATIONS,
  },
] as const;

/** Mailboxes the mail system refuses (closed when someone left): inviting them answers errorSaved. */
export const UNDELIVERABLE = ['sluttet@fjordbygg.no', 'gammel.adresse@fjordbygg.no'] as const;

/** An invitation at seed time: whose, to whom, how long ago, and who accepted it. */
export type InvitationSeed = {
  token: string;
  /** The persona who sent it: the family's owner, the company's admin. */
  ownerId: string;
  email: string;
  sentDaysAgo: number;
  /** The persona who accepted it, on the day their subscription started: sent at least that long ago. */
  memberId?: string;
  // As stored; a family one still `valid` past two weeks reads as expired (domain/sharing/invitation.ts).
} & (
  { type: 'family'; status: 'valid' | 'used' | 'withdrawn' } | { type: 'business'; status: BusinessInvitationStatus }
);

/** Anne's family: Jenny is a member, Magnus has an open invitation (and an older one Anne withdrew), one expired. */
const FAMILY_INVITATIONS: InvitationSeed[] = [
  {
    token: 'familie-brukt',
    type: 'family',
    status: 'used',
    ownerId: 'family-owner',
    email: 'jenny.eriksen@example.com',
    sentDaysAgo: 310,
    memberId: 'family-member',
  },
  {
    token: 'familie-utlopt',
    type: 'family',
    status: 'valid',
    ownerId: 'family-owner',
    email: 'bestemor.eriksen@example.com',
    sentDaysAgo: 30,
  },
  {
    token: 'familie-trukket',
    type: 'family',
    status: 'withdrawn',
    ownerId: 'family-owner',
    email: 'magnus.eriksen@example.com',
    sentDaysAgo: 5,
  },
  {
    token: 'familie-invitasjon-1',
    type: 'family',
    status: 'valid',
    ownerId: 'family-owner',
    email: 'magnus.eriksen@example.com',
    sentDaysAgo: 2,
  },
  // Sent to someone who has a subscription of her own already: accepting it changes nothing.
  {
    token: 'familie-har-abonnement',
    type: 'family',
    status: 'valid',
    ownerId: 'family-owner',
    email: 'marte.solberg@example.com',
    sentDaysAgo: 1,
  },
];

const FIRST_NAMES = [
  'anders',
  'berit',
  'camilla',
  'daniel',
  'eva',
  'fredrik',
  'guro',
  'henrik',
  'ingrid',
  'jon',
  'kari',
  'lene',
];
const LAST_NAMES = ['aas', 'berg', 'dahl', 'eide', 'foss', 'haugen', 'lie', 'moe', 'strand', 'vik'];

/** Fjordbygg's 120 invitations: Erik himself, Nora, Ola's open one, and 117 colleagues, one in four still waiting. */
function companyInvitations(): InvitationSeed[] {
  const colleagues = FIRST_NAMES.flatMap((first) => LAST_NAMES.map((last) => `${first}.${last}@fjordbygg.no`)).slice(
    0,
    117,
  );
  const business = (
    email: string,
    status: BusinessInvitationStatus,
    sentDaysAgo: number,
    rest: { token?: string; memberId?: string } = {},
  ): InvitationSeed => ({
    token: `bedrift-${email.split('@')[0]!.replace('.', '-')}`,
    type: 'business',
    status,
    ownerId: 'business-admin',
    email,
    sentDaysAgo,
    ...rest,
  });
  return [
    business('erik.nilsen@fjordbygg.no', 'active', 730, { memberId: 'business-admin' }),
    business('nora.larsen@fjordbygg.no', 'active', 190, { memberId: 'business-employee' }),
    business('ola.nordby@fjordbygg.no', 'emailSent', 3, { token: 'bedrift-invitasjon-1' }),
    ...colleagues.map((email, i) => business(email, i % 4 === 0 ? 'emailSent' : 'active', 700 - i * 6)),
  ];
}

export const INVITATIONS: readonly InvitationSeed[] = [...FAMILY_INVITATIONS, ...companyInvitations()];

/** Student e-mail addresses that already hold a student subscription. */
export const ACTIVE_STUDENT_EMAILS = ['sara.lie@stud.ntnu.no'] as const;

// Privacy (issue 14).
/** Consents the personas gave before (/samtykke), days before the seed; the others have never been asked. */
export const SEEDED_CONSENTS: Record<
  string,
  Record<'newsletters' | 'offersByEmail' | 'offersBySms', { granted: boolean; daysAgo: number } | null>
> = {
  digital: {
    newsletters: { granted: true, daysAgo: 200 },
    offersByEmail: { granted: false, daysAgo: 200 },
    offersBySms: null,
  },
  paper: {
    newsletters: { granted: true, daysAgo: 400 },
    offersByEmail: { granted: true, daysAgo: 400 },
    offersBySms: { granted: false, daysAgo: 90 },
  },
};
