// Everything the reference backend and the identity twin remember, in memory for the server's lifetime:
// seeded from the personas for the served title, and re-seeded on reset so every test starts the same.
import { randomBytes } from 'node:crypto';
import type {
  Account,
  Complaint,
  Delivery,
  Invoice,
  PaymentMethodInfo,
  PurchaseMethod,
  Subscription,
} from '../../../src/api/contract.ts';
import type { AgreementMethod } from '../../../src/domain/payment/payment-method.ts';
import { createClock, type Clock } from './clock.ts';
import { TITLE_ACCOUNT_NUMBER } from './billing-numbers.ts';
import { deliveryPatternOf } from '../../../src/domain/delivery/delivery-days.ts';
import { STATUS } from '../../../src/domain/subscription/status.ts';
import { osloDate } from '../../../src/domain/time/oslo.ts';
import type { TitleConfig } from '../../../src/domain/title/title-config.ts';
import {
  ACTIVE_STUDENT_EMAILS,
  COMPANIES,
  INVITATIONS,
  PERSONAS,
  UNCONNECTED,
  accountNoOf,
  birthdateOf,
  complaintsOf,
  deliveryOf,
  invoicesOf,
  paymentMethodOf,
  personaById,
  planFor,
  subscriptionOf,
} from './personas.ts';
import type {
  BusinessInvitationStatus,
  FamilyInvitationStatus,
  SentInvitation,
} from '../../../src/domain/sharing/invitation.ts';
import type { StoredChoices } from '../../../src/domain/privacy/marketing-consent.ts';
import type { DataRequestKind } from '../../../src/domain/privacy/data-pages.ts';
import type { Settlement, TripStatus } from '../../../src/domain/payment/settlement.ts';
import { SEEDED_CONSENTS } from './personas.ts';

export interface StoredAccount {
  ariaAccountNo: string;
  /** null: a billing account no identity user is connected to yet. */
  spidId: string | null;
  firstTitleCode: string;
  accountBalance: number;
  firstName: string;
  lastName: string;
  phone: string;
  birthdate: string | null;
  email: string;
  postalCode?: string;
  /** How the account pays now; changed only by a verified trip to the provider, a completed order or removing the card. */
  paymentMethod: PaymentMethodInfo;
  discounts: string[];
}

export interface StoredSubscription {
  ariaAccountNo: string;
  subscription: Subscription;
  cancellation?: { type: string; reason: string; comment?: string };
}

/** A family or business invitation (one model for both: domain/sharing/invitation.ts), by its secret link token. */
export type Invitation = {
  /** What lists and removals name it by; the token stays in the link. */
  invitationId: string;
  token: string;
  /** The family owner's or the company admin's billing account. */
  ownerAccountNo: string;
  /** Whom it was sent to, normalised: only the identity user with this e-mail may accept it. */
  email: string;
  /** When it was sent (an instant). */
  sentAt: string;
  /** The account that accepted it, and when. */
  memberAccountNo?: string;
  acceptedAt?: string;
  // As stored: a family one still `valid` past its two weeks reads as expired (familyStatusAt).
  // A business one the employee declined (issue 41) leaves the company's list and frees its place; its link says so.
} & (
  | { type: 'family'; status: FamilyInvitationStatus }
  | { type: 'business'; status: BusinessInvitationStatus | 'declined' }
);

export type FamilyInvitationRecord = Extract<Invitation, { type: 'family' }>;
export type BusinessInvitationRecord = Extract<Invitation, { type: 'business' }>;

/** A business customer, by its admin's billing account. */
export interface Company {
  name: string;
  /** The e-mail domain every invitation must be at. */
  domain: string;
  maxInvitations: number;
}

/** A mail the backend "sent": the stand-in for the recipient's mailbox (a student's code, an invitation's link). */
export interface SentMail {
  to: string;
  code?: string;
  link?: string;
}

/** A login token from GET loginToken: usable once, briefly, and only by the browser that asked for it. */
export interface LoginToken {
  browserId: string;
  expiresAt: number;
}

/** A portal session: it ends after a while without use, and after a fixed time whatever happens. */
export interface PortalSession {
  userId: string;
  createdAt: number;
  lastSeenAt: number;
}

