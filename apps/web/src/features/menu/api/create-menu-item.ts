import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { menuKeys } from './get-menu';

/** POST /api/food-menu/new — multipart: the fields and an optional image. */
export const createMenuItem = (form: FormData) =>
  apiRequest<{ id: string }>('/food-menu/new', { method: 'POST', body: form });

export function useCreateMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMenuItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuKeys.all }),
  });
}
