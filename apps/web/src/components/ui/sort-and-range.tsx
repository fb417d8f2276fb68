import type { ListSort } from '@lunch/contract';
import { Select, type SelectOption, TextField } from './field';

const sortOptions: { value: ListSort; label: string }[] = [
  { value: '-created_at', label: 'Newest first' },
  { value: 'created_at', label: 'Oldest first' },
  { value: '-amount', label: 'Largest amount first' },
  { value: 'amount', label: 'Smallest amount first' },
];

export const isListSort = (value: string): value is ListSort => sortOptions.some((o) => o.value === value);

export type SortAndRangeValue<S extends string = ListSort> = { sort: S; from: string; to: string };

/**
 * Sort order and a From/To day range for a money list (dates as `YYYY-MM-DD`). A list with sorts
 * of its own passes them all (`sorts`); `labels` renames the day fields when the list has other
 * dates too ("Placed from" beside a delivery day).
 */
export function SortAndRange<S extends string = ListSort>({
  value,
  onChange,
  sorts = sortOptions,
  labels = {},
  sortClassName,
}: {
  value: SortAndRangeValue<S>;
  onChange: (name: keyof SortAndRangeValue<S>, value: string) => void;
  sorts?: readonly SelectOption[];
  labels?: { from?: string; to?: string };
  /** Where the sort field sits in the caller's grid (e.g. a whole row on a phone). */
  sortClassName?: string;
}) {
  return (
    <>
      <Select
        label="Sort by"
        options={sorts}
        containerClassName={sortClassName}
        value={value.sort}
        onChange={(event) => onChange('sort', event.target.value)}
      />
      <TextField
        label={labels.from ?? 'From'}
        type="date"
        value={value.from}
        max={value.to || undefined}
        onChange={(event) => onChange('from', event.target.value)}
      />
      <TextField
        label={labels.to ?? 'To'}
        type="date"
        value={value.to}
        min={value.from || undefined}
        onChange={(event) => onChange('to', event.target.value)}
      />
    </>
  );
}

/** The money lists' sorts, as choices (a list with more sorts adds its own to them). */
export const LIST_SORT_OPTIONS: readonly SelectOption[] = sortOptions;
