// Paper delivery: where the account's paper for the title goes, the changes registered (moves, stays elsewhere,
// stops) and the complaints made about it. The writes hold every rule of src/domain/delivery/ (cut-off, delivery
// days, periods, the complaint window) and answer a refusal with the domain's own problem name, so the form and
// the backend say the same words.
import { isDeepStrictEqual } from 'node:util';
import towns from 'norway-postal-codes';
import type {
  Address,
  Complaint,
  Delivery,
  DeliveryChange,
  DeliveryChangeRequest,
  Subscription,
} from '../../../src/api/contract.ts';
import { COMPLAINTS_PER_DATE, mayComplainAbout } from '../../../src/domain/delivery/complaint.ts';
import { deliveryPatternOf, type DeliveryPattern } from '../../../src/domain/delivery/delivery-days.ts';
import {
  changeRulesOf,
  endProblem,
  hasStarted,
  mayEditOrCancel,
  mayEnd,
  ruleChangeOf,
  vacationProblem,
  type ChangeRules,
  type DeliveryChangeProblem,
} from '../../../src/domain/delivery/vacation.ts';
import { osloDate } from '../../../src/domain/time/oslo.ts';
import { COMPLAINT_CODES } from './complaint-codes.ts';
import { ownAccount, type Fail, type Route } from './context.ts';
import type { State, StoredDelivery } from './state.ts';
import { currentSubscription } from './subscription-routes.ts';

/** Earliest start first, past, running and planned alike; the portal decides what to show. */
const byStart = (a: { from: string }, b: { from: string }) => a.from.localeCompare(b.from);

/**
 * The delivery as the user sees it today: a move whose first day has come is where the paper now goes. One that has
 * not started (`firstPaper`) says the day its first paper comes.
 */
function deliveryView(stored: StoredDelivery, today: string, firstPaper?: string): Delivery {
  const changes = stored.delivery.changes.toSorted(byStart);
  const moved = changes.findLast((change) => change.type === 'PERMANENT' && change.from <= today);
  return { address: moved?.address ?? stored.delivery.address, changes, ...(firstPaper ? { firstPaper } : {}) };
}

/** The first paper's day of a delivery a waiting change to paper set up, on a plan without paper yet (issue 41). */
const firstPaperOf = (subscription: Subscription) =>
  deliveryPatternOf(subscription) ? undefined : subscription.pendingPlan?.delivery?.firstPaper;

export const getDelivery: Route<'getDelivery'> = {
  access: 'user',
  handle({ state, params, userId, fail }): Delivery | null {
    const { ariaAccountNo, titleCode } = params;
    ownAccount(state, userId, ariaAccountNo, fail);
    const stored = currentSubscription(state, ariaAccountNo, titleCode);
    const delivery = stored && state.deliveries.get(stored.subscription.ariaSubscriptionNo);
    return delivery ? deliveryView(delivery, osloDate(state.clock.now()), firstPaperOf(stored.subscription)) : null;
  },
};

export const getComplaints: Route<'getComplaints'> = {
  access: 'user',
  handle({ state, params, userId, fail }): Complaint[] {
    const { ariaAccountNo, titleCode } = params;
    ownAccount(state, userId, ariaAccountNo, fail);
    return complaintsOf(state, ariaAccountNo, titleCode)
      .map((stored) => stored.complaint)
      .toSorted((a, b) => b.registered.localeCompare(a.registered));
  },
};

const complaintsOf = (state: State, ariaAccountNo: string, titleCode: string) =>
  [...state.complaints.values()].filter(
    (stored) => stored.ariaAccountNo === ariaAccountNo && stored.titleCode === titleCode,
  );

/** What every write works on: the user's own paper for the served title, and the rules' inputs at this instant. */
interface Paper {
  stored: StoredDelivery;
  pattern: DeliveryPattern;
  now: Date;
  today: string;
  cutOff: string;
}

function ownPaper(
  state: State,
  userId: string,
  ariaAccountNo: string,
  titleCode: string,
  fail: Fail<'FORBIDDEN' | 'TITLE_NOT_FOUND' | 'NO_PAPER'>,
): Paper {
  ownAccount(state, userId, ariaAccountNo, fail);
  if (titleCode !== state.title.titleCode)
    fail(404, 'TITLE_NOT_FOUND', `titleCode: this server delivers ${state.title.titleCode}`);
  const subscription = currentSubscription(state, ariaAccountNo, titleCode)?.subscription;
  const stored = subscription && state.deliveries.get(subscription.ariaSubscriptionNo);
  const pattern = subscription && deliveryPatternOf(subscription);
  if (!stored || !pattern) fail(409, 'NO_PAPER', `account ${ariaAccountNo} has no paper of ${titleCode}`);
  const now = state.clock.now();
  return { stored, pattern, now, today: osloDate(now), cutOff: state.title.deliveryCutOff };
}

/** The rules' inputs, as the form reads them; only changes that can still collide count (a period that ended before today is history). */
const rulesOf = (paper: Paper): ChangeRules =>
  changeRulesOf({
    now: paper.now,
    cutOff: paper.cutOff,
    pattern: paper.pattern,
    changes: paper.stored.delivery.changes.filter((change) => change.to === null || change.to >= paper.today),
  });

function changeOf(paper: Paper, changeId: string, fail: Fail<'CHANGE_NOT_FOUND'>): DeliveryChange {
  // Looked up among this subscription's changes only, so another account's id is as unknown as a forged one.
  return (
    paper.stored.delivery.changes.find((change) => change.changeId === changeId) ??
    fail(404, 'CHANGE_NOT_FOUND', `changeId: ${changeId}`)
  );
}

