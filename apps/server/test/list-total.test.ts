import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { EXACT_TOTAL_UP_TO, totalOf } from '../src/lib/paging.js';
import { openTestDatabase } from './helpers/database.js';

describe("a list's total", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const numbers = (upTo: number) => sql`select g from generate_series(1, ${upTo}::int) g`;

  it('is exact up to the threshold', async () => {
    expect(await totalOf(database, numbers(0))).toBe(0);
    expect(await totalOf(database, numbers(7))).toBe(7);
    expect(await totalOf(database, numbers(EXACT_TOTAL_UP_TO))).toBe(EXACT_TOTAL_UP_TO);
  });

  it("is the planner's estimate above it, and never at or under the threshold", async () => {
    // generate_series tells the planner its exact row count.
    expect(await totalOf(database, numbers(50_000))).toBe(50_000);
    // 2,500 rows match, but the planner guesses 0.5 % of 5,000 for an expression's equality.
    const evens = sql`select g from generate_series(1, 5000) g where g % 2 = 0`;
    expect(await totalOf(database, evens)).toBe(EXACT_TOTAL_UP_TO + 1);
  });
});
