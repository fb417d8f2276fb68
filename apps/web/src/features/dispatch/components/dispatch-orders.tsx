import { PAGE_SIZES } from '@lunch/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { Select } from '../../../components/ui/field';
import { Pagination } from '../../../components/ui/pagination';
import { Panel } from '../../../components/ui/panel';
import { errorMessage } from '../../../lib/api-client';
import { useAssignOrders, useDispatchOrders } from '../api/dispatch';
import { assignedText } from '../dispatch-text';
import type { GroupKey } from './dispatch-board';
import { dispatchOrderColumns } from './order-columns';
import { type BoardRider, riderName, riderOptions } from './rider-options';

/** "Assign to" a rider, or 'none': off their rider. */
const NOBODY = 'none';

/** The checked orders to a rider: "Assign to" and its button. */
function AssignChecked({
  ids,
  riders,
  zoneId,
  onDone,
}: {
  ids: readonly string[];
  riders: readonly BoardRider[];
  zoneId?: string;
  onDone: () => void;
}) {
  const [riderId, setRiderId] = useState('');
  const assign = useAssignOrders();
  const options = [
    ...riderOptions(riders, zoneId),
    { value: NOBODY, label: 'Nobody (take them off their rider)' },
  ];

  const onAssign = () => {
    const rider = riders.find((found) => found.id === riderId) ?? null;
    assign.mutate(
      { orderIds: [...ids], riderId: rider?.id ?? null },
      {
        onSuccess: (result) => {
          const { ok, text } = assignedText(result, rider ? riderName(rider) : null);
          if (ok) toast.success(text);
          else toast.error(text);
          onDone();
        },
        onError: (error) =>
          toast.error(errorMessage(error, 'Could not assign the orders. Please try again.')),
      },
    );
  };

  return (
    <div className="flex w-full flex-wrap items-end gap-2 sm:w-auto">
      <Select
        label="Assign to"
        placeholder="Choose a rider"
        options={options}
        value={riderId}
        onChange={(event) => setRiderId(event.target.value)}
        containerClassName="w-full sm:w-60"
      />
      <Button
        className="whitespace-nowrap"
        disabled={ids.length === 0 || riderId === ''}
        loading={assign.isPending}
        loadingText="Assigning..."
        onClick={onAssign}
      >
        Assign {ids.length} checked
      </Button>
    </div>
  );
}

/**
 * A page of the day's orders (of the chosen zone's slot, and of one rider or the unassigned ones
 * when filtered), each with its rider and notes; checked ones go to a rider with "Assign to".
 */
export function DispatchOrders({
  title,
  date,
  group,
  rider,
  page,
  riders,
  onRiderFilter,
  onPage,
  onShowAll,
}: {
  title: string;
  date: string;
  group: GroupKey | null;
  /** The rider filter: '' every order, 'unassigned', or a rider's id. */
  rider: string;
  page: number;
  riders: readonly BoardRider[];
  onRiderFilter: (rider: string) => void;
  onPage: (page: number) => void;
  /** Lists every order of the day again, whatever its zone and slot. */
  onShowAll: () => void;
}) {
  const limit = PAGE_SIZES.default;
  const orders = useDispatchOrders({ date, ...group, rider: rider || undefined, page, limit });
  // The checks belong to the list as shown: another day, group, filter or page starts with none.
  const listKey = JSON.stringify([date, group, rider, page]);
  const [checks, setChecks] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: '',
    ids: new Set(),
  });
  const checked = checks.key === listKey ? checks.ids : new Set<string>();
  const onCheck = (ids: readonly string[], on: boolean) => {
    const next = new Set(checked);
    for (const id of ids)
      if (on) next.add(id);
      else next.delete(id);
    setChecks({ key: listKey, ids: next });
  };
  const list = orders.data?.list ?? [];
  const filterOptions = [{ value: 'unassigned', label: 'Unassigned' }, ...riderOptions(riders)];

  return (
    <Panel title={title}>
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="flex w-full flex-wrap items-end gap-2 sm:w-auto">
          <Select
            label="Rider"
            placeholder="Every rider"
            options={filterOptions}
            value={rider}
            onChange={(event) => onRiderFilter(event.target.value)}
            containerClassName="w-full sm:w-60"
          />
          {group ? (
            <Button variant="secondary" className="whitespace-nowrap" onClick={onShowAll}>
              Every order of the day
            </Button>
          ) : null}
        </div>
        <div className="flex w-full flex-wrap items-end gap-2 sm:w-auto">
          <label className="inline-flex min-h-11 items-center gap-2 text-sm font-medium whitespace-nowrap">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={list.length > 0 && list.every((order) => checked.has(order.id))}
              disabled={list.length === 0}
              onChange={(event) =>
                onCheck(
                  list.map((order) => order.id),
                  event.target.checked,
                )
              }
            />
            Check all on this page
          </label>
          <AssignChecked
            ids={[...checked]}
            riders={riders}
            zoneId={group?.zone_id}
            onDone={() => setChecks({ key: listKey, ids: new Set() })}
          />
        </div>
      </div>
      <DataTable
        caption={title}
        columns={dispatchOrderColumns({ checked, onCheck })}
        rows={orders.data?.list}
        rowKey={(order) => order.id}
        loading={orders.isPending}
        error={orders.isError ? errorMessage(orders.error, 'Could not load the orders.') : null}
        onRetry={() => void orders.refetch()}
        emptyText="No orders here."
        filter={{
          active: rider !== '',
          onClear: () => onRiderFilter(''),
          text: 'No orders of this rider here.',
          clearLabel: 'Show every rider',
        }}
      />
      <Pagination
        page={page}
        total={orders.data?.total}
        pageSize={limit}
        onPageChange={onPage}
        label="Dispatch order pages"
      />
    </Panel>
  );
}
