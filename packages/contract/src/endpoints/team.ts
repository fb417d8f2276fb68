import { NoDataSchema } from '../common.js';
import { InviteMemberSchema, MemberIdParamsSchema, MemberSchema, UpdateMemberSchema } from '../team.js';
import { defineEndpoints, MEMBERS_WHO } from './endpoint.js';

/** The members who run a company's account and their roles (server: modules/team). */
export const teamEndpoints = defineEndpoints({
  'GET /company/members': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.all,
    tags: ['company'],
    description:
      'Everyone who runs the company’s account, with their role, status and last sign-in: active members first (owners first), then invitations, then removed members.',
    response: MemberSchema.array(),
  },
  'POST /company/members': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.runTheCompany,
    tags: ['company'],
    description:
      'Invites a teammate in a role: emails a code and a link to `/signup?team_code=…`, valid 7 days (inviting an email already invited sends a fresh code). 409 when the email already belongs to a member, or to an account of any kind. Recorded as `member.invited`.',
    body: InviteMemberSchema,
    status: 201,
    response: MemberSchema,
  },
  'PATCH /company/members/:id': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.runTheCompany,
    tags: ['company'],
    description:
      'Changes a member’s (or an invitation’s) role. 409 when it would leave the company without an active owner, or the member was removed. Recorded as `member.role_changed`.',
    params: MemberIdParamsSchema,
    body: UpdateMemberSchema,
    response: MemberSchema,
  },
  'DELETE /company/members/:id': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.runTheCompany,
    tags: ['company'],
    description:
      'Removes a member (their sessions end at once) or withdraws an invitation (its code stops working). 409 when it would leave the company without an active owner. Recorded as `member.removed` or `member.invitation_withdrawn`.',
    params: MemberIdParamsSchema,
    response: NoDataSchema,
  },
});
