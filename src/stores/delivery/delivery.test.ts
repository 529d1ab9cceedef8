// The delivery store against the reference backend over real HTTP, as the signed-in persona's browser would call it.
import { cleanStores } from 'nanostores';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TITLE_CODE } from '../../../tests/support/backend.ts';
import { pagePerFile } from '../../../tests/support/browser.ts';
import { FAULTS, meeting } from '../../../tests/support/faults.ts';

const page = pagePerFile();
let account: typeof import('../person/account.ts');
let subscription: typeof import('../subscription/subscription.ts');
let delivery: typeof import('./delivery.ts');

beforeAll(async () => {
  account = await import('../person/account.ts');
  subscription = await import('../subscription/subscription.ts');
  delivery = await import('./delivery.ts');
});

beforeEach(() => {
  account.clearAccount();
  subscription.clearSubscription();
  delivery.$delivery.clear();
  // A new page: nothing has read the loads yet (a read in the last test keeps them mounted for a second).
  cleanStores(delivery.$delivery);
});

/** What the guard does before any page draws: the session, the account, the subscription. */
async function signInAndLoad(personaId: string) {
  const session = await page.signIn(personaId);
  const found = await account.loadAccount(session.userId, TITLE_CODE);
  await subscription.loadSubscription(found.ariaAccountNo, TITLE_CODE);
}

describe('$delivery', () => {
  it('a paper subscription: the address and the changes registered', async () => {
    await signInAndLoad('paper');
    const state = await delivery.$delivery.load();
    expect(state).toMatchObject({
      status: 'loaded',
      delivery: { address: { street: 'Kongens gate', postalCode: '7011' }, changes: [{ type: 'TRANSFER' }] },
    });
    expect(delivery.$delivery.get()).toEqual(state);
  });

  it('a digital subscription has no paper, and nothing is asked for', async () => {
    await signInAndLoad('digital');
    await page.fault({ call: 'getDelivery', kind: 'status', status: 500, times: 1 });
    expect(await delivery.$delivery.load()).toEqual({ status: 'digital' });
  });

  it('starts as soon as the subscription is known, once something reads it', async () => {
    const unsubscribe = delivery.$delivery.listen(() => {});
    expect(delivery.$delivery.get()).toEqual({ status: 'idle' });
    await signInAndLoad('weekend-paper');
    await vi.waitFor(() =>
      expect(delivery.$delivery.get()).toMatchObject({
        status: 'loaded',
        delivery: { changes: [{ type: 'STOP', to: null }] },
      }),
    );
    unsubscribe();
    // Unmounted now, not a second later: else the next tests' sign-in starts a load that races their fault.
    cleanStores(delivery.$delivery);
  });

  it.each(FAULTS)('a %s is a failure, and the retry loads', async (_, kind) => {
    await signInAndLoad('paper');
    await page.fault({ call: 'getDelivery', ...kind, times: 1 });
    expect(await meeting(kind, () => delivery.$delivery.load())).toMatchObject({
      status: 'failed',
      failure: { kind: kind.kind === 'timeout' ? 'timeout' : 'other' },
    });
    expect((await delivery.$delivery.load()).status).toBe('loaded');
  });
});
