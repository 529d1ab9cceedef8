// Which self-service actions a subscriber is offered on the home page: only those that apply to them.
import type { Subscription } from '../../stores/subscription.ts';
import { mayChange, mayReactivate, type Standing } from '../../domain/subscription/standing.ts';
import { isBusinessAdmin, isFamily, isPaper, isPaying } from '../../domain/subscription/status.ts';

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

export const ACTION_PATHS: Record<ActionId, string> = {
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

export function actionsFor(subscription: Subscription, standing: Standing): ActionId[] {
  const actions: ActionId[] = [];
  if (mayReactivate(standing)) actions.push('reactivate');
  // A business employee's plan belongs to the employer: only the company changes or ends it.
  const ownsPlan = isPaying(subscription) || standing.kind === 'trial';
  if (mayChange(standing) && ownsPlan) actions.push('changePlan', 'cancel');
  if (isPaying(subscription)) actions.push('invoices', 'paymentMethod');
  if (isPaper(subscription) && standing.kind !== 'cancelled') actions.push('vacation', 'complaint', 'deliveryAddress');
  if (isFamily(subscription)) actions.push('family');
  if (isBusinessAdmin(subscription)) actions.push('business');
  actions.push('profile', 'content', 'privacy');
  return actions;
}
