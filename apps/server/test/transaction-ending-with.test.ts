import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { refusedBecause, writtenOrRefused } from '../src/domain/holds/refusals.js';
import { openTestDatabase } from './helpers/database.js';

type Dish = { id: number; name: string | null; tags: (string | null)[]; kobo: string };

/**
 * Database.transactionEndingWith sends its statements as they are the first times (on PostgreSQL
 * as one query, values written in), then as EXECUTE of a text the connection prepared. Values must
 * arrive exactly as sent either way.
 */
describe('a transaction ending with its statements', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.rows(sql`create table dish (id int primary key, name text, tags text[], kobo bigint)`);
  });
  afterAll(() => database.close());

  const dishes: Dish[] = [
    {
      id: 1,
      name: "Jollof 'party' rice \\ extra; commit",
      tags: ['a', 'b,c', 'd"e', "f'g", '{x}', null],
      kobo: '-5',
    },
    { id: 2, name: null, tags: [], kobo: '9007199254740993' },
    { id: 3, name: '', tags: ['NULL'], kobo: '0' },
    { id: 4, name: '$1 naïve café ₦', tags: ['\\'], kobo: '12' },
  ];

  /** Inserts a dish as the transaction's ending statement; answers the dishes whose ids the opening read and the connection's prepared texts. */
  async function insertEnding(dish: Dish) {
    let prepared = 0;
    const rows = await database.transactionEndingWith(
      async (tx, opened) => {
        expect(opened).toEqual([{ id: dish.id }]);
        const [row] = (
          (await tx.execute(sql`select count(*)::int as n from pg_prepared_statements`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows;
        prepared = row!.n;
        return [
          sql`insert into dish (id, name, tags, kobo) values (${dish.id}, ${dish.name}, ${sql.param(dish.tags)}, ${dish.kobo})`,
          writtenOrRefused(sql`select id from dish where id = ${dish.id}`, 'missing'),
          sql`select id, name, tags, kobo::text as kobo from dish where id = ${dish.id}`,
        ];
      },
      { opening: sql`select ${dish.id}::int as id` },
    );
    return { rows, prepared };
  }

  it('stores and returns every value exactly, inlined first and prepared after', async () => {
    const results = [];
    for (const dish of dishes) results.push(await insertEnding(dish));
    expect(results.map((result) => result.rows)).toEqual(dishes.map((dish) => [dish]));
    expect(await database.rows(sql`select id, name, tags, kobo::text as kobo from dish order by id`)).toEqual(
      dishes,
    );
    // By the third transaction the connection runs the opening and the three statements prepared.
    expect(results.at(-1)!.prepared).toBeGreaterThanOrEqual(4);
  });

  it('rolls back a refused ending, prepared or not, and goes on', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const refused = await database
        .transactionEndingWith(async () => [
          sql`insert into dish (id, name, tags, kobo) values (${100 + attempt}, ${'refused'}, '{}', ${1})`,
          writtenOrRefused(sql`select id from dish where id = ${-1}`, 'no such dish'),
        ])
        .catch(refusedBecause);
      expect(refused).toBe('no such dish');
    }
    expect(await database.rows(sql`select id from dish where name = ${'refused'}`)).toEqual([]);
    expect((await insertEnding({ id: 5, name: 'after', tags: [], kobo: '1' })).rows).toHaveLength(1);
  });
});
