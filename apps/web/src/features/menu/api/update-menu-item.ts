import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client';
import { queryKey } from '../../../lib/api-query';

/** PATCH /api/food-menu/:id — multipart: the fields sent change; a new image replaces the old. */
export const updateMenuItem = (id: string, form: FormData) =>
  apiEnvelope.patch('/food-menu/:id', { params: { id }, body: form });

export function useUpdateMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: string; form: FormData }) => updateMenuItem(id, form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey('/food-menu') }),
  });
}
