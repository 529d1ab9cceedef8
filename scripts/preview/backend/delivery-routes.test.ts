// Paper delivery over real HTTP: each persona's address and changes, none for digital, only one's own account, the
// complaints and their codes, dates that count from the backend's clock; and the writes, each refusal at its edge
// with the backend's clock fixed (the cut-off minute, the DST changes, the weekend plan).
import { describe, expect, it, test } from 'vitest';
import { nextDeliveryDay, previousDeliveryDay } from '../../../src/domain/delivery/delivery-days.ts';
import { addDays, osloDate } from '../../../src/domain/time/oslo.ts';
import { callApi, callOk, signIn, previewPerFile } from '../../../tests/support/backend.ts';
import type { Delivery } from '../../../src/api/contract.ts';
import { COMPLAINTS_PER_DATE } from '../../../src/domain/delivery/complaint.ts';
import { MAX_PLANNED_CHANGES } from '../../../src/domain/delivery/vacation.ts';
import { accountNoOf, personaById } from './personas.ts';

const server = previewPerFile();

async function as(personaId: string) {
  const { cookie } = await signIn(server.base, personaId);
  return { cookie, ariaAccountNo: accountNoOf(personaById(personaId)!) };
}

type Who = Awaited<ReturnType<typeof as>>;

const deliveryOf = (who: Who, titleCode = 'ADR') =>
  callOk(server.base, 'getDelivery', { params: { ariaAccountNo: who.ariaAccountNo, titleCode }, cookie: who.cookie });
const complaintsOf = (who: Who) =>
  callOk(server.base, 'getComplaints', {
    params: { ariaAccountNo: who.ariaAccountNo, titleCode: 'ADR' },
    cookie: who.cookie,
  });
const today = () => osloDate(new Date());

