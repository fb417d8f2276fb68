import { PAGE_SIZES, type Page, type Suggestion } from '@lunch/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/meal/suggestions — every meal suggestion, newest first, 5 per page. */
export const suggestionsQuery = (page: number) =>
  queryOptions({
    queryKey: ['admin-suggestions', { page }] as const,
    queryFn: ({ signal }) =>
      apiGet<Page<Suggestion>>('/meal/suggestions', { page, limit: PAGE_SIZES.suggestionsAdmin }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useSuggestions = (page: number) => useQuery(suggestionsQuery(page));
