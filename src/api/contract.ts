// The contract with the backend: every call of spec section 7, its path, and valibot schemas for what we
// send and what comes back. Adapting to the real server is a change here; scripts/preview implements it too.
import * as v from 'valibot';
import { EMAIL_MAX_LENGTH, hasControlCharacters, hasControlCharactersInText, isCalendarDate, isSavedPhone, NAME_MAX_LENGTH } from '../domain/person/fields.ts';
import { DISCOUNT_CODE_MAX_LENGTH, PURCHASE_METHODS } from '../domain/purchase/order-form.ts';
import { CANCELLATION_REASONS, cancellationTypeOf, COMMENT_MAX } from '../domain/subscription/changes.ts';
import { STATUS_CODES } from '../domain/subscription/status.ts';

const ISO_DATE = v.pipe(v.string(), v.isoDate());
const NonEmpty = v.pipe(v.string(), v.minLength(1));

// What we send is held to the same limits the forms apply (domain/person/fields.ts), so the backend refuses
// whatever a form would: answers are parsed leniently, requests strictly.
/** A real calendar date, YYYY-MM-DD. */
const CalendarDate = v.pipe(v.string(), v.check(isCalendarDate, 'not a calendar date (YYYY-MM-DD)'));
/** One line of text from a person: not empty, not padded, no control characters, at most `max` long. */
const Line = (max: number) =>
  v.pipe(
    v.string(),
    v.minLength(1),
    v.maxLength(max),
    v.check((value) => value.trim() === value, 'has leading or trailing spaces'),
    v.check((value) => !hasControlCharacters(value), 'has control characters'),
  );
const Email = v.pipe(Line(EMAIL_MAX_LENGTH), v.email());
const PostalCode = v.pipe(v.string(), v.regex(/^\d{4}$/, 'not a 4-digit postal code'));

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

export const CreateAccountRequest = v.object({ accountBalance: v.literal(0), spidId: NonEmpty, firstTitleCode: NonEmpty });
export const CreateAccountResponse = v.object({
  result: v.picklist(ACCOUNT_CREATION_RESULTS),
  ariaAccountNo: v.optional(v.string()),
});

export const UpdateAccountRequest = v.object({
  ariaAccountNo: NonEmpty,
  firstName: Line(NAME_MAX_LENGTH),
  lastName: Line(NAME_MAX_LENGTH),
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
export const AssignAccountRequest = v.object({ ariaAccountNo: NonEmpty, spidId: NonEmpty, titleCode: NonEmpty, ...AccountProof });
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
  subsRetrieveSubscriptionAddInfo: v.object({ subscriptionInfo1: v.string(), subscriptionInfo2: v.optional(v.string()) }),
  startDate: ISO_DATE,
  /** When a cancelled subscription stops, or a trial ends. */
  endDate: v.optional(v.nullable(ISO_DATE)),
  /** A plan change waiting for its date. */
  pendingPlan: v.optional(v.nullable(v.object({ ariaPlanID: NonEmpty, planName: NonEmpty, effectiveDate: ISO_DATE }))),
  /** Price per period in NOK. */
  price: v.number(),
});

export const LoginTokenResponse = v.object({ token: v.string() });
export const HandleCodeRequest = v.object({ code: NonEmpty, state: NonEmpty, schibstedId: NonEmpty });
export const HandleCodeResponse = v.object({ userId: NonEmpty });
export const RetrieveTitleCodeRequest = v.object({ url: v.pipe(v.string(), v.url()) });
export const RetrieveTitleCodeResponse = v.object({ titleCode: NonEmpty });
export const Title = v.object({ titleCode: NonEmpty, titleDomain: NonEmpty, pageUrl: NonEmpty, name: NonEmpty, minsideUrl: NonEmpty });
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
    comment: v.optional(v.pipe(v.string(), v.maxLength(COMMENT_MAX), v.check((text) => !hasControlCharactersInText(text), 'has control characters'))),
  }),
  v.check((body) => body.cancellationType === cancellationTypeOf(body.reason), 'cancellationType: does not fit the reason'),
);
export const DeleteSubscriptionResponse = v.object({ endDate: ISO_DATE });
export const PAYMENT_METHODS = ['VIPPS', 'SWEDBANK-PPG', 'BANKGIRO', 'AVTALEGIRO', 'STREX'] as const;
export const PAYMENT_ACTIONS = ['ADD', 'UPDATE', 'REMOVE'] as const;
export const CardRequest = v.object({ ariaAccountNo: NonEmpty, action: v.picklist(PAYMENT_ACTIONS), returnUrl: v.string() });
export const PaymentMethodRequest = v.object({ ariaAccountNo: NonEmpty, paymentMethod: v.picklist(PAYMENT_METHODS), returnUrl: v.string() });
/** Where to send the user to finish at the payment provider. */
export const PaymentRedirect = v.object({ redirectUrl: NonEmpty });
export const DiscountRequest = v.object({ code: NonEmpty, ariaPlanID: NonEmpty, titleCode: NonEmpty });
export const DiscountDetails = v.object({ code: NonEmpty, description: v.string(), discountedPrice: v.number(), months: v.number() });
export const SegmentMessageRequest = v.object({ message: NonEmpty });
export const VerifyRequest = v.object({ type: v.picklist(['family', 'business']), token: NonEmpty });
export const VerifyResponse = v.object({ status: NonEmpty });
export const StudentEmailRequest = v.object({ email: v.pipe(v.string(), v.email()) });
export const StudentCodeRequest = v.object({ email: v.pipe(v.string(), v.email()), code: NonEmpty });
export const StudentResponse = v.object({ status: NonEmpty });

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

