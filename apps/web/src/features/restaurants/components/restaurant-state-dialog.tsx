import type { Restaurant } from '@lunch/contract';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateRestaurant } from '../api/restaurants';

/**
 * Suspending a restaurant (asked first: its dishes stop being offered to employees) or letting it
 * back on the menu.
 */
export function RestaurantStateDialog({
  restaurant,
  onClose,
}: {
  restaurant: Restaurant | null;
  onClose: () => void;
}) {
  const update = useUpdateRestaurant();
  const suspending = restaurant?.state === 'ACTIVE';
  const name = restaurant?.name ?? '';
  const change = () => {
    if (!restaurant) return;
    const state = suspending ? 'SUSPENDED' : 'ACTIVE';
    update.mutate(
      { id: restaurant.id, changes: { state } },
      {
        onSuccess: () => {
          toast.success(suspending ? `${name} is suspended` : `${name} is back on the menu`);
          onClose();
        },
        onError: (error) => toast.error(errorMessage(error, 'Could not change the restaurant. Try again.')),
      },
    );
  };
  return (
    <ConfirmDialog
      open={restaurant !== null}
      title={suspending ? `Suspend ${name}?` : `Reactivate ${name}?`}
      message={
        suspending
          ? `Its dishes stop being offered to employees at once. Orders already placed stay as they are, and what it has earned is still paid out.`
          : `Its dishes are offered to employees again, on its opening days.`
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