/** Fixes the backend's clock; reseed (the default) seeds the personas again from it and ends every session. */
async function setClock(now: string, reseed = true): Promise<void> {
  const body = JSON.stringify({ now, reseed });
  const response = await fetch(`${server.base}/__test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  expect(response.status).toBe(200);
}

describe('getDelivery', () => {
  it('paper: an address in Trondheim and a stay at the cabin planned three weeks ahead', async () => {
    const delivery = await deliveryOf(await as('paper'));
    expect(delivery).toEqual({
      address: {
        coName: '',
        street: 'Kongens gate',
        streetNumber: '14B',
        apartmentNumber: 'H0302',
        floor: '3',
        postalCode: '7011',
        town: 'Trondheim',
      },
      changes: [
        {
          changeId: 'L000004-1',
          type: 'TRANSFER',
          // Seeded on a day the paper comes: three weeks from a Sunday is a Sunday, and the stay begins the Monday.
          from: nextDeliveryDay(addDays(today(), 21), 'everyDay'),
          to: nextDeliveryDay(addDays(today(), 34), 'everyDay'),
          address: {
            coName: 'Per Olsen',
            street: 'Fjellvegen',
            streetNumber: '12',
            apartmentNumber: null,
            floor: '',
            postalCode: '7340',
            town: 'Oppdal',
          },
          registered: expect.any(String),
        },
      ],
    });
    expect(delivery!.changes[0]!.registered < new Date().toISOString()).toBe(true);
  });

  it('weekend-paper: on the weekend plan, delivery stopped since a few days ago with an open end', async () => {
    const who = await as('weekend-paper');
    const subscription = await callOk(server.base, 'getSubscription', {
      params: { ariaAccountNo: who.ariaAccountNo, titleCode: 'ADR' },
      cookie: who.cookie,
    });
    expect(subscription).toMatchObject({ ariaPlanID: 'ADR-C-COMBO-HELG', planProductType: 'COMBO', instStatusCode: 1 });
    const delivery = await deliveryOf(who);
    expect(delivery!.address).toMatchObject({ street: 'Lade allé', postalCode: '7041', town: 'Trondheim' });
    expect(delivery!.changes).toEqual([
      {
        changeId: 'L000017-1',
        type: 'STOP',
        from: previousDeliveryDay(addDays(today(), -4), 'weekend'),
        to: null,
        address: null,
        registered: expect.any(String),
      },
    ]);
  });

  test.each([['digital'], ['youth'], ['trial'], ['no-subscription']])('%s: no paper, so null', async (personaId) => {
    expect(await deliveryOf(await as(personaId))).toBeNull();
  });

  it('pending-plan-change: digital, with the delivery its waiting change to paper set up (issues 41, 45): where it goes and its first paper, nothing registered', async () => {
    const who = await as('pending-plan-change');
    const subscription = await callOk(server.base, 'getSubscription', {
      params: { ariaAccountNo: who.ariaAccountNo, titleCode: 'ADR' },
      cookie: who.cookie,
    });
    const { firstPaper, address } = subscription!.pendingPlan!.delivery!;
    // The change's own day and address: its first paper comes on or after its date.
    expect(firstPaper >= subscription!.pendingPlan!.effectiveDate).toBe(true);
    expect(address).toMatchObject({ street: 'Bakkegata' });
    expect(await deliveryOf(who)).toEqual({
      address: {
        coName: '',
        street: 'Bakkegata',
        streetNumber: '5',
        apartmentNumber: null,
        floor: '',
        postalCode: '7014',
        town: 'Trondheim',
      },
      changes: [],
      firstPaper,
    });
  });

  it('a paper that comes already has no first paper to wait for', async () => {
    expect(await deliveryOf(await as('paper'))).not.toHaveProperty('firstPaper');
  });

  it('another title the account holds nothing of: null', async () => {
    expect(await deliveryOf(await as('paper'), 'AN')).toBeNull();
  });

  it('only one’s own account: another account is 403, as an unknown one', async () => {
    const { cookie } = await as('digital');
    for (const ariaAccountNo of ['5000004', '5999999']) {
      expect(
        await callApi(server.base, 'getDelivery', { params: { ariaAccountNo, titleCode: 'ADR' }, cookie }),
      ).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    }
  });

  it('needs a session', async () => {
    expect(
      (await callApi(server.base, 'getDelivery', { params: { ariaAccountNo: '5000004', titleCode: 'ADR' } })).status,
    ).toBe(401);
  });
});

describe('getComplaints', () => {
  it('paper: one complaint last week, with its code’s words', async () => {
    const [complaint, ...rest] = await complaintsOf(await as('paper'));
    expect(rest).toEqual([]);
    expect(complaint).toEqual({
      complaintId: 'R000004-1',
      date: expect.any(String),
      code: 'IKKE_MOTTATT',
      codeText: 'Avisen kom ikke',
      comment: 'Postkassen var tom.',
      registered: expect.any(String),
    });
    expect(complaint!.date).toBe(osloDate(new Date(complaint!.registered)));
    expect(complaint!.date >= addDays(today(), -7) && complaint!.date < today()).toBe(true);
  });

  test.each([['weekend-paper'], ['digital'], ['no-subscription']])('%s: none', async (personaId) => {
    expect(await complaintsOf(await as(personaId))).toEqual([]);
  });

  it('every complaint’s code is one of complaintcodes, with the same words', async () => {
    const paper = await as('paper');
    const codes = await callOk(server.base, 'complaintCodes', { cookie: paper.cookie });
    for (const complaint of await complaintsOf(paper))
      expect(codes).toContainEqual({ code: complaint.code, description: complaint.codeText });
  });

  it('only one’s own account: another account is 403', async () => {
    const { cookie } = await as('digital');
    expect(
      await callApi(server.base, 'getComplaints', { params: { ariaAccountNo: '5000004', titleCode: 'ADR' }, cookie }),
    ).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
  });
});

describe('complaintCodes', () => {
  it('lists what a delivery complaint can be about, in bokmål, each code once', async () => {
    const codes = await callOk(server.base, 'complaintCodes', { cookie: (await as('paper')).cookie });
    expect(codes.map((c) => c.code)).toEqual(['IKKE_MOTTATT', 'FOR_SEN', 'VAAT', 'FEIL_AVIS', 'MANGLER_BILAG']);
    expect(codes).toContainEqual({ code: 'FOR_SEN', description: 'Avisen kom for sent' });
  });
});

describe('dates count from the backend’s clock at seed time', () => {
  it('the planned transfer, the running stop and the complaint move with the clock', async () => {
    await setClock('2026-11-23T11:59:00+01:00');
    const paper = await as('paper');
    expect((await deliveryOf(paper))!.changes[0]).toMatchObject({
      from: '2026-12-14',
      to: '2026-12-28',
      registered: '2026-11-21T10:59:00.000Z',
    });
    expect(await complaintsOf(paper)).toMatchObject([{ date: '2026-11-17', registered: '2026-11-17T10:59:00.000Z' }]);
    expect((await deliveryOf(await as('weekend-paper')))!.changes[0]).toMatchObject({
      from: '2026-11-14',
      to: null,
      registered: '2026-11-13T10:59:00.000Z',
    });

    await setClock('2027-06-30T23:30:00+02:00');
    const later = await as('paper');
    expect((await deliveryOf(later))!.changes[0]).toMatchObject({ from: '2027-07-21', to: '2027-08-03' });
    expect((await deliveryOf(await as('weekend-paper')))!.changes[0]).toMatchObject({ from: '2027-06-26' });
  });
});

// Monday 23 November 2026, one minute before the cut-off for Tuesday's paper. Seeded from it: paper's stay at the
// cabin runs 2026-12-14 to 2026-12-28 (L000004-1), weekend-paper's open stop from Saturday 2026-11-14 (L000017-1),
// paper's complaint is about 2026-11-17.
const MONDAY = '2026-11-23T11:59:00+01:00';
const CABIN = 'L000004-1';
const WEEKEND_STOP = 'L000017-1';

const TRONDHEIM = {
  coName: '',
  street: 'Prinsens gate',
  streetNumber: '1',
  apartmentNumber: null,
  floor: '',
  postalCode: '7011',
  town: 'trondheim',
};
const stop = (from: string, to: string | null) => ({ type: 'STOP', from, to, address: null }) as const;
const transfer = (from: string, to: string | null, address: object = TRONDHEIM) =>
  ({ type: 'TRANSFER', from, to, address }) as const;
const move = (from: string, address: object = TRONDHEIM) => ({ type: 'PERMANENT', from, to: null, address }) as const;

const paramsOf = (who: Who, extra: Record<string, string> = {}) => ({
  ariaAccountNo: who.ariaAccountNo,
  titleCode: 'ADR',
  ...extra,
});
const register = (who: Who, body: object, titleCode = 'ADR') =>
  callApi(server.base, 'registerDeliveryChange', { params: { ...paramsOf(who), titleCode }, body, cookie: who.cookie });
const edit = (who: Who, changeId: string, body: object) =>
  callApi(server.base, 'editDeliveryChange', { params: paramsOf(who, { changeId }), body, cookie: who.cookie });
const cancel = (who: Who, changeId: string) =>
  callApi(server.base, 'cancelDeliveryChange', { params: paramsOf(who, { changeId }), cookie: who.cookie });
const complain = (who: Who, body: object) =>
  callApi(server.base, 'submitComplaint', { params: paramsOf(who), body, cookie: who.cookie });

/** Signed in as the persona on a backend seeded at `now`. */
async function at(now: string, personaId = 'paper'): Promise<Who> {
  await setClock(now);
  return as(personaId);
}

const refused = (status: number, code: string) => ({ status, body: { code } });

describe('registerDeliveryChange', () => {
  test.each([
    ['from tomorrow, a minute before its cut-off', MONDAY, stop('2026-11-24', '2026-11-25'), undefined],
    ['from tomorrow, at its cut-off', '2026-11-23T12:00:00+01:00', stop('2026-11-24', '2026-11-25'), 'fromTooEarly'],
    [
      'from the day after, at tomorrow’s cut-off',
      '2026-11-23T12:00:00+01:00',
      stop('2026-11-25', '2026-11-25'),
      undefined,
    ],
    ['from today', MONDAY, stop('2026-11-23', null), 'fromTooEarly'],
    ['from yesterday', MONDAY, stop('2026-11-22', null), 'inPast'],
    ['to yesterday', MONDAY, stop('2026-11-24', '2026-11-22'), 'inPast'],
    ['from a Sunday (no paper)', MONDAY, stop('2026-11-29', null), 'notDeliveryDay'],
    ['to a Sunday', MONDAY, stop('2026-11-24', '2026-11-29'), 'notDeliveryDay'],
    ['to before from', MONDAY, stop('2026-11-26', '2026-11-25'), 'toBeforeFrom'],
    ['up to the day before the cabin', MONDAY, stop('2026-12-10', '2026-12-12'), undefined],
    ['into the cabin’s first day', MONDAY, stop('2026-12-10', '2026-12-14'), 'overlaps'],
    ['open-ended, before the cabin', MONDAY, transfer('2026-12-01', null), 'overlaps'],
    ['after the cabin’s last day', MONDAY, transfer('2026-12-29', null), undefined],
    // Spring: Sunday 28 March 2027 has no 02:00–03:00; Monday's deadline is Sunday noon on summer time (10:00Z).
    [
      'spring DST: Monday’s paper, 11:59 summer time',
      '2027-03-28T11:59:00+02:00',
      stop('2027-03-29', '2027-03-29'),
      undefined,
    ],
    [
      'spring DST: Monday’s paper, 12:00 summer time',
      '2027-03-28T12:00:00+02:00',
      stop('2027-03-29', '2027-03-29'),
      'fromTooEarly',
    ],
    [
      'spring DST: 11:30 on winter time is 12:30 on the clock',
      '2027-03-28T11:30:00+01:00',
      stop('2027-03-29', '2027-03-29'),
      'fromTooEarly',
    ],
    // Autumn: Sunday 25 October 2026 shows 02:00–03:00 twice; noon is on winter time (11:00Z).
    [
      'autumn DST: Monday’s paper, 11:59 winter time',
      '2026-10-25T11:59:00+01:00',
      stop('2026-10-26', '2026-10-26'),
      undefined,
    ],
    [
      'autumn DST: Monday’s paper, 12:00 winter time',
      '2026-10-25T12:00:00+01:00',
      stop('2026-10-26', '2026-10-26'),
      'fromTooEarly',
    ],
    [
      'autumn DST: 11:30Z is 12:30 on the clock',
      '2026-10-25T11:30:00Z',
      stop('2026-10-26', '2026-10-26'),
      'fromTooEarly',
    ],
    ['a move inside the cabin stay (it ends there)', MONDAY, move('2026-12-16'), undefined],
    ['a move from a Sunday', MONDAY, move('2026-11-29'), 'notDeliveryDay'],
  ])('paper, %s', async (_, now, body, problem) => {
    const who = await at(now);
    const reply = await register(who, body);
    if (problem) return expect(reply).toMatchObject(refused(409, problem));
    expect(reply.status).toBe(200);
    expect((reply.body as Delivery).changes).toContainEqual(
      expect.objectContaining({ type: body.type, from: body.from, to: body.to }),
    );
  });

  test.each([
    [
      'Friday, a minute before Thursday’s cut-off: the open stop is in the way',
      '2026-11-26T11:59:00+01:00',
      stop('2026-11-27', '2026-11-28'),
      'overlaps',
    ],
    ['Thursday, no paper that day', '2026-11-23T11:59:00+01:00', stop('2026-12-03', '2026-12-04'), 'notDeliveryDay'],
    [
      'this Thursday: the first paper it could stop is Friday’s',
      '2026-11-23T11:59:00+01:00',
      stop('2026-11-26', '2026-11-27'),
      'fromTooEarly',
    ],
    ['Friday, at Thursday’s cut-off', '2026-11-26T12:00:00+01:00', stop('2026-11-27', '2026-11-28'), 'fromTooEarly'],
    ['to a Monday', '2026-11-23T11:59:00+01:00', stop('2026-11-27', '2026-11-30'), 'notDeliveryDay'],
  ])('weekend-paper (Friday and Saturday), %s', async (_, now, body, problem) => {
    expect(await register(await at(now, 'weekend-paper'), body)).toMatchObject(refused(409, problem));
  });

  it('answers the whole delivery, sorted, the new change with a fresh id and the clock’s instant; the stored town as Posten writes it', async () => {
    const who = await at(MONDAY);
    const delivery = await callOk(server.base, 'registerDeliveryChange', {
      params: paramsOf(who),
      body: transfer('2026-12-01', '2026-12-05'),
      cookie: who.cookie,
    });
    expect(delivery).toEqual(await deliveryOf(who));
    expect(delivery.changes.map((change) => change.from)).toEqual(['2026-12-01', '2026-12-14']);
    expect(delivery.changes[0]).toEqual({
      changeId: expect.not.stringMatching(CABIN),
      type: 'TRANSFER',
      from: '2026-12-01',
      to: '2026-12-05',
      address: { ...TRONDHEIM, town: 'TRONDHEIM' },
      registered: '2026-11-23T10:59:00.000Z',
    });
    const again = await callOk(server.base, 'registerDeliveryChange', {
      params: paramsOf(who),
      body: stop('2026-12-07', '2026-12-08'),
      cookie: who.cookie,
    });
    expect(new Set(again.changes.map((change) => change.changeId)).size).toBe(3);
  });

  test.each([
    ['a postal code Posten does not have', { ...TRONDHEIM, postalCode: '9999' }, 'UNKNOWN_POSTAL_CODE'],
    ['a town that is not the code’s', { ...TRONDHEIM, town: 'Oslo' }, 'TOWN_MISMATCH'],
  ])('an address with %s → 422, and nothing is stored', async (_, address, code) => {
    const who = await at(MONDAY);
    expect(await register(who, transfer('2026-12-01', '2026-12-05', address))).toMatchObject(refused(422, code));
    expect(await register(who, move('2026-12-01', address))).toMatchObject(refused(422, code));
    expect((await deliveryOf(who))!.changes).toHaveLength(1);
  });

  it('a bad address or a STOP with one is a bad request (the contract’s field rules)', async () => {
    const who = await at(MONDAY);
    expect(
      await register(who, transfer('2026-12-01', '2026-12-05', { ...TRONDHEIM, postalCode: '701' })),
    ).toMatchObject(refused(400, 'BAD_REQUEST'));
    expect(await register(who, { ...stop('2026-12-01', null), address: TRONDHEIM })).toMatchObject(
      refused(400, 'BAD_REQUEST'),
    );
    expect(await register(who, { ...move('2026-12-01'), to: '2026-12-05' })).toMatchObject(refused(400, 'BAD_REQUEST'));
  });

  it('no paper: digital is 409 NO_PAPER; another title is 404; another account is 403', async () => {
    const digital = await at(MONDAY, 'digital');
    expect(await register(digital, stop('2026-12-01', null))).toMatchObject(refused(409, 'NO_PAPER'));
    const paper = await as('paper');
    expect(await register(paper, stop('2026-12-01', null), 'AN')).toMatchObject(refused(404, 'TITLE_NOT_FOUND'));
    expect(await register({ ...digital, ariaAccountNo: paper.ariaAccountNo }, stop('2026-12-01', null))).toMatchObject(
      refused(403, 'FORBIDDEN'),
    );
    expect((await deliveryOf(paper))!.changes).toHaveLength(1);
  });
});

describe('a move: the address is the new one from its first day', () => {
  it('reads the old address until the day before, the new one from the day', async () => {
    const who = await at(MONDAY);
    await callOk(server.base, 'registerDeliveryChange', {
      params: paramsOf(who),
      body: move('2026-11-25', { ...TRONDHEIM, town: 'Trondheim' }),
      cookie: who.cookie,
    });
    await setClock('2026-11-24T23:59:00+01:00', false);
    expect((await deliveryOf(who))!.address).toMatchObject({ street: 'Kongens gate' });
    await setClock('2026-11-25T00:00:00+01:00', false);
    expect((await deliveryOf(who))!.address).toEqual({ ...TRONDHEIM, town: 'TRONDHEIM' });
  });
});

describe('bounds: one planned move, a year ahead, at most MAX_PLANNED_CHANGES at once (issue 25)', () => {
  it('300 moves to different addresses on one day: the first is registered, every other is 409 movePlanned', async () => {
    const who = await at(MONDAY);
    const replies = [];
    for (let i = 1; i <= 300; i += 1)
      replies.push(await register(who, move('2026-11-25', { ...TRONDHEIM, streetNumber: String(i) })));
    expect(replies[0]!.status).toBe(200);
    for (const reply of replies.slice(1)) expect(reply).toMatchObject(refused(409, 'movePlanned'));
    expect((await deliveryOf(who))!.changes.filter((change) => change.type === 'PERMANENT')).toHaveLength(1);
  });

  it('a move on another day while one is planned is refused too; once the planned one is called off, it is taken', async () => {
    const who = await at(MONDAY);
    const first = await callOk(server.base, 'registerDeliveryChange', {
      params: paramsOf(who),
      body: move('2026-11-25'),
      cookie: who.cookie,
    });
    expect(await register(who, move('2026-12-16'))).toMatchObject(refused(409, 'movePlanned'));
    // The planned move itself may still be edited.
    const moveId = first.changes.find((change) => change.type === 'PERMANENT')!.changeId;
    expect((await edit(who, moveId, move('2026-12-16'))).status).toBe(200);
    expect((await cancel(who, moveId)).status).toBe(200);
    expect((await register(who, move('2026-12-16'))).status).toBe(200);
  });

  test.each([
    ['a stop to 9999-12-31', stop('2027-01-05', '9999-12-31'), 'toBeyondHorizon'],
    ['a stop a day past a year', stop('2027-01-05', '2027-11-24'), 'toBeyondHorizon'],
    ['a stop (after the cabin stay) to a year from today', stop('2027-01-05', '2027-11-23'), undefined],
    ['a move in 2062', move('2062-11-23'), 'fromBeyondHorizon'],
    ['an open stop from a day past a year', stop('2027-11-24', null), 'fromBeyondHorizon'],
  ])('%s', async (_, body, problem) => {
    const reply = await register(await at(MONDAY), body);
    if (problem) expect(reply).toMatchObject(refused(409, problem));
    else expect(reply.status).toBe(200);
  });

  it('a running stop cannot be given an end past a year either', async () => {
    const who = await at('2026-11-25T11:59:00+01:00', 'weekend-paper');
    expect(await edit(who, WEEKEND_STOP, stop('2026-11-21', '9999-12-31'))).toMatchObject(
      refused(409, 'toBeyondHorizon'),
    );
  });

  it(`at most ${MAX_PLANNED_CHANGES} planned or running; then 409 tooManyChanges, for a move too; one called off makes room`, async () => {
    const who = await at(MONDAY);
    // The cabin stay is one; one-day stops on the Tuesdays and Wednesdays after it make up the rest.
    const days = Array.from({ length: MAX_PLANNED_CHANGES }, (_, i) =>
      addDays('2027-01-05', 7 * Math.floor(i / 2) + (i % 2)),
    );
    for (const day of days.slice(0, MAX_PLANNED_CHANGES - 1))
      expect((await register(who, stop(day, day))).status, day).toBe(200);
    const last = days.at(-1)!;
    expect(await register(who, stop(last, last))).toMatchObject(refused(409, 'tooManyChanges'));
    expect(await register(who, move('2026-11-25'))).toMatchObject(refused(409, 'tooManyChanges'));
    expect((await deliveryOf(who))!.changes).toHaveLength(MAX_PLANNED_CHANGES);
    expect((await cancel(who, CABIN)).status).toBe(200);
    expect((await register(who, stop(last, last))).status).toBe(200);
  });
});

describe('editDeliveryChange and cancelDeliveryChange', () => {
  it('before its cut-off a change may become something else; it is left out of its own overlap check', async () => {
    const who = await at(MONDAY);
    await setClock('2026-12-13T11:59:00+01:00', false);
    const delivery = await callOk(server.base, 'editDeliveryChange', {
      params: paramsOf(who, { changeId: CABIN }),
      body: stop('2026-12-14', '2026-12-30'),
      cookie: who.cookie,
    });
    expect(delivery.changes).toEqual([
      expect.objectContaining({ changeId: CABIN, type: 'STOP', from: '2026-12-14', to: '2026-12-30', address: null }),
    ]);
  });

  test.each([
    [
      'into a stop, a minute before its first paper’s cut-off',
      stop('2026-12-14', '2026-12-28'),
      '2026-12-13T11:59:00+01:00',
      undefined,
    ],
    [
      'into a stop, at its first paper’s cut-off',
      stop('2026-12-14', '2026-12-28'),
      '2026-12-13T12:00:00+01:00',
      'started',
    ],
    ['onto another stop', transfer('2026-12-03', '2026-12-28'), MONDAY, 'overlaps'],
    ['to a Sunday', transfer('2026-12-14', '2026-12-27'), MONDAY, 'notDeliveryDay'],
    ['into a move', move('2026-12-14'), MONDAY, 'TYPE_NOT_CHANGEABLE'],
  ])('an edit %s', async (_, body, now, problem) => {
    const who = await at(MONDAY);
    await callOk(server.base, 'registerDeliveryChange', {
      params: paramsOf(who),
      body: stop('2026-12-01', '2026-12-05'),
      cookie: who.cookie,
    });
    await setClock(now, false);
    const reply = await edit(who, CABIN, body);
    if (problem) expect(reply).toMatchObject(refused(409, problem));
    else expect(reply.status).toBe(200);
  });

  it('a move stays a move', async () => {
    const who = await at(MONDAY);
    const { changes } = await callOk(server.base, 'registerDeliveryChange', {
      params: paramsOf(who),
      body: move('2026-12-01'),
      cookie: who.cookie,
    });
    const moveId = changes.find((change) => change.type === 'PERMANENT')!.changeId;
    expect(await edit(who, moveId, stop('2026-12-01', null))).toMatchObject(refused(409, 'TYPE_NOT_CHANGEABLE'));
    expect(await edit(who, moveId, move('2026-12-03'))).toMatchObject({ status: 200 });
  });

  it('cancel: until the cut-off before its first paper; then it has started', async () => {
    const who = await at(MONDAY);
    await setClock('2026-12-13T12:00:00+01:00', false);
    expect(await cancel(who, CABIN)).toMatchObject(refused(409, 'started'));
    await setClock('2026-12-13T11:59:00+01:00', false);
    expect(
      await callOk(server.base, 'cancelDeliveryChange', {
        params: paramsOf(who, { changeId: CABIN }),
        cookie: who.cookie,
      }),
    ).toMatchObject({ changes: [] });
    expect(await cancel(who, CABIN)).toMatchObject(refused(404, 'CHANGE_NOT_FOUND'));
  });

  describe('once started only the end of a stop or stay may move', () => {
    const cabin = (to: string | null, change: object = {}) => ({
      ...transfer('2026-12-14', to, {
        coName: 'Per Olsen',
        street: 'Fjellvegen',
        streetNumber: '12',
        apartmentNumber: null,
        floor: '',
        postalCode: '7340',
        town: 'Oppdal',
      }),
      ...change,
    });

    test.each([
      ['a later end', cabin('2027-01-04'), undefined],
      ['an open end', cabin(null), undefined],
      ['the earliest end (Tuesday’s paper is past its deadline; Wednesday’s is not)', cabin('2026-12-15'), undefined],
      ['an end before that', cabin('2026-12-14'), 'toTooEarly'],
      ['an end on a Sunday', cabin('2027-01-03'), 'notDeliveryDay'],
      ['another start', cabin('2026-12-28', { from: '2026-12-15' }), 'started'],
      ['another type', { ...stop('2026-12-14', '2026-12-28') }, 'started'],
      ['another address', cabin('2026-12-28', { address: TRONDHEIM }), 'started'],
    ])('%s', async (_, body, problem) => {
      const who = await at(MONDAY);
      await setClock('2026-12-14T12:00:00+01:00', false);
      const reply = await edit(who, CABIN, body);
      if (problem) return expect(reply).toMatchObject(refused(409, problem));
      expect((reply.body as Delivery).changes[0]).toMatchObject({ changeId: CABIN, from: '2026-12-14', to: body.to });
    });

    it('an end may not run into the next change', async () => {
      const who = await at(MONDAY);
      await callOk(server.base, 'registerDeliveryChange', {
        params: paramsOf(who),
        body: stop('2027-01-04', '2027-01-05'),
        cookie: who.cookie,
      });
      await setClock('2026-12-14T12:00:00+01:00', false);
      expect(await edit(who, CABIN, cabin('2027-01-04'))).toMatchObject(refused(409, 'overlaps'));
      expect(await edit(who, CABIN, cabin(null))).toMatchObject(refused(409, 'overlaps'));
    });

    it('one whose last paper can no longer be changed is not extended either: the rule the page offers "Avslutt" by (mayEnd)', async () => {
      const who = await at(MONDAY);
      // Monday the 28th past noon: Tuesday's paper is past its deadline, so the stay's end (the 28th) can no longer move.
      await setClock('2026-12-28T12:30:00+01:00', false);
      expect(await edit(who, CABIN, cabin('2027-01-04'))).toMatchObject(refused(409, 'started'));
    });

    it('a change that has ended, or a move that has begun, is not editable at all', async () => {
      const who = await at(MONDAY);
      await callOk(server.base, 'registerDeliveryChange', {
        params: paramsOf(who),
        body: move('2026-11-30'),
        cookie: who.cookie,
      });
      await setClock('2026-12-30T09:00:00+01:00', false);
      expect(await edit(who, CABIN, cabin('2027-01-04'))).toMatchObject(refused(409, 'started'));
      expect(await cancel(who, CABIN)).toMatchObject(refused(409, 'started'));
      const moveId = (await deliveryOf(who))!.changes.find((change) => change.type === 'PERMANENT')!.changeId;
      expect(await edit(who, moveId, move('2026-11-30'))).toMatchObject(refused(409, 'started'));
      expect(await cancel(who, moveId)).toMatchObject(refused(409, 'started'));
    });
  });

  it('weekend-paper ends the running open stop: the earliest end moves with the cut-off; then a new stop fits after it', async () => {
    const who = await at('2026-11-25T11:59:00+01:00', 'weekend-paper');
    // Seeded from Saturday 2026-11-21. Friday's paper can still come: the stop may end on that Saturday.
    expect(await edit(who, WEEKEND_STOP, stop('2026-11-21', '2026-11-20'))).toMatchObject(refused(409, 'toTooEarly'));
    expect(await cancel(who, WEEKEND_STOP)).toMatchObject(refused(409, 'started'));
    await setClock('2026-11-26T12:00:00+01:00', false);
    expect(await edit(who, WEEKEND_STOP, stop('2026-11-21', '2026-11-21'))).toMatchObject(refused(409, 'toTooEarly'));
    expect(await edit(who, WEEKEND_STOP, stop('2026-11-21', '2026-12-03'))).toMatchObject(
      refused(409, 'notDeliveryDay'),
    );
    const ended = await callOk(server.base, 'editDeliveryChange', {
      params: paramsOf(who, { changeId: WEEKEND_STOP }),
      body: stop('2026-11-21', '2026-11-27'),
      cookie: who.cookie,
    });
    expect(ended.changes).toEqual([
      expect.objectContaining({ changeId: WEEKEND_STOP, from: '2026-11-21', to: '2026-11-27' }),
    ]);
    expect(await register(who, stop('2026-12-04', '2026-12-05'))).toMatchObject({ status: 200 });
    expect(await edit(who, WEEKEND_STOP, stop('2026-11-21', '2026-12-05'))).toMatchObject(refused(409, 'overlaps'));
  });

  it('an unknown id, or another account’s, is 404 CHANGE_NOT_FOUND; another account is 403', async () => {
    const paper = await at(MONDAY);
    for (const changeId of [WEEKEND_STOP, 'L999', 'L000004-1x']) {
      expect(await edit(paper, changeId, stop('2026-12-01', null))).toMatchObject(refused(404, 'CHANGE_NOT_FOUND'));
      expect(await cancel(paper, changeId)).toMatchObject(refused(404, 'CHANGE_NOT_FOUND'));
    }
    const weekend = await as('weekend-paper');
    expect(
      await edit({ ...weekend, ariaAccountNo: paper.ariaAccountNo }, CABIN, stop('2026-12-14', null)),
    ).toMatchObject(refused(403, 'FORBIDDEN'));
    expect(await cancel({ ...weekend, ariaAccountNo: paper.ariaAccountNo }, CABIN)).toMatchObject(
      refused(403, 'FORBIDDEN'),
    );
    expect((await deliveryOf(paper))!.changes).toHaveLength(1);
  });
});

describe('submitComplaint', () => {
  test.each([
    ['today', 'paper', '2026-11-23', undefined],
    ['13 days ago', 'paper', '2026-11-10', undefined],
    ['14 days ago', 'paper', '2026-11-09', 'notComplainable'],
    ['tomorrow', 'paper', '2026-11-24', 'notComplainable'],
    ['a Sunday', 'paper', '2026-11-22', 'notComplainable'],
    // The weekend paper is stopped from Saturday 14 November on, with no end.
    ['a Friday on the weekend plan, before the stop', 'weekend-paper', '2026-11-13', undefined],
    ['a Thursday on the weekend plan', 'weekend-paper', '2026-11-19', 'notComplainable'],
    ['a Friday while the paper is stopped', 'weekend-paper', '2026-11-20', 'notComplainable'],
  ])('about %s (%s)', async (_, personaId, date, problem) => {
    const who = await at(MONDAY, personaId);
    const reply = await complain(who, { date, code: 'FOR_SEN', comment: null });
    if (problem) return expect(reply).toMatchObject(refused(409, problem));
    expect(reply.body).toEqual({
      complaintId: expect.any(String),
      date,
      code: 'FOR_SEN',
      codeText: 'Avisen kom for sent',
      comment: null,
      registered: '2026-11-23T10:59:00.000Z',
    });
    expect((await complaintsOf(who))[0]).toEqual(reply.body);
  });

  test.each([
    ['  Våt igjen.  ', 'Våt igjen.'],
    ['   ', null],
    ['', null],
  ])('comment %j is kept as %j', async (comment, kept) => {
    const who = await at(MONDAY);
    expect(await complain(who, { date: '2026-11-23', code: 'VAAT', comment })).toMatchObject({
      status: 200,
      body: { comment: kept },
    });
  });

  test.each([
    [
      'an unknown code',
      { date: '2026-11-23', code: 'LEI_AV_AVISEN', comment: null },
      refused(422, 'UNKNOWN_COMPLAINT_CODE'),
    ],
    [
      'a comment over 500 characters',
      { date: '2026-11-23', code: 'VAAT', comment: 'x'.repeat(501) },
      refused(400, 'BAD_REQUEST'),
    ],
    ['a date the calendar lacks', { date: '2026-02-30', code: 'VAAT', comment: null }, refused(400, 'BAD_REQUEST')],
    ['no code', { date: '2026-11-23', code: '', comment: null }, refused(400, 'BAD_REQUEST')],
  ])('%s', async (_, body, expected) => {
    const who = await at(MONDAY);
    expect(await complain(who, body)).toMatchObject(expected);
    expect(await complaintsOf(who)).toHaveLength(1);
  });

  it(`at most ${COMPLAINTS_PER_DATE} about one day’s paper, then 429 TOO_MANY_COMPLAINTS; another day is fine`, async () => {
    const who = await at(MONDAY);
    for (let i = 0; i < COMPLAINTS_PER_DATE; i++)
      expect((await complain(who, { date: '2026-11-18', code: 'VAAT', comment: null })).status).toBe(200);
    expect(await complain(who, { date: '2026-11-18', code: 'FOR_SEN', comment: null })).toMatchObject(
      refused(429, 'TOO_MANY_COMPLAINTS'),
    );
    expect((await complain(who, { date: '2026-11-19', code: 'FOR_SEN', comment: null })).status).toBe(200);
  });

  it('no paper is 409 NO_PAPER; another account is 403', async () => {
    const digital = await at(MONDAY, 'digital');
    expect(await complain(digital, { date: '2026-11-23', code: 'VAAT', comment: null })).toMatchObject(
      refused(409, 'NO_PAPER'),
    );
    const paper = await as('paper');
    expect(
      await complain(
        { ...digital, ariaAccountNo: paper.ariaAccountNo },
        { date: '2026-11-23', code: 'VAAT', comment: null },
      ),
    ).toMatchObject(refused(403, 'FORBIDDEN'));
    expect(await complaintsOf(paper)).toHaveLength(1);
  });
});
