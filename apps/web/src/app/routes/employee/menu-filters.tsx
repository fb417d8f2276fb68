import { MENU_CATEGORIES } from '@lunch/contract';
import { useEffect, useRef, useState } from 'react';
import { Select, TextField } from '../../../components/ui/field';
import type { EmployeeMenuParams } from '../../../features/employee-menu/api/get-employee-menu';

const sortOptions = [
  { value: 'newest', label: 'Newest' },
  { value: 'rating', label: 'Best rated' },
];
const categoryOptions = MENU_CATEGORIES.map((category) => ({ value: category, label: category }));

/** `value`, once it has stopped changing for `ms` (a search runs when typing pauses). */
function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The search box's text: typed here, applied (`apply`) once typing pauses; when the applied search
 * changes elsewhere (Back, "Clear search") the box follows it.
 */
function useSearchText(applied: string, apply: (query: string) => void) {
  const [text, setText] = useState(applied);
  const written = useRef(applied);
  const settled = useDebounced(text).trim();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the typed text settles
  useEffect(() => {
    if (settled === written.current) return;
    written.current = settled;
    apply(settled);
  }, [settled]);
  useEffect(() => {
    if (applied === written.current) return;
    written.current = applied;
    setText(applied);
  }, [applied]);
  return [text, setText] as const;
}

export type MenuFilterChanges = {
  setQuery: (query: string) => void;
  setCategory: (category: string) => void;
  setSort: (sort: string) => void;
  setFavourites: (only: boolean) => void;
};

/** Search (as you type), category, sort and "Favourites only" above the employee's menu. */
export function MenuFilters({ params, on }: { params: EmployeeMenuParams; on: MenuFilterChanges }) {
  const [search, setSearch] = useSearchText(params.query, on.setQuery);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <TextField
        label="Search meals"
        type="search"
        placeholder="Jollof, suya, soup..."
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        containerClassName="flex-1"
        maxLength={200}
      />
      <Select
        label="Category"
        options={categoryOptions}
        placeholder="All categories"
        value={params.category}
        onChange={(event) => on.setCategory(event.target.value)}
        containerClassName="sm:w-56"
      />
      <Select
        label="Sort"
        options={sortOptions}
        value={params.sort}
        onChange={(event) => on.setSort(event.target.value)}
        containerClassName="sm:w-44"
      />
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-5"
          checked={params.favourites}
          onChange={(event) => on.setFavourites(event.target.checked)}
        />
        Favourites only
      </label>
    </div>
  );
}
