import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app.js';

/**
 * The container's probes: live (the process answers, no database call) and ready (the database
 * answers and holds every migration of this build: 503 "pending" otherwise, e.g. a database
 * restored from an older backup under a newer build that has not migrated it).
 */
describe('health checks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ smtp: false });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('live answers while the process does', async () => {
    const res = await get('/api/health/live');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'live', data: { status: 'live' } });
  });

  it('ready answers 200 when the database answers and every migration is applied', async () => {
    const res = await get('/api/health/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'ready',
      data: { db: 'up', migrations: 'applied', session_notices: 'listening' },
    });
  });

  it('ready answers 503 "pending" while a migration of this build is missing from the database, 200 again once it is back', async () => {
    const [last] = await t.database.rows<{ id: number; hash: string; created_at: string }>(
      sql`select id, hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    await t.database.rows(sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    try {
      const res = await get('/api/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        message: 'migrations pending: this build has migrations the database has not applied',
        data: { db: 'up', migrations: 'pending', session_notices: 'listening' },
      });
      // Liveness says nothing of migrations.
      expect((await get('/api/health/live')).statusCode).toBe(200);
    } finally {
      await t.database.rows(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at}::bigint)`,
      );
    }
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });

  it('ready answers 503 "pending" for a database that was never migrated', async () => {
    await t.database.rows(sql`alter table drizzle.__drizzle_migrations rename to __drizzle_migrations_aside`);
    try {
      const res = await get('/api/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json().data.migrations).toBe('pending');
    } finally {
      await t.database.rows(
        sql`alter table drizzle.__drizzle_migrations_aside rename to __drizzle_migrations`,
      );
    }
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });
});
