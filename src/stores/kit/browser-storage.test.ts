import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../../tests/support/memory-storage.ts';
import { answered, startAttempt, returnedFrom } from '../../domain/auth/login-attempt.ts';
import { readTrip, startTrip } from '../../domain/payment/round-trip.ts';
import { STORED_KEYS, type StoredName } from '../../domain/storage/stored-keys.ts';
import {
  clearAtLogout,
  readStored,
  removeStored,
  tripStorage,
  writeStored,
  type StoredValue,
  type WritableName,
} from './browser-storage.ts';

let session: MemoryStorage;
let local: MemoryStorage;

beforeEach(() => {
  session = new MemoryStorage();
  local = new MemoryStorage();
  vi.stubGlobal('sessionStorage', session);
  vi.stubGlobal('localStorage', local);
});
afterEach(() => vi.unstubAllGlobals());

const T = Date.UTC(2026, 0, 15, 10, 0, 0);

/** A value each key the portal writes may hold, and the member's name for a family. */
const SAMPLES: { [N in WritableName]: [StoredValue<N>, ...([] | [string])] } = {
  tripPaymentId: ['/psp/paymentorders/5adc265f'],
  tripDueAmount: ['399.00'],
  tripInvoiceNo: ['9000003046'],
  tripAgreementId: ['agr_5kSeqz'],
  tripKind: ['card:ADD'],
  source: ['sms'],
  simplifiedLoginOffered: ['1'],
  simplifiedLoginClosedAt: [1764000000000],
  loginAttempt: [returnedFrom(startAttempt('/endre-profil', T), T + 1)],
  lastAccount: [{ spidId: '1000003', ariaAccountNo: '5100003' }],
  tabAnswers: [{ invoices: { userId: '1000003', input: '"5100003"', answer: { status: 'loaded', invoices: [] } } }],
  keptInput: [{ lastName: 'Olsen-Berg', consent: true }, '/endre-profil#person'],
  consentDraft: [{ newsletters: true, offersByEmail: false, offersBySms: false }],
  studentFlow: [{ way: 'new', step: 'code', email: 'kari@stud.ntnu.no', codeSentAt: T, wrongCodes: 0 }],
  analyticsPending: [[{ kind: 'cancel', id: '7000003', ariaPlanID: 'ADR_DIGITAL' }]],
  analyticsOffers: [
    [
      {
        action: 'shown',
        id: '8000004',
        ariaPlanID: 'ADR-C-COMBO-7D',
        reason: 'price',
        offer: 'cheaperPlan',
        offeredPlanID: 'ADR-C-COMBO-HELG',
      },
    ],
  ],
  analyticsOrders: [{ 'order-1': { campaign: 'vinter', source: 'sms' } }],
  analyticsPlan: [{ userId: '1000003', planName: null }],
  experiments: ['[{"id":"e1","name":"Pris","variant":"B","platform":"web"}]'],
};
const WRITABLE = Object.keys(SAMPLES) as WritableName[];
const write = <N extends WritableName>(name: N) =>
  (writeStored as (name: N, ...rest: unknown[]) => boolean)(name, ...SAMPLES[name]);
const read = <N extends WritableName>(name: N) =>
  (readStored as (name: N, member?: string) => unknown)(name, SAMPLES[name][1]);

describe('the keys the portal keeps', () => {
  it('declares spec section 3’s temporary keys and section 9’s experiments', () => {
    const keys = Object.values(STORED_KEYS).map((declared) => declared.key);
    for (const key of ['temp_paym_id', 'temp_invoice_due_amount', 'temp_invoice_number', 'temp_agreement_id', 'source'])
      expect(keys).toContain(key);
    expect(STORED_KEYS.experiments).toMatchObject({ key: 'experiments', area: 'local', lifetime: 'visitor' });
  });

  it('keeps everything of the tab’s lifetime in the tab’s session storage, never in local storage', () => {
    for (const declared of Object.values(STORED_KEYS))
      if (declared.lifetime === 'tab') expect(declared.area, declared.key).toBe('session');
  });

  it.each(WRITABLE)('%s reads back what was written, and nothing once removed', (name) => {
    expect(write(name)).toBe(true);
    expect(read(name)).toEqual(SAMPLES[name][0]);
    // The cast lets one line pass a member for every key (the signature asks one only of keys with members); the rule
    // takes the generic rest parameter for the same type.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    (removeStored as (name: WritableName, member?: string) => void)(name, SAMPLES[name][1]);
    expect(read(name)).toBeUndefined();
  });

  it('a family keeps each member apart', () => {
    writeStored('keptInput', { a: 1 }, '/kontakt#person');
    writeStored('keptInput', { b: 2 }, '/endre-profil#person');
    expect(readStored('keptInput', '/kontakt#person')).toEqual({ a: 1 });
    expect(session.getItem('minside.kept:/endre-profil#person')).toBe('{"b":2}');
  });

  it('reads the consent manager’s own keys, which the portal never writes', () => {
    local.setItem('CMP:analytics', '1');
    expect(readStored('consentManager', 'analytics')).toBe('1');
    expect(readStored('consentManager', 'marketing')).toBeUndefined();
  });
});

