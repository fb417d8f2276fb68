import { setImmediate } from 'node:timers/promises';
import { TZDate } from '@date-fns/tz';
import {
  BILLING_OUT_TYPES,
  type BillingType,
  isMoneyOut,
  koboToNaira,
  type Statement,
} from '@lunch/contract';
import { addMonths } from 'date-fns';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { SignedInAccount } from '../../lib/auth-guard.js';
import { badRequest, notFound } from '../../lib/errors.js';

/**
 * When a paid ledger row moved the wallet: a top-up when it was confirmed (its last update: a paid
 * row never changes again), a charge or refund when it was written.
 */
const MOVED_AT = sql.raw(`case when l.type = 'wallet_topup' then l.updated_at else l.created_at end`);
/** Movements turned into statement lines between two turns of the event loop. */
const MOVEMENTS_AT_ONCE = 1_000;
const OUT_TYPES = sql.raw(BILLING_OUT_TYPES.map((type) => `'${type}'`).join(', '));
const SIGNED = sql`case when l.type in (${OUT_TYPES}) then -l.amount_kobo else l.amount_kobo end`;

/** The first instant of a month ('YYYY-MM') and of the next one, in a time zone. */
export function monthBounds(month: string, timeZone: string): { start: Date; end: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const start = new TZDate(year, monthNumber - 1, 1, timeZone);
  return { start: new Date(start.getTime()), end: new Date(addMonths(start, 1).getTime()) };
}

/** The month before the one containing `instant`, in a time zone ('YYYY-MM'). */
export function previousMonth(instant: Date, timeZone: string): string {
  const zoned = addMonths(new TZDate(instant.getTime(), timeZone), -1);
  return `${zoned.getFullYear()}-${String(zoned.getMonth() + 1).padStart(2, '0')}`;
}

const joinAddress = (parts: Array<string | null>) =>
  parts
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(', ');

/**
 * A company's statement for a calendar month in its time zone: the opening balance (every paid
 * movement before the month), the month's top-ups, charges and refunds, the closing balance, each
 * movement with the wallet after it, and what each employee ordered and spent (net of refunds);
 * apart from the wallet, what employees paid by card above the company's share (pay the
 * difference), in all and each.
 */
