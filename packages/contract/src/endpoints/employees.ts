import { pageOf } from '../common.js';
import {
  EmployeeIdParamsSchema,
  EmployeesExportQuerySchema,
  UpdateEmployeeBudgetSchema,
  UserRowSchema,
  UserSearchQuerySchema,
} from '../company.js';
import { defineEndpoints, MEMBERS_WHO } from './endpoint.js';

/** A company's employees: the list, its CSV export and each one's budget (server: modules/employees). */
export const employeesEndpoints = defineEndpoints({
  'GET /users/employees': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.readPeople,
    tags: ['company'],
    description:
      'The company’s employees, newest first, each with its `department` (null: none); `query` searches name and email, `department_id` keeps one department’s (`none`: those in none).',
    query: UserSearchQuerySchema,
    response: pageOf(UserRowSchema),
  },
  'GET /users/employees/export': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.readPeople,
    tags: ['company'],
    description:
      'The employee list as CSV (attachment), optionally filtered by `query` and `department_id` (an id, or `none`); a company with departments gets a Department column.',
    query: EmployeesExportQuerySchema,
  },
  'PATCH /users/employees/:id/budget': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.managePeople,
    tags: ['company'],
    description:
      "Sets one employee's monthly budget (naira), replacing the company's `max_spend_amount_per_employee` " +
      'for checkout, analytics and the employee list from the current month on; `null` goes back to the ' +
      'company default. 404 for anyone who is not one of the company’s employees.',
    params: EmployeeIdParamsSchema,
    body: UpdateEmployeeBudgetSchema,
    response: UserRowSchema,
  },
});
