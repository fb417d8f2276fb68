import { MENU_CATEGORIES } from '@lunch/contract';
import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Select, TextField } from '../../../components/ui/field';
import type { EmployeeMenuParams } from '../../../features/employee-menu/api/get-employee-menu';
import { useMenuRestaurants } from '../../../features/employee-menu/api/restaurants';
import {
  ChosenRestaurant,
  restaurantOptions,
} from '../../../features/employee-menu/components/restaurant-choice';
import { cuisinesOf } from '../../../features/employee-menu/restaurant-rating';

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
  setRestaurant: (id: string) => void;
  setCuisine: (cuisine: string) => void;
};

/**
 * Search (as you type), restaurant (each with its rating), cuisine, category, sort and "Favourites
 * only" above the employee's menu. From 640 px they stand in rows under the search; on a phone the
 * search stands beside a "Filters" button (with how many are set) that shows the others below it,
 * so the first meal stays on the first screen.
 */
export function MenuFilters({ params, on }: { params: EmployeeMenuParams; on: MenuFilterChanges }) {
  const [search, setSearch] = useSearchText(params.query, on.setQuery);
  const [category, setCategory] = useShown(params.category, on.setCategory);
  const [sort, setSort] = useShown(params.sort, on.setSort);
  const [favourites, setFavourites] = useShown(params.favourites, on.setFavourites);
  const [restaurant, setRestaurant] = useShown(params.restaurantId, on.setRestaurant);
  const [cuisine, setCuisine] = useShown(params.cuisine, on.setCuisine);
  const restaurants = useMenuRestaurants().data ?? [];
  const cuisines = cuisinesOf(restaurants, cuisine);
  // The address may spell the cuisine in other letters' case: the choice shows the list's spelling.
  const cuisineShown = cuisines.find((one) => one.toLowerCase() === cuisine.toLowerCase()) ?? cuisine;
  const chosen = restaurants.find((one) => one.id === restaurant);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const set = [category !== '', sort !== 'newest', favourites, restaurant !== '', cuisine !== ''].filter(
    Boolean,
  ).length;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <div className="flex items-end gap-2 sm:basis-full">
          <TextField
            label="Search meals"
            type="search"
            placeholder="Jollof, suya, soup..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            containerClassName="min-w-0 flex-1"
            maxLength={200}
          />
          <Button
            variant="secondary"
            className="shrink-0 sm:hidden"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
          >
            <SlidersHorizontal className="size-5" aria-hidden="true" />
            Filters{set > 0 ? ' ' : ''}
            {set > 0 ? (
              <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white tabular-nums">
                {set}
                <span className="sr-only"> set</span>
              </span>
            ) : null}
          </Button>
        </div>
        <div
          id={panelId}
          className={cn(
            'flex-col gap-3 rounded-2xl border border-line bg-white p-3 sm:flex sm:flex-1 sm:flex-row sm:flex-wrap sm:items-end sm:border-0 sm:bg-transparent sm:p-0',
            open ? 'flex' : 'hidden',
          )}
        >
          <Select
            label="Restaurant"
            options={restaurantOptions(restaurants, cuisine, restaurant)}
            placeholder="All restaurants"
            value={chosen ? restaurant : ''}
            onChange={(event) => setRestaurant(event.target.value)}
            containerClassName="sm:w-60"
          />
          <Select
            label="Cuisine"
            options={cuisines.map((one) => ({ value: one, label: one }))}
            placeholder="All cuisines"
            value={cuisineShown}
            onChange={(event) => setCuisine(event.target.value)}
            containerClassName="sm:w-40"
          />
          <Select
            label="Category"
            options={categoryOptions}
            placeholder="All categories"
            value={category}
            onChange={(event) => setCategory(event.target.value as typeof category)}
            containerClassName="sm:w-44"
          />
          <Select
            label="Sort"
            options={sortOptions}
            value={sort}
            onChange={(event) => setSort(event.target.value as typeof sort)}
            containerClassName="sm:w-36"
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
      </div>
      {chosen ? <ChosenRestaurant restaurant={chosen} /> : null}
    </div>
  );
}
