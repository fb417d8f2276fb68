import {
  LegalNameSchema,
  type PlatformSettings,
  TaxAddressSchema,
  TinSchema,
  UpdatePlatformSettingsSchema,
} from '@lunch/contract';
import { toast } from 'sonner';
import { z } from 'zod';
import { SaveButton } from '../../../components/ui/button';
import { Select, TextAreaField, TextField } from '../../../components/ui/field';
import { Panel } from '../../../components/ui/panel';
import { useApiForm } from '../../../lib/use-api-form';
import { useUpdatePlatformSettings } from '../api/platform-settings';

const vatRate = UpdatePlatformSettingsSchema.shape.vat_rate.unwrap();

/** The seller and VAT form's text, checked as the server checks it; the VAT rate is sent as typed. */
const SellerFormSchema = z.object({
  legal_name: LegalNameSchema,
  tin: TinSchema,
  address: TaxAddressSchema,
  vat_rate: z
    .string()
    .trim()
    .refine(
      (text) => vatRate.safeParse(text).success,
      'Must be a percentage from 0 to 100 with at most 2 decimals, e.g. 7.5',
    ),
  prices_include_vat: z.enum(['true', 'false']).transform((value) => value === 'true'),
});

const formValues = (settings: PlatformSettings): z.input<typeof SellerFormSchema> => ({
  legal_name: settings.legal_name,
  tin: settings.tin,
  address: settings.address,
  vat_rate: String(settings.vat_rate),
  prices_include_vat: settings.prices_include_vat ? 'true' : 'false',
});

const PRICE_OPTIONS = [
  { value: 'true', label: 'Include VAT (the invoice takes it out of them)' },
  { value: 'false', label: 'Do not include VAT (the invoice adds it)' },
];

/** The seller on every tax invoice and credit note, and how VAT is charged; the next document copies them. */
export function SellerForm({ settings }: { settings: PlatformSettings }) {
  const update = useUpdatePlatformSettings();
  const {
    field,
    submit,
    formState: { isSubmitting, isDirty },
  } = useApiForm(SellerFormSchema, { defaultValues: formValues(settings), values: formValues(settings) });

  const onSubmit = submit(
    async (seller) => {
      await update.mutateAsync(seller);
      toast.success('Seller and VAT saved: the next invoice uses them');
    },
    { failure: 'Could not save the seller and VAT.' },
  );

  return (
    <Panel
      title="Invoices: seller and VAT"
      description="Printed on every VAT invoice and credit note. An invoice already issued keeps what it said."
    >
      <form onSubmit={onSubmit} noValidate className="flex max-w-xl flex-col gap-4">
        <TextField
          label="Seller's legal name"
          autoComplete="organization"
          hint='Empty: invoices name the seller "Lunch"'
          {...field('legal_name')}
        />
        <TextField
          label="Seller's TIN"
          inputMode="numeric"
          autoComplete="off"
          hint="Tax identification number, e.g. 12345678-0001"
          {...field('tin')}
        />
        <TextAreaField label="Seller's address" rows={3} {...field('address')} />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="VAT rate (%)"
            inputMode="decimal"
            autoComplete="off"
            hint="e.g. 7.5"
            {...field('vat_rate')}
          />
          <Select
            label="Menu prices and delivery fees"
            options={PRICE_OPTIONS}
            {...field('prices_include_vat')}
          />
        </div>
        <div>
          <SaveButton saving={isSubmitting} dirty={isDirty}>
            Save seller and VAT
          </SaveButton>
        </div>
      </form>
    </Panel>
  );
}
