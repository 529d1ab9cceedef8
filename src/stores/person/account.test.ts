// The account actions against the reference backend over real HTTP, as the signed-in persona's browser would
// call it: saving profile and contact changes.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TITLE_CODE } from '../../../tests/support/backend.ts';
import { pagePerFile } from '../../../tests/support/browser.ts';
import { MemoryStorage } from '../../../tests/support/memory-storage.ts';

const page = pagePerFile();
let account: typeof import('./account.ts');
let ApiError: typeof import('../../api/client.ts').ApiError;

beforeAll(async () => {
  account = await import('./account.ts');
  ({ ApiError } = await import('../../api/client.ts'));
});

beforeEach(async () => {
  account.clearAccount();
  account.$accountSave.reset();
});

async function signInAndLoad(personaId: string) {
  const session = await page.signIn(personaId);
  return { ...session, loaded: await account.loadAccount(session.userId, TITLE_CODE) };
}

describe('saveAccountChanges', () => {
  it('sends the changes with the rest of the account as it is, and $account shows what was stored', async () => {
    const { userId } = await signInAndLoad('digital');
    const saved = await account.saveAccountChanges({
      firstName: 'Marte Kristine',
      phone: '98765432',
      birthdate: '1984-02-29',
    });
    expect(saved).toMatchObject({
      firstName: 'Marte Kristine',
      lastName: 'Solberg',
      phone: '98765432',
      birthdate: '1984-02-29',
      email: 'marte.solberg@example.com',
    });
    expect(account.$account.get()).toEqual(saved);

    account.clearAccount();
    expect(await account.loadAccount(userId, TITLE_CODE)).toEqual(saved);
  });

  it('changes the contact e-mail only when given', async () => {
    await signInAndLoad('paper');
    expect(await account.saveAccountChanges({ email: 'per@olsen.no', phone: '48001122' })).toMatchObject({
      email: 'per@olsen.no',
      phone: '48001122',
      firstName: 'Per',
    });
    expect(await account.saveAccountChanges({ lastName: 'Olsen-Berg' })).toMatchObject({
      email: 'per@olsen.no',
      lastName: 'Olsen-Berg',
    });
  });

  it('keeps $account as it was when the save fails', async () => {
    const { loaded } = await signInAndLoad('digital');
    await page.fault({ call: 'updateAccount', kind: 'status', status: 500, times: 1 });
    await expect(account.saveAccountChanges({ firstName: 'X' })).rejects.toBeInstanceOf(ApiError);
    expect(account.$account.get()).toEqual(loaded);
  });
});

describe('$accountSave', () => {
  it('a failed save keeps the values, and retry saves them', async () => {
    await signInAndLoad('paper');
    await page.fault({ call: 'updateAccount', kind: 'status', status: 500, times: 1 });
    expect(await account.$accountSave.submit({ lastName: 'Olsen-Berg', phone: '73801000' })).toMatchObject({
      status: 'failed',
      failure: { kind: 'other' },
    });
    expect(await account.$accountSave.retry()).toMatchObject({
      status: 'done',
      result: { lastName: 'Olsen-Berg', phone: '73801000' },
    });
    expect(account.$account.get()).toMatchObject({ lastName: 'Olsen-Berg', phone: '73801000' });
  });

  it.each([
    ['moved across the youth limit', '2004-05-01', 'BIRTHDATE_LOCKED'],
    ['removed', null, 'BIRTHDATE_LOCKED'],
    ['a baby’s', '2026-01-01', 'INVALID_BIRTHDATE'],
  ])('the backend’s refusal of a birthdate %s is the birthdate field’s', async (_, birthdate, code) => {
    const { loaded } = await signInAndLoad('digital');
    expect(await account.$accountSave.submit({ birthdate })).toEqual({ status: 'refused', code, field: 'birthdate' });
    expect(account.$account.get()).toEqual(loaded);
  });
});

describe('forgetLastAccountOfOthers (issue 41)', () => {
  it('keeps the ids of the user signed in, and forgets another user’s, so no page asks for them (two 403s)', async () => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    const { userId, loaded } = await signInAndLoad('digital');
    expect(account.lastAccount()).toEqual({ spidId: userId, ariaAccountNo: loaded.ariaAccountNo });
    account.forgetLastAccountOfOthers(userId);
    expect(account.lastAccount()).toEqual({ spidId: userId, ariaAccountNo: loaded.ariaAccountNo });
    account.forgetLastAccountOfOthers(`${userId}9`);
    expect(account.lastAccount()).toBeUndefined();
    vi.unstubAllGlobals();
  });
});
