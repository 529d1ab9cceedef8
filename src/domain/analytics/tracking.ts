// What the behavioural-analytics script is told (spec sections 3, 7 and 9): whether it runs for a title and where,
// its tracker settings, the actor, the provider, the custom data of every page view and the object of the
// subscription events. Pure, so the adapter in src/analytics/ only hands these to the SDK.
import { hostKindOf, STAND_IN_PREFIX } from '../measurement/hosts.ts';
import type { ConsentCategory, ConsentChoices } from '../privacy/consent.ts';
import type { Experiment } from './experiments.ts';
import { classifyOrigin, type Origin } from './origin.ts';

/** Where the group's analytics SDK is served. */
export const PULSE_SCRIPT = 'https://sdk.pulse.schibsted.com/pulse.min.js';
/** The preview's stand-in of the SDK, and where it collects what would have been sent. */
export const PULSE_STAND_IN_SCRIPT = `${STAND_IN_PREFIX}pulse/pulse.min.js`;

/** The identity realm of the Norwegian identity environment (the SDK's PRO_NO). */
export const IDENTITY_REALM = 'spid.no';

export interface AnalyticsTitle {
  hasPulse: boolean;
  tracking: boolean;
  pulseProvider: string;
  baseUrl: string;
}

/**
 * Analytics runs in dev mode for localhost, IP addresses, hosts starting with dev., polarx or polary, and hosts
 * ending in pm.test (spec section 9).
 */
export function isDevHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) ||
    hostname.startsWith('[') ||
    /^(dev\.|polarx|polary)/.test(hostname) ||
    hostname.endsWith('pm.test')
  );
}

export interface TrackerSettings {
  provider: string;
  /** `polaris-{provider}-unified` (spec section 7). */
  trackerId: string;
  /** The SDK withholds what identifies the device for advertising until that category is accepted. */
  requiresAdvertisingOptIn: true;
  /** Events leave by the browser's beacon, so a page view is not lost when the visitor moves on at once. */
  transport: 'beacon';
  deployStage: 'dev' | 'pro';
}

export type AnalyticsSetup =
  | { run: false; why: 'no-pulse' | 'tracking-off' }
  | { run: true; scriptUrl: string; standIn: boolean; tracker: TrackerSettings };

/**
 * Whether the analytics SDK runs on this page: never for titles without analytics (AN and VA, spec section 1) nor
 * with the tracking flag off. Otherwise it runs, in dev mode on dev hosts (spec section 9), and on this machine
 * (localhost, IPs, test hosts), where the real SDK must never be loaded, the preview's stand-in takes its place and
 * collects what it would send, whether or not the browser asked for the other stand-ins.
 */
export function analyticsSetup(title: AnalyticsTitle, address: { hostname: string; origin: string }): AnalyticsSetup {
  if (!title.hasPulse) return { run: false, why: 'no-pulse' };
  if (!title.tracking) return { run: false, why: 'tracking-off' };
  const tracker: TrackerSettings = {
    provider: title.pulseProvider,
    trackerId: `polaris-${title.pulseProvider}-unified`,
    requiresAdvertisingOptIn: true,
    transport: 'beacon',
    deployStage: isDevHost(address.hostname) ? 'dev' : 'pro',
  };
  if (hostKindOf(address.hostname, title.baseUrl) === 'local')
    return { run: true, scriptUrl: `${address.origin}${PULSE_STAND_IN_SCRIPT}`, standIn: true, tracker };
  return { run: true, scriptUrl: PULSE_SCRIPT, standIn: false, tracker };
}

/** The tracking actor of spec section 3. */
export interface TrackingActor {
  id: string;
  /** 'Abo' for a subscriber, 'False' for anyone else. */
  subscriptionName: 'Abo' | 'False';
  realm: string;
  /** The plan's name. */
  productFeatures: string;
}

/** The signed-in user as analytics knows them; undefined for a visitor nobody is signed in as. */
export function trackingActor(
  userId: string | undefined,
  subscription: { planName: string } | undefined | null,
): TrackingActor | undefined {
  if (!userId) return undefined;
  return {
    id: `sdrn:${IDENTITY_REALM}:user:${userId}`,
    subscriptionName: subscription ? 'Abo' : 'False',
    realm: IDENTITY_REALM,
    productFeatures: subscription?.planName ?? '',
  };
}

