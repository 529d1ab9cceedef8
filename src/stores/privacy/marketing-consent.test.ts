// The consent steps' store against the reference backend: what is stored, the draft kept in the tab between the
// steps, a save that fails keeps the draft for the retry, and a refusal lands at the choice it concerns.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TITLE_CODE } from '../../../tests/support/backend.ts';
import { pagePerFile } from '../../../tests/support/browser.ts';
import { MemoryStorage } from '../../../tests/support/memory-storage.ts';

const page = pagePerFile();
let store: typeof import('./marketing-consent.ts');
const ALL_NO = { newsletters: false, offersByEmail: false, offersBySms: false };

beforeAll(async () => {
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  store = await import('./marketing-consent.ts');
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  sessionStorage.clear();
  store.$consents.clear();
  store.$consentSave.reset();
});

describe('loadConsents', () => {
  it('loads what the subscriber gave, with when', async () => {
    await page.signIn('digital');
    const state = await store.$consents.load(TITLE_CODE);
    expect(state).toMatchObject({
      status: 'loaded',
      consents: { newsletters: { granted: true, givenAt: expect.any(String) }, offersBySms: null },
    });
    expect(store.$consents.get()).toEqual(state);
  });

  it.each([500, 503])('keeps a %i as a failure for the page to show', async (status) => {
    await page.signIn('digital');
    await page.fault({ call: 'getConsents', kind: 'status', status, times: 1 });
    expect(await store.$consents.load(TITLE_CODE)).toMatchObject({ status: 'failed' });
  });
});

describe('the draft and the save', () => {
  it('the draft survives between the steps, and is done with once saved', async () => {
    await page.signIn('digital');
    expect(store.readDraft()).toBeUndefined();
    store.keepDraft({ ...ALL_NO, offersBySms: true });
    expect(store.readDraft()).toEqual({ ...ALL_NO, offersBySms: true });
    const saved = await store.$consentSave.submit({ titleCode: TITLE_CODE, choices: { ...ALL_NO, offersBySms: true } });
    expect(saved).toMatchObject({ status: 'done', result: { offersBySms: { granted: true } } });
    expect(store.readDraft()).toBeUndefined();
    expect(store.$consents.get()).toEqual({
      status: 'loaded',
      consents: saved.status === 'done' ? saved.result : undefined,
    });
  });

  it('a failed save keeps the choices for the retry, which saves them', async () => {
    await page.signIn('digital');
    await page.fault({ call: 'saveConsents', kind: 'status', status: 500, times: 1 });
    const choices = { newsletters: false, offersByEmail: true, offersBySms: true };
    expect(await store.$consentSave.submit({ titleCode: TITLE_CODE, choices })).toMatchObject({ status: 'failed' });
    expect(store.readDraft()).toEqual(choices);
    expect(await store.$consentSave.retry()).toMatchObject({
      status: 'done',
      result: { offersByEmail: { granted: true }, offersBySms: { granted: true } },
    });
  });

  it('a broken answer fails the same way', async () => {
    await page.signIn('digital');
    await page.fault({ call: 'saveConsents', kind: 'malformed', times: 1 });
    expect(await store.$consentSave.submit({ titleCode: TITLE_CODE, choices: ALL_NO })).toMatchObject({
      status: 'failed',
      failure: { kind: 'other' },
    });
    expect(store.readDraft()).toEqual(ALL_NO);
  });

  it('a yes the account cannot be reached by is refused at that choice', async () => {
    const { userId } = await page.signIn('no-account');
    const account = await import('../person/account.ts');
    await account.loadAccount(userId, TITLE_CODE);
    expect(
      await store.$consentSave.submit({ titleCode: TITLE_CODE, choices: { ...ALL_NO, offersBySms: true } }),
    ).toEqual({ status: 'refused', code: 'NO_PHONE', field: 'offersBySms' });
  });

  it('what storage gives back is not trusted', () => {
    sessionStorage.setItem('minside.consent.draft', '{"newsletters":"yes"}');
    expect(store.readDraft()).toBeUndefined();
    sessionStorage.setItem('minside.consent.draft', 'not json');
    expect(store.readDraft()).toBeUndefined();
  });
});
