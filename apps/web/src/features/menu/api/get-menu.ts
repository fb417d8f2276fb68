import { type MenuItem, PAGE_SIZES, type Page } from '@lunch/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export type MenuListParams = { page: number; query: string };

export const menuKeys = {
  all: ['menu'] as const,
  list: (params: MenuListParams) => ['menu', 'list', params] as const,
};

/** GET /api/food-menu — the whole menu for an admin, newest first, 5 per page. */
export const menuListQuery = (params: MenuListParams) =>
  queryOptions({
    queryKey: menuKeys.list(params),
    queryFn: ({ signal }) =>
      apiGet<Page<MenuItem>>('/food-menu', { ...params, limit: PAGE_SIZES.menuAdmin }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useMenuList = (params: MenuListParams) => useQuery(menuListQuery(params));
