import type { Rider } from '@lunch/contract';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateRider } from '../api/riders';
import { riderName } from './rider-columns';

/**
 * Suspending a rider (asked first: they are signed out and their undelivered orders go back to
 * dispatch) or letting them back in.
 */
export function RiderStateDialog({ rider, onClose }: { rider: Rider | null; onClose: () => void }) {
  const update = useUpdateRider();
  const suspending = rider?.account_state === 'ACTIVE';
  const name = rider ? riderName(rider) : '';
  const change = () => {
    if (!rider) return;
    const account_state = suspending ? 'SUSPENDED' : 'ACTIVE';
    update.mutate(
      { id: rider.id, changes: { account_state } },
      {
        onSuccess: () => {
          toast.success(suspending ? `${name} is suspended` : `${name} can sign in again`);
          onClose();
        },
        onError: (error) => toast.error(errorMessage(error, 'Could not change the rider. Try again.')),
      },
    );
  };
  return (
    <ConfirmDialog
      open={rider !== null}
      title={suspending ? `Suspend ${name}?` : `Reactivate ${name}?`}
      message={
        suspending
          ? `${name} is signed out and cannot sign in; the orders they carry and have not delivered go back to Dispatch, unassigned.`
          : `${name} can sign in again and be given orders.`
      }
      confirmLabel={suspending ? 'Suspend' : 'Reactivate'}
      loadingLabel={suspending ? 'Suspending…' : 'Reactivating…'}
      tone={suspending ? 'danger' : 'primary'}
      loading={update.isPending}
      onConfirm={change}
      onCancel={onClose}
    />
  );
}
