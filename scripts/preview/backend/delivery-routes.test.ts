// Paper delivery over real HTTP, read side: each persona's address and changes, none for digital, only one's own
// account, the complaints and their codes, and dates that count from the backend's clock.
import { describe, expect, it, test } from 'vitest';
import { nextDeliveryDay, previousDeliveryDay } from '../../../src/domain/delivery/delivery-days.ts';
import { addDays, osloDate } from '../../../src/domain/time/oslo.ts';
import { callApi, callOk, signIn, previewPerFile } from '../../../tests/support/backend.ts';
import { accountNoOf, personaById } from './personas.ts';

const server = previewPerFile();

async function as(personaId: string) {
  const { cookie } = await signIn(server.base, personaId);
  return { cookie, ariaAccountNo: accountNoOf(personaById(personaId)!) };
}

type Who = Awaited<ReturnType<typeof as>>;

const deliveryOf = (who: Who, titleCode = 'ADR') => callOk(server.base, 'getDelivery', { params: { ariaAccountNo: who.ariaAccountNo, titleCode }, cookie: who.cookie });
const complaintsOf = (who: Who) => callOk(server.base, 'getComplaints', { params: { ariaAccountNo: who.ariaAccountNo, titleCode: 'ADR' }, cookie: who.cookie });
const today = () => osloDate(new Date());

async function setClock(now: string): Promise<void> {
  const response = await fetch(`${server.base}/__test/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ now }) });
  expect(response.status).toBe(200);
}

describe('getDelivery', () => {
  it('paper: an address in Trondheim and a stay at the cabin planned three weeks ahead', async () => {
    const delivery = await deliveryOf(await as('paper'));
    expect(delivery).toEqual({
      address: { coName: '', street: 'Kongens gate', streetNumber: '14B', apartmentNumber: 'H0302', floor: '3', postalCode: '7011', town: 'Trondheim' },
      changes: [
        {
          changeId: 'L000004-1',
          type: 'TRANSFER',
          from: addDays(today(), 21),
          to: nextDeliveryDay(addDays(today(), 34), 'everyDay'),
          address: { coName: 'Per Olsen', street: 'Fjellvegen', streetNumber: '12', apartmentNumber: null, floor: '', postalCode: '7340', town: 'Oppdal' },
          registered: expect.any(String),
        },
      ],
    });
    expect(delivery!.changes[0]!.registered < new Date().toISOString()).toBe(true);
  });

  it('weekend-paper: on the weekend plan, delivery stopped since a few days ago with an open end', async () => {
    const who = await as('weekend-paper');
    const subscription = await callOk(server.base, 'getSubscription', { params: { ariaAccountNo: who.ariaAccountNo, titleCode: 'ADR' }, cookie: who.cookie });
    expect(subscription).toMatchObject({ ariaPlanID: 'ADR-C-COMBO-HELG', planProductType: 'COMBO', instStatusCode: 1 });
    const delivery = await deliveryOf(who);
    expect(delivery!.address).toMatchObject({ street: 'Lade allé', postalCode: '7041', town: 'Trondheim' });
    expect(delivery!.changes).toEqual([{ changeId: 'L000017-1', type: 'STOP', from: previousDeliveryDay(addDays(today(), -4), 'weekend'), to: null, address: null, registered: expect.any(String) }]);
  });

  test.each([['digital'], ['youth'], ['trial'], ['no-subscription'], ['pending-plan-change']])('%s: no paper, so null', async (personaId) => {
    expect(await deliveryOf(await as(personaId))).toBeNull();
  });

  it('another title the account holds nothing of: null', async () => {
    expect(await deliveryOf(await as('paper'), 'AN')).toBeNull();
  });

  it('only one’s own account: another account is 403, as an unknown one', async () => {
    const { cookie } = await as('digital');
    for (const ariaAccountNo of ['5000004', '5999999']) {
      expect(await callApi(server.base, 'getDelivery', { params: { ariaAccountNo, titleCode: 'ADR' }, cookie })).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    }
  });

  it('needs a session', async () => {
    expect((await callApi(server.base, 'getDelivery', { params: { ariaAccountNo: '5000004', titleCode: 'ADR' } })).status).toBe(401);
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
    for (const complaint of await complaintsOf(paper)) expect(codes).toContainEqual({ code: complaint.code, description: complaint.codeText });
  });

  it('only one’s own account: another account is 403', async () => {
    const { cookie } = await as('digital');
    expect(await callApi(server.base, 'getComplaints', { params: { ariaAccountNo: '5000004', titleCode: 'ADR' }, cookie })).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
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
    expect((await deliveryOf(paper))!.changes[0]).toMatchObject({ from: '2026-12-14', to: '2026-12-28', registered: '2026-11-21T10:59:00.000Z' });
    expect(await complaintsOf(paper)).toMatchObject([{ date: '2026-11-17', registered: '2026-11-17T10:59:00.000Z' }]);
    expect((await deliveryOf(await as('weekend-paper')))!.changes[0]).toMatchObject({ from: '2026-11-14', to: null, registered: '2026-11-13T10:59:00.000Z' });

    await setClock('2027-06-30T23:30:00+02:00');
    const later = await as('paper');
    expect((await deliveryOf(later))!.changes[0]).toMatchObject({ from: '2027-07-21', to: '2027-08-03' });
    expect((await deliveryOf(await as('weekend-paper')))!.changes[0]).toMatchObject({ from: '2027-06-26' });
  });
});
