import type { Invitation, InvitationStatus } from '@lunch/contract';
import { FileUp, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { useInvitations } from '../../../features/invitations/api/get-invitations';
import { BulkInviteModal } from '../../../features/invitations/components/bulk-invite-modal';
import { InviteModal } from '../../../features/invitations/components/invite-modal';
import { formatDate } from '../../../lib/format-date';
import { useMe } from '../../../lib/use-me';
import { CompanySetupNotice, useCompanySetUp } from './company-setup';

const tones: Record<InvitationStatus, BadgeTone> = {
  PENDING: 'warning',
  ACCEPTED: 'success',
  EXPIRED: 'neutral',
};

/** The invitations, their dates in the company's time zone. */
const columnsIn = (timeZone: string | undefined): Column<Invitation>[] => [
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
  const timeZone = useMe().data?.time_zone;
  const setUp = useCompanySetUp();

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Invitations"
        description="Invite employees by email; each gets a code to join, valid for 7 days."
        actions={
          setUp.state === 'ready' ? (
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
        columns={columnsIn(timeZone)}
        rows={invitations.data}
        rowKey={(row) => row.id}
        loading={invitations.isPending}
        error={invitations.isError ? 'Failed to fetch invitations. Please try again.' : null}
        onRetry={() => invitations.refetch()}
        emptyText="You haven't sent any invitations yet!"
      />
      <InviteModal open={inviting} onClose={() => setInviting(false)} />
      <BulkInviteModal open={bulk} onClose={() => setBulk(false)} />
    </div>
  );
}
