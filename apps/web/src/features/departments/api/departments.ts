import type { CreateDepartmentInput, UpdateDepartmentInput } from '@lunch/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api-client';
import { apiQuery, queryKey } from '../../../lib/api-query';

/** GET /api/company/departments — the company's departments by name, each with its rules and head count. */
export const departmentsQuery = queryOptions(apiQuery('/company/departments'));

export const useDepartments = () => useQuery(departmentsQuery);

/** What changes with the departments: their list, and the employees (their department) and invitations. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKey('/company/departments') }),
      queryClient.invalidateQueries({ queryKey: queryKey('/users/employees') }),
      queryClient.invalidateQueries({ queryKey: queryKey('/invitations/list') }),
    ]);
}

/** A department to save: `id` to edit one (PATCH /api/company/departments/:id), none to add one (POST). */
export type DepartmentSave =
  | { id?: undefined; input: CreateDepartmentInput }
  | { id: string; input: UpdateDepartmentInput };

/** Adds or edits a department; the list is read again before it settles. */
export function useSaveDepartment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (save: DepartmentSave) =>
      (save.id === undefined
        ? await apiEnvelope.post('/company/departments', { body: save.input })
        : await apiEnvelope.patch('/company/departments/:id', { params: { id: save.id }, body: save.input })
      ).data,
    onSuccess: refresh,
  });
}

/**
 * DELETE /api/company/departments/:id, its employees moved to `moveTo` (another department's id, or
 * `none`); the server's message says where they went.
 */
export function useDeleteDepartment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, moveTo }: { id: string; moveTo?: string }) =>
      (
        await apiEnvelope.delete('/company/departments/:id', {
          params: { id },
          query: moveTo === undefined ? {} : { move_to: moveTo },
        })
      ).message,
    onSuccess: refresh,
  });
}

/** PATCH /api/users/employees/:id — moves an employee to a department (null: none); the server says where. */
export function useMoveEmployee() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ employeeId, departmentId }: { employeeId: string; departmentId: string | null }) =>
      (
        await apiEnvelope.patch('/users/employees/:id', {
          params: { id: employeeId },
          body: { department_id: departmentId },
        })
      ).message,
    onSuccess: refresh,
  });
}
