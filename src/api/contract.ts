// The contract with the backend: every call of spec section 7, its path, and valibot schemas for what we
// send and what comes back. Adapting to the real server is a change here; scripts/preview implements it too.
import * as v from 'valibot';
import {
  EMAIL_MAX_LENGTH,
  hasControlCharacters,
  hasControlCharactersInText,
  hasInvisibleCharacters,
  hasInvisibleCharactersInText,
  hasVisibleLetter,
  isCalendarDate,
  isSavedPhone,
  NAME_MAX_LENGTH,
  normaliseLine,
  normaliseText,
} from '../domain/person/fields.ts';
import { addressProblems, isPostalCode, normaliseAddress } from '../domain/delivery/address.ts';
import { COMPLAINT_COMMENT_MAX } from '../domain/delivery/complaint.ts';
import { DELIVERY_CHANGE_PROBLEMS } from '../domain/delivery/vacation.ts';
// Type only: the privacy rules ride in their own chunk, which imports this one (astro.config.mjs).
import type { ChoiceProblem } from '../domain/privacy/marketing-consent.ts';
import { isInvoiceNo, isValidAccountNumber, isValidKid } from '../domain/payment/invoice.ts';
import { CHANGEABLE_METHODS, isCardExpiry, METHOD_CHOICES } from '../domain/payment/payment-method.ts';
import { INVOICE_PAID, isPaymentId, PAYMENT_IN_PROGRESS } from '../domain/payment/settlement.ts';
import { DISCOUNT_CODE_MAX_LENGTH, PURCHASE_METHODS } from '../domain/purchase/order-form.ts';
import { normaliseEmail } from '../domain/sharing/email-list.ts';
import {
  BUSINESS_INVITATION_STATUSES,
  FAMILY_INVITATION_STATUSES,
  FAMILY_INVITE_REFUSALS,
  INVITATION_STATES,
  INVITE_RESULTS,
  isInvitationToken,
  REMOVAL_RESULTS,
  VERIFY_STATUSES,
} from '../domain/sharing/invitation.ts';
import { CANCELLATION_REASONS, cancellationTypeOf, COMMENT_MAX } from '../domain/subscription/changes.ts';
import { STATUS_CODES } from '../domain/subscription/status.ts';
import { STUDENT_BARS, STUDENT_WAYS } from '../domain/student/eligibility.ts';
import { SEGMENT_MESSAGE_MAX, TOO_MANY_MESSAGES } from '../domain/segment/segment-message.ts';

// valibot's isoDate takes 2026-02-30; a date the calendar lacks would roll over into March in every rule that reads it.
const ISO_DATE = v.pipe(v.string(), v.isoDate(), v.check(isCalendarDate, 'not a day of the calendar'));
const NonEmpty = v.pipe(v.string(), v.minLength(1));

// What we send is held to the same limits the forms apply (domain/person/fields.ts), so the backend refuses
// whatever a form would: answers are parsed leniently, requests strictly.
/** A real calendar date, YYYY-MM-DD. */
const CalendarDate = v.pipe(v.string(), v.check(isCalendarDate, 'not a calendar date (YYYY-MM-DD)'));
/**
 * One line of text from a person, normalised as the forms normalise it (normaliseLine) and then checked: not empty,
 * at most `max` long, no control, bidi or zero-width characters. The handler gets, and stores, the normalised line.
 */
const Line = (max: number) =>
  v.pipe(
    v.string(),
    v.transform(normaliseLine),
    v.minLength(1),
    v.maxLength(max),
    v.check((value) => !hasControlCharacters(value), 'has control characters'),
    v.check((value) => !hasInvisibleCharacters(value), 'has bidi controls or zero-width characters'),
  );
/** Free text from a person (a comment), normalised (normaliseText) and checked, at most `max` long; '' when left empty. */
const Text = (max: number) =>
  v.pipe(
    v.string(),
    v.transform(normaliseText),
    v.maxLength(max),
    v.check((text) => !hasControlCharactersInText(text), 'has control characters'),
    v.check((text) => !hasInvisibleCharactersInText(text), 'has bidi controls or zero-width characters'),
  );
/** A person's name: a line with a letter someone can see (hasVisibleLetter), not only blank-looking characters. */
const Name = v.pipe(Line(NAME_MAX_LENGTH), v.check(hasVisibleLetter, 'has no visible letter'));
const Email = v.pipe(Line(EMAIL_MAX_LENGTH), v.email());
const PostalCode = v.pipe(v.string(), v.check(isPostalCode, 'not a 4-digit postal code'));

/** Every error the backend sends: a stable code and a text for logs (never shown as is). */
export const ApiErrorBody = v.object({ code: NonEmpty, message: v.optional(v.string(), '') });

export const Account = v.object({
  accountBalance: v.number(),
  /** Identity-provider user id. */
  spidId: NonEmpty,
  firstTitleCode: v.string(),
  /** Billing-system account number. */
  ariaAccountNo: NonEmpty,
  firstName: v.optional(v.string()),
  lastName: v.optional(v.string()),
  phone: v.optional(v.string()),
  birthdate: v.optional(v.nullable(ISO_DATE)),
  email: v.optional(v.string()),
});

export const ACCOUNT_CREATION_RESULTS = [
  'ok',
  'ERROR_IN_CREATING_ACCOUNT',
  'AMPS_RETURNED_NULL',
  'REQUEST_MISSING_VALUES',
  'EMAIL_DOES_NOT_EXIST',
  'NO_SPID_FOUND',
  'USER_HAS_ACTIVE_SUB',
  'USER_IS_ACTIVE',
] as const;

export const CreateAccountRequest = v.object({
  accountBalance: v.literal(0),
  spidId: NonEmpty,
  firstTitleCode: NonEmpty,
});
export const CreateAccountResponse = v.object({
  result: v.picklist(ACCOUNT_CREATION_RESULTS),
  ariaAccountNo: v.optional(v.string()),
});

export const UpdateAccountRequest = v.object({
  ariaAccountNo: NonEmpty,
  firstName: Name,
  lastName: Name,
  /** The 8 digits of a Norwegian number, or '' for none. */
  phone: v.pipe(v.string(), v.check(isSavedPhone, 'not 8 digits of a Norwegian phone number')),
  /** Plausibility and the age limits are checked against the stored one (domain/person/birthdate.ts). */
  birthdate: v.nullable(CalendarDate),
  /** Contact e-mail (/kontakt); left as it is when not sent. */
  email: v.optional(Email),
});

