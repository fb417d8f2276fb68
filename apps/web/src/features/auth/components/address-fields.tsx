import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/ui/field';

type AddressValues = {
  address_line_1: string;
  address_line_2: string;
  city: string;
  state: string;
  country: string;
  zip_code: string;
};

/** The address block shared by both onboarding forms. */
export function AddressFields<T extends AddressValues>({
  register,
  errors,
  line2Required,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  line2Required: boolean;
}) {
  // The two forms have more fields than the address; narrow to the shared part.
  const reg = register as unknown as UseFormRegister<AddressValues>;
  const err = errors as FieldErrors<AddressValues>;
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-base font-semibold text-ink">Address</legend>
      <TextField
        label="Address line 1"
        autoComplete="address-line1"
        required
        error={err.address_line_1?.message}
        {...reg('address_line_1')}
      />
      <TextField
        label={line2Required ? 'Address line 2' : 'Address line 2 (optional)'}
        autoComplete="address-line2"
        required={line2Required}
        error={err.address_line_2?.message}
        {...reg('address_line_2')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="City"
          autoComplete="address-level2"
          required
          error={err.city?.message}
          {...reg('city')}
        />
        <TextField
          label="State"
          autoComplete="address-level1"
          required
          error={err.state?.message}
          {...reg('state')}
        />
        <TextField
          label="Country"
          autoComplete="country-name"
          required
          error={err.country?.message}
          {...reg('country')}
        />
        <TextField
          label="Zip code"
          autoComplete="postal-code"
          required
          error={err.zip_code?.message}
          {...reg('zip_code')}
        />
      </div>
    </fieldset>
  );
}

export const ADDRESS_FIELDS = [
  'address_line_1',
  'address_line_2',
  'city',
  'state',
  'country',
  'zip_code',
] as const;

/** The address fields' starting values in a form. */
export const EMPTY_ADDRESS = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])) as Record<
  (typeof ADDRESS_FIELDS)[number],
  string
>;
