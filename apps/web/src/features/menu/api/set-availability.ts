import type { MenuItem, Page } from '@lunch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { menuKeys } from './get-menu';

/** PATCH /api/food-menu — switch an item between AVAILABLE and UNAVAILABLE. */
export const setAvailability = (foodMenuId: string, available: boolean) =>
  apiRequest<MenuItem>('/food-menu', { method: 'PATCH', body: { foodMenuId, available } });

/** On success the item is replaced in every cached menu page. */
export function useSetAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, available }: { id: string; available: boolean }) => setAvailability(id, available),
    onSuccess: ({ data: item }) => {
      queryClient.setQueriesData<Page<MenuItem>>({ queryKey: menuKeys.all }, (page) =>
        page?.list ? { ...page, list: page.list.map((row) => (row.id === item.id ? item : row)) } : page,
      );
    },
  });
}
