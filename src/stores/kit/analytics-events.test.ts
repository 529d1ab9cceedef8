// The subscription events analytics reports, made by the real stores against the reference backend: a purchase
// (facts from when it was placed and from its completion), a plan change and a cancellation, kept in the tab's
// storage until the analytics adapter takes them.
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { postForm, TITLE_CODE } from '../../../tests/support/backend.ts';
import { pagePerFile } from '../../../tests/support/browser.ts';
import { MemoryStorage } from '../../../tests/support/memory-storage.ts';
import { analyticsObject } from '../../domain/analytics/tracking.ts';

const page = pagePerFile();
let account: typeof import('../person/account.ts');
let subscription: typeof import('../subscription/subscription.ts');
let purchase: typeof import('../purchase/purchase.ts');
let events: typeof import('./analytics-events.ts');

beforeAll(async () => {
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  account = await import('../person/account.ts');
  subscription = await import('../subscription/subscription.ts');
  purchase = await import('../purchase/purchase.ts');
  events = await import('./analytics-events.ts');
});
afterAll(() => vi.unstubAllGlobals());

beforeEach(() => {
  sessionStorage.clear();
  account.clearAccount();
  subscription.clearSubscription();
  for (const submission of [
    purchase.$order,
    purchase.$completion,
    subscription.$planChange,
    subscription.$cancellation,
  ])
    submission.reset();
});

async function asSubscriber(personaId: string) {
  const session = await page.signIn(personaId);
  const { ariaAccountNo } = await account.loadAccount(session.userId, TITLE_CODE);
  return subscription.loadSubscription(ariaAccountNo, TITLE_CODE);
}

it('a purchase reports what was chosen when it was placed and the plan it became, once it is completed', async () => {
  vi.stubGlobal('location', new URL(`${page.base}/bestill-abonnement?utm_campaign=vinter&source=sms`));
  vi.stubGlobal('document', { referrer: 'https://www.adressa.no/i/kE9x2/' });
  try {
    const { userId } = await page.signIn('no-subscription');
    const start = await purchase.$orderStart.load({ userId, titleCode: TITLE_CODE });
    // The regular offer has no campaign of its own, so the page's utm_campaign is the event's.
    const position = start.status === 'ready' ? start.offers.findIndex((offer) => offer.offerId === 'digital') + 1 : 0;
    const placed = await purchase.$order.submit({
      offerId: 'digital',
      discountCode: '',
      birthdate: '',
      paymentMethod: 'VIPPS',
      titleCode: TITLE_CODE,
    });
    const orderId = new URL(placed.status === 'done' ? placed.result : '', page.base).searchParams.get('orderId')!;
    // Nothing is reported before the purchase is complete.
    expect(events.takeSubscriptionEvents()).toEqual([]);
    await postForm(`${page.base}/provider/betal`, { orderId, valg: 'betal' });
    expect(await purchase.$completion.submit(orderId)).toEqual({ status: 'done', result: '/kvittering' });

    const [buy, ...rest] = events.takeSubscriptionEvents();
    expect(rest).toEqual([]);
    expect(position).toBeGreaterThan(0);
    expect(analyticsObject(buy!)).toEqual({
      id: orderId,
      type: 'Purchase',
      contentId: 'ADR-C-DIGITAL-DIGITAL',
      aria_plan_id: 'ADR-C-DIGITAL-DIGITAL',
      aria_schedule_id: expect.stringMatching(/^ADR-C-DIGITAL-DIGITAL-NOK-/),
      campaignID: 'vinter',
      artRefId: 'kE9x2',
      position,
      source: 'sms',
      payment_option: 'VIPPS',
      discount_id: null,
    });
    // Taken once: the adapter owns them now.
    expect(events.takeSubscriptionEvents()).toEqual([]);
  } finally {
    vi.stubGlobal('location', new URL(page.base));
    vi.stubGlobal('document', undefined);
  }
});

it("an intro offer's campaign travels with the order into the purchase event, without any utm_campaign (issue 41)", async () => {
  vi.stubGlobal('document', { referrer: '' });
  const { userId } = await page.signIn('no-subscription');
  await account.loadAccount(userId, TITLE_CODE);
  await purchase.$orderStart.load({ userId, titleCode: TITLE_CODE });
  const placed = await purchase.$order.submit({
    offerId: 'digital-1kr',
    discountCode: '',
    birthdate: '',
    paymentMethod: 'SWEDBANK-PPG',
    titleCode: TITLE_CODE,
  });
  expect(placed).toMatchObject({ status: 'done' });
  const orderId = new URL(placed.status === 'done' ? placed.result : '', page.base).searchParams.get('orderId')!;
  await postForm(`${page.base}/provider/betal`, { orderId, valg: 'betal' });
  expect(await purchase.$completion.submit(orderId)).toEqual({ status: 'done', result: '/kvittering' });
  expect(events.takeSubscriptionEvents().map(analyticsObject)).toEqual([
    expect.objectContaining({ id: orderId, type: 'Purchase', campaignID: 'CAMP-2020-03-003' }),
  ]);
  vi.stubGlobal('document', undefined);
});
/** A change to the weekend paper, with where it goes (issue 41). */
const TO_WEEKEND = {
  offerId: 'weekend',
  deliveryAddress: {
    coName: '',
    street: 'Storgata',
    streetNumber: '1',
    apartmentNumber: null,
    floor: '',
    postalCode: '0155',
    town: 'Oslo',
  },
};

it('a plan change reports the plan it changes to; a cancellation the plan it ends', async () => {
  const before = await asSubscriber('digital');
  expect((await subscription.$planChange.submit(TO_WEEKEND)).status).toBe('done');
  expect((await subscription.$cancellation.submit({ reason: 'price', comment: '' })).status).toBe('done');
  const reported = events.takeSubscriptionEvents().map(analyticsObject);
  expect(reported).toEqual([
    expect.objectContaining({
      type: 'PlanChange',
      id: before!.ariaSubscriptionNo,
      aria_plan_id: subscription.$subscription.get()!.pendingPlan!.ariaPlanID,
    }),
    expect.objectContaining({ type: 'Cancellation', id: before!.ariaSubscriptionNo, aria_plan_id: before!.ariaPlanID }),
  ]);
});

it('a failed change reports nothing', async () => {
  await asSubscriber('digital');
  await page.fault({ call: 'changePlan', kind: 'status', status: 500, times: 1 });
  expect((await subscription.$planChange.submit(TO_WEEKEND)).status).toBe('failed');
  expect(events.takeSubscriptionEvents()).toEqual([]);
});

it('a visit that came by an SMS link gives its source to the events of its later pages; another visit has none', async () => {
  const { rememberSource } = await import('./temporary-keys.ts');
  await asSubscriber('digital');
  expect((await subscription.$planChange.submit(TO_WEEKEND)).status).toBe('done');
  expect(events.takeSubscriptionEvents().map(analyticsObject)).toEqual([
    expect.objectContaining({ type: 'PlanChange', source: null }),
  ]);

  // The SMS link's page keeps the visit's source; the page where the change happens has none in its address.
  rememberSource('sms');
  expect((await subscription.$cancellation.submit({ reason: 'price', comment: '' })).status).toBe('done');
  expect(events.takeSubscriptionEvents().map(analyticsObject)).toEqual([
    expect.objectContaining({ type: 'Cancellation', source: 'sms' }),
  ]);
});
