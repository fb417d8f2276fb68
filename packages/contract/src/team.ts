import { z } from 'zod';
import { EmailSchema, IdSchema, TimestampSchema } from './common.js';
import { COMPANY_ROLES } from './endpoints/endpoint.js';

/**
 * A company is a team (issue 32): the members who run its account, each with a role (`owner`,
 * `finance`, `people`, `viewer`; see `MEMBERS_WHO` for what each may do). The account that signed
 * the company up is its first owner; an owner invites the others by email.
 */
export const MEMBER_STATUSES = ['INVITED', 'ACTIVE', 'REMOVED'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const CompanyRoleSchema = z.enum(COMPANY_ROLES, {
  message: `role must be one of ${COMPANY_ROLES.join(', ')}`,
});

export const MemberSchema = z.object({
  id: IdSchema,
  /** The member's name; an owner who signed the company up has none, and is shown by email. */
  name: z.string(),
  email: z.string(),
  role: CompanyRoleSchema,
  status: z.enum(MEMBER_STATUSES),
  last_login_at: TimestampSchema.nullable().describe('When the member last signed in; null: never'),
  created_at: TimestampSchema,
});
export type Member = z.infer<typeof MemberSchema>;

export const InviteMemberSchema = z.strictObject({ email: EmailSchema, role: CompanyRoleSchema });
export type InviteMemberInput = z.input<typeof InviteMemberSchema>;
export const UpdateMemberSchema = z.strictObject({ role: CompanyRoleSchema });
export const MemberIdParamsSchema = z.object({ id: IdSchema });

/** The 409 when a change would leave a company without an owner. */
export const LAST_OWNER_MESSAGE = 'A company keeps at least one owner: make another member an owner first';