/** The provider fields of spec section 3: this product on the web (the app variant is not ours). */
export interface ProviderFields {
  id: string;
  product: string;
  productName: string;
  productType: 'Web';
}

export function providerFields(provider: string): ProviderFields {
  return { id: provider, product: 'minside', productName: 'Min Side', productType: 'Web' };
}

/** The page type of a page view: the route's area, in lower case (spec section 4). */
export function pageType(area: string): string {
  return area.toLowerCase();
}

/** The cookie an optional whitelist value comes from (spec section 7). */
export const WHITELIST_COOKIE = 'whitelist';

/** Custom analytics data of spec section 7. */
export interface CustomData {
  site: string;
  siteGroup: string;
  theme: string;
  source?: string;
  medium?: string;
  campaign?: string;
  terms?: string;
  content?: string;
  whitelist?: string;
}

const UTM: [keyof CustomData, string][] = [
  ['source', 'utm_source'],
  ['medium', 'utm_medium'],
  ['campaign', 'utm_campaign'],
  ['terms', 'utm_term'],
  ['content', 'utm_content'],
];

/**
 * Site (the title's publication), site group, theme (unknown unless given), the page's UTM values as source,
 * medium, campaign, terms and content, and the whitelist cookie's value when there is one.
 */
export function customData(
  site: { publication: string; group: string; theme?: string },
  query: URLSearchParams,
  whitelist: string | undefined,
): CustomData {
  const data: CustomData = { site: site.publication, siteGroup: site.group, theme: site.theme || 'unknown' };
  for (const [field, parameter] of UTM) {
    const value = query.get(parameter);
    if (value) (data as unknown as Record<string, string>)[field] = value;
  }
  if (whitelist) data.whitelist = whitelist;
  return data;
}

/** The subscription events that carry the analytics object. */
export type SubscriptionEventKind = 'buy' | 'change' | 'cancel';

/** What is known of a subscription event when it happens. */
export interface SubscriptionEventFacts {
  kind: SubscriptionEventKind;
  /** The order (buy) or the subscription (change, cancel). */
  id: string;
  ariaPlanID: string;
  ariaScheduleID?: string | null;
  campaign?: string | null;
  /** The article the buyer came from. */
  articleId?: string | null;
  /** The offer's place in the list it was chosen from, counted from 1. */
  position?: number | null;
  /** Where the visitor came from by the page's `source` (an SMS link says sms). */
  source?: string | null;
  paymentOption?: string | null;
  discountCode?: string | null;
}

/** The analytics object of spec section 3; a field nothing is known of is null, so every event has the same shape. */
export interface AnalyticsObject {
  id: string;
  type: 'Purchase' | 'PlanChange' | 'Cancellation';
  contentId: string;
  aria_plan_id: string;
  aria_schedule_id: string | null;
  campaignID: string | null;
  artRefId: string | null;
  position: number | null;
  source: string | null;
  payment_option: string | null;
  discount_id: string | null;
}

const OBJECT_TYPE = { buy: 'Purchase', change: 'PlanChange', cancel: 'Cancellation' } as const;

export function analyticsObject(facts: SubscriptionEventFacts): AnalyticsObject {
  return {
    id: facts.id,
    type: OBJECT_TYPE[facts.kind],
    contentId: facts.ariaPlanID,
    aria_plan_id: facts.ariaPlanID,
    aria_schedule_id: facts.ariaScheduleID ?? null,
    campaignID: facts.campaign ?? null,
    artRefId: facts.articleId ?? null,
    position: facts.position ?? null,
    source: facts.source ?? null,
    payment_option: facts.paymentOption ?? null,
    discount_id: facts.discountCode ?? null,
  };
}

/**
 * Issue 41: what became of the one offer /avslutt-abonnement showed beside "Nei takk, si opp abonnementet": shown
 * (once per reason and page), taken, or declined (the subscription was cancelled with it beside the button).
 */
