// What a subscription gives access to (/mitt-innhold): derived from the plan and the title's licences, so the
// page never promises a service the title does not have or the plan does not include.
import { ownsPlan } from './self-service.ts';
import { standingOf } from './standing.ts';
import { isFamily, isPaper, type SubscriptionFacts } from './status.ts';

/** The title's services, as the title registry holds them. */
export interface TitleServices {
  /** The play/TV service's address when the title has one (hasPlay). */
  playBaseUrl?: string;
  hasNtbLiveLicense: boolean;
  hasVgLiveLicense: boolean;
}

/** A title's services as its registry entry holds them (TitleConfig). */
export function titleServices(title: {
  playBaseUrl?: string | undefined;
  hasNtbLiveLicense: boolean;
  hasVgLiveLicense: boolean;
}): TitleServices {
  return {
    ...(title.playBaseUrl ? { playBaseUrl: title.playBaseUrl } : {}),
    hasNtbLiveLicense: title.hasNtbLiveLicense,
    hasVgLiveLicense: title.hasVgLiveLicense,
  };
}

export type ContentItem =
  | { kind: 'articles' }
  | { kind: 'app' }
  | { kind: 'eAvis' }
  | { kind: 'paper'; days: 'everyDay' | 'weekend' }
  | { kind: 'play'; url: string }
  | { kind: 'liveSports' }
  /** The owner shares the family subscription; a member shares in someone else's. */
  | { kind: 'familySharing'; owner: boolean };

export interface MyContent {
  /** running: access now; starting: access once it starts; none: no access (cancelled or ended). */
  access: 'running' | 'starting' | 'none';
  items: ContentItem[];
}

type ContentFacts = SubscriptionFacts & {
  planName: string;
  endDate?: string | null;
  pendingPlan?: { planName: string; effectiveDate: string } | null;
};

/** Weekend paper plans say so in their plan id (…-COMBO-HELG) or name ("… i helgen"). */
export function paperDays(subscription: Pick<ContentFacts, 'ariaPlanID' | 'planName'>): 'everyDay' | 'weekend' {
  return /HELG/i.test(subscription.ariaPlanID) || /helg/i.test(subscription.planName) ? 'weekend' : 'everyDay';
}

const ACCESS_BY_STANDING = {
  active: 'running',
  trial: 'running',
  pendingChange: 'running',
  pendingCancellation: 'running',
  terminating: 'running',
  starting: 'starting',
  // Suspended (e.g. unpaid) gives no access until it is resumed.
  suspended: 'none',
  cancelled: 'none',
  ended: 'none',
} as const;

export function myContent(subscription: ContentFacts, title: TitleServices): MyContent {
  const access = ACCESS_BY_STANDING[standingOf(subscription).kind];
  if (access === 'none') return { access, items: [] };
  // Every plan is digital at heart: articles, the app and the e-paper come with all of them.
  const items: ContentItem[] = [{ kind: 'articles' }, { kind: 'app' }, { kind: 'eAvis' }];
  if (isPaper(subscription)) items.push({ kind: 'paper', days: paperDays(subscription) });
  if (title.playBaseUrl) items.push({ kind: 'play', url: title.playBaseUrl });
  if (title.hasNtbLiveLicense || title.hasVgLiveLicense) items.push({ kind: 'liveSports' });
  if (isFamily(subscription)) items.push({ kind: 'familySharing', owner: ownsPlan(subscription) });
  return { access, items };
}
