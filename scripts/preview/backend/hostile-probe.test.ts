// What a hostile probe of the reference backend found (issue 8), one test per finding: each failed before the
// fix. The backend is the executable contract a real one must meet, so these are product rules; docs/security.md's
// table points here.
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { describe, expect, it, test } from 'vitest';
import {
  LOGIN_TOKENS_MAX,
  LOGIN_TOKENS_PER_BROWSER,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  LOGIN_TOKEN_TTL_MS,
} from './session-routes.ts';
import { PROOF_ATTEMPTS, PROOF_WINDOW_MS } from './person-routes.ts';
import { STUDENT_CODE_ATTEMPTS, STUDENT_CODE_TTL_MS } from './student-routes.ts';
import { STUDENT_CODES_PER_WINDOW } from '../../../src/domain/student/code.ts';
import { TRIPS_PER_ACCOUNT } from './payment-trips.ts';
import { accountNoOf, personaById } from './personas.ts';
import type { Delivery, DeliveryChange } from '../../../src/api/contract.ts';
import { nextDeliveryDay, previousDeliveryDay } from '../../../src/domain/delivery/delivery-days.ts';
import { addDays, osloDate } from '../../../src/domain/time/oslo.ts';
import {
  answerAtProvider,
  callApi,
  callOk,
  newLoginState,
  signIn,
  twinLogin,
  previewPerFile,
  cookieFrom,
  postForm,
} from '../../../tests/support/backend.ts';
import { clockAt } from '../../../tests/support/fake-date.ts';

const server = previewPerFile();

interface Stored {
  accounts: { ariaAccountNo: string; spidId: string | null; birthdate: string | null }[];
  invitations: { token: string; status: string }[];
  outbox: { to: string; code: string }[];
  loginTokens: number;
  orders: { orderId: string }[];
  paymentTrips: { paymentId: string; returnUrl: string }[];
  deliveries: { ariaAccountNo: string; delivery: { changes: DeliveryChange[] } }[];
}

async function stored(): Promise<Stored> {
  return (await (await fetch(`${server.base}/__test/state`)).json()) as Stored;
}

const KARI = { ariaAccountNo: '7000101', query: '7000101', postalCode: '7010' };

/** Someone signed in for the first time, with the account the order page makes for them. */
async function newBuyer() {
  const { cookie, userId } = await signIn(server.base, 'no-account');
  const { ariaAccountNo } = await callOk(server.base, 'createAccount', {
    body: { accountBalance: 0, spidId: userId, firstTitleCode: 'ADR' },
    cookie,
  });
  return { cookie, ariaAccountNo };
}

/** The 1 kr intro offer ordered by card, with a click's own idempotency key. */
const introOrder = () =>
  ({
    titleCode: 'ADR',
    offerId: 'digital-1kr',
    paymentMethod: 'SWEDBANK-PPG',
    birthdate: '1990-12-24',
    idempotencyKey: randomUUID(),
  }) as const;

describe('account take-over and enumeration', () => {
  it('assign needs the proof in the same request: a customer number alone is a bad request', async () => {
    const { cookie, userId } = await signIn(server.base, 'no-subscription');
    const reply = await callApi(server.base, 'assignAccount', {
      body: { ariaAccountNo: '7000101', spidId: userId, titleCode: 'ADR' },
      cookie,
    });
    expect(reply).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    expect((await stored()).accounts.find((account) => account.ariaAccountNo === '7000101')?.spidId).toBeNull();
  });

  it('assign with a wrong postal code is "not found", and connects nothing', async () => {
    const { cookie, userId } = await signIn(server.base, 'no-subscription');
    const reply = await callApi(server.base, 'assignAccount', {
      body: { ...KARI, postalCode: '0150', spidId: userId, titleCode: 'ADR' },
      cookie,
    });
    expect(reply).toMatchObject({ status: 404, body: { code: 'ACCOUNT_NOT_FOUND' } });
    expect((await stored()).accounts.find((account) => account.ariaAccountNo === '7000101')?.spidId).toBeNull();
  });

  it('search needs the postal code', async () => {
    const { cookie } = await signIn(server.base, 'no-subscription');
    expect(
      await callApi(server.base, 'searchAccount', {
        body: { titleCode: 'ADR', query: 'kari.nordmann@example.com' },
        cookie,
      }),
    ).toMatchObject({
      status: 400,
      body: { code: 'BAD_REQUEST' },
    });
  });

  it('"no such customer" and "wrong postal code" answer alike', async () => {
    const { cookie } = await signIn(server.base, 'no-subscription');
    const unknown = await callApi(server.base, 'searchAccount', {
      body: { titleCode: 'ADR', query: 'finnes.ikke@example.com', postalCode: '7010' },
      cookie,
    });
    const wrongProof = await callApi(server.base, 'searchAccount', {
      body: { titleCode: 'ADR', query: 'kari.nordmann@example.com', postalCode: '0150' },
      cookie,
    });
    expect({ status: wrongProof.status, body: wrongProof.body }).toEqual({
      status: unknown.status,
      body: unknown.body,
    });
    expect(unknown).toMatchObject({ status: 200, body: { matches: [] } });
  });

  test.each([
    [
      'searches',
      (userId: string) =>
        ['searchAccount', { titleCode: 'ADR', query: `gjetning-${userId}@example.com`, postalCode: '7010' }] as const,
    ],
    [
      'connections',
      (userId: string) => ['assignAccount', { ...KARI, postalCode: '0150', spidId: userId, titleCode: 'ADR' }] as const,
    ],
  ])(
    `after ${PROOF_ATTEMPTS} failed %s a user is refused for a while, even with the right proof; others are not`,
    async (_, guess) => {
      const clock = clockAt();
      const { cookie, userId } = await signIn(server.base, 'no-subscription');
      for (let attempt = 0; attempt < PROOF_ATTEMPTS; attempt++) {
        const [name, body] = guess(userId);
        expect((await callApi(server.base, name, { body, cookie })).status).not.toBe(429);
      }
      const right = { titleCode: 'ADR', query: KARI.query, postalCode: KARI.postalCode };
      expect(await callApi(server.base, 'searchAccount', { body: right, cookie })).toMatchObject({
        status: 429,
        body: { code: 'TOO_MANY_ATTEMPTS' },
      });
      expect(
        await callApi(server.base, 'assignAccount', { body: { ...KARI, spidId: userId, titleCode: 'ADR' }, cookie }),
      ).toMatchObject({ status: 429 });

      const other = await signIn(server.base, 'no-account');
      expect(await callApi(server.base, 'searchAccount', { body: right, cookie: other.cookie })).toMatchObject({
        status: 200,
      });

      clock.advance(PROOF_WINDOW_MS + 1);
      expect((await callOk(server.base, 'searchAccount', { body: right, cookie })).matches).toHaveLength(1);
    },
  );
});

