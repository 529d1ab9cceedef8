// The delivery pages' stores against the reference backend over real HTTP at a fixed backend clock (Monday
// 23 November 2026, 10:00 in Oslo): a move and calling it off, a stop, a transfer, an edit, a running stop's end,
// a complaint; each write's refusal at its field, and every fault kind keeping the input for the retry.
import { cleanStores } from 'nanostores';
import { beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { TITLE_CODE } from '../../../tests/support/backend.ts';
import { pagePerFile } from '../../../tests/support/browser.ts';
import { FAULTS, meeting } from '../../../tests/support/faults.ts';
import { MemoryStorage } from '../../../tests/support/memory-storage.ts';

const page = pagePerFile();
let account: typeof import('../person/account.ts');
let subscription: typeof import('../subscription/subscription.ts');
let delivery: typeof import('./delivery.ts');
let move: typeof import('./delivery-address.ts');
let vacation: typeof import('./vacation.ts');
let complaints: typeof import('./complaints.ts');
let clock: typeof import('../kit/clock.ts');

beforeAll(async () => {
  clock = await import('../kit/clock.ts');
  account = await import('../person/account.ts');
  subscription = await import('../subscription/subscription.ts');
  delivery = await import('./delivery.ts');
  move = await import('./delivery-address.ts');
  vacation = await import('./vacation.ts');
  complaints = await import('./complaints.ts');
});

const MONDAY = '2026-11-23T10:00:00+01:00';
const ADDRESS = {
  coName: '',
  street: 'Munkegata',
  streetNumber: '1',
  apartmentNumber: null,
  floor: '',
  postalCode: '7013',
  town: 'Trondheim',
};
/** Faults a write meets: the request failed, and the form keeps what was sent. 401/406 send the user to login instead. */
const WRITE_FAULTS = FAULTS.filter(([name]) => name !== '401' && name !== '406');
const LOGIN_FAULTS = FAULTS.filter(([name]) => name === '401' || name === '406');

beforeEach(async () => {
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  account.clearAccount();
  subscription.clearSubscription();
  delivery.$delivery.clear();
  for (const submission of [
    move.$move,
    move.$moveCancellation,
    vacation.$vacationSave,
    vacation.$vacationEnd,
    vacation.$vacationCancel,
    complaints.$complaintSubmit,
  ])
    submission.reset();
  complaints.$complaints.clear();
  // A new page: nothing has read the loads yet (a read in the last test keeps them mounted for a second).
  cleanStores(delivery.$delivery, complaints.$complaints);
  await page.clock(MONDAY);
});

async function signInAndLoad(personaId: string) {
  const session = await page.signIn(personaId);
  const found = await account.loadAccount(session.userId, TITLE_CODE);
  await subscription.loadSubscription(found.ariaAccountNo, TITLE_CODE);
  await delivery.$delivery.load();
}

const changesNow = () => {
  const state = delivery.$delivery.get();
  return state.status === 'loaded' ? state.delivery.changes : [];
};

describe('$move and $moveCancellation', () => {
  it('registers a move from Tuesday, which every page then shows; calling it off takes it away', async () => {
    await signInAndLoad('paper');
    const state = await move.$move.submit({ type: 'PERMANENT', from: '2026-11-24', to: null, address: ADDRESS });
    // The receipt's move is the one registered, its town as Posten's register writes it, not as typed.
    expect(state).toMatchObject({
      status: 'done',
      result: { type: 'PERMANENT', from: '2026-11-24', address: { town: 'TRONDHEIM' } },
    });
    const planned = changesNow().find((change) => change.type === 'PERMANENT');
    expect(planned).toMatchObject({ from: '2026-11-24', address: { street: 'Munkegata', town: 'TRONDHEIM' } });
    expect(await move.$moveCancellation.submit(planned!.changeId)).toMatchObject({ status: 'done' });
    expect(changesNow().some((change) => change.type === 'PERMANENT')).toBe(false);
  });

  it.each([
    ['a day gone by', { from: '2026-11-20' }, 'inPast', 'from'],
    ['today, whose deadline passed yesterday', { from: '2026-11-23' }, 'fromTooEarly', 'from'],
    ['a Sunday', { from: '2026-11-29' }, 'notDeliveryDay', 'from'],
    [
      'a postal code Posten does not have',
      { address: { ...ADDRESS, postalCode: '0000' } },
      'UNKNOWN_POSTAL_CODE',
      'postalCode',
    ],
    ["a town that is not the code's", { address: { ...ADDRESS, town: 'Oslo' } }, 'TOWN_MISMATCH', 'town'],
  ])('%s is refused at its field', async (_label, overrides, code, field) => {
    await signInAndLoad('paper');
    const state = await move.$move.submit({
      type: 'PERMANENT',
      from: '2026-11-24',
      to: null,
      address: ADDRESS,
      ...overrides,
    });
    expect(state).toEqual({ status: 'refused', code, field });
  });

  it.each(WRITE_FAULTS)('a %s fails with the input kept, and the retry registers the move', async (_, kind) => {
    await signInAndLoad('paper');
    await page.fault({ call: 'registerDeliveryChange', ...kind, times: 1 });
    const input = { street: 'Munkegata' };
    expect(
      await meeting(kind, () =>
        move.$move.submit({ type: 'PERMANENT', from: '2026-11-24', to: null, address: ADDRESS }, input),
      ),
    ).toMatchObject({ status: 'failed', kept: true });
    expect(move.$move.restore()).toEqual(input);
    expect(await move.$move.retry()).toMatchObject({ status: 'done' });
  });
});

describe('$vacationSave, $vacationEnd and $vacationCancel', () => {
  it('a stop with an open end after the cabin stay, edited to a week, then called off', async () => {
    await signInAndLoad('paper');
    const saved = await vacation.$vacationSave.submit({
      change: { type: 'STOP', from: '2026-12-29', to: null, address: null },
    });
    const stop = changesNow().find((change) => change.type === 'STOP');
    expect(stop).toMatchObject({ from: '2026-12-29', to: null });
    // Each save answers the change as the delivery now lists it: the receipt's.
    expect(saved).toEqual({ status: 'done', result: stop });
    expect(
      await vacation.$vacationSave.submit({
        changeId: stop!.changeId,
        change: { type: 'STOP', from: '2026-12-29', to: '2027-01-04', address: null },
      }),
    ).toMatchObject({ status: 'done', result: { changeId: stop!.changeId, from: '2026-12-29', to: '2027-01-04' } });
    expect(changesNow().find((change) => change.changeId === stop!.changeId)).toMatchObject({ to: '2027-01-04' });
    expect(await vacation.$vacationCancel.submit(stop!.changeId)).toMatchObject({ status: 'done' });
    expect(changesNow().some((change) => change.changeId === stop!.changeId)).toBe(false);
  });

  it('a transfer to a temporary address; one overlapping the cabin stay is refused', async () => {
    await signInAndLoad('paper');
    expect(
      await vacation.$vacationSave.submit({
        change: {
          type: 'TRANSFER',
          from: '2026-11-25',
          to: '2026-11-28',
          address: { ...ADDRESS, coName: 'Kari Hansen' },
        },
      }),
    ).toMatchObject({ status: 'done' });
    expect(
      await vacation.$vacationSave.submit({
        change: { type: 'STOP', from: '2026-12-15', to: '2026-12-16', address: null },
      }),
    ).toEqual({ status: 'refused', code: 'overlaps' });
  });

  it('the weekend subscriber ends the running stop next Saturday; a day before the last paper that can still be changed is refused at "til"', async () => {
    await signInAndLoad('weekend-paper');
    const stop = changesNow().find((change) => change.type === 'STOP')!;
    const end = (to: string) =>
      vacation.$vacationEnd.submit({
        changeId: stop.changeId,
        change: { type: 'STOP', from: stop.from, to, address: null },
      });
    expect(await end('2026-11-20')).toEqual({ status: 'refused', code: 'toTooEarly', field: 'to' });
    expect(await end('2026-11-28')).toMatchObject({
      status: 'done',
      result: { changeId: stop.changeId, to: '2026-11-28' },
    });
    expect(changesNow().find((change) => change.changeId === stop.changeId)).toMatchObject({ to: '2026-11-28' });
  });

  it.each(WRITE_FAULTS)('a %s on each write fails, and the retry goes through', async (_, kind) => {
    await signInAndLoad('paper');
    await page.fault({ call: 'registerDeliveryChange', ...kind, times: 1 });
    expect(
      await meeting(kind, () =>
        vacation.$vacationSave.submit({
          change: { type: 'STOP', from: '2026-11-25', to: '2026-11-27', address: null },
        }),
      ),
    ).toMatchObject({ status: 'failed', kept: true });
    expect(await vacation.$vacationSave.retry()).toMatchObject({ status: 'done' });
    const stop = changesNow().find((change) => change.type === 'STOP')!;
    await page.fault({ call: 'editDeliveryChange', ...kind, times: 1 });
    expect(
      await meeting(kind, () =>
        vacation.$vacationEnd.submit({
          changeId: stop.changeId,
          change: { type: 'STOP', from: stop.from, to: '2026-11-26', address: null },
        }),
      ),
    ).toMatchObject({ status: 'failed' });
    expect(await vacation.$vacationEnd.retry()).toMatchObject({ status: 'done' });
    await page.fault({ call: 'cancelDeliveryChange', ...kind, times: 1 });
    expect(await meeting(kind, () => vacation.$vacationCancel.submit(stop.changeId))).toMatchObject({
      status: 'failed',
    });
    expect(await vacation.$vacationCancel.retry()).toMatchObject({ status: 'done' });
  });
});

describe('$changeRules: what the delivery forms check against, built once by the page model', () => {
  it("the models' clock, the cut-off, the plan's days and the changes registered; none before the delivery", async () => {
    clock.setClock(new Date(MONDAY));
    onTestFinished(() => clock.setClock(undefined));
    expect(delivery.$changeRules.get()).toBeUndefined();
    await signInAndLoad('weekend-paper');
    const stop = changesNow().find((change) => change.type === 'STOP')!;
    expect(delivery.$changeRules.get()).toEqual({
      now: new Date(MONDAY),
      cutOff: '12:00',
      pattern: 'weekend',
      existing: [{ id: stop.changeId, type: 'STOP', from: stop.from, to: null }],
    });
  });
});

describe('a session that ended while typing', () => {
  it.each(LOGIN_FAULTS)(
    'a %s on each write stays pending while login takes over, with the input kept for after',
    async (_, kind) => {
      await signInAndLoad('paper');
      const writes = [
        [
          'registerDeliveryChange',
          () =>
            move.$move.submit(
              { type: 'PERMANENT', from: '2026-11-24', to: null, address: ADDRESS },
              { street: 'Munkegata' },
            ),
          move.$move,
        ],
        [
          'registerDeliveryChange',
          () =>
            vacation.$vacationSave.submit(
              { change: { type: 'STOP', from: '2026-11-25', to: '2026-11-27', address: null } },
              { from: '25.11.2026' },
            ),
          vacation.$vacationSave,
        ],
        [
          'submitComplaint',
          () =>
            complaints.$complaintSubmit.submit({ date: '2026-11-21', code: 'VAAT', comment: null }, { comment: 'Våt' }),
          complaints.$complaintSubmit,
        ],
      ] as const;
      for (const [call, send, submission] of writes) {
        await page.fault({ call, ...kind, times: 1 });
        expect(await send()).toEqual({ status: 'pending' });
        expect(submission.restore()).toBeDefined();
      }
    },
  );
});

describe('$complaints and $complaintSubmit', () => {
  it('loads the codes and the complaints made before; a new one leads the list', async () => {
    await signInAndLoad('paper');
    await complaints.$complaints.load();
    expect(complaints.$complaints.get()).toMatchObject({
      status: 'loaded',
      codes: expect.arrayContaining([{ code: 'IKKE_MOTTATT', description: 'Avisen kom ikke' }]),
      complaints: [{ code: 'IKKE_MOTTATT' }],
    });
    expect(
      await complaints.$complaintSubmit.submit({ date: '2026-11-21', code: 'VAAT', comment: 'Lå i regnet' }),
    ).toMatchObject({ status: 'done', result: { date: '2026-11-21', codeText: 'Avisen var våt eller ødelagt' } });
    expect(complaints.$complaints.get()).toMatchObject({
      complaints: [{ code: 'VAAT', comment: 'Lå i regnet' }, { code: 'IKKE_MOTTATT' }],
    });
  });

  it.each([
    ['a Sunday', { date: '2026-11-22' }, { status: 'refused', code: 'notComplainable', field: 'date' }],
    ['tomorrow', { date: '2026-11-24' }, { status: 'refused', code: 'notComplainable', field: 'date' }],
    ['15 days ago', { date: '2026-11-07' }, { status: 'refused', code: 'notComplainable', field: 'date' }],
    [
      'a code the distributor does not have',
      { code: 'SNODIG' },
      { status: 'refused', code: 'UNKNOWN_COMPLAINT_CODE', field: 'code' },
    ],
  ])('%s is refused at its field', async (_label, overrides, expected) => {
    await signInAndLoad('paper');
    expect(
      await complaints.$complaintSubmit.submit({ date: '2026-11-21', code: 'VAAT', comment: null, ...overrides }),
    ).toEqual(expected);
  });

  it('a fourth complaint about one day is refused for the form', async () => {
    await signInAndLoad('paper');
    for (let sent = 0; sent < 3; sent += 1)
      await complaints.$complaintSubmit.submit({ date: '2026-11-21', code: 'FOR_SEN', comment: null });
    expect(await complaints.$complaintSubmit.submit({ date: '2026-11-21', code: 'FOR_SEN', comment: null })).toEqual({
      status: 'refused',
      code: 'TOO_MANY_COMPLAINTS',
    });
  });

  it.each(FAULTS)('a %s loading the page is a failure, and the retry loads', async (_, kind) => {
    await signInAndLoad('paper');
    // One call at a time, each failure followed by the retry that loads: the load asks both calls side by side and
    // fails at the first refusal, so its other call may still be on its way, and would meet a fault set for it next.
    for (const call of ['complaintCodes', 'getComplaints'] as const) {
      await page.fault({ call, ...kind, times: 1 });
      await meeting(kind, () => complaints.$complaints.load());
      expect(complaints.$complaints.get(), call).toMatchObject({ status: 'failed' });
      await complaints.$complaints.load();
      expect(complaints.$complaints.get(), call).toMatchObject({ status: 'loaded' });
      complaints.$complaints.clear();
    }
  });

  it.each(WRITE_FAULTS)('a %s sending fails with the input kept, and the retry sends it', async (_, kind) => {
    await signInAndLoad('paper');
    await page.fault({ call: 'submitComplaint', ...kind, times: 1 });
    expect(
      await meeting(kind, () =>
        complaints.$complaintSubmit.submit({ date: '2026-11-21', code: 'IKKE_MOTTATT', comment: null }),
      ),
    ).toMatchObject({ status: 'failed', kept: true });
    expect(await complaints.$complaintSubmit.retry()).toMatchObject({ status: 'done' });
  });
});
