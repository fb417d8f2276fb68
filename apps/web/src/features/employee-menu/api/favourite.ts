import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workerMenuKeys } from './get-worker-menu';

/** PUT / DELETE /api/food-menu/:id/favourite — the heart on a meal. */
export function useFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, favourite }: { id: string; favourite: boolean }) =>
      api<{ food_menu: string; favourite: boolean }>(`/food-menu/${id}/favourite`, {
        method: favourite ? 'PUT' : 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workerMenuKeys.all }),
  });
}
