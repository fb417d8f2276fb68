import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { Refusal } from './refusals.js';

/**
 * What an order takes while it holds money, one counter at a time (portions of a dish, the
 * employee's spend for the day, their spend for the month with the company's wallet): the one
 * statement that takes it only while it stays within its limit, and raises
 * `checkout_refused(reason)` otherwise. Built by the rule that owns the counter, composed in lock
 * order by holds.ts.
 */
export type Hold = {
  statement: SQL;
  /**
   * The 409 for `reason` raised by `statement`, saying what is left (read with `ex` after the
   * refused statement was rolled back), or null when the reason is not this hold's.
   */
  refusal(reason: string, ex: Executor): Promise<Refusal> | null;
};
