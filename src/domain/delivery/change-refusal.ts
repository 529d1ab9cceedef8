// Which refusals the delivery writes answer with, and which field of a form each concerns: the backend names the
// rule (domain/delivery/vacation.ts) or the register check that said no.

/** A refusal's field, where it concerns one. */
export type ChangeField = 'from' | 'to' | 'postalCode' | 'town';

/** Which refusals the delivery writes give and where each belongs; undefined: no refusal, the request failed. */
export function changeRefusal(code: string): { field?: ChangeField } | undefined {
  switch (code) {
    case 'inPast':
    case 'fromTooEarly':
    case 'fromBeyondHorizon':
    case 'notDeliveryDay':
      return { field: 'from' };
    case 'toBeforeFrom':
    case 'toTooEarly':
    case 'toBeyondHorizon':
      return { field: 'to' };
    case 'UNKNOWN_POSTAL_CODE':
      return { field: 'postalCode' };
    case 'TOWN_MISMATCH':
      return { field: 'town' };
    case 'overlaps':
    case 'movePlanned':
    case 'tooManyChanges':
    case 'started':
    case 'CHANGE_NOT_FOUND':
    case 'TYPE_NOT_CHANGEABLE':
    case 'NO_PAPER':
      return {};
    default:
      return undefined;
  }
}

