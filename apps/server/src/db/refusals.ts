import { type SQL, sql } from 'drizzle-orm';
import { databaseError } from '../lib/errors.js';

/**
 * Refusals raised by the statements that end checkout's transaction (Database.transactionEndingWith):
 * `checkout_refused(reason)` (migration 0007) raises SQLSTATE LN409 with the reason as its message,
 * so nothing commits and the caller answers the 409 the reason stands for.
 */
const REFUSED = 'LN409';

/** `write` (an upsert with RETURNING), refused with `reason` when it wrote no row; null refuses at once. */
export function writtenOrRefused(write: SQL | null, reason: string): SQL {
  const refuse = sql`select checkout_refused(${reason}::text)`;
  return write ? sql`with written as (${write}) ${refuse} where not exists (select 1 from written)` : refuse;
}

/** The reason a statement raised with `checkout_refused`, or null for any other error. */
export function refusedBecause(error: unknown): string | null {
  return databaseError(error, REFUSED)?.message ?? null;
}
