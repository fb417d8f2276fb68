import type { AccountState } from '@lunch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client';
import { queryKey } from '../../../lib/api-query';

/** PATCH /api/users/account-state — suspend (ends their sessions) or reactivate an account. */
export const setAccountState = (userId: string, accountState: AccountState) =>
  apiEnvelope.patch('/users/account-state', { body: { userId, account_state: accountState } });

export function useSetAccountState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, accountState }: { userId: string; accountState: AccountState }) =>
      setAccountState(userId, accountState),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey('/users') }),
  });
}
