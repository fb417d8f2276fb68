import { pageOf } from '../common.js';
import { AccountStateUpdateSchema, UserRowSchema, UserSearchQuerySchema } from '../company.js';
import { defineEndpoints } from './endpoint.js';

/** Every company and employee account, as the admin sees them, and suspending one (server: modules/customers). */
export const customersEndpoints = defineEndpoints({
  'GET /users': {
    roles: ['admin', 'company'],
    tags: ['admin'],
    description: 'Admin: every company and employee account. Company: its own employees.',
    query: UserSearchQuerySchema,
    response: pageOf(UserRowSchema),
  },
  'PATCH /users/account-state': {
    roles: ['admin'],
    tags: ['admin'],
    body: AccountStateUpdateSchema,
    response: UserRowSchema,
  },
});
