import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiQuery } from '../../../lib/api-query';

/** How many companies the company filter suggests at once. */
export const COMPANY_SUGGESTIONS = 8;

/** GET /api/users?account_type=Company — companies whose name or email contains the text, newest first. */
export const companySearchQuery = (text: string) =>
  queryOptions({
    ...apiQuery('/users', {
      query: { account_type: 'Company', query: text || undefined, limit: COMPANY_SUGGESTIONS },
    }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** The text once it has not changed for `ms` (a search per pause in typing, not per key). */
function useSettled(text: string, ms = 250) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/** Companies matching what the admin types, asked of the server only while the suggestions are open. */
export function useCompanySearch(text: string, enabled: boolean) {
  const settled = useSettled(text.trim());
  return useQuery({ ...companySearchQuery(settled), enabled });
}
