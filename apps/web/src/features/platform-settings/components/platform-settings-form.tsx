import {
  DELIVERY_SLOTS_LIMIT,
  MAX_DAYS_AHEAD_LIMIT,
  MIN_LEAD_MINUTES_LIMIT,
  type PlatformSettings,
} from '@lunch/contract';
import { toast } from 'sonner';
import { SaveButton } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { type FieldOf, useApiForm } from '../../../lib/use-api-form';
import { useUpdatePlatformSettings } from '../api/platform-settings';
import { formValues, SettingsFormSchema } from './settings-schema';

/** When ordering for a day closes, in which time zone, and how many days ahead. */
function OrderingFields({ field }: { field: FieldOf<'order_cutoff' | 'time_zone' | 'max_days_ahead'> }) {
  return (
    <>
      <TextField
        label="Order cut-off"
        type="time"
        hint="Ordering for a delivery day closes at this time on that day"
        {...field('order_cutoff')}
      />
      <TextField
        label="Time zone of the cut-off"
        hint="An IANA time zone, e.g. Africa/Lagos"
        list="time-zones"
        autoComplete="off"
        {...field('time_zone')}
      />
      <datalist id="time-zones">
        {Intl.supportedValuesOf('timeZone').map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <TextField
        label="Days ahead employees may order"
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_DAYS_AHEAD_LIMIT}
        step={1}
        hint={`0 (today only) to ${MAX_DAYS_AHEAD_LIMIT}`}
        {...field('max_days_ahead')}
      />
    </>
  );
}

/** The delivery slots offered and how long before a slot ordering for it closes. */
function SlotFields({ field }: { field: FieldOf<'slots' | 'min_lead_minutes'> }) {
  return (
    <>
      <TextField
        label="Delivery slots"
        autoComplete="off"
        placeholder="12:00, 12:30, 13:00"
        hint={`Up to ${DELIVERY_SLOTS_LIMIT} times (HH:MM, 24 h), separated by commas, in each company's own time zone`}
        {...field('slots')}
      />
      <TextField
        label="Lead time (minutes)"
        type="number"
        inputMode="numeric"
        min={0}
        max={MIN_LEAD_MINUTES_LIMIT}
        step={1}
        hint={`Ordering for a slot closes this long before it, to cook and deliver (0 to ${MIN_LEAD_MINUTES_LIMIT}). The cut-off must leave the last slot this much time.`}
        {...field('min_lead_minutes')}
      />
    </>
  );
}

/** The platform's ordering rules; the server's refusals land on the field they name. */
export function PlatformSettingsForm({ settings }: { settings: PlatformSettings }) {
  const update = useUpdatePlatformSettings();
  const {
    field,
    submit,
    formState: { isSubmitting, isDirty },
  } = useApiForm(SettingsFormSchema, { defaultValues: formValues(settings), values: formValues(settings) });

  const onSubmit = submit(
    async (change) => {
      await update.mutateAsync(change);
      toast.success('Settings saved');
    },
    { failure: 'Could not save the settings.' },
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex max-w-xl flex-col gap-4 rounded-2xl border border-line bg-white p-5 shadow-xs"
    >
      <OrderingFields field={field} />
      <SlotFields field={field} />
      <div>
        <SaveButton saving={isSubmitting} dirty={isDirty}>
          Save settings
        </SaveButton>
      </div>
    </form>
  );
}