export async function monthlyStatement(
  ctx: AppContext,
  companyId: string,
  month: string,
): Promise<Statement> {
  const [company] = await ctx.database.rows<{
    name: string;
    time_zone: string;
    address_line_1: string;
    address_line_2: string;
    city: string;
    state: string;
    country: string;
    zip_code: string;
  }>(sql`
    select c.name, a.time_zone, c.address_line_1, c.address_line_2, c.city, c.state, c.country, c.zip_code
    from companies c join accounts a on a.id = c.account_id where c.account_id = ${companyId}`);
  if (!company) throw notFound('Company not found');
  const { start, end } = monthBounds(month, company.time_zone);
  const from = start.toISOString();
  const to = end.toISOString();

  const [opening] = await ctx.database.rows<{ balance: string }>(sql`
    select coalesce(sum(${SIGNED}), 0)::text as balance from ledger l
    where l.company_id = ${companyId} and l.status = 'paid' and ${MOVED_AT} < ${from}`);
  const movements = await ctx.database.rows<{
    id: string;
    moved_at: string;
    type: Statement['movements'][number]['type'];
    method: Statement['movements'][number]['method'];
    reference: string;
    email: string;
    order_id: string | null;
    amount: string;
    department_id: string | null;
    department_name: string | null;
    cost_centre: string | null;
  }>(sql`
    select l.id, to_json(${MOVED_AT}) #>> '{}' as moved_at, l.type, l.method, l.reference, l.email, l.order_id,
      l.amount_kobo::text as amount, o.department_id, o.department_name, o.cost_centre
    from ledger l
    left join orders o on o.id = l.order_id
    where l.company_id = ${companyId} and l.status = 'paid' and ${MOVED_AT} >= ${from} and ${MOVED_AT} < ${to}
    order by ${MOVED_AT}, l.id`);
  const spenders = await ctx.database.rows<{ id: string; name: string; orders: string; spent: string }>(sql`
    select e.account_id as id, e.first_name || ' ' || e.last_name as name,
      count(distinct l.order_id) filter (where l.type = 'order_charge')::text as orders,
      sum(-(${SIGNED}))::text as spent
    from ledger l
    join orders o on o.id = l.order_id
    join employees e on e.account_id = o.employee_id
    where l.company_id = ${companyId} and l.status = 'paid' and ${MOVED_AT} >= ${from} and ${MOVED_AT} < ${to}
    group by e.account_id, e.first_name, e.last_name
    order by name, e.account_id`);

  // Employees' own card payments of the difference (employee_payments, apart from the wallet), net
  // of refunds, counted when paid like top-ups: a refund when it was made.
  const contributions = await ctx.database.rows<{ id: string; name: string; contributed: string }>(sql`
    select e.account_id as id, e.first_name || ' ' || e.last_name as name,
      sum(case when p.type = 'contribution' then p.amount_kobo else -p.amount_kobo end)::text as contributed
    from employee_payments p
    join employees e on e.account_id = p.employee_id
    where p.company_id = ${companyId} and p.status = 'paid' and p.updated_at >= ${from} and p.updated_at < ${to}
    group by e.account_id, e.first_name, e.last_name`);
  const contributedBy = new Map(contributions.map((row) => [row.id, Number(row.contributed)]));
  // The wallet's spenders, then anyone who only paid by card this month (an order charged the month before).
  const spenderIds = new Set(spenders.map((row) => row.id));
  const people = [
    ...spenders,
    ...contributions
      .filter((row) => !spenderIds.has(row.id))
      .map((row) => ({ id: row.id, name: row.name, orders: '0', spent: '0' })),
  ];

  const totals: Record<BillingType, number> = {
    wallet_topup: 0,
    order_charge: 0,
    order_refund: 0,
    delivery_fee: 0,
    delivery_fee_refund: 0,
    issue_refund: 0,
  };
  let balance = Number(opening?.balance ?? 0);
  const openingKobo = balance;
  const lines: Statement['movements'] = [];
  const sections = new DepartmentSections();
  for (const [index, row] of movements.entries()) {
    // A month of 10,000 movements is read in turns, so other requests get the event loop between them.
    if (index > 0 && index % MOVEMENTS_AT_ONCE === 0) await setImmediate();
    const amount = Number(row.amount);
    totals[row.type] += amount;
    balance += isMoneyOut(row.type) ? -amount : amount;
    const department = row.department_id ? { id: row.department_id, name: row.department_name ?? '' } : null;
    // Every movement but a top-up is an order's (one without an order counts as no department's).
    if (row.type !== 'wallet_topup') sections.add(row, amount);
    lines.push({
      id: row.id,
      date: new Date(row.moved_at).toISOString(),
      type: row.type,
      method: row.method,
      reference: row.reference,
      email: row.email,
      order_id: row.order_id,
      amount: koboToNaira(amount),
      balance: koboToNaira(balance),
      department,
      cost_centre: department ? (row.cost_centre ?? '') : null,
    });
  }
  const departments = (await hasDepartments(ctx, companyId, sections))
    ? await sections.present(ctx, companyId, from, to)
    : [];
  const refunds = totals.order_refund + totals.delivery_fee_refund + totals.issue_refund;
  const closing = openingKobo + totals.wallet_topup + refunds - totals.order_charge - totals.delivery_fee;
  return {
    month,
    time_zone: company.time_zone,
    company: {
      name: company.name,
      address: joinAddress([
        company.address_line_1,
        company.address_line_2,
        company.city,
        company.state,
        company.zip_code,
        company.country,
      ]),
    },
    opening_balance: koboToNaira(openingKobo),
    topups: koboToNaira(totals.wallet_topup),
    charges: koboToNaira(totals.order_charge),
    delivery_fees: koboToNaira(totals.delivery_fee),
    refunds: koboToNaira(refunds),
    closing_balance: koboToNaira(closing),
    movements: lines,
    employee_contributions: koboToNaira([...contributedBy.values()].reduce((sum, kobo) => sum + kobo, 0)),
    employees: people.map((row) => ({
      id: row.id,
      name: row.name,
      orders: Number(row.orders),
      spent: koboToNaira(Number(row.spent)),
      contributed: koboToNaira(contributedBy.get(row.id) ?? 0),
    })),
    departments,
  };
}

