import type { CompanyOnboardInput, IndividualOnboardInput } from '@lunch/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/onboard — the company or individual profile, depending on the signed-in account. */
export function onboard(input: CompanyOnboardInput | IndividualOnboardInput) {
  return apiRequest<{ id: string; onboarded: true }>('/auth/onboard', { method: 'POST', body: input });
}
