import { ORDER_STATUSES, type OrderListSort, type OrderStatus } from '@lunch/contract';
import type { SelectOption } from '../../../components/ui/field';
import { LIST_SORT_OPTIONS } from '../../../components/ui/sort-and-range';
import type { OrderListParams } from '../../../features/admin-orders/api/get-orders';
import { dayRangeToInstants } from '../../../lib/day-range';
import { paths } from '../../../lib/paths';

/**
 * The admin order list keeps its place in the address like every list (`lib/use-list-params.ts`):
 * `?day=2026-03-10&slot=12:30&company=<id>&company_name=Acme&status=PENDING&sort=…&from=…&to=…`.
 * `company_name` only names the company picked (the filter is its id), so a shared link reads well.
 */
export const ORDER_FILTERS = [
  'day',
  'slot',
  'company',
  'company_name',
  'status',
  'sort',
  'from',
  'to',
] as const;
export type OrderFilterName = (typeof ORDER_FILTERS)[number];
export type OrderFilters = Record<OrderFilterName, string>;
/** The filters that narrow the list (the sort does not). */
export const NARROWING_FILTERS = ORDER_FILTERS.filter((name) => name !== 'sort');

export const statusOptions = ORDER_STATUSES.map((status) => ({ value: status, label: status }));
export const isOrderStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

const SLOT_SORT = { value: 'delivery_slot', label: 'Slot, then first placed' } as const;
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const isSlot = (value: string) => /^\d{2}:\d{2}$/.test(value);
const isId = (value: string) => /^[0-9a-f-]{36}$/i.test(value);

/** The sorts offered: the money lists' ones, and for one delivery day, slot by slot. */
export const sortOptionsFor = (filters: OrderFilters): readonly SelectOption[] =>
  isDay(filters.day) ? [...LIST_SORT_OPTIONS, SLOT_SORT] : LIST_SORT_OPTIONS;

/**
 * The order the list is in: the one in the address when it is offered, else, for one delivery
 * day, slot by slot and first placed first (what the kitchen and the riders work through), else
 * newest placed first.
 */
function sortOf(filters: OrderFilters): OrderListSort {
  if (sortOptionsFor(filters).some((option) => option.value === filters.sort))
    return filters.sort as OrderListSort;
  return isDay(filters.day) ? 'delivery_slot' : '-created_at';
}

/** What the address asks of `GET /orders`; a malformed value in it is left out. */
export function orderParamsOf(page: number, filters: OrderFilters): OrderListParams {
  return {
    page,
    status: isOrderStatus(filters.status) ? filters.status : '',
    sort: sortOf(filters),
    delivery_date: isDay(filters.day) ? filters.day : undefined,
    delivery_slot: isSlot(filters.slot) ? filters.slot : undefined,
    company_id: isId(filters.company) ? filters.company : undefined,
    ...dayRangeToInstants(filters.from, filters.to),
  };
}

/** A link to the admin order list with these filters (e.g. from the overview's counts of today). */
export function adminOrdersHref(filters: Partial<OrderFilters>): string {
  const query = new URLSearchParams(
    ORDER_FILTERS.flatMap((name) => (filters[name] ? [[name, filters[name]]] : [])),
  ).toString();
  return query ? `${paths.admin.orders}?${query}` : paths.admin.orders;
}
