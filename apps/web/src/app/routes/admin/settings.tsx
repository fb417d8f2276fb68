import { MAX_DAYS_AHEAD_LIMIT, type PlatformSettings, UpdatePlatformSettingsSchema } from '@lunch/contract';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Loaded } from '../../../components/ui/loaded';
import { PageHeader } from '../../../components/ui/page-header';
import {
  usePlatformSettings,
  useUpdatePlatformSettings,
} from '../../../features/platform-settings/api/platform-settings';
import { useApiForm } from '../../../lib/use-api-form';

/** The form's text, checked as the server checks the change; an empty number is no number. */
const { shape } = UpdatePlatformSettingsSchema;
const SettingsFormSchema = z.object({
  order_cutoff: shape.order_cutoff.unwrap(),
  time_zone: shape.time_zone.unwrap(),
  max_days_ahead: z
    .string()
    .transform((text) => (text === '' ? Number.NaN : Number(text)))
    .pipe(shape.max_days_ahead.unwrap()),
});

const formValues = (settings: PlatformSettings): z.input<typeof SettingsFormSchema> => ({
  ...settings,
  max_days_ahead: String(settings.max_days_ahead),
});

function SettingsForm({ settings }: { settings: PlatformSettings }) {
  const update = useUpdatePlatformSettings();
  const {
    field,
    submit,
    formState: { isSubmitting },
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
      <div>
        <Button type="submit" loading={isSubmitting} loadingText="Saving...">
          Save settings
        </Button>
      </div>
    </form>
  );
}

/** /admin/settings: when ordering for a day closes, in which time zone, and how many days ahead employees may order. */
export function Component() {
  const settings = usePlatformSettings();
  return (
    <section className="flex flex-col gap-6">
      <title>Settings · Lunch</title>
      <PageHeader title="Settings" description="Ordering rules for every company." />
      <Loaded query={settings} loading="Loading settings..." showLabel failure="Could not load the settings.">
        {(loaded) => <SettingsForm settings={loaded} />}
      </Loaded>
    </section>
  );
}
