import { createHash } from 'node:crypto';
import { MENU_IMAGE_MAX_BYTES, MENU_IMAGE_MAX_PIXELS, MENU_IMAGE_WIDTHS } from '@lunch/contract';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { AppContext } from '../../context.js';
import { AppError, badRequest, type ErrorCode } from '../../lib/errors.js';
import { refuseNul } from '../../lib/nul-guard.js';

export type StoredImage = { imageKey: string; thumbnailKey: string };
export type MenuForm = { fields: Record<string, string | string[]>; image: Buffer | null };

const IMAGE_FIELD = 'food_image';
/** Image types accepted, recognised by their content (SVG and everything else is refused). */
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** What `/uploads/…` serves, by extension: the stored WebP versions, and originals stored before them. */
export const IMAGE_CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/**
 * The versions of a menu picture stored and served, as WebP; the upload itself is never kept. The
 * web app shows every picture filling a 3:2 frame (object-cover, centred): `food_image` in the
 * detail view (at most 624 CSS px wide) and the edit form's preview (192), `thumbnail` on the
 * employees' meal cards (about 400 CSS px: a phone's one column, a laptop's three) and in the
 * admin's list (72). Each is stored at twice its widest use, for high-density screens, already
 * cropped to 3:2 as the browser would crop it. The widths are the contract's (`MENU_IMAGE_WIDTHS`):
 * the API description of the menu form names them.
 */
const WIDTHS = MENU_IMAGE_WIDTHS;
/** How the key of a served `food_image` ends (older keys name the upload itself: menu.image-backfill.ts). */
export const SERVED_SUFFIX = `-${WIDTHS.image}.webp`;
const FRAME = 3 / 2;
const MAX_MEGABYTES = MENU_IMAGE_MAX_BYTES / 1024 / 1024;
const MAX_PIXELS = MENU_IMAGE_MAX_PIXELS.toLocaleString('en-US');
const SQUARE_SIDE = Math.floor(Math.sqrt(MENU_IMAGE_MAX_PIXELS));

const fieldError = (code: ErrorCode, message: string) =>
  new AppError(code, message, [{ path: IMAGE_FIELD, message }]);
const tooLarge = () => fieldError('PAYLOAD_TOO_LARGE', `The image must be at most ${MAX_MEGABYTES} MB`);
const wrongType = () => fieldError('UNSUPPORTED_MEDIA_TYPE', 'The image must be a JPEG, PNG or WebP file');
const unreadable = () =>
  fieldError('BAD_REQUEST', 'The image could not be read: the file is damaged or incomplete');
const tooManyPixels = ({ width, height }: { width: number; height: number }) =>
  fieldError(
    'BAD_REQUEST',
    `The image is ${width} × ${height} pixels; at most ${MAX_PIXELS} pixels (e.g. ${SQUARE_SIDE} × ${SQUARE_SIDE}) are accepted`,
  );

/**
 * Reads a multipart menu form: text fields (a repeated name, e.g. `categories[]`, becomes a list)
 * and the optional `food_image` file. An empty file part or the text "null" means no image.
 */
export async function readMenuForm(request: FastifyRequest): Promise<MenuForm> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the menu form as multipart/form-data');
  }
  const fields: MenuForm['fields'] = {};
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: MENU_IMAGE_MAX_BYTES, files: 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== IMAGE_FIELD) {
          part.file.resume();
          continue;
        }
        const buffer = await part.toBuffer();
        image = buffer.length > 0 ? buffer : null;
        continue;
      }
      const name = part.fieldname.replace(/\[\]$/, '');
      const value = String(part.value);
      if (name === IMAGE_FIELD) continue;
      const previous = fields[name];
      fields[name] = previous === undefined ? value : [...[previous].flat(), value];
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (statusCode && statusCode >= 400 && statusCode < 500) throw error;
    // Busboy and @fastify/multipart report a missing or wrong boundary and a cut-off body this way.
    throw badRequest(`The multipart form could not be read: ${(error as Error).message}`);
  }
  refuseNul(fields);
  return { fields, image };
}

/** The largest 3:2 frame inside a picture of `width` × `height`, at most `maxWidth` wide: never enlarged. */
function frameOf(width: number, height: number, maxWidth: number) {
  const frameWidth = Math.max(1, Math.min(maxWidth, width, Math.floor(height * FRAME)));
  return { width: frameWidth, height: Math.max(1, Math.round(frameWidth / FRAME)) };
}

/**
 * Checks the image by its content — type, then its size in pixels from the header alone (sharp's
 * metadata() decodes no pixels) — then stores its served versions (WIDTHS) under keys named after
 * the upload's hash. A refusal stores nothing.
 */
export async function storeImage(ctx: AppContext, image: Buffer): Promise<StoredImage> {
  if (image.length > MENU_IMAGE_MAX_BYTES) throw tooLarge();
  const type = await fileTypeFromBuffer(image);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) throw wrongType();
  const header = await sharp(image, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (header.width * header.height > MENU_IMAGE_MAX_PIXELS) throw tooManyPixels(header);
  // The limit again, for the decoder itself: it refuses what the header did not tell.
  const upright = sharp(image, { limitInputPixels: MENU_IMAGE_MAX_PIXELS }).autoOrient();
  const { width, height } = header.autoOrient;
  const versions: Buffer[] = [];
  try {
    for (const maxWidth of [WIDTHS.image, WIDTHS.thumbnail]) {
      const frame = frameOf(width, height, maxWidth);
      versions.push(
        await upright
          .clone()
          .resize({ ...frame, fit: 'cover' })
          .webp({ quality: 80 })
          .toBuffer(),
      );
    }
  } catch {
    throw unreadable();
  }
  const hash = createHash('sha256').update(image).digest('hex');
  const imageKey = `menu/${hash}${SERVED_SUFFIX}`;
  const thumbnailKey = `menu/${hash}-${WIDTHS.thumbnail}.webp`;
  await ctx.storage.put(imageKey, versions[0]!, 'image/webp');
  await ctx.storage.put(thumbnailKey, versions[1]!, 'image/webp');
  return { imageKey, thumbnailKey };
}
