import type { Invitation, InvitationStatus } from '@lunch/contract';
import { MEMBERS_WHO } from '@lunch/contract/endpoint';
import { FileUp, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { RoleNote } from '../../../components/role-limited';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { useDepartments } from '../../../features/departments/api/departments';
import { useInvitations } from '../../../features/invitations/api/get-invitations';
import { BulkInviteModal } from '../../../features/invitations/components/bulk-invite-modal';
import { InviteModal } from '../../../features/invitations/components/invite-modal';
import { useMayDo } from '../../../lib/company-role';
import { formatDate } from '../../../lib/format-date';
import { useMe } from '../../../lib/use-me';
import { CompanySetupNotice, useCompanySetUp } from './company-setup';

const tones: Record<InvitationStatus, BadgeTone> = {
  PENDING: 'warning',
  ACCEPTED: 'success',
  EXPIRED: 'neutral',
};

/** The invitations, their dates in the company's time zone (and the department each joins, when any does). */
const columnsIn = (timeZone: string | undefined, withDepartment = false): Column<Invitation>[] => [
  {
    key: 'id',
    header: 'Invitation ID',
    cell: (row) => (
      <span className="font-mono text-xs" title={row.id}>
        {row.id.slice(-8)}
      </span>
    ),
  },
  { key: 'employee_work_email', header: 'Employee email' },
  ...(withDepartment
    ? [
        {
          key: 'department',
          header: 'Department',
          cell: (row: Invitation) => row.department?.name ?? <span className="text-ink-soft">None</span>,
        },
      ]
    : []),
  {
    key: 'invitation_token',
    header: 'Code',
    cell: (row) => <span className="font-mono">{row.invitation_token}</span>,
  },
  { key: 'created_at', header: 'Date', cell: (row) => formatDate(row.created_at, timeZone) },
  { key: 'status', header: 'Status', cell: (row) => <Badge tone={tones[row.status]}>{row.status}</Badge> },
];

/** /dashboard/invitations: every invitation sent, the Invite Employee modal and Invite from CSV. */
export function Component() {
  const [inviting, setInviting] = useState(false);
  const [bulk, setBulk] = useState(false);
  const invitations = useInvitations();
  const departments = useDepartments();
  const withDepartment =
    (departments.data?.length ?? 0) > 0 || (invitations.data ?? []).some((row) => row.department !== null);
  const timeZone = useMe().data?.time_zone;
  const setUp = useCompanySetUp();
  const mayInvite = useMayDo(MEMBERS_WHO.managePeople);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Invitations"
        description="Invite employees by email; each gets a code to join, valid for 7 days."
        actions={
          // Inviting is for an owner or a people member; a viewer reads the list (role-limited.tsx).
          !mayInvite ? (
            <RoleNote rule={MEMBERS_WHO.managePeople} what="invite employees" />
          ) : setUp.state === 'ready' ? (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button variant="secondary" onClick={() => setBulk(true)}>
                <FileUp className="size-4" aria-hidden="true" />
                Invite from CSV
              </Button>
              <Button onClick={() => setInviting(true)}>
                <UserPlus className="size-4" aria-hidden="true" />
                Invite Employee
              </Button>
            </div>
          ) : undefined
        }
      />
      {setUp.state === 'missing' ? <CompanySetupNotice missing={setUp.missing} /> : null}
      <DataTable
        caption="Invitations"
        columns={columnsIn(timeZone, withDepartment)}
        rows={invitations.data}
        rowKey={(row) => row.id}
        loading={invitations.isPending}
        error={invitations.isError ? 'Failed to fetch invitations. Please try again.' : null}
        onRetry={() => invitations.refetch()}
        emptyText="You haven't sent any invitations yet!"
      />
      <InviteModal open={inviting} onClose={() => setInviting(false)} departments={departments.data} />
      <BulkInviteModal open={bulk} onClose={() => setBulk(false)} />
    </div>
  );
}
