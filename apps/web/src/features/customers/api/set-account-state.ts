import type { AccountState, UserRow } from '@lunch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { customerKeys } from './get-customers';

/** PATCH /api/users/account-state — suspend (ends their sessions) or reactivate an account. */
export const setAccountState = (userId: string, accountState: AccountState) =>
  apiRequest<UserRow>('/users/account-state', {
    method: 'PATCH',
    body: { userId, account_state: accountState },
  });

export function useSetAccountState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, accountState }: { userId: string; accountState: AccountState }) =>
      setAccountState(userId, accountState),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
