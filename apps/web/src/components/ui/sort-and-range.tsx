import type { ListSort } from '@lunch/contract';
import { Select, TextField } from './field';

const sortOptions: { value: ListSort; label: string }[] = [
  { value: '-created_at', label: 'Newest first' },
  { value: 'created_at', label: 'Oldest first' },
  { value: '-amount', label: 'Largest amount first' },
  { value: 'amount', label: 'Smallest amount first' },
];

export const isListSort = (value: string): value is ListSort => sortOptions.some((o) => o.value === value);

export type SortAndRangeValue = { sort: ListSort; from: string; to: string };

/** Sort order and a From/To day range for a money list (dates as `YYYY-MM-DD`). */
export function SortAndRange({
  value,
  onChange,
}: {
  value: SortAndRangeValue;
  onChange: (name: keyof SortAndRangeValue, value: string) => void;
}) {
  return (
    <>
      <Select
        label="Sort by"
        options={sortOptions}
        value={value.sort}
        onChange={(event) => onChange('sort', event.target.value)}
      />
      <TextField
        label="From"
        type="date"
        value={value.from}
        max={value.to || undefined}
        onChange={(event) => onChange('from', event.target.value)}
      />
      <TextField
        label="To"
        type="date"
        value={value.to}
        min={value.from || undefined}
        onChange={(event) => onChange('to', event.target.value)}
      />
    </>
  );
}
