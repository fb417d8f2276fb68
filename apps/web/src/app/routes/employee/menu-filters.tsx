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

/**
 * A control's value as shown: at once when it is changed here (the address that holds it is written
 * a moment later, when the navigation is done), and following the address when it changes elsewhere.
 */
function useShown<T>(applied: T, apply: (value: T) => void) {
  const [shown, setShown] = useState(applied);
  useEffect(() => setShown(applied), [applied]);
  const change = (value: T) => {
    setShown(value);
    apply(value);
  };
  return [shown, change] as const;
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
  const [category, setCategory] = useShown(params.category, on.setCategory);
  const [sort, setSort] = useShown(params.sort, on.setSort);
  const [favourites, setFavourites] = useShown(params.favourites, on.setFavourites);
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
        value={category}
        onChange={(event) => setCategory(event.target.value as typeof category)}
        containerClassName="sm:w-56"
      />
      <Select
        label="Sort"
        options={sortOptions}
        value={sort}
        onChange={(event) => setSort(event.target.value as typeof sort)}
        containerClassName="sm:w-44"
      />
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-5"
          checked={favourites}
          onChange={(event) => setFavourites(event.target.checked)}
        />
        Favourites only
      </label>
    </div>
  );
}
