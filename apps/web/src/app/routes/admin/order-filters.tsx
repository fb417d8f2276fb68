import type { OrderListSort } from '@lunch/contract';
import { Select, TextField } from '../../../components/ui/field';
import { SortAndRange } from '../../../components/ui/sort-and-range';
import { CompanyFilter } from '../../../features/admin-orders/components/company-filter';
import {
  type OrderFilters as Filters,
  type OrderFilterName,
  orderParamsOf,
  sortOptionsFor,
  statusOptions,
} from './order-place';

const wholeRowOnPhone = 'col-span-2 sm:col-span-1';

/**
 * Delivery day, slot, company and status, then the sort and when the orders were placed. `slots`:
 * the platform's delivery slots (the one in the address is offered too, e.g. a slot no longer sold).
 */
export function OrderFilters({
  filters,
  slots,
  setFilter,
  setFilters,
}: {
  filters: Filters;
  slots: readonly string[];
  setFilter: (name: OrderFilterName, value: string) => void;
  setFilters: (changes: Partial<Filters>) => void;
}) {
  const params = orderParamsOf(1, filters);
  const slotChoices = [
    ...new Set([...slots, ...(params.delivery_slot ? [params.delivery_slot] : [])]),
  ].sort();
  return (
    // Two columns on a phone too: day and slot, then the placed range, pair up; the rest take a row.
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <TextField
        label="Delivery day"
        type="date"
        value={params.delivery_date ?? ''}
        onChange={(event) => setFilter('day', event.target.value)}
      />
      <Select
        label="Slot"
        options={slotChoices.map((slot) => ({ value: slot, label: slot }))}
        placeholder="All slots"
        value={params.delivery_slot ?? ''}
        onChange={(event) => setFilter('slot', event.target.value)}
      />
      <CompanyFilter
        className={wholeRowOnPhone}
        value={params.company_id ? { id: params.company_id, name: filters.company_name || 'Company' } : null}
        onChange={(company) => setFilters({ company: company?.id ?? '', company_name: company?.name ?? '' })}
      />
      <Select
        label="Status"
        containerClassName={wholeRowOnPhone}
        options={statusOptions}
        placeholder="All statuses"
        value={params.status}
        onChange={(event) => setFilter('status', event.target.value)}
      />
      <SortAndRange<OrderListSort>
        value={{ sort: params.sort, from: filters.from, to: filters.to }}
        onChange={setFilter}
        sorts={sortOptionsFor(filters)}
        labels={{ from: 'Placed from', to: 'Placed to' }}
        sortClassName={wholeRowOnPhone}
      />
    </div>
  );
}
