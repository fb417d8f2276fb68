import type { Restaurant } from '@lunch/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { useRestaurants } from '../../../features/restaurants/api/restaurants';
import { restaurantColumns } from '../../../features/restaurants/components/restaurant-columns';
import {
  type RestaurantEdit,
  RestaurantFormModal,
} from '../../../features/restaurants/components/restaurant-form-modal';
import { RestaurantStateDialog } from '../../../features/restaurants/components/restaurant-state-dialog';
import { useZones } from '../../../features/zones/api/zones';
import { errorMessage } from '../../../lib/api-client';

/**
 * /admin/restaurants: the restaurant partners who cook the dishes — added by the platform admin
 * (the contact email receives an invitation code to sign up with), with their cuisines, the
 * delivery zones they serve, the platform's commission and the bank account their payouts go to;
 * edited here; suspended (asked first) to stop their dishes being offered.
 */
export function Component() {
  const restaurants = useRestaurants();
  // The zones a restaurant may serve: read here and handed to the form (a feature does not read another's).
  const zones = useZones();
  const zoneOptions = zones.data?.map((zone) => ({ value: zone.id, label: zone.name }));
  const [edit, setEdit] = useState<RestaurantEdit | null>(null);
  const [changing, setChanging] = useState<Restaurant | null>(null);

  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title="Restaurants"
        description="The restaurants that cook the dishes. Each keeps its own menu, hours and tickets, and is paid what it earns, less the commission."
        actions={
          <Button className="whitespace-nowrap" onClick={() => setEdit({ kind: 'add' })}>
            <Plus className="size-4" aria-hidden="true" />
            Add restaurant
          </Button>
        }
      />
      <DataTable
        caption="Restaurants, by name"
        columns={restaurantColumns({
          onEdit: (restaurant) => setEdit({ kind: 'edit', restaurant }),
          onChangeState: setChanging,
        })}
        rows={restaurants.data}
        rowKey={(restaurant) => restaurant.id}
        loading={restaurants.isPending}
        error={
          restaurants.isError ? errorMessage(restaurants.error, 'Could not load the restaurants.') : null
        }
        onRetry={() => void restaurants.refetch()}
        emptyText="No restaurants yet. Add one: its contact email gets an invitation code to sign up with, then it keeps its own menu and works its tickets at /restaurant."
      />
      <RestaurantFormModal edit={edit} zones={zoneOptions} onClose={() => setEdit(null)} />
      <RestaurantStateDialog restaurant={changing} onClose={() => setChanging(null)} />
    </section>
  );
}
