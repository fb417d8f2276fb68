import type { Zone } from '@lunch/contract';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { useDeleteZone, useZones } from '../../../features/zones/api/zones';
import { ZoneFormModal } from '../../../features/zones/components/zone-form-modal';
import { errorMessage } from '../../../lib/api-client';
import { zoneColumns } from './zone-columns';

/** The form open: adding a zone, or editing one. */
type Editing = { zone?: Zone } | null;

/**
 * /admin/zones: the delivery zones — the areas the platform delivers to, each with its fee and,
 * optionally, its own slots and cut-off — added, edited and deleted by the platform admin.
 */
export function Component() {
  const zones = useZones();
  const remove = useDeleteZone();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Zone | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const confirmDelete = (zone: Zone) =>
    remove.mutate(zone.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(`Zone ${zone.name} deleted`);
        // Its row is gone: the keyboard carries on from "Add zone".
        addButton.current?.focus();
      },
      onError: (error) => {
        setDeleting(null);
        toast.error(errorMessage(error, 'Could not delete the zone. Please try again.'));
      },
    });

  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title="Delivery zones"
        description="Where lunch is delivered: each zone's areas and fee, and its own slots and cut-off where they differ from the platform's."
        actions={
          <Button ref={addButton} className="whitespace-nowrap" onClick={() => setEditing({})}>
            <Plus className="size-4" aria-hidden="true" />
            Add zone
          </Button>
        }
      />
      <DataTable
        caption="Delivery zones, by name"
        columns={zoneColumns({ onEdit: (zone) => setEditing({ zone }), onDelete: setDeleting })}
        rows={zones.data}
        rowKey={(zone) => zone.id}
        loading={zones.isPending}
        error={zones.isError ? errorMessage(zones.error, 'Could not load the delivery zones.') : null}
        onRetry={() => void zones.refetch()}
        emptyText="No delivery zones yet. While no zone exists, every address is served with no delivery fee. Add a zone to deliver only to its areas and charge its fee."
      />
      <ZoneFormModal open={editing !== null} zone={editing?.zone} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? `Delete ${deleting.name}?` : 'Delete zone?'}
        message="Orders already placed keep their zone and fee. Addresses in its areas are served again only if another zone holds them, or once no zone is left."
        confirmLabel="Delete zone"
        loadingLabel="Deleting..."
        tone="danger"
        loading={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
