// The one door to the browser's storage (DESIGN: "One door to the browser's storage"): a key is read and written
// only as src/domain/storage/stored-keys.ts declares it, every value read back is checked against its schema, storage
// that refuses (a privacy mode, a full quota) reads as nothing, and logout clears every key of the tab at once.
import * as v from 'valibot';
import type { TripStorage } from '../../domain/payment/round-trip.ts';
import { STORED_KEYS, type StoredKey, type StoredName } from '../../domain/storage/stored-keys.ts';

type Declared<N extends StoredName> = (typeof STORED_KEYS)[N];
export type StoredValue<N extends StoredName> = v.InferOutput<Declared<N>['schema']>;
/** A family's key needs the member's name (a page's form); any other key none. */
type Member<N extends StoredName> = Declared<N> extends { family: true } ? [member: string] : [];
/** The keys the portal writes: a vendor's are only read. */
export type WritableName = { [N in StoredName]: Declared<N>['lifetime'] extends 'vendor' ? never : N }[StoredName];

function areaOf(declared: StoredKey): Storage | undefined {
  try {
    return declared.area === 'session' ? globalThis.sessionStorage : globalThis.localStorage;
  } catch {
    return undefined; // A browser that refuses storage altogether throws on the very property.
  }
}

function readKey(declared: StoredKey, key: string): unknown {
  try {
    const raw = areaOf(declared)?.getItem(key);
    if (raw === null || raw === undefined) return undefined;
    const result = v.safeParse(declared.schema, declared.json ? JSON.parse(raw) : raw);
    return result.success ? result.output : undefined;
  } catch {
    return undefined;
  }
}

/** What is kept under the key, if it is what the key declares; undefined for nothing, anything else, or refused storage. */
export function readStored<N extends StoredName>(name: N, ...member: Member<N>): StoredValue<N> | undefined {
  const declared: StoredKey = STORED_KEYS[name];
  return readKey(declared, declared.key + (member[0] ?? '')) as StoredValue<N> | undefined;
}

/** Keeps the value; false when storage refused it (the caller goes on without, as on a first visit). */
export function writeStored<N extends WritableName>(name: N, value: StoredValue<N>, ...member: Member<N>): boolean {
  const declared: StoredKey = STORED_KEYS[name];
  try {
    const storage = areaOf(declared);
    if (!storage) return false;
    // A key without `json` holds a string or a number (its schema), which String() writes as it is.
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    storage.setItem(declared.key + (member[0] ?? ''), declared.json ? JSON.stringify(value) : String(value));
    return true;
  } catch {
    return false;
  }
}

export function removeStored<N extends WritableName>(name: N, ...member: Member<N>): void {
  const declared: StoredKey = STORED_KEYS[name];
  try {
    areaOf(declared)?.removeItem(declared.key + (member[0] ?? ''));
  } catch {
    // Nothing could be read back either.
  }
}

/**
 * The round trip's keys (domain/payment/round-trip.ts) through this door: read back only as declared; a write
 * that storage refuses throws, so a trip is never started that the page the provider returns to could not finish.
 */
export function tripStorage(): TripStorage {
  const declaredAt = (key: string): StoredKey => {
    const declared = Object.values(STORED_KEYS).find(
      (entry: StoredKey) => entry.key === key && entry.key.startsWith('temp_'),
    );
    if (!declared) throw new Error(`${key} is not a round trip's key`);
    return declared;
  };
  return {
    getItem: (key) => {
      const value = readKey(declaredAt(key), key);
      return typeof value === 'string' ? value : null;
    },
    setItem: (key, value) => {
      const storage = areaOf(declaredAt(key));
      if (!storage) throw new Error('Storage refused');
      storage.setItem(key, value);
    },
    removeItem: (key) => {
      try {
        areaOf(declaredAt(key))?.removeItem(key);
      } catch {
        // As in removeStored.
      }
    },
  };
}

function keysIn(storage: Storage, declared: StoredKey): string[] {
  if (!declared.family) return [declared.key];
  return Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key?.startsWith(declared.key) === true,
  );
}

/**
 * Logout: every key of the tab's and the browser's lifetime, from both areas (a browser may keep the spec's keys in local storage
 * from an older version), then the rest of the tab's session storage (what the identity SDK kept for the user).
 * The visitor's and the vendor's keys stay: they are not the user's.
 */
export function clearAtLogout(): void {
  for (const declared of Object.values(STORED_KEYS) as StoredKey[]) {
    if (declared.lifetime !== 'tab' && declared.lifetime !== 'browser') continue;
    for (const area of ['session', 'local'] as const) {
      try {
        const storage = areaOf({ ...declared, area });
        if (storage) for (const key of keysIn(storage, declared)) storage.removeItem(key);
      } catch {
        // Nothing could be read back either.
      }
    }
  }
  try {
    globalThis.sessionStorage?.clear();
  } catch {
    // As above.
  }
}
