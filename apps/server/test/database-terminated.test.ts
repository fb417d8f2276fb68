import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { openTestDatabase } from './helpers/database.js';
import { type Actor, createCompany, createEmployee, createMenuItem } from './helpers/factories.js';
import { type ServerProcess, startServerProcess } from './helpers/server-process.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Two server processes taking orders while every connection to their database is terminated, four
 * times 1.5 s apart (as a failover, a proxy, `idle_session_timeout` or an administrator does): no
 * process ends, a request that lost its connection answers 503, never 500, every order acknowledged
 * is in the database, and both serve again within seconds.
 */
describe.skipIf(process.env.TEST_DB !== 'postgres')(
  'database connections terminated under order load',
  () => {
    let database: Database & { url?: string };
    const servers: ServerProcess[] = [];

    beforeAll(async () => {
      database = await openTestDatabase();
      servers.push(await startServerProcess(database.url!), await startServerProcess(database.url!));
    }, 120_000);
    afterAll(async () => {
      for (const server of servers) await server.stop('SIGKILL');
      await database.close();
    });

    const terminateEveryConnection = () =>
      database.rows(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`);

    it('keeps both processes up, answers 503 for what was cut, loses no acknowledged order', async () => {
      const company = await createCompany(database, {
        walletKobo: 10_000_000_00,
        monthlyBudgetKobo: 1_000_000_00,
      });
      const staff: Actor[] = [];
      for (let i = 0; i < 16; i++) staff.push(await createEmployee(database, company.id));
      const item = await createMenuItem(database, { priceKobo: 100_00 });

      const acknowledged: string[] = [];
      const answers = new Map<string, number>();
      let loading = true;
      const orderLoop = async (worker: number) => {
        for (let n = 0; loading; n++) {
          const server = servers[(worker + n) % servers.length]!;
          const employee = staff[(worker * 7 + n) % staff.length]!;
          const res = await fetch(`${server.url}/api/orders`, {
            method: 'POST',
            headers: { ...employee.headers, 'content-type': 'application/json' },
            body: JSON.stringify({ foodItems: [{ food_menu: item.id, quantity: 1 }] }),
          }).catch((error: Error) => error);
          const answer = res instanceof Error ? `no answer: ${res.message}` : String(res.status);
          answers.set(answer, (answers.get(answer) ?? 0) + 1);
          if (!(res instanceof Error) && res.status === 200) acknowledged.push((await res.json()).data.id);
          else if (!(res instanceof Error)) await res.arrayBuffer();
        }
      };
      const load = Array.from({ length: 8 }, (_, worker) => orderLoop(worker));

      await sleep(1000);
      for (let cut = 0; cut < 4; cut++) {
        await terminateEveryConnection();
        await sleep(1500);
      }
      loading = false;
      await Promise.all(load);

      const output = servers.map((server) => server.output.join('')).join('\n');
      expect(
        servers.map((server) => server.alive()),
        output,
      ).toEqual([true, true]);
      expect(
        [...answers.keys()].filter((answer) => answer !== '200' && answer !== '503'),
        output,
      ).toEqual([]);
      expect(answers.get('200')).toBeGreaterThan(50);

      // Serving again within seconds, on every process.
      for (const server of servers) {
        let status = 0;
        for (let waited = 0; waited < 5000 && status !== 200; waited += 100) {
          const res = await fetch(`${server.url}/api/orders`, { headers: staff[0]!.headers });
          status = res.status;
          await res.arrayBuffer();
          if (status !== 200) await sleep(100);
        }
        expect(status).toBe(200);
      }

      const [stored] = await database.rows<{ n: number }>(sql`
      select count(*)::int as n from orders where id = any(${`{${acknowledged.join(',')}}`}::uuid[])`);
      expect(stored!.n).toBe(acknowledged.length);
    }, 120_000);
  },
);