/** A code sent to a student e-mail for one user: it expires, and a few wrong tries use it up. */
export interface StudentCode {
  email: string;
  userId: string;
  code: string;
  expiresAt: number;
  /** 0: used up by wrong tries (kept with its sending times until they are old). */
  attemptsLeft: number;
  /** When codes went to this address for this user lately (ms), newest last: how many more may go is bounded. */
  sentAt: number[];
}

/** A purchase between "Gå til betaling" and the subscription it becomes. */
export interface StoredOrder {
  orderId: string;
  /** Only this identity user may complete it. */
  userId: string;
  ariaAccountNo: string;
  offerId: string;
  paymentMethod: PurchaseMethod;
  /** The discount code as the discount logic normalised it, when one was given. */
  discountCode: string | null;
  /** What the payment provider charges now: the intro (or discounted) price, else the monthly price. */
  amountDue: number;
  status: 'created' | 'paid' | 'declined' | 'aborted' | 'completed';
  /** Set once completed, so completing again answers with the same subscription. */
  ariaSubscriptionNo?: string;
  /** The buyer's key for this order: the same key again answers this order instead of making another. */
  idempotencyKey: string;
}

/** An invoice as the billing system keeps it; whether a payment of it is pending is read from the trips. */
export type BillingInvoice = Omit<Invoice, 'paymentPending'>;

export interface StoredInvoice {
  ariaAccountNo: string;
  invoice: BillingInvoice;
}

/**
 * One trip to the payment provider: registering a card or Vipps, or paying an invoice. Nothing changes until the
 * provider calls back with its approval (`settlement`); the portal's verify call reads the outcome, once.
 */
export interface PaymentTrip {
  paymentId: string;
  kind: 'paymentMethod' | 'card' | 'invoice';
  /** Only this identity user and account may verify it. */
  userId: string;
  ariaAccountNo: string;
  method: PurchaseMethod | AgreementMethod;
  /** For AvtaleGiro or eFaktura: the agreement the user approves at the bank; verify must name it again. */
  agreementId?: string;
  /** For a card: whether one is added or replaced (what the provider's page says). */
  action?: 'ADD' | 'UPDATE';
  ariaInvoiceNo?: string;
  /** Where the provider sends the user back: a path on this site (sameOriginPath). */
  returnUrl: string;
  /** What the provider did: nothing yet, the user approved (paid), declined or aborted, or it timed out. */
  status: TripStatus;
  /** When it started (ms, on the backend's clock): one the provider has not answered holds back a new one a while. */
  startedAt: number;
  /** What the provider's callback on approval did: the invoice paid or the method changed, or the payment refunded. */
  settlement?: Settlement;
  verified: boolean;
}

/** A paper subscription's delivery, by subscription number. */
export interface StoredDelivery {
  ariaAccountNo: string;
  ariaSubscriptionNo: string;
  delivery: Delivery;
}

/** A delivery complaint of an account for a title. */
export interface StoredComplaint {
  ariaAccountNo: string;
  titleCode: string;
  complaint: Complaint;
}

/** What a one-time authorization code of the twin stands for. */
export interface TwinGrant {
  personaId: string;
  redirectUri: string;
  state: string;
}

