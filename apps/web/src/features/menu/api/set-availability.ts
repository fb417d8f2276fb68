import type { MenuItem, Page } from '@lunch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client';
import { queryKey } from '../../../lib/api-query';

/** PATCH /api/food-menu — switch an item between AVAILABLE and UNAVAILABLE. */
export const setAvailability = (foodMenuId: string, available: boolean) =>
  apiEnvelope.patch('/food-menu', { body: { foodMenuId, available } });

/** On success the item is replaced in every cached menu page. */
export function useSetAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, available }: { id: string; available: boolean }) => setAvailability(id, available),
    onSuccess: ({ data: item }) => {
      queryClient.setQueriesData<Page<MenuItem>>({ queryKey: queryKey('/food-menu') }, (page) =>
        page?.list ? { ...page, list: page.list.map((row) => (row.id === item.id ? item : row)) } : page,
      );
    },
  });
}
