import { useQuery } from '@tanstack/react-query';
import { Loaded } from '../../../components/ui/loaded';
import { PageHeader } from '../../../components/ui/page-header';
import { kitchenSheetQuery } from '../../../features/kitchen/api/get-kitchen-sheet';
import { TICKETS_EVERY_MS } from '../../../features/restaurant-tickets/api/tickets';
import { formatDay } from '../../../lib/format-date';
import { useListParams } from '../../../lib/use-list-params';
import { KitchenToolbar } from '../admin/kitchen';
import { KitchenSheetView } from '../admin/kitchen-sheet';

/**
 * /restaurant/kitchen: the platform admin's kitchen sheet of a day, CSV and meal labels, of the
 * restaurant's own orders (the server answers it no other); read again as often as the tickets.
 * Orders move on from the ticket board (accept, decline, mark a slot ready), not from here.
 */
export function Component() {
  const { filters, setFilter } = useListParams(['date']);
  const sheet = useQuery({ ...kitchenSheetQuery(filters.date), refetchInterval: TICKETS_EVERY_MS });
  const data = sheet.data;
  const day = filters.date || data?.date || '';

  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title={data ? `Kitchen sheet · ${formatDay(data.date)}` : 'Kitchen sheet'}
        description="What to cook for your orders, slot by slot."
        actions={<KitchenToolbar day={day} onDayChange={(next) => setFilter('date', next)} />}
      />
      <Loaded
        query={sheet}
        loading="Loading the kitchen sheet..."
        showLabel
        centered
        failure="Could not load the kitchen sheet."
      >
        {(loaded) => <KitchenSheetView sheet={loaded} />}
      </Loaded>
    </section>
  );
}
