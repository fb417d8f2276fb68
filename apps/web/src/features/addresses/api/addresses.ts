import type { AddressInput, UpdateAddress } from '@lunch/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQuery, queryKey } from '../../../lib/api-query';

export const addressesQuery = queryOptions(apiQuery('/profile/addresses'));

/** GET /api/profile/addresses — the employee's delivery addresses, oldest first, each with its zone. */
export const useAddresses = () => useQuery(addressesQuery);

/**
 * What an address write changes: the list, and the delivery options (`GET /orders/delivery-options`),
 * which show the cart's address.
 */
function useRefreshAfterWrite() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKey('/profile/addresses') }),
      queryClient.invalidateQueries({ queryKey: queryKey('/orders/delivery-options') }),
    ]);
}

/** POST /api/profile/addresses — adds an address (a week day given here leaves the other addresses). */
export function useAddAddress() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (input: AddressInput) => api.post('/profile/addresses', { body: input }),
    onSuccess: refresh,
  });
}

/** PATCH /api/profile/addresses/:id — changes the fields sent. */
export function useUpdateAddress() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateAddress }) =>
      api.patch('/profile/addresses/:id', { params: { id }, body: changes }),
    onSuccess: refresh,
  });
}

/** DELETE /api/profile/addresses/:id — refused (409) for the last address. */
export function useDeleteAddress() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (id: string) => api.delete('/profile/addresses/:id', { params: { id } }),
    onSuccess: refresh,
  });
}