describe('invitations and student codes are bound to their person', () => {
  it('a family invitation opened by someone else answers as an unknown token and stays open for the invitee', async () => {
    const stranger = await signIn(server.base, 'no-subscription');
    expect(
      await callApi(server.base, 'verify', {
        body: { type: 'family', token: 'familie-invitasjon-1' },
        cookie: stranger.cookie,
      }),
    ).toMatchObject({ status: 404, body: { code: 'INVITATION_NOT_FOUND' } });
    expect(
      await callApi(server.base, 'getSubscription', {
        params: { ariaAccountNo: accountNoOf(personaById('no-subscription')!), titleCode: 'ADR' },
        cookie: stranger.cookie,
      }),
    ).toMatchObject({ status: 200, body: null });
    expect((await stored()).invitations.find((invitation) => invitation.token === 'familie-invitasjon-1')?.status).toBe(
      'valid',
    );

    const invitee = await signIn(server.base, 'invited-family-member');
    expect(
      await callOk(server.base, 'verify', {
        body: { type: 'family', token: 'familie-invitasjon-1' },
        cookie: invitee.cookie,
      }),
    ).toMatchObject({ status: 'accepted' });
  });

  it('a business invitation opened by someone else answers as an unknown token', async () => {
    const stranger = await signIn(server.base, 'invited-family-member');
    expect(
      await callApi(server.base, 'verify', {
        body: { type: 'business', token: 'bedrift-invitasjon-1' },
        cookie: stranger.cookie,
      }),
    ).toMatchObject({ status: 404, body: { code: 'INVITATION_NOT_FOUND' } });
  });

  it('a forwarded or guessed link tells a stranger nothing of the invitation’s state: used, withdrawn, declined, open and unknown answer alike', async () => {
    const invitee = await signIn(server.base, 'invited-family-member');
    await callOk(server.base, 'declineInvitation', {
      body: { type: 'family', token: 'familie-invitasjon-1' },
      cookie: invitee.cookie,
    });
    // A subscriber, whom verify told "hasSubscription" of any open invitation before.
    const stranger = await signIn(server.base, 'paper');
    const probe = (token: string) =>
      Promise.all(
        (['getInvitation', 'verify', 'declineInvitation'] as const).map(async (name) => {
          const { status, body } = await callApi(server.base, name, {
            body: { type: 'family', token },
            cookie: stranger.cookie,
          });
          return { name, status, body };
        }),
      );
    const unknown = await probe('finnes-ikke');
    // Before: getInvitation and verify told "used", "withdrawn", "declined" and "hasSubscription" (200) to anyone.
    for (const token of [
      'familie-brukt',
      'familie-trukket',
      'familie-invitasjon-1',
      'familie-utlopt',
      'familie-har-abonnement',
    ])
      expect(await probe(token)).toEqual(unknown);
  });

  const lastCode = async (email: string) => (await stored()).outbox.filter((mail) => mail.to === email).at(-1)!.code;

  it('a second user asking for a code on the same address takes nothing from the first', async () => {
    const email = 'delt@stud.ntnu.no';
    const first = await signIn(server.base, 'no-subscription');
    await callOk(server.base, 'studentEmail', { body: { email }, cookie: first.cookie });
    const firstCode = await lastCode(email);

    const second = await signIn(server.base, 'invited-family-member');
    await callOk(server.base, 'studentEmail', { body: { email }, cookie: second.cookie });
    const secondCode = await lastCode(email);
    if (secondCode !== firstCode) {
      expect(
        await callApi(server.base, 'registerStudent', { body: { email, code: firstCode }, cookie: second.cookie }),
      ).toMatchObject({ status: 400, body: { code: 'CODE_WRONG' } });
    }
    expect(
      await callOk(server.base, 'registerStudent', { body: { email, code: firstCode }, cookie: first.cookie }),
    ).toEqual({ status: 'REGISTERED' });
    // The address is the first user's now: the second one's own code no longer wins it.
    expect(
      await callApi(server.base, 'registerStudent', { body: { email, code: secondCode }, cookie: second.cookie }),
    ).toMatchObject({
      status: 409,
      body: { code: 'USER_EXIST_ACTIVE' },
    });
  });

  it(`a code expires, and ${STUDENT_CODE_ATTEMPTS} wrong tries use it up`, async () => {
    const clock = clockAt();
    const email = 'lars@stud.ntnu.no';
    const { cookie } = await signIn(server.base, 'no-subscription');
    await callOk(server.base, 'studentEmail', { body: { email }, cookie });
    const code = await lastCode(email);
    clock.advance(STUDENT_CODE_TTL_MS + 1);
    expect(await callApi(server.base, 'registerStudent', { body: { email, code }, cookie })).toMatchObject({
      status: 400,
      body: { code: 'INVALID_CODE' },
    });

    await callOk(server.base, 'studentEmail', { body: { email }, cookie });
    const fresh = await lastCode(email);
    const wrong = fresh === '000000' ? '000001' : '000000';
    for (let attempt = 0; attempt < STUDENT_CODE_ATTEMPTS; attempt++) {
      expect(await callApi(server.base, 'registerStudent', { body: { email, code: wrong }, cookie })).toMatchObject({
        status: 400,
        body: { code: 'CODE_WRONG' },
      });
    }
    expect(await callApi(server.base, 'registerStudent', { body: { email, code: fresh }, cookie })).toMatchObject({
      status: 400,
      body: { code: 'INVALID_CODE' },
    });
  });
});

