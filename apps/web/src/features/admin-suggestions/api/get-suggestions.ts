import { PAGE_SIZES } from '@lunch/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** GET /api/meal/suggestions — every meal suggestion, newest first, 5 per page. */
export const suggestionsQuery = (page: number) =>
  queryOptions({
    ...apiQuery('/meal/suggestions', { query: { page, limit: PAGE_SIZES.suggestionsAdmin } }),
    placeholderData: keepPreviousData,
  });

export const useSuggestions = (page: number) => useQuery(suggestionsQuery(page));
