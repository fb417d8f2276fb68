import { and, eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { accounts, companies, employees, riders } from '../../db/schema.js';

/**
 * The one rule for the name shown for an account: a company's name, an employee's or a rider's first
 * and last name, a company member's own name, otherwise (a platform admin) "Platform admin".
 */
/** An employee's full name, as every list, sheet and email shows it (and the name search indexes it). */
export const employeeName = sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`;

/**
 * A company member's own name (issue 32), for the Company account of a member an owner invited (it
 * has no company row of its own): read only for an account that is none of the others.
 */
const memberName = sql`(select nullif(cm.name, '') from company_members cm where cm.account_id = ${accounts.id})`;

const displayName = sql<string>`coalesce(${companies.name}, ${employeeName}, ${riders.firstName} || ' ' || ${riders.lastName}, ${memberName}, 'Platform admin')`;

/**
 * The one person selection: every account with its company or employee columns (whichever it has)
 * and its display name. Select from it, join it, filter on its columns like a table.
 */
export const people = new QueryBuilder()
  .select({
    id: accounts.id,
    email: accounts.email,
    createdAt: accounts.createdAt,
    accountType: accounts.accountType,
    accountState: accounts.accountState,
    name: displayName.as('display_name'),
    // Aliased: outside the subquery its columns go by their names alone, so each must be unique.
    companyName: sql<string | null>`${companies.name}`.as('company_name'),
    walletKobo: companies.walletKobo,
    firstName: employees.firstName,
    lastName: employees.lastName,
    employerId: employees.companyId,
  })
  .from(accounts)
  .leftJoin(companies, eq(companies.accountId, accounts.id))
  .leftJoin(employees, eq(employees.accountId, accounts.id))
  .leftJoin(riders, eq(riders.accountId, accounts.id))
  .as('people');

/** The display name of one account ('' when there is no such account). */
export async function displayNameOf(ex: Executor, accountId: string): Promise<string> {
  const [row] = await ex.select({ name: people.name }).from(people).where(eq(people.id, accountId));
  return row?.name ?? '';
}

/** The account with this email, compared case-insensitively. */
export async function findAccountByEmail(ex: Executor, email: string) {
  const [row] = await ex
    .select()
    .from(accounts)
    .where(sql`lower(${accounts.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

/** The email of every active platform admin (the kitchen sheet and reported problems go to them). */
export async function activeAdminEmails(ex: Executor): Promise<string[]> {
  const rows = await ex
    .select({ email: accounts.email })
    .from(accounts)
    .where(and(eq(accounts.accountType, 'Admin'), eq(accounts.accountState, 'ACTIVE')));
  return rows.map((row) => row.email);
}
