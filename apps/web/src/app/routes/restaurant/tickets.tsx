import { Loaded } from '../../../components/ui/loaded';
import { PageHeader } from '../../../components/ui/page-header';
import { useTicketBoard } from '../../../features/restaurant-tickets/api/tickets';
import { TicketBoard } from '../../../features/restaurant-tickets/components/ticket-board';
import { RunDayPicker } from '../../../features/rider-run/components/run-day-picker';
import { formatDay } from '../../../lib/format-date';
import { useListParams } from '../../../lib/use-list-params';

/**
 * /restaurant/tickets, the restaurant's home: its orders of a day (in the address,
 * `?date=2026-11-26`; none: today in the platform's time zone), slot by slot, read again every 30
 * seconds. Pending orders are accepted or declined (with a reason); a slot's accepted orders are
 * marked ready for pickup.
 */
export function Component() {
  const { filters, setFilter } = useListParams(['date']);
  const board = useTicketBoard(filters.date);
  const day = filters.date || board.data?.date || '';

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <PageHeader
        title="Tickets"
        description={day ? `Your orders for ${formatDay(day)}, slot by slot.` : undefined}
      />
      <RunDayPicker day={day} isToday={filters.date === ''} onChange={(next) => setFilter('date', next)} />
      <Loaded
        query={board}
        loading="Loading your tickets..."
        failure="Could not load your tickets."
        showLabel
        centered
      >
        {(loaded) => <TicketBoard board={loaded} />}
      </Loaded>
    </section>
  );
}
