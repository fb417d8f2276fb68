import { ORDER_STATUSES, type OrderStatus, type TodayOrders } from '@lunch/contract';
import { Link } from 'react-router';
import { useMediaQuery, WIDE_SCREEN } from '../../../lib/use-media-query';

const LABELS: Record<OrderStatus, string> = {
  AWAITING_PAYMENT: 'Awaiting payment',
  PENDING: 'Pending',
  CONFIRMED: 'Confirmed',
  READY: 'Ready',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERED: 'Delivered',
  DECLINED: 'Declined',
  CANCELLED: 'Cancelled',
};

/** Where a count leads: the admin's orders of today with that slot and status (either may be absent: all). */
export type CountHref = (filter: { slot?: string; status?: OrderStatus }) => string;

const linkClasses = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';

/** A count: a link to the orders it counts, or a quiet 0. */
function Count({ n, href, label }: { n: number; href: string; label: string }) {
  if (n === 0) return <span className="text-ink-faint">0</span>;
  return (
    <Link to={href} className={linkClasses} aria-label={label}>
      {n}
    </Link>
  );
}

const plural = (n: number) => (n === 1 ? 'order' : 'orders');
const describe = (n: number, status: OrderStatus | undefined, slot: string | undefined) =>
  `${n} ${status ? `${LABELS[status].toLowerCase()} ` : ''}${plural(n)}${slot ? ` at ${slot}` : ' today'}`;

/**
 * Today's orders by delivery slot (rows) and status (columns), each count a link to those orders;
 * on a phone one card per slot with the statuses it has.
 */
export function TodayOrdersGrid({ today, hrefFor }: { today: TodayOrders; hrefFor: CountHref }) {
  const wide = useMediaQuery(WIDE_SCREEN);
  const total = today.slots.reduce((sum, slot) => sum + slot.total, 0);
  if (total === 0) return <p className="text-ink-soft">No orders for today yet.</p>;
  const byStatus = (status: OrderStatus) => today.slots.reduce((sum, slot) => sum + slot.counts[status], 0);
  // Orders waiting for the employee's payment get a column only while there are some (most days none).
  const statuses = ORDER_STATUSES.filter((status) => status !== 'AWAITING_PAYMENT' || byStatus(status) > 0);

  if (!wide) {
    return (
      <ul className="flex flex-col gap-3" aria-label="Today's orders by slot">
        {today.slots.map(({ slot, counts, total: slotTotal }) => (
          <li key={slot} className="rounded-xl border border-line p-3 text-sm">
            <p className="flex justify-between font-semibold tabular-nums">
              <span>{slot}</span>
              <Count n={slotTotal} href={hrefFor({ slot })} label={describe(slotTotal, undefined, slot)} />
            </p>
            <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-ink-soft">
              {ORDER_STATUSES.filter((status) => counts[status] > 0).map((status) => (
                <li key={status}>
                  {LABELS[status]}{' '}
                  <Count
                    n={counts[status]}
                    href={hrefFor({ slot, status })}
                    label={describe(counts[status], status, slot)}
                  />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <table className="w-full border-collapse text-left text-sm tabular-nums">
      <caption className="sr-only">Today's orders by delivery slot and status</caption>
      <thead className="bg-cream-50 text-xs font-semibold tracking-wide text-ink-soft uppercase">
        <tr>
          <th scope="col" className="px-3 py-2">
            Slot
          </th>
          {statuses.map((status) => (
            <th key={status} scope="col" className="px-3 py-2 text-right">
              {LABELS[status]}
            </th>
          ))}
          <th scope="col" className="px-3 py-2 text-right">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {today.slots.map(({ slot, counts, total: slotTotal }) => (
          <tr key={slot} className="border-t border-line">
            <th scope="row" className="px-3 py-2 font-semibold">
              {slot}
            </th>
            {statuses.map((status) => (
              <td key={status} className="px-3 py-2 text-right">
                <Count
                  n={counts[status]}
                  href={hrefFor({ slot, status })}
                  label={describe(counts[status], status, slot)}
                />
              </td>
            ))}
            <td className="px-3 py-2 text-right">
              <Count n={slotTotal} href={hrefFor({ slot })} label={describe(slotTotal, undefined, slot)} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t-2 border-line-strong">
          <th scope="row" className="px-3 py-2 font-semibold">
            All slots
          </th>
          {statuses.map((status) => (
            <td key={status} className="px-3 py-2 text-right">
              <Count
                n={byStatus(status)}
                href={hrefFor({ status })}
                label={describe(byStatus(status), status, undefined)}
              />
            </td>
          ))}
          <td className="px-3 py-2 text-right">
            <Count n={total} href={hrefFor({})} label={describe(total, undefined, undefined)} />
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
