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
      'The company’s record of who did what, newest first, paged: every change by a member or a platform admin to its members, departments, budgets, rules, settings, invitations, money and orders, with the values before and after. Filters: `from`/`to` (instants), `actor` (a member’s id, an account id or `platform`), `action` (`settings.updated`, or a kind: `member` for every `member.*`). Nothing can edit or delete it.',
    query: AuditQuerySchema,
    response: pageOf(AuditRecordSchema),
  },
  'GET /company/audit/export': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.readAudit,
    tags: ['company'],
    description:
      'The same records as CSV (attachment), newest first, with the same filters: time (in the company’s time zone, with its offset), actor name, actor role, action, subject, and the values before and after as JSON.',
    query: AuditExportQuerySchema,
  },
});