/**
 * What proves a subscription is the searcher's: the customer number, phone or e-mail printed on the invoice,
 * and the postal code it is delivered or billed to. Searching and connecting both need both.
 */
const AccountProof = {
  query: Line(EMAIL_MAX_LENGTH),
  postalCode: PostalCode,
};
export const AssignAccountRequest = v.object({
  ariaAccountNo: NonEmpty,
  spidId: NonEmpty,
  titleCode: NonEmpty,
  ...AccountProof,
});
export const SearchAccountRequest = v.object({ titleCode: NonEmpty, ...AccountProof });
export const SearchAccountResponse = v.object({
  matches: v.array(v.object({ ariaAccountNo: NonEmpty, maskedName: v.string(), planName: v.string() })),
});

export const Subscription = v.object({
  titleCode: NonEmpty,
  ariaSubscriptionNo: NonEmpty,
  ariaPlanID: NonEmpty,
  ariaScheduleID: v.optional(v.string()),
  planName: NonEmpty,
  /** COMBO: paper and digital; DIGITAL: digital only. */
  planProductType: NonEmpty,
  eligibleForSharing: v.boolean(),
  instStatusCode: v.picklist(STATUS_CODES),
  subsRetrieveSubscriptionAddInfo: v.object({
    subscriptionInfo1: v.string(),
    subscriptionInfo2: v.optional(v.string()),
  }),
  startDate: ISO_DATE,
  /** When a cancelled subscription stops, or a trial ends. */
  endDate: v.optional(v.nullable(ISO_DATE)),
  /**
   * The intro terms it was bought with: the trial runs until this day, then the plan costs `thenPrice` per month.
   * Kept through a cancellation and its regret (domain/subscription/trial.ts); none without intro terms.
   */
  trial: v.optional(v.nullable(v.object({ until: ISO_DATE, thenPrice: v.number() }))),
  /**
   * A plan change waiting for its date; `price`: the new plan's per month (home's next charge). One that starts the
   * paper says where it goes and its first day (`delivery`); one from paper to digital the last paper's day
   * (`lastPaper`): domain/subscription/changes.ts.
   */
  pendingPlan: v.optional(
    v.nullable(
      v.object({
        ariaPlanID: NonEmpty,
        planName: NonEmpty,
        effectiveDate: ISO_DATE,
        price: v.optional(v.number()),
        delivery: v.optional(v.nullable(v.object({ firstPaper: ISO_DATE, address: v.lazy(() => Address) }))),
        lastPaper: v.optional(v.nullable(ISO_DATE)),
      }),
    ),
  ),
  /** Price per period in NOK. */
  price: v.number(),
});

export const LoginTokenResponse = v.object({ token: v.string() });
export const HandleCodeRequest = v.object({ code: NonEmpty, state: NonEmpty, schibstedId: NonEmpty });
export const HandleCodeResponse = v.object({ userId: NonEmpty });
export const RetrieveTitleCodeRequest = v.object({ url: v.pipe(v.string(), v.url()) });
export const RetrieveTitleCodeResponse = v.object({ titleCode: NonEmpty });
export const Title = v.object({
  titleCode: NonEmpty,
  titleDomain: NonEmpty,
  pageUrl: NonEmpty,
  name: NonEmpty,
  minsideUrl: NonEmpty,
});
export const ComplaintCodes = v.array(v.object({ code: NonEmpty, description: NonEmpty }));
export const Ok = v.object({ ok: v.literal(true) });

export const ReactivateRequest = v.object({ ariaAccountNo: NonEmpty, ariaSubscriptionNo: NonEmpty });
export const CANCELLATION_TYPES = ['REPLACEMENT-ANN', 'CANCELLATION'] as const;
export const DeleteSubscriptionRequest = v.pipe(
  v.object({
    ariaAccountNo: NonEmpty,
    ariaSubscriptionNo: NonEmpty,
    cancellationType: v.picklist(CANCELLATION_TYPES),
    reason: v.picklist(CANCELLATION_REASONS),
    comment: v.optional(Text(COMMENT_MAX)),
  }),
  v.check(
    (body) => body.cancellationType === cancellationTypeOf(body.reason),
    'cancellationType: does not fit the reason',
  ),
);
export const DeleteSubscriptionResponse = v.object({ endDate: ISO_DATE });
export const PAYMENT_ACTIONS = ['ADD', 'UPDATE', 'REMOVE'] as const;
/** Longer than any path of the portal; what a caller can make the backend keep is bounded. */
export const RETURN_URL_MAX_LENGTH = 2000;
/** Where the payment provider sends the user back; the backend keeps only a path on this site (sameOriginPath). */
const ReturnUrl = v.pipe(v.string(), v.maxLength(RETURN_URL_MAX_LENGTH));
/** The backend's id of one trip to the payment provider (random, url-safe). */
const PaymentId = v.pipe(v.string(), v.check(isPaymentId, 'not a payment id'));

/** A registered card as the provider describes it: never the number, only what a person recognises it by. */
export const Card = v.object({
  brand: NonEmpty,
  last4: v.pipe(v.string(), v.regex(/^\d{4}$/, 'not 4 digits')),
  /** The last month the card is valid. */
  expiry: v.pipe(v.string(), v.check(isCardExpiry, 'not a year and month (YYYY-MM)')),
});
/** How an account pays now: a card (perhaps not registered yet), Vipps or Strex (with the phone), an invoice kind, or none. */
export const PaymentMethodInfo = v.variant('method', [
  v.object({ method: v.literal('SWEDBANK-PPG'), card: v.nullable(Card) }),
  v.object({ method: v.literal('VIPPS'), phone: v.nullable(v.string()) }),
  v.object({ method: v.literal('STREX'), phone: v.nullable(v.string()) }),
  v.object({ method: v.picklist(['AVTALEGIRO', 'BANKGIRO', 'EFAKTURA']) }),
  v.object({ method: v.null() }),
]);

export const CardRequest = v.object({
  ariaAccountNo: NonEmpty,
  action: v.picklist(PAYMENT_ACTIONS),
  returnUrl: ReturnUrl,
});
export const PaymentMethodRequest = v.object({
  ariaAccountNo: NonEmpty,
  paymentMethod: v.picklist(METHOD_CHOICES),
  returnUrl: ReturnUrl,
});
/**
 * A trip to the payment provider has started and nothing has changed yet: send the user to `redirectUrl`; the
 * provider sends them back to the return URL with `?paymentId=…`, and only the verify call says what happened.
 */
