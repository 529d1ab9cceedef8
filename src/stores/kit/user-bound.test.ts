// Logout forgets the user from one registry: every store of src/stores is either registered as the user's or named
// below as not being theirs, and forgetting empties every registered one and every key of the tab's storage.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../../tests/support/memory-storage.ts';
import { STORED_KEYS, type StoredKey } from '../../domain/storage/stored-keys.ts';
import { forgetUser, isUserBound } from './user-bound.ts';

/** Stores that are not the signed-in user's, and why logout leaves them to others or to itself. */
const NOT_THE_USERS: Record<string, string> = {
  $brand: 'the title’s, baked into the page',
  $pageReady: 'whether the page may show, decided by its guard',
  $spinner: 'the page’s spinner, which logout itself starts',
  $pageError: 'the page’s error panel',
  $loadFailures: 'the page’s own modules that did not load, in the static shell',
  $session: 'set to anonymous by logout itself; in the static shell, which must not load the registry',
  $user: 'cleared with $session by logout itself (setAnonymous), for the same reason',
  $consent: 'what the consent manager says of this browser, whoever is signed in',
  $offers: 'the title’s offers, the same for everyone',
};

/** Stores computed from others, emptied with what they are computed from. */
const DERIVED = [
  '$accountNo',
  '$subscriptionHolder',
  '$invitationView',
  '$priceList',
  '$winbackOffers',
  '$pickedWaiting',
  '$cancelOfferFacts',
  '$changeRules',
];

interface Store {
  get(): unknown;
  set?(value: unknown): void;
  listen(listener: () => void): () => void;
}
const isStore = (value: unknown): value is Store =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Store).get === 'function' &&
  typeof (value as Store).listen === 'function';

// Every store of src/stores, the kit's and the areas' page models.
const modules = import.meta.glob<Record<string, unknown>>(['../**/*.ts', '!../**/*.test.ts']);
let stores: { name: string; store: Store; initial: unknown }[] = [];

beforeAll(async () => {
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  vi.stubGlobal('localStorage', new MemoryStorage());
  for (const [file, load] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(await load())) {
      if (name.startsWith('$') && isStore(value))
        stores.push({ name: `${file}:${name}`, store: value, initial: value.get() });
    }
  }
  stores = stores.sort((a, b) => a.name.localeCompare(b.name));
});
afterAll(() => vi.unstubAllGlobals());

const bareName = (name: string) => name.slice(name.indexOf(':') + 1);
/** The stores that hold something of their own (not computed from others). */
const settable = () => stores.filter(({ name }) => !DERIVED.includes(bareName(name)));

describe('the user-bound registry', () => {
  it('reads the stores of src/stores', () => {
    expect(stores.length).toBeGreaterThan(40);
    expect(stores.map(({ name }) => bareName(name))).toEqual(
      expect.arrayContaining(['$invoices', '$paymentMethod', '$cardChange', '$account', '$delivery']),
    );
  });

  it('holds every store one can set, but those said not to be the user’s', () => {
    const unaccounted = settable().filter(
      ({ name, store }) => !isUserBound(store) && !(bareName(name) in NOT_THE_USERS),
    );
    expect(unaccounted.map(({ name }) => name)).toEqual([]);
  });

  it('names only stores that exist and are not registered', () => {
    for (const name of [...Object.keys(NOT_THE_USERS), ...DERIVED]) {
      const found = stores.find((each) => bareName(each.name) === name);
      expect(found, name).toBeDefined();
      expect(isUserBound(found!.store), name).toBe(false);
    }
  });

  it('forgetting the user (logout) empties every user-bound store and every key of the tab', () => {
    const bound = settable().filter(({ store }) => isUserBound(store));
    // 'idle' with a mark: nothing computed from these stores reads into an answer that is not there.
    const someoneElses = { status: 'idle', belongsTo: 'the user who logs out' };
    for (const { store } of bound) store.set!(someoneElses);
    for (const [name, declared] of Object.entries(STORED_KEYS) as [string, StoredKey][]) {
      if (declared.lifetime !== 'vendor')
        (declared.area === 'session' ? sessionStorage : localStorage).setItem(
          declared.key + (declared.family ? 'x' : ''),
          name,
        );
    }

    forgetUser();

    expect(
      bound
        .filter(
          ({ store, initial }) => store.get() !== initial && JSON.stringify(store.get()) !== JSON.stringify(initial),
        )
        .map(({ name }) => name),
    ).toEqual([]);
    expect(sessionStorage.length).toBe(0);
    const left = (Object.values(STORED_KEYS) as StoredKey[]).filter(
      (declared) =>
        declared.lifetime === 'tab' && localStorage.getItem(declared.key + (declared.family ? 'x' : '')) !== null,
    );
    expect(left).toEqual([]);
    expect(localStorage.getItem('experiments')).toBe('experiments');
  });
});
