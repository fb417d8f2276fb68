import { HEALTH_CONSENT_VERSION } from '@lunch/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client';
import { apiQuery, queryKey } from '../../../lib/api-query';

/** GET /api/privacy (public): whom to write to about one's data, and the current consent text. */
export const privacyNoticeQuery = queryOptions(apiQuery('/privacy', { public: true }));
export const usePrivacyNotice = () => useQuery(privacyNoticeQuery);

/** What a change of consent changes on screen: the profile and the menu (withdrawing shows every meal). */
function useRefreshHealth() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKey('/profile') }),
      queryClient.invalidateQueries({ queryKey: queryKey('/food-menu') }),
    ]);
}

/** PUT /api/profile/health-consent: gives consent for the current text; answers the server's message. */
export function useGiveHealthConsent() {
  const refresh = useRefreshHealth();
  return useMutation({
    mutationFn: async () =>
      (await apiEnvelope.put('/profile/health-consent', { body: { version: HEALTH_CONSENT_VERSION } }))
        .message,
    onSuccess: refresh,
  });
}

/** DELETE /api/profile/health-consent: withdraws it, erasing the health lists at once. */
export function useWithdrawHealthConsent() {
  const refresh = useRefreshHealth();
  return useMutation({
    mutationFn: async () => (await apiEnvelope.delete('/profile/health-consent')).message,
    onSuccess: refresh,
  });
}
