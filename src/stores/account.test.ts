// The account actions against the reference backend over real HTTP, as the signed-in persona's browser would
// call it: saving profile and contact changes, searching for and connecting an existing subscription.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, startPreview, TITLE_CODE, type Preview } from '../../tests/support/backend.ts';

let preview: Preview;
let cookie = '';
let account: typeof import('./account.ts');
let search: typeof import('./account-search.ts');
let subscription: typeof import('./subscription.ts');
let ApiError: typeof import('../api/client.ts').ApiError;

const realFetch = globalThis.fetch;

beforeAll(async () => {
  preview = await startPreview();
  // The client resolves /api/ against the page's origin; the browser would send the session cookie itself.
  vi.stubGlobal('location', new URL(preview.base));
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    request.headers.set('cookie', cookie);
    return realFetch(request);
  });
  vi.resetModules();
  account = await import('./account.ts');
  search = await import('./account-search.ts');
  subscription = await import('./subscription.ts');
  ({ ApiError } = await import('../api/client.ts'));
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await preview.close();
});

beforeEach(async () => {
  await preview.reset();
  account.clearAccount();
  subscription.clearSubscription();
  search.$accountSearch.set({ status: 'idle' });
});

async function signInAndLoad(personaId: string) {
  const session = await signIn(preview.base, personaId);
  cookie = session.cookie;
  return { ...session, loaded: await account.loadAccount(session.userId, TITLE_CODE) };
}

describe('saveAccountChanges', () => {
  it('sends the changes with the rest of the account as it is, and $account shows what was stored', async () => {
    const { userId } = await signInAndLoad('digital');
    const saved = await account.saveAccountChanges({ firstName: 'Marte Kristine', phone: '98765432', birthdate: '1984-02-29' });
    expect(saved).toMatchObject({ firstName: 'Marte Kristine', lastName: 'Solberg', phone: '98765432', birthdate: '1984-02-29', email: 'marte.solberg@example.com' });
    expect(account.$account.get()).toEqual(saved);

    account.clearAccount();
    expect(await account.loadAccount(userId, TITLE_CODE)).toEqual(saved);
  });

  it('changes the contact e-mail only when given', async () => {
    await signInAndLoad('paper');
    expect(await account.saveAccountChanges({ email: 'per@olsen.no', phone: '48001122' })).toMatchObject({ email: 'per@olsen.no', phone: '48001122', firstName: 'Per' });
    expect(await account.saveAccountChanges({ lastName: 'Olsen-Berg' })).toMatchObject({ email: 'per@olsen.no', lastName: 'Olsen-Berg' });
  });

  it('keeps $account as it was when the save fails', async () => {
    const { loaded } = await signInAndLoad('digital');
    await fetch(`${preview.base}/__test/fault`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ call: 'updateAccount', kind: 'status', status: 500, times: 1 }) });
    await expect(account.saveAccountChanges({ firstName: 'X' })).rejects.toBeInstanceOf(ApiError);
    expect(account.$account.get()).toEqual(loaded);
  });
});

describe('searchForAccount', () => {
  it('finds an unconnected subscription by phone and postal code', async () => {
    await signInAndLoad('no-subscription');
    await search.searchForAccount(TITLE_CODE, '+47 912 34 567', '7010');
    expect(search.$accountSearch.get()).toEqual({
      status: 'found',
      matches: [{ ariaAccountNo: '7000101', maskedName: 'K*** N*******', planName: 'Digitalabonnement' }],
    });
  });

  it('says none when the postal code does not match', async () => {
    await signInAndLoad('no-subscription');
    await search.searchForAccount(TITLE_CODE, '91234567', '0150');
    expect(search.$accountSearch.get()).toEqual({ status: 'none' });
  });

  it('keeps the failure for the page to show', async () => {
    await signInAndLoad('no-subscription');
    await fetch(`${preview.base}/__test/fault`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ call: 'searchAccount', kind: 'status', status: 503, times: 1 }) });
    await search.searchForAccount(TITLE_CODE, '91234567', '7010');
    const state = search.$accountSearch.get();
    expect(state.status === 'failed' && state.error).toBeInstanceOf(ApiError);
  });
});

describe('connectAccount', () => {
  it('a user whose first visit created an empty account takes over the found one, with its subscription', async () => {
    const { userId, loaded } = await signInAndLoad('no-subscription');
    expect(loaded.ariaAccountNo).toBe('5000002');
    const connected = await account.connectAccount('7000101', userId, TITLE_CODE);
    expect(connected).toMatchObject({ ariaAccountNo: '7000101', spidId: userId });
    expect(account.$account.get()).toEqual(connected);
    expect(subscription.$subscription.get()).toMatchObject({ planName: 'Digitalabonnement', instStatusCode: 1 });
    // The next page's guard finds the connected account for the user.
    expect(await account.loadAccount(userId, TITLE_CODE)).toEqual(connected);
  });

  it('a subscriber is refused, and keeps their own account', async () => {
    const { userId, loaded } = await signInAndLoad('digital');
    await expect(account.connectAccount('7000102', userId, TITLE_CODE)).rejects.toMatchObject({ code: 'USER_HAS_ACTIVE_SUB', status: 409 });
    expect(account.$account.get()).toEqual(loaded);
  });
});
