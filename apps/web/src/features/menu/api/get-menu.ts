import { PAGE_SIZES } from '@lunch/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

export type MenuListParams = { page: number; query: string };

/** GET /api/food-menu — the whole menu for an admin, newest first, 5 per page. */
export const menuListQuery = ({ page, query }: MenuListParams) =>
  queryOptions({
    ...apiQuery('/food-menu', { query: { page, query, limit: PAGE_SIZES.menuAdmin } }),
    placeholderData: keepPreviousData,
  });

export const useMenuList = (params: MenuListParams) => useQuery(menuListQuery(params));
