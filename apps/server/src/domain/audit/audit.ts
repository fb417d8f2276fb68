import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { auditRecords } from '../../db/schema.js';
import type { SignedInAccount } from '../../lib/auth-guard.js';

/**
 * Who did what to a company's affairs (issue 32): every change a company member or a platform
 * admin makes to a company is recorded here, in the same transaction as the change (pass the
 * transaction as `ex`), so there is no change without its record and no record without its change.
 * The table refuses UPDATE and DELETE (migration 0022).
 */

/** Who made a change: an account in a role, or the platform itself (a job: `PLATFORM`). */
export type Actor = {
  accountId: string | null;
  role: 'owner' | 'finance' | 'people' | 'viewer' | 'admin' | 'system';
};

/** The platform itself, when a job makes a change (an auto top-up, a lapsed payment). */
export const PLATFORM: Actor = { accountId: null, role: 'system' };

/** The signed-in account as an actor: a company member in their role, or a platform admin. */
export function actorOf(account: SignedInAccount): Actor {
  if (account.company) return { accountId: account.id, role: account.company.role };
  if (account.role === 'admin') return { accountId: account.id, role: 'admin' };
  throw new Error(`a ${account.role} account does not act on a company's affairs`);
}

export type Change = {
  companyId: string;
  actor: Actor;
  /** `thing.verb`: `member.invited`, `department.updated`, `settings.updated`, `order.status_changed`… */
  action: string;
  /** What it was done to, in words: an email, a department's name, an order's reference. */
  subject?: string;
  /** The values before and after, only those that changed (null: nothing before, or after). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  at: Date;
};

/** Who is acting, in words: a company member's name (or their email), anyone else's email. */
export function actorName(accountId: string): SQL<string> {
  return sql<string>`coalesce((select nullif(m.name, '') from company_members m where m.account_id = ${accountId}),
    (select a.email from accounts a where a.id = ${accountId}), '')`;
}

/**
 * Writes one record. The actor's name is read as the change is made: a member's name (or email),
 * a platform admin's email, "Platform" for a job.
 */
export async function recordChange(ex: Executor, change: Change): Promise<void> {
  const { actor } = change;
  const name = actor.accountId === null ? sql<string>`'Platform'` : actorName(actor.accountId);
  await ex.insert(auditRecords).values({
    companyId: change.companyId,
    at: change.at,
    actorAccountId: actor.accountId,
    actorName: name,
    actorRole: actor.role,
    action: change.action,
    subject: change.subject ?? '',
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/**
 * The fields of `after` whose values differ from `before`, as the two halves of a record:
 * `changedFields({a: 1, b: 2}, {a: 1, b: 3})` → `{before: {b: 2}, after: {b: 3}}`; null when
 * nothing changed (then there is nothing to record).
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): { before: Partial<T>; after: Partial<T> } | null {
  const was: Partial<T> = {};
  const now: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (after[key] === undefined) continue;
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key];
    now[key] = after[key];
  }
  return Object.keys(now).length > 0 ? { before: was, after: now } : null;
}
