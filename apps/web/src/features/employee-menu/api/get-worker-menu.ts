import { type MenuCategory, type MenuItem, PAGE_SIZES, type Page } from '@lunch/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** `showAll` false lists only meals safe for the employee's health profile (contract §5). */
export type WorkerMenuParams = {
  showAll: boolean;
  query: string;
  category: MenuCategory | '';
  /** Only the meals the employee marked with a heart. */
  favourites: boolean;
  sort: 'newest' | 'rating';
  /** The delivery date browsed: `remaining` portions are for it. */
  deliveryDate: string;
};

export const workerMenuKeys = {
  all: ['worker-menu'] as const,
  list: (params: WorkerMenuParams) => ['worker-menu', params] as const,
};

/** GET /api/food-menu?limit=10&risk_health=… — the employee's menu, 10 at a time ('Load more'). */
export const workerMenuQuery = (params: WorkerMenuParams) =>
  infiniteQueryOptions({
    queryKey: workerMenuKeys.list(params),
    queryFn: ({ pageParam, signal }) =>
      apiGet<Page<MenuItem>>(
        '/food-menu',
        {
          limit: PAGE_SIZES.workerMenu,
          page: pageParam,
          // The wire's name reads backwards: risk_health=true means "show all meals".
          risk_health: params.showAll ? 'true' : 'false',
          query: params.query.trim(),
          category: params.category,
          favourites: params.favourites ? 'true' : '',
          sort: params.sort,
          delivery_date: params.deliveryDate,
        },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });

export const useWorkerMenu = (params: WorkerMenuParams) => useInfiniteQuery(workerMenuQuery(params));
