import { pageOf } from '../common.js';
import { AccountStateUpdateSchema, CustomerSearchQuerySchema, UserRowSchema } from '../company.js';
import { defineEndpoints, MEMBERS_WHO } from './endpoint.js';

/** Every company and employee account, as the admin sees them, and suspending one (server: modules/customers). */
export const customersEndpoints = defineEndpoints({
  'GET /users': {
    roles: ['admin', 'company'],
    companyRoles: MEMBERS_WHO.readPeople,
    tags: ['admin'],
    description:
      'Admin: every company and employee account (`account_type`: of one type only). Company: its own employees.',
    query: CustomerSearchQuerySchema,
    response: pageOf(UserRowSchema),
  },
  'PATCH /users/account-state': {
    roles: ['admin'],
    tags: ['admin'],
    body: AccountStateUpdateSchema,
    response: UserRowSchema,
  },
});
