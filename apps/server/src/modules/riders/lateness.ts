import { formatDay, formatSlot, SLOT_MINUTES } from '@lunch/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { rowsOf } from '../../db/client.js';
import { activeAdminEmails } from '../../domain/accounts/accounts.repository.js';
import { DAY, dayKey, HOUR } from '../../lib/clock.js';
import { emails } from '../../lib/emails.js';
import { publishOrderUpdates } from '../orders/order-events.js';
import { CARRIED } from './dispatch.service.js';

/** A slot that ended longer ago than this when the pass first sees it (the server was down) is not told. */
const TELL_WITHIN_MS = 6 * HOUR;
/** Orders listed by name in the platform admins' email; the others are counted. */
const LISTED = 20;

type LateRow = {
  id: string;
  employeeId: string;
  date: string;
  slot: string;
  time_zone: string;
  first_name: string;
  email: string;
};

/**
 * The lateness pass (every minute): each live order still undelivered when its slot ended (the
 * slot's time plus SLOT_MINUTES, in the company's time zone) is marked late, once: one statement
 * sets `late_at` where it is null (orders_undelivered_idx holds exactly those orders), so a second
 * pass, or another server's, finds nothing to tell. In the same transaction the employee is
 * emailed, the platform admins get one email listing the pass's late orders, and listeners are told.
 */
export async function tellLateOrders(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const ended = sql`((o.delivery_date + o.delivery_slot::time) at time zone ca.time_zone) + make_interval(mins => ${SLOT_MINUTES})`;
  return ctx.db.transaction(async (tx) => {
    const late = await rowsOf<LateRow>(
      tx,
      sql`
      update orders o set late_at = ${now}
      from accounts ca, employees e, accounts ea
      where ca.id = o.company_id and e.account_id = o.employee_id and ea.id = o.employee_id
        and o.late_at is null and o.status in ${CARRIED}
        and o.delivery_date between ${dayKey(new Date(now.getTime() - DAY), 'UTC')} and ${dayKey(new Date(now.getTime() + DAY), 'UTC')}
        and ${ended} <= ${now} and ${ended} > ${new Date(now.getTime() - TELL_WITHIN_MS)}
      returning o.id, o.employee_id as "employeeId", o.delivery_date::text as date, o.delivery_slot as slot,
        ca.time_zone, e.first_name, ea.email`,
    );
    if (late.length === 0) return 0;
    const slotOf = (order: LateRow) =>
      `${formatDay(order.date)}, ${formatSlot(order.date, order.slot, order.time_zone)}`;
    const ordersUrl = `${ctx.config.appUrl}/worker/orders`;
    for (const order of late) {
      await ctx.sendMail(
        tx,
        emails.runningLate(order.email, order.first_name, order.id, slotOf(order), ordersUrl),
      );
    }
    const listed = late.slice(0, LISTED).map((order) => ({ id: order.id, slot: slotOf(order) }));
    const dispatchUrl = `${ctx.config.appUrl}/admin/dispatch`;
    for (const admin of await activeAdminEmails(tx)) {
      await ctx.sendMail(tx, emails.ordersLate(admin, listed, late.length - listed.length, dispatchUrl));
    }
    await publishOrderUpdates(tx, late);
    return late.length;
  });
}
