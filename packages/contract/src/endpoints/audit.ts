import { AuditExportQuerySchema, AuditQuerySchema, AuditRecordSchema } from '../audit.js';
import { pageOf } from '../common.js';
import { defineEndpoints, MEMBERS_WHO } from './endpoint.js';

/** Who did what to a company's affairs (server: modules/audit). */
export const auditEndpoints = defineEndpoints({
  'GET /company/audit': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.readAudit,
    tags: ['company'],
    description:
      'The company’s record of who did what, newest first, paged: every change by a member or a platform admin to its members, departments, budgets, rules, settings, invitations, money and orders, with the values before and after. Nothing can edit or delete it.',
    query: AuditQuerySchema,
    response: pageOf(AuditRecordSchema),
  },
  'GET /company/audit/export': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.readAudit,
    tags: ['company'],
    description: 'The same record as CSV (attachment), with the same filters.',
    query: AuditExportQuerySchema,
  },
});
