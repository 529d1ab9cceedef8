// The behavioural-analytics SDK's thin adapter (spec section 7): the SDK's command queue (`window.pulse`), its
// script loaded after the page is interactive, and what the rules in src/domain/analytics/ decided handed to it:
// the tracker settings, the actor, the provider, the visitor's consents, one page view, and the subscription
// events the tab has waiting. It sends nothing until the consent manager has answered, and nothing at all when the
// consent manager could not load (an ad blocker): then nobody knows what the visitor chose.
import { pageViewExperiments } from '../domain/analytics/experiments.ts';
import {
  analyticsObject,
  cancelOfferEvent,
  customData,
  pageView,
  providerFields,
  pulseConsents,
  trackingActor,
  WHITELIST_COOKIE,
  type AnalyticsSetup,
} from '../domain/analytics/tracking.ts';
import { cookieValue } from '../domain/measurement/hosts.ts';
import type { MeasurementSettings } from '../domain/measurement/settings.ts';
import type { ConsentChoices } from '../domain/privacy/consent.ts';
import { pageAddress } from '../stores/kit/address.ts';
import { readStored, removeStored, writeStored } from '../stores/kit/browser-storage.ts';
import {
  rememberedPlan,
  SUBSCRIPTION_EVENT,
  takeCancelOfferEvents,
  takeSubscriptionEvents,
} from '../stores/kit/analytics-events.ts';
import { $consent, type ConsentState } from '../stores/privacy/consent.ts';
import { $session } from '../stores/kit/session.ts';

type PulseCommand = ((...command: unknown[]) => void) & { q?: unknown[][] };
export type PulseWindow = Window & { pulse?: PulseCommand };

/** What the page is, for its page view. */
export interface PageFacts {
  /** The route's area (spec section 2). */
  area: string;
}

/** The SDK's queue until its script has come: the script takes over `window.pulse` and plays what was queued. */
function pulseOf(win: PulseWindow): PulseCommand {
  if (!win.pulse) {
    const queued: PulseCommand = (...command: unknown[]) => void queued.q!.push(command);
    queued.q = [];
    win.pulse = queued;
  }
  return (...command: unknown[]) => win.pulse!(...command);
}

/** Resolves once the consent manager has answered: its choices, none where none runs, or false when it failed. */
function consentSettled(): Promise<ConsentChoices | undefined | false> {
  return new Promise((resolve) => {
    const settle = (state: ConsentState): boolean => {
      if (state.status === 'ready') resolve(state.choices);
      else if (state.status === 'off') resolve(undefined);
      else if (state.status === 'unavailable') resolve(false);
      else return false;
      return true;
    };
    if (settle($consent.get())) return;
    const stop = $consent.listen((state) => {
      if (settle(state)) stop();
    });
  });
}

export async function startAnalytics(
  setup: Extract<AnalyticsSetup, { run: true }>,
  settings: MeasurementSettings,
  page: PageFacts,
  win: PulseWindow = window,
): Promise<void> {
  const pulse = pulseOf(win);
  pulse('init', setup.tracker.provider, {
    trackerId: setup.tracker.trackerId,
    requiresAdvertisingOptIn: setup.tracker.requiresAdvertisingOptIn,
    transport: setup.tracker.transport,
    deployStage: setup.tracker.deployStage,
  });
  const script = document.createElement('script');
  script.src = setup.scriptUrl;
  script.async = true;
  script.addEventListener('error', () => console.warn('The analytics script did not load'));
  document.head.append(script);

  const choices = await consentSettled();
  if (choices === false) return;

  const session = $session.get();
  const userId = session.status === 'signedIn' ? session.userId : undefined;
  pulse('update', {
    actor: userId ? trackingActor(userId, rememberedPlan(userId)) : undefined,
    provider: providerFields(setup.tracker.provider),
    consents: pulseConsents(choices),
  });
  // A later choice in the privacy manager reaches the tracker before its next event.
  $consent.listen((state) => {
    if (state.status === 'ready') pulse('update', { consents: pulseConsents(state.choices) });
  });

  const experiments = pageViewExperiments(
    settings.experiments,
    readStored('experiments'),
    [],
    choices?.analytics === 'accepted',
  );
  if (experiments) {
    removeStored('experiments');
    if (experiments.keep) writeStored('experiments', experiments.keep);
  }
  pulse(
    'trackPageView',
    pageView({
      url: pageAddress().href,
      referrer: document.referrer,
      area: page.area,
      name: document.title,
      baseUrl: settings.baseUrl,
      custom: customData(
        settings,
        new URLSearchParams(pageAddress().search),
        cookieValue(document.cookie, WHITELIST_COOKIE),
      ),
      ...(experiments ? { experiments: experiments.send } : {}),
    }),
  );

  const sendWaiting = () => {
    for (const facts of takeSubscriptionEvents())
      pulse('track', 'trackerEvent', { type: 'Engagement', action: facts.kind, object: analyticsObject(facts) });
    for (const facts of takeCancelOfferEvents()) pulse('track', 'trackerEvent', cancelOfferEvent(facts));
  };
  sendWaiting();
  addEventListener(SUBSCRIPTION_EVENT, sendWaiting);
}
