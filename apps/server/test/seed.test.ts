import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoMenu } from '../src/db/seed.js';
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
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/food-menu?limit=100',
      headers: admin.headers,
    });
    const { list, total } = res.json().data;
    expect(total).toBeGreaterThanOrEqual(12);
    expect(list[0].name).toBe('Jollof rice');
    expect(list.map((item: { name: string }) => item.name)).toEqual(
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
      const thumbnail = await t.app.inject({ method: 'GET', url: item.thumbnail });
      expect(thumbnail.statusCode).toBe(200);
      expect(thumbnail.headers['content-type']).toBe('image/webp');
    }
    const image = await t.app.inject({ method: 'GET', url: list[0].food_image });
    expect(image.headers['content-type']).toBe('image/png');
  });
});
