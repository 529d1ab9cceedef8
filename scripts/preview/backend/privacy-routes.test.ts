// The consents of /samtykke over real HTTP: the session's own account only, each choice dated by the backend's
// clock, a yes with nowhere to send refused, and nothing another user or a visitor can read or write.
import { expect, it } from 'vitest';
import { callApi, callOk, previewPerFile, signIn, TITLE_CODE } from '../../../tests/support/backend.ts';

const preview = previewPerFile();
const params = { titleCode: TITLE_CODE };
const ALL_NO = { newsletters: false, offersByEmail: false, offersBySms: false };

async function fixClock(iso: string) {
  const response = await fetch(`${preview.base}/__test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now: iso, reseed: false }),
  });
  expect(response.status).toBe(200);
}

it('a subscriber never asked has given nothing; a save dates the yes by the backend clock, and what was left unticked stays never given', async () => {
  const { cookie } = await signIn(preview.base, 'youth');
  expect(await callOk(preview.base, 'getConsents', { params, cookie })).toEqual({
    newsletters: null,
    offersByEmail: null,
    offersBySms: null,
  });
  await fixClock('2026-11-23T11:00:00+01:00');
  const saved = await callOk(preview.base, 'saveConsents', { params, cookie, body: { ...ALL_NO, offersBySms: true } });
  expect(saved).toEqual({
    newsletters: null,
    offersByEmail: null,
    offersBySms: { granted: true, givenAt: '2026-11-23T10:00:00.000Z' },
  });
  expect(await callOk(preview.base, 'getConsents', { params, cookie })).toEqual(saved);
});

it('a choice that did not change keeps the time it was given', async () => {
  const { cookie } = await signIn(preview.base, 'digital');
  const before = await callOk(preview.base, 'getConsents', { params, cookie });
  expect(before.newsletters?.granted).toBe(true);
  await fixClock('2026-11-23T11:00:00+01:00');
  const after = await callOk(preview.base, 'saveConsents', {
    params,
    cookie,
    body: { newsletters: true, offersByEmail: true, offersBySms: false },
  });
  expect(after.newsletters).toEqual(before.newsletters);
  expect(after.offersByEmail).toEqual({ granted: true, givenAt: '2026-11-23T10:00:00.000Z' });
});

it('a yes with nowhere to send is refused, and nothing is stored', async () => {
  // A first visit creates the account with the identity's name only: no phone yet.
  const { cookie, userId } = await signIn(preview.base, 'no-account');
  await callOk(preview.base, 'createAccount', {
    cookie,
    body: { accountBalance: 0, spidId: userId, firstTitleCode: TITLE_CODE },
  });
  expect(
    await callApi(preview.base, 'saveConsents', { params, cookie, body: { ...ALL_NO, offersBySms: true } }),
  ).toMatchObject({ status: 409, body: { code: 'NO_PHONE' } });
  expect(await callOk(preview.base, 'getConsents', { params, cookie })).toEqual({
    newsletters: null,
    offersByEmail: null,
    offersBySms: null,
  });
});

it('nobody reads or writes consents without a session, for another title, or with fields the contract lacks', async () => {
  expect(await callApi(preview.base, 'getConsents', { params })).toMatchObject({ status: 401 });
  expect(await callApi(preview.base, 'saveConsents', { params, body: ALL_NO })).toMatchObject({ status: 401 });
  const { cookie } = await signIn(preview.base, 'digital');
  expect(await callApi(preview.base, 'getConsents', { params: { titleCode: 'FT' }, cookie })).toMatchObject({
    status: 404,
    body: { code: 'TITLE_NOT_FOUND' },
  });
  // The account is the session's: a number sent along is no field of the request.
  expect(
    await callApi(preview.base, 'saveConsents', { params, cookie, body: { ...ALL_NO, ariaAccountNo: '5100004' } }),
  ).toMatchObject({ status: 400 });
  expect(
    await callApi(preview.base, 'saveConsents', { params, cookie, body: { ...ALL_NO, newsletters: 'yes' } }),
  ).toMatchObject({ status: 400 });
});

it("one user's save never touches another's consents", async () => {
  const marte = await signIn(preview.base, 'digital');
  const per = await signIn(preview.base, 'paper');
  const perBefore = await callOk(preview.base, 'getConsents', { params, cookie: per.cookie });
  await callOk(preview.base, 'saveConsents', { params, cookie: marte.cookie, body: ALL_NO });
  expect(await callOk(preview.base, 'getConsents', { params, cookie: per.cookie })).toEqual(perBefore);
});
