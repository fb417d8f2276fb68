import type { MenuItem } from '@lunch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { menuKeys } from './get-menu';

/** PATCH /api/food-menu/:id — multipart: the fields sent change; a new image replaces the old. */
export const updateMenuItem = (id: string, form: FormData) =>
  apiRequest<MenuItem>(`/food-menu/${encodeURIComponent(id)}`, { method: 'PATCH', body: form });

export function useUpdateMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: string; form: FormData }) => updateMenuItem(id, form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuKeys.all }),
  });
}
