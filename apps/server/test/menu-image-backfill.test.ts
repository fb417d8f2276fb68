import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems } from '../src/db/schema.js';
import { queueImageBackfill } from '../src/modules/menu/menu.image-backfill.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { createMenuItem } from './helpers/factories.js';

/**
 * Pictures uploaded before the served versions existed were stored and served as uploaded; the
 * backfill, queued once per install at start-up, gives them the served versions, and takes down one
 * it cannot re-encode (served as uploaded, it would keep the camera's metadata).
 */
describe('menu pictures stored before their served versions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ smtp: false });
  });
  afterAll(() => t.close());

  const dish = async (key: string, bytes: Buffer) => {
    await t.ctx.storage.put(key, bytes, 'image/png');
    return createMenuItem(t, { imageKey: key, thumbnailKey: key.replace('.png', '-480.webp') });
  };
  const keysOf = async (id: string) => (await t.db.select().from(menuItems).where(eq(menuItems.id, id)))[0]!;

  it('stores the served versions of every old picture once, and takes down one it cannot read', async () => {
    const photo = await sharp({
      create: { width: 2400, height: 3000, channels: 3, background: { r: 200, g: 90, b: 20 } },
    })
      .png()
      .toBuffer();
    const old = await dish('menu/old-upload.png', photo);
    const damaged = await dish('menu/damaged-upload.png', photo.subarray(0, 200));
    const recent = await createMenuItem(t, {
      imageKey: 'menu/abc-1280.webp',
      thumbnailKey: 'menu/abc-800.webp',
    });

    // (Counted by kind: a recurring task may queue a job of its own meanwhile, e.g. the kitchen
    // sheet right after the platform's cut-off.)
    const backfills = () =>
      t.database.rows<{ status: string }>(sql`select status from jobs where kind = 'menu.images.backfill'`);
    await queueImageBackfill(t.ctx);
    await t.ctx.jobs.runDue();
    expect(await backfills()).toEqual([{ status: 'done' }]);

    const converted = await keysOf(old.id);
    expect(converted.imageKey).toMatch(/^menu\/[0-9a-f]{64}-1280\.webp$/);
    expect(converted.thumbnailKey).toMatch(/^menu\/[0-9a-f]{64}-800\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: `/uploads/${converted.imageKey}` });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 1280, height: 853 });

    expect(await keysOf(damaged.id)).toMatchObject({ imageKey: null, thumbnailKey: null });
    expect((await keysOf(recent.id)).imageKey).toBe('menu/abc-1280.webp');

    // Once per install: queued again at the next start, it does not run again.
    await queueImageBackfill(t.ctx);
    await t.ctx.jobs.runDue();
    expect(await backfills()).toEqual([{ status: 'done' }]);
    expect((await keysOf(old.id)).imageKey).toBe(converted.imageKey);
  });
});
