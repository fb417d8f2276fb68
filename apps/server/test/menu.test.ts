import { randomBytes } from 'node:crypto';
import { MENU_IMAGE_MAX_BYTES } from '@lunch/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems } from '../src/db/schema.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import {
  type Actor,
  createAdmin,
  createCompany,
  createEmployee,
  createMenuItem,
} from './helpers/factories.js';

const png = (width = 960, height = 640) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    .png()
    .toBuffer();

type Fields = Record<string, string | string[]>;

function form(fields: Fields, file?: { data: Buffer | string; name: string; type?: string } | 'null') {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of [value].flat()) body.append(key, v);
  }
  if (file === 'null') body.append('food_image', 'null');
  else if (file) {
    body.append(
      'food_image',
      new Blob([typeof file.data === 'string' ? file.data : new Uint8Array(file.data)], {
        type: file.type ?? 'image/png',
      }),
      file.name,
    );
  }
  return body;
}

const validFields: Fields = {
  name: 'Efo riro',
  description: 'Spinach stew with assorted meat',
  price: '3500',
  'categories[]': ['Main Course', 'Soup'],
  health_benefits: 'Iron, Fibre',
  allergens: ' Fish ,, CRAYFISH',
  suitable_for_conditions: 'Anaemia',
  suitable_for_diet: 'Low-Carb',
};

