import type { DispatchBoard, DispatchGroup } from '@lunch/contract';
import { ListFilter, UserCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { Select } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { formatDay } from '../../../lib/format-date';
import { useAssignOrders } from '../api/dispatch';
import { assignedText, groupKeyOf, groupName } from '../dispatch-text';
import { type BoardRider, riderName, riderOptions } from './rider-options';

/** A group of the board, as the page keeps it in the address. */
export type GroupKey = { zone_id: string; slot: string };

const sameGroup = (group: DispatchGroup, key: GroupKey | null) =>
  key !== null && groupKeyOf(group).zone_id === key.zone_id && group.slot === key.slot;

/** A rider to choose and "Assign all unassigned": every unassigned order of the group goes to them. */
function GroupAssign({
  date,
  group,
  riders,
}: {
  date: string;
  group: DispatchGroup;
  riders: readonly BoardRider[];
}) {
  const [riderId, setRiderId] = useState('');
  const assign = useAssignOrders();
  const name = groupName(group);

  const onAssign = () => {
    const rider = riders.find((found) => found.id === riderId);
    if (!rider) return;
    assign.mutate(
      { group: { date, ...groupKeyOf(group) }, riderId: rider.id },
      {
        onSuccess: (result) => {
          const { ok, text } = assignedText(result, riderName(rider));
          if (ok) toast.success(text);
          else toast.error(text);
          setRiderId('');
        },
        onError: (error) =>
          toast.error(errorMessage(error, 'Could not assign the orders. Please try again.')),
      },
    );
  };

  if (group.unassigned === 0) return <span className="text-sm text-ink-soft">All assigned</span>;
  return (
    <div className="flex flex-col items-stretch gap-2">
      <Select
        label={`Rider for ${name}`}
        hideLabel
        placeholder="Choose a rider"
        options={riderOptions(riders, group.zone?.id)}
        value={riderId}
        onChange={(event) => setRiderId(event.target.value)}
        disabled={riders.length === 0}
        className="py-1.5! md:w-48!"
      />
      <Button
        size="sm"
        variant="secondary"
        className="whitespace-nowrap"
        aria-label={`Assign all unassigned of ${name}`}
        disabled={riderId === ''}
        loading={assign.isPending}
        loadingText="Assigning..."
        onClick={onAssign}
      >
        <UserCheck className="size-4" aria-hidden="true" />
        Assign all unassigned
      </Button>
    </div>
  );
}

/** Who carries the group's orders: "Island Rider (4)". */
function Carriers({ group }: { group: DispatchGroup }) {
  if (group.riders.length === 0) return <span className="text-ink-soft">Nobody yet</span>;
  return (
    <ul className="flex flex-col gap-0.5">
      {group.riders.map((rider) => (
        <li key={rider.id} className="whitespace-nowrap">
          {riderName(rider)} ({rider.orders})
        </li>
      ))}
    </ul>
  );
}

/**
 * The day's board: one row per zone and slot with its orders, how many are unassigned and
 * delivered, the riders carrying them and a rider for all its unassigned orders; "Show orders"
 * under the zone lists the group's orders below (`onSelect`).
 */
export function DispatchBoardTable({
  board,
  selected,
  onSelect,
}: {
  board: DispatchBoard;
  selected: GroupKey | null;
  onSelect: (group: GroupKey) => void;
}) {
  const columns: Column<DispatchGroup>[] = [
    {
      key: 'zone',
      header: 'Zone',
      cell: (group) => (
        <div className="flex flex-col items-start gap-1.5">
          <span className="font-medium">{group.zone?.name ?? 'No zone'}</span>
          <Button
            size="sm"
            variant={sameGroup(group, selected) ? 'primary' : 'secondary'}
            aria-pressed={sameGroup(group, selected)}
            aria-label={`Show orders of ${groupName(group)}`}
            className="whitespace-nowrap"
            onClick={() => onSelect(groupKeyOf(group))}
          >
            <ListFilter className="size-4" aria-hidden="true" />
            Show orders
          </Button>
        </div>
      ),
    },
    { key: 'slot', header: 'Slot', className: 'tabular-nums', cell: (group) => group.slot },
    { key: 'orders', header: 'Orders', align: 'right' },
    {
      key: 'unassigned',
      header: 'Unassigned',
      align: 'right',
      cell: (group) => (
        <span className={group.unassigned > 0 ? 'font-semibold text-danger-700' : undefined}>
          {group.unassigned}
        </span>
      ),
    },
    { key: 'delivered', header: 'Delivered', align: 'right' },
    { key: 'riders', header: 'Riders', cell: (group) => <Carriers group={group} /> },
    {
      key: 'assign',
      header: 'Assign',
      cell: (group) => <GroupAssign date={board.date} group={group} riders={board.riders} />,
    },
  ];
  return (
    <DataTable
      caption={`Zones and slots of ${formatDay(board.date)}`}
      showCaption
      columns={columns}
      rows={board.groups}
      rowKey={(group) => `${groupKeyOf(group).zone_id}|${group.slot}`}
      emptyText={`No orders for ${formatDay(board.date)} yet. Orders appear here, by zone and slot, as employees place them.`}
    />
  );
}
