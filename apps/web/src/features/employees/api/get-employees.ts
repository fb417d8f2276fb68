import { PAGE_SIZES, type Page, type UserRow } from '@lunch/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/users/employees — the company's employees, 10 a page, optionally searched by name or email. */
export const employeesQuery = (page: number, query: string) =>
  queryOptions({
    queryKey: ['employees', { page, query }] as const,
    queryFn: ({ signal }) =>
      apiGet<Page<UserRow>>('/users/employees', { page, limit: PAGE_SIZES.employees, query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useEmployees = (page: number, query: string) => useQuery(employeesQuery(page, query));

/** The CSV download of the (searched) list; a plain link, the session cookie goes with it. */
export const employeesCsvUrl = (query: string) =>
  `/api/users/employees/export${query ? `?${new URLSearchParams({ query })}` : ''}`;