describe('student codes are bounded (issue 13)', () => {
  const lastCodeTo = async (email: string) => (await stored()).outbox.filter((mail) => mail.to === email).at(-1)!.code;
  const codes = (email: string, cookie: string) => callApi(server.base, 'studentEmail', { body: { email }, cookie });

  it(`a user can have at most ${STUDENT_CODES_PER_WINDOW} codes e-mailed in a code's lifetime, over all addresses; then 429 until old ones age out`, async () => {
    const clock = clockAt();
    const { cookie } = await signIn(server.base, 'no-subscription');
    for (let sent = 0; sent < STUDENT_CODES_PER_WINDOW; sent++) {
      expect(await codes(sent % 2 ? 'offer@stud.ntnu.no' : `offer${sent}@student.uib.no`, cookie)).toMatchObject({
        status: 200,
      });
    }
    expect(await codes('offer@stud.ntnu.no', cookie)).toMatchObject({
      status: 429,
      body: { code: 'TOO_MANY_ATTEMPTS' },
    });
    expect(await codes('enda.en@stud.ntnu.no', cookie)).toMatchObject({ status: 429 });
    expect((await stored()).outbox).toHaveLength(STUDENT_CODES_PER_WINDOW);

    const other = await signIn(server.base, 'invited-family-member');
    expect(await codes('offer@stud.ntnu.no', other.cookie)).toMatchObject({ status: 200 });

    clock.advance(STUDENT_CODE_TTL_MS + 1);
    expect(await codes('offer@stud.ntnu.no', cookie)).toMatchObject({ status: 200 });
  });

  it(`guessing a code: ${STUDENT_CODE_ATTEMPTS} tries per code, and codes are bounded, so at most ${STUDENT_CODE_ATTEMPTS * STUDENT_CODES_PER_WINDOW} guesses per lifetime`, async () => {
    const email = 'gjett@stud.ntnu.no';
    const { cookie } = await signIn(server.base, 'no-subscription');
    let guesses = 0;
    for (let code = 0; code < STUDENT_CODES_PER_WINDOW; code++) {
      expect(await codes(email, cookie)).toMatchObject({ status: 200 });
      const right = await lastCodeTo(email);
      for (let attempt = 0; attempt < STUDENT_CODE_ATTEMPTS; attempt++) {
        const guess = String(attempt).padStart(6, '0') === right ? '999999' : String(attempt).padStart(6, '0');
        expect(await callApi(server.base, 'registerStudent', { body: { email, code: guess }, cookie })).toMatchObject({
          status: 400,
          body: { code: 'CODE_WRONG' },
        });
        guesses++;
      }
      expect(await callApi(server.base, 'registerStudent', { body: { email, code: right }, cookie })).toMatchObject({
        status: 400,
        body: { code: 'INVALID_CODE' },
      });
    }
    expect(await codes(email, cookie)).toMatchObject({ status: 429 });
    expect(guesses).toBe(STUDENT_CODE_ATTEMPTS * STUDENT_CODES_PER_WINDOW);
  });

  it('an address another user confirmed cannot be activated with, nor asked a code for', async () => {
    const email = 'eier@stud.ntnu.no';
    const owner = await signIn(server.base, 'no-subscription');
    await codes(email, owner.cookie);
    expect(
      await callApi(server.base, 'registerStudent', {
        body: { email, code: await lastCodeTo(email) },
        cookie: owner.cookie,
      }),
    ).toMatchObject({ status: 200 });
    const stranger = await signIn(server.base, 'new-student');
    expect(await codes(email, stranger.cookie)).toMatchObject({ status: 409, body: { code: 'USER_EXIST_ACTIVE' } });
    const profile = {
      email,
      way: 'new',
      firstName: 'Jenny',
      lastName: 'Vik',
      phone: '41234541',
      birthdate: '2005-01-01',
    };
    expect(
      await callApi(server.base, 'activateStudentSubscription', { body: profile, cookie: stranger.cookie }),
    ).toMatchObject({ status: 400, body: { code: 'INVALID_CODE' } });
  });
});

describe('age rules hold on an editable birthdate', () => {
  const marte = personaById('digital')!;
  const profile = (birthdate: string | null) => ({
    ariaAccountNo: accountNoOf(marte),
    firstName: 'Marte',
    lastName: 'Solberg',
    phone: '41234503',
    birthdate,
  });

  it('a 41-year-old cannot make themselves young enough for the youth plan', async () => {
    const { cookie } = await signIn(server.base, 'digital');
    expect(await callApi(server.base, 'updateAccount', { body: profile('2004-05-01'), cookie })).toMatchObject({
      status: 409,
      body: { code: 'BIRTHDATE_LOCKED' },
    });
    const { birthdate } = (await callOk(server.base, 'getAccount', { params: { spidId: marte.userId }, cookie }))!;
    expect(birthdate).not.toBe('2004-05-01');
    const subscription = (await callOk(server.base, 'getSubscription', {
      params: { ariaAccountNo: accountNoOf(marte), titleCode: 'ADR' },
      cookie,
    }))!;
    const change = await callApi(server.base, 'changePlan', {
      body: {
        ariaAccountNo: accountNoOf(marte),
        ariaSubscriptionNo: subscription.ariaSubscriptionNo,
        offerId: 'youth',
      },
      cookie,
    });
    expect(change).toMatchObject({ status: 409, body: { code: 'NOT_YOUTH' } });
  });

  it('nor remove a stored birthdate (and type a younger one when buying)', async () => {
    const { cookie } = await signIn(server.base, 'digital');
    expect(await callApi(server.base, 'updateAccount', { body: profile(null), cookie })).toMatchObject({
      status: 409,
      body: { code: 'BIRTHDATE_LOCKED' },
    });
  });

  test.each([
    ['age 0', '2026-01-01', 400, 'INVALID_BIRTHDATE'],
    ['in the future', '2090-01-01', 400, 'INVALID_BIRTHDATE'],
    ['not a calendar date', '2023-02-30', 400, 'BAD_REQUEST'],
  ])('a first birthdate %s is refused', async (_, birthdate, status, code) => {
    const { cookie, ariaAccountNo } = await newBuyer();
    const body = { ariaAccountNo: ariaAccountNo!, firstName: 'Ingrid', lastName: 'Berg', phone: '', birthdate };
    expect(await callApi(server.base, 'updateAccount', { body, cookie })).toMatchObject({ status, body: { code } });
  });
});

