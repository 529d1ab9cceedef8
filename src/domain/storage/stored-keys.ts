// Every key the portal keeps in the browser's storage, declared once: where it lives, how long, and what may be
// read back from it. What storage gives back is not trusted to be ours (another tab, an extension, an old version
// wrote it): the one door (src/stores/kit/browser-storage.ts) checks each value against its schema before anyone reads it.
import * as v from 'valibot';

/**
 * - `tab`: this tab's, for the signed-in user (session storage); logout clears it, and closing the tab ends it.
 * - `browser`: this browser's across visits (local storage), yet about whoever used it; logout clears it too.
 * - `visitor`: the browser's, whoever signs in (local storage); logout leaves it.
 * - `vendor`: written by a third party's script (the consent manager); the portal only reads it.
 */
export type Lifetime = 'tab' | 'browser' | 'visitor' | 'vendor';

export interface StoredKey {
  /** The key as the browser lists it; for a family, what every member's key starts with. */
  key: string;
  area: 'session' | 'local';
  lifetime: Lifetime;
  /** Kept as JSON (parsed before the schema checks it), or as the text itself. */
  json: boolean;
  schema: v.GenericSchema;
  /** Many keys of one kind: the member's name follows `key` (a page's form, a consent category). */
  family?: true;
}

/** Provider and billing ids as they come: letters, digits and URL-safe punctuation (a card provider's id is a path). */
const Id = v.pipe(v.string(), v.regex(/^[A-Za-z0-9._~:/+=-]{1,200}$/));
const Text = v.string();
/** A form's fields by name: an object, never a list. */
const Fields = v.custom<Record<string, unknown>>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  'not a form’s fields',
);
/** What analytics reports of a subscription event besides its kind, id and plan (domain/analytics/tracking.ts). */
const EventFacts = {
  ariaScheduleID: v.nullish(Text),
  campaign: v.nullish(Text),
  articleId: v.nullish(Text),
  position: v.nullish(v.number()),
  source: v.nullish(Text),
  paymentOption: v.nullish(Text),
  discountCode: v.nullish(Text),
};
const tab = <S extends v.GenericSchema>(key: string, schema: S, json = true) =>
  ({ key, area: 'session', lifetime: 'tab', json, schema }) as const;
const browser = <S extends v.GenericSchema>(key: string, schema: S, json = true) =>
  ({ key, area: 'local', lifetime: 'browser', json, schema }) as const;

export const STORED_KEYS = {
  // Spec section 3's temporary keys: a payment at the provider (domain/payment/round-trip.ts), and where the visitor
  // came from. `temp_trip` is ours: the spec's keys alone cannot tell a card trip from a method trip.
  tripPaymentId: tab('temp_paym_id', Id, false),
  tripDueAmount: tab('temp_invoice_due_amount', v.pipe(v.string(), v.regex(/^\d+\.\d{2}$/)), false),
  tripInvoiceNo: tab('temp_invoice_number', Id, false),
  tripAgreementId: tab('temp_agreement_id', Id, false),
  tripKind: tab('temp_trip', v.picklist(['invoice', 'method', 'method:card', 'card:ADD', 'card:UPDATE']), false),
  /** The campaign source a page came with (an SMS link says sms), for the events analytics reports. */
  source: tab('source', v.pipe(v.string(), v.regex(/^[\w.-]{1,40}$/)), false),
  /** That this tab offered the simplified login widget in this visit (domain/auth/simplified-login.ts). */
  simplifiedLoginOffered: tab('minside_simplified_login_offered', v.literal('1'), false),
  /** When the visitor last closed that widget, in ms since the epoch: it stays away for a while, across visits. */
  simplifiedLoginClosedAt: browser(
    'minside_simplified_login_closed',
    v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number)),
    false,
  ),

  /** Where this tab's last login started and when it came back (domain/auth/login-attempt.ts). */
  loginAttempt: tab(
    'minside_login_attempt',
    v.pipe(
      v.object({
        path: v.string(),
        startedAt: v.number(),
        returnedAt: v.optional(v.number()),
        answeredAt: v.optional(v.number()),
      }),
      v.check(
        (attempt) => attempt.answeredAt === undefined || attempt.returnedAt !== undefined,
        'answered before it returned',
      ),
    ),
  ),
  /**
   * Whom this browser's last signed-in page found (ids, nothing shown), so the next page asks for account and
   * subscription at once, from its head on a new visit's first page too (api/head-start.ts).
   */
  lastAccount: browser(
    'minside.lastAccount',
    v.object({ spidId: v.pipe(v.string(), v.minLength(1)), ariaAccountNo: v.pipe(v.string(), v.minLength(1)) }),
  ),
  /**
   * The last answer this tab received of each load that opts in (stores/kit/tab-cache.ts), by the load's name: whose it
   * is (the identity provider's user id) and what it was asked with. The answer itself is checked against the
   * contract's schema of that load when it is read back, which this layer does not know.
   */
  tabAnswers: tab(
    'minside.answers',
    v.record(
      v.string(),
      v.object({ userId: v.pipe(v.string(), v.minLength(1)), input: v.string(), answer: v.unknown() }),
    ),
  ),
  /** A form's input sent and not answered yet (stores/kit/submission.ts), under the page's path and the form's name. */
  keptInput: { ...tab('minside.kept:', Fields), family: true },
  /** The consent choices being made between /samtykke1 and /samtykke3, not saved yet. */
  consentDraft: tab(
    'minside.consent.draft',
    v.object({ newsletters: v.boolean(), offersByEmail: v.boolean(), offersBySms: v.boolean() }),
  ),
  /** The student flow's step and address, for both ways (domain/student/flow.ts checks it further). */
  studentFlow: tab(
    'minside.student',
    v.object({ way: Text, step: Text, email: Text, codeSentAt: v.nullable(v.number()), wrongCodes: v.number() }),
  ),
  /** Subscription events analytics has not sent yet, oldest first. */
  analyticsPending: tab(
    'minside.analytics.pending',
    v.array(v.object({ kind: v.picklist(['buy', 'change', 'cancel']), id: Text, ariaPlanID: Text, ...EventFacts })),
  ),
  /** Issue 41: the cancel page's offer events analytics has not sent yet, oldest first (domain/analytics/tracking.ts). */
  analyticsOffers: tab(
    'minside.analytics.offers',
    v.array(
      v.object({
        action: v.picklist(['shown', 'taken', 'declined']),
        id: Text,
        ariaPlanID: Text,
        reason: Text,
        offer: Text,
        offeredPlanID: v.nullish(Text),
        source: v.nullish(Text),
      }),
    ),
  ),
  /** What is known of an order when it is placed, by order id, for its purchase event. */
  analyticsOrders: tab('minside.analytics.order', v.record(v.string(), v.object(EventFacts))),
  /** The signed-in user's plan as the tab last saw it (null: no subscription). */
  analyticsPlan: tab('minside.analytics.plan', v.object({ userId: Text, planName: v.nullable(Text) })),

  /** Spec section 9's A/B experiments (domain/analytics/experiments.ts reads the list). */
  experiments: { key: 'experiments', area: 'local', lifetime: 'visitor', json: false, schema: Text },
  /** The consent manager's choice per category, `CMP:{name}` (domain/privacy/consent.ts). */
  consentManager: { key: 'CMP:', area: 'local', lifetime: 'vendor', json: false, schema: Text, family: true },
} as const satisfies Record<string, StoredKey>;

export type StoredName = keyof typeof STORED_KEYS;
