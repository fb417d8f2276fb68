import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, openPostgres } from '../src/db/client.js';
import { openTestDatabase } from './helpers/database.js';
import { type Actor, createAdmin } from './helpers/factories.js';

/** A TCP proxy in front of PostgreSQL that can be stopped (every connection cut) and started again. */
async function postgresProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve) =>
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
    );
  const port = await listen(0);
  return {
    port,
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    start: () => listen(port),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.skipIf(process.env.TEST_DB !== 'postgres')('PostgreSQL stopped under load', () => {
  let direct: Database & { url?: string };
  let viaProxy: Database;
  let proxy: Awaited<ReturnType<typeof postgresProxy>>;
  let app: App;
  let admin: Actor;

  beforeAll(async () => {
    direct = await openTestDatabase();
    const url = new URL(direct.url!);
    proxy = await postgresProxy(new URL(direct.url!));
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    url.searchParams.set('application_name', 'app-behind-proxy');
    viaProxy = await openPostgres(url.toString(), 5);
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '.tmp/test-data' }),
      database: viaProxy,
      logger: false,
    });
    await app.ready();
    admin = await createAdmin({ db: direct.db });
  });
  afterAll(async () => {
    await app.close();
    await proxy.start().catch(() => undefined);
    await viaProxy.close();
    await proxy.close();
    await direct.close();
  });

  const load = () =>
    Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        app.inject({
          method: 'GET',
          url: index % 2 ? '/api/food-menu' : '/api/orders',
          headers: admin.headers,
        }),
      ),
    );

  it('answers 503 (never 500) while it is down, and recovers by itself when it is back', async () => {
    const before = await load();
    expect(before.map((res) => res.statusCode)).toEqual(Array(20).fill(200));

    // As a server shutting down does: live sessions are ended (57P01), then new connections are refused.
    const inFlight = load();
    await direct.rows(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'app-behind-proxy'`,
    );
    await proxy.stop();
    const during = [...(await inFlight), ...(await load())];
    for (const res of during) {
      expect([200, 503]).toContain(res.statusCode);
      if (res.statusCode === 503) {
        expect(res.json()).toMatchObject({ success: false, data: null });
        expect(res.json().message).toMatch(/database is unavailable/i);
      }
    }
    expect(during.filter((res) => res.statusCode === 503).length).toBeGreaterThanOrEqual(20);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().data).toEqual({ db: 'down', migrations: 'unknown', session_notices: 'reconnecting' });

    await proxy.start();
    let after = await load();
    for (let tries = 0; tries < 50 && after.some((res) => res.statusCode !== 200); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await load();
    }
    expect(after.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
  });
});