export const ProviderTrip = v.object({
  redirectUrl: NonEmpty,
  paymentId: PaymentId,
  /** AvtaleGiro or eFaktura: the agreement the user approves in their bank, which the verify call names again. */
  agreementId: v.optional(PaymentId),
});
/** REMOVE answers at once, without a trip: the card is gone and this is how the account pays now. */
export const CardRemoved = v.object({ removed: v.literal(true), paymentMethod: PaymentMethodInfo });
/** ADD and UPDATE start a trip; REMOVE answers `removed`. Tell them apart by `'removed' in answer`. */
export const ChangeCardResponse = v.union([ProviderTrip, CardRemoved]);
export const VerifyPaymentRequest = v.object({
  ariaAccountNo: NonEmpty,
  paymentId: PaymentId,
  agreementId: v.optional(PaymentId),
});
/**
 * What the provider did with a card, Vipps or agreement registration; only `changed` changed the method. `pending`:
 * approved, and the provider has not called back yet (domain/payment/settlement.ts); ask again.
 */
export const PAYMENT_METHOD_RESULTS = ['changed', 'pending', 'declined', 'aborted', 'timeout'] as const;
export const VerifyPaymentMethodResponse = v.object({
  result: v.picklist(PAYMENT_METHOD_RESULTS),
  paymentMethod: PaymentMethodInfo,
});

/** NOK with øre: at most two decimals. */
const Money = v.pipe(
  v.number(),
  v.check(
    (amount) => Number.isFinite(amount) && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6,
    'not an amount in NOK with øre',
  ),
);
export const INVOICE_STATUSES = ['paid', 'unpaid'] as const;
/** The billing system's invoice number: digits (isInvoiceNo). */
const InvoiceNo = v.pipe(v.string(), v.check(isInvoiceNo, 'not an invoice number (1 to 20 digits)'));
export const Invoice = v.object({
  ariaInvoiceNo: InvoiceNo,
  description: v.string(),
  periodStart: ISO_DATE,
  periodEnd: ISO_DATE,
  amount: Money,
  dueDate: ISO_DATE,
  status: v.picklist(INVOICE_STATUSES),
  paidDate: v.nullable(ISO_DATE),
  /** The payment reference, with its check digit. */
  kid: v.pipe(v.string(), v.check(isValidKid, 'not a KID (2 to 25 digits with a MOD10 or MOD11 check digit)')),
  /** The bank account to pay to: 11 digits with a MOD11 check digit. */
  accountNumber: v.pipe(v.string(), v.check(isValidAccountNumber, 'not an account number (11 digits, MOD11)')),
  /** A payment of it is approved at the provider and not settled yet ("Betaling pågår"); a new one is refused meanwhile. */
  paymentPending: v.optional(v.boolean(), false),
});
export const PayInvoiceRequest = v.object({
  ariaAccountNo: NonEmpty,
  ariaInvoiceNo: InvoiceNo,
  paymentMethod: v.picklist(CHANGEABLE_METHODS),
  returnUrl: ReturnUrl,
});
/**
 * `paid`: this payment paid it. `alreadyPaid`: it was paid before this payment was approved, which is refunded.
 * `pending`: approved, and the provider has not called back yet; ask again (domain/payment/settlement.ts).
 */
export const INVOICE_PAYMENT_RESULTS = ['paid', 'alreadyPaid', 'pending', 'declined', 'aborted', 'timeout'] as const;
export const VerifyInvoicePaymentResponse = v.object({ result: v.picklist(INVOICE_PAYMENT_RESULTS), invoice: Invoice });
export const DiscountRequest = v.object({ code: NonEmpty, ariaPlanID: NonEmpty, titleCode: NonEmpty });
export const DiscountDetails = v.object({
  code: NonEmpty,
  description: v.string(),
  discountedPrice: v.number(),
  months: v.number(),
});
/** A message to a segment (domain/segment/segment-message.ts): normalised free text, not empty, bounded. */
export const SegmentMessageRequest = v.object({ message: v.pipe(Text(SEGMENT_MESSAGE_MAX), v.minLength(1)) });
export const VerifyRequest = v.object({
  type: v.picklist(['family', 'business']),
  token: v.pipe(v.string(), v.check(isInvitationToken, 'not an invitation token')),
});
/** A family or a business invitation declined by the invited person (issue 41: an employee may say no too). */
export const DeclineRequest = VerifyRequest;
/** `access` once accepted: what the user now has, and who gives it (the family's owner, the company). */
export const VerifyResponse = v.object({
  status: v.picklist(VERIFY_STATUSES),
  access: v.optional(v.object({ planName: NonEmpty, providedBy: NonEmpty })),
});
/**
 * An invitation as the invited person sees it before answering (issue 24): who sent it (the family owner's name,
 * the company's), for which title and plan, who is signed in (the name and the e-mail address the identity provider
 * vouches for, which the invitation is checked against), and `state`: `open`, or what accepting would answer now
 * (closed, a subscription already). Only its addressee sees it: anyone else is answered 404 INVITATION_NOT_FOUND,
 * as for a token that names none, whatever the invitation's state.
 */
export const InvitationDetails = v.object({
  state: v.picklist(INVITATION_STATES),
  invitedBy: NonEmpty,
  titleName: NonEmpty,
  planName: NonEmpty,
  signedInAs: v.object({ name: v.string(), email: NonEmpty }),
});
export const StudentEmailRequest = v.object({ email: v.pipe(v.string(), v.email()) });
export const StudentCodeRequest = v.object({ email: v.pipe(v.string(), v.email()), code: NonEmpty });
export const StudentResponse = v.object({ status: NonEmpty });

/**
 * Student subscription (issue 13): the last step sends the finished profile with the address the user verified,
 * and the way: `new` starts a subscription, `switch` changes the running one to the student plan. The profile is
 * held to the limits of UpdateAccountRequest; here phone and birthdate are required, as every purchase needs them.
 */
export const StudentActivationRequest = v.object({
  email: v.pipe(v.string(), v.email()),
  way: v.picklist(STUDENT_WAYS),
  firstName: Name,
  lastName: Name,
  phone: v.pipe(
    v.string(),
    v.check((phone) => phone !== '' && isSavedPhone(phone), 'not 8 digits of a Norwegian phone number'),
  ),
  birthdate: CalendarDate,
});
export type StudentActivationRequest = v.InferOutput<typeof StudentActivationRequest>;

