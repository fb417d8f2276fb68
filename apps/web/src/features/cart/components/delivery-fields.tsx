import type { DeliveryOptions } from '@lunch/contract';
import { Select, type SelectOption } from '../../../components/ui/field';
import { formatDay, formatSlot } from '../../../lib/format-date';
import { choiceOn, slotsOf } from '../delivery-choice';
import type { CartDelivery } from '../types';

/**
 * The day (the open ones) and time (that day's slots, a closed one shown and not choosable) of a
 * delivery. Changing the day keeps the time when it is open that day, else takes the nearest open.
 */
export function DeliveryFields({
  options,
  value,
  onChange,
  disabled = false,
}: {
  options: DeliveryOptions;
  value: CartDelivery;
  onChange: (choice: CartDelivery) => void;
  disabled?: boolean;
}) {
  const day = options.days.find((open) => open.date === value.date);
  // A choice that closed (a refusal says so) shows as it is, marked closed, until it is changed.
  const slots: { time: string; open: boolean }[] = day ? [...slotsOf(day, options)] : [];
  const days: SelectOption[] = options.days.map((open) => ({
    value: open.date,
    label: formatDay(open.date),
  }));
  if (!day) days.unshift({ value: value.date, label: `${formatDay(value.date)} (closed)`, disabled: true });
  if (!slots.some((slot) => slot.time === value.slot)) {
    slots.push({ time: value.slot, open: false });
    slots.sort((a, b) => a.time.localeCompare(b.time));
  }
  const changeDay = (date: string) => {
    const choice = choiceOn(options, date, value.slot);
    if (choice) onChange(choice);
  };
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <Select
        label="Day"
        options={days}
        value={value.date}
        onChange={(event) => changeDay(event.target.value)}
        disabled={disabled}
      />
      <Select
        label="Time"
        options={slots.map((slot) => {
          const time = formatSlot(value.date, slot.time, options.time_zone);
          return { value: slot.time, label: slot.open ? time : `${time} (closed)`, disabled: !slot.open };
        })}
        value={value.slot}
        onChange={(event) => onChange({ date: value.date, slot: event.target.value })}
        disabled={disabled}
      />
    </div>
  );
}
