import { type DeliveryOptions, formatNaira, parseNaira, WEEK_DAY_LABELS } from '@lunch/contract';
import { Select } from '../../../components/ui/field';
import { formatDateTime, formatDay, formatSlot } from '../../../lib/format-date';

export type DeliveryDayPickerProps = {
  options: DeliveryOptions;
  /** The chosen delivery date ('YYYY-MM-DD'). */
  value: string;
  onChange: (date: string) => void;
  /** The slot the cart is for ('HH:MM'); default: the employee's. */
  slot?: string;
};

const money = (value: string | null) => (value === null ? null : formatNaira(parseNaira(value)));

/** For which day and slot the cart is delivered, the other days open for ordering, and the company's rules. */
export function DeliveryDayPicker({ options, value, onChange, slot = options.slot }: DeliveryDayPickerProps) {
  const chosen = options.days.find((day) => day.date === value);
  // Ordering for a slot closes at the day's cut-off or its lead time, the earlier.
  const closesAt = chosen?.slots?.find((open) => open.time === slot)?.closes_at ?? chosen?.cutoff_at;
  const days = options.order_days.map((day) => WEEK_DAY_LABELS[day]).join(', ') || 'no days';
  return (
    <section
      aria-labelledby="delivery-heading"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-xs sm:flex-row sm:items-start sm:gap-6"
    >
      <div className="flex flex-col gap-1 sm:w-72">
        <h2 id="delivery-heading" className="text-base font-semibold">
          Delivery
        </h2>
        {options.days.length === 0 ? (
          <p role="status" className="text-sm text-warning-800">
            No day is open for ordering right now.
          </p>
        ) : (
          <Select
            label="Delivery day"
            options={options.days.map((day) => ({ value: day.date, label: formatDay(day.date) }))}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
        {chosen ? (
          <p className="text-sm" data-testid="delivery-summary">
            Arrives {formatDay(chosen.date)} at {formatSlot(chosen.date, slot, options.time_zone)}. Order by{' '}
            {formatDateTime(closesAt, options.time_zone)}.
          </p>
        ) : null}
      </div>
      <dl className="grid flex-1 grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <dt className="text-ink-soft">Your company pays for</dt>
        <dd>{days}</dd>
        <dt className="text-ink-soft">Ordering hours</dt>
        <dd>
          {options.order_window_start}–{options.order_window_end} ({options.time_zone})
          {options.window_open ? '' : ' · closed now'}
        </dd>
        {options.per_order_cap ? (
          <>
            <dt className="text-ink-soft">Most per order</dt>
            <dd>{money(options.per_order_cap)}</dd>
          </>
        ) : null}
        {chosen?.left ? (
          <>
            <dt className="text-ink-soft">Left for this day</dt>
            <dd data-testid="left-today">{money(chosen.left)}</dd>
          </>
        ) : null}
        <dt className="text-ink-soft">Left this month</dt>
        <dd>{money(options.left_this_month)}</dd>
      </dl>
    </section>
  );
}
