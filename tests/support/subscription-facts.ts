// A subscription as the rules read it (SubscriptionFacts) for rule tables: an active digital plan of one's own,
// changed where a row says.
import { STATUS, type SubscriptionFacts } from '../../src/domain/subscription/status.ts';

export const subscriptionFacts = (overrides: Partial<SubscriptionFacts> = {}): SubscriptionFacts => ({
  ariaPlanID: 'ADR-C-DIGITAL-DIGITAL',
  planProductType: 'DIGITAL',
  eligibleForSharing: true,
  instStatusCode: STATUS.ACTIVE,
  subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: '' },
  ...overrides,
});
