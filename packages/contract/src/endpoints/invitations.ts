import { z } from 'zod';
import {
  BULK_INVITE_MAX_ROWS,
  BulkInviteJsonSchema,
  BulkInviteQuerySchema,
  BulkInviteResultSchema,
  InvitationSchema,
  InviteResultSchema,
  InviteSchema,
} from '../company.js';
import { defineEndpoints, MEMBERS_WHO } from './endpoint.js';

/** Employee invitations sent by a company (server: modules/invitations). */
export const invitationsEndpoints = defineEndpoints({
  'POST /invitations': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.managePeople,
    tags: ['company'],
    description:
      'Invites an email (a pending invitation gets a fresh code), optionally into one of the company’s departments (`department_id`, which the employee joins on signing up; another company’s: 404). At most 50 invitations per company an hour: 429 beyond.',
    body: InviteSchema,
    response: InviteResultSchema,
  },
  'POST /invitations/bulk': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.managePeople,
    tags: ['company'],
    description:
      'Invites many people at once. Either multipart/form-data with a CSV `file` (at most 1 MB; header row ' +
      'with `email` and optionally `monthly_budget` in naira, which becomes the employee’s own budget when ' +
      'they join, and `department`, the name of one of the company’s departments, which they join) or JSON ' +
      `\`{emails: [...]}\`; at most ${BULK_INVITE_MAX_ROWS} rows. Rows that cannot be ` +
      'invited are listed in `skipped` with their row (CSV: line in the file; JSON: position from 1) and ' +
      'reason: invalid_email, invalid_budget, duplicate_in_file, already_employee, existing_account, ' +
      'already_invited (a pending invitation, so a second upload of the same file invites nobody twice), ' +
      'unknown_department (with the `department` name the row gave). ' +
      'An expired invitation is renewed. `?dry_run=true` answers the same without inviting anyone ' +
      '(tokens are null): the preview.',
    form: { consumes: ['multipart/form-data', 'application/json'], json: BulkInviteJsonSchema },
    query: BulkInviteQuerySchema,
    response: BulkInviteResultSchema,
  },
  'GET /invitations/list': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.readPeople,
    tags: ['company'],
    response: z.array(InvitationSchema),
  },
});