/**
 * The address as Posten's register writes its town. The contract has checked the fields; only the register knows
 * whether the postal code exists and which town it belongs to, and the carrier routes by both. A plan change that
 * starts the paper checks its address by it too (subscription-routes.ts).
 */
export function registeredAddress(address: Address, fail: Fail<'UNKNOWN_POSTAL_CODE' | 'TOWN_MISMATCH'>): Address {
  const town = Object.hasOwn(towns, address.postalCode)
    ? towns[address.postalCode]!
    : fail(422, 'UNKNOWN_POSTAL_CODE', `postalCode: ${address.postalCode}`);
  if (address.town.trim().toLocaleUpperCase('nb-NO') !== town)
    fail(422, 'TOWN_MISMATCH', `town: ${address.postalCode} is ${town}`);
  return { ...address, town };
}

/** Checks a change to register (or a planned one's new values) against every rule, and answers it as stored. */
function checkedChange(
  paper: Paper,
  body: DeliveryChangeRequest,
  fail: Fail<DeliveryChangeProblem | 'UNKNOWN_POSTAL_CODE' | 'TOWN_MISMATCH'>,
  changeId?: string,
): Omit<DeliveryChange, 'changeId' | 'registered'> {
  const problem = vacationProblem(ruleChangeOf({ ...body, changeId }), rulesOf(paper));
  if (problem) fail(409, problem);
  return {
    type: body.type,
    from: body.from,
    to: body.to,
    address: body.address && registeredAddress(body.address, fail),
  };
}

export const registerDeliveryChange: Route<'registerDeliveryChange'> = {
  access: 'user',
  handle({ state, params, body, userId, fail }): Delivery {
    const paper = ownPaper(state, userId, params.ariaAccountNo, params.titleCode, fail);
    const change = checkedChange(paper, body, fail);
    paper.stored.delivery.changes.push({
      ...change,
      changeId: `L${++state.counters.deliveryChange}`,
      registered: paper.now.toISOString(),
    });
    return deliveryView(paper.stored, paper.today);
  },
};

export const editDeliveryChange: Route<'editDeliveryChange'> = {
  access: 'user',
  handle({ state, params, body, userId, fail }): Delivery {
    const paper = ownPaper(state, userId, params.ariaAccountNo, params.titleCode, fail);
    const change = changeOf(paper, params.changeId, fail);
    const ruled = ruleChangeOf(change);
    if (mayEditOrCancel(ruled, paper)) {
      // A move is another kind of thing than a stay away: changing between them is a new change, not an edit.
      if ((change.type === 'PERMANENT') !== (body.type === 'PERMANENT'))
        fail(409, 'TYPE_NOT_CHANGEABLE', 'a PERMANENT move stays one; cancel it and register anew');
      Object.assign(change, checkedChange(paper, body, fail, change.changeId));
      return deliveryView(paper.stored, paper.today);
    }
    // Begun: the carriers have it. Only a stay's or stop's end may still move, by the rule the page offers "Avslutt" by.
    const rules = rulesOf(paper);
    const sameStart =
      body.type === change.type && body.from === change.from && isDeepStrictEqual(body.address, change.address);
    if (!mayEnd(ruled, rules) || !sameStart) return fail(409, 'started');
    const problem = endProblem(ruled, body.to, rules);
    if (problem) fail(409, problem);
    change.to = body.to;
    return deliveryView(paper.stored, paper.today);
  },
};

export const cancelDeliveryChange: Route<'cancelDeliveryChange'> = {
  access: 'user',
  handle({ state, params, userId, fail }): Delivery {
    const paper = ownPaper(state, userId, params.ariaAccountNo, params.titleCode, fail);
    const change = changeOf(paper, params.changeId, fail);
    if (hasStarted(ruleChangeOf(change), paper)) fail(409, 'started');
    paper.stored.delivery.changes = paper.stored.delivery.changes.filter((other) => other !== change);
    return deliveryView(paper.stored, paper.today);
  },
};

export const submitComplaint: Route<'submitComplaint'> = {
  access: 'user',
  handle({ state, params, body, userId, fail }): Complaint {
    const { ariaAccountNo, titleCode } = params;
    const paper = ownPaper(state, userId, ariaAccountNo, titleCode, fail);
    if (!mayComplainAbout(body.date, paper.now, paper.pattern, paper.stored.delivery.changes))
      fail(409, 'notComplainable', `date: ${body.date}`);
    const code =
      COMPLAINT_CODES.find((entry) => entry.code === body.code) ??
      fail(422, 'UNKNOWN_COMPLAINT_CODE', `code: ${body.code}`);
    if (
      complaintsOf(state, ariaAccountNo, titleCode).filter((stored) => stored.complaint.date === body.date).length >=
      COMPLAINTS_PER_DATE
    ) {
      fail(429, 'TOO_MANY_COMPLAINTS', `at most ${COMPLAINTS_PER_DATE} complaints about one day's paper`);
    }
    const complaint: Complaint = {
      complaintId: `R${++state.counters.complaint}`,
      date: body.date,
      code: code.code,
      codeText: code.description,
      comment: body.comment || null,
      registered: paper.now.toISOString(),
    };
    state.complaints.set(complaint.complaintId, { ariaAccountNo, titleCode, complaint });
    return complaint;
  },
};
