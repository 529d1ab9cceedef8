import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CALLS, FRONT_DOOR_REFUSALS, PUBLIC_CALLS, type Call, type CallName } from '../../../src/api/contract.ts';
import { callApi, signIn, startPreview, type Preview, type SignedIn } from '../../../tests/support/backend.ts';
import { checkedRefusal } from './api.ts';
import { ApiFailure } from './context.ts';
import { HANDLERS } from './handlers.ts';

let preview: Preview;
let base: string;
let marte: SignedIn;

beforeAll(async () => {
  preview = await startPreview();
  base = preview.base;
  marte = await signIn(base, 'digital');
});

afterAll(() => preview.close());

const NAMES = Object.keys(CALLS) as CallName[];
const SAMPLE_PARAMS = {
  titleCode: 'ADR',
  spidId: '1000003',
  ariaAccountNo: '5000003',
  segmentId: 'seg-1',
  orderId: 'order-1',
  ariaInvoiceNo: '9000003001',
  changeId: 'L1',
  invitationId: 'I00001',
  memberId: 'I00001',
};

test('the contract’s PUBLIC_CALLS are exactly the calls the backend answers without a session', () => {
  expect(new Set(NAMES.filter((name) => HANDLERS[name].access === 'public'))).toEqual(PUBLIC_CALLS);
});