describe('what the forms refuse, the backend refuses too', () => {
  const marte = personaById('digital')!;
  const profile = {
    ariaAccountNo: accountNoOf(marte),
    firstName: 'Marte',
    lastName: 'Solberg',
    phone: '41234503',
    birthdate: null,
  };

  test.each([
    ['a 10 000-character name', { firstName: 'M'.repeat(10_000) }, 'firstName'],
    ['an empty name', { lastName: '' }, 'lastName'],
    ['a name of spaces', { firstName: '   ' }, 'firstName'],
    ['a control character in a name', { firstName: 'Marte\u0000' }, 'firstName'],
    ['a phone that is no number', { phone: 'abc<script>' }, 'phone'],
    ['a phone with the country code still on', { phone: '+4741234503' }, 'phone'],
    ['an e-mail that is none', { email: 'marte@' }, 'email'],
  ])('updateAccount: %s', async (_, change, field) => {
    const { cookie } = await signIn(server.base, 'digital');
    const reply = await callApi(server.base, 'updateAccount', { body: { ...profile, ...change }, cookie });
    expect(reply).toMatchObject({
      status: 400,
      body: { code: 'BAD_REQUEST', message: expect.stringContaining(field) },
    });
  });

  test.each([
    ['a free-text reason outside the list', { reason: 'Fordi jeg vil' }, 400],
    ['a type that does not fit the reason', { cancellationType: 'REPLACEMENT-ANN' }, 400],
    ['a comment over 500 characters', { comment: 'x'.repeat(501) }, 400],
    ['a control character in the comment', { comment: 'hei\u0007' }, 400],
    ['a 60 KB comment', { comment: 'x'.repeat(60_000) }, 400],
    ['a body over 64 KB', { comment: 'x'.repeat(70_000) }, 413],
  ])('deleteSubscription: %s', async (_, change, status) => {
    const { cookie } = await signIn(server.base, 'digital');
    const subscription = (await callOk(server.base, 'getSubscription', {
      params: { ariaAccountNo: accountNoOf(marte), titleCode: 'ADR' },
      cookie,
    }))!;
    const body = {
      ariaAccountNo: accountNoOf(marte),
      ariaSubscriptionNo: subscription.ariaSubscriptionNo,
      cancellationType: 'CANCELLATION',
      reason: 'price',
      ...change,
    };
    expect((await callApi(server.base, 'deleteSubscription', { body, cookie })).status).toBe(status);
    expect(
      (await callOk(server.base, 'getSubscription', {
        params: { ariaAccountNo: accountNoOf(marte), titleCode: 'ADR' },
        cookie,
      }))!.instStatusCode,
    ).toBe(1);
  });
});

describe('what anonymous callers can make the backend keep is bounded', () => {
  it(`login tokens: at most ${LOGIN_TOKENS_MAX} in all, ${LOGIN_TOKENS_PER_BROWSER} per browser`, async () => {
    // Each call without a cookie is a new "browser".
    for (let batch = 0; batch < 11; batch++) {
      await Promise.all(Array.from({ length: 100 }, () => fetch(`${server.base}/api/loginToken`)));
    }
    expect((await stored()).loginTokens).toBe(LOGIN_TOKENS_MAX);

    await server.reset();
    const first = await fetch(`${server.base}/api/loginToken`);
    const browser = cookieFrom(first.headers, 'minside_browser')!;
    for (let call = 0; call < 10; call++)
      await fetch(`${server.base}/api/loginToken`, { headers: { cookie: browser } });
    expect((await stored()).loginTokens).toBe(LOGIN_TOKENS_PER_BROWSER);
  });

  it('a login token works only in the browser that asked for it', async () => {
    const state = await newLoginState(server.base);
    const login = await twinLogin(server.base, 'digital', state);
    const otherBrowser = await fetch(`${server.base}/api/handlecode`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'minside_browser=someone-else' },
      body: JSON.stringify({ code: login.code, state: login.state, schibstedId: personaById('digital')!.userId }),
    });
    expect(otherBrowser.status).toBe(400);
    expect(await otherBrowser.json()).toMatchObject({ code: 'INVALID_LOGIN_TOKEN' });
  });

  it('a login token expires', async () => {
    const clock = clockAt();
    const state = await newLoginState(server.base);
    const login = await twinLogin(server.base, 'digital', state);
    clock.advance(LOGIN_TOKEN_TTL_MS + 1);
    const reply = await callApi(server.base, 'handleCode', {
      body: { code: login.code, state: login.state, schibstedId: personaById('digital')!.userId },
    });
    expect(reply).toMatchObject({ status: 400, body: { code: 'INVALID_LOGIN_TOKEN' } });
  });

  it('a session ends after a while without use', async () => {
    const clock = clockAt();
    const { cookie, userId } = await signIn(server.base, 'digital');
    clock.advance(SESSION_IDLE_MS - 60_000);
    expect((await callApi(server.base, 'getAccount', { params: { spidId: userId }, cookie })).status).toBe(200);
    clock.advance(SESSION_IDLE_MS + 1);
    expect(await callApi(server.base, 'getAccount', { params: { spidId: userId }, cookie })).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHENTICATED' },
    });
  });

  it('a session ends after its lifetime however busy it is', async () => {
    const clock = clockAt();
    const { cookie, userId } = await signIn(server.base, 'digital');
    for (let elapsed = 0; elapsed < SESSION_MAX_MS; elapsed += SESSION_IDLE_MS / 2) {
      expect((await callApi(server.base, 'getAccount', { params: { spidId: userId }, cookie })).status).toBe(200);
      clock.advance(SESSION_IDLE_MS / 2);
    }
    clock.advance(1);
    expect((await callApi(server.base, 'getAccount', { params: { spidId: userId }, cookie })).status).toBe(401);
  });
});

describe('one click, one order', () => {
  it('the same idempotency key answers the same order; another key makes another', async () => {
    const { cookie } = await newBuyer();
    const order = introOrder();
    const clicks = await Promise.all([1, 2, 3].map(() => callOk(server.base, 'createOrder', { body: order, cookie })));
    expect(new Set(clicks.map((click) => click.orderId)).size).toBe(1);
    expect((await stored()).orders).toHaveLength(1);
    await callOk(server.base, 'createOrder', { body: { ...order, idempotencyKey: randomUUID() }, cookie });
    expect((await stored()).orders).toHaveLength(2);
  });

  it('an order without a key is a bad request', async () => {
    const { cookie } = await signIn(server.base, 'no-subscription');
    const reply = await callApi(server.base, 'createOrder', {
      body: { titleCode: 'ADR', offerId: 'digital-1kr', paymentMethod: 'SWEDBANK-PPG', birthdate: '1990-12-24' },
      cookie,
    });
    expect(reply).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
  });
});