/** One plan as the offering service sells it; `introPrice` for `introMonths` first, then `price` a month. */
export const Offer = v.object({
  offerId: NonEmpty,
  ariaPlanID: NonEmpty,
  ariaScheduleID: NonEmpty,
  planName: NonEmpty,
  planProductType: NonEmpty,
  description: v.string(),
  price: v.number(),
  introPrice: v.optional(v.nullable(v.number())),
  introMonths: v.optional(v.nullable(v.number())),
  campaignID: v.optional(v.nullable(v.string())),
});
export const Offering = v.object({ offers: v.array(Offer) });

export const ChangePlanRequest = v.object({
  ariaAccountNo: NonEmpty,
  ariaSubscriptionNo: NonEmpty,
  offerId: NonEmpty,
  /** Where the paper goes, for a change that starts it (from digital to paper); only then (issue 41). */
  deliveryAddress: v.optional(v.lazy(() => Address)),
});
/** A waiting plan change called off: the subscription keeps its plan. */
export const PlanChangeRequest = v.object({ ariaAccountNo: NonEmpty, ariaSubscriptionNo: NonEmpty });

export const CreateOrderRequest = v.object({
  titleCode: NonEmpty,
  offerId: NonEmpty,
  paymentMethod: v.picklist(PURCHASE_METHODS),
  /** The buyer must be 18, and the youth plan is for those under 34 (spec section 5). */
  birthdate: CalendarDate,
  discountCode: v.optional(Line(DISCOUNT_CODE_MAX_LENGTH)),
  /** One per order the buyer means to make: sending it again (a double click, a retry) answers the same order. */
  idempotencyKey: v.pipe(v.string(), v.regex(/^[\w-]{16,64}$/, 'not an idempotency key')),
});
/** Where the payment provider takes over; it sends the buyer back to /completepurchase or /completevippspurchase. */
export const CreateOrderResponse = v.object({ orderId: NonEmpty, redirectUrl: NonEmpty });
export const CompleteOrderResponse = v.object({ orderId: NonEmpty, subscription: Subscription });
/** A paid order not completed into a subscription yet: the buyer never came back from the provider, or could not. */
export const PendingOrder = v.object({
  orderId: NonEmpty,
  planName: NonEmpty,
  paymentMethod: v.picklist(PURCHASE_METHODS),
});
/** The signed-in user's pending orders for the title, oldest first. */
export const PendingOrders = v.object({ orders: v.array(PendingOrder) });

/** An instant with its offset, e.g. 2026-11-23T10:59:00.000Z. */
const ISO_DATE_TIME = v.pipe(v.string(), v.isoTimestamp());
/** Where a paper is delivered: the domain's address, normalised and held to the same field rules as the form. */
export const Address = v.pipe(
  v.object({
    coName: v.string(),
    street: v.string(),
    streetNumber: v.string(),
    /** The dwelling's number (H0101 form), or null when unknown ("Vet ikke"). */
    apartmentNumber: v.nullable(v.string()),
    floor: v.string(),
    postalCode: v.string(),
    town: v.string(),
  }),
  v.transform(normaliseAddress),
  v.check(
    (address) => Object.keys(addressProblems(address)).length === 0,
    'not a deliverable address (domain/delivery/address.ts)',
  ),
);
export const DELIVERY_CHANGE_TYPES = ['PERMANENT', 'TRANSFER', 'STOP'] as const;
/** A change of delivery: a move (PERMANENT, from `from` on), a stay elsewhere (TRANSFER) or a stop, with an open end when `to` is null. */
export const DeliveryChange = v.pipe(
  v.object({
    changeId: NonEmpty,
    type: v.picklist(DELIVERY_CHANGE_TYPES),
    from: ISO_DATE,
    to: v.nullable(ISO_DATE),
    /** Where the paper goes meanwhile: for TRANSFER and PERMANENT, null for STOP. */
    address: v.nullable(Address),
    registered: ISO_DATE_TIME,
  }),
  v.check(
    (change) => (change.type === 'STOP') === (change.address === null),
    'address: a TRANSFER or PERMANENT has one, a STOP none',
  ),
);
/**
 * A paper subscription's delivery: where it goes, and the changes registered (past, running and planned). One that a
 * waiting plan change to paper set up (issue 41) has not started: `firstPaper` is the day its first paper comes (the
 * change's `pendingPlan.delivery.firstPaper`); none for a paper that comes already.
 */
export const Delivery = v.object({
  address: Address,
  changes: v.array(DeliveryChange),
  firstPaper: v.optional(v.nullable(ISO_DATE)),
});
/** A complaint about one day's delivery, with one of the complaint codes. */
export const Complaint = v.object({
  complaintId: NonEmpty,
  date: ISO_DATE,
  code: NonEmpty,
  /** The code's words (complaintcodes' description) as they were when it was registered. */
  codeText: NonEmpty,
  comment: v.nullable(v.string()),
  registered: ISO_DATE_TIME,
});

/**
 * A delivery change to register, or a registered one's new values: the same shape, so an edit is "this instead".
 * A STOP has no address; a TRANSFER needs one (spec section 5: "at least one address"), as does a PERMANENT move,
 * which has no end. The dates are checked against the title's delivery days and cut-off by the backend.
 */
export const DeliveryChangeRequest = v.pipe(
  v.object({
    type: v.picklist(DELIVERY_CHANGE_TYPES),
    from: ISO_DATE,
    to: v.nullable(ISO_DATE),
    address: v.nullable(Address),
  }),
  v.check(
    (change) => (change.type === 'STOP') === (change.address === null),
    'address: a TRANSFER or PERMANENT has one, a STOP none',
  ),
  v.check((change) => change.type !== 'PERMANENT' || change.to === null, 'to: a PERMANENT move has no end'),
);
/** A complaint about one day's paper: a code of complaintcodes and an optional comment. */
export const ComplaintRequest = v.object({
  date: ISO_DATE,
  code: NonEmpty,
  comment: v.nullable(Text(COMPLAINT_COMMENT_MAX)),
});

