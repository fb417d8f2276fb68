import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { type Actor, createAdmin } from './helpers/factories.js';
import { S3_CREDENTIALS, startS3Server } from './helpers/s3.js';

type S3Server = Awaited<ReturnType<typeof startS3Server>>;

const KEY = /^menu\/[0-9a-f]{64}-1280\.webp$/;
const THUMBNAIL_KEY = /^menu\/[0-9a-f]{64}-800\.webp$/;

function menuForm(image: Buffer) {
  const body = new FormData();
  body.append('name', 'Jollof rice');
  body.append('description', 'Party jollof with plantain');
  body.append('price', '2500');
  body.append('categories[]', 'Main Course');
  body.append('food_image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'jollof.png');
  return body;
}

/** Another server process ("machine") on the same database, with its own DATA_DIR. */
async function anotherMachine(t: TestApp, env: Record<string, string>): Promise<App> {
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
  const app = await buildApp({ config, database: t.database, logger: false });
  await app.ready();
  return app;
}

describe('menu images in an S3 bucket', () => {
  let s3: S3Server;
  let t: TestApp;
  let admin: Actor;
  let image: Buffer;
  /** The bytes stored and served for `food_image`: the upload, resized to WebP. */
  let served: Buffer;
  let itemId: string;
  const dataDirs = [1, 2, 3].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-machine-')));
  const others: App[] = [];

  beforeAll(async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', S3_CREDENTIALS.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', S3_CREDENTIALS.secretAccessKey);
    s3 = await startS3Server();
    t = await buildTestApp({ env: { ...s3.env, DATA_DIR: dataDirs[0]! } });
    admin = await createAdmin(t);
    image = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 220, g: 90, b: 30 } },
    })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    for (const app of others) await app.close();
    await t.close();
    await s3.close();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    vi.unstubAllEnvs();
  });

  /** The item as one machine's API answers it (`food_image` and `thumbnail` set: the test uploaded them). */
  const getItem = async (app: App) => {
    const item = (await testApi({ app }).get('/food-menu/:id', { as: admin, params: { id: itemId } })).data;
    return { ...item, food_image: item.food_image!, thumbnail: item.thumbnail! };
  };

  it("stores an admin's upload in the bucket, typed and cacheable, and serves it at /uploads", async () => {
    const res = await testApi(t).post('/food-menu/new', { as: admin, body: menuForm(image) });
    expect(res.statusCode, res.body).toBe(200);
    itemId = res.data.id;

    const item = await getItem(t.app);
    const key = item.food_image.replace('http://localhost:3000/uploads/', '');
    const thumbnailKey = item.thumbnail.replace('http://localhost:3000/uploads/', '');
    expect(key).toMatch(KEY);
    expect(thumbnailKey).toMatch(THUMBNAIL_KEY);

    // 800 × 600 cropped to 3:2, at its own width in both versions; the upload itself is not kept.
    for (const stored of [await s3.getObject(key), await s3.getObject(thumbnailKey)]) {
      expect(stored).toMatchObject({
        contentType: 'image/webp',
        cacheControl: 'public, max-age=31536000, immutable',
      });
      expect(await sharp(stored.body).metadata()).toMatchObject({ format: 'webp', width: 800, height: 533 });
    }
    await expect(s3.getObject(key.replace('-1280.webp', '.png'))).rejects.toThrow();
    served = (await s3.getObject(key)).body;

    const answer = await t.app.inject({ method: 'GET', url: `/uploads/${key}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/webp');
    expect(answer.rawPayload.equals(served)).toBe(true);
    // Nothing was written to this machine's disk.
    expect(fs.existsSync(path.join(dataDirs[0]!, 'uploads'))).toBe(false);
  });

  it('a second machine on the same database and bucket serves the same image', async () => {
    const second = await anotherMachine(t, { ...s3.env, DATA_DIR: dataDirs[1]! });
    others.push(second);
    const item = await getItem(second);
    expect(item).toEqual(await getItem(t.app));

    const answer = await second.inject({ method: 'GET', url: new URL(item.food_image).pathname });
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(served)).toBe(true);
    const thumbnail = await second.inject({ method: 'GET', url: new URL(item.thumbnail).pathname });
    expect(thumbnail.headers['content-type']).toBe('image/webp');
  });

  it('answers 404 for a key the bucket does not hold, or an unsafe one', async () => {
    for (const url of [`/uploads/menu/${'0'.repeat(64)}.png`, '/uploads/menu/..%2F..%2Fsecret.png']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('with S3_PUBLIC_URL, image URLs point at the bucket and the page may load images from there', async () => {
    const publicUrl = `${s3.endpoint}/${s3.bucket}`;
    const machine = await anotherMachine(t, {
      ...s3.env,
      S3_PUBLIC_URL: `${publicUrl}/`,
      DATA_DIR: dataDirs[2]!,
    });
    others.push(machine);
    const item = await getItem(machine);
    expect(item.food_image).toMatch(new RegExp(`^${publicUrl}/menu/[0-9a-f]{64}-1280\\.webp$`));
    expect(item.thumbnail).toMatch(new RegExp(`^${publicUrl}/menu/[0-9a-f]{64}-800\\.webp$`));

    // The browser fetches it from the bucket itself.
    const fetched = await fetch(item.food_image);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(served)).toBe(true);

    const page = await testApi({ app: machine }).get('/health');
    const imgSrc = String(page.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('img-src'));
    expect(imgSrc).toContain(s3.endpoint);
  });

  it('a bucket that cannot be reached is a logged server error, not a missing image', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((resolve) => closed.close(resolve));

    const machine = await anotherMachine(t, {
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDirs[2]!,
    });
    others.push(machine);
    const item = await getItem(t.app);
    const res = await machine.inject({ method: 'GET', url: new URL(item.food_image).pathname });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe('Something went wrong on our side');

    const upload = await testApi({ app: machine }).post('/food-menu/new', {
      as: admin,
      body: menuForm(image),
    });
    expect(upload.statusCode).toBe(500);
  });
});
