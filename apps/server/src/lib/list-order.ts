import type { ListSort } from '@lunch/contract';
import { and, asc, desc, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** The columns a money list sorts and filters by. */
export type SortColumns = { id: PgColumn; createdAt: PgColumn; amount: PgColumn };

export type SortAndRange = { sort: ListSort; from?: string; to?: string; lastId?: string };

/**
 * ORDER BY, the created-at range and the keyset condition of a money list. Every order ends on
 * the id, so it is total; `lastId` continues after that row in the same order, compared as a row
 * value `(key, id)`, which an index on `(key, id)` (or on the key, ids being time-ordered)
 * answers without counting skipped rows.
 */
export function sortAndRange(table: PgTable, columns: SortColumns, query: SortAndRange) {
  const key = query.sort.endsWith('amount') ? columns.amount : columns.createdAt;
  const descending = query.sort.startsWith('-');
  const direction = descending ? desc : asc;
  const range = and(
    query.from ? gte(columns.createdAt, new Date(query.from)) : undefined,
    query.to ? lt(columns.createdAt, new Date(query.to)) : undefined,
  );
  const keyset: SQL | undefined = query.lastId
    ? sql`(${key}, ${columns.id}) ${sql.raw(descending ? '<' : '>')} (select ${key}, ${columns.id} from ${table} where ${columns.id} = ${query.lastId})`
    : undefined;
  return { range, keyset, orderBy: [direction(key), direction(columns.id)] };
}
