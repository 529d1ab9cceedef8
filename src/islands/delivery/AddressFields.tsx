// The address fields of a delivery form (a move, a temporary address): labelled, with hints and errors, the town
// filled in from the postal code (Posten's register, loaded when the postal code field gets focus), and "Vet ikke"
// for the apartment number. The form owns the values; these fields only draw them.
import { useState } from 'react';
import type { FieldError, FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { isPostalCode, POSTAL_CODE_LENGTH } from '../../domain/delivery/address.ts';
import { nbAddress } from '../../i18n/nb/delivery.ts';
import { Field } from '../shared/Field.tsx';
import type { AddressInput } from '../../domain/delivery/address-form.ts';
import { loadPostalRegister, townOf } from './postal-register.ts';

const text = nbAddress;

interface Props<Form extends AddressInput & FieldValues, Output> {
  form: UseFormReturn<Form, unknown, Output>;
  /** The c/o name's hint: whose mailbox it is, when the name is required. */
  nameRequired: boolean;
}

export function AddressFields<Form extends AddressInput & FieldValues, Output>({
  form,
  nameRequired,
}: Props<Form, Output>) {
  const {
    register,
    setValue,
    setError,
    clearErrors,
    watch,
    formState: { errors, isSubmitted },
  } = form;
  const name = (field: keyof AddressInput) => field as Path<Form>;
  const error = (field: keyof AddressInput) => errors[field] as FieldError | undefined;
  const apartmentUnknown = watch(name('apartmentUnknown')) === true;
  const [lookedUp, setLookedUp] = useState<string>();

  async function fillTown(postalCode: string) {
    if (!isPostalCode(postalCode)) return;
    const town = await townOf(postalCode);
    // Only the answer for what is in the field now: a quick typist may have changed it meanwhile.
    if (town === undefined || form.getValues(name('postalCode')) !== postalCode) return;
    if (town === null) {
      // The town of the code typed before would be wrong beside this one: cleared, and the code said to be unknown.
      setLookedUp(undefined);
      setValue(name('town'), '' as PathValue<Form, Path<Form>>, { shouldDirty: true });
      setError(name('postalCode'), { message: text.unknownPostalCode(postalCode) });
      return;
    }
    clearErrors(name('postalCode'));
    setLookedUp(postalCode);
    setValue(name('town'), town as PathValue<Form, Path<Form>>, { shouldValidate: isSubmitted, shouldDirty: true });
  }

  return (
    <>
      <Field
        label={text.coName}
        hint={nameRequired ? undefined : text.coNameHint}
        autoComplete="off"
        registration={register(name('coName'))}
        error={error('coName')}
      />
      <Field
        label={text.street}
        autoComplete="address-line1"
        registration={register(name('street'))}
        error={error('street')}
      />
      <Field
        label={text.streetNumber}
        hint={text.streetNumberHint}
        autoComplete="off"
        registration={register(name('streetNumber'))}
        error={error('streetNumber')}
      />
      <div className="field">
        <Field
          label={text.apartmentNumber}
          hint={text.apartmentNumberHint}
          autoComplete="off"
          disabled={apartmentUnknown}
          registration={register(name('apartmentNumber'))}
          error={apartmentUnknown ? undefined : error('apartmentNumber')}
        />
        <label className="choice choice--inline">
          <input
            type="checkbox"
            {...register(name('apartmentUnknown'), { onChange: () => clearErrors(name('apartmentNumber')) })}
          />
          <span>{text.apartmentUnknown}</span>
        </label>
      </div>
      <Field label={text.floor} autoComplete="off" registration={register(name('floor'))} error={error('floor')} />
      <Field
        label={text.postalCode}
        inputMode="numeric"
        maxLength={POSTAL_CODE_LENGTH}
        autoComplete="postal-code"
        onFocus={() => void loadPostalRegister().catch(() => undefined)}
        registration={register(name('postalCode'), {
          onChange: (event: { target: { value: string } }) => void fillTown(event.target.value.trim()),
        })}
        error={error('postalCode')}
      />
      <Field
        label={text.town}
        hint={lookedUp ? undefined : text.townHint}
        autoComplete="address-level2"
        registration={register(name('town'))}
        error={error('town')}
      />
    </>
  );
}
