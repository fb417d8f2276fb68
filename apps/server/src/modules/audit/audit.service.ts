import { TZDate } from '@date-fns/tz';
import {
  AUDIT_ACTOR_ROLE_LABELS,
  AUDIT_PLATFORM_ACTOR,
  type AuditActorRole,
  type AuditFilter,
  type AuditQuery,
  type AuditRecord,
  type AuditValues,
  type Page,
} from '@lunch/contract';
import { stringify } from 'csv-stringify/sync';
import { format } from 'date-fns';
import { and, desc, eq, gte, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { accounts, auditRecords, companyMembers } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { after, offsetOf, pageResult, totalOf } from '../../lib/paging.js';

/*
 * Reading a company's record of who did what (issue 32, docs/audit.md). The records are written by
 * the changes themselves (domain/audit `recordChange`, in each change's transaction); nothing here
 * or anywhere else edits or deletes one (the table refuses it: migration 0022).
 */

type Row = typeof auditRecords.$inferSelect;

function present(row: Row): AuditRecord {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { id: row.actorAccountId, name: row.actorName, role: row.actorRole as AuditActorRole },
    action: row.action,
    subject: row.subject,
    before: (row.before as AuditValues | null) ?? null,
    after: (row.after as AuditValues | null) ?? null,
  };
}

/**
 * The company's records that match the filters: `from` inclusive, `to` exclusive; `actor` the
 * platform's jobs, a member (by their member id) or an account; `action` one action, or a kind
 * (`member`: every `member.…`, read as a range of the (company, action, at) index).
 */
function matching(companyId: string, filter: AuditFilter): SQL | undefined {
  const { actor, action } = filter;
  let byActor: SQL | undefined;
  if (actor === AUDIT_PLATFORM_ACTOR) byActor = isNull(auditRecords.actorAccountId);
  else if (actor) {
    const member = sql`(select ${companyMembers.accountId} from ${companyMembers}
      where ${companyMembers.id} = ${actor}::uuid and ${companyMembers.companyId} = ${companyId}::uuid)`;
    byActor = eq(auditRecords.actorAccountId, sql`coalesce(${member}, ${actor}::uuid)`);
  }
  let byAction: SQL | undefined;
  if (action?.includes('.')) byAction = eq(auditRecords.action, action);
  // '/' is the character after '.': the range holds exactly the actions that start with `kind.`.
  else if (action)
    byAction = and(gte(auditRecords.action, `${action}.`), lt(auditRecords.action, `${action}/`));
  return and(
    eq(auditRecords.companyId, companyId),
    filter.from ? gte(auditRecords.at, new Date(filter.from)) : undefined,
    filter.to ? lt(auditRecords.at, new Date(filter.to)) : undefined,
    byActor,
    byAction,
  );
}

const newestFirst = [desc(auditRecords.at), desc(auditRecords.id)];

/** `GET /company/audit`: the company's records, newest first, paged by number or by key (`lastId`). */
export async function listAudit(
  ctx: AppContext,
  companyId: string,
  query: AuditQuery,
): Promise<Page<AuditRecord>> {
  const where = matching(companyId, query);
  const keyset = query.lastId
    ? after(auditRecords, auditRecords.at, auditRecords.id, query.lastId)
    : undefined;
  const [rows, total] = await Promise.all([
    ctx.db
      .select()
      .from(auditRecords)
      .where(and(where, keyset))
      .orderBy(...newestFirst)
      .limit(query.limit)
      .offset(offsetOf(query)),
    totalOf(ctx.database, ctx.db.select({ id: auditRecords.id }).from(auditRecords).where(where)),
  ]);
  return pageResult(rows.map(present), total, query);
}

/** The company's time zone (its account's): the clock of the CSV's times. */
export async function companyTimeZone(ctx: AppContext, companyId: string): Promise<string> {
  const [company] = await ctx.db
    .select({ timeZone: accounts.timeZone })
    .from(accounts)
    .where(eq(accounts.id, companyId));
  if (!company) throw notFound('Company not found');
  return company.timeZone;
}

/** Rows read at a time for the CSV. */
const CSV_BATCH = 500;

const CSV_OPTIONS = {
  record_delimiter: 'windows',
  // A spreadsheet never reads a cell as a formula.
  cast: { string: (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value) },
  quoted_string: true,
} as const;

/** A time in the CSV: in the company's zone, with its offset ("2026-03-10 10:00:00 +01:00"). */
export const csvTime = (at: Date, timeZone: string) =>
  format(new TZDate(at, timeZone), 'yyyy-MM-dd HH:mm:ss xxx');

const json = (values: unknown) => (values === null || values === undefined ? '' : JSON.stringify(values));

/**
 * `GET /company/audit/export`: the matching records as CSV, newest first, in pieces (a batch of rows
 * at a time, by key): time in the company's zone (named in the header, its offset in each cell),
 * who (name and role), the action, its subject, and the values before and after as JSON.
 */
export async function* auditCsv(
  ctx: AppContext,
  companyId: string,
  filter: AuditFilter,
  timeZone: string,
): AsyncGenerator<string> {
  const where = matching(companyId, filter);
  yield stringify([[`Time (${timeZone})`, 'Actor', 'Role', 'Action', 'Subject', 'Before', 'After']], {
    ...CSV_OPTIONS,
    bom: true,
  });
  let lastId: string | undefined;
  for (;;) {
    const keyset = lastId ? after(auditRecords, auditRecords.at, auditRecords.id, lastId) : undefined;
    const rows = await ctx.db
      .select()
      .from(auditRecords)
      .where(and(where, keyset))
      .orderBy(...newestFirst)
      .limit(CSV_BATCH);
    if (rows.length === 0) return;
    yield stringify(
      rows.map((row) => [
        csvTime(row.at, timeZone),
        row.actorName,
        AUDIT_ACTOR_ROLE_LABELS[row.actorRole as AuditActorRole] ?? row.actorRole,
        row.action,
        row.subject,
        json(row.before),
        json(row.after),
      ]),
      CSV_OPTIONS,
    );
    if (rows.length < CSV_BATCH) return;
    lastId = rows.at(-1)!.id;
  }
}
