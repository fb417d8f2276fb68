import type { AccountType, Me } from '@lunch/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { ApiError } from './api-client';
import { apiQuery } from './api-query';
import { areaHome, paths } from './paths';
import { queryClient } from './query-client';

/**
 * "Who is signed in?" The session is an HttpOnly cookie the page cannot read, so the answer is
 * `GET /api/auth/me`: 401 means nobody. The call is marked public so that a 401 here is an
 * answer to handle, not a reason to jump to the sign-in page.
 */
export const meQuery = queryOptions({
  ...apiQuery('/auth/me', { public: true }),
  staleTime: 5 * 60_000,
  retry: false,
});

export function useMe() {
  return useQuery(meQuery);
}

export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Route loader helper: the signed-in account, or a redirect to /login. */
export async function requireSession(): Promise<Me> {
  try {
    return await queryClient.ensureQueryData(meQuery);
  } catch (error) {
    if (isSignedOut(error)) throw redirect(paths.login);
    throw error;
  }
}

/** Route loader for an area: signed in, and of the area's account type (else sent to its own area). */
export function requireAccountType(type: AccountType) {
  return async (): Promise<Me> => {
    const me = await requireSession();
    if (me.account_type !== type) throw redirect(areaHome[me.account_type]);
    return me;
  };
}

/** "A Company Ltd" → "AC"; "an employee" → "AE". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? [words[0]![0], words[words.length - 1]![0]] : [words[0]?.[0], words[0]?.[1]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}
