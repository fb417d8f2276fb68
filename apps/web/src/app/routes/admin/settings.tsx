import { MAX_DAYS_AHEAD_LIMIT, type PlatformSettings, UpdatePlatformSettingsSchema } from '@lunch/contract';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import {
  usePlatformSettings,
  useUpdatePlatformSettings,
} from '../../../features/platform-settings/api/platform-settings';
import { ApiError, errorMessage } from '../../../lib/api-client';

type Form = { order_cutoff: string; time_zone: string; max_days_ahead: string };
type Errors = Partial<Record<keyof Form, string>>;
const toForm = (settings: PlatformSettings): Form => ({
  ...settings,
  max_days_ahead: String(settings.max_days_ahead),
});

/** /admin/settings: when ordering for a day closes, in which time zone, and how many days ahead employees may order. */
export function Component() {
  const settings = usePlatformSettings();
  const update = useUpdatePlatformSettings();
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => {
    if (settings.data) setForm(toForm(settings.data));
  }, [settings.data]);

  const set = (field: keyof Form) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setForm((current) => (current ? { ...current, [field]: event.target.value } : current));

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form) return;
    const body = {
      ...form,
      max_days_ahead: form.max_days_ahead === '' ? Number.NaN : Number(form.max_days_ahead),
    };
    const parsed = UpdatePlatformSettingsSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    try {
      const saved = await update.mutateAsync(parsed.data);
      setForm(toForm(saved));
      toast.success('Settings saved');
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(
          Object.fromEntries(error.errors.map((issue) => [issue.path.replace(/^body\./, ''), issue.message])),
        );
      }
      toast.error(errorMessage(error, 'Could not save the settings.'));
    }
  };

  return (
    <section className="flex flex-col gap-6">
      <title>Settings · Lunch</title>
      <PageHeader title="Settings" description="Ordering rules for every company." />
      {settings.isPending || !form ? (
        settings.isError ? (
          <p role="alert" className="text-danger-700">
            {errorMessage(settings.error, 'Could not load the settings.')}
          </p>
        ) : (
          <Spinner label="Loading settings..." showLabel />
        )
      ) : (
        <form
          onSubmit={save}
          noValidate
          className="flex max-w-xl flex-col gap-4 rounded-2xl border border-line bg-white p-5 shadow-xs"
        >
          <TextField
            label="Order cut-off"
            type="time"
            hint="Ordering for a delivery day closes at this time on that day"
            value={form.order_cutoff}
            onChange={set('order_cutoff')}
            error={errors.order_cutoff}
          />
          <TextField
            label="Time zone of the cut-off"
            hint="An IANA time zone, e.g. Africa/Lagos"
            value={form.time_zone}
            onChange={set('time_zone')}
            error={errors.time_zone}
            list="time-zones"
            autoComplete="off"
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
            value={form.max_days_ahead}
            onChange={set('max_days_ahead')}
            error={errors.max_days_ahead}
          />
          <div>
            <Button type="submit" loading={update.isPending} loadingText="Saving...">
              Save settings
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
