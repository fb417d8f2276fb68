import { COMPANY_ROLE_SUMMARIES, MEMBER_INVITATION_TTL_DAYS } from '@lunch/contract';
import { type CompanyRole, companyRolesText } from '@lunch/contract/endpoint';
import { compose } from '../../lib/emails.js';

export type MemberInvitation = {
  companyName: string;
  /** Who invited them: the owner's name (or email). */
  invitedBy: string;
  role: CompanyRole;
  code: string;
};

/**
 * An owner's invitation to run the company's account with them (issue 32): the role and what it
 * may do, the code, and the sign-up link (`/signup?team_code=…&email=…`), valid 7 days.
 */
export function memberInvitationEmail(to: string, invitation: MemberInvitation, appUrl: string) {
  const { companyName, invitedBy, role, code } = invitation;
  const link = `${appUrl}/signup?team_code=${encodeURIComponent(code)}&email=${encodeURIComponent(to)}`;
  return compose(to, `${companyName} invited you to its team on Lunch`, [
    `${invitedBy} invited you to help run ${companyName}'s lunch account as ${companyRolesText([role])}.`,
    { rows: [['Your role', `${role}: ${COMPANY_ROLE_SUMMARIES[role]}`]] },
    `Sign up with this email address and this team code within ${MEMBER_INVITATION_TTL_DAYS} days:`,
    { code },
    { link, label: 'Join the team' },
    'If you did not expect this invitation, ignore this email.',
  ]);
}
