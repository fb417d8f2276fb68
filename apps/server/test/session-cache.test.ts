import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Database, openPostgres } from '../src/db/client.js';
import { HOUR } from '../src/lib/clock.js';
import { type KeptRow, LISTENER_NAME, SessionCache } from '../src/lib/session-cache.js';
import { buildTestApp, type TestApp, testClock } from './helpers/app.js';
import { type Actor, createCompany, createEmployee } from './helpers/factories.js';

/**
 * The server keeps the sessions it has looked up (lib/session-cache.ts). A kept session must be
 * dropped by every change to what its lookup read, on this server at once and on every other one
 * as the change's notice arrives.
 */
describe('sessions kept by the server', () => {
  const clock = testClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ clock, smtp: false });
  });
  afterAll(() => t.close());

  const me = async (actor: Actor, app = t.app) =>
    (await app.inject({ method: 'GET', url: '/api/auth/me', headers: actor.headers })).statusCode;

  /** Revokes an account's sessions with the triggers off, so no notice says so. */
  const revokeUnannounced = (accountId: string) =>
    t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update sessions set revoked_at = now() where account_id = ${accountId}`);
    });

  /** Asks until the answer is `status`, for at most 5 s (a notice from another process is in flight). */
  const eventually = async (ask: () => Promise<number>, status: number) => {
    let answer = await ask();
    for (let waited = 0; answer !== status && waited < 5000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      answer = await ask();
    }
    return answer;
  };

  it('answers a kept session from memory until a notice about its account arrives', async () => {
    const employee = await createEmployee(t, (await createCompany(t)).id);
    expect(await me(employee)).toBe(200);

    // Only memory still knows the session: the notice is what keeps it honest.
    await revokeUnannounced(employee.id);
    expect(await me(employee)).toBe(200);

    // A change this server makes is heard before its next request is answered.
    await t.db.execute(sql`update accounts set time_zone = 'Africa/Accra' where id = ${employee.id}`);
    expect(await me(employee)).toBe(401);
  });

  it('drops every kept session when the menu changes, and each at its expiry', async () => {
    const employee = await createEmployee(t, (await createCompany(t)).id);
    expect(await me(employee)).toBe(200);
    await revokeUnannounced(employee.id);
    await t.db.execute(sql`update menu_state set version = version + 1`);
    expect(await me(employee)).toBe(401);

    const other = await createEmployee(t, (await createCompany(t)).id);
    expect(await me(other)).toBe(200);
    const [session] = await t.database.rows<{ expires_at: string }>(
      sql`select expires_at from sessions where account_id = ${other.id}`,
    );
    clock.set(session!.expires_at);
    expect(await me(other)).toBe(401);
  });

  it('hears a sign-out and a suspension made by another server process', async () => {
    const url = (t.database as Database & { url?: string }).url;
    const database = url ? await openPostgres(url, 2) : t.database;
    const other = await buildApp({ config: t.ctx.config, database, clock, logger: false });
    await other.ready();
    try {
      const employee = await createEmployee(t, (await createCompany(t)).id);
      expect(await me(employee)).toBe(200);
      const signOut = await other.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: employee.headers,
      });
      expect(signOut.statusCode).toBeLessThan(300);
      expect(await eventually(() => me(employee), 401)).toBe(401);

      const suspended = await createEmployee(t, (await createCompany(t)).id);
      expect(await me(suspended)).toBe(200);
      await database.db.execute(
        sql`update accounts set account_state = 'SUSPENDED' where id = ${suspended.id}`,
      );
      expect(await eventually(() => me(suspended), 401)).toBe(401);
    } finally {
      await other.close();
      if (url) await database.close();
    }
  });

  it('does not keep a lookup that started before a notice (it may have read the row before the change)', async () => {
    const employee = await createEmployee(t, (await createCompany(t)).id);
    const cache = new SessionCache<KeptRow>(t.database, Fastify({ logger: false }).log);
    await cache.start();
    try {
      const now = clock.now();
      const row = { id: employee.id, expiresAt: new Date(now.getTime() + HOUR) };
      cache.keep('kept before', row, cache.since(), now);
      const since = cache.since();
      await t.db.execute(sql`update accounts set time_zone = 'Africa/Accra' where id = ${employee.id}`);
      // Answering a kept session first hears this process's own notices.
      expect(await cache.get('kept before', now)).toBeUndefined();

      cache.keep('looked up before the notice', row, since, now);
      expect(await cache.get('looked up before the notice', now)).toBeUndefined();
      cache.keep('looked up after it', row, cache.since(), now);
      expect(await cache.get('looked up after it', now)).toBe(row);
    } finally {
      await cache.stop();
    }
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'looks every session up while its listening connection is lost, and listens again',
    async () => {
      const listener = sql`select pid from pg_stat_activity where application_name = ${LISTENER_NAME}
        and datname = current_database()`;
      const employee = await createEmployee(t, (await createCompany(t)).id);
      expect(await me(employee)).toBe(200);

      await t.db.execute(sql`select pg_terminate_backend(pid) from (${listener}) as l`);
      for (let waited = 0; (await t.database.rows(listener)).length > 0 && waited < 5000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await revokeUnannounced(employee.id);
      expect(await me(employee)).toBe(401);

      // A lookup a second later listens again.
      const next = await createEmployee(t, (await createCompany(t)).id);
      let listening = 0;
      for (let waited = 0; listening === 0 && waited < 5000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(await me(next)).toBe(200);
        listening = (await t.database.rows(listener)).length;
      }
      expect(listening).toBe(1);
    },
  );

  it.runIf(process.env.TEST_DB === 'postgres')(
    'answers within a second while its listening backend is stalled, says so when asked, and listens again',
    async () => {
      const listener = sql`select pid from pg_stat_activity where application_name = ${LISTENER_NAME}
        and datname = current_database()`;
      const ready = async () =>
        (await t.app.inject({ method: 'GET', url: '/api/health/ready' })).json().data.session_notices;
      const employee = await createEmployee(t, (await createCompany(t)).id);
      expect(await me(employee)).toBe(200);
      expect(await ready()).toBe('listening');
      const [stalled] = await t.database.rows<{ pid: number }>(listener);

      // As a connection that a NAT dropped without a reset: the backend answers nothing.
      process.kill(stalled!.pid, 'SIGSTOP');
      try {
        for (let request = 0; request < 5; request++) {
          // A write through the pool, so the next kept session waits to hear it.
          await t.db.execute(sql`update accounts set time_zone = time_zone where id = ${employee.id}`);
          const started = performance.now();
          expect(await me(employee)).toBe(200);
          expect(performance.now() - started).toBeLessThan(1000);
        }
        expect(await ready()).toBe('reconnecting');
        // The lost connection is replaced by a new one, beside the stalled backend.
        let listening = 'reconnecting';
        for (let waited = 0; listening !== 'listening' && waited < 5000; waited += 50) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          expect(await me(employee)).toBe(200);
          listening = await ready();
        }
        expect(listening).toBe('listening');
        const pids = (await t.database.rows<{ pid: number }>(listener)).map((row) => row.pid);
        expect(pids.filter((pid) => pid !== stalled!.pid)).toHaveLength(1);
      } finally {
        process.kill(stalled!.pid, 'SIGCONT');
      }
    },
  );
});
