import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preparingStatements } from './pglite-statements.js';
import { PreparedTexts } from './prepared-texts.js';

describe('PGlite statements prepared on their second call', () => {
  let raw: PGlite;
  let client: PGlite;
  const preparedCount = async () =>
    (await raw.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n;

  // Starting an embedded database takes seconds on a busy machine: more than the default 10 s hook.
  beforeEach(async () => {
    raw = new PGlite();
    client = preparingStatements(raw, new PreparedTexts('pglite_statement_'));
    await raw.exec(
      'create table dish (id int primary key, name text, tags text[], spicy boolean, kobo bigint)',
    );
  }, 60_000);
  afterEach(() => raw.close());

  it('prepares a text sent twice, and stores and finds every value exactly as sent', async () => {
    const insert = 'insert into dish (id, name, tags, spicy, kobo) values ($1, $2, $3, $4, $5) returning id';
    const dishes: [number, string | null, (string | null)[], boolean | null, number][] = [
      [1, "Jollof 'party' rice \\ extra", ['a', 'b,c', 'd"e', "f'g", '{x}', null], true, -5],
      [2, null, [], false, 9_007_199_254_740_991],
      [3, '', ['NULL'], null, 0],
    ];
    for (const dish of dishes) expect((await client.query(insert, dish)).rows).toEqual([{ id: dish[0] }]);
    expect(await preparedCount()).toBe(1);

    const stored = await raw.query(
      'select id, name, tags, spicy, kobo::float8 as kobo from dish order by id',
    );
    expect(stored.rows).toEqual(
      dishes.map(([id, name, tags, spicy, kobo]) => ({ id, name, tags, spicy, kobo })),
    );
    const byName = 'select id from dish where name = $1';
    for (let i = 0; i < 2; i++) {
      expect((await client.query(byName, [dishes[0]![1]])).rows).toEqual([{ id: 1 }]);
    }
    expect(await preparedCount()).toBe(2);
  });

  it('sends as before a text it cannot prepare and a value it does not write', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await client.query('select $1::jsonb as doc', [{ a: "it's" }])).rows).toEqual([
        { doc: { a: "it's" } },
      ]);
    }
    for (let i = 0; i < 3; i++) {
      expect((await client.query('show server_encoding')).rows).toEqual([{ server_encoding: 'UTF8' }]);
    }
    expect(await preparedCount()).toBe(1);
  });
});
