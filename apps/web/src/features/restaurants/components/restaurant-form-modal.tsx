import type { Restaurant } from '@lunch/contract';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { CheckboxGroup, type SelectOption, TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { type FieldOf, useApiForm } from '../../../lib/use-api-form';
import { useCreateRestaurant, useUpdateRestaurant } from '../api/restaurants';
import { RESTAURANT_FORM_FIELDS, RestaurantFormSchema, restaurantFormValues } from '../restaurant-form';

/** The delivery zones it serves as chips; while they load, a spinner; without any, what that means. */
function ZoneChoices({
  zones,
  field,
}: {
  zones: readonly SelectOption[] | undefined;
  field: FieldOf<'zones'>;
}) {
  if (zones === undefined) return <Spinner label="Loading the delivery zones..." showLabel size="sm" />;
  if (zones.length === 0)
    return (
      <p className="text-sm text-ink-soft">
        No delivery zones yet: the restaurant delivers to every address. Once zones exist, you may limit it to
        some of them.
      </p>
    );
  return (
    <CheckboxGroup
      legend="Zones"
      options={zones}
      hint="The zones whose addresses it delivers to. None chosen: every address."
      {...field('zones')}
    />
  );
}

/** Where its payouts go: a Nigerian bank account (the bank's code at Paystack, the 10-digit NUBAN). */
function PayoutBankFields({
  field,
}: {
  field: FieldOf<'payout_bank.bank_code' | 'payout_bank.account_number' | 'payout_bank.account_name'>;
}) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-line p-4">
      <legend className="px-1 text-sm font-medium text-ink">Payout bank account</legend>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Bank code"
          inputMode="numeric"
          autoComplete="off"
          placeholder="058"
          hint="The bank's code at Paystack, 3 to 6 digits"
          {...field('payout_bank.bank_code')}
        />
        <TextField
          label="Account number"
          inputMode="numeric"
          autoComplete="off"
          placeholder="0123456789"
          hint="10 digits (NUBAN)"
          {...field('payout_bank.account_number')}
        />
      </div>
      <TextField label="Account name" autoComplete="off" {...field('payout_bank.account_name')} />
    </fieldset>
  );
}

/**
 * Adds a restaurant (`restaurant` undefined) or edits one: every field of `POST /admin/restaurants`;
 * the form checks them as the server does, and the server's refusals land on the field they name.
 */
function RestaurantForm({
  restaurant,
  zones,
  onDone,
}: {
  restaurant?: Restaurant;
  zones: readonly SelectOption[] | undefined;
  onDone: () => void;
}) {
  const create = useCreateRestaurant();
  const update = useUpdateRestaurant();
  const { field, submit, setFocus, formState } = useApiForm(RestaurantFormSchema, {
    defaultValues: restaurantFormValues(restaurant),
    fields: RESTAURANT_FORM_FIELDS,
  });
  // The dialog opens (showModal) after this form mounts, focusing its scrolling body: the first
  // field takes the focus once it is open.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setFocus('name'));
    return () => cancelAnimationFrame(frame);
  }, [setFocus]);

  const onSubmit = submit(
    async (values) => {
      if (restaurant) {
        const saved = await update.mutateAsync({ id: restaurant.id, changes: values });
        toast.success(`${saved.name} saved`);
      } else {
        const added = await create.mutateAsync(values);
        toast.success(`${added.name} added: an invitation is on its way to ${added.contact_email}`);
      }
      onDone();
    },
    { failure: 'Could not save the restaurant. Please try again.' },
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={restaurant ? 'Edit restaurant' : 'Add restaurant'}
      className="flex flex-col gap-4"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label="Name" autoComplete="off" {...field('name')} />
        <TextField
          label="Contact email"
          type="email"
          autoComplete="off"
          hint="Receives the invitation code to sign up with"
          {...field('contact_email')}
        />
      </div>
      <TextField label="Address" autoComplete="off" {...field('address')} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Cuisines"
          autoComplete="off"
          placeholder="Nigerian, Lebanese"
          hint="Separated by commas; employees filter the menu by them"
          {...field('cuisines')}
        />
        <TextField
          label="Commission (%)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="15"
          hint="The platform's share of each delivered order, 0 to 100"
          {...field('commission_percent')}
        />
      </div>
      <ZoneChoices zones={zones} field={field} />
      <PayoutBankFields field={field} />
      <div className="flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={formState.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={formState.isSubmitting} loadingText="Saving...">
          {restaurant ? 'Save restaurant' : 'Add restaurant'}
        </Button>
      </div>
    </form>
  );
}

/** What the form edits: a new restaurant, or one of the list. */
export type RestaurantEdit = { kind: 'add' } | { kind: 'edit'; restaurant: Restaurant };

/**
 * Adds a restaurant or edits one, in a dialog; `zones`: the platform's delivery zones (value: id,
 * label: name), which the page reads.
 */
export function RestaurantFormModal({
  edit,
  zones,
  onClose,
}: {
  edit: RestaurantEdit | null;
  zones: readonly SelectOption[] | undefined;
  onClose: () => void;
}) {
  const restaurant = edit?.kind === 'edit' ? edit.restaurant : undefined;
  return (
    <Modal
      open={edit !== null}
      onClose={onClose}
      title={restaurant ? `Edit ${restaurant.name}` : 'Add restaurant'}
      description={
        restaurant
          ? 'A new commission applies to the orders delivered from now on.'
          : 'The contact email gets an invitation code: the restaurant signs up with it and keeps its own menu, hours and tickets.'
      }
      size="lg"
    >
      {edit ? (
        <RestaurantForm
          key={restaurant?.id ?? 'new'}
          restaurant={restaurant}
          zones={zones}
          onDone={onClose}
        />
      ) : null}
    </Modal>
  );
}
