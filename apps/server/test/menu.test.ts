import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { MENU_IMAGE_MAX_BYTES } from '@lunch/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { menuItems } from '../src/db/schema.js';
import { testApi } from './helpers/api.js';
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

/**
 * A valid PNG of `width` × `height` black pixels at 1 bit each (greyscale, every row all zeros),
 * written chunk by chunk: a few kilobytes however many pixels it holds, so a test can send a
 * picture far too big to decode without building one.
 */
function blackPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13); // bit depth 1, colour type 0 (greyscale), no interlace
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1;
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // each row: filter byte 0, then bits
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

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
  const api = testApi(() => t);

  const create = (body: FormData, actor: Actor = admin) => api.post('/food-menu/new', { as: actor, body });
  const edit = (id: string, body: FormData) =>
    api.patch('/food-menu/:id', { as: admin, params: { id }, body });
  /** The item as the API answers it to the admin. */
  const read = async (id: string) => (await api.get('/food-menu/:id', { as: admin, params: { id } })).data;
  /** What `/uploads/…` (outside /api) answers for an image URL of the API, and the image's format and size. */
  const served = async (url: string | null) => {
    if (url === null) throw new Error('no image');
    const res = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    return { res, image: await sharp(res.rawPayload).metadata() };
  };

  it('creates an item with an image, a WebP thumbnail and normalised health lists', async () => {
    const res = await create(form(validFields, { data: await png(), name: 'efo.png' }));
    expect(res.statusCode).toBe(200);
    const { id } = res.data;

    const item = await read(id);
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
    expect(item.food_image).toMatch(/^http:\/\/localhost:3000\/uploads\/menu\/[0-9a-f]{64}-1280\.webp$/);
    expect(item.thumbnail).toMatch(/^http:\/\/localhost:3000\/uploads\/menu\/[0-9a-f]{64}-800\.webp$/);

    for (const [url, size] of [
      [item.food_image, { width: 960, height: 640 }],
      [item.thumbnail, { width: 800, height: 533 }],
    ] as const) {
      const { res, image } = await served(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(image).toMatchObject({ format: 'webp', ...size });
    }
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
    const item = await read(res.data.id);
    expect(item.categories).toEqual(['Salad', 'Vegetarian']);
    // 200 × 100 cropped to 3:2, at its own size in both versions.
    for (const url of [item.food_image, item.thumbnail]) {
      expect((await served(url)).image).toMatchObject({ width: 150, height: 100 });
    }

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

  it('stores only the served sizes, cropped to 3:2 as the app shows them, never the upload', async () => {
    const put = vi.spyOn(t.ctx.storage, 'put');
    try {
      // A colour of its own: no earlier run stored anything under this upload's hash.
      const [r, g, b] = randomBytes(3);
      const upload = await sharp({
        create: { width: 2400, height: 3000, channels: 3, background: { r, g, b } },
      })
        .png()
        .toBuffer();
      const res = await create(form(validFields, { data: upload, name: 'tall.png' }));
      expect(res.statusCode).toBe(200);
      expect(put.mock.calls.map(([key, body, type]) => [key, type, body.equals(upload)])).toEqual([
        [expect.stringMatching(/^menu\/[0-9a-f]{64}-1280\.webp$/), 'image/webp', false],
        [expect.stringMatching(/^menu\/[0-9a-f]{64}-800\.webp$/), 'image/webp', false],
      ]);
      const item = await read(res.data.id);
      // Twice the widest the web app shows each: the detail view (624 CSS px), a meal card (400).
      for (const [url, size] of [
        [item.food_image, { width: 1280, height: 853 }],
        [item.thumbnail, { width: 800, height: 533 }],
      ] as const) {
        expect((await served(url)).image).toMatchObject({ format: 'webp', ...size });
      }
      const hash = new URL(item.food_image!).pathname.match(/[0-9a-f]{64}/)![0];
      const original = await t.app.inject({ method: 'GET', url: `/uploads/menu/${hash}.png` });
      expect(original.statusCode).toBe(404);
    } finally {
      put.mockRestore();
    }
  });

  describe('refuses an image of too many pixels before decoding it, naming its size', () => {
    const refusal = (width: number, height: number) =>
      `food_image: The image is ${width} × ${height} pixels; at most 16,777,216 pixels (e.g. 4096 × 4096) are accepted`;

    it.each([
      [16_000, 16_000],
      [20_000, 20_000],
      [4097, 4096],
    ])('%i × %i, on create and on edit, storing nothing', async (width, height) => {
      const item = await createMenuItem(t);
      const image = blackPng(width, height);
      expect(image.length).toBeLessThan(MENU_IMAGE_MAX_BYTES);
      const before = await t.db.$count(menuItems);
      const put = vi.spyOn(t.ctx.storage, 'put');
      try {
        const body = () => form(validFields, { data: image, name: 'huge.png' });
        for (const res of [await create(body()), await edit(item.id, body())]) {
          expect(res.statusCode).toBe(400);
          expect(`${res.errors[0]?.path}: ${res.message}`).toBe(refusal(width, height));
        }
        expect(put).not.toHaveBeenCalled();
      } finally {
        put.mockRestore();
      }
      expect(await t.db.$count(menuItems)).toBe(before);
      const [row] = await t.db.select().from(menuItems).where(eq(menuItems.id, item.id));
      expect(row).toMatchObject({ name: item.name, imageKey: null });
    });

    it('accepts 4096 × 4096, the most there may be', async () => {
      const res = await create(form(validFields, { data: blackPng(4096, 4096), name: 'square.png' }));
      expect(res.statusCode).toBe(200);
    });
  });

  it('refuses a damaged image (a PNG cut short) with 400 saying so', async () => {
    const cut = (await png()).subarray(0, 200);
    const res = await create(form(validFields, { data: cut, name: 'cut.png' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'The image could not be read: the file is damaged or incomplete',
      errors: [{ path: 'food_image' }],
    });
  });

  it('creates an item without an image when no file or the text "null" is sent', async () => {
    for (const body of [form(validFields), form(validFields, 'null')]) {
      const res = await create(body);
      expect(res.statusCode).toBe(200);
      const item = await read(res.data.id);
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
        'a 201-character name',
        async () => form({ ...validFields, name: 'x'.repeat(201) }),
        400,
        /^name: Name must be at most 200 characters$/,
      ],
      [
        'a 2001-character description',
        async () => form({ ...validFields, description: 'x'.repeat(2001) }),
        400,
        /^description: Description must be at most 2000 characters$/,
      ],
      [
        'an allergen of 101 characters',
        async () => form({ ...validFields, allergens: `fish, ${'x'.repeat(101)}` }),
        400,
        /^allergens\.1: Each entry must be at most 100 characters$/,
      ],
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
      expect(res.message).toMatch(message);
      expect(await t.db.$count(menuItems)).toBe(before);
    });

    it('a JSON body instead of a form', async () => {
      const res = await api.post('/food-menu/new', {
        as: admin,
        unchecked: true,
        body: { name: 'x', description: 'y', price: 10 },
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
      const edit = await api.patch('/food-menu/:id', {
        as: actor,
        params: { id: item.id },
        body: form({ name: 'Renamed' }),
      });
      expect(edit.statusCode).toBe(403);
      const toggle = await api.patch('/food-menu', {
        as: actor,
        body: { foodMenuId: item.id, available: false },
      });
      expect(toggle.statusCode).toBe(403);
    }
    const lists = await api.get('/food-menu', { as: company });
    expect(lists.statusCode).toBe(403);
    const [row] = await t.db.select().from(menuItems).where(eq(menuItems.id, item.id));
    expect(row).toMatchObject({ name: item.name, available: true });
    expect((await api.get('/food-menu')).statusCode).toBe(401);
  });

  it('switches availability; unavailable items are still listed, marked', async () => {
    const item = await createMenuItem(t);
    const off = await api.patch('/food-menu', { as: admin, body: { foodMenuId: item.id, available: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      message: 'Status updated successfully!',
      data: { id: item.id, available: false },
    });

    const company = await createCompany(t);
    const employee = await createEmployee(t, company.id);
    const found = await api.get('/food-menu', { as: employee, query: { query: item.name } });
    expect(found.data.list).toEqual([expect.objectContaining({ id: item.id, available: false })]);

    const missing = await api.patch('/food-menu', {
      as: admin,
      body: { foodMenuId: '0190a0b0-0000-7000-8000-000000000000', available: true },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await api.patch('/food-menu', {
      as: admin,
      unchecked: true,
      body: { foodMenuId: item.id, available: 'no' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.message).toMatch(/available/);
  });

  it('edits only the fields sent, and replaces the image when a new one is sent', async () => {
    const created = await create(form(validFields, { data: await png(), name: 'a.png' }));
    const id = created.data.id;
    const before = await read(id);
    const renamed = await edit(id, form({ name: 'Efo riro special', price: '4000.50', allergens: '' }));
    expect(renamed.statusCode).toBe(200);
    expect(renamed.data).toMatchObject({
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
    const reimaged = await edit(id, form({}, { data: other, name: 'b.png' }));
    expect(reimaged.data.food_image).not.toBe(before.food_image);
    expect(reimaged.data.name).toBe('Efo riro special');

    expect((await edit(id, form({ price: '0' }))).statusCode).toBe(400);
    expect((await edit(id, form({}, { data: 'text', name: 'x.png' }))).statusCode).toBe(415);
    const missing = await api.patch('/food-menu/:id', {
      as: admin,
      params: { id: '0190a0b0-0000-7000-8000-000000000000' },
      body: form({ name: 'x' }),
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
