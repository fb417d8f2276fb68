import {
  type CompanySettings,
  nairaToKobo,
  TimeOfDaySchema,
  timeToMinutes,
  WeekDaySchema,
} from '@lunch/contract';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { SaveButton } from '../../../components/ui/button';
import { CheckboxGroup, MoneyField, TextField } from '../../../components/ui/field';
import { Loaded } from '../../../components/ui/loaded';
import { Panel } from '../../../components/ui/panel';
import { WEEK_DAY_OPTIONS } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { useApiForm } from '../../../lib/use-api-form';
import { useCompanySettings, useUpdateCompanySettings } from '../api/company-settings';

/** A cap in naira; empty: no cap (null). */
const capField = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || (nairaToKobo(value) ?? 0) > 0,
    'Leave empty for no cap, or enter an amount above 0',
  )
  .transform((value) => (value === '' ? null : value));

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

const formValues = (settings: CompanySettings): z.input<typeof ProgrammeFormSchema> => ({
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
    field,
    submit,
    formState: { isSubmitting, isDirty },
  } = useApiForm(ProgrammeFormSchema, {
    defaultValues: {
      order_days: [],
      order_window_start: '00:00',
      order_window_end: '23:59',
      per_order_cap: '',
      per_day_cap: '',
    },
    values: settings.data && formValues(settings.data),
  });

  const onSubmit = submit(
    async (programme) => {
      await update.mutateAsync(programme);
      toast.success('Meal programme saved');
    },
    { failure: 'Could not save the meal programme. Please try again.' },
  );

  return (
    <Panel
      title="Meal programme"
      description={
        <>
          The days your company pays lunch for, when employees may order
          {settings.data ? ` (${settings.data.time_zone} time)` : ''}, and what one order or one day may cost.
          {settings.data ? (
            <>
              {' '}
              The time zone is set in your{' '}
              <Link to={paths.dashboard.profile} className="font-medium text-brand-800 underline">
                company profile
              </Link>
              .
            </>
          ) : null}
        </>
      }
    >
      <Loaded query={settings} loading="Loading meal programme" failure="Could not load the meal programme.">
        {() => (
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
            <CheckboxGroup legend="Delivery days" options={WEEK_DAY_OPTIONS} {...field('order_days')} />
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField label="Orders open at" type="time" {...field('order_window_start')} />
              <TextField
                label="Orders close at"
                type="time"
                hint="Inclusive: 23:59 keeps ordering open all day"
                {...field('order_window_end')}
              />
              <MoneyField
                label="Cap per order (₦)"
                min="0.01"
                hint="Empty: no cap"
                {...field('per_order_cap')}
              />
              <MoneyField
                label="Cap per employee per day (₦)"
                min="0.01"
                hint="Sums an employee's orders for one delivery day. Empty: no cap"
                {...field('per_day_cap')}
              />
            </div>
            <div>
              <SaveButton saving={isSubmitting} dirty={isDirty}>
                Save programme
              </SaveButton>
            </div>
          </form>
        )}
      </Loaded>
    </Panel>
  );
}
