import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems } from '../src/db/schema.js';
import { queueImageBackfill } from '../src/modules/menu/menu.image-backfill.js';
import { testApi } from './helpers/api.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { type Actor, createAdmin, createMenuItem } from './helpers/factories.js';

/** What a phone writes into a photo: its make and model, the app, when, and where (GPS). */
const CAMERA = ['PhoneMaker', 'PhoneModel X', 'CameraApp 1.0', 'Back camera'];
/** The EXIF tag pointing at the GPS fields (0x8825), as written in a little-endian ("II") EXIF block. */
const GPS_POINTER = Buffer.from([0x25, 0x88]);

/**
 * A 1600 × 1200 JPEG as a phone takes it: EXIF with the camera (IFD0, the Exif IFD), GPS position
 * (the GPS IFD) and an orientation (6: turned 90°, shown 1200 × 1600), plus XMP.
 */
function phonePhoto() {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 40, g: 140, b: 60 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: CAMERA[0]!, Model: CAMERA[1]!, Software: CAMERA[2]!, Orientation: '6' },
      IFD2: { DateTimeOriginal: '2026:03:10 12:00:00', LensModel: CAMERA[3]! },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '6/1 27/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '3/1 23/1 0/1',
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:tiff="http://ns.adobe.com/tiff/1.0/" tiff:Model="PhoneModel X"/></rdf:RDF></x:xmpmeta>',
    )
    .toBuffer();
}

/** Whether `bytes` carry anything of the photo's metadata: an EXIF, XMP or IPTC block, or a camera string. */
async function carriesMetadata(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  const text = bytes.toString('latin1');
  return {
    exif: meta.exif !== undefined,
    xmp: meta.xmp !== undefined,
    iptc: meta.iptc !== undefined,
    orientation: meta.orientation !== undefined,
    camera: CAMERA.some((value) => text.includes(value)),
    // WebP keeps EXIF and XMP in chunks of their own.
    chunks: text.includes('EXIF') || text.includes('XMP '),
  };
}
const NONE = { exif: false, xmp: false, iptc: false, orientation: false, camera: false, chunks: false };

describe('menu pictures lose their metadata (camera, location) on upload', () => {
  let t: TestApp;
  let admin: Actor;
  let photo: Buffer;
  beforeAll(async () => {
    t = await buildTestApp({ smtp: false });
    admin = await createAdmin(t);
    photo = await phonePhoto();
    // The photo does carry it all, so the checks below prove something.
    expect(await carriesMetadata(photo)).toMatchObject({
      exif: true,
      xmp: true,
      orientation: true,
      camera: true,
    });
    expect((await sharp(photo).metadata()).exif!.includes(GPS_POINTER)).toBe(true);
  });
  afterAll(() => t.close());
  const api = testApi(() => t);

  const stored = async (id: string) => {
    const [item] = await t.db.select().from(menuItems).where(eq(menuItems.id, id));
    return [item!.imageKey!, item!.thumbnailKey!];
  };

  it('stores and serves versions without EXIF (camera, GPS), XMP or orientation, turned upright', async () => {
    const body = new FormData();
    for (const [key, value] of Object.entries({
      name: 'Ofada rice',
      description: 'With ayamase stew',
      price: '4200',
      categories: 'Main Course',
    })) {
      body.append(key, value);
    }
    body.append('food_image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'IMG_0001.jpg');
    const res = await api.post('/food-menu/new', { as: admin, body });
    expect(res.statusCode).toBe(200);

    const keys = await stored(res.data.id);
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      const bytes = (await t.ctx.storage.get(key))!;
      expect(await carriesMetadata(bytes), key).toEqual(NONE);
      expect(bytes.includes(GPS_POINTER)).toBe(false);
      const served = await t.app.inject({ method: 'GET', url: `/uploads/${key}` });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(bytes)).toBe(true);
      // Turned as the camera said (portrait), then cropped to 3:2: the orientation is in the pixels now.
      const { width, height } = await sharp(bytes).metadata();
      expect(width / height).toBeCloseTo(3 / 2, 1);
    }
    // The upload itself is never kept.
    expect(await t.ctx.storage.get('menu/IMG_0001.jpg')).toBeNull();
  });

  it('an old picture stored as uploaded is re-encoded without its metadata by the backfill', async () => {
    await t.ctx.storage.put('menu/old-phone-photo.jpg', photo, 'image/jpeg');
    const dish = await createMenuItem(t, {
      imageKey: 'menu/old-phone-photo.jpg',
      thumbnailKey: 'menu/old-phone-photo.jpg',
    });
    await queueImageBackfill(t.ctx);
    await t.ctx.jobs.runDue();

    const keys = await stored(dish.id);
    expect(keys[0]).toMatch(/^menu\/[0-9a-f]{64}-1280\.webp$/);
    for (const key of keys) expect(await carriesMetadata((await t.ctx.storage.get(key))!), key).toEqual(NONE);
  });
});
