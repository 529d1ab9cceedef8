// The subscription's submissions against the reference backend over real HTTP: plan change (its refusals at
// the choice, or of the whole form), cancellation and reactivation, each changing what $subscription shows.
import { beforeAll, beforeEach, describe, expect, it, test, vi } from 'vitest';
import { TITLE_CODE } from '../../../tests/support/backend.ts';
import { pagePerFile } from '../../../tests/support/browser.ts';
import { MemoryStorage } from '../../../tests/support/memory-storage.ts';
import { STATUS } from '../../domain/subscription/status.ts';
import { STORED_KEYS } from '../../domain/storage/stored-keys.ts';
import { API_PREFIX, CALLS } from '../../api/contract.ts';
import { startInHead } from '../../api/head-start.ts';

const page = pagePerFile();
let account: typeof import('../person/account.ts');
let subscription: typeof import('./subscription.ts');

beforeAll(async () => {
  account = await import('../person/account.ts');
  subscription = await import('./subscription.ts');
});

beforeEach(async () => {
  account.clearAccount();
  subscription.clearSubscription();
  for (const submission of [
    subscription.$planChange,
    subscription.$planKept,
    subscription.$cancellation,
    subscription.$reactivation,
  ])
    submission.reset();
});

/** Signs in and loads what the guard of a subscriber page loads. */
async function asSubscriber(personaId: string) {
  const session = await page.signIn(personaId);
  const { ariaAccountNo } = await account.loadAccount(session.userId, TITLE_CODE);
  return subscription.loadSubscription(ariaAccountNo, TITLE_CODE);
}

/** Where the paper goes, as the change form sends it (its town as typed; Posten's register writes it in capitals). */
const STORGATA = {
  coName: '',
  street: 'Storgata',
  streetNumber: '1',
  apartmentNumber: null,
  floor: '',
  postalCode: '0155',
  town: 'Oslo',
};

describe('$planChange', () => {
  it('orders a change to paper with where it goes, and $subscription shows it pending with its first paper there', async () => {
    await asSubscriber('digital');
    expect(await subscription.$planChange.submit({ offerId: 'weekend', deliveryAddress: STORGATA })).toMatchObject({
      status: 'done',
      result: {
        pendingPlan: {
          planName: 'Papiravis i helgen + digital',
          delivery: { address: { street: 'Storgata', town: 'OSLO' }, firstPaper: expect.any(String) },
        },
      },
    });
    expect(subscription.$subscription.get()?.pendingPlan?.delivery?.address.postalCode).toBe('0155');
  });

  test.each([
    ['the plan they have', 'digital', { offerId: 'digital' }, { code: 'SAME_PLAN', field: 'offerId' }],
    ['youth at 41', 'digital', { offerId: 'youth' }, { code: 'NOT_YOUTH', field: 'offerId' }],
    [
      'a change while the cancellation runs',
      'pending-cancellation',
      { offerId: 'weekend' },
      { code: 'NOT_CHANGEABLE' },
    ],
    ['a change to paper without an address', 'digital', { offerId: 'weekend' }, { code: 'DELIVERY_ADDRESS_REQUIRED' }],
    [
      'a postal code Posten does not have',
      'digital',
      { offerId: 'weekend', deliveryAddress: { ...STORGATA, postalCode: '0000' } },
      { code: 'UNKNOWN_POSTAL_CODE', field: 'postalCode' },
    ],
    [
      "another code's town",
      'digital',
      { offerId: 'weekend', deliveryAddress: { ...STORGATA, town: 'Bergen' } },
      { code: 'TOWN_MISMATCH', field: 'town' },
    ],
  ])('refuses %s', async (_, personaId, choice, refusal) => {
    await asSubscriber(personaId);
    expect(await subscription.$planChange.submit(choice)).toEqual({ status: 'refused', ...refusal });
    expect(subscription.$subscription.get()?.pendingPlan ?? null).toBeNull();
  });
});

describe('$planKept (issue 41)', () => {
  it('calls the waiting change off, and $subscription keeps its plan', async () => {
    await asSubscriber('pending-plan-change');
    expect(subscription.$subscription.get()?.pendingPlan?.planName).toBe('Papiravis i helgen + digital');
    expect(await subscription.$planKept.submit()).toMatchObject({
      status: 'done',
      result: { planName: 'Digitalabonnement', pendingPlan: null },
    });
    expect(subscription.$subscription.get()).toMatchObject({ planName: 'Digitalabonnement', pendingPlan: null });
  });

  it('refuses when nothing waits (called off in another tab): said for the form', async () => {
    await asSubscriber('digital');
    expect(await subscription.$planKept.submit()).toEqual({ status: 'refused', code: 'NO_PLAN_CHANGE' });
  });

  it('a failure is one to retry', async () => {
    await asSubscriber('pending-plan-change');
    await page.fault({ call: 'cancelPlanChange', kind: 'status', status: 500, times: 1 });
    expect(await subscription.$planKept.submit()).toMatchObject({ status: 'failed' });
    expect(await subscription.$planKept.retry()).toMatchObject({ status: 'done', result: { pendingPlan: null } });
  });
});

