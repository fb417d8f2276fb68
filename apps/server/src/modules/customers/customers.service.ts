import {
  type AccountState,
  type CustomerSearchQuery,
  koboToNaira,
  type Page,
  type SearchPageQuery,
  type UserRow,
} from '@lunch/contract';
import { and, desc, eq, inArray, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { accounts, companies, companyMembers, employees } from '../../db/schema.js';
import { employeeName, people } from '../../domain/accounts/accounts.repository.js';
import { type Actor, recordChange } from '../../domain/audit/audit.js';
import { employeeBudgets } from '../../domain/budget/budget.service.js';
import type { SignedInAccount } from '../../lib/auth-guard.js';
import { notFound } from '../../lib/errors.js';
import { offsetOf, pageResult, totalOf } from '../../lib/paging.js';
import { ACCOUNT_TYPE_OF, roleOf } from '../../lib/roles.js';
import { containsPattern } from '../../lib/validation.js';
import { revokeAllSessions } from '../auth/auth.service.js';

const CUSTOMER_TYPES = [ACCOUNT_TYPE_OF.company, ACCOUNT_TYPE_OF.employee];

type Window = { limit: number; offset: number };

/** A page of account ids (the subquery `page`, column pageId), newest first. */
type PageOfIds = ReturnType<typeof pageOfAccounts>;

/** The ids of one page of accounts matching `where`, newest first (created_at, id). */
function pageOfAccounts(ctx: AppContext, where: SQL | undefined, window: Window) {
  return ctx.db
    .select({ pageId: sql<string>`${people.id}`.as('page_id') })
    .from(people)
    .where(where)
    .orderBy(desc(people.createdAt), desc(people.id))
    .limit(window.limit)
    .offset(window.offset)
    .as('page');
}

/**
 * The ids of one page of a company's employees matching `where`, newest first, read from the index
 * on employees (company_id, created_at, account_id): a page of a large company neither joins nor
 * sorts all its employees.
 */
function pageOfEmployees(ctx: AppContext, where: SQL | undefined, window: Window): PageOfIds {
  return ctx.db
    .select({ pageId: sql<string>`${employees.accountId}`.as('page_id') })
    .from(employees)
    .where(where)
    .orderBy(desc(employees.createdAt), desc(employees.accountId))
    .limit(window.limit)
    .offset(window.offset)
    .as('page');
}

/** Customer rows (companies and employees) of a page of ids, newest first, with their balances. */
async function customerRows(ctx: AppContext, page: PageOfIds): Promise<UserRow[]> {
  const found = await ctx.db
    .select()
    .from(people)
    .innerJoin(page, eq(page.pageId, people.id))
    .orderBy(desc(people.createdAt), desc(people.id));
  const rows = found.map((row) => row.people);
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
              own_budget: budget?.ownBudget ?? false,
            },
      department: budget?.department ?? null,
    };
  });
}

/**
 * Whose accounts a listing shows: every company and employee, or one company's employees (of one of
 * its departments, or of none: `departmentId`, issue 32).
 */
export type CustomerScope = 'all' | { companyId: string; departmentId?: string | 'none' };

/** An Admin sees every customer account; a company sees its own employees. */
export const scopeOf = (viewer: SignedInAccount): CustomerScope =>
  viewer.company ? { companyId: viewer.company.id } : 'all';

/**
 * Accounts whose name or email contains `text` (case-insensitively): one indexed (pg_trgm) lookup
 * per column, so a search does not read every account.
 */
function nameOrEmailMatches(id: SQLWrapper, text: string): SQL {
  const pattern = containsPattern(text);
  return sql`${id} in (
    select ${companies.accountId} from ${companies} where ${companies.name} ilike ${pattern}
    union all
    select ${employees.accountId} from ${employees}
      where (${employeeName}) ilike ${pattern}
    union all
    select s.id from ${accounts} s where s.email ilike ${pattern})`;
}

/** Keyset condition: the accounts after `lastId` in (created_at, id) newest-first order. */
const afterAccount = (lastId: string) =>
  sql`(${people.createdAt}, ${people.id}) < (select k.created_at, k.id from ${accounts} k where k.id = ${lastId})`;

/** Keyset condition: a company's employees after `lastId`, in the same order. */
const afterEmployee = (lastId: string) =>
  sql`(${employees.createdAt}, ${employees.accountId}) < (select k.created_at, k.account_id from ${employees} k where k.account_id = ${lastId})`;

/**
 * `GET /users` and `GET /users/employees`: accounts in the scope, newest first, with balances.
 * `query` matches the name or email, case-insensitively; `account_type` keeps one type (the admin's
 * company search: `Company`, read through accounts_type_created_idx). `total` is exact up to a
 * threshold, estimated above (totalOf).
 */
export async function listCustomers(
  ctx: AppContext,
  scope: CustomerScope,
  query: SearchPageQuery & Pick<CustomerSearchQuery, 'account_type'>,
): Promise<Page<UserRow>> {
  const source = listedFrom(ctx, scope, query.account_type);
  const matching = and(source.within, query.query ? nameOrEmailMatches(source.id, query.query) : undefined);
  const keyed = query.lastId ? and(matching, source.after(query.lastId)) : matching;
  const [list, total] = await Promise.all([
    customerRows(ctx, source.page(keyed, { limit: query.limit, offset: offsetOf(query) })),
    totalOf(ctx.database, source.ids(matching)),
  ]);
  return pageResult(list, total, query);
}