export interface State {
  /** The title this server serves. */
  readonly title: TitleConfig;
  /** Every portal title, for title lookups. */
  readonly titles: readonly TitleConfig[];
  accounts: Map<string, StoredAccount>;
  subscriptions: Map<string, StoredSubscription>;
  invitations: Map<string, Invitation>;
  companies: Map<string, Company>;
  /** Student e-mail → who verified it and how far they got. */
  students: Map<string, { userId: string; status: 'registered' | 'active' }>;
  /** The codes sent and not yet used, by studentCodeKey(email, userId). */
  studentCodes: Map<string, StudentCode>;
  /** What the backend "sent" by e-mail, newest last: the stand-in for the student's mailbox. */
  outbox: SentMail[];
  /** The invitation e-mails of the last day (real time), which their daily limits count. */
  invitationMails: SentInvitation[];
  /** Messages to segments, oldest first; `at` in ms (real time), which the rate limit counts. */
  segmentMessages: { segmentId: string; userId: string; message: string; at: number }[];
  /** Login tokens issued and not yet used, oldest first. */
  loginTokens: Map<string, LoginToken>;
  /** minside_sid → the session. */
  portalSessions: Map<string, PortalSession>;
  /** Identity user id → when their recent failed proofs were (searching for or connecting an account). */
  failedProofs: Map<string, number[]>;
  /** twin_sid → persona id: the session at this site's session service (what the SDK's session check reads). */
  twinSessions: Map<string, string>;
  /**
   * twin_sso → persona id: the provider-wide session of a browser (Schibsted account's own), which outlives this
   * site's logout; the user-context lookup behind the simplified login widget reads it.
   */
  twinProviderSessions: Map<string, string>;
  twinCodes: Map<string, TwinGrant>;
  counters: { account: number; subscription: number; deliveryChange: number; complaint: number; invitation: number };
  /** Orders by order id, from creation at the payment step until completed. */
  orders: Map<string, StoredOrder>;
  /** Invoices by invoice number. */
  invoices: Map<string, StoredInvoice>;
  /** Trips to the payment provider by payment id, oldest first. */
  paymentTrips: Map<string, PaymentTrip>;
  /** Paper deliveries by subscription number; a subscription without paper has none. */
  deliveries: Map<string, StoredDelivery>;
  /** Delivery complaints by complaint id, oldest first. */
  complaints: Map<string, StoredComplaint>;
  /** The one "now" of the backend (real, or fixed by a test); the seed's dates count from it. */
  readonly clock: Clock;
  // Privacy (issue 14).
  /** The subscriber's consents (/samtykke), by account number: choices for the served title. */
  consents: Map<string, StoredChoices>;
  /** Data downloads and deletions asked for at the identity twin, oldest first. */
  dataRequests: DataRequest[];
  /** What the analytics and monitoring stand-ins received (scripts/preview/stand-ins.ts), oldest first. */
  analyticsEvents: unknown[];
  monitoringEvents: { intake: string; event: unknown }[];
}

/** A request made on the identity provider's data pages (the twin's), as its confirmation page records it. */
export interface DataRequest {
  kind: DataRequestKind;
  userId: string;
  clientId: string;
  at: string;
}

export const randomId = () => randomBytes(18).toString('base64url');

export function createState(title: TitleConfig, titles: readonly TitleConfig[], clock: Clock = createClock()): State {
  const state: State = {
    title,
    titles,
    accounts: new Map(),
    subscriptions: new Map(),
    invitations: new Map(),
    companies: new Map(),
    students: new Map(),
    studentCodes: new Map(),
    outbox: [],
    invitationMails: [],
    segmentMessages: [],
    loginTokens: new Map(),
    portalSessions: new Map(),
    failedProofs: new Map(),
    twinSessions: new Map(),
    twinProviderSessions: new Map(),
    twinCodes: new Map(),
    counters: { account: 0, subscription: 0, deliveryChange: 0, complaint: 0, invitation: 0 },
    orders: new Map(),
    invoices: new Map(),
    paymentTrips: new Map(),
    deliveries: new Map(),
    complaints: new Map(),
    clock,
    consents: new Map(),
    dataRequests: [],
    analyticsEvents: [],
    monitoringEvents: [],
  };
  seed(state);
  return state;
}

export interface SeedOptions {
  /**
   * Who is signed in stays signed in (portal and twin sessions): e2e tests sign each persona in once per worker and
   * reuse that session after every reset (tests/e2e/session.ts). Login tokens and codes under way are forgotten.
   */
  keepSessions?: boolean;
}

/** Back to the seed on the real clock: every change, session, code and token is forgotten, and a fixed clock runs again. */
export function resetState(state: State, options: SeedOptions = {}): void {
  state.clock.set(null);
  seed(state, options);
}

/**
 * Back to the seed at the clock's now, leaving the clock as it is (POST /__test/clock re-seeds this way, so the
 * personas' dates count from the instant the test chose).
 */
