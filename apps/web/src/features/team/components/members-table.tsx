import { COMPANY_ROLE_LABELS, type Member, type MemberStatus } from '@lunch/contract';
import type { CompanyRole } from '@lunch/contract/endpoint';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { Select } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useChangeMemberRole, useRemoveMember } from '../api/members';
import { ROLE_OPTIONS } from './role-options';

const tones: Record<MemberStatus, BadgeTone> = { ACTIVE: 'success', INVITED: 'warning', REMOVED: 'neutral' };
const statusWords: Record<MemberStatus, string> = {
  ACTIVE: 'Active',
  INVITED: 'Invited',
  REMOVED: 'Removed',
};

/** An invitation whose code is no longer valid (it may be sent again). */
const lapsed = (member: Member, now: number) =>
  member.status === 'INVITED' &&
  member.invitation_expires_at !== null &&
  new Date(member.invitation_expires_at).getTime() <= now;

/** How a member is named in a sentence: their name, else their email. */
const who = (member: Member) => member.name || member.email;

/** In place of a name a member has not given (the owner who signed the company up gave none). */
const noName: Record<MemberStatus, string> = {
  ACTIVE: 'Company sign-up account',
  INVITED: 'Not joined yet',
  REMOVED: 'Never joined',
};

/** An email that may wrap before its @ on a narrow column, not in the middle of a word. */
function Email({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <span className="break-all">{email}</span>;
  return (
    <span className="[overflow-wrap:anywhere]">
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </span>
  );
}

type Pending =
  | { kind: 'remove'; member: Member }
  | { kind: 'demote-self'; member: Member; role: CompanyRole };

export type MembersTableProps = {
  members: readonly Member[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  /** Whether the signed-in member may change the team (an owner). */
  mayManage: boolean;
  /** The signed-in member's email: their own row says "(you)" and is not removed from here. */
  myEmail: string | undefined;
  /** The zone the sign-in times are shown in (named when not the browser's). */
  timeZone: string | undefined;
};

/**
 * The team: name, email, role, status and last sign-in of each member; for an owner, a role select
 * on each row (a change is saved at once; stepping down from owner yourself asks first) and Remove
 * (Withdraw for an invitation), confirmed in a dialog. Others read it.
 */
export function MembersTable({
  members,
  loading,
  error,
  onRetry,
  mayManage,
  myEmail,
  timeZone,
}: MembersTableProps) {
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const [pending, setPending] = useState<Pending | null>(null);
  const now = Date.now();

  const saveRole = async (member: Member, role: CompanyRole) => {
    try {
      const saved = await changeRole.mutateAsync({ id: member.id, role });
      toast.success(`${who(saved)} is now ${COMPANY_ROLE_LABELS[saved.role].toLowerCase()}`);
    } catch (failure) {
      toast.error(errorMessage(failure, 'Failed to change the role. Please try again.'));
    }
  };

  const onRoleChange = (member: Member, role: CompanyRole) => {
    if (member.email === myEmail && member.role === 'owner' && role !== 'owner') {
      setPending({ kind: 'demote-self', member, role });
      return;
    }
    void saveRole(member, role);
  };

  const confirm = async () => {
    if (!pending) return;
    if (pending.kind === 'demote-self') {
      await saveRole(pending.member, pending.role);
      setPending(null);
      return;
    }
    const { member } = pending;
    try {
      await remove.mutateAsync(member.id);
      toast.success(
        member.status === 'INVITED'
          ? `Invitation to ${member.email} withdrawn`
          : `${who(member)} was removed from the team`,
      );
    } catch (failure) {
      toast.error(errorMessage(failure, 'Failed to remove the member. Please try again.'));
    }
    setPending(null);
  };

  const columns: Column<Member>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (member) => (
        <span className="font-medium">
          {member.name || <span className="font-normal text-ink-soft">{noName[member.status]}</span>}
          {member.email === myEmail ? <span className="ml-1 text-ink-soft">(you)</span> : null}
        </span>
      ),
    },
    { key: 'email', header: 'Email', cell: (member) => <Email email={member.email} /> },
    {
      key: 'role',
      header: 'Role',
      cell: (member) =>
        mayManage && member.status !== 'REMOVED' ? (
          <Select
            label={`Role of ${who(member)}`}
            hideLabel
            options={ROLE_OPTIONS}
            value={member.role}
            disabled={changeRole.isPending}
            onChange={(event) => onRoleChange(member, event.target.value as CompanyRole)}
            className="min-w-32 py-1.5"
          />
        ) : (
          COMPANY_ROLE_LABELS[member.role]
        ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (member) =>
        lapsed(member, now) ? (
          <Badge tone="neutral">Invitation expired</Badge>
        ) : (
          <Badge tone={tones[member.status]}>{statusWords[member.status]}</Badge>
        ),
    },
    {
      key: 'last_login_at',
      header: 'Last sign-in',
      cell: (member) =>
        member.last_login_at ? (
          formatDateTime(member.last_login_at, timeZone)
        ) : (
          <span className="text-ink-soft">Never</span>
        ),
    },
  ];
  if (mayManage) {
    columns.push({
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      align: 'right',
      cell: (member) =>
        member.status === 'REMOVED' || member.email === myEmail ? null : (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setPending({ kind: 'remove', member })}
            aria-label={
              member.status === 'INVITED'
                ? `Withdraw the invitation to ${member.email}`
                : `Remove ${who(member)}`
            }
          >
            {member.status === 'INVITED' ? 'Withdraw' : 'Remove'}
          </Button>
        ),
    });
  }

  const removing = pending?.kind === 'remove' ? pending.member : null;
  return (
    <>
      <DataTable
        caption="Team members"
        columns={columns}
        rows={members}
        rowKey={(member) => member.id}
        loading={loading}
        error={error ? 'Failed to fetch the team. Please try again.' : null}
        onRetry={onRetry}
        emptyText="Nobody runs this account yet."
      />
      <ConfirmDialog
        open={pending !== null}
        tone={pending?.kind === 'remove' ? 'danger' : 'primary'}
        title={
          removing
            ? removing.status === 'INVITED'
              ? `Withdraw the invitation to ${removing.email}?`
              : `Remove ${who(removing)} from the team?`
            : 'Step down as an owner?'
        }
        message={
          removing
            ? removing.status === 'INVITED'
              ? 'The code in their email stops working. You can invite them again later.'
              : 'They are signed out at once and can no longer sign in to your company’s account.'
            : 'You will no longer manage the team or the company’s profile. Another owner can make you an owner again.'
        }
        confirmLabel={removing ? (removing.status === 'INVITED' ? 'Withdraw' : 'Remove') : 'Step down'}
        loadingLabel={removing ? 'Removing...' : 'Saving...'}
        loading={remove.isPending || (pending?.kind === 'demote-self' && changeRole.isPending)}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
