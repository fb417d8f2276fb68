import { IdSchema } from '@lunch/contract';
import { Download, Printer } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Select, TextField } from '../../../components/ui/field';
import { Loaded } from '../../../components/ui/loaded';
import { PageHeader } from '../../../components/ui/page-header';
import {
  kitchenCsvUrl,
  useBulkOrderStatus,
  useKitchenSheet,
  useLiveKitchenSheet,
} from '../../../features/kitchen/api/get-kitchen-sheet';
import { PrintLabels } from '../../../features/kitchen/components/print-labels';
import { useRestaurants } from '../../../features/restaurants/api/restaurants';
import { errorMessage } from '../../../lib/api-client';
import { formatDay } from '../../../lib/format-date';
import { useListParams } from '../../../lib/use-list-params';
import { KitchenSheetView, type Marking } from './kitchen-sheet';

/**
 * The day picker and the sheet's exports; hidden when printing (a restaurant's kitchen page shows it
 * too). The platform admin's exports are of the restaurant chosen (`restaurantId`, '' every one).
 */
export function KitchenToolbar({
  day,
  onDayChange,
  restaurantId = '',
  filter,
}: {
  day: string;
  onDayChange: (day: string) => void;
  restaurantId?: string;
  /** A control shown first (the platform admin's restaurant filter). */
  filter?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end gap-2 print:hidden">
      {filter}
      <TextField
        label="Delivery day"
        type="date"
        value={day}
        onChange={(event) => onDayChange(event.target.value)}
      />
      <a href={kitchenCsvUrl(day, restaurantId)} download className={buttonClasses('secondary', 'md')}>
        <Download className="size-4" aria-hidden="true" />
        CSV
      </a>
      <PrintLabels day={day} restaurantId={restaurantId} />
      <Button variant="secondary" onClick={() => window.print()}>
        <Printer className="size-4" aria-hidden="true" />
        Print
      </Button>
    </div>
  );
}

/** The restaurant whose orders the sheet shows: every restaurant's, or one's. */
function RestaurantFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const restaurants = useRestaurants();
  const options = (restaurants.data ?? []).map((restaurant) => ({
    value: restaurant.id,
    label: restaurant.name,
  }));
  return (
    <Select
      label="Restaurant"
      options={options}
      placeholder={restaurants.isError ? 'All restaurants (could not load the list)' : 'All restaurants'}
      // Until the list is known, the one asked for stands alone.
      value={restaurants.data ? value : ''}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * /admin/kitchen: what to cook and deliver on a day (in the address, `?date=2026-03-09`; none: today
 * in the platform's time zone), of every restaurant or one (`?restaurant=<id>`), each delivery
 * naming its restaurant; live; prints cleanly; marks a slot's orders.
 */
export function Component() {
  const { filters, setFilter } = useListParams(['date', 'restaurant']);
  const restaurantId = IdSchema.safeParse(filters.restaurant).success ? filters.restaurant : '';
  const sheet = useKitchenSheet(filters.date, restaurantId);
  const bulk = useBulkOrderStatus();
  const [marking, setMarking] = useState<Marking | null>(null);
  useLiveKitchenSheet();
  const data = sheet.data;
  const day = filters.date || data?.date || '';

  const mark = () => {
    if (!marking) return;
    bulk.mutate(
      { orderIds: marking.orderIds, newStatus: marking.newStatus },
      {
        onSuccess: ({ data: result }) => {
          setMarking(null);
          if (result.refused.length === 0)
            toast.success(`${result.updated.length} orders ${marking.label.toLowerCase()}`);
          else toast.error(`${result.refused.length} not changed: ${result.refused[0]!.message}`);
        },
        onError: (error) => toast.error(errorMessage(error, 'Could not change the orders.')),
      },
    );
  };

  return (
    <section className="flex flex-col gap-6">
      <title>Kitchen · Lunch</title>
      <PageHeader
        title={data ? `Kitchen sheet · ${formatDay(data.date)}` : 'Kitchen sheet'}
        description="What to cook and deliver. Updates as orders arrive."
        actions={
          <KitchenToolbar
            day={day}
            onDayChange={(next) => setFilter('date', next)}
            restaurantId={restaurantId}
            filter={<RestaurantFilter value={restaurantId} onChange={(id) => setFilter('restaurant', id)} />}
          />
        }
      />
      <Loaded
        query={sheet}
        loading="Loading the kitchen sheet..."
        showLabel
        centered
        failure="Could not load the kitchen sheet."
      >
        {(loaded) => (
          <KitchenSheetView sheet={loaded} onMark={setMarking} showRestaurant={restaurantId === ''} />
        )}
      </Loaded>
      <ConfirmDialog
        open={marking !== null}
        title={
          marking
            ? `Mark ${marking.orderIds.length} orders at ${marking.slot} as ${marking.label.toLowerCase()}?`
            : ''
        }
        message="Each employee is emailed about the change."
        confirmLabel={marking?.label ?? 'Confirm'}
        loading={bulk.isPending}
        loadingLabel="Saving..."
        onConfirm={mark}
        onCancel={() => setMarking(null)}
      />
    </section>
  );
}
