import {
  type AccountState,
  koboToNaira,
  type Page,
  type SearchPageQuery,
  type UserRow,
} from '@lunch/contract';
import { and, count, desc, eq, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { accounts } from '../../db/schema.js';
import type { SignedInAccount } from '../../lib/auth-guard.js';
import { notFound } from '../../lib/errors.js';
import { offsetOf, pageResult } from '../../lib/paging.js';
import { ACCOUNT_TYPE_OF, roleOf } from '../../lib/roles.js';
import { containsPattern } from '../../lib/validation.js';
import { people } from '../accounts/accounts.repository.js';
import { revokeAllSessions } from '../auth/auth.service.js';
import { employeeBudgets } from '../budget/budget.service.js';

const CUSTOMER_TYPES = [ACCOUNT_TYPE_OF.company, ACCOUNT_TYPE_OF.employee];

/** Customer rows (companies and employees) matching `where`, newest first, with their balances. */
async function customerRows(
  ctx: AppContext,
  where: SQL | undefined,
  window: { limit: number; offset: number },
): Promise<UserRow[]> {
  const rows = await ctx.db
    .select()
    .from(people)
    .where(where)
    .orderBy(desc(people.createdAt), desc(people.id))
    .limit(window.limit)
    .offset(window.offset);
  const budgets = await employeeBudgets(
    ctx.database,
    rows.filter((row) => roleOf(row.accountType) === 'employee').map((row) => row.id),
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
        roleOf(row.accountType) === 'company'
          ? { name: row.companyName ?? '', spend_balance: koboToNaira(row.walletKobo ?? 0) }
          : {
              first_name: row.firstName ?? '',
              last_name: row.lastName ?? '',
              spend_balance: koboToNaira(budget?.spendableKobo ?? 0),
              monthly_budget: koboToNaira(budget?.budgetKobo ?? 0),
              spent_this_month: koboToNaira(budget?.spentKobo ?? 0),
            },
    };
  });
}

/** Whose accounts a listing shows: every company and employee, or one company's employees. */
export type CustomerScope = 'all' | { companyId: string };

/** An Admin sees every customer account; a company sees its own employees. */
export const scopeOf = (viewer: SignedInAccount): CustomerScope =>
  viewer.role === 'admin' ? 'all' : { companyId: viewer.id };

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
    scope === 'all' ? inArray(people.accountType, CUSTOMER_TYPES) : eq(people.employerId, scope.companyId),
  ];
  if (query.query) {
    const pattern = containsPattern(query.query);
    filters.push(or(ilike(people.name, pattern), ilike(people.email, pattern))!);
  }
  const matching = and(...filters);
  const [list, [total]] = await Promise.all([
    customerRows(ctx, query.lastId ? and(matching, lt(people.id, query.lastId)) : matching, {
      limit: query.limit,
      offset: offsetOf(query),
    }),
    ctx.db.select({ n: count() }).from(people).where(matching),
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
      .where(and(eq(accounts.id, accountId), inArray(accounts.accountType, CUSTOMER_TYPES)))
      .returning({ id: accounts.id });
    if (!updated) throw notFound('Customer not found');
    if (state === 'SUSPENDED') await revokeAllSessions(tx, accountId, now);
  });
  const [row] = await customerRows(ctx, eq(people.id, accountId), { limit: 1, offset: 0 });
  return row!;
}
