import type { Page, PageQuery } from '@lunch/contract';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import { badRequest } from './errors.js';

type Paging = Pick<PageQuery, 'limit' | 'page' | 'lastId'>;

/** The deepest a page number may reach (rows skipped); past it, lists are paged by key (`lastId`). */
export const MAX_OFFSET = 10_000;
/** Up to this many matching rows a list's `total` is exact; above, it is the planner's estimate. */
export const EXACT_TOTAL_UP_TO = 1_000;

/**
 * Rows to skip: by page number, or none when paging by key (`lastId`: the rows after that one).
 * A page past MAX_OFFSET rows is refused (400) rather than read and thrown away.
 */
export function offsetOf(paging: Paging): number {
  if (paging.lastId) return 0;
  const offset = (paging.page - 1) * paging.limit;
  if (offset > MAX_OFFSET) {
    const message = `Pages reach ${MAX_OFFSET.toLocaleString('en')} rows deep; page on with lastId`;
    throw badRequest(`page: ${message}`, [{ path: 'page', message }]);
  }
  return offset;
}

/**
 * Keyset condition for lists sorted newest first by (created_at, id): the rows after `lastId`.
 * Read through the (created_at, id) index, so any key costs the same as page 1.
 */
export const after = (table: PgTable, createdAt: PgColumn, id: PgColumn, lastId: string): SQL =>
  sql`(${createdAt}, ${id}) < (select k.${sql.identifier(createdAt.name)}, k.${sql.identifier(id.name)}
    from ${table} k where k.${sql.identifier(id.name)} = ${lastId})`;

/**
 * The `total` of a list: exact while at most EXACT_TOTAL_UP_TO rows match (counted with a LIMIT,
 * so never the whole table), else the planner's estimate of the matching rows (at least one more
 * than the threshold). `rows` selects the matching rows (any columns), without order or limit. The
 * count and the estimate are asked at once, so a long list waits for one round trip, not two.
 */
export async function totalOf(database: Database, rows: SQLWrapper): Promise<number> {
  const [[counted], [plan]] = await Promise.all([
    database.rows<{ n: string }>(
      sql`select count(*)::text as n from (${rows.getSQL()} limit ${EXACT_TOTAL_UP_TO + 1}) matching`,
    ),
    database.rows<{ 'QUERY PLAN': unknown }>(sql`explain (format json) ${rows.getSQL()}`),
  ]);
  const exact = Number(counted?.n ?? 0);
  if (exact <= EXACT_TOTAL_UP_TO) return exact;
  const json = plan?.['QUERY PLAN'];
  const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as Array<{
    Plan: { 'Plan Rows': number };
  }>;
  return Math.max(EXACT_TOTAL_UP_TO + 1, Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0));
}

/** The list envelope; `lastId` is the key for the next page, null when this page is the last. */
export function pageResult<T extends { id: string }>(list: T[], total: number, paging: Paging): Page<T> {
  return {
    list,
    total,
    page: paging.page,
    limit: paging.limit,
    lastId: list.length === paging.limit ? (list.at(-1)?.id ?? null) : null,
  };
}