/** What a section adds up while the month's movements are read, before it is presented. */
type SectionTotals = {
  id: string | null;
  name: string;
  costCentre: string;
  charges: number;
  deliveryFees: number;
  refunds: number;
};

/** The section of the orders placed under no department. */
export const NO_DEPARTMENT = 'No department';

/**
 * A statement's department sections (issue 32), added up from the month's order movements as they
 * are read: grouped by the department id the order kept, named with the name and cost centre of
 * the latest movement's order (movements come oldest first), orders under none in their own section.
 */
class DepartmentSections {
  private readonly byId = new Map<string | null, SectionTotals>();

  get placedUnderOne(): boolean {
    return [...this.byId.keys()].some((id) => id !== null);
  }

  add(
    row: {
      type: BillingType;
      department_id: string | null;
      department_name: string | null;
      cost_centre: string | null;
    },
    amount: number,
  ) {
    const id = row.department_id;
    const section = this.byId.get(id) ?? {
      id,
      name: NO_DEPARTMENT,
      costCentre: '',
      charges: 0,
      deliveryFees: 0,
      refunds: 0,
    };
    if (id !== null) {
      section.name = row.department_name ?? '';
      section.costCentre = row.cost_centre ?? '';
    }
    if (row.type === 'order_charge') section.charges += amount;
    else if (row.type === 'delivery_fee') section.deliveryFees += amount;
    else section.refunds += amount;
    this.byId.set(id, section);
  }

  /**
   * The sections by name (case aside), no department last, each with its orders and employees
   * (net of refunds, like the statement's employees).
   */
  async present(
    ctx: AppContext,
    companyId: string,
    from: string,
    to: string,
  ): Promise<Statement['departments']> {
    const people = await ctx.database.rows<{
      department_id: string | null;
      id: string;
      name: string;
      orders: string;
      spent: string;
    }>(sql`
      select o.department_id, e.account_id as id, e.first_name || ' ' || e.last_name as name,
        count(distinct l.order_id) filter (where l.type = 'order_charge')::text as orders,
        sum(-(${SIGNED}))::text as spent
      from ledger l
      join orders o on o.id = l.order_id
      join employees e on e.account_id = o.employee_id
      where l.company_id = ${companyId} and l.status = 'paid' and ${MOVED_AT} >= ${from} and ${MOVED_AT} < ${to}
      group by o.department_id, e.account_id, e.first_name, e.last_name
      order by name, e.account_id`);
    const sections = [...this.byId.values()].sort((a, b) =>
      a.id === null || b.id === null
        ? Number(a.id === null) - Number(b.id === null)
        : a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id),
    );
    return sections.map((section) => {
      const employees = people.filter((row) => row.department_id === section.id);
      return {
        id: section.id,
        name: section.name,
        cost_centre: section.costCentre,
        orders: employees.reduce((sum, row) => sum + Number(row.orders), 0),
        charges: koboToNaira(section.charges),
        delivery_fees: koboToNaira(section.deliveryFees),
        refunds: koboToNaira(section.refunds),
        spent: koboToNaira(section.charges + section.deliveryFees - section.refunds),
        employees: employees.map((row) => ({
          id: row.id,
          name: row.name,
          orders: Number(row.orders),
          spent: koboToNaira(Number(row.spent)),
        })),
      };
    });
  }
}

/**
 * Whether a statement has department sections: the company has a department, or the month holds an
 * order placed under one (a department deleted since). A company that never made one gets the
 * statement it always had.
 */
async function hasDepartments(ctx: AppContext, companyId: string, sections: DepartmentSections) {
  if (sections.placedUnderOne) return true;
  const [kept] = await ctx.database.rows<{ id: string }>(
    sql`select id from departments where company_id = ${companyId} limit 1`,
  );
  return kept !== undefined;
}

/** Whose statement a request asks for: a company its own; an Admin must name one. */
export function statementCompany(viewer: SignedInAccount, companyId: string | undefined) {
  if (viewer.company) return viewer.company.id;
  if (!companyId) {
    throw badRequest('companyId: Required for a platform admin', [
      { path: 'companyId', message: 'Required for a platform admin' },
    ]);
  }
  return companyId;
}
