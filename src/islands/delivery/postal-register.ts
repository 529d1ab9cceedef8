// Posten's postal register (some 5 000 codes, ~40 KB gzipped) for filling in the town: loaded only when someone is
// about to type a postal code, so no page pays for it up front and the address forms' first draw stays light.
import { townName } from '../../domain/delivery/town.ts';
import { loadOnDemand } from '../../stores/kit/load-failures.ts';

let register: Promise<Record<string, string>> | undefined;

/** Starts loading the register (on the postal code field's focus); loading twice is loading once. */
export function loadPostalRegister(): Promise<Record<string, string>> {
  register ??= loadOnDemand(() => import('norway-postal-codes'))
    .then((module) => module.default)
    .catch((error: unknown) => {
      register = undefined;
      throw error;
    });
  return register;
}

/** The town of a four-digit code, null for a code Posten does not have; undefined while the register cannot be read. */
export async function townOf(postalCode: string): Promise<string | null | undefined> {
  try {
    const towns = await loadPostalRegister();
    return Object.hasOwn(towns, postalCode) ? townName(towns[postalCode]!) : null;
  } catch {
    return undefined;
  }
}
