import { PAGE_SIZES } from '@lunch/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiUrl } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';

/** The employees list's filters: the search (name or email) and a department (its id, `none`, or '' for all). */
export type EmployeeFilters = { query: string; departmentId: string };

const filterQuery = ({ query, departmentId }: EmployeeFilters) => ({
  query,
  ...(departmentId ? { department_id: departmentId } : {}),
});

/**
 * GET /api/users/employees — the company's employees, 10 a page, optionally searched by name or
 * email and kept to one department (or to those in none).
 */
export const employeesQuery = (page: number, filters: EmployeeFilters) =>
  queryOptions({
    ...apiQuery('/users/employees', {
      query: { page, limit: PAGE_SIZES.employees, ...filterQuery(filters) },
    }),
    placeholderData: keepPreviousData,
  });

export const useEmployees = (page: number, filters: EmployeeFilters) =>
  useQuery(employeesQuery(page, filters));

/** The CSV download of the (searched, filtered) list; a plain link, the session cookie goes with it. */
export const employeesCsvUrl = (filters: EmployeeFilters) =>
  apiUrl('/users/employees/export', { query: filterQuery(filters) });
