import { PAGE_SIZES } from '@lunch/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiUrl } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';

/** GET /api/users/employees — the company's employees, 10 a page, optionally searched by name or email. */
export const employeesQuery = (page: number, query: string) =>
  queryOptions({
    ...apiQuery('/users/employees', { query: { page, limit: PAGE_SIZES.employees, query } }),
    placeholderData: keepPreviousData,
  });

export const useEmployees = (page: number, query: string) => useQuery(employeesQuery(page, query));

/** The CSV download of the (searched) list; a plain link, the session cookie goes with it. */
export const employeesCsvUrl = (query: string) => apiUrl('/users/employees/export', { query: { query } });
