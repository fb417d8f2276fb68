import { type AutoOrderSettings, WeekDaySchema } from '@lunch/contract';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { CheckboxGroup, TextField } from '../../../components/ui/field';
import { formatDay, WEEK_DAY_OPTIONS } from '../../../lib/format-date';
import { useApiForm } from '../../../lib/use-api-form';
import { useSaveAutoOrder } from '../api/auto-order';

/** The form's text as the settings the server takes; the server checks them. */
const AutoOrderFormSchema = z.object({
  enabled: z.boolean(),
  days: z.array(WeekDaySchema),
  skip_dates: z.string().transform((text) =>
    text
      .split(/[\s,]+/)
      .map((value) => value.trim())
      .filter(Boolean),
  ),
  max_price: z
    .string()
    .trim()
    .transform((price) => (price === '' ? null : price)),
  avoid_repeat_days: z.string().transform(Number),
});

/**
 * Auto-order: on (or off), the week days, dates to skip, a price ceiling and how many days a dish
 * is not repeated; below, the next dates it will order for.
 */
export function AutoOrderForm({ settings }: { settings: AutoOrderSettings }) {
  const save = useSaveAutoOrder();
  const {
    register,
    field,
    submit,
    formState: { isSubmitting },
  } = useApiForm(AutoOrderFormSchema, {
    defaultValues: {
      enabled: settings.enabled,
      days: settings.days.length > 0 ? settings.days : ['MON', 'TUE', 'WED', 'THU', 'FRI'],
      skip_dates: settings.skip_dates.join(', '),
      max_price: settings.max_price ?? '',
      avoid_repeat_days: String(settings.avoid_repeat_days),
    },
  });

  const onSubmit = submit(
    async (input) => {
      await save.mutateAsync(input);
      toast.success(input.enabled ? 'Auto-order is on' : 'Auto-order is off');
    },
    { failure: 'Could not save auto-order. Please try again.' },
  );

  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 shadow-xs sm:p-6"
      aria-labelledby="auto-order-title"
    >
      <div className="flex flex-col gap-1">
        <h2 id="auto-order-title" className="text-lg font-semibold">
          Auto-order
        </h2>
        <p className="text-sm text-ink-soft">
          Shortly before the cut-off, we order one meal for you that is safe for your health details,
          preferring your favourites and the best-rated dishes. You are emailed what was ordered and can
          cancel until the cut-off.
        </p>
      </div>
      <label className="flex items-center gap-3 font-medium">
        <input type="checkbox" className="size-5" {...register('enabled')} />
        Order lunch for me automatically
      </label>
      <CheckboxGroup legend="Days" options={WEEK_DAY_OPTIONS} {...field('days')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Skip these dates" hint="YYYY-MM-DD, separated by commas" {...field('skip_dates')} />
        <TextField
          label="Most a meal may cost (₦)"
          hint="Empty: only your company's limits"
          inputMode="decimal"
          {...field('max_price')}
        />
        <TextField
          label="Don't repeat a dish for (days)"
          type="number"
          min={0}
          max={14}
          {...field('avoid_repeat_days')}
        />
      </div>
      <div className="flex flex-col gap-1" aria-live="polite">
        <h3 className="text-sm font-medium">Next auto-orders</h3>
        {settings.enabled && settings.next_dates.length > 0 ? (
          <ul aria-label="Next auto-order dates" className="flex flex-wrap gap-2 text-sm">
            {settings.next_dates.map((date) => (
              <li key={date} className="rounded-full bg-cream-100 px-3 py-1">
                {formatDay(date)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-soft">
            {settings.enabled
              ? 'No upcoming dates: check the days and the dates skipped.'
              : 'Auto-order is off.'}
          </p>
        )}
      </div>
      <div>
        <Button type="submit" loading={isSubmitting} loadingText="Saving...">
          Save auto-order
        </Button>
      </div>
    </form>
  );
}
