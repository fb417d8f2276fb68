import { NoDataSchema } from '../common.js';
import { EmployeeIdParamsSchema, UserRowSchema } from '../company.js';
import {
  CreateDepartmentSchema,
  DeleteDepartmentQuerySchema,
  DepartmentIdParamsSchema,
  DepartmentSchema,
  UpdateDepartmentSchema,
  UpdateEmployeeSchema,
} from '../departments.js';
import { defineEndpoints, MEMBERS_WHO } from './endpoint.js';

/** A company's departments and which one each employee is in (server: modules/departments). */
export const departmentsEndpoints = defineEndpoints({
  'GET /company/departments': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.all,
    tags: ['company'],
    description:
      'The company’s departments by name, each with its rules (null: as the company) and head count.',
    response: DepartmentSchema.array(),
  },
  'POST /company/departments': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.managePeople,
    tags: ['company'],
    description: '409 when the company already has a department of that name.',
    body: CreateDepartmentSchema,
    status: 201,
    response: DepartmentSchema,
  },
  'PATCH /company/departments/:id': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.managePeople,
    tags: ['company'],
    params: DepartmentIdParamsSchema,
    body: UpdateDepartmentSchema,
    response: DepartmentSchema,
  },
  'DELETE /company/departments/:id': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.managePeople,
    tags: ['company'],
    description:
      'Deletes a department. 409 while employees belong to it, unless `move_to` names another department (or `none`): they are moved in the same transaction.',
    params: DepartmentIdParamsSchema,
    query: DeleteDepartmentQuerySchema,
    response: NoDataSchema,
  },
  'PATCH /users/employees/:id': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.managePeople,
    tags: ['company'],
    description:
      "Moves an employee to a department (`null`: none). Its rules apply to the employee's next orders; orders placed keep the department they were placed under.",
    params: EmployeeIdParamsSchema,
    body: UpdateEmployeeSchema,
    response: UserRowSchema,
  },
});
