import { type Address, AddressInputSchema } from '@lunch/contract';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { CheckboxGroup, TextAreaField, TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { WEEK_DAY_OPTIONS } from '../../../lib/format-date';
import { useApiForm } from '../../../lib/use-api-form';
import { useAddAddress, useUpdateAddress } from '../api/addresses';

/** What the address form edits: a new address, or one of the list. */
export type AddressEdit = { kind: 'new' } | { kind: 'edit'; address: Address };

const blank = {
  label: '',
  address_line_1: '',
  address_line_2: '',
  area: '',
  city: '',
  state: '',
  phone_number: '',
  instructions: '',
  default_for: [],
};

/** Every field of an address, checked as the server checks them; the server's refusals land on their fields. */
function AddressForm({ edit, onDone }: { edit: AddressEdit; onDone: () => void }) {
  const add = useAddAddress();
  const update = useUpdateAddress();
  const address = edit.kind === 'edit' ? edit.address : null;
  const {
    field,
    submit,
    setFocus,
    formState: { isSubmitting },
  } = useApiForm(AddressInputSchema, { defaultValues: address ? pick(address) : blank });
  // The dialog opens (showModal) after this form mounts, focusing its first focusable element, the
  // scrolling body: the first field takes the focus once it is open.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setFocus('label'));
    return () => cancelAnimationFrame(frame);
  }, [setFocus]);

  const onSubmit = submit(
    async (values) => {
      if (address) {
        const saved = await update.mutateAsync({ id: address.id, changes: values });
        toast.success(`${saved.label} saved`);
      } else {
        const saved = await add.mutateAsync(values);
        toast.success(`${saved.label} added`);
      }
      onDone();
    },
    { failure: 'Could not save the address. Please try again.' },
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Delivery address" className="flex flex-col gap-4">
      <TextField
        label="Label"
        hint="A name you will know it by, for example Home or Office"
        maxLength={40}
        {...field('label')}
      />
      <TextField label="Address line 1" autoComplete="address-line1" {...field('address_line_1')} />
      <TextField
        label="Address line 2 (optional)"
        autoComplete="address-line2"
        {...field('address_line_2')}
      />
      <TextField
        label="Area"
        hint="The neighbourhood, for example Ikeja or Lekki Phase 1: we deliver by area"
        {...field('area')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="City" autoComplete="address-level2" {...field('city')} />
        <TextField label="State" autoComplete="address-level1" {...field('state')} />
      </div>
      <TextField
        label="Phone number (optional)"
        type="tel"
        autoComplete="tel"
        placeholder="+234 803 123 4567"
        hint="For the rider, when it is not the number on your account"
        {...field('phone_number')}
      />
      <TextAreaField
        label="Delivery instructions (optional)"
        rows={3}
        placeholder="Gate code, floor, who to ask for"
        {...field('instructions')}
      />
      <CheckboxGroup
        legend="Default for these days"
        hint="Lunch for these days comes here unless you choose another address. A day can be the default of one address only."
        options={WEEK_DAY_OPTIONS}
        {...field('default_for')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting} loadingText="Saving...">
          Save address
        </Button>
      </div>
    </form>
  );
}

/** The fields of an address the form edits. */
function pick(address: Address) {
  return {
    label: address.label,
    address_line_1: address.address_line_1,
    address_line_2: address.address_line_2,
    area: address.area,
    city: address.city,
    state: address.state,
    phone_number: address.phone_number,
    instructions: address.instructions,
    default_for: address.default_for,
  };
}

/** Adding or editing an address, in a dialog (the form starts afresh each time it opens). */
export function AddressFormModal({ edit, onClose }: { edit: AddressEdit | null; onClose: () => void }) {
  const title = edit?.kind === 'edit' ? `Edit ${edit.address.label}` : 'Add a delivery address';
  return (
    <Modal open={edit !== null} onClose={onClose} title={title} size="lg">
      {edit ? <AddressForm edit={edit} onDone={onClose} /> : null}
    </Modal>
  );
}
