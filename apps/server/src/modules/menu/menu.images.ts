import { createHash } from 'node:crypto';
import { MENU_IMAGE_MAX_BYTES } from '@lunch/contract';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { AppContext } from '../../context.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { refuseNul } from '../../lib/nul-guard.js';

export type StoredImage = { imageKey: string; thumbnailKey: string };
export type MenuForm = { fields: Record<string, string | string[]>; image: Buffer | null };

const IMAGE_FIELD = 'food_image';
const THUMBNAIL_WIDTH = 480;
/** Image types accepted, recognised by their content (SVG and everything else is refused). */
const IMAGE_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
export const IMAGE_CONTENT_TYPES: Record<string, string> = Object.fromEntries(
  Object.entries(IMAGE_TYPES).map(([mime, ext]) => [ext, mime]),
);

const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', `The image must be at most ${MENU_IMAGE_MAX_BYTES / 1024 / 1024} MB`);
const wrongType = () => new AppError('UNSUPPORTED_MEDIA_TYPE', 'The image must be a JPEG, PNG or WebP file');

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

/** Checks the image by its content, then stores it and a WebP thumbnail under content-addressed keys. */
export async function storeImage(ctx: AppContext, image: Buffer): Promise<StoredImage> {
  if (image.length > MENU_IMAGE_MAX_BYTES) throw tooLarge();
  const type = await fileTypeFromBuffer(image);
  const ext = type && IMAGE_TYPES[type.mime];
  if (!type || !ext) throw wrongType();
  let thumbnail: Buffer;
  try {
    thumbnail = await sharp(image)
      .rotate()
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw wrongType();
  }
  const hash = createHash('sha256').update(image).digest('hex');
  const imageKey = `menu/${hash}.${ext}`;
  const thumbnailKey = `menu/${hash}-${THUMBNAIL_WIDTH}.webp`;
  await ctx.storage.put(imageKey, image, type.mime);
  await ctx.storage.put(thumbnailKey, thumbnail, 'image/webp');
  return { imageKey, thumbnailKey };
}
