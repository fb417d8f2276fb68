import type { Rider } from '@lunch/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { useRiders } from '../../../features/riders/api/riders';
import { riderColumns } from '../../../features/riders/components/rider-columns';
import { type RiderEdit, RiderFormModal } from '../../../features/riders/components/rider-form-modal';
import { RiderStateDialog } from '../../../features/riders/components/rider-state-dialog';
import { useZones } from '../../../features/zones/api/zones';
import { errorMessage } from '../../../lib/api-client';

/**
 * /admin/riders: the riders who carry lunch to the door — invited by the platform admin (the
 * account, and an email to set a password), each with a phone and the delivery zones they ride;
 * their names, phone and zones edited here; a rider who leaves is suspended (asked first).
 */
export function Component() {
  const riders = useRiders();
  // The zones a rider may ride: read here and handed to the form (a feature does not read another's).
  const zones = useZones();
  const zoneOptions = zones.data?.map((zone) => ({ value: zone.id, label: zone.name }));
  const [edit, setEdit] = useState<RiderEdit | null>(null);
  const [changing, setChanging] = useState<Rider | null>(null);

  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title="Riders"
        description="The riders who carry lunch to the door. Dispatch gives them the day's orders; they hand each over with the employee's code."
        actions={
          <Button className="whitespace-nowrap" onClick={() => setEdit({ kind: 'invite' })}>
            <Plus className="size-4" aria-hidden="true" />
            Invite rider
          </Button>
        }
      />
      <DataTable
        caption="Riders, by name"
        columns={riderColumns({
          onEdit: (rider) => setEdit({ kind: 'edit', rider }),
          onChangeState: setChanging,
        })}
        rows={riders.data}
        rowKey={(rider) => rider.id}
        loading={riders.isPending}
        error={riders.isError ? errorMessage(riders.error, 'Could not load the riders.') : null}
        onRetry={() => void riders.refetch()}
        emptyText="No riders yet. A rider signs in on their phone at /rider to see the orders you dispatch to them, and hands each over with the 4-digit code the employee gives them. Invite a rider to start."
      />
      <RiderFormModal edit={edit} zones={zoneOptions} onClose={() => setEdit(null)} />
      <RiderStateDialog rider={changing} onClose={() => setChanging(null)} />
    </section>
  );
}
