import { z } from 'zod';
import { EmailSchema, IdSchema, TimestampSchema } from './common.js';
import { COMPANY_ROLES, type CompanyRole } from './endpoints/endpoint.js';

/**
 * A company is a team (issue 32): the members who run its account, each with a role (`owner`,
 * `finance`, `people`, `viewer`; see `MEMBERS_WHO` for what each may do). The account that signed
 * the company up is its first owner; an owner invites the others by email.
 */
export const MEMBER_STATUSES = ['INVITED', 'ACTIVE', 'REMOVED'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** How long a team invitation's code is valid. */
export const MEMBER_INVITATION_TTL_DAYS = 7;

export const CompanyRoleSchema = z.enum(COMPANY_ROLES, {
  message: `role must be one of ${COMPANY_ROLES.join(', ')}`,
});

/** Each role in words, as the Team page and the invitation email put it. */
export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = {
  owner: 'Owner',
  finance: 'Finance',
  people: 'People',
  viewer: 'Viewer',
};

/** What each role may do, in one line (docs/team.md; the same rules as `MEMBERS_WHO`). */
export const COMPANY_ROLE_SUMMARIES: Record<CompanyRole, string> = {
  owner: 'Everything, including the team and the company’s profile',
  finance: 'Top-ups, the bank account, auto top-up, billings, statements and invoices',
  people: 'Employees, invitations, budgets, departments and programme rules',
  viewer: 'Reads everything, changes nothing',
};

export const MemberSchema = z.object({
  id: IdSchema,
  /** The member's name; an owner who signed the company up has none, and is shown by email. */
  name: z.string(),
  email: z.string(),
  role: CompanyRoleSchema,
  status: z.enum(MEMBER_STATUSES),
  last_login_at: TimestampSchema.nullable().describe('When the member last signed in; null: never'),
  created_at: TimestampSchema,
  joined_at: TimestampSchema.nullable().describe('When the member joined (signed up); null while invited'),
  invitation_expires_at: TimestampSchema.nullable().describe(
    'Until when an invitation’s code is valid (INVITED only; null otherwise)',
  ),
  removed_at: TimestampSchema.nullable(),
});
export type Member = z.infer<typeof MemberSchema>;

export const InviteMemberSchema = z.strictObject({ email: EmailSchema, role: CompanyRoleSchema });
export type InviteMemberInput = z.input<typeof InviteMemberSchema>;
export const UpdateMemberSchema = z.strictObject({ role: CompanyRoleSchema });
export type UpdateMemberInput = z.input<typeof UpdateMemberSchema>;
export const MemberIdParamsSchema = z.object({ id: IdSchema });

/** The 409 when a change would leave a company without an owner. */
export const LAST_OWNER_MESSAGE = 'A company keeps at least one owner: make another member an owner first';

/** The 403 a removed member gets when they sign in. */
export const REMOVED_MEMBER_MESSAGE =
  'You are no longer a member of this company’s team. Ask one of its owners if you need access again.';
