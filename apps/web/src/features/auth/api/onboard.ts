import type { CompanyOnboardInput, IndividualOnboardInput, Me } from '@lunch/contract';
import type { QueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client';
import { meQuery } from '../../../lib/use-me';

/** POST /api/auth/onboard — the company or individual profile, depending on the signed-in account. */
export function onboard(input: CompanyOnboardInput | IndividualOnboardInput) {
  return apiEnvelope.post('/auth/onboard', { body: input });
}

/**
 * After a first onboarding: the onboarding page sees the account is onboarded and moves on to its
 * area; `changes`: what else onboarding changed of the account (a company's time zone).
 */
export function markOnboarded(queryClient: QueryClient, changes: Partial<Me> = {}) {
  queryClient.setQueryData(meQuery.queryKey, (me: Me | undefined) =>
    me ? { ...me, ...changes, onboarded: true } : me,
  );
}