describe('what storage gives back is checked against the key', () => {
  const raw = (name: StoredName, value: string) =>
    (STORED_KEYS[name].area === 'session' ? session : local).setItem(STORED_KEYS[name].key, value);

  it('a login attempt answered after its return reads back as written', () => {
    const attempt = answered(returnedFrom(startAttempt('/', T), T + 1), T + 2);
    writeStored('loginAttempt', attempt);
    expect(readStored('loginAttempt')).toEqual(attempt);
  });

  it.each<[StoredName, string]>([
    // The login attempt (was readAttempt's table).
    ['loginAttempt', ''],
    ['loginAttempt', 'nope'],
    ['loginAttempt', '{}'],
    ['loginAttempt', '{"path":1,"startedAt":1}'],
    ['loginAttempt', '{"path":"/","startedAt":"x"}'],
    ['loginAttempt', '{"path":"/","startedAt":1,"returnedAt":"y"}'],
    ['loginAttempt', '{"path":"/","startedAt":1,"answeredAt":2}'],
    ['loginAttempt', '[]'],
    ['loginAttempt', 'null'],
    // The consent draft (was keptChoicesOf's table).
    ['consentDraft', 'null'],
    ['consentDraft', '"yes"'],
    ['consentDraft', '{"newsletters":true}'],
    ['consentDraft', '{"newsletters":true,"offersByEmail":"true","offersBySms":false}'],
    ['lastAccount', '{"spidId":"1000003"}'],
    ['lastAccount', '{"spidId":"","ariaAccountNo":"5100003"}'],
    ['tripDueAmount', '399'],
    ['tripKind', 'card:REMOVE'],
    ['tripPaymentId', '<img src=x>'],
    ['source', 'sms and more'],
    ['analyticsPending', '{"kind":"buy"}'],
    ['analyticsPlan', '{"userId":"1","planName":7}'],
  ])('%s %j reads as nothing', (name, value) => {
    raw(name, value);
    expect((readStored as (name: StoredName) => unknown)(name)).toBeUndefined();
  });

  it('reads what it wrote, without what it did not declare', () => {
    const attempt = returnedFrom(startAttempt('/', T), T + 1);
    raw('loginAttempt', JSON.stringify(attempt));
    expect(readStored('loginAttempt')).toEqual(attempt);
    raw('consentDraft', '{"newsletters":true,"offersByEmail":false,"offersBySms":false,"extra":1}');
    expect(readStored('consentDraft')).toEqual({ newsletters: true, offersByEmail: false, offersBySms: false });
  });

  it('storage that refuses (a privacy mode) reads as nothing and keeps nothing, without throwing', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    vi.stubGlobal('sessionStorage', refusing);
    expect(writeStored('source', 'sms')).toBe(false);
    expect(readStored('source')).toBeUndefined();
    expect(() => removeStored('source')).not.toThrow();
    expect(() => clearAtLogout()).not.toThrow();
  });
});

describe('the round trip through the door', () => {
  it('starts and reads a trip under the spec’s keys', () => {
    startTrip(tripStorage(), { kind: 'invoice', paymentId: 'p1', invoiceNo: '7', dueAmount: 399 });
    expect(readTrip(tripStorage())).toEqual({ kind: 'invoice', paymentId: 'p1', invoiceNo: '7', dueAmount: 399 });
    expect(session.getItem('temp_paym_id')).toBe('p1');
  });

  it('refuses a key that is not a trip’s', () => {
    expect(() => tripStorage().setItem('minside.lastAccount', '{}')).toThrow();
  });

  it('a write storage refuses throws, so no trip starts that could not be finished', () => {
    vi.stubGlobal('sessionStorage', {
      ...session,
      removeItem: () => {},
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(() => startTrip(tripStorage(), { kind: 'method', paymentId: 'p1' })).toThrow();
  });
});

describe('logout', () => {
  it('clears every key of the tab, also the spec’s keys an older version left in local storage, and keeps the visitor’s and the vendor’s', () => {
    for (const name of WRITABLE) write(name);
    writeStored('keptInput', { a: 1 }, '/kontakt#person');
    local.setItem('temp_paym_id', '42');
    local.setItem('source', 'sms');
    local.setItem('CMP:analytics', '1');
    session.setItem('identity-sdk-cache', 'x');

    clearAtLogout();

    for (const name of WRITABLE.filter((each) => STORED_KEYS[each].lifetime === 'tab'))
      expect(read(name), name).toBeUndefined();
    expect(session.length).toBe(0);
    expect([local.getItem('temp_paym_id'), local.getItem('source')]).toEqual([null, null]);
    expect(readStored('experiments')).toBe(SAMPLES.experiments[0]);
    expect(readStored('consentManager', 'analytics')).toBe('1');
  });
});