describe('food menu', () => {
  let t: TestApp;
  let admin: Actor;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());

  const create = (body: FormData, actor: Actor = admin) =>
    t.app.inject({ method: 'POST', url: '/api/food-menu/new', headers: actor.headers, payload: body });

  it('creates an item with an image, a WebP thumbnail and normalised health lists', async () => {
    const res = await create(form(validFields, { data: await png(), name: 'efo.png' }));
    expect(res.statusCode).toBe(200);
    const { id } = res.json().data;

    const item = (
      await t.app.inject({ method: 'GET', url: `/api/food-menu/${id}`, headers: admin.headers })
    ).json().data;
    expect(item).toMatchObject({
      _id: id,
      id,
      name: 'Efo riro',
      price: '3500.00',
      available: true,
      categories: ['Main Course', 'Soup'],
      health_benefits: ['iron', 'fibre'],
      allergens: ['fish', 'crayfish'],
      suitable_for_conditions: ['anaemia'],
      suitable_for_diet: ['low-carb'],
    });
    expect(item.food_image).toMatch(/^http:\/\/localhost:3000\/uploads\/menu\/[0-9a-f]{64}\.png$/);
    expect(item.thumbnail).toMatch(/^http:\/\/localhost:3000\/uploads\/menu\/[0-9a-f]{64}-480\.webp$/);

    const image = await t.app.inject({ method: 'GET', url: new URL(item.food_image).pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const thumb = await t.app.inject({ method: 'GET', url: new URL(item.thumbnail).pathname });
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 320 });
  });

  it('accepts JPEG and WebP and a comma list of categories; never enlarges a small image', async () => {
    const small = await sharp({
      create: { width: 200, height: 100, channels: 3, background: '#3a7' },
    })
      .jpeg()
      .toBuffer();
    const res = await create(
      form(
        { ...validFields, 'categories[]': [], categories: 'Salad, Vegetarian' },
        { data: small, name: 'a.jpg' },
      ),
    );
    expect(res.statusCode).toBe(200);
    const item = (
      await t.app.inject({
        method: 'GET',
        url: `/api/food-menu/${res.json().data.id}`,
        headers: admin.headers,
      })
    ).json().data;
    expect(item.categories).toEqual(['Salad', 'Vegetarian']);
    expect(item.food_image).toMatch(/\.jpg$/);
    const thumb = await t.app.inject({ method: 'GET', url: new URL(item.thumbnail).pathname });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(200);

    const webp = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    expect((await create(form(validFields, { data: webp, name: 'w.webp' }))).statusCode).toBe(200);
  });

  it('accepts an image just under 5 MB', async () => {
    const noise = randomBytes(1250 * 1350 * 3);
    const big = await sharp(noise, { raw: { width: 1250, height: 1350, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(4.5 * 1024 * 1024);
    expect(big.length).toBeLessThanOrEqual(MENU_IMAGE_MAX_BYTES);
    const res = await create(form(validFields, { data: big, name: 'big.png' }));
    expect(res.statusCode).toBe(200);
  });

  it('creates an item without an image when no file or the text "null" is sent', async () => {
    for (const body of [form(validFields), form(validFields, 'null')]) {
      const res = await create(body);
      expect(res.statusCode).toBe(200);
      const item = (
        await t.app.inject({
          method: 'GET',
          url: `/api/food-menu/${res.json().data.id}`,
          headers: admin.headers,
        })
      ).json().data;
      expect(item).toMatchObject({ food_image: null, thumbnail: null });
    }
  });

  describe('refuses bad uploads and changes nothing', () => {
    const cases: Array<[string, () => Promise<FormData>, number, RegExp]> = [
      [
        'a text file named .png',
        async () => form(validFields, { data: 'just some text, not an image', name: 'fake.png' }),
        415,
        /JPEG, PNG or WebP/,
      ],
      [
        'an SVG',
        async () =>
          form(validFields, {
            data: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
            name: 'x.svg',
            type: 'image/svg+xml',
          }),
        415,
        /JPEG, PNG or WebP/,
      ],
      [
        'a file over 5 MB',
        async () =>
          form(validFields, {
            data: Buffer.concat([await png(8, 8), Buffer.alloc(MENU_IMAGE_MAX_BYTES)]),
            name: 'big.png',
          }),
        413,
        /5 MB/,
      ],
      ['an unknown category', async () => form({ ...validFields, 'categories[]': ['Pasta'] }), 400, /Pasta/],
      ['price 0', async () => form({ ...validFields, price: '0' }), 400, /^price:/],
      ['a negative price', async () => form({ ...validFields, price: '-20' }), 400, /^price:/],
      ['a price that is not a number', async () => form({ ...validFields, price: 'cheap' }), 400, /^price:/],
      ['no name', async () => form({ ...validFields, name: '' }), 400, /^name:/],
      [
        'a missing name field',
        async () => {
          const { name: _name, ...rest } = validFields;
          return form(rest, { data: await png(), name: 'ok.png' });
        },
        400,
        /^name: Name is required/,
      ],
    ];
    it.each(cases)('%s', async (_label, body, status, message) => {
      const before = await t.db.$count(menuItems);
      const res = await create(await body());
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, data: null });
      expect(res.json().message).toMatch(message);
      expect(await t.db.$count(menuItems)).toBe(before);
    });

    it('a JSON body instead of a form', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/food-menu/new',
        headers: admin.headers,
        payload: { name: 'x', description: 'y', price: 10 },
      });
      expect(res.statusCode).toBe(415);
    });
  });

  it('lets only admins create, edit and switch items (company and employee get 403)', async () => {
    const company = await createCompany(t);
    const employee = await createEmployee(t, company.id);
    const item = await createMenuItem(t);
    for (const actor of [company, employee]) {
      expect((await create(form(validFields), actor)).statusCode).toBe(403);
      const edit = await t.app.inject({
        method: 'PATCH',
        url: `/api/food-menu/${item.id}`,
        headers: actor.headers,
        payload: form({ name: 'Renamed' }),
      });
      expect(edit.statusCode).toBe(403);
      const toggle = await t.app.inject({
        method: 'PATCH',
        url: '/api/food-menu',
        headers: actor.headers,
        payload: { foodMenuId: item.id, available: false },
      });
      expect(toggle.statusCode).toBe(403);
    }
    const lists = await t.app.inject({ method: 'GET', url: '/api/food-menu', headers: company.headers });
    expect(lists.statusCode).toBe(403);
    const [row] = await t.db.select().from(menuItems).where(eq(menuItems.id, item.id));
    expect(row).toMatchObject({ name: item.name, available: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/food-menu' })).statusCode).toBe(401);
  });

  it('switches availability; unavailable items are still listed, marked', async () => {
    const item = await createMenuItem(t);
    const off = await t.app.inject({
      method: 'PATCH',
      url: '/api/food-menu',
      headers: admin.headers,
      payload: { foodMenuId: item.id, available: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      message: 'Status updated successfully!',
      data: { id: item.id, available: false },
    });

    const company = await createCompany(t);
    const employee = await createEmployee(t, company.id);
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/food-menu?query=${encodeURIComponent(item.name)}`,
      headers: employee.headers,
    });
    expect(found.json().data.list).toEqual([expect.objectContaining({ id: item.id, available: false })]);

    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/food-menu',
      headers: admin.headers,
      payload: { foodMenuId: '0190a0b0-0000-7000-8000-000000000000', available: true },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/food-menu',
      headers: admin.headers,
      payload: { foodMenuId: item.id, available: 'no' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/available/);
  });

  it('edits only the fields sent, and replaces the image when a new one is sent', async () => {
    const created = await create(form(validFields, { data: await png(), name: 'a.png' }));
    const id = created.json().data.id;
    const before = (
      await t.app.inject({ method: 'GET', url: `/api/food-menu/${id}`, headers: admin.headers })
    ).json().data;

    const edit = (body: FormData) =>
      t.app.inject({ method: 'PATCH', url: `/api/food-menu/${id}`, headers: admin.headers, payload: body });
    const renamed = await edit(form({ name: 'Efo riro special', price: '4000.50', allergens: '' }));
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({
      name: 'Efo riro special',
      price: '4000.50',
      description: before.description,
      allergens: [],
      suitable_for_diet: ['low-carb'],
      food_image: before.food_image,
    });

    const other = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const reimaged = await edit(form({}, { data: other, name: 'b.png' }));
    expect(reimaged.json().data.food_image).not.toBe(before.food_image);
    expect(reimaged.json().data.name).toBe('Efo riro special');

    expect((await edit(form({ price: '0' }))).statusCode).toBe(400);
    expect((await edit(form({}, { data: 'text', name: 'x.png' }))).statusCode).toBe(415);
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/food-menu/0190a0b0-0000-7000-8000-000000000000',
      headers: admin.headers,
      payload: form({ name: 'x' }),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('serves 404 for unknown or unsafe upload paths', async () => {
    for (const url of [
      '/uploads/menu/nothing.png',
      '/uploads/menu/..%2F..%2F..%2Fsecret.png',
      '/uploads/menu/x.svg',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
