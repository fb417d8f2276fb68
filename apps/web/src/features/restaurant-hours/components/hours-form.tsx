import type { Restaurant } from '@lunch/contract';
import { type ReactNode, useId } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { CheckboxGroup, TextField } from '../../../components/ui/field';
import { WEEK_DAY_OPTIONS } from '../../../lib/format-date';
import { type FieldProps, useApiForm } from '../../../lib/use-api-form';
import { useSaveHours } from '../api/restaurant-profile';
import { HoursFormSchema, hoursFormValues } from '../hours-form';

/** One choice of a radio group; `children` (the field the choice needs, shown once chosen) follows its label. */
function Choice({
  value,
  label,
  radio,
  children,
}: {
  value: string;
  label: string;
  radio: FieldProps;
  children?: ReactNode;
}) {
  const { error: _error, ...input } = radio;
  return (
    <div className="flex flex-col gap-2">
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
        <input type="radio" value={value} className="size-5 accent-brand-700" {...input} />
        {label}
      </label>
      {children ? <div className="pl-8">{children}</div> : null}
    </div>
  );
}

/** A radio group with its legend and a line about it. */
function Choices({ legend, hint, children }: { legend: string; hint: string; children: ReactNode }) {
  const hintId = useId();
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={hintId}>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <p id={hintId} className="mb-1 text-sm text-ink-soft">
        {hint}
      </p>
      {children}
    </fieldset>
  );
}

/**
 * The restaurant's hours: the days it cooks, its own order cut-off (never later than the
 * platform's: the server says so on the field) and how many orders it takes per slot.
 */
export function HoursForm({ restaurant }: { restaurant: Restaurant }) {
  const save = useSaveHours();
  const { field, submit, watch, formState } = useApiForm(HoursFormSchema, {
    defaultValues: hoursFormValues(restaurant),
  });
  const ownCutoff = watch('cutoff') === 'own';
  const limited = watch('capacity') === 'limit';

  const onSubmit = submit(
    async (hours) => {
      await save.mutateAsync(hours);
      toast.success('Hours saved');
    },
    { failure: 'Could not save your hours. Please try again.' },
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Hours"
      className="flex flex-col gap-6 rounded-2xl border border-line bg-white p-5 shadow-xs sm:p-6"
    >
      <CheckboxGroup
        legend="Opening days"
        options={WEEK_DAY_OPTIONS}
        hint="The delivery days you cook. None ticked: every day the platform delivers."
        {...field('opening_days')}
      />
      <Choices
        legend="Order cut-off"
        hint="The time on the delivery day after which you take no more orders, in the platform's time zone. It may not be later than the platform's."
      >
        <Choice value="platform" label="Platform's cut-off" radio={field('cutoff')} />
        <Choice value="own" label="Own cut-off" radio={field('cutoff')}>
          {ownCutoff ? (
            <TextField
              label="Own cut-off time"
              type="time"
              containerClassName="sm:w-48"
              {...field('order_cutoff')}
            />
          ) : null}
        </Choice>
      </Choices>
      <Choices legend="Capacity per slot" hint="How many orders you take for each delivery slot.">
        <Choice value="none" label="No limit" radio={field('capacity')} />
        <Choice value="limit" label="A number of orders" radio={field('capacity')}>
          {limited ? (
            <TextField
              label="Orders per slot"
              inputMode="numeric"
              autoComplete="off"
              containerClassName="sm:w-48"
              {...field('slot_capacity')}
            />
          ) : null}
        </Choice>
      </Choices>
      <div className="flex justify-end border-t border-line pt-4">
        <Button type="submit" loading={formState.isSubmitting} loadingText="Saving...">
          Save hours
        </Button>
      </div>
    </form>
  );
}
