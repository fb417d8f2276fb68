import type { DispatchBoard } from '@lunch/contract';
import { Shuffle } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Loaded } from '../../../components/ui/loaded';
import { PageHeader } from '../../../components/ui/page-header';
import { useAutoDispatch, useDispatchBoard, useLiveDispatch } from '../../../features/dispatch/api/dispatch';
import { DispatchBoardTable, type GroupKey } from '../../../features/dispatch/components/dispatch-board';
import { DispatchOrders } from '../../../features/dispatch/components/dispatch-orders';
import { autoText, groupKeyOf, groupName } from '../../../features/dispatch/dispatch-text';
import { errorMessage } from '../../../lib/api-client';
import { formatDay } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { useListParams } from '../../../lib/use-list-params';

/** The day, the group (zone and slot) whose orders are listed, and the list's rider filter, in the address. */
const PLACE = ['date', 'zone', 'slot', 'rider'] as const;

/** The day picker and "Share out automatically" (each zone's unassigned orders among its riders). */
function DispatchToolbar({ day, onDayChange }: { day: string; onDayChange: (day: string) => void }) {
  const auto = useAutoDispatch();
  const onAuto = () =>
    auto.mutate(day, {
      onSuccess: (result) => toast.success(autoText(result)),
      onError: (error) =>
        toast.error(errorMessage(error, 'Could not share the orders out. Please try again.')),
    });
  return (
    <div className="flex flex-wrap items-end gap-2 sm:flex-nowrap">
      <TextField
        label="Delivery day"
        type="date"
        value={day}
        onChange={(event) => {
          if (event.target.value) onDayChange(event.target.value);
        }}
      />
      <Button
        className="whitespace-nowrap"
        onClick={onAuto}
        disabled={!day}
        loading={auto.isPending}
        loadingText="Sharing out..."
      >
        <Shuffle className="size-4" aria-hidden="true" />
        Share out automatically
      </Button>
    </div>
  );
}

/** The listed group's name as the board has it ("Mainland at 12:30"), else the whole day. */
function listTitle(board: DispatchBoard, group: GroupKey | null) {
  const found = group
    ? board.groups.find((one) => groupKeyOf(one).zone_id === group.zone_id && one.slot === group.slot)
    : undefined;
  if (found) return `Orders of ${groupName(found)}`;
  return `Every order of ${formatDay(board.date)}`;
}

/**
 * /admin/dispatch: a day's orders given to riders (in the address, `?date=2026-11-26`; none: today
 * in the platform's time zone). The board counts them by zone and slot, with the riders carrying
 * them; a group's unassigned orders go to one rider at once, or the server shares them out among
 * each zone's riders; below, a group's orders, checked ones assigned to a rider. Live.
 */
export function Component() {
  const { page, filters, setPage, setFilter, setFilters } = useListParams(PLACE);
  const board = useDispatchBoard(filters.date);
  useLiveDispatch();
  const day = filters.date || board.data?.date || '';
  const group: GroupKey | null = filters.slot
    ? { zone_id: filters.zone || 'none', slot: filters.slot }
    : null;

  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title="Dispatch"
        description={`Give ${day ? formatDay(day) : 'the day'}'s orders to riders, zone by zone and slot by slot. Updates as orders arrive.`}
        actions={
          <DispatchToolbar day={day} onDayChange={(next) => setFilters({ date: next, zone: '', slot: '' })} />
        }
      />
      <Loaded
        query={board}
        loading="Loading the dispatch board..."
        failure="Could not load the dispatch board."
        showLabel
        centered
      >
        {(loaded) => (
          <>
            {loaded.riders.length === 0 ? (
              <p className="rounded-lg bg-warning-50 px-4 py-3 text-sm text-warning-800 ring-1 ring-warning-700/30 ring-inset">
                No active rider yet.{' '}
                <Link to={paths.admin.riders} className="font-semibold underline">
                  Invite riders
                </Link>{' '}
                to give them orders.
              </p>
            ) : null}
            <DispatchBoardTable
              board={loaded}
              selected={group}
              onSelect={(next) => setFilters({ zone: next.zone_id, slot: next.slot })}
            />
            {loaded.groups.length > 0 ? (
              <DispatchOrders
                title={listTitle(loaded, group)}
                date={loaded.date}
                group={group}
                rider={filters.rider}
                page={page}
                riders={loaded.riders}
                onRiderFilter={(rider) => setFilter('rider', rider)}
                onPage={setPage}
                onShowAll={() => setFilters({ zone: '', slot: '' })}
              />
            ) : null}
          </>
        )}
      </Loaded>
    </section>
  );
}