describe('dispatch by contract path and method', () => {
  test.each([
    ['/api/'],
    ['/api/nope'],
    ['/api/account/1/2'],
    ['/api/verify'],
    ['/api/reactivateSubscription'],
    ['/api/title/ADR/'],
  ])('%s → 404 NOT_FOUND', async (pathname) => {
    const response = await fetch(base + pathname, { headers: { cookie: marte.cookie } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  test.each([
    ['DELETE', '/api/account', 'PUT, POST'],
    ['GET', '/api/handlecode', 'POST'],
    ['POST', '/api/loginToken', 'GET'],
    ['GET', '/api/deleteSubscription', 'DELETE'],
    ['PATCH', '/api/subscription/card', 'PUT'],
  ])('%s %s → 405 METHOD_NOT_ALLOWED, Allow: %s', async (method, pathname, allow) => {
    const response = await fetch(base + pathname, { method, headers: { cookie: marte.cookie } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe(allow);
    expect(await response.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
  });

  test.each([['/api/account/'], ['/api/subscription//ADR'], ['/api/title/'], ['/api/title/%E0%A4%A']])(
    '%s → 400 BAD_REQUEST for its path parameter',
    async (pathname) => {
      const response = await fetch(base + pathname, { headers: { cookie: marte.cookie } });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringMatching(/^(spidId|ariaAccountNo|titleCode): /),
      });
    },
  );

  test('decodes path parameters', async () => {
    const response = await fetch(`${base}/api/title/%41DR`);
    expect(await response.json()).toMatchObject({ titleCode: 'ADR' });
  });
});

describe('a session is required for every call but the login handshake, title lookups and the public offering', () => {
  const userCalls = NAMES.filter((name) => HANDLERS[name].access === 'user');

  test('the public calls are exactly those', () => {
    expect(NAMES.filter((name) => HANDLERS[name].access === 'public').sort()).toEqual(
      // The offering is public: /winback and /nye-priser show prices to anyone.
      ['handleCode', 'handleLoginToken', 'loginToken', 'logout', 'offering', 'retrieveTitleCode', 'title'].sort(),
    );
  });

  test.each(userCalls.flatMap((name) => [[name, undefined] as const, [name, 'minside_sid=forged'] as const]))(
    '%s with cookie %s → 401 UNAUTHENTICATED',
    async (name, cookie) => {
      const reply = await callApi(base, name, { params: SAMPLE_PARAMS, cookie });
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ code: 'UNAUTHENTICATED', message: 'no portal session' });
    },
  );
});

describe('request bodies are checked against the contract', () => {
  const ACCOUNT = { ariaAccountNo: '5000003', firstName: 'A', lastName: 'B', phone: '', birthdate: null };
  const CANCEL = {
    ariaAccountNo: '5000003',
    ariaSubscriptionNo: '8000003',
    cancellationType: 'CANCELLATION',
    reason: 'price',
  };

  test.each([
    ['createAccount', { accountBalance: 5, spidId: '1000003', firstTitleCode: 'ADR' }, 'accountBalance'],
    ['createAccount', { accountBalance: 0, firstTitleCode: 'ADR' }, 'spidId'],
    ['updateAccount', { ...ACCOUNT, firstName: 7 }, 'firstName'],
    ['updateAccount', { ...ACCOUNT, birthdate: '12.03.1990' }, 'birthdate'],
    ['assignAccount', { ariaAccountNo: '7000101', spidId: '', titleCode: 'ADR' }, 'spidId'],
    ['searchAccount', { titleCode: 'ADR', query: '' }, 'query'],
    ['deleteSubscription', { ...CANCEL, cancellationType: 'NOW' }, 'cancellationType'],
    ['deleteSubscription', { ...CANCEL, reason: '' }, 'reason'],
    ['reactivateSubscription', { ariaAccountNo: '5000003' }, 'ariaSubscriptionNo'],
    ['changeCard', { ariaAccountNo: '5000003', action: 'ADD' }, 'returnUrl'],
    ['changePaymentMethod', { ariaAccountNo: '5000003', paymentMethod: 'CASH', returnUrl: '/' }, 'paymentMethod'],
    ['getDiscountDetails', { code: 'VELKOMMEN', titleCode: 'ADR' }, 'ariaPlanID'],
    ['verify', { type: 'friend', token: 'x' }, 'type'],
    ['studentEmail', { email: 'not-an-address' }, 'email'],
    ['registerStudent', { email: 'a@stud.ntnu.no', code: '' }, 'code'],
    ['segmentMessage', { message: '' }, 'message'],
    ['retrieveTitleCode', { url: 'not a url' }, 'url'],
    ['handleCode', { code: 'c', state: 's' }, 'schibstedId'],
    ['handleLoginToken', { code: '', state: 's', schibstedId: '1' }, 'code'],
  ] as const)(
    '%s with %j → 400 BAD_REQUEST (or the service’s own code: MISSING_PARAMETERS for the student calls) naming %s',
    async (name, body, field) => {
      const reply = await callApi(base, name, { params: SAMPLE_PARAMS, body, cookie: marte.cookie });
      expect(reply.status).toBe(400);
      const code = name === 'studentEmail' || name === 'registerStudent' ? 'MISSING_PARAMETERS' : 'BAD_REQUEST';
      expect(reply.body).toMatchObject({ code, message: expect.stringContaining(`${field}: `) });
    },
  );

  test.each([
    ['no body', undefined, 'application/json', /^body: not valid JSON/],
    ['a body that is not JSON', '{"ariaAccountNo":', 'application/json', /^body: not valid JSON/],
    ['a JSON array', '[]', 'application/json', /^ariaAccountNo: .*; ariaSubscriptionNo: /],
    [
      'JSON sent as text/plain',
      JSON.stringify({ ariaAccountNo: '5000003', ariaSubscriptionNo: '8000003' }),
      'text/plain',
      /^body: must be sent as application\/json/,
    ],
  ])('%s → 400 BAD_REQUEST', async (_, body, type, message) => {
    const response = await fetch(`${base}/api/reactivateSubscription/`, {
      method: 'POST',
      headers: { cookie: marte.cookie, 'content-type': type },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(message) });
  });

  test('a body over 64 KB → 413', async () => {
    const reply = await callApi(base, 'segmentMessage', {
      params: SAMPLE_PARAMS,
      body: { message: 'x'.repeat(70_000) },
      cookie: marte.cookie,
    });
    expect(reply.status).toBe(413);
  });
});

describe('the refusals a call may answer are the contract’s', () => {
  // A handler's `fail` takes only its call's codes (a compile error otherwise); this holds the codes computed from a
  // rule (a delivery problem, a trip's refusal, a student service's invalid body). Every route test that provokes a
  // refusal goes through the same front door, so one the contract does not declare fails it loudly.
  test.each<[CallName, string, boolean]>([
    ['registerDeliveryChange', 'overlaps', true],
    ['registerDeliveryChange', 'started', false],
    ['editDeliveryChange', 'started', true],
    ['payInvoice', 'INVOICE_PAID', true],
    ['changeCard', 'INVOICE_PAID', false],
    ['changeCard', 'PAYMENT_IN_PROGRESS', true],
    ['saveConsents', 'NO_PHONE', true],
    ['inviteFamilyMember', 'tooManyMails', true],
    ['inviteEmployees', 'tooManyMails', false],
    ['completeOrder', 'ORDER_ABORTED', true],
    ['studentEmail', 'MISSING_PARAMETERS', true],
    ['getAccount', 'MISSING_PARAMETERS', false],
    ['getInvoice', 'FORBIDDEN', false],
    ['getSubscription', 'UNAUTHENTICATED', true],
    ['title', 'BAD_REQUEST', true],
    ['logout', 'NOT_A_CODE', false],
  ])('%s refusing with %s is sent: %s', (name, code, declared) => {
    const failure = new ApiFailure(409, code);
    if (declared) expect(checkedRefusal(name, failure)).toBe(failure);
    else expect(() => checkedRefusal(name, failure)).toThrow(`Reference backend refused ${name} with ${code}`);
  });

  test('each call names each of its refusals once, and none of the front door’s again', () => {
    for (const name of NAMES) {
      const declared = (CALLS[name] as Call).refusals ?? [];
      expect(new Set(declared).size, name).toBe(declared.length);
      expect(
        declared.filter((code) => (FRONT_DOOR_REFUSALS as readonly string[]).includes(code)),
        name,
      ).toEqual([]);
    }
  });
});
