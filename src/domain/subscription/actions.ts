// Which self-service actions a subscriber is offered on the home page: only those that apply to them. Cancel,
// change and regret/reactivate come from self-service.ts, the same predicates the screens and the reference
// backend decide by, so home never links to something the next page or the backend refuses.
import { mayCancel, mayChangePlan, mayRegretOrReactivate } from './self-service.ts';
import { standingOf, type StandingFacts } from './standing.ts';
import { isBusinessAdmin, isFamily, isPaper, isPaying, type SubscriptionFacts } from './status.ts';
import type { RoutePath } from '../routing/routes.ts';

export type ActionId =
  | 'changePlan'
  | 'cancel'
  | 'reactivate'
  | 'invoices'
  | 'paymentMethod'
  | 'vacation'
  | 'complaint'
  | 'deliveryAddress'
  | 'family'
  | 'business'
  | 'profile'
  | 'content'
  | 'privacy';

export const ACTION_PATHS: Record<ActionId, RoutePath> = {
  changePlan: '/endre-abonnement',
  cancel: '/avslutt-abonnement',
  reactivate: '/angre-oppsigelse',
  invoices: '/fakturaoversikt',
  paymentMethod: '/endre-betalingsmetode',
  vacation: '/endre-avislevering',
  complaint: '/tilbakemelding',
  deliveryAddress: '/leveringsadresse',
  family: '/familiedeling',
  business: '/administrer-bedrift',
  profile: '/endre-profil',
  content: '/mitt-innhold',
  privacy: '/personverninnstillinger',
};

export function actionsFor(subscription: SubscriptionFacts & StandingFacts): ActionId[] {
  const actions: ActionId[] = [];
  if (mayRegretOrReactivate(subscription)) actions.push('reactivate');
  if (mayChangePlan(subscription)) actions.push('changePlan');
  if (mayCancel(subscription)) actions.push('cancel');
  if (isPaying(subscription)) actions.push('invoices', 'paymentMethod');
  if (isPaper(subscription) && standingOf(subscription).kind !== 'cancelled')
    actions.push('vacation', 'complaint', 'deliveryAddress');
  if (isFamily(subscription)) actions.push('family');
  if (isBusinessAdmin(subscription)) actions.push('business');
  actions.push('profile', 'content', 'privacy');
  return actions;
}
