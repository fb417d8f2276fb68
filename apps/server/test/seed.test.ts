import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openPostgres } from '../src/db/client.js';
import { menuItems } from '../src/db/schema.js';
import { seedDemoMenu } from '../src/demo/seed.js';
import { prepareDatabase } from '../src/startup.js';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { createAdmin } from './helpers/factories.js';

describe('demo menu', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ smtp: false, env: { DATA_DIR: `.tmp/test-seed-${process.pid}` } });
  });
  afterAll(() => t.close());

  it('fills an empty menu with Nigerian dishes and their images, once', async () => {
    expect(await seedDemoMenu(t.ctx)).toBeGreaterThanOrEqual(12);
    expect(await seedDemoMenu(t.ctx)).toBe(0);

    const admin = await createAdmin(t);
    const res = await testApi(t).get('/food-menu', { as: admin, query: { limit: 100 } });
    const { list, total } = res.data;
    expect(total).toBeGreaterThanOrEqual(12);
    expect(list[0]?.name).toBe('Jollof rice');
    expect(list.map((item) => item.name)).toEqual(
      expect.arrayContaining([
        'Egusi soup',
        'Pounded yam',
        'Suya',
        'Moi moi',
        'Efo riro',
        'Akara',
        'Chapman',
      ]),
    );
    for (const item of list) {
      expect(item.available).toBe(true);
      expect(item.categories.length).toBeGreaterThan(0);
      expect(Number(item.price)).toBeGreaterThan(0);
      // Drawn pictures go through the uploads' path: WebP, cropped to 3:2, at the served widths.
      for (const [url, width] of [
        [item.food_image, 1280],
        [item.thumbnail, 800],
      ] as const) {
        const image = await t.app.inject({ method: 'GET', url: new URL(url!).pathname });
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toBe('image/webp');
        const size = await sharp(image.rawPayload).metadata();
        expect(size.width).toBeLessThanOrEqual(width);
        expect(size.width / size.height).toBeCloseTo(3 / 2, 1);
      }
    }
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')(
  'two servers starting at once on one PostgreSQL database (api-postgres project only: PGlite is one process)',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ smtp: false, env: { DATA_DIR: `.tmp/test-seed-pair-${process.pid}` } });
    });
    afterAll(() => t.close());

    it('add the demo menu once between them', async () => {
      const database = await openPostgres(t.database.url!, 5);
      const second = await buildApp({ config: t.ctx.config, database, logger: false });
      try {
        const added = await Promise.all([
          t.database.exclusive(() => seedDemoMenu(t.ctx)),
          database.exclusive(() => seedDemoMenu(second.ctx)),
        ]);
        expect(Math.min(...added)).toBe(0);
        expect(Math.max(...added)).toBeGreaterThanOrEqual(12);
        const [menu] = await t.ctx.db.select({ n: count() }).from(menuItems);
        expect(menu?.n).toBe(Math.max(...added));
      } finally {
        await second.close();
        await database.close();
      }
    });
  },
);

describe('start-up on a production install', () => {
  const menuCount = async (t: TestApp) => (await t.ctx.db.select({ n: count() }).from(menuItems))[0]?.n;

  it('adds no demo menu when payments are real (PAYSTACK_SECRET_KEY set, no DEMO_MODE)', async () => {
    const t = await buildTestApp({
      smtp: false,
      env: { DATA_DIR: `.tmp/test-seed-prod-${process.pid}`, PAYSTACK_SECRET_KEY: 'sk_live_configured' },
    });
    try {
      await prepareDatabase(t.ctx);
      expect(await menuCount(t)).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('adds the demo menu with sandbox payments, or with DEMO_MODE=1 and real payments', async () => {
    const demoInstalls: Record<string, string>[] = [
      {},
      { PAYSTACK_SECRET_KEY: 'sk_live_configured', DEMO_MODE: '1' },
    ];
    for (const env of demoInstalls) {
      const t = await buildTestApp({
        smtp: false,
        env: { DATA_DIR: `.tmp/test-seed-demo-${process.pid}`, ...env },
      });
      try {
        await prepareDatabase(t.ctx);
        expect(await menuCount(t)).toBeGreaterThanOrEqual(12);
      } finally {
        await t.close();
      }
    }
  });
});