describe('payments: the provider’s word, once, for its own user (issue 10)', () => {
  const paper = personaById('paper')!;
  const PAPER = accountNoOf(paper);
  const startVipps = (cookie: string, returnUrl = '/endre-betalingsmetode') =>
    callOk(server.base, 'changePaymentMethod', {
      body: { ariaAccountNo: PAPER, paymentMethod: 'VIPPS', returnUrl },
      cookie,
    });
  const method = (cookie: string) =>
    callOk(server.base, 'getPaymentMethod', { params: { ariaAccountNo: PAPER }, cookie });

  it('coming back with a payment id proves nothing: a trip never approved at the provider changes nothing', async () => {
    const { cookie } = await signIn(server.base, 'paper');
    const { paymentId } = await startVipps(cookie);
    // Straight to the return URL with the id, as a hand-made link would.
    const verified = await callOk(server.base, 'verifyPaymentMethod', {
      body: { ariaAccountNo: PAPER, paymentId },
      cookie,
    });
    expect(verified).toEqual({ result: 'aborted', paymentMethod: { method: 'AVTALEGIRO' } });
    expect(await method(cookie)).toEqual({ method: 'AVTALEGIRO' });
  });

  it('changing the method before the provider has answered stores nothing, and a second change meanwhile is refused', async () => {
    const { cookie } = await signIn(server.base, 'paper');
    await startVipps(cookie);
    expect(
      await callApi(server.base, 'changeCard', {
        body: { ariaAccountNo: PAPER, action: 'ADD', returnUrl: '/' },
        cookie,
      }),
    ).toMatchObject({ status: 409, body: { code: 'PAYMENT_IN_PROGRESS' } });
    expect(await method(cookie)).toEqual({ method: 'AVTALEGIRO' });
    expect((await stored()).accounts.find((account) => account.ariaAccountNo === PAPER)).toMatchObject({
      paymentMethod: { method: 'AVTALEGIRO' },
    });
  });

  it('a payment id is verified once, and only by its own user: a replay is 409, someone else’s 404, someone else’s account 403', async () => {
    const owner = await signIn(server.base, 'paper');
    const { paymentId } = await startVipps(owner.cookie);
    await answerAtProvider(server.base, paymentId, 'betal');
    const stranger = await signIn(server.base, 'digital');
    const strangersOwn = { ariaAccountNo: accountNoOf(personaById('digital')!), paymentId };
    expect(
      await callApi(server.base, 'verifyPaymentMethod', { body: strangersOwn, cookie: stranger.cookie }),
    ).toMatchObject({ status: 404, body: { code: 'PAYMENT_NOT_FOUND' } });
    expect(
      await callApi(server.base, 'verifyPaymentMethod', {
        body: { ariaAccountNo: PAPER, paymentId },
        cookie: stranger.cookie,
      }),
    ).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect(
      await callOk(server.base, 'verifyPaymentMethod', {
        body: { ariaAccountNo: PAPER, paymentId },
        cookie: owner.cookie,
      }),
    ).toMatchObject({ result: 'changed' });
    expect(
      await callApi(server.base, 'verifyPaymentMethod', {
        body: { ariaAccountNo: PAPER, paymentId },
        cookie: owner.cookie,
      }),
    ).toMatchObject({ status: 409, body: { code: 'ALREADY_VERIFIED' } });
  });

  it('another account’s invoice number answers exactly as an unknown one', async () => {
    const digital = await signIn(server.base, 'digital');
    const digitalNo = accountNoOf(personaById('digital')!);
    const papersInvoice = `9${paper.userId.slice(1)}001`;
    const other = await callApi(server.base, 'getInvoice', {
      params: { ariaAccountNo: digitalNo, ariaInvoiceNo: papersInvoice },
      cookie: digital.cookie,
    });
    const unknown = await callApi(server.base, 'getInvoice', {
      params: { ariaAccountNo: digitalNo, ariaInvoiceNo: '9000099001' },
      cookie: digital.cookie,
    });
    expect(other.status).toBe(404);
    expect((other.body as { code: string }).code).toBe((unknown.body as { code: string }).code);
    const theirs = await callApi(server.base, 'payInvoice', {
      body: { ariaAccountNo: digitalNo, ariaInvoiceNo: papersInvoice, paymentMethod: 'VIPPS', returnUrl: '/' },
      cookie: digital.cookie,
    });
    expect(theirs).toMatchObject({ status: 404, body: { code: 'INVOICE_NOT_FOUND' } });
  });

  it(`what a user can make the backend keep is bounded: ${TRIPS_PER_ACCOUNT} trips per account, return URLs as short site paths`, async () => {
    const { cookie } = await signIn(server.base, 'paper');
    const trips = [];
    for (let i = 0; i < TRIPS_PER_ACCOUNT + 5; i++) {
      trips.push(await startVipps(cookie, `https://evil.example/${i}`));
      // Only one change at a time: each is abandoned at the provider before the next.
      await answerAtProvider(server.base, trips.at(-1)!.paymentId, 'avbryt');
    }
    const kept = (await stored()).paymentTrips;
    expect(kept).toHaveLength(TRIPS_PER_ACCOUNT);
    expect(kept.map((trip) => trip.returnUrl)).toEqual(Array(TRIPS_PER_ACCOUNT).fill('/'));
    // The oldest are forgotten: verifying one is as unknown as any other id.
    expect(
      await callApi(server.base, 'verifyPaymentMethod', {
        body: { ariaAccountNo: PAPER, paymentId: trips[0]!.paymentId },
        cookie,
      }),
    ).toMatchObject({ status: 404 });
    const long = await callApi(server.base, 'changePaymentMethod', {
      body: { ariaAccountNo: PAPER, paymentMethod: 'VIPPS', returnUrl: `/${'x'.repeat(2000)}` },
      cookie,
    });
    expect(long).toMatchObject({
      status: 400,
      body: { code: 'BAD_REQUEST', message: expect.stringContaining('returnUrl') },
    });
  });

  it('a paying subscription’s only card cannot be removed', async () => {
    const { cookie } = await signIn(server.base, 'digital');
    const reply = await callApi(server.base, 'changeCard', {
      body: { ariaAccountNo: accountNoOf(personaById('digital')!), action: 'REMOVE', returnUrl: '/' },
      cookie,
    });
    expect(reply).toMatchObject({ status: 409, body: { code: 'ONLY_PAYMENT_METHOD' } });
  });
});

