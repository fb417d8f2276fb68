import type { Zone } from '@lunch/contract';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { MoneyField, TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { useApiForm } from '../../../lib/use-api-form';
import { useSaveZone } from '../api/zones';
import { ZoneFormSchema, zoneFormValues } from '../zone-form';
import { AreaRows } from './area-rows';

/** The zone's name, fee, areas and its own slots and cut-off; the server's refusals land on the field they name. */
function ZoneForm({ zone, onDone }: { zone?: Zone; onDone: () => void }) {
  const save = useSaveZone();
  const { field, submit, control, getValues, formState } = useApiForm(ZoneFormSchema, {
    defaultValues: zoneFormValues(zone),
  });
  const areasError = formState.errors.areas?.root?.message ?? formState.errors.areas?.message;

  const onSubmit = submit(
    async (input) => {
      const saved = await save.mutateAsync({ id: zone?.id, input });
      toast.success(zone ? `Zone ${saved.name} saved` : `Zone ${saved.name} added`);
      onDone();
    },
    { failure: 'Could not save the zone. Please try again.' },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label="Name" autoComplete="off" placeholder="Lagos Mainland" {...field('name')} />
        <MoneyField
          label="Delivery fee (₦)"
          min="0"
          hint="Charged to the company wallet once per employee, day, slot and address"
          {...field('delivery_fee')}
        />
      </div>
      <AreaRows control={control} getValues={getValues} field={field} error={areasError} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Own delivery slots (optional)"
          autoComplete="off"
          placeholder="12:00, 12:30"
          hint="Times (HH:MM, 24 h) separated by commas. Empty: the platform's slots."
          {...field('slots')}
        />
        <TextField
          label="Own order cut-off (optional)"
          type="time"
          hint="Platform time zone. Empty: the platform's cut-off."
          {...field('order_cutoff')}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={formState.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={formState.isSubmitting} loadingText="Saving...">
          {zone ? 'Save zone' : 'Add zone'}
        </Button>
      </div>
    </form>
  );
}

/** Adds a zone (`zone` undefined) or edits one, in a dialog. */
export function ZoneFormModal({ open, zone, onClose }: { open: boolean; zone?: Zone; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={zone ? `Edit ${zone.name}` : 'Add zone'}
      description="Orders already placed keep their zone and fee."
      size="lg"
    >
      {open ? <ZoneForm key={zone?.id ?? 'new'} zone={zone} onDone={onClose} /> : null}
    </Modal>
  );
}
