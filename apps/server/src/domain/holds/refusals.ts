import { type SQL, sql } from 'drizzle-orm';
import { AppError, databaseError } from '../../lib/errors.js';

/**
 * Refusals of the rules an order is checked against. Each is a 409 that names the rule it breaks
 * (`rule`, never on the wire), so a caller that can do something about it (auto-order tries
 * another dish) knows which one did.
 */
export type Rule =
  /** The employee is in no company meal programme. */
  | 'programme'
  /** The programme's order window is closed, or the delivery day or slot is (cut-off, lead time). */
  | 'closed'
  /** The delivery slot asked for is not one the platform (or the address's zone) offers. */
  | 'slot'
  /** The delivery address is in no delivery zone (or the employee has none) while the platform has zones. */
  | 'address'
  /** A dish is switched off. */
  | 'unavailable'
  /** A dish is not offered on the delivery day's week day. */
  | 'not offered'
  /** A dish's daily portions are sold out. */
  | 'portions'
  /** The cart holds dishes of more than one restaurant (an order is cooked by one). */
  | 'one restaurant'
  /** The restaurant does not serve the delivery address's zone. */
  | 'restaurant zone'
  /** The restaurant's delivery slot is full (its capacity per slot). */
  | 'capacity'
  /** The order costs more than the company's per-order cap. */
  | 'per-order cap'
  /** The order takes the employee's spend for the day past the company's day cap. */
  | 'day cap'
  /** The order takes the employee's spend for the month past their budget. */
  | 'budget'
  /** The company's wallet cannot cover the order. */
  | 'wallet';

export class Refusal extends AppError {
  constructor(
    readonly rule: Rule,
    message: string,
  ) {
    super('CONFLICT', message);
  }
}

/**
 * The rules about the dish itself (and the restaurant cooking it): another dish may pass them.
 * ('not offered' is also a restaurant not offered that day: domain/restaurants/offering.ts.)
 */
export const DISH_RULES: readonly Rule[] = [
  'unavailable',
  'not offered',
  'portions',
  'restaurant zone',
  'capacity',
];
/** The rules about the price: a cheaper order may pass them. */
export const PRICE_RULES: readonly Rule[] = ['per-order cap', 'day cap', 'budget', 'wallet'];

/**
 * A statement refuses by raising `checkout_refused(reason)` (migration 0007): SQLSTATE LN409 with
 * the reason as its message, so its transaction (or savepoint) commits nothing.
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
