import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client';
import { queryKey } from '../../../lib/api-query';

/** POST /api/food-menu/new — multipart: the fields and an optional image. */
export const createMenuItem = (form: FormData) => apiEnvelope.post('/food-menu/new', { body: form });

export function useCreateMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMenuItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey('/food-menu') }),
  });
}
