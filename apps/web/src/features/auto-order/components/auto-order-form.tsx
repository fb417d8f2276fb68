import { type AutoOrderSettings, WEEK_DAY_LABELS, WEEK_DAYS, type WeekDay } from '@lunch/contract';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { useSaveAutoOrder } from '../api/auto-order';

const splitDates = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((value) => value.trim())
    .filter(Boolean);

/**
 * Auto-order: on (or off), the week days, dates to skip, a price ceiling and how many days a dish
 * is not repeated; below, the next dates it will order for.
 */
export function AutoOrderForm({ settings }: { settings: AutoOrderSettings }) {
  const save = useSaveAutoOrder();
  const [enabled, setEnabled] = useState(settings.enabled);
  const [days, setDays] = useState<WeekDay[]>(
    settings.days.length > 0 ? settings.days : ['MON', 'TUE', 'WED', 'THU', 'FRI'],
  );
  const [skipDates, setSkipDates] = useState(settings.skip_dates.join(', '));
  const [maxPrice, setMaxPrice] = useState(settings.max_price ?? '');
  const [avoid, setAvoid] = useState(String(settings.avoid_repeat_days));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const toggleDay = (day: WeekDay) =>
    setDays((current) => (current.includes(day) ? current.filter((d) => d !== day) : [...current, day]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await save.mutateAsync({
        enabled,
        days,
        skip_dates: splitDates(skipDates),
        max_price: maxPrice.trim() === '' ? null : maxPrice.trim(),
        avoid_repeat_days: Number(avoid),
      });
      toast.success(enabled ? 'Auto-order is on' : 'Auto-order is off');
    } catch (error) {
      const fields = error instanceof ApiError ? error.errors : [];
      setErrors(Object.fromEntries(fields.map((field) => [field.path.split('.')[0]!, field.message])));
      toast.error(errorMessage(error, 'Could not save auto-order. Please try again.'));
    }
  };

  return (
    <form
      onSubmit={submit}
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
        <input
          type="checkbox"
          className="size-5"
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
        />
        Order lunch for me automatically
      </label>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Days</legend>
        <div className="flex flex-wrap gap-2">
          {WEEK_DAYS.map((day) => (
            <label
              key={day}
              className="flex items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm"
            >
              <input type="checkbox" checked={days.includes(day)} onChange={() => toggleDay(day)} />
              {WEEK_DAY_LABELS[day]}
            </label>
          ))}
        </div>
        {errors.days ? <p className="text-sm text-danger-700">{errors.days}</p> : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Skip these dates"
          hint="YYYY-MM-DD, separated by commas"
          value={skipDates}
          onChange={(event) => setSkipDates(event.target.value)}
          error={errors.skip_dates}
        />
        <TextField
          label="Most a meal may cost (₦)"
          hint="Empty: only your company's limits"
          inputMode="decimal"
          value={maxPrice}
          onChange={(event) => setMaxPrice(event.target.value)}
          error={errors.max_price}
        />
        <TextField
          label="Don't repeat a dish for (days)"
          type="number"
          min={0}
          max={14}
          value={avoid}
          onChange={(event) => setAvoid(event.target.value)}
          error={errors.avoid_repeat_days}
        />
      </div>
      <div className="flex flex-col gap-1" aria-live="polite">
        <h3 className="text-sm font-medium">Next auto-orders</h3>
        {settings.enabled && settings.next_dates.length > 0 ? (
          <ul aria-label="Next auto-order dates" className="flex flex-wrap gap-2 text-sm">
            {settings.next_dates.map((date) => (
              <li key={date} className="rounded-full bg-cream-100 px-3 py-1">
                {formatDate(`${date}T12:00:00Z`, 'UTC')}
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
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save auto-order'}
        </Button>
      </div>
    </form>
  );
}
