import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/billings/topup — starts a top-up of `amount` naira; answers the payment page's address. */
export function useTopup() {
  return useMutation({ mutationFn: (amount: string) => api.post('/billings/topup', { body: { amount } }) });
}
