import { TextField } from '../../../components/ui/field';
import type { FieldOf } from '../../../lib/use-api-form';

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

/** The required fields beside each other below the address lines. */
const PLACE_FIELDS = [
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
  { name: 'zip_code', label: 'Zip code', autoComplete: 'postal-code' },
] as const;

/** The address block shared by the onboarding and profile forms. */
export function AddressFields({
  field,
  line2Required,
  legend = 'Address',
}: {
  field: FieldOf<(typeof ADDRESS_FIELDS)[number]>;
  line2Required: boolean;
  legend?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-base font-semibold text-ink">{legend}</legend>
      <TextField label="Address line 1" autoComplete="address-line1" required {...field('address_line_1')} />
      <TextField
        label={line2Required ? 'Address line 2' : 'Address line 2 (optional)'}
        autoComplete="address-line2"
        required={line2Required}
        {...field('address_line_2')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {PLACE_FIELDS.map(({ name, ...place }) => (
          <TextField key={name} required {...place} {...field(name)} />
        ))}
      </div>
    </fieldset>
  );
}
