import {
  type AccountState,
  koboToNaira,
  type Page,
  type SearchPageQuery,
  type UserRow,
} from '@lunch/contract';
import { and, count, desc, eq, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { accounts, companies, employees } from '../../db/schema.js';
import type { SignedInAccount } from '../../lib/auth-guard.js';
import { notFound } from '../../lib/errors.js';
import { offsetOf, pageResult } from '../../lib/paging.js';
import { containsPattern } from '../../lib/validation.js';
import { revokeAllSessions } from '../auth/auth.service.js';
import { employeeBudgets } from '../budget/budget.service.js';

const CUSTOMER_TYPES = ['Company', 'Individual'] as const;

const displayName = sql<string>`coalesce(${companies.name}, ${employees.firstName} || ' ' || ${employees.lastName}, '')`;

/** Customer rows (companies and employees) matching `where`, newest first, with their balances. */
async function customerRows(
  ctx: AppContext,
  where: SQL | undefined,
  window: { limit: number; offset: number },
): Promise<UserRow[]> {
  const rows = await ctx.db
    .select({
      id: accounts.id,
      email: accounts.email,
      createdAt: accounts.createdAt,
      accountState: accounts.accountState,
      accountType: accounts.accountType,
      name: displayName,
      companyName: companies.name,
      walletKobo: companies.walletKobo,
      firstName: employees.firstName,
      lastName: employees.lastName,
    })
    .from(accounts)
    .leftJoin(companies, eq(companies.accountId, accounts.id))
    .leftJoin(employees, eq(employees.accountId, accounts.id))
    .where(where)
    .orderBy(desc(accounts.createdAt), desc(accounts.id))
    .limit(window.limit)
    .offset(window.offset);
  const budgets = await employeeBudgets(
    ctx.database,
    rows.filter((row) => row.accountType === 'Individual').map((row) => row.id),
    ctx.clock.now(),
  );
  return rows.map((row) => {
    const budget = budgets.get(row.id);
    return {
      _id: row.id,
      id: row.id,
      name: row.name,
      email: row.email,
      created_at: row.createdAt.toISOString(),
      account_state: row.accountState,
      account_type: row.accountType,
      account_details:
        row.accountType === 'Company'
          ? { name: row.companyName ?? '', spend_balance: koboToNaira(row.walletKobo ?? 0) }
          : {
              first_name: row.firstName ?? '',
              last_name: row.lastName ?? '',
              spend_balance: koboToNaira(budget?.spendableKobo ?? 0),
              monthly_budget: koboToNaira(budget?.budgetKobo ?? 0),
              spent_this_month: koboToNaira(budget?.spentKobo ?? 0),
              own_budget: budget?.ownBudget ?? false,
            },
    };
  });
}

/** Whose accounts a listing shows: every company and employee, or one company's employees. */
export type CustomerScope = 'all' | { companyId: string };

/** An Admin sees every customer account; a company sees its own employees. */
export const scopeOf = (viewer: SignedInAccount): CustomerScope =>
  viewer.accountType === 'Admin' ? 'all' : { companyId: viewer.id };

/**
 * `GET /users` and `GET /users/employees`: accounts in the scope, newest first, with balances.
 * `query` matches the name or email, case-insensitively.
 */
export async function listCustomers(
  ctx: AppContext,
  scope: CustomerScope,
  query: SearchPageQuery,
): Promise<Page<UserRow>> {
  const filters: SQL[] = [
    scope === 'all'
      ? inArray(accounts.accountType, [...CUSTOMER_TYPES])
      : eq(employees.companyId, scope.companyId),
  ];
  if (query.query) {
    const pattern = containsPattern(query.query);
    filters.push(or(ilike(displayName, pattern), ilike(accounts.email, pattern))!);
  }
  const matching = and(...filters);
  const [list, [total]] = await Promise.all([
    customerRows(ctx, query.lastId ? and(matching, lt(accounts.id, query.lastId)) : matching, {
      limit: query.limit,
      offset: offsetOf(query),
    }),
    ctx.db
      .select({ n: count() })
      .from(accounts)
      .leftJoin(companies, eq(companies.accountId, accounts.id))
      .leftJoin(employees, eq(employees.accountId, accounts.id))
      .where(matching),
  ]);
  return pageResult(list, total?.n ?? 0, query);
}

/**
 * Suspends or reactivates a company or employee account. Suspending also ends its sessions, so a
 * later reactivation needs a fresh sign-in; a suspended account cannot sign in meanwhile.
 */
export async function setAccountState(
  ctx: AppContext,
  accountId: string,
  state: AccountState,
): Promise<UserRow> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(accounts)
      .set({ accountState: state, updatedAt: now })
      .where(and(eq(accounts.id, accountId), inArray(accounts.accountType, [...CUSTOMER_TYPES])))
      .returning({ id: accounts.id });
    if (!updated) throw notFound('Customer not found');
    if (state === 'SUSPENDED') await revokeAllSessions(tx, accountId, now);
  });
  return (await findCustomer(ctx, accountId))!;
}

/** One customer row by account id, as the listings show it. */
export async function findCustomer(ctx: AppContext, accountId: string): Promise<UserRow | undefined> {
  const [row] = await customerRows(ctx, eq(accounts.id, accountId), { limit: 1, offset: 0 });
  return row;
}
