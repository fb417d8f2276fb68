import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CompanySettings,
  nairaToKobo,
  TimeOfDaySchema,
  timeToMinutes,
  WEEK_DAY_LABELS,
  WEEK_DAYS,
  WeekDaySchema,
} from '@lunch/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useCompanySettings, useUpdateCompanySettings } from '../api/company-settings';

const capField = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || (nairaToKobo(value) ?? 0) > 0,
    'Leave empty for no cap, or enter an amount above 0',
  );

const ProgrammeFormSchema = z
  .object({
    order_days: z.array(WeekDaySchema),
    order_window_start: TimeOfDaySchema,
    order_window_end: TimeOfDaySchema,
    per_order_cap: capField,
    per_day_cap: capField,
  })
  .refine((form) => timeToMinutes(form.order_window_end) > timeToMinutes(form.order_window_start), {
    path: ['order_window_end'],
    message: 'The order window must end after it starts',
  });
type ProgrammeForm = z.infer<typeof ProgrammeFormSchema>;
const FIELDS = [
  'order_days',
  'order_window_start',
  'order_window_end',
  'per_order_cap',
  'per_day_cap',
] as const;

const formValues = (settings: CompanySettings): ProgrammeForm => ({
  order_days: settings.order_days,
  order_window_start: settings.order_window_start,
  order_window_end: settings.order_window_end,
  per_order_cap: settings.per_order_cap ?? '',
  per_day_cap: settings.per_day_cap ?? '',
});

/** The meal programme: which delivery days the company pays for, when employees may order, and caps. */
export function ProgrammeForm() {
  const settings = useCompanySettings();
  const update = useUpdateCompanySettings();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProgrammeForm>({
    resolver: zodResolver(ProgrammeFormSchema),
    defaultValues: {
      order_days: [],
      order_window_start: '00:00',
      order_window_end: '23:59',
      per_order_cap: '',
      per_day_cap: '',
    },
  });

  useEffect(() => {
    if (settings.data) reset(formValues(settings.data));
  }, [settings.data, reset]);

  const onSubmit = handleSubmit(async (form) => {
    try {
      const saved = await update.mutateAsync({
        ...form,
        per_order_cap: form.per_order_cap === '' ? null : form.per_order_cap,
        per_day_cap: form.per_day_cap === '' ? null : form.per_day_cap,
      });
      reset(formValues(saved));
      toast.success('Meal programme saved');
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
      toast.error(errorMessage(error, 'Could not save the meal programme. Please try again.'));
    }
  });

  return (
    <section
      aria-labelledby="programme-heading"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5 shadow-xs"
    >
      <div>
        <h2 id="programme-heading" className="text-lg font-semibold">
          Meal programme
        </h2>
        <p className="text-sm text-ink-soft">
          The days your company pays lunch for, when employees may order
          {settings.data ? ` (${settings.data.time_zone} time)` : ''}, and what one order or one day may cost.
        </p>
      </div>
      {settings.isPending ? (
        <Spinner label="Loading meal programme" />
      ) : settings.isError ? (
        <p role="alert" className="text-sm text-danger-700">
          {errorMessage(settings.error, 'Could not load the meal programme.')}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">Delivery days</legend>
            <div className="flex flex-wrap gap-2">
              {WEEK_DAYS.map((day) => (
                <label
                  key={day}
                  className="flex min-h-11 items-center gap-2 rounded-lg border border-line px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                >
                  <input type="checkbox" value={day} className="size-4" {...register('order_days')} />
                  {WEEK_DAY_LABELS[day]}
                </label>
              ))}
            </div>
            {errors.order_days ? (
              <p role="alert" className="text-sm text-danger-700">
                {errors.order_days.message}
              </p>
            ) : null}
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="Orders open at"
              type="time"
              error={errors.order_window_start?.message}
              {...register('order_window_start')}
            />
            <TextField
              label="Orders close at"
              type="time"
              hint="Inclusive: 23:59 keeps ordering open all day"
              error={errors.order_window_end?.message}
              {...register('order_window_end')}
            />
            <TextField
              label="Cap per order (₦)"
              type="number"
              inputMode="decimal"
              min="0.01"
              step="0.01"
              hint="Empty: no cap"
              error={errors.per_order_cap?.message}
              {...register('per_order_cap')}
            />
            <TextField
              label="Cap per employee per day (₦)"
              type="number"
              inputMode="decimal"
              min="0.01"
              step="0.01"
              hint="Sums an employee's orders for one delivery day. Empty: no cap"
              error={errors.per_day_cap?.message}
              {...register('per_day_cap')}
            />
          </div>
          <div>
            <Button type="submit" loading={isSubmitting} loadingText="Saving..." disabled={!isDirty}>
              Save programme
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