describe('delivery: addresses and complaints are the account holder’s only (issue 11)', () => {
  test.each([
    ['getDelivery', 'paper'],
    ['getDelivery', 'weekend-paper'],
    ['getComplaints', 'paper'],
  ] as const)(
    '%s of another account (%s) is 403 FORBIDDEN, exactly as an unknown account, and leaks no address',
    async (call, victim) => {
      const { cookie } = await signIn(server.base, 'digital');
      const replies = await Promise.all(
        [accountNoOf(personaById(victim)!), '5999999'].map((ariaAccountNo) =>
          callApi(server.base, call, { params: { ariaAccountNo, titleCode: 'ADR' }, cookie }),
        ),
      );
      for (const reply of replies) expect(reply).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
      expect(JSON.stringify(replies[0]!.body).replaceAll(/\d{7}/g, '')).toBe(
        JSON.stringify(replies[1]!.body).replaceAll(/\d{7}/g, ''),
      );
      expect(JSON.stringify(replies[0]!.body)).not.toMatch(/gate|allé|Trondheim|7011|7041/);
    },
  );

  const PAPER = accountNoOf(personaById('paper')!);
  const WEEKEND = accountNoOf(personaById('weekend-paper')!);
  const STOP = { type: 'STOP', from: '2030-01-04', to: null, address: null };
  const COMPLAINT = { date: '2030-01-04', code: 'VAAT', comment: null };
  const writes = (ariaAccountNo: string, changeId: string) =>
    [
      ['registerDeliveryChange', { ariaAccountNo, titleCode: 'ADR' }, STOP],
      ['editDeliveryChange', { ariaAccountNo, titleCode: 'ADR', changeId }, STOP],
      ['cancelDeliveryChange', { ariaAccountNo, titleCode: 'ADR', changeId }, undefined],
      ['submitComplaint', { ariaAccountNo, titleCode: 'ADR' }, COMPLAINT],
    ] as const;

  it('the writes on another account (paper’s, with its own change id) are 403 FORBIDDEN, and change nothing', async () => {
    const { cookie } = await signIn(server.base, 'weekend-paper');
    for (const [call, params, body] of writes(PAPER, 'L000004-1'))
      expect(await callApi(server.base, call, { params, body, cookie }), call).toMatchObject({
        status: 403,
        body: { code: 'FORBIDDEN' },
      });
    const owner = await signIn(server.base, 'paper');
    expect(
      (await callOk(server.base, 'getDelivery', {
        params: { ariaAccountNo: PAPER, titleCode: 'ADR' },
        cookie: owner.cookie,
      }))!.changes,
    ).toHaveLength(1);
    expect(
      await callOk(server.base, 'getComplaints', {
        params: { ariaAccountNo: PAPER, titleCode: 'ADR' },
        cookie: owner.cookie,
      }),
    ).toHaveLength(1);
  });

  test.each([['L000004-1'], ['L1'], ['../L000017-1'], ['L000017-1%00'], ['x'.repeat(300)]])(
    'a change id of another account or a forged one (%s) on one’s own account is 404 CHANGE_NOT_FOUND',
    async (changeId) => {
      const { cookie } = await signIn(server.base, 'weekend-paper');
      for (const [call, params, body] of writes(WEEKEND, changeId).slice(1, 3)) {
        expect(await callApi(server.base, call, { params, body, cookie }), call).toMatchObject({
          status: 404,
          body: { code: 'CHANGE_NOT_FOUND' },
        });
      }
    },
  );

  test.each([
    ['a day the calendar lacks', 'registerDeliveryChange', { ...STOP, from: '2026-02-30' }],
    ['a date in another form', 'registerDeliveryChange', { ...STOP, from: '04.01.2030' }],
    [
      'a stop with an address',
      'registerDeliveryChange',
      {
        ...STOP,
        address: {
          coName: '',
          street: 'Gata',
          streetNumber: '1',
          apartmentNumber: null,
          floor: '',
          postalCode: '7011',
          town: 'Trondheim',
        },
      },
    ],
    [
      'an address with markup and control characters',
      'registerDeliveryChange',
      {
        ...STOP,
        type: 'TRANSFER',
        address: {
          coName: '',
          street: '<script>\u0000',
          streetNumber: '1',
          apartmentNumber: null,
          floor: '',
          postalCode: '7011',
          town: 'Trondheim',
        },
      },
    ],
    ['an unknown type', 'registerDeliveryChange', { ...STOP, type: 'FOREVER' }],
    ['a complaint about 2026-02-30', 'submitComplaint', { ...COMPLAINT, date: '2026-02-30' }],
    ['a 60 KB complaint comment', 'submitComplaint', { ...COMPLAINT, comment: 'x'.repeat(60_000) }],
    ['a complaint comment with control characters', 'submitComplaint', { ...COMPLAINT, comment: 'hei\u0007' }],
  ] as const)('%s is 400 BAD_REQUEST, and nothing is stored', async (_, call, body) => {
    const { cookie } = await signIn(server.base, 'weekend-paper');
    expect(
      await callApi(server.base, call, { params: { ariaAccountNo: WEEKEND, titleCode: 'ADR' }, body, cookie }),
    ).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    expect(
      (await callOk(server.base, 'getDelivery', { params: { ariaAccountNo: WEEKEND, titleCode: 'ADR' }, cookie }))!
        .changes,
    ).toHaveLength(1);
    expect(
      await callOk(server.base, 'getComplaints', { params: { ariaAccountNo: WEEKEND, titleCode: 'ADR' }, cookie }),
    ).toEqual([]);
  });

  it('no session, no delivery: 401 before anything is looked up', async () => {
    expect(
      (
        await callApi(server.base, 'getDelivery', {
          params: { ariaAccountNo: accountNoOf(personaById('paper')!), titleCode: 'ADR' },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await callApi(server.base, 'getComplaints', {
          params: { ariaAccountNo: accountNoOf(personaById('paper')!), titleCode: 'ADR' },
        })
      ).status,
    ).toBe(401);
    for (const [call, params, body] of writes(PAPER, 'L000004-1'))
      expect((await callApi(server.base, call, { params, body })).status, call).toBe(401);
  });
});

describe('stored as it was checked: normalised once, invisible characters refused (issue 25)', () => {
  const marte = personaById('digital')!;
  const profile = {
    ariaAccountNo: accountNoOf(marte),
    firstName: 'Marte',
    lastName: 'Solberg',
    phone: '41234503',
    birthdate: null,
  };
  const accountOf = async (ariaAccountNo: string) =>
    (await stored()).accounts.find((account) => account.ariaAccountNo === ariaAccountNo) as unknown as Record<
      string,
      string
    >;

  it('a name padded with 5 000 spaces, spaced inside and decomposed is stored as the name', async () => {
    const { cookie } = await signIn(server.base, 'digital');
    const firstName = `${' '.repeat(5000)}Marte\u00a0\u00a0Ma\u0308rtha${' '.repeat(5000)}`;
    const birthdate = (await stored()).accounts.find(
      (account) => account.ariaAccountNo === profile.ariaAccountNo,
    )!.birthdate;
    expect(
      await callOk(server.base, 'updateAccount', { body: { ...profile, birthdate, firstName }, cookie }),
    ).toMatchObject({ firstName: 'Marte Märtha' });
    expect((await accountOf(profile.ariaAccountNo)).firstName).toBe('Marte Märtha');
  });

  test.each([
    ['a right-to-left override in a name', { firstName: 'Marte\u202e' }, 'firstName'],
    ['a zero-width space in a name', { lastName: 'Sol\u200bberg' }, 'lastName'],
    ['a byte-order mark inside a name', { lastName: 'Sol\ufeffberg' }, 'lastName'],
    ['a left-to-right isolate in an e-mail', { email: 'marte\u2066@example.com' }, 'email'],
    // Issue 43: names that look empty, and one that is not text at all.
    ['a first name of Hangul fillers (U+3164)', { firstName: '\u3164\u3164\u3164' }, 'firstName'],
    ['a first name of blank Braille (U+2800)', { firstName: '\u2800' }, 'firstName'],
    ['a lone surrogate as a first name', { firstName: '\ud800' }, 'firstName'],
    ['a last name with no letter', { lastName: '-' }, 'lastName'],
  ])('updateAccount: %s is 400, and nothing is stored', async (_, change, field) => {
    const { cookie } = await signIn(server.base, 'digital');
    expect(await callApi(server.base, 'updateAccount', { body: { ...profile, ...change }, cookie })).toMatchObject({
      status: 400,
      body: { code: 'BAD_REQUEST', message: expect.stringContaining(field) },
    });
    expect(await accountOf(profile.ariaAccountNo)).toMatchObject({ firstName: 'Marte', lastName: 'Solberg' });
  });

  const WEEKEND = accountNoOf(personaById('weekend-paper')!);
  const params = { ariaAccountNo: WEEKEND, titleCode: 'ADR' };
  /** A stay elsewhere after the running open stop would overlap it: end the stop first, then a transfer fits. */
  async function transferWith(cookie: string, address: object) {
    const delivery = await callOk(server.base, 'getDelivery', { params, cookie });
    const running = delivery!.changes[0]!;
    const friday = nextDeliveryDay(addDays(osloDate(new Date()), 7), 'weekend');
    await callOk(server.base, 'editDeliveryChange', {
      params: { ...params, changeId: running.changeId },
      body: { type: 'STOP', from: running.from, to: friday, address: null },
      cookie,
    });
    const from = nextDeliveryDay(addDays(friday, 1), 'weekend');
    return callApi(server.base, 'registerDeliveryChange', {
      params,
      body: { type: 'TRANSFER', from, to: from, address },
      cookie,
    });
  }
  const ADDRESS = {
    coName: '',
    street: 'Prinsens gate',
    streetNumber: '1',
    apartmentNumber: null,
    floor: '',
    postalCode: '7011',
    town: 'Trondheim',
  };

  it('an address padded with 5 000 spaces, a spaced house number and apartment number are stored as checked', async () => {
    const { cookie } = await signIn(server.base, 'weekend-paper');
    const padded = {
      ...ADDRESS,
      coName: '  Kari   Hansen ',
      street: `${' '.repeat(5000)}Prinsens gate${' '.repeat(5000)}`,
      streetNumber: '1 2 b',
      apartmentNumber: 'h 0 3 0 2',
      floor: ' 3 ',
    };
    const reply = await transferWith(cookie, padded);
    expect(reply.status).toBe(200);
    const address = (reply.body as Delivery).changes.find((change) => change.type === 'TRANSFER')!.address;
    expect(address).toEqual({
      coName: 'Kari Hansen',
      street: 'Prinsens gate',
      streetNumber: '12B',
      apartmentNumber: 'H0302',
      floor: '3',
      postalCode: '7011',
      town: 'TRONDHEIM',
    });
    const kept = (await stored()).deliveries
      .find((delivery) => delivery.ariaAccountNo === WEEKEND)!
      .delivery.changes.find((change) => change.type === 'TRANSFER')!;
    expect(kept.address!.street).toHaveLength('Prinsens gate'.length);
  });

  test.each([
    ['a right-to-left override in the street', { street: 'Prinsens gate\u202e' }],
    ['a zero-width space in the c/o name', { coName: 'Kari\u200bHansen' }],
    ['a zero-width joiner in the town', { town: 'Trond\u200dheim' }],
    ['a street of Hangul fillers (issue 43)', { street: '\u3164\u3164' }],
    [
      'U+115F, U+034F, U+FE0F and tag characters in a street (issue 43)',
      { street: 'Prinsens\u115f gate\u034f\ufe0f\u{e0041}' },
    ],
  ])('%s is 400, and nothing is stored', async (_, change) => {
    const { cookie } = await signIn(server.base, 'weekend-paper');
    expect(await transferWith(cookie, { ...ADDRESS, ...change })).toMatchObject({
      status: 400,
      body: { code: 'BAD_REQUEST' },
    });
    expect(
      (await callOk(server.base, 'getDelivery', { params, cookie }))!.changes.filter((one) => one.type === 'TRANSFER'),
    ).toEqual([]);
  });

  it('a complaint comment is stored trimmed; one with a right-to-left override is 400', async () => {
    const { cookie } = await signIn(server.base, 'paper');
    const paper = { ariaAccountNo: accountNoOf(personaById('paper')!), titleCode: 'ADR' };
    const date = previousDeliveryDay(osloDate(new Date()), 'everyDay');
    expect(
      await callApi(server.base, 'submitComplaint', {
        params: paper,
        body: { date, code: 'VAAT', comment: 'Avisen var\u202e våt' },
        cookie,
      }),
    ).toMatchObject({ status: 400 });
    expect(
      await callOk(server.base, 'submitComplaint', {
        params: paper,
        body: { date, code: 'VAAT', comment: `  Avisen   var våt.${' '.repeat(3000)}` },
        cookie,
      }),
    ).toMatchObject({ comment: 'Avisen var våt.' });
  });

  it('a cancellation comment with a zero-width space is 400, and nothing changes', async () => {
    const { cookie } = await signIn(server.base, 'digital');
    const subscription = (await callOk(server.base, 'getSubscription', {
      params: { ariaAccountNo: accountNoOf(marte), titleCode: 'ADR' },
      cookie,
    }))!;
    const body = {
      ariaAccountNo: accountNoOf(marte),
      ariaSubscriptionNo: subscription.ariaSubscriptionNo,
      cancellationType: 'CANCELLATION',
      reason: 'price',
      comment: 'For\u200b dyrt',
    };
    expect((await callApi(server.base, 'deleteSubscription', { body, cookie })).status).toBe(400);
    expect(
      (await callOk(server.base, 'getSubscription', {
        params: { ariaAccountNo: accountNoOf(marte), titleCode: 'ADR' },
        cookie,
      }))!.instStatusCode,
    ).toBe(1);
  });
});

describe('issue 43: writes only from the site’s own pages; a refused body ends its connection', () => {
  /** A request as a page of `origin` sends it from a browser (a form, or a no-cors fetch); the session cookie goes along. */
  const fromPage = (path: string, cookie: string, headers: Record<string, string>, body?: string) =>
    fetch(`${server.base}/api/${path}`, { method: 'POST', headers: { cookie, ...headers }, body });
  const stillSignedIn = async (cookie: string, userId: string) =>
    (await callApi(server.base, 'getAccount', { params: { spidId: userId }, cookie })).status;

  test.each([
    ['another site (Origin and Sec-Fetch-Site)', { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['a sibling host (same-site)', { origin: 'http://kryssord.adressa.no', 'sec-fetch-site': 'same-site' }],
    ['Origin alone', { origin: 'http://evil.example' }],
    ['Origin null (a sandboxed frame)', { origin: 'null' }],
    ['Sec-Fetch-Site alone', { 'sec-fetch-site': 'cross-site' }],
  ])('POST logout from %s is 403 CROSS_SITE, and the session goes on', async (_, headers) => {
    const { cookie, userId } = await signIn(server.base, 'digital');
    const reply = await fromPage('logout', cookie, headers);
    expect(reply.status).toBe(403);
    expect(await reply.json()).toMatchObject({ code: 'CROSS_SITE' });
    expect(await stillSignedIn(cookie, userId)).toBe(200);
  });

  test.each([
    ['a form’s empty body', 'application/x-www-form-urlencoded', ''],
    ['a form’s fields', 'application/x-www-form-urlencoded', 'a=b'],
    ['text', 'text/plain', '{}'],
    ['multipart', 'multipart/form-data; boundary=x', '--x--'],
  ])('a write with %s is 400 BAD_REQUEST, however it came: a body must be JSON', async (_, type, body) => {
    const { cookie, userId } = await signIn(server.base, 'digital');
    const reply = await fromPage('logout', cookie, { 'content-type': type }, body);
    expect(reply.status).toBe(400);
    expect(await reply.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'body: must be sent as application/json',
    });
    expect(await stillSignedIn(cookie, userId)).toBe(200);
  });

  it('the site’s own page (same origin), and a caller naming no site (a server-side tool), may log out', async () => {
    const own = await signIn(server.base, 'digital');
    expect(
      (await fromPage('logout', own.cookie, { origin: server.base, 'sec-fetch-site': 'same-origin' })).status,
    ).toBe(200);
    expect(await stillSignedIn(own.cookie, own.userId)).toBe(401);
    const tool = await signIn(server.base, 'digital');
    expect((await fromPage('logout', tool.cookie, {})).status).toBe(200);
    expect(await stillSignedIn(tool.cookie, tool.userId)).toBe(401);
  });

  it('completing a paid order from another site is refused, and the order stays to be completed from the site', async () => {
    const { cookie } = await newBuyer();
    const order = introOrder();
    const { orderId } = await callOk(server.base, 'createOrder', { body: order, cookie });
    expect((await postForm(`${server.base}/provider/betal`, { orderId, valg: 'betal' })).status).toBe(302);
    const crossSite = await fromPage(`order/${orderId}/complete`, cookie, {
      origin: 'http://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
    expect((await stored()).orders).toEqual([expect.objectContaining({ orderId, status: 'paid' })]);
    expect(await callOk(server.base, 'completeOrder', { params: { orderId }, cookie })).toMatchObject({
      subscription: expect.anything(),
    });
  });

  it('after a 1 MB body is refused with 413, the connection is closed, not left hanging', async () => {
    const { hostname, port, host } = new URL(server.base);
    const socket = connect(Number(port), hostname);
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    const closed = new Promise<boolean>((resolve) => {
      socket.on('close', () => resolve(true));
      setTimeout(() => resolve(false), 3000);
    });
    const big = 'x'.repeat(1024 * 1024);
    socket.on('error', () => {});
    socket.write(
      `POST /api/handlecode HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${big.length}\r\n\r\n`,
    );
    socket.write(big);
    socket.write(`GET /api/title/ADR HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
    expect(await closed).toBe(true);
    expect(received).toMatch(/^HTTP\/1\.1 413 .*\r\nConnection: close\r\n/s);
    // The next request, on a new connection, is answered.
    expect((await fetch(`${server.base}/api/title/ADR`)).status).toBe(200);
  });
});