/** The employees of a department (`none`: of none; undefined: any). */
const inDepartment = (departmentId: string | 'none' | undefined) =>
  departmentId === undefined
    ? undefined
    : departmentId === 'none'
      ? isNull(employees.departmentId)
      : eq(employees.departmentId, departmentId);

/**
 * Not the Company account of a member an owner invited (issue 32): a company is listed once, by the
 * account that signed it up (the one with its company row).
 */
const companyOwnAccount = sql`(${people.accountType} <> ${ACCOUNT_TYPE_OF.company} or ${people.companyName} is not null)`;

/**
 * Where a scope's listing reads from: every account (companies and employees), or the employees
 * table for one company (its own index; see pageOfEmployees).
 */
function listedFrom(ctx: AppContext, scope: CustomerScope, type?: CustomerSearchQuery['account_type']) {
  return scope === 'all'
    ? {
        id: people.id,
        within: and(
          type ? eq(people.accountType, type) : inArray(people.accountType, CUSTOMER_TYPES),
          companyOwnAccount,
        ),
        after: afterAccount,
        page: (where: SQL | undefined, window: Window) => pageOfAccounts(ctx, where, window),
        ids: (where: SQL | undefined) => ctx.db.select({ id: people.id }).from(people).where(where),
      }
    : {
        id: employees.accountId,
        within:
          type === 'Company'
            ? sql`false`
            : and(
                eq(employees.companyId, scope.companyId),
                isNull(employees.removedAt),
                inDepartment(scope.departmentId),
              ),
        after: afterEmployee,
        page: (where: SQL | undefined, window: Window) => pageOfEmployees(ctx, where, window),
        ids: (where: SQL | undefined) =>
          ctx.db.select({ id: employees.accountId }).from(employees).where(where),
      };
}

/**
 * Suspends or reactivates a company or employee account. Suspending also ends its sessions, so a
 * later reactivation needs a fresh sign-in; a suspended account cannot sign in meanwhile.
 */
export async function setAccountState(
  ctx: AppContext,
  accountId: string,
  state: AccountState,
  actor: Actor,
): Promise<UserRow> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ state: accounts.accountState })
      .from(accounts)
      .where(and(eq(accounts.id, accountId), inArray(accounts.accountType, CUSTOMER_TYPES)))
      .for('update');
    const [updated] = await tx
      .update(accounts)
      .set({ accountState: state, updatedAt: now })
      .where(and(eq(accounts.id, accountId), inArray(accounts.accountType, CUSTOMER_TYPES)))
      .returning({ id: accounts.id });
    if (!updated || !before) throw notFound('Customer not found');
    if (state === 'SUSPENDED') await revokeAllSessions(tx, accountId, now);
    if (before.state !== state) await recordAccountState(ctx, tx, accountId, before.state, state, actor);
  });
  return (await findCustomer(ctx, accountId))!;
}

/**
 * Who did what: a suspension or reactivation, on the company it concerns: an employee's on their
 * company's record (`employee.…`), a company's own account on its own (`company.…`), a member's
 * account on their company's (`member.…`).
 */
async function recordAccountState(
  ctx: AppContext,
  tx: Executor,
  accountId: string,
  was: AccountState,
  state: AccountState,
  actor: Actor,
) {
  const [whose] = await tx
    .select({
      email: accounts.email,
      employeeOf: employees.companyId,
      employeeName,
      memberOf: companyMembers.companyId,
      memberName: companyMembers.name,
      companyName: companies.name,
    })
    .from(accounts)
    .leftJoin(employees, eq(employees.accountId, accounts.id))
    .leftJoin(companyMembers, eq(companyMembers.accountId, accounts.id))
    .leftJoin(companies, eq(companies.accountId, accounts.id))
    .where(eq(accounts.id, accountId));
  if (!whose) return;
  const verb = state === 'SUSPENDED' ? 'suspended' : 'reactivated';
  const [companyId, action, subject] = whose.employeeOf
    ? [whose.employeeOf, `employee.${verb}`, `${whose.employeeName} (${whose.email})`]
    : whose.companyName !== null
      ? [accountId, `company.${verb}`, `${whose.companyName} (${whose.email})`]
      : [
          whose.memberOf,
          `member.${verb}`,
          whose.memberName ? `${whose.memberName} (${whose.email})` : whose.email,
        ];
  if (!companyId) return;
  await recordChange(tx, {
    companyId,
    actor,
    action,
    subject,
    before: { account_state: was },
    after: { account_state: state },
    at: ctx.clock.now(),
  });
}

/** One customer row by account id, as the listings show it. */
export async function findCustomer(ctx: AppContext, accountId: string): Promise<UserRow | undefined> {
  const [row] = await customerRows(
    ctx,
    pageOfAccounts(ctx, eq(people.id, accountId), { limit: 1, offset: 0 }),
  );
  return row;
}