export const CANCEL_OFFER_ACTIONS = ['shown', 'taken', 'declined'] as const;
export type CancelOfferAction = (typeof CANCEL_OFFER_ACTIONS)[number];

/** What is known of an offer's event when it happens. */
export interface CancelOfferFacts {
  action: CancelOfferAction;
  /** The subscription. */
  id: string;
  /** Its plan now. */
  ariaPlanID: string;
  /** The reason chosen (CANCELLATION_REASONS). */
  reason: string;
  /** Which offer (domain/subscription/cancel-offer.ts): cheaperPlan, vacationStop, moveAddress, complaint. */
  offer: string;
  /** The plan offered, for a cheaper plan. */
  offeredPlanID?: string | null;
  source?: string | null;
}

/** The tracker event of an offer's fate: an engagement whose object is the offer, named by its kind and reason. */
export interface CancelOfferEvent {
  type: 'Engagement';
  action: 'offerShown' | 'offerTaken' | 'offerDeclined';
  object: {
    id: string;
    type: 'CancellationOffer';
    contentId: string;
    reason: string;
    aria_plan_id: string;
    offered_plan_id: string | null;
    source: string | null;
  };
}

const OFFER_ACTION = { shown: 'offerShown', taken: 'offerTaken', declined: 'offerDeclined' } as const;

export function cancelOfferEvent(facts: CancelOfferFacts): CancelOfferEvent {
  return {
    type: 'Engagement',
    action: OFFER_ACTION[facts.action],
    object: {
      id: facts.id,
      type: 'CancellationOffer',
      contentId: facts.offer,
      reason: facts.reason,
      aria_plan_id: facts.ariaPlanID,
      offered_plan_id: facts.offeredPlanID ?? null,
      source: facts.source ?? null,
    },
  };
}

/** Consent as the group's consent manager hands it to the SDK: each category's opt-in under its purpose name. */
export interface PulseConsents {
  purposes: Record<
    'CMP_ADVERTISING' | 'CMP_ANALYTICS' | 'CMP_MARKETING' | 'CMP_PERSONALIZATION',
    { optIn: boolean; status: 'accepted' | 'rejected' | 'unknown' }
  >;
  /** `cmp` once the consent manager has answered; `default` where none runs on this host. */
  source: 'cmp' | 'default';
}

const STATUS = { accepted: 'accepted', refused: 'rejected', unknown: 'unknown' } as const;

export function pulseConsents(choices: ConsentChoices | undefined): PulseConsents {
  const purpose = (category: ConsentCategory) => {
    const choice = choices?.[category] ?? 'unknown';
    return { optIn: choice === 'accepted', status: STATUS[choice] };
  };
  return {
    purposes: {
      CMP_ADVERTISING: purpose('advertising'),
      CMP_ANALYTICS: purpose('analytics'),
      CMP_MARKETING: purpose('marketing'),
      CMP_PERSONALIZATION: purpose('personalization'),
    },
    source: choices ? 'cmp' : 'default',
  };
}

/** What one page view of Min Side reports besides what the tracker already holds (actor, provider, consents). */
export interface PageView {
  object: { type: 'Page'; id: string; name: string; pageType: string; 'spt:custom': CustomData };
  origin: Origin;
  experiments?: Experiment[];
}

export interface PageFacts {
  /** The page's URL (query and hash are left out of the object's id: they may carry a token). */
  url: string;
  referrer: string;
  /** The route's area (spec section 2). */
  area: string;
  /** The page's title. */
  name: string;
  baseUrl: string;
  custom: CustomData;
  experiments?: Experiment[];
}

export function pageView(facts: PageFacts): PageView {
  const url = new URL(facts.url);
  const view: PageView = {
    object: {
      type: 'Page',
      id: url.origin + url.pathname,
      name: facts.name,
      pageType: pageType(facts.area),
      'spt:custom': facts.custom,
    },
    origin: classifyOrigin(facts.referrer, facts.url, facts.baseUrl),
  };
  if (facts.experiments) view.experiments = facts.experiments;
  return view;
}
