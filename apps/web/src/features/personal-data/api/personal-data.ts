import { useMutation } from '@tanstack/react-query';
import { apiEnvelope, apiUrl } from '../../../lib/api-client';

/** GET /api/profile/export: the signed-in person's data as a JSON file (a plain download link). */
export const personalDataUrl = () => apiUrl('/profile/export');

/** DELETE /api/profile: erases the signed-in person (their session ends with it); answers the server's message. */
export function useEraseMyAccount() {
  return useMutation({ mutationFn: async () => (await apiEnvelope.delete('/profile')).message });
}