export const ChangePlanRequest = v.object({ ariaAccountNo: NonEmpty, ariaSubscriptionNo: NonEmpty, offerId: NonEmpty });

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
export const PendingOrder = v.object({ orderId: NonEmpty, planName: NonEmpty, paymentMethod: v.picklist(PURCHASE_METHODS) });
/** The signed-in user's pending orders for the title, oldest first. */
export const PendingOrders = v.object({ orders: v.array(PendingOrder) });

type Schema = v.GenericSchema;

export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under /api/, with `{name}` for path parameters. */
  path: string;
  request?: Schema;
  response: Schema;
}

/** Every call of spec section 7. */
export const CALLS = {
  title: { method: 'GET', path: 'title/{titleCode}', response: Title },
  complaintCodes: { method: 'GET', path: 'complaintcodes', response: ComplaintCodes },
  // For a user without an account, or an account without a subscription for the title, the answer is null: none is an
  // answer, not an error (and a 404 would log a console error in every browser on every first visit).
  getAccount: { method: 'GET', path: 'account/{spidId}', response: v.nullable(Account) },
  assignAccount: { method: 'PUT', path: 'account/assign', request: AssignAccountRequest, response: Account },
  updateAccount: { method: 'PUT', path: 'account', request: UpdateAccountRequest, response: Account },
  createAccount: { method: 'POST', path: 'account', request: CreateAccountRequest, response: CreateAccountResponse },
  searchAccount: { method: 'POST', path: 'search-account', request: SearchAccountRequest, response: SearchAccountResponse },
  segmentMessage: { method: 'POST', path: 'segment/{segmentId}/message', request: SegmentMessageRequest, response: Ok },
  verify: { method: 'POST', path: 'verify/', request: VerifyRequest, response: VerifyResponse },
  getSubscription: { method: 'GET', path: 'subscription/{ariaAccountNo}/{titleCode}', response: v.nullable(Subscription) },
  reactivateSubscription: { method: 'POST', path: 'reactivateSubscription/', request: ReactivateRequest, response: Subscription },
  changeCard: { method: 'PUT', path: 'subscription/card', request: CardRequest, response: PaymentRedirect },
  changePaymentMethod: { method: 'PUT', path: 'subscription/paymentMethod', request: PaymentMethodRequest, response: PaymentRedirect },
  deleteSubscription: { method: 'DELETE', path: 'deleteSubscription', request: DeleteSubscriptionRequest, response: DeleteSubscriptionResponse },
  addDiscount: { method: 'POST', path: 'addDiscount', request: DiscountRequest, response: DiscountDetails },
  getDiscountDetails: { method: 'POST', path: 'getDiscountDetails', request: DiscountRequest, response: DiscountDetails },
  studentEmail: { method: 'POST', path: 'student-email/', request: StudentEmailRequest, response: StudentResponse },
  activateStudentSubscription: { method: 'POST', path: 'activate-student-subscription/', request: StudentCodeRequest, response: StudentResponse },
  registerStudent: { method: 'POST', path: 'register-student/', request: StudentCodeRequest, response: StudentResponse },
  activateStudent: { method: 'POST', path: 'activate-student/', request: StudentCodeRequest, response: StudentResponse },
  retrieveTitleCode: { method: 'POST', path: 'retrieveTitleCode', request: RetrieveTitleCodeRequest, response: RetrieveTitleCodeResponse },
  loginToken: { method: 'GET', path: 'loginToken', response: LoginTokenResponse },
  logout: { method: 'POST', path: 'logout', response: Ok },
  handleCode: { method: 'POST', path: 'handlecode', request: HandleCodeRequest, response: HandleCodeResponse },
  handleLoginToken: { method: 'POST', path: 'handleLoginToken', request: HandleCodeRequest, response: HandleCodeResponse },
  // Service areas the spec names without paths (offering, subscription hub): our choice of paths.
  offering: { method: 'GET', path: 'offering/{titleCode}', response: Offering },
  changePlan: { method: 'PUT', path: 'subscription/plan', request: ChangePlanRequest, response: Subscription },
  createOrder: { method: 'POST', path: 'order', request: CreateOrderRequest, response: CreateOrderResponse },
  completeOrder: { method: 'POST', path: 'order/{orderId}/complete', response: CompleteOrderResponse },
  pendingOrders: { method: 'GET', path: 'order/pending/{titleCode}', response: PendingOrders },
} as const satisfies Record<string, Call>;

export type CallName = keyof typeof CALLS;
export type Account = v.InferOutput<typeof Account>;
export type Subscription = v.InferOutput<typeof Subscription>;
export type AccountCreationResult = (typeof ACCOUNT_CREATION_RESULTS)[number];
export type Offer = v.InferOutput<typeof Offer>;
export type PurchaseMethod = (typeof PURCHASE_METHODS)[number];