/** A family or business invitation's id, as lists and removals name it (never its secret link token). */
const InvitationId = v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/, 'not an invitation id'));
/** An invitation to the household, as the owner sees it. */
export const FamilyInvitation = v.object({
  invitationId: InvitationId,
  email: NonEmpty,
  status: v.picklist(FAMILY_INVITATION_STATUSES),
  sent: ISO_DATE_TIME,
  /** When an open invitation stops working (domain/sharing/invitation.ts). */
  expires: ISO_DATE_TIME,
});
/** Someone who accepted: `memberId` names them for removal. */
export const FamilyMember = v.object({ memberId: InvitationId, name: v.string(), email: NonEmpty, since: ISO_DATE });
/** The owner sees members, invitations and the plan's maximum; a member sees whose subscription they share. */
export const FamilySharing = v.variant('role', [
  v.object({
    role: v.literal('owner'),
    planName: NonEmpty,
    /** How many may share it besides the owner: members and open invitations together. */
    maxMembers: v.pipe(v.number(), v.integer(), v.minValue(0)),
    members: v.array(FamilyMember),
    invitations: v.array(FamilyInvitation),
  }),
  v.object({ role: v.literal('member'), planName: NonEmpty, ownerName: NonEmpty, since: ISO_DATE }),
]);
/** An address to invite, as `normaliseEmail` writes it (lower case, an IDN domain in DNS form); the same for both kinds. */
const InvitedEmail = v.pipe(
  v.string(),
  v.check((email) => normaliseEmail(email) === email, 'not an e-mail address in normal form'),
);
export const FamilyInviteRequest = v.object({ email: InvitedEmail });

/** Addresses the admin sends at once: more than any company's maximum, few enough to bound one request. */
export const EMAILS_PER_REQUEST = 500;
export const EmployeeEmails = v.object({
  emails: v.pipe(v.array(InvitedEmail), v.minLength(1), v.maxLength(EMAILS_PER_REQUEST)),
});
export const BusinessInvitation = v.object({
  email: NonEmpty,
  added: ISO_DATE,
  status: v.picklist(BUSINESS_INVITATION_STATUSES),
});
/** A business admin's company: its e-mail domain, the maximum number of invitations, and every invitation. */
export const BusinessAccess = v.object({
  companyName: NonEmpty,
  /** Only addresses at this domain may be invited (DNS form, as normaliseEmail writes it). */
  domain: NonEmpty,
  maxInvitations: v.pipe(v.number(), v.integer(), v.minValue(0)),
  invitations: v.array(BusinessInvitation),
});
/** Each address with what became of it, and the company's invitations as they now are. */
export const InviteEmployeesResponse = v.object({
  results: v.array(v.object({ email: NonEmpty, result: v.picklist(INVITE_RESULTS) })),
  access: BusinessAccess,
});
export const RemoveEmployeesResponse = v.object({
  results: v.array(v.object({ email: NonEmpty, result: v.picklist(REMOVAL_RESULTS) })),
  access: BusinessAccess,
});

// The subscriber's consents of /samtykke1–3 (issue 14): what the newspaper may send them, each choice with the time
// it was given. The account is the session's, never one the client names.
const GivenChoice = v.nullable(v.object({ granted: v.boolean(), givenAt: ISO_DATE_TIME }));
export const MarketingConsents = v.object({
  newsletters: GivenChoice,
  offersByEmail: GivenChoice,
  offersBySms: GivenChoice,
});
export const MarketingConsentsRequest = v.strictObject({
  newsletters: v.boolean(),
  offersByEmail: v.boolean(),
  offersBySms: v.boolean(),
});

type Schema = v.GenericSchema;

export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under /api/, with `{name}` for path parameters. */
  path: string;
  request?: Schema;
  response: Schema;
  /**
   * The codes (ApiErrorBody.code) the call may refuse with besides the front door's (FRONT_DOOR_REFUSALS): the
   * reference backend's handler can send no other, and a page model places each one the user can act on.
   */
  refusals?: readonly string[];
}

/**
 * What the front door answers any call with: a path or body the contract refuses, no portal session, a body too big,
 * a request from another site's page (Origin or Sec-Fetch-Site: never the portal's own).
 */
export const FRONT_DOOR_REFUSALS = ['BAD_REQUEST', 'UNAUTHENTICATED', 'PAYLOAD_TOO_LARGE', 'CROSS_SITE'] as const;

// Refusals several calls share.
/** An account number that is not the session user's (anyone else's is as unknown as none). */
const NOT_YOURS = ['FORBIDDEN'] as const;
/** The session user has no billing account yet. */
const NO_ACCOUNT = ['ACCOUNT_NOT_FOUND'] as const;
/** The delivery writes: the user's own paper of the served title. */
const PAPER = [...NOT_YOURS, 'TITLE_NOT_FOUND', 'NO_PAPER'] as const;
/** A delivery change: the rule's problem (domain/delivery/vacation.ts), so the form and the backend say the same; Posten's register. */
const DELIVERY_CHANGE = [...PAPER, ...DELIVERY_CHANGE_PROBLEMS, 'UNKNOWN_POSTAL_CODE', 'TOWN_MISMATCH'] as const;
/** A new trip to the payment provider while one is under way. */
const NEW_TRIP = [...NOT_YOURS, PAYMENT_IN_PROGRESS] as const;
/** The verify after a trip to the payment provider: not this user's trip of this kind, or verified before. */
const PAYMENT_VERIFY = [...NOT_YOURS, 'PAYMENT_NOT_FOUND', 'ALREADY_VERIFIED'] as const;
/** A student code confirmed (spec section 8's codes). */
const STUDENT_CODE = [
  ...STUDENT_BARS,
  'MISSING_PARAMETERS',
  'INVALID_CODE',
  'CODE_WRONG',
  'USER_EXIST_ACTIVE',
] as const;
const FAMILY_OWNER = [...NOT_YOURS, 'NOT_FAMILY_OWNER'] as const;
const COMPANY_ADMIN = [...NOT_YOURS, 'NOT_ADMIN'] as const;
const LOGIN_CODE = ['INVALID_LOGIN_TOKEN', 'INVALID_CODE', 'INVALID_STATE', 'USER_MISMATCH'] as const;
const OWN_SUBSCRIPTION = [...NOT_YOURS, 'SUBSCRIPTION_NOT_FOUND'] as const;
/** A yes with nowhere to send (domain/privacy/marketing-consent.ts); the backend's `fail` holds these to the rule's. */
const CHOICE_PROBLEMS = ['NO_EMAIL', 'NO_PHONE'] as const satisfies readonly ChoiceProblem[];

/** Where the calls' paths below are, on the site's own origin. */
export const API_PREFIX = '/api/';

/**
 * Every call of spec section 7. Three of them the portal never makes, and the reference backend answers them as the
 * spec describes all the same (why, in docs/spec-coverage.md): `retrieveTitleCode` (every page has its title baked
 * in), `handleLoginToken` (`handlecode` redeems the code and the state's login token in one call) and
 * `segmentMessage` (no screen of the spec sends a message to a segment).
 */
