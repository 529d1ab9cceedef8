// The rules of a Norwegian delivery address (spec: address fields), the same for the form and the backend, so the
// carrier never gets an address the form would have refused: normalised once (normaliseAddress), then checked and
// stored as normalised.
import {
  hasControlCharacters,
  hasInvisibleCharacters,
  hasVisibleLetter,
  NAME_MAX_LENGTH,
  normaliseLine,
} from '../person/fields.ts';

export interface DeliveryAddress {
  /** "c/o": whom the paper is left with; optional. */
  coName: string;
  street: string;
  /** House number with an optional letter: '12', '12B'. */
  streetNumber: string;
  /** The apartment's number (bruksenhetsnummer, H0101); null when the subscriber ticks "Vet ikke". */
  apartmentNumber: string | null;
  /** Optional: helps the carrier find the door where there is no apartment number. */
  floor: string;
  postalCode: string;
  town: string;
}

export type AddressField = keyof DeliveryAddress;
/**
 * `invisible`: bidi controls or zero-width characters (hasInvisibleCharacters), said apart from other bad characters;
 * `noLetter`: a name, street or town with no letter someone can see (hasVisibleLetter), such as one of Hangul fillers.
 */
export type AddressProblem = 'required' | 'tooLong' | 'invalid' | 'invisible' | 'noLetter';

/** The c/o name is a person's name, so it fits the billing system's name field. */
export const CO_NAME_MAX = NAME_MAX_LENGTH;
/** Room for the longest Norwegian street names, short enough for a carrier's label line. */
export const STREET_MAX = 50;
export const FLOOR_MAX = 10;
export const TOWN_MAX = 40;

/** Posten's postal codes are always four digits, leading zeros included (0150 Oslo). */
export const POSTAL_CODE_LENGTH = 4;
const POSTAL_CODE = new RegExp(`^\\d{${POSTAL_CODE_LENGTH}}$`, 'u');
export const isPostalCode = (value: string) => POSTAL_CODE.test(value);

/**
 * A bruksenhetsnummer as Kartverket writes it: H (main floor) — or U, K, L for basement, cellar and loft — then two
 * digits for the floor and two for the door (H0101). Letters are capitals; normalise first.
 */
export const isApartmentNumber = (value: string) => /^[HUKL]\d{4}$/.test(value);

/** A house number is 1–9999 with at most one letter after it. */
export const isStreetNumber = (value: string) => /^[1-9]\d{0,3}[A-ZÆØÅ]?$/.test(value);

/** People type '12 b', '1 2 b' or '12b'; the register holds '12B'. */
export const normaliseStreetNumber = (value: string) => value.normalize('NFC').replace(/\s+/g, '').toUpperCase();

/** People type 'h 0101' or 'h 0 1 0 1'; the register holds 'H0101'. */
export const normaliseApartmentNumber = (value: string) => value.normalize('NFC').replace(/\s+/g, '').toUpperCase();

/** The address as it is checked and stored: each text a normalised line, the numbers as the register writes them. */
export function normaliseAddress(address: DeliveryAddress): DeliveryAddress {
  return {
    coName: normaliseLine(address.coName),
    street: normaliseLine(address.street),
    streetNumber: normaliseStreetNumber(address.streetNumber),
    apartmentNumber: address.apartmentNumber === null ? null : normaliseApartmentNumber(address.apartmentNumber),
    floor: normaliseLine(address.floor),
    postalCode: normaliseLine(address.postalCode),
    town: normaliseLine(address.town),
  };
}

/** `words`: the text is words (a name, a street, a town), so it needs a letter someone can see; a floor need not. */
function textProblem(text: string, max: number, required: boolean, words = true): AddressProblem | undefined {
  if (text === '') return required ? 'required' : undefined;
  if (text.length > max) return 'tooLong';
  if (hasInvisibleCharacters(text)) return 'invisible';
  if (hasControlCharacters(text)) return 'invalid';
  return words && !hasVisibleLetter(text) ? 'noLetter' : undefined;
}

function codeProblem(value: string, isValid: (code: string) => boolean): AddressProblem | undefined {
  if (value === '') return 'required';
  return isValid(value) ? undefined : 'invalid';
}

/**
 * Each field's problem, if it has one; an empty result means the address may be sent. The address is read as
 * normaliseAddress writes it, which is what must then be sent and stored.
 */
export function addressProblems(typed: DeliveryAddress): Partial<Record<AddressField, AddressProblem>> {
  const address = normaliseAddress(typed);
  const problems: Partial<Record<AddressField, AddressProblem | undefined>> = {
    coName: textProblem(address.coName, CO_NAME_MAX, false),
    street: textProblem(address.street, STREET_MAX, true),
    streetNumber: codeProblem(address.streetNumber, isStreetNumber),
    apartmentNumber:
      address.apartmentNumber === null ? undefined : codeProblem(address.apartmentNumber, isApartmentNumber),
    floor: textProblem(address.floor, FLOOR_MAX, false, false),
    postalCode: codeProblem(address.postalCode, isPostalCode),
    town: textProblem(address.town, TOWN_MAX, true),
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined));
}
