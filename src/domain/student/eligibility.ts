// Who may take the student subscription which way: as a new subscriber (/student-verifisering), or by switching a
// subscription they hold to the student plan (/student-verifisering2). The page says so before anything is sent,
// and the reference backend refuses the same at every step (ARIA_ACTIVE, USER_NOT_EXIST).
import { mayChangePlan } from '../subscription/self-service.ts';
import { mayOrderNew, type SubscriptionFacts } from '../subscription/status.ts';

/** `new`: a subscription starts today; `switch`: the running one changes to the student plan. */
export type StudentWay = 'new' | 'switch';

export const STUDENT_WAYS = ['new', 'switch'] as const satisfies readonly StudentWay[];

export const otherWay = (way: StudentWay): StudentWay => (way === 'new' ? 'switch' : 'new');

/** Student plans have STUDENT in their id, as youth plans have UNG. */
export const isStudentPlan = (plan: Pick<SubscriptionFacts, 'ariaPlanID'>) => plan.ariaPlanID.includes('STUDENT');

/** Why a user cannot go this way, in the spec's codes: they hold a subscription already, or hold none to switch. */
export const STUDENT_BARS = ['ARIA_ACTIVE', 'USER_NOT_EXIST'] as const;
export type StudentBar = (typeof STUDENT_BARS)[number];

/**
 * The bar to taking the student subscription `way`, or undefined when there is none:
 * - new: someone whose subscription still runs (a cancellation running out included) has one already (ARIA_ACTIVE);
 *   an ended one is no bar, as for any order (mayOrderNew).
 * - switch: without a running subscription there is nothing to switch (USER_NOT_EXIST, 'Finner ikke bruker'); one
 *   the holder may not change themselves (someone else pays, a cancellation runs, suspended) or one that is a student
 *   plan already is an active subscription that stays as it is (ARIA_ACTIVE).
 */
export function studentBar(
  way: StudentWay,
  subscription: SubscriptionFacts | null | undefined,
): StudentBar | undefined {
  if (way === 'new') return mayOrderNew(subscription) ? undefined : 'ARIA_ACTIVE';
  if (!subscription || mayOrderNew(subscription)) return 'USER_NOT_EXIST';
  return mayChangePlan(subscription) && !isStudentPlan(subscription) ? undefined : 'ARIA_ACTIVE';
}
