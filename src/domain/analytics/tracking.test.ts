import { describe, expect, it } from 'vitest';
import {
  analyticsObject,
  analyticsSetup,
  cancelOfferEvent,
  customData,
  isDevHost,
  pageType,
  pageView,
  providerFields,
  pulseConsents,
  trackingActor,
} from './tracking.ts';

const title = { hasPulse: true, tracking: true, pulseProvider: 'adressa', baseUrl: 'adressa.no' };
const at = (origin: string) => ({ origin, hostname: new URL(origin).hostname });

describe('isDevHost (spec section 9)', () => {
  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['192.168.1.20', true],
    ['[::1]', true],
    ['dev.minside.adressa.no', true],
    ['polarx-minside.example.no', true],
    ['polary.adressa.no', true],
    ['minside.adressapm.test', true],
    ['pm.test', true],
    ['minside.adressa.no', false],
    ['devminside.adressa.no', false],
    ['minside.dev.adressa.no', false],
    ['adressa.test', false],
  ])('%s: %s', (hostname, dev) => expect(isDevHost(hostname)).toBe(dev));
});

describe('analyticsSetup', () => {
  it('runs the SDK with the tracker id polaris-{provider}-unified, beacons and advertising opt-in on the real site', () => {
    expect(analyticsSetup(title, at('https://minside.adressa.no'))).toEqual({
      run: true,
      scriptUrl: 'https://sdk.pulse.schibsted.com/pulse.min.js',
      standIn: false,
      tracker: {
        provider: 'adressa',
        trackerId: 'polaris-adressa-unified',
        requiresAdvertisingOptIn: true,
        transport: 'beacon',
        deployStage: 'pro',
      },
    });
  });

  it('runs in dev mode on dev hosts', () => {
    expect(analyticsSetup(title, at('https://dev.minside.adressa.no'))).toMatchObject({
      run: true,
      tracker: { deployStage: 'dev' },
    });
    expect(analyticsSetup(title, at('https://polarx-minside.example.no'))).toMatchObject({
      run: true,
      standIn: false,
      tracker: { deployStage: 'dev' },
    });
  });

  it('sends nothing for titles without analytics (AN, VA) or with tracking off', () => {
    expect(analyticsSetup({ ...title, hasPulse: false }, at('https://minside.adressa.no'))).toEqual({
      run: false,
      why: 'no-pulse',
    });
    expect(analyticsSetup({ ...title, tracking: false }, at('https://minside.adressa.no'))).toEqual({
      run: false,
      why: 'tracking-off',
    });
  });

  it.each([
    ['http://localhost:7400'],
    ['http://127.0.0.1:7400'],
    ['http://[::1]:7400'],
    ['http://minside.adressapm.test'],
  ])('on this machine (%s) the stand-in runs in dev mode and collects it, the real SDK never', (origin) => {
    expect(analyticsSetup(title, at(origin))).toEqual({
      run: true,
      standIn: true,
      scriptUrl: `${origin}/__stand-in/pulse/pulse.min.js`,
      tracker: {
        provider: 'adressa',
        trackerId: 'polaris-adressa-unified',
        requiresAdvertisingOptIn: true,
        transport: 'beacon',
        deployStage: 'dev',
      },
    });
  });
});

describe('trackingActor', () => {
  it.each([
    [
      '1000003',
      { planName: 'Digital' },
      { id: 'sdrn:spid.no:user:1000003', subscriptionName: 'Abo', realm: 'spid.no', productFeatures: 'Digital' },
    ],
    [
      '1000002',
      null,
      { id: 'sdrn:spid.no:user:1000002', subscriptionName: 'False', realm: 'spid.no', productFeatures: '' },
    ],
    [undefined, { planName: 'Digital' }, undefined],
  ])('user %s with %j', (userId, subscription, expected) =>
    expect(trackingActor(userId, subscription)).toEqual(expected),
  );
});

it('provider fields: the product on the web', () => {
  expect(providerFields('adressa')).toEqual({
    id: 'adressa',
    product: 'minside',
    productName: 'Min Side',
    productType: 'Web',
  });
});

it.each([
  ['Hjem', 'hjem'],
  ['Samtykke', 'samtykke'],
  ['Annet', 'annet'],
])('page type of %s is %s', (area, expected) => expect(pageType(area)).toBe(expected));

describe('customData', () => {
  const site = { publication: 'adressa', group: 'aag' };
  it.each([
    ['', undefined, { site: 'adressa', siteGroup: 'aag', theme: 'unknown' }],
    [
      'utm_source=nyhetsbrev&utm_medium=epost&utm_campaign=vinter&utm_term=abo&utm_content=knapp',
      undefined,
      {
        site: 'adressa',
        siteGroup: 'aag',
        theme: 'unknown',
        source: 'nyhetsbrev',
        medium: 'epost',
        campaign: 'vinter',
        terms: 'abo',
        content: 'knapp',
      },
    ],
    [
      'utm_source=&utm_campaign=x&source=sms',
      'abc',
      { site: 'adressa', siteGroup: 'aag', theme: 'unknown', campaign: 'x', whitelist: 'abc' },
    ],
  ])('query %j, whitelist %j', (query, whitelist, expected) =>
    expect(customData(site, new URLSearchParams(query), whitelist)).toEqual(expected),
  );

  it('takes a given theme', () => {
    expect(customData({ ...site, theme: 'dark' }, new URLSearchParams(), undefined).theme).toBe('dark');
  });
});

