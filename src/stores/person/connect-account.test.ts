// /koble-bruker's store against the reference backend over real HTTP, as the signed-in persona's browser would
// call it: searching for an existing subscription and connecting it.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TITLE_CODE } from '../../../tests/support/backend.ts';
import { pagePerFile } from '../../../tests/support/browser.ts';
import { MemoryStorage } from '../../../tests/support/memory-storage.ts';

const page = pagePerFile();
let account: typeof import('./account.ts');
let subscription: typeof import('../subscription/subscription.ts');
let connect: typeof import('./connect-account.ts');

beforeAll(async () => {
  account = await import('./account.ts');
  subscription = await import('../subscription/subscription.ts');
  connect = await import('./connect-account.ts');
});

beforeEach(async () => {
  account.clearAccount();
  subscription.clearSubscription();
  connect.$accountSearch.reset();
  connect.$connection.reset();
});

async function signInAndLoad(personaId: string) {
  const session = await page.signIn(personaId);
  return { ...session, loaded: await account.loadAccount(session.userId, TITLE_CODE) };
}

const fault = (call: string, status: number) => page.fault({ call, kind: 'status', status, times: 1 });

describe('$accountSearch', () => {
  it('finds an unconnected subscription by phone and postal code', async () => {
    await signInAndLoad('no-subscription');
    await connect.$accountSearch.submit({ titleCode: TITLE_CODE, query: '+47 912 34 567', postalCode: '7010' });
    expect(connect.$accountSearch.get()).toEqual({
      status: 'done',
      result: {
        matches: [{ ariaAccountNo: '7000101', maskedName: 'K*** N*******', planName: 'Digitalabonnement' }],
        proof: { query: '+47 912 34 567', postalCode: '7010' },
      },
    });
  });

  it('finds none when the postal code does not match', async () => {
    await signInAndLoad('no-subscription');
    await connect.$accountSearch.submit({ titleCode: TITLE_CODE, query: '91234567', postalCode: '0150' });
    expect(connect.$accountSearch.get()).toEqual({
      status: 'done',
      result: { matches: [], proof: { query: '91234567', postalCode: '0150' } },
    });
  });

  it('keeps the failure for the page to show, and the retry searches again', async () => {
    await signInAndLoad('no-subscription');
    await fault('searchAccount', 503);
    await connect.$accountSearch.submit({ titleCode: TITLE_CODE, query: '91234567', postalCode: '7010' });
    expect(connect.$accountSearch.get()).toMatchObject({ status: 'failed', failure: { kind: 'other' } });
    expect(await connect.$accountSearch.retry()).toMatchObject({
      status: 'done',
      result: { matches: [{ ariaAccountNo: '7000101' }] },
    });
  });
});

describe('connecting', () => {
  it('a user whose first visit created an empty account takes over the found one, with its subscription', async () => {
    const { userId, loaded } = await signInAndLoad('no-subscription');
    expect(loaded.ariaAccountNo).toBe('5000002');
    const state = await connect.$connection.submit({
      ariaAccountNo: '7000101',
      userId,
      titleCode: TITLE_CODE,
      proof: { query: '7000101', postalCode: '7010' },
    });
    expect(state).toMatchObject({ status: 'done', result: { ariaAccountNo: '7000101', spidId: userId } });
    expect(account.$account.get()).toEqual(state.status === 'done' && state.result);
    expect(subscription.$subscription.get()).toMatchObject({ planName: 'Digitalabonnement', instStatusCode: 1 });
    expect(await account.loadAccount(userId, TITLE_CODE)).toEqual(account.$account.get());
    // The next page's guard finds the connected account for the user.
    account.clearAccount();
    expect(await account.loadAccount(userId, TITLE_CODE)).toMatchObject({ ariaAccountNo: '7000101' });
  });

  it('a subscriber is refused, and keeps their own account', async () => {
    const { userId, loaded } = await signInAndLoad('digital');
    expect(
      await connect.$connection.submit({
        ariaAccountNo: '7000102',
        userId,
        titleCode: TITLE_CODE,
        proof: { query: '7000102', postalCode: '7030' },
      }),
    ).toEqual({ status: 'refused', code: 'USER_HAS_ACTIVE_SUB' });
    expect(account.$account.get()).toEqual(loaded);
  });

  it('a failure is one to retry', async () => {
    const { userId } = await signInAndLoad('no-subscription');
    await fault('assignAccount', 500);
    expect(
      await connect.$connection.submit({
        ariaAccountNo: '7000101',
        userId,
        titleCode: TITLE_CODE,
        proof: { query: '7000101', postalCode: '7010' },
      }),
    ).toMatchObject({ status: 'failed' });
    expect(await connect.$connection.retry()).toMatchObject({ status: 'done', result: { ariaAccountNo: '7000101' } });
  });

  it('a failed connection is kept until the search is changed: a login after a new search brings back that one', async () => {
    vi.stubGlobal('sessionStorage', new MemoryStorage());
    const { userId } = await signInAndLoad('no-subscription');
    await fault('assignAccount', 500);
    const pick = { query: '7000101', postalCode: '7010', ariaAccountNo: '7000101' };
    await connect.$connection.submit(
      { ariaAccountNo: '7000101', userId, titleCode: TITLE_CODE, proof: { query: '7000101', postalCode: '7010' } },
      pick,
    );
    expect(connect.keptConnectionOf(connect.$connection.restore())).toEqual(pick);
    connect.forgetMatches();
    expect(connect.$connection.restore()).toBeUndefined();
  });
});

describe('keptConnectionOf', () => {
  it.each([
    [
      { query: '7000101', postalCode: '7010', ariaAccountNo: '7000101' },
      { query: '7000101', postalCode: '7010', ariaAccountNo: '7000101' },
    ],
    [{ query: '7000101', postalCode: '7010' }, undefined],
    [{ query: 7000101, postalCode: '7010', ariaAccountNo: '7000101' }, undefined],
    ['7000101', undefined],
    [null, undefined],
  ])('%j → %j', (kept, connection) => expect(connect.keptConnectionOf(kept)).toEqual(connection));
});
