import { useRef } from 'react';
import { useSearchParams } from 'react-router';

/** A list's place: its page (1-based) and the text of each of its filters ('' when unset). */
export type ListPlace<K extends string> = { page: number; filters: Record<K, string> };

/** Reads a list's place from an address's query (`?page=2&query=rice`); a route loader can call it too. */
export function listPlaceFrom<K extends string>(
  params: URLSearchParams,
  filterNames: readonly K[],
): ListPlace<K> {
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])) as Record<
    K,
    string
  >;
  return { page, filters };
}

/** How a change is written: by default a new history entry (Back returns to the place before). */
type WriteOptions = { replace?: boolean };

/**
 * The one way a list keeps its place: page, search, sort and filters live in the address
 * (`?page=2&query=rice&sort=-amount`), so Back, forward and reload keep the place and a link
 * shares it. Empty values and page 1 are left out of the address; changing a filter goes back to
 * page 1. Other query parameters of the page (e.g. `?reference=` after a payment) are kept.
 */
export function useListParams<K extends string>(filterNames: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const { page, filters } = listPlaceFrom(params, filterNames);
  // The address as last written, kept until the router shows a new one: React Router's functional
  // update hands over the parameters of the render it was made in, and a navigation waits for the
  // page's loader, so a change made meanwhile (a search applied when typing pauses) would undo one
  // made just before (a day chosen in the cart).
  const latest = useRef(params);
  const shown = useRef(params);
  if (shown.current !== params) {
    shown.current = params;
    latest.current = params;
  }

  const update = (changes: Partial<Record<string, string | number>>, options: WriteOptions = {}) => {
    const next = new URLSearchParams(latest.current);
    for (const [name, value] of Object.entries(changes)) {
      if (value === '' || value === undefined || (name === 'page' && value === 1)) next.delete(name);
      else next.set(name, String(value));
    }
    if (!('page' in changes)) next.delete('page');
    latest.current = next;
    setParams(next, { replace: options.replace });
  };

  return {
    page,
    filters,
    setPage: (value: number) => update({ page: value }),
    setFilter: (name: K, value: string, options?: WriteOptions) => update({ [name]: value }, options),
    /** Sets several filters at once (one history entry). */
    setFilters: (changes: Partial<Record<K, string>>, options?: WriteOptions) => update(changes, options),
    /** Clears the named filters (all by default). */
    clearFilters: (names: readonly K[] = filterNames) =>
      update(Object.fromEntries(names.map((name) => [name, '']))),
  };
}
