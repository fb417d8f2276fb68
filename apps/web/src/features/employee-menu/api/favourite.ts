import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/api-query';

/** PUT / DELETE /api/food-menu/:id/favourite — the heart on a meal. */
export function useFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, favourite }: { id: string; favourite: boolean }) =>
      favourite
        ? api.put('/food-menu/:id/favourite', { params: { id } })
        : api.delete('/food-menu/:id/favourite', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey('/food-menu') }),
  });
}
