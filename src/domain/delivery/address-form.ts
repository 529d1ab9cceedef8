// The address fields as a form holds them (flat strings and a tick, so a kept form comes back whole after a new
// login), the rules of address.ts with the spec's messages (addressFieldWords in src/i18n, passed in), and the way
// to and from the contract.
import * as v from 'valibot';
import {
  addressProblems,
  type DeliveryAddress,
  CO_NAME_MAX,
  FLOOR_MAX,
  normaliseAddress,
  STREET_MAX,
  TOWN_MAX,
  type AddressField,
  type AddressProblem,
} from './address.ts';

export interface AddressInput {
  coName: string;
  street: string;
  streetNumber: string;
  apartmentNumber: string;
  /** "Vet ikke": the apartment number is sent as unknown (null). */
  apartmentUnknown: boolean;
  floor: string;
  postalCode: string;
  town: string;
}

export const ADDRESS_FIELDS = [
  'coName',
  'street',
  'streetNumber',
  'apartmentNumber',
  'floor',
  'postalCode',
  'town',
] as const satisfies readonly AddressField[];

export const EMPTY_ADDRESS: AddressInput = {
  coName: '',
  street: '',
  streetNumber: '',
  apartmentNumber: '',
  apartmentUnknown: false,
  floor: '',
  postalCode: '',
  town: '',
};

/** The address fields' words: their names in messages, and each problem the spec names. */
export interface AddressFormMessages {
  coName: string;
  street: string;
  /** The floor's name in a message ("Etasje"), without the label's "(valgfritt)". */
  floorName: string;
  postalCode: string;
  town: string;
  nameRequired: string;
  streetRequired: string;
  streetNumberRequired: string;
  streetNumberInvalid: string;
  apartmentRequired: string;
  apartmentInvalid: string;
  postalCodeInvalid: string;
  invalidCharacters: (label: string) => string;
  required: (label: string) => string;
  tooLong: (label: string, max: number) => string;
  invisibleCharacters: (label: string) => string;
  noLetter: (label: string) => string;
}

/** What the user reads for each field's problem: the spec's own messages where it has them. */
function problemMessage(
  text: AddressFormMessages,
  field: AddressField,
  problem: AddressProblem,
  nameRequired: boolean,
): string {
  if (problem === 'invisible')
    return text.invisibleCharacters(
      ({ coName: text.coName, street: text.street, floor: text.floorName, town: text.town } as const)[
        field as 'coName'
      ],
    );
  if (problem === 'noLetter')
    return text.noLetter(({ coName: text.coName, street: text.street, town: text.town } as const)[field as 'coName']);
  if (problem === 'tooLong') {
    const [label, max] = (
      {
        coName: [text.coName, CO_NAME_MAX],
        street: [text.street, STREET_MAX],
        floor: [text.floorName, FLOOR_MAX],
        town: [text.town, TOWN_MAX],
      } as const
    )[field as 'coName'];
    return text.tooLong(label, max);
  }
  switch (field) {
    case 'coName':
      return problem === 'required' && nameRequired ? text.nameRequired : text.invalidCharacters(text.coName);
    case 'street':
      return problem === 'required' ? text.streetRequired : text.invalidCharacters(text.street);
    case 'streetNumber':
      return problem === 'required' ? text.streetNumberRequired : text.streetNumberInvalid;
    case 'apartmentNumber':
      return problem === 'required' ? text.apartmentRequired : text.apartmentInvalid;
    case 'postalCode':
      return problem === 'required' ? text.required(text.postalCode) : text.postalCodeInvalid;
    case 'town':
      return problem === 'required' ? text.required(text.town) : text.invalidCharacters(text.town);
    case 'floor':
      return text.invalidCharacters(text.floorName);
  }
}

/** The address the form stands for, as the contract sends it and the backend stores it (normaliseAddress). */
export function toAddress(input: AddressInput): DeliveryAddress {
  const { apartmentUnknown, ...address } = input;
  return normaliseAddress({ ...address, apartmentNumber: apartmentUnknown ? null : input.apartmentNumber });
}

export function toAddressInput(address: DeliveryAddress): AddressInput {
  return {
    ...address,
    apartmentNumber: address.apartmentNumber ?? '',
    apartmentUnknown: address.apartmentNumber === null,
  };
}

/**
 * Each field's message, if it has a problem. `nameRequired`: a temporary address is somebody else's mailbox, so the
 * carrier needs the name on it (spec: 'Navn er påkrevd på leveringsadresse'); one's own new address does not.
 */
export function addressMessages(
  messages: AddressFormMessages,
  input: AddressInput,
  nameRequired: boolean,
): Partial<Record<AddressField, string>> {
  const problems: Partial<Record<AddressField, AddressProblem>> = addressProblems(toAddress(input));
  if (nameRequired && input.coName.trim() === '') problems.coName = 'required';
  return Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [
      field,
      problemMessage(messages, field as AddressField, problem, nameRequired),
    ]),
  );
}

export const addressEntries = {
  coName: v.string(),
  street: v.string(),
  streetNumber: v.string(),
  apartmentNumber: v.string(),
  apartmentUnknown: v.boolean(),
  floor: v.string(),
  postalCode: v.string(),
  town: v.string(),
};

export type FieldIssue = { message: string; path: [v.ObjectPathItem] };

/** A valibot issue at one field of a form's input, for a schema's rawCheck (react-hook-form shows it there). */
export const issueAt = <Input extends object>(
  input: Input,
  key: keyof Input & string,
  message: string,
): FieldIssue => ({
  message,
  path: [{ type: 'object', origin: 'value', input: input as Record<string, unknown>, key, value: input[key] }],
});

/** The address's problems as valibot issues at their fields. */
export function addressIssues<Input extends AddressInput>(
  messages: AddressFormMessages,
  input: Input,
  nameRequired: boolean,
): FieldIssue[] {
  return Object.entries(addressMessages(messages, input, nameRequired)).map(([key, message]) =>
    issueAt(input, key as keyof AddressInput, message),
  );
}

/** The form of a permanent move: the address (one's own, so no name needed). */
export const addressSchema = (messages: AddressFormMessages) =>
  v.pipe(
    v.object(addressEntries),
    v.rawCheck(({ dataset, addIssue }) => {
      if (dataset.typed) for (const issue of addressIssues(messages, dataset.value, false)) addIssue(issue);
    }),
  );
