import { MEMBERS_WHO } from '@lunch/contract/endpoint';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { RoleNote } from '../../../components/role-limited';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useMembers } from '../../../features/team/api/members';
import { InviteMemberModal } from '../../../features/team/components/invite-member-modal';
import { MembersTable } from '../../../features/team/components/members-table';
import { RoleGuide } from '../../../features/team/components/role-guide';
import { useMayDo } from '../../../lib/company-role';
import { useMe } from '../../../lib/use-me';

/**
 * /dashboard/team: the members who run the company's account (issue 32). Every member reads the
 * list; an owner invites teammates in a role, changes roles and removes members.
 */
export function Component() {
  const [inviting, setInviting] = useState(false);
  const members = useMembers();
  const me = useMe().data;
  const mayManage = useMayDo(MEMBERS_WHO.runTheCompany);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Team"
        description="The people who run your company’s account, and what each may do."
        actions={
          mayManage ? (
            <Button onClick={() => setInviting(true)}>
              <UserPlus className="size-4" aria-hidden="true" />
              Invite teammate
            </Button>
          ) : (
            <RoleNote rule={MEMBERS_WHO.runTheCompany} what="invite teammates or change roles" />
          )
        }
      />
      <MembersTable
        members={members.data}
        loading={members.isPending}
        error={members.isError}
        onRetry={() => void members.refetch()}
        mayManage={mayManage}
        myEmail={me?.email}
        timeZone={me?.time_zone}
      />
      <RoleGuide />
      {mayManage ? <InviteMemberModal open={inviting} onClose={() => setInviting(false)} /> : null}
    </div>
  );
}
