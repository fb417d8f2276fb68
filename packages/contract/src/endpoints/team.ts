import { NoDataSchema } from '../common.js';
import { InviteMemberSchema, MemberIdParamsSchema, MemberSchema, UpdateMemberSchema } from '../team.js';
import { defineEndpoints, MEMBERS_WHO } from './endpoint.js';

/** The members who run a company's account and their roles (server: modules/team). */
export const teamEndpoints = defineEndpoints({
  'GET /company/members': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.all,
    tags: ['company'],
    description: 'Everyone who runs the company’s account, with their role and status, owners first.',
    response: MemberSchema.array(),
  },
  'POST /company/members': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.runTheCompany,
    tags: ['company'],
    description:
      'Invites a teammate: emails a code and a link to `/signup?team_code=…`, valid 7 days. 409 when the email already belongs to a member, or to an account of any kind.',
    body: InviteMemberSchema,
    status: 201,
    response: MemberSchema,
  },
  'PATCH /company/members/:id': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.runTheCompany,
    tags: ['company'],
    description: 'Changes a member’s role. 409 when it would leave the company without an owner.',
    params: MemberIdParamsSchema,
    body: UpdateMemberSchema,
    response: MemberSchema,
  },
  'DELETE /company/members/:id': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.runTheCompany,
    tags: ['company'],
    description:
      'Removes a member (or withdraws an invitation): their sessions end at once. 409 when it would leave the company without an owner.',
    params: MemberIdParamsSchema,
    response: NoDataSchema,
  },
});
