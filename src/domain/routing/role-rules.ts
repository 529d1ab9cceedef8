// The route table's role notes (spec sections 2 and 6) as the rules the guard enforces: who may open a noted
// route, and where a refused user is offered to go. The words of each refusal are in src/i18n/nb.ts (roles).
import { isInvitationToken } from '../sharing/invitation.ts';
import { isBusinessAdmin, isFamily, type SubscriptionFacts } from '../subscription/status.ts';
import type { Route, RoutePath } from './routes.ts';

export type RoleNote = NonNullable<Route['note']>;

/** What the guard knows when it decides. */
export interface RoleFacts {
  /** The user's subscription for this title, when the route's access loaded one (subscriber routes only). */
  subscription?: SubscriptionFacts | null;
  /** The page's query string. */
  query: URLSearchParams;
}

export type Refusal = 'notBusinessAdmin' | 'invitationIncomplete' | 'verificationIncomplete' | 'notFamily';

export interface RoleRule {
  allows(facts: RoleFacts): boolean;
  /** Whether `allows` reads the subscription: the route's access must then be `subscriber`. */
  needsSubscription: boolean;
  /** Why a refused user may not open the page (a key of nb.roles). */
  refusal: Refusal;
  /** The page a refused user is offered instead. */
  wayOn: RoutePath;
}

/** The query parameter of an invitation link that carries its token, as the verify call takes it. */
export const INVITATION_TOKEN_PARAM = 'token';

/** A link with a token that can be one (a missing, cut or mangled one never can: it is refused before any call). */
const hasInvitationToken = ({ query }: RoleFacts) =>
  isInvitationToken((query.get(INVITATION_TOKEN_PARAM) ?? '').trim());

export const ROLE_RULES: Record<RoleNote, RoleRule> = {
  /** The business admin's page (/administrer-bedrift): "admin" in the subscription's subscriptionInfo1. */
  admin: {
    allows: ({ subscription }) => !!subscription && isBusinessAdmin(subscription),
    needsSubscription: true,
    refusal: 'notBusinessAdmin',
    wayOn: '/',
  },
  /** Accepting a family invitation (/verifiser-familiemedlem) is done from the invitation's link. */
  invited: {
    allows: hasInvitationToken,
    needsSubscription: false,
    refusal: 'invitationIncomplete',
    wayOn: '/kundeservice',
  },
  /** Confirming access through an employer's business subscription (/bedrift), from the invitation's link. */
  verification: {
    allows: hasInvitationToken,
    needsSubscription: false,
    refusal: 'verificationIncomplete',
    wayOn: '/kundeservice',
  },
  /**
   * The family pages (/familiedeling, /deling-akseptert): a family subscription, one not eligible for sharing
   * (spec §5), whether the user owns it or shares it; anyone else is told their plan cannot be shared.
   */
  family: {
    allows: ({ subscription }) => !!subscription && isFamily(subscription),
    needsSubscription: true,
    refusal: 'notFamily',
    wayOn: '/',
  },
};

/** Why this user may not open a route with `note`; undefined when they may (always, on a route without one). */
export function roleRefusal(note: RoleNote | undefined, facts: RoleFacts): Refusal | undefined {
  if (!note) return undefined;
  const rule = ROLE_RULES[note];
  return rule.allows(facts) ? undefined : rule.refusal;
}