describe('analyticsObject (spec section 3)', () => {
  it.each([
    [
      {
        kind: 'buy',
        id: 'O1',
        ariaPlanID: 'ADR-C-DIGITAL-DIGITAL',
        ariaScheduleID: 'ADR-C-DIGITAL-DIGITAL-NOK-01',
        campaign: 'CAMP-2020-03-003',
        articleId: 'kE9x2',
        position: 2,
        source: 'sms',
        paymentOption: 'VIPPS',
        discountCode: 'VINTER',
      },
      {
        id: 'O1',
        type: 'Purchase',
        contentId: 'ADR-C-DIGITAL-DIGITAL',
        aria_plan_id: 'ADR-C-DIGITAL-DIGITAL',
        aria_schedule_id: 'ADR-C-DIGITAL-DIGITAL-NOK-01',
        campaignID: 'CAMP-2020-03-003',
        artRefId: 'kE9x2',
        position: 2,
        source: 'sms',
        payment_option: 'VIPPS',
        discount_id: 'VINTER',
      },
    ],
    [
      { kind: 'change', id: 'S8100003', ariaPlanID: 'ADR-C-COMBO' },
      {
        id: 'S8100003',
        type: 'PlanChange',
        contentId: 'ADR-C-COMBO',
        aria_plan_id: 'ADR-C-COMBO',
        aria_schedule_id: null,
        campaignID: null,
        artRefId: null,
        position: null,
        source: null,
        payment_option: null,
        discount_id: null,
      },
    ],
    [
      { kind: 'cancel', id: 'S8100003', ariaPlanID: 'ADR-C-DIGITAL-DIGITAL', ariaScheduleID: null },
      {
        id: 'S8100003',
        type: 'Cancellation',
        contentId: 'ADR-C-DIGITAL-DIGITAL',
        aria_plan_id: 'ADR-C-DIGITAL-DIGITAL',
        aria_schedule_id: null,
        campaignID: null,
        artRefId: null,
        position: null,
        source: null,
        payment_option: null,
        discount_id: null,
      },
    ],
  ] as const)('%j', (facts, expected) => expect(analyticsObject(facts)).toEqual(expected));
});

describe('cancelOfferEvent (issue 41)', () => {
  it.each([
    [
      {
        action: 'shown',
        id: '8000004',
        ariaPlanID: 'ADR-C-COMBO-7D',
        reason: 'price',
        offer: 'cheaperPlan',
        offeredPlanID: 'ADR-C-COMBO-HELG',
      },
      {
        type: 'Engagement',
        action: 'offerShown',
        object: {
          id: '8000004',
          type: 'CancellationOffer',
          contentId: 'cheaperPlan',
          reason: 'price',
          aria_plan_id: 'ADR-C-COMBO-7D',
          offered_plan_id: 'ADR-C-COMBO-HELG',
          source: null,
        },
      },
    ],
    [
      {
        action: 'taken',
        id: '8000004',
        ariaPlanID: 'ADR-C-COMBO-7D',
        reason: 'time',
        offer: 'vacationStop',
        source: 'sms',
      },
      {
        type: 'Engagement',
        action: 'offerTaken',
        object: {
          id: '8000004',
          type: 'CancellationOffer',
          contentId: 'vacationStop',
          reason: 'time',
          aria_plan_id: 'ADR-C-COMBO-7D',
          offered_plan_id: null,
          source: 'sms',
        },
      },
    ],
    [
      {
        action: 'declined',
        id: '8000017',
        ariaPlanID: 'ADR-C-COMBO-HELG',
        reason: 'delivery',
        offer: 'complaint',
        offeredPlanID: null,
      },
      {
        type: 'Engagement',
        action: 'offerDeclined',
        object: {
          id: '8000017',
          type: 'CancellationOffer',
          contentId: 'complaint',
          reason: 'delivery',
          aria_plan_id: 'ADR-C-COMBO-HELG',
          offered_plan_id: null,
          source: null,
        },
      },
    ],
  ] as const)('%j', (facts, expected) => expect(cancelOfferEvent(facts)).toEqual(expected));
});

describe('pulseConsents', () => {
  it('hands each choice over under its purpose name', () => {
    expect(
      pulseConsents({
        advertising: 'refused',
        analytics: 'accepted',
        marketing: 'unknown',
        personalization: 'accepted',
      }),
    ).toEqual({
      purposes: {
        CMP_ADVERTISING: { optIn: false, status: 'rejected' },
        CMP_ANALYTICS: { optIn: true, status: 'accepted' },
        CMP_MARKETING: { optIn: false, status: 'unknown' },
        CMP_PERSONALIZATION: { optIn: true, status: 'accepted' },
      },
      source: 'cmp',
    });
  });

  it('without a consent manager nothing is opted in', () => {
    const consents = pulseConsents(undefined);
    expect(consents.source).toBe('default');
    expect(Object.values(consents.purposes).every((purpose) => !purpose.optIn && purpose.status === 'unknown')).toBe(
      true,
    );
  });
});

it('a page view: the page without its query, its type, custom data and origin', () => {
  const custom = { site: 'adressa', siteGroup: 'aag', theme: 'unknown' };
  expect(
    pageView({
      url: 'https://minside.adressa.no/verifiser-familiemedlem?token=secret',
      referrer: 'https://www.adressa.no/',
      area: 'Familie',
      name: 'Min Side - Adresseavisen',
      baseUrl: 'adressa.no',
      custom,
      experiments: [],
    }),
  ).toEqual({
    object: {
      type: 'Page',
      id: 'https://minside.adressa.no/verifiser-familiemedlem',
      name: 'Min Side - Adresseavisen',
      pageType: 'familie',
      'spt:custom': custom,
    },
    origin: { type: 'Frontpage', url: 'https://www.adressa.no/' },
    experiments: [],
  });
});
