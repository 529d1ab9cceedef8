// The plan change's form (/endre-abonnement), apart from changes.ts: it takes the delivery address form's fields,
// which only the islands load (astro.config.mjs's ISLAND_FORMS), while the rules in changes.ts are every page's.
import * as v from 'valibot';
import { addressEntries, addressIssues, type AddressFormMessages } from '../delivery/address-form.ts';

/**
 * /endre-abonnement: a plan is chosen (which plans may be is changeOptions'); where the chosen one starts the
 * paper (`needsAddress`), the address it goes to too, by the delivery address form's own rules and words.
 */
export const changePlanSchema = (
  messages: { required: string },
  addressMessages: AddressFormMessages,
  needsAddress: (offerId: string) => boolean,
) =>
  v.pipe(
    v.object({ offerId: v.pipe(v.string(messages.required), v.minLength(1, messages.required)), ...addressEntries }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (dataset.typed && needsAddress(dataset.value.offerId))
        for (const issue of addressIssues(addressMessages, dataset.value, false)) addIssue(issue);
    }),
  );