export function seed(state: State, { keepSessions = false }: SeedOptions = {}): void {
  const today = state.clock.now();
  for (const collection of [
    state.accounts,
    state.subscriptions,
    state.invitations,
    state.companies,
    state.students,
    state.studentCodes,
  ])
    collection.clear();
  for (const collection of [state.loginTokens, state.twinCodes, state.failedProofs]) collection.clear();
  if (!keepSessions)
    for (const collection of [state.portalSessions, state.twinSessions, state.twinProviderSessions]) collection.clear();
  state.orders.clear();
  state.invoices.clear();
  state.paymentTrips.clear();
  state.deliveries.clear();
  state.complaints.clear();
  state.segmentMessages.length = 0;
  state.outbox.length = 0;
  state.invitationMails = [];
  state.counters.account = 5_100_000;
  state.counters.subscription = 8_100_000;
  state.counters.deliveryChange = 0;
  state.counters.complaint = 0;
  state.counters.invitation = 0;
  seedPersonas(state, today);
  seedUnconnected(state, today);
  seedSharing(state, today);
  seedPrivacy(state, today);
  const student = personaById('student')!;
  for (const email of ACTIVE_STUDENT_EMAILS) state.students.set(email, { userId: student.userId, status: 'active' });
}

function seedPersonas(state: State, today: Date): void {
  const titleCode = state.title.titleCode;
  for (const persona of PERSONAS.filter((p) => p.hasAccount)) {
    const ariaAccountNo = accountNoOf(persona);
    state.accounts.set(ariaAccountNo, {
      ...blankAccount(ariaAccountNo, persona.userId, titleCode),
      firstName: persona.givenName,
      lastName: persona.familyName,
      phone: persona.phone,
      birthdate: birthdateOf(persona, today),
      email: persona.email,
      paymentMethod: paymentMethodOf(persona, today),
    });
    for (const invoice of invoicesOf(persona, titleCode, today, TITLE_ACCOUNT_NUMBER))
      state.invoices.set(invoice.ariaInvoiceNo, { ariaAccountNo, invoice });
    const subscription = subscriptionOf(persona, titleCode, today);
    if (subscription) state.subscriptions.set(subscription.ariaSubscriptionNo, { ariaAccountNo, subscription });
    const pattern = subscription && deliveryPatternOf(subscription);
    // A waiting change to paper has its delivery set already, as the backend's plan change sets it (issue 41).
    const upcoming = subscription?.pendingPlan?.delivery;
    const delivery = pattern
      ? deliveryOf(persona, today, pattern)
      : upcoming && { address: upcoming.address, changes: [] };
    if (subscription && delivery)
      state.deliveries.set(subscription.ariaSubscriptionNo, {
        ariaAccountNo,
        ariaSubscriptionNo: subscription.ariaSubscriptionNo,
        delivery,
      });
    if (pattern)
      for (const complaint of complaintsOf(persona, today, pattern))
        state.complaints.set(complaint.complaintId, { ariaAccountNo, titleCode, complaint });
  }
}

const personaAccountNo = (id: string) => accountNoOf(personaById(id)!);

function seedSharing(state: State, now: Date): void {
  for (const { adminId, ...company } of COMPANIES) state.companies.set(personaAccountNo(adminId), { ...company });
  for (const { ownerId, memberId, sentDaysAgo, ...seed } of INVITATIONS) {
    const sentAt = new Date(now.getTime() - sentDaysAgo * 24 * 60 * 60 * 1000).toISOString();
    const member = memberId ? seededAcceptance(state, personaAccountNo(memberId), sentAt) : {};
    state.invitations.set(seed.token, {
      ...seed,
      invitationId: newInvitationId(state),
      ownerAccountNo: personaAccountNo(ownerId),
      sentAt,
      ...member,
    });
  }
}

/**
 * A seeded member accepted on the day their access began, their subscription's start, as accepting does live: the
 * owner's list ("Med siden"), the member's family page ("Du har vært med siden") and home ("Abonnent siden") name
 * the same day.
 */
function seededAcceptance(
  state: State,
  memberAccountNo: string,
  sentAt: string,
): Pick<Invitation, 'memberAccountNo' | 'acceptedAt'> {
  const start = [...state.subscriptions.values()].find((held) => held.ariaAccountNo === memberAccountNo)?.subscription
    .startDate;
  return { memberAccountNo, acceptedAt: start ? `${start}T12:00:00.000Z` : sentAt };
}

/** Short and stable per seed, as lists and removals name an invitation. */
export const newInvitationId = (state: State) => `I${String(++state.counters.invitation).padStart(5, '0')}`;