export const CALLS = {
  title: { method: 'GET', path: 'title/{titleCode}', response: Title, refusals: ['TITLE_NOT_FOUND'] },
  complaintCodes: { method: 'GET', path: 'complaintcodes', response: ComplaintCodes },
  // For a user without an account, or an account without a subscription for the title, the answer is null: none is an
  // answer, not an error (and a 404 would log a console error in every browser on every first visit).
  getAccount: { method: 'GET', path: 'account/{spidId}', response: v.nullable(Account), refusals: NOT_YOURS },
  assignAccount: {
    method: 'PUT',
    path: 'account/assign',
    request: AssignAccountRequest,
    response: Account,
    refusals: [...NOT_YOURS, 'TOO_MANY_ATTEMPTS', 'ACCOUNT_NOT_FOUND', 'USER_HAS_ACTIVE_SUB'],
  },
  updateAccount: {
    method: 'PUT',
    path: 'account',
    request: UpdateAccountRequest,
    response: Account,
    refusals: [...NOT_YOURS, 'INVALID_BIRTHDATE', 'BIRTHDATE_LOCKED'],
  },
  createAccount: {
    method: 'POST',
    path: 'account',
    request: CreateAccountRequest,
    response: CreateAccountResponse,
    refusals: NOT_YOURS,
  },
  searchAccount: {
    method: 'POST',
    path: 'search-account',
    request: SearchAccountRequest,
    response: SearchAccountResponse,
    refusals: ['TOO_MANY_ATTEMPTS'],
  },
  segmentMessage: {
    method: 'POST',
    path: 'segment/{segmentId}/message',
    request: SegmentMessageRequest,
    response: Ok,
    refusals: [TOO_MANY_MESSAGES],
  },
  verify: {
    method: 'POST',
    path: 'verify/',
    request: VerifyRequest,
    response: VerifyResponse,
    refusals: ['INVITATION_NOT_FOUND', ...NO_ACCOUNT],
  },
  // The invited person's look before answering, and their no (the owner's or the company's place is freed, and the
  // link cannot be accepted after). Both bound to the addressee as verify is; the token travels in the body, as
  // verify's does, never in a path the logs keep. An unknown token is 404 INVITATION_NOT_FOUND, and so is one sent
  // to someone else, whatever its state.
  getInvitation: {
    method: 'POST',
    path: 'verify/invitation',
    request: VerifyRequest,
    response: InvitationDetails,
    refusals: ['INVITATION_NOT_FOUND', ...NO_ACCOUNT],
  },
  declineInvitation: {
    method: 'POST',
    path: 'verify/decline',
    request: DeclineRequest,
    response: VerifyResponse,
    refusals: ['INVITATION_NOT_FOUND'],
  },
  getSubscription: {
    method: 'GET',
    path: 'subscription/{ariaAccountNo}/{titleCode}',
    response: v.nullable(Subscription),
    refusals: NOT_YOURS,
  },
  reactivateSubscription: {
    method: 'POST',
    path: 'reactivateSubscription/',
    request: ReactivateRequest,
    response: Subscription,
    refusals: [...OWN_SUBSCRIPTION, 'NOT_REACTIVATABLE'],
  },
  changeCard: {
    method: 'PUT',
    path: 'subscription/card',
    request: CardRequest,
    response: ChangeCardResponse,
    refusals: [...NEW_TRIP, 'NO_CARD', 'ONLY_PAYMENT_METHOD'],
  },
  changePaymentMethod: {
    method: 'PUT',
    path: 'subscription/paymentMethod',
    request: PaymentMethodRequest,
    response: ProviderTrip,
    refusals: NEW_TRIP,
  },
  deleteSubscription: {
    method: 'DELETE',
    path: 'deleteSubscription',
    request: DeleteSubscriptionRequest,
    response: DeleteSubscriptionResponse,
    refusals: [...OWN_SUBSCRIPTION, 'NOT_CANCELLABLE'],
  },
  addDiscount: {
    method: 'POST',
    path: 'addDiscount',
    request: DiscountRequest,
    response: DiscountDetails,
    refusals: ['DISCOUNT_NOT_FOUND', ...NO_ACCOUNT],
  },
  getDiscountDetails: {
    method: 'POST',
    path: 'getDiscountDetails',
    request: DiscountRequest,
    response: DiscountDetails,
    refusals: ['DISCOUNT_NOT_FOUND'],
  },
  studentEmail: {
    method: 'POST',
    path: 'student-email/',
    request: StudentEmailRequest,
    response: StudentResponse,
    refusals: ['MISSING_PARAMETERS', 'EMAIL_WRONG', 'USER_EXIST_ACTIVE', 'TOO_MANY_ATTEMPTS'],
  },
  activateStudentSubscription: {
    method: 'POST',
    path: 'activate-student-subscription/',
    request: StudentActivationRequest,
    response: StudentResponse,
    refusals: [
      ...STUDENT_BARS,
      ...NO_ACCOUNT,
      'MISSING_PARAMETERS',
      'INVALID_CODE',
      'USER_EXIST_ACTIVE',
      'INVALID_BIRTHDATE',
      'BIRTHDATE_LOCKED',
      'TOO_YOUNG',
    ],
  },
  registerStudent: {
    method: 'POST',
    path: 'register-student/',
    request: StudentCodeRequest,
    response: StudentResponse,
    refusals: STUDENT_CODE,
  },
  activateStudent: {
    method: 'POST',
    path: 'activate-student/',
    request: StudentCodeRequest,
    response: StudentResponse,
    refusals: STUDENT_CODE,
  },
  retrieveTitleCode: {
    method: 'POST',
    path: 'retrieveTitleCode',
    request: RetrieveTitleCodeRequest,
    response: RetrieveTitleCodeResponse,
    refusals: ['TITLE_NOT_FOUND'],
  },
  loginToken: { method: 'GET', path: 'loginToken', response: LoginTokenResponse },
  logout: { method: 'POST', path: 'logout', response: Ok },
  handleCode: {
    method: 'POST',
    path: 'handlecode',
    request: HandleCodeRequest,
    response: HandleCodeResponse,
    refusals: LOGIN_CODE,
  },
  handleLoginToken: {
    method: 'POST',
    path: 'handleLoginToken',
    request: HandleCodeRequest,
    response: HandleCodeResponse,
    refusals: LOGIN_CODE,
  },
  // Service areas the spec names without paths (offering, subscription hub): our choice of paths.
  offering: { method: 'GET', path: 'offering/{titleCode}', response: Offering, refusals: ['TITLE_NOT_FOUND'] },
  // A change that starts the paper needs its delivery address (DELIVERY_ADDRESS_REQUIRED), checked with Posten's
  // register as a move's is; calling a waiting change off is DELETE of the same (NO_PLAN_CHANGE: nothing waits).
  changePlan: {
    method: 'PUT',
    path: 'subscription/plan',
    request: ChangePlanRequest,
    response: Subscription,
    refusals: [
      ...OWN_SUBSCRIPTION,
      'NOT_CHANGEABLE',
      'OFFER_NOT_FOUND',
      'SAME_PLAN',
      'NOT_YOUTH',
      'DELIVERY_ADDRESS_REQUIRED',
      'UNKNOWN_POSTAL_CODE',
      'TOWN_MISMATCH',
    ],
  },
  cancelPlanChange: {
    method: 'DELETE',
    path: 'subscription/plan',
    request: PlanChangeRequest,
    response: Subscription,
    refusals: [...OWN_SUBSCRIPTION, 'NOT_CHANGEABLE', 'NO_PLAN_CHANGE'],
  },
  createOrder: {
    method: 'POST',
    path: 'order',
    request: CreateOrderRequest,
    response: CreateOrderResponse,
    refusals: [
      'TITLE_NOT_FOUND',
      ...NO_ACCOUNT,
      'USER_HAS_ACTIVE_SUB',
      'OFFER_NOT_FOUND',
      'DISCOUNT_NOT_FOUND',
      'INVALID_BIRTHDATE',
      'BIRTHDATE_LOCKED',
      'TOO_YOUNG',
      'NOT_YOUTH',
    ],
  },
  completeOrder: {
    method: 'POST',
    path: 'order/{orderId}/complete',
    response: CompleteOrderResponse,
    refusals: ['ORDER_NOT_FOUND', 'PAYMENT_NOT_RECEIVED', 'PAYMENT_DECLINED', 'ORDER_ABORTED', 'USER_HAS_ACTIVE_SUB'],
  },
  pendingOrders: {
    method: 'GET',
    path: 'order/pending/{titleCode}',
    response: PendingOrders,
    refusals: ['TITLE_NOT_FOUND'],
  },
  // Payments (issue 10): a change of card or method, and paying an invoice, is a trip to the payment provider that
  // changes nothing until the verify call, where the backend asks the provider what happened.
  getPaymentMethod: {
    method: 'GET',
    path: 'paymentmethod/{ariaAccountNo}',
    response: PaymentMethodInfo,
    refusals: NOT_YOURS,
  },
  verifyPaymentMethod: {
    method: 'POST',
    path: 'paymentmethod/verify',
    request: VerifyPaymentRequest,
    response: VerifyPaymentMethodResponse,
    refusals: PAYMENT_VERIFY,
  },
  verifyCard: {
    method: 'POST',
    path: 'subscription/card/verify',
    request: VerifyPaymentRequest,
    response: VerifyPaymentMethodResponse,
    refusals: PAYMENT_VERIFY,
  },
  getInvoices: { method: 'GET', path: 'invoice/{ariaAccountNo}', response: v.array(Invoice), refusals: NOT_YOURS },
  getInvoice: {
    method: 'GET',
    path: 'invoice/{ariaAccountNo}/{ariaInvoiceNo}',
    response: Invoice,
    refusals: ['INVOICE_NOT_FOUND'],
  },
  payInvoice: {
    method: 'POST',
    path: 'paymentlink',
    request: PayInvoiceRequest,
    response: ProviderTrip,
    refusals: [...NEW_TRIP, 'INVOICE_NOT_FOUND', INVOICE_PAID],
  },
  verifyInvoicePayment: {
    method: 'POST',
    path: 'paymentlink/verify',
    request: VerifyPaymentRequest,
    response: VerifyInvoicePaymentResponse,
    refusals: [...PAYMENT_VERIFY, 'INVOICE_NOT_FOUND'],
  },
  // Paper delivery (issue 11): the spec's delivery and address service areas, without paths; ours. For an account's
  // subscription without paper (digital) or without one for the title, delivery is null: none is an answer.
  getDelivery: {
    method: 'GET',
    path: 'delivery/{ariaAccountNo}/{titleCode}',
    response: v.nullable(Delivery),
    refusals: NOT_YOURS,
  },
  getComplaints: {
    method: 'GET',
    path: 'complaint/{ariaAccountNo}/{titleCode}',
    response: v.array(Complaint),
    refusals: NOT_YOURS,
  },
  // The writes answer the whole delivery as it now is. A refusal's code is the domain's problem name, so the form says
  // the same words whether it or the backend found it; `started` for a change past its deadline.
  registerDeliveryChange: {
    method: 'POST',
    path: 'delivery/{ariaAccountNo}/{titleCode}/change',
    request: DeliveryChangeRequest,
    response: Delivery,
    refusals: DELIVERY_CHANGE,
  },
  editDeliveryChange: {
    method: 'PUT',
    path: 'delivery/{ariaAccountNo}/{titleCode}/change/{changeId}',
    request: DeliveryChangeRequest,
    response: Delivery,
    refusals: [...DELIVERY_CHANGE, 'CHANGE_NOT_FOUND', 'TYPE_NOT_CHANGEABLE', 'started'],
  },
  cancelDeliveryChange: {
    method: 'DELETE',
    path: 'delivery/{ariaAccountNo}/{titleCode}/change/{changeId}',
    response: Delivery,
    refusals: [...PAPER, 'CHANGE_NOT_FOUND', 'started'],
  },
  // notComplainable: not a delivery day of the last 14.
  submitComplaint: {
    method: 'POST',
    path: 'complaint/{ariaAccountNo}/{titleCode}',
    request: ComplaintRequest,
    response: Complaint,
    refusals: [...PAPER, 'notComplainable', 'UNKNOWN_COMPLAINT_CODE', 'TOO_MANY_COMPLAINTS'],
  },
  // Family sharing (issue 12; the spec's "family sharing" service area, without paths): null for a subscription that
  // is not a family one. The owner's writes answer the sharing as it now is; a refused invitation's code is its
  // InviteResult (userExist, maxUsersReached, errorSaved), as a business invitation's result would be.
  getFamily: {
    method: 'GET',
    path: 'family/{ariaAccountNo}/{titleCode}',
    response: v.nullable(FamilySharing),
    refusals: NOT_YOURS,
  },
  inviteFamilyMember: {
    method: 'POST',
    path: 'family/{ariaAccountNo}/{titleCode}/invitation',
    request: FamilyInviteRequest,
    response: FamilySharing,
    refusals: [...FAMILY_OWNER, ...FAMILY_INVITE_REFUSALS],
  },
  withdrawFamilyInvitation: {
    method: 'DELETE',
    path: 'family/{ariaAccountNo}/{titleCode}/invitation/{invitationId}',
    response: FamilySharing,
    refusals: [...FAMILY_OWNER, 'INVITATION_NOT_FOUND', 'NOT_OPEN'],
  },
  removeFamilyMember: {
    method: 'DELETE',
    path: 'family/{ariaAccountNo}/{titleCode}/member/{memberId}',
    response: FamilySharing,
    refusals: [...FAMILY_OWNER, 'MEMBER_NOT_FOUND'],
  },
  // Sending an invitation again (issue 41: resendVerdict, the business admin's rule too): a waiting one, or an expired
  // one while a place is free; its link works two weeks from now. Within the day's e-mails, as inviting is.
  resendFamilyInvitation: {
    method: 'POST',
    path: 'family/{ariaAccountNo}/{titleCode}/invitation/{invitationId}/resend',
    response: FamilySharing,
    refusals: [...FAMILY_OWNER, 'INVITATION_NOT_FOUND', 'NOT_OPEN', ...FAMILY_INVITE_REFUSALS],
  },
  // A member leaves the family on their own (issue 41: leaveRefusal): their access ends at once, as when the owner
  // removes them, and the owner's place is free.
  leaveFamily: {
    method: 'DELETE',
    path: 'family/{ariaAccountNo}/{titleCode}/membership',
    response: Ok,
    refusals: [...NOT_YOURS, 'NOT_FAMILY_MEMBER', 'OWNER_CANNOT_LEAVE'],
  },
  // Business access (the spec's "business" service area): for the company's admin only (403 NOT_ADMIN). Inviting an
  // address that is invited and waiting sends it again (`resent`), so one call invites and resends, many at once.
  getBusiness: {
    method: 'GET',
    path: 'business/{ariaAccountNo}/{titleCode}',
    response: BusinessAccess,
    refusals: COMPANY_ADMIN,
  },
  inviteEmployees: {
    method: 'POST',
    path: 'business/{ariaAccountNo}/{titleCode}/invitations',
    request: EmployeeEmails,
    response: InviteEmployeesResponse,
    refusals: COMPANY_ADMIN,
  },
  removeEmployees: {
    method: 'DELETE',
    path: 'business/{ariaAccountNo}/{titleCode}/invitations',
    request: EmployeeEmails,
    response: RemoveEmployeesResponse,
    refusals: COMPANY_ADMIN,
  },
  // Consents (issue 14): the session user's own for the title. A yes with nowhere to send is refused, 409 NO_EMAIL or
  // NO_PHONE (domain/privacy/marketing-consent.ts); an account of none is 404 ACCOUNT_NOT_FOUND.
  getConsents: {
    method: 'GET',
    path: 'consent/{titleCode}',
    response: MarketingConsents,
    refusals: ['TITLE_NOT_FOUND', ...NO_ACCOUNT],
  },
  saveConsents: {
    method: 'PUT',
    path: 'consent/{titleCode}',
    request: MarketingConsentsRequest,
    response: MarketingConsents,
    refusals: ['TITLE_NOT_FOUND', ...NO_ACCOUNT, ...CHOICE_PROBLEMS],
  },
} as const satisfies Record<string, Call>;

