import { useSearchParams } from 'react-router';

/**
 * A list page's page number and filters, kept in the address (`?page=2&query=rice`) so Back and
 * reload keep the place. Changing a filter goes back to page 1.
 */
export function usePageParams<K extends string>(filterNames: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])) as Record<
    K,
    string
  >;

  const update = (changes: Partial<Record<K | 'page', string | number>>) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value === '' || value === undefined || (name === 'page' && value === 1)) next.delete(name);
        else next.set(name, String(value));
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  };

  return {
    page,
    filters,
    setPage: (value: number) => update({ page: value } as Partial<Record<K | 'page', number>>),
    setFilter: (name: K, value: string) => update({ [name]: value } as Partial<Record<K | 'page', string>>),
    /** Clears the named filters (all by default). */
    clearFilters: (names: readonly K[] = filterNames) =>
      update(Object.fromEntries(names.map((name) => [name, ''])) as Partial<Record<K | 'page', string>>),
  };
}