function seedUnconnected(state: State, today: Date): void {
  const titleCode = state.title.titleCode;
  for (const { plan: planKey, postalCode, ...person } of UNCONNECTED) {
    state.accounts.set(person.ariaAccountNo, {
      ...blankAccount(person.ariaAccountNo, null, titleCode),
      ...person,
      birthdate: null,
      postalCode,
    });
    const plan = planFor(titleCode, planKey);
    addSubscription(state, person.ariaAccountNo, {
      ariaPlanID: plan.ariaPlanID,
      ariaScheduleID: plan.ariaScheduleID,
      planName: plan.planName,
      planProductType: plan.planProductType,
      price: plan.price,
      instStatusCode: STATUS.ACTIVE,
      eligibleForSharing: true,
      subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: '' },
      startDate: osloDate(today),
    });
  }
}

/** Privacy (issue 14): the personas' consents as given at their seeded times, and no data requests. */
function seedPrivacy(state: State, today: Date): void {
  state.consents.clear();
  state.dataRequests.length = 0;
  state.analyticsEvents.length = 0;
  state.monitoringEvents.length = 0;
  for (const [personaId, choices] of Object.entries(SEEDED_CONSENTS)) {
    const dated = Object.fromEntries(
      Object.entries(choices).map(([choice, given]) => [
        choice,
        given && {
          granted: given.granted,
          givenAt: new Date(today.getTime() - given.daysAgo * 24 * 60 * 60 * 1000).toISOString(),
        },
      ]),
    ) as StoredChoices;
    state.consents.set(personaAccountNo(personaId), dated);
  }
}

export function blankAccount(ariaAccountNo: string, spidId: string | null, firstTitleCode: string): StoredAccount {
  return {
    ariaAccountNo,
    spidId,
    firstTitleCode,
    accountBalance: 0,
    firstName: '',
    lastName: '',
    phone: '',
    birthdate: null,
    email: '',
    paymentMethod: { method: null },
    discounts: [],
  };
}

export function newAccountNo(state: State): string {
  return String(++state.counters.account);
}

/** Adds a subscription for the served title under a fresh subscription number. */
export function addSubscription(
  state: State,
  ariaAccountNo: string,
  fields: Omit<Subscription, 'titleCode' | 'ariaSubscriptionNo'>,
): Subscription {
  const subscription: Subscription = {
    ...fields,
    titleCode: state.title.titleCode,
    ariaSubscriptionNo: String(++state.counters.subscription),
  };
  state.subscriptions.set(subscription.ariaSubscriptionNo, { ariaAccountNo, subscription });
  return subscription;
}

export function accountOfUser(state: State, userId: string): StoredAccount | undefined {
  return [...state.accounts.values()].find((account) => account.spidId === userId);
}

export function subscriptionsOf(state: State, ariaAccountNo: string): StoredSubscription[] {
  return [...state.subscriptions.values()].filter((stored) => stored.ariaAccountNo === ariaAccountNo);
}

/** An account as the contract sends it; only ever called for connected accounts. */
export function toAccount(stored: StoredAccount): Account {
  const { ariaAccountNo, spidId, firstTitleCode, accountBalance, firstName, lastName, phone, birthdate, email } =
    stored;
  return {
    ariaAccountNo,
    spidId: spidId ?? '',
    firstTitleCode,
    accountBalance,
    firstName,
    lastName,
    phone,
    birthdate,
    email,
  };
}

/** What tests may assert on: the billing data, and how many sessions are open. */
export function snapshot(state: State) {
  return {
    titleCode: state.title.titleCode,
    accounts: [...state.accounts.values()],
    subscriptions: [...state.subscriptions.values()],
    invitations: [...state.invitations.values()],
    students: Object.fromEntries(state.students),
    outbox: state.outbox,
    segmentMessages: state.segmentMessages,
    sessions: { portal: state.portalSessions.size, twin: state.twinSessions.size },
    loginTokens: state.loginTokens.size,
    orders: [...state.orders.values()],
    invoices: [...state.invoices.values()],
    paymentTrips: [...state.paymentTrips.values()],
    deliveries: [...state.deliveries.values()],
    complaints: [...state.complaints.values()],
    clock: { now: state.clock.now().toISOString(), fixed: state.clock.fixed },
    consents: Object.fromEntries(state.consents),
    dataRequests: state.dataRequests,
    analyticsEvents: state.analyticsEvents,
    monitoringEvents: state.monitoringEvents,
  };
}