export type CallName = keyof typeof CALLS;
/** The codes call `N` may refuse with: its own and the front door's. */
export type RefusalCode<N extends CallName> =
  | ((typeof CALLS)[N] extends { refusals: readonly (infer Code extends string)[] } ? Code : never)
  | (typeof FRONT_DOOR_REFUSALS)[number];

/** `subscription/{ariaAccountNo}/{titleCode}` → 'ariaAccountNo' | 'titleCode'. */
type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;
/** The ids call `N`'s path names, each one required: what the client sends and the backend's handler gets. */
export type ParamsOf<N extends CallName> = Record<PathParamNames<(typeof CALLS)[N]['path']>, string>;

/** Whether `code` is a refusal `call` may answer with (its own or the front door's), not a failure. */
export function declaresRefusal<N extends CallName>(call: N, code: string): code is RefusalCode<N> {
  const own: readonly string[] = (CALLS[call] as Call).refusals ?? [];
  return own.includes(code) || (FRONT_DOOR_REFUSALS as readonly string[]).includes(code);
}

/**
 * The calls that need no session (the backend's `public` routes): their answer proves nothing about the session, so
 * only the others tell a login that worked from a loop (domain/auth/login-attempt.ts).
 */
export const PUBLIC_CALLS: ReadonlySet<CallName> = new Set([
  'title',
  'offering',
  'retrieveTitleCode',
  'loginToken',
  'logout',
  'handleCode',
  'handleLoginToken',
]);
export type Account = v.InferOutput<typeof Account>;
export type Subscription = v.InferOutput<typeof Subscription>;
export type AccountCreationResult = (typeof ACCOUNT_CREATION_RESULTS)[number];
export type Offer = v.InferOutput<typeof Offer>;
export type PurchaseMethod = (typeof PURCHASE_METHODS)[number];
export type PaymentMethodInfo = v.InferOutput<typeof PaymentMethodInfo>;
export type Card = v.InferOutput<typeof Card>;
export type Invoice = v.InferOutput<typeof Invoice>;
export type Address = v.InferOutput<typeof Address>;
export type DeliveryChange = v.InferOutput<typeof DeliveryChange>;
export type Delivery = v.InferOutput<typeof Delivery>;
export type Complaint = v.InferOutput<typeof Complaint>;
export type ComplaintCode = v.InferOutput<typeof ComplaintCodes>[number];
export type DeliveryChangeRequest = v.InferOutput<typeof DeliveryChangeRequest>;
export type ComplaintRequest = v.InferOutput<typeof ComplaintRequest>;
export type FamilySharing = v.InferOutput<typeof FamilySharing>;
export type InvitationDetails = v.InferOutput<typeof InvitationDetails>;
export type FamilyInvitation = v.InferOutput<typeof FamilyInvitation>;
export type FamilyMember = v.InferOutput<typeof FamilyMember>;
export type BusinessAccess = v.InferOutput<typeof BusinessAccess>;
export type BusinessInvitation = v.InferOutput<typeof BusinessInvitation>;
export type VerifyResponse = v.InferOutput<typeof VerifyResponse>;
export type MarketingConsents = v.InferOutput<typeof MarketingConsents>;
