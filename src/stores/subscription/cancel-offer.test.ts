// Issue 41: the cancel page's offer against the reference backend over real HTTP: made from what the backend
// answers, taken by the plan change's own call (the answer shows it pending, the offer then gives way), and what
// analytics hears of it: shown once, taken, or declined by the cancellation beside it.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TITLE_CODE } from '../../../tests/support/backend.ts';
import { pagePerFile } from '../../../tests/support/browser.ts';
import { MemoryStorage } from '../../../tests/support/memory-storage.ts';
import { cancelOfferFor } from '../../domain/subscription/cancel-offer.ts';

const page = pagePerFile();
let account: typeof import('../person/account.ts');
let subscription: typeof import('./subscription.ts');
let offers: typeof import('../purchase/offers.ts');
let delivery: typeof import('../delivery/delivery.ts');
let events: typeof import('../kit/analytics-events.ts');
let model: typeof import('./cancel-offer.ts');

beforeAll(async () => {
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  account = await import('../person/account.ts');
  subscription = await import('./subscription.ts');
  offers = await import('../purchase/offers.ts');
  delivery = await import('../delivery/delivery.ts');
  events = await import('../kit/analytics-events.ts');
  model = await import('./cancel-offer.ts');
});
afterAll(() => vi.unstubAllGlobals());

beforeEach(() => {
  sessionStorage.clear();
  account.clearAccount();
  subscription.clearSubscription();
  delivery.$delivery.clear();
  for (const submission of [model.$cheaperPlanTaken, subscription.$cancellation]) submission.reset();
});

/** Signs in and loads what the cancel page reads: account, subscription, the title's offers and the delivery. */
async function onTheCancelPage(personaId: string) {
  account.clearAccount();
  subscription.clearSubscription();
  delivery.$delivery.clear();
  const session = await page.signIn(personaId);
  const { ariaAccountNo } = await account.loadAccount(session.userId, TITLE_CODE);
  await subscription.loadSubscription(ariaAccountNo, TITLE_CODE);
  await Promise.all([offers.$offers.load(TITLE_CODE), delivery.$delivery.load()]);
  return () => model.$cancelOfferFacts.get()!;
}

describe('taking the cheaper plan', () => {
  it('paper every day, too expensive: the weekend paper, ordered by the plan change; then no offer, and analytics hears shown and taken', async () => {
    const facts = await onTheCancelPage('paper');
    const offer = cancelOfferFor('price', facts());
    expect(offer).toMatchObject({ kind: 'cheaperPlan', plan: { offerId: 'weekend', price: 449 } });
    model.showOffer('price', offer);
    // Picking the reason again shows the same offer: counted once.
    model.showOffer('price', offer);

    const taken = await model.$cheaperPlanTaken.submit(offer?.kind === 'cheaperPlan' ? offer.plan.offerId : '');
    expect(taken).toMatchObject({
      status: 'done',
      result: {
        pendingPlan: {
          planName: 'Papiravis i helgen + digital',
          effectiveDate: offer?.kind === 'cheaperPlan' ? offer.from : '',
        },
      },
    });
    expect(subscription.$subscription.get()?.pendingPlan?.planName).toBe('Papiravis i helgen + digital');
    // With the change ordered, too expensive offers nothing more.
    expect(cancelOfferFor('price', facts())).toBeUndefined();

    const offerEvent = {
      id: '8000004',
      ariaPlanID: 'ADR-C-COMBO-7D',
      reason: 'price',
      offer: 'cheaperPlan',
      offeredPlanID: 'ADR-C-COMBO-HELG',
      source: null,
    };
    expect(events.takeCancelOfferEvents()).toEqual([
      { ...offerEvent, action: 'shown' },
      { ...offerEvent, action: 'taken' },
    ]);
    // The plan change itself is reported as every plan change is.
    expect(events.takeSubscriptionEvents()).toEqual([
      expect.objectContaining({ kind: 'change', ariaPlanID: 'ADR-C-COMBO-HELG' }),
    ]);
  });

  it('a failure is one to retry, and nothing is taken until it is done', async () => {
    const facts = await onTheCancelPage('weekend-paper');
    const offer = cancelOfferFor('price', facts());
    expect(offer).toMatchObject({ kind: 'cheaperPlan', plan: { offerId: 'digital' } });
    model.showOffer('price', offer);
    await page.fault({ call: 'changePlan', kind: 'status', status: 500, times: 1 });
    expect(await model.$cheaperPlanTaken.submit('digital')).toMatchObject({
      status: 'failed',
      failure: { kind: 'other' },
    });
    expect(subscription.$subscription.get()?.pendingPlan).toBeNull();
    expect(events.takeCancelOfferEvents().map((event) => event.action)).toEqual(['shown']);
    expect(await model.$cheaperPlanTaken.retry()).toMatchObject({
      status: 'done',
      result: { pendingPlan: { planName: 'Digitalabonnement' } },
    });
    expect(events.takeCancelOfferEvents().map((event) => event.action)).toEqual(['taken']);
  });

  it('the backend refuses what the rules refuse, at the offer: the plan the subscription has', async () => {
    await onTheCancelPage('paper');
    expect(await model.$cheaperPlanTaken.submit('paper')).toEqual({ status: 'refused', code: 'SAME_PLAN' });
  });
});

describe('the paper offers, and declining', () => {
  it('paper: a stop for too little time, a new address for moving, the complaint page for delivery; the weekend paper, stopped while on holiday, gets no second stop', async () => {
    const paper = await onTheCancelPage('paper');
    expect(['time', 'moving', 'delivery'].map((reason) => cancelOfferFor(reason as 'time', paper())?.kind)).toEqual([
      'vacationStop',
      'moveAddress',
      'complaint',
    ]);
    const weekend = await onTheCancelPage('weekend-paper');
    expect(cancelOfferFor('time', weekend())).toBeUndefined();
  });

  it('cancelling with an offer beside the button declines it; cancelling for a reason without one reports nothing more', async () => {
    const facts = await onTheCancelPage('paper');
    model.showOffer('delivery', cancelOfferFor('delivery', facts()));
    // The reason changed to one without an offer: nothing beside the button when it is pressed.
    model.showOffer('content', cancelOfferFor('content', facts()));
    model.showOffer('delivery', cancelOfferFor('delivery', facts()));
    expect((await subscription.$cancellation.submit({ reason: 'delivery', comment: '' })).status).toBe('done');
    const offerEvent = {
      id: '8000004',
      ariaPlanID: 'ADR-C-COMBO-7D',
      reason: 'delivery',
      offer: 'complaint',
      offeredPlanID: null,
      source: null,
    };
    expect(events.takeCancelOfferEvents()).toEqual([
      { ...offerEvent, action: 'shown' },
      { ...offerEvent, action: 'declined' },
    ]);
  });

  it('a link followed is taken; a digital subscriber with no time gets no offer and reports none', async () => {
    const paper = await onTheCancelPage('paper');
    model.showOffer('moving', cancelOfferFor('moving', paper()));
    model.followOffer();
    expect(events.takeCancelOfferEvents().map((event) => [event.offer, event.action])).toEqual([
      ['moveAddress', 'shown'],
      ['moveAddress', 'taken'],
    ]);
    const digital = await onTheCancelPage('digital');
    const none = cancelOfferFor('time', digital());
    expect(none).toBeUndefined();
    model.showOffer('time', none);
    expect((await subscription.$cancellation.submit({ reason: 'time', comment: '' })).status).toBe('done');
    expect(events.takeCancelOfferEvents()).toEqual([]);
  });
});