describe('$cancellation and $reactivation', () => {
  it('cancels with the reason, and the reactivation takes it back and reloads the subscription', async () => {
    await asSubscriber('digital');
    expect(await subscription.$cancellation.submit({ reason: 'price', comment: '' })).toMatchObject({
      status: 'done',
      result: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    subscription.clearSubscription();
    expect(await asSubscriber('digital')).toMatchObject({ instStatusCode: STATUS.PENDING_CANCELLATION });
    expect(await subscription.$reactivation.submit()).toMatchObject({
      status: 'done',
      result: { instStatusCode: STATUS.ACTIVE },
    });
    expect(subscription.$subscription.get()).toMatchObject({ instStatusCode: STATUS.ACTIVE });
  });

  it('a failed cancellation is one to retry with the same reason', async () => {
    await asSubscriber('digital');
    await page.fault({ call: 'deleteSubscription', kind: 'status', status: 500, times: 1 });
    expect(await subscription.$cancellation.submit({ reason: 'time', comment: 'Kanskje senere.' })).toMatchObject({
      status: 'failed',
      failure: { kind: 'other' },
    });
    expect((await subscription.$cancellation.retry()).status).toBe('done');
    const state = (await (await fetch(`${page.base}/__test/state`)).json()) as {
      subscriptions: { cancellation?: unknown }[];
    };
    expect(state.subscriptions.map((stored) => stored.cancellation).filter(Boolean)).toEqual([
      { type: 'CANCELLATION', reason: 'time', comment: 'Kanskje senere.' },
    ]);
  });
});

describe('a page after the first asks for account and subscription at once', () => {
  // The browser's localStorage, where the last page left whom it found, and the tab's sessionStorage.
  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.stubGlobal('sessionStorage', new MemoryStorage());
    // A new page: its head has asked nothing yet.
    globalThis.minsideHeadStart = undefined;
  });

  /** What the inline script in the next page's head does before any module has arrived. */
  const startHead = (titleCode = TITLE_CODE) =>
    startInHead(STORED_KEYS.lastAccount.key, titleCode, `${page.base}${API_PREFIX}`, [
      CALLS.getAccount.path,
      CALLS.getSubscription.path,
    ]);

  /** The head's asks, answered before the test goes on. */
  async function headStart(titleCode = TITLE_CODE) {
    startHead(titleCode);
    const started = globalThis.minsideHeadStart;
    await Promise.all(Object.values(started ?? {}));
    return Object.keys(started ?? {});
  }

  /** A later page of the visit: the stores start empty, and the early asks go out before the session check answers. */
  async function nextPage() {
    account.clearAccount();
    subscription.clearSubscription();
    await subscription.askEarlyForLastAccount(TITLE_CODE);
  }

  it('uses the early answers when the session is the same user: no second fetch', async () => {
    await asSubscriber('digital');
    await nextPage();
    // Any fetch from here on would fail: the page must be drawn from the early answers.
    await page.fault({ call: 'getAccount', kind: 'status', status: 500, times: 1 });
    await page.fault({ call: 'getSubscription', kind: 'status', status: 500, times: 1 });
    expect(await asSubscriber('digital')).toMatchObject({ instStatusCode: STATUS.ACTIVE });
    expect(subscription.$subscription.get()?.ariaSubscriptionNo).toBeTruthy();
  });

  it('asks again in turn when an early ask failed', async () => {
    await asSubscriber('digital');
    account.clearAccount();
    subscription.clearSubscription();
    await page.fault({ call: 'getSubscription', kind: 'status', status: 503, times: 1 });
    await subscription.askEarlyForLastAccount(TITLE_CODE);
    expect(await asSubscriber('digital')).toMatchObject({ instStatusCode: STATUS.ACTIVE });
  });

  it.each([
    ['asked beside the session check', false],
    ['asked from the page’s head', true],
  ])("never uses the last user's answers for someone else signed in since in the browser (%s)", async (_, fromHead) => {
    const paper = await asSubscriber('paper');
    account.clearAccount();
    subscription.clearSubscription();
    const session = await page.signIn('digital');
    // Asked with the new session for the last user's ids: the backend refuses, and the page asks for its own.
    if (fromHead) await headStart();
    await subscription.askEarlyForLastAccount(TITLE_CODE);
    const { ariaAccountNo } = await account.loadAccount(session.userId, TITLE_CODE);
    const digital = await subscription.loadSubscription(ariaAccountNo, TITLE_CODE);
    expect(account.$account.get()?.spidId).toBe(session.userId);
    expect(digital?.ariaSubscriptionNo).not.toBe(paper?.ariaSubscriptionNo);
  });

  it('asks nothing early on the first page of a visit', async () => {
    await expect(subscription.askEarlyForLastAccount(TITLE_CODE)).resolves.toBeUndefined();
  });

  it("reads what the page's head asked for, asking nothing again", async () => {
    await asSubscriber('digital');
    account.clearAccount();
    subscription.clearSubscription();
    expect(await headStart()).toEqual(['account/1000003', `subscription/5000003/${TITLE_CODE}`]);
    // Any fetch from here on would fail: the page must be drawn from the head's answers.
    await page.fault({ call: 'getAccount', kind: 'status', status: 500, times: 1 });
    await page.fault({ call: 'getSubscription', kind: 'status', status: 500, times: 1 });
    await subscription.askEarlyForLastAccount(TITLE_CODE);
    expect(await asSubscriber('digital')).toMatchObject({ instStatusCode: STATUS.ACTIVE });
    expect(globalThis.minsideHeadStart).toEqual({});
  });

  it("leaves the head's asks for another title, and asks for its own", async () => {
    await asSubscriber('digital');
    account.clearAccount();
    subscription.clearSubscription();
    await headStart('FT');
    await subscription.askEarlyForLastAccount(TITLE_CODE);
    expect(await asSubscriber('digital')).toMatchObject({ instStatusCode: STATUS.ACTIVE });
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{'],
    ['no account number', '{"spidId":"1000003"}'],
    ['ids that are not text', '{"spidId":1000003,"ariaAccountNo":["5000003"]}'],
  ])('the head asks nothing with %s', (_, stored) => {
    if (stored !== null) localStorage.setItem(STORED_KEYS.lastAccount.key, stored);
    startHead();
    expect(page.asked).toEqual([]);
    expect(globalThis.minsideHeadStart).toBeUndefined();
  });

  it("without a sound last account the head asks the title's reads alone", () => {
    localStorage.setItem(STORED_KEYS.lastAccount.key, '{');
    startInHead(STORED_KEYS.lastAccount.key, TITLE_CODE, `${page.base}${API_PREFIX}`, [
      CALLS.offering.path,
      CALLS.getAccount.path,
      CALLS.getSubscription.path,
    ]);
    expect(page.asked).toEqual([`/api/offering/${TITLE_CODE}`]);
    expect(Object.keys(globalThis.minsideHeadStart ?? {})).toEqual([`offering/${TITLE_CODE}`]);
  });
});

describe("the guard's account and subscription from the tab's last answers (issue 27)", () => {
  let session: typeof import('../kit/session.ts');
  beforeAll(async () => {
    session = await import('../kit/session.ts');
  });
  beforeEach(() => vi.stubGlobal('sessionStorage', new MemoryStorage()));

  /** The first page of the tab, as `personaId`: signed in, account and subscription loaded (and kept). */
  async function firstPage(personaId: string) {
    const signedIn = await page.signIn(personaId);
    session.$session.set({ status: 'signedIn', userId: signedIn.userId });
    await asSubscriber(personaId);
    const kept = { account: account.$account.get()!, subscription: subscription.$subscription.get() };
    account.clearAccount();
    subscription.clearSubscription();
    return { userId: signedIn.userId, ...kept };
  }

  it('the next page draws both for the same user at once, before anything is asked', async () => {
    const last = await firstPage('digital');
    expect(account.drawAccount(last.userId)).toEqual(last.account);
    expect(account.$account.get()).toEqual(last.account);
    expect(subscription.drawSubscription(last.account.ariaAccountNo, TITLE_CODE)).toEqual({
      subscription: last.subscription,
    });
    expect(subscription.$subscription.get()).toEqual(last.subscription);
  });

  it('an ended subscription is drawn as it was (the guard then waits for the fresh answer before sending the user on)', async () => {
    const last = await firstPage('cancelled');
    account.drawAccount(last.userId);
    expect(subscription.drawSubscription(last.account.ariaAccountNo, TITLE_CODE)?.subscription?.instStatusCode).toBe(
      last.subscription?.instStatusCode,
    );
  });

  it.each([
    ['another user signed in since', () => session.$session.set({ status: 'signedIn', userId: '1000004' })],
    ['nobody signed in', () => session.$session.set({ status: 'anonymous' })],
    ['the session check not answered yet', () => session.$session.set({ status: 'unknown' })],
  ])('%s: nothing is drawn', async (_, next) => {
    const last = await firstPage('digital');
    next();
    expect(account.drawAccount(last.userId)).toBeUndefined();
    expect(account.$account.get()).toBeNull();
    expect(subscription.drawSubscription(last.account.ariaAccountNo, TITLE_CODE)).toBeUndefined();
    expect(subscription.$subscription.get()).toBeUndefined();
  });

  it('another title or account draws no subscription', async () => {
    const last = await firstPage('digital');
    expect(subscription.drawSubscription(last.account.ariaAccountNo, 'FT')).toBeUndefined();
    expect(subscription.drawSubscription('5000004', TITLE_CODE)).toBeUndefined();
  });
});
