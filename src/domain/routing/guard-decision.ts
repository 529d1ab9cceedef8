// What the route guard (src/client/guard.ts) does with a signed-in page, once it knows who is there: the whole rule
// of spec section 2's access column and notes, so it is proved over every route in a unit table.
import { hasSubscription, type SubscriptionFacts } from '../subscription/status.ts';
import { ROLE_RULES, roleRefusal, type Refusal, type RoleNote } from './role-rules.ts';
import type { Access, RoutePath } from './routes.ts';

/** What the guard has learnt by the time it decides. */
export interface GuardFacts {
  signedIn: boolean;
  /** The user's subscription for this title: read only for `subscriber` routes (see needsSubscription). */
  subscription?: SubscriptionFacts | null;
  /** The page's query string (a noted route may ask for a token in it). */
  query: URLSearchParams;
}

export type GuardDecision =
  /** Sent to login, returning to the full path. */
  | { kind: 'login' }
  /** Sent to /ingen-abonnement. */
  | { kind: 'noSubscription' }
  /** Refused in place: the page says why and where to go instead. */
  | { kind: 'refused'; refusal: Refusal; wayOn: RoutePath }
  | { kind: 'allowed' };

/** Whether the guard must load the user's subscription before it can decide on a route with this access. */
export function needsSubscription(access: Access): boolean {
  return access === 'subscriber';
}

export function guardDecision(access: Access, note: RoleNote | undefined, facts: GuardFacts): GuardDecision {
  if (access === 'public') return { kind: 'allowed' };
  if (!facts.signedIn) return { kind: 'login' };
  const subscription = needsSubscription(access) ? facts.subscription : undefined;
  if (needsSubscription(access) && !hasSubscription(subscription)) return { kind: 'noSubscription' };
  const refusal = roleRefusal(note, { subscription, query: facts.query });
  return refusal && note ? { kind: 'refused', refusal, wayOn: ROLE_RULES[note].wayOn } : { kind: 'allowed' };
}
