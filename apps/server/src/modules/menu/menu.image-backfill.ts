import { and, eq, isNotNull, like, not } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { menuItems } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { SERVED_SUFFIX, storeImage } from './menu.images.js';

/** The job that stores, once per install, the served versions of images uploaded before there were any. */
export const IMAGE_BACKFILL_JOB = 'menu.images.backfill';

/**
 * Queues the backfill once per install (start-up work: startup.ts). v2: once more where v1 ran, to
 * take down the pictures v1 kept as uploaded.
 */
export function queueImageBackfill(ctx: AppContext): Promise<void> {
  return ctx.jobs.enqueue(
    ctx.db,
    IMAGE_BACKFILL_JOB,
    {},
    { dedupeKey: `${IMAGE_BACKFILL_JOB}:v2`, maxAttempts: 3 },
  );
}

/**
 * Menu pictures uploaded before the served versions existed (their original was stored and served
 * as it came, with whatever metadata the camera wrote: its make and model, where the photo was
 * taken): each goes through the upload's own checks and re-encoding (storeImage, whose versions
 * carry no metadata), one at a time, and the dish then points at its versions. One the checks
 * refuse (above the pixel limit, unreadable) cannot be re-encoded, so it is no longer shown: the
 * dish loses its picture, logged for the platform admin to upload it again.
 */
export async function backfillImages(ctx: AppContext): Promise<void> {
  const items = await ctx.db
    .select({ id: menuItems.id, name: menuItems.name, imageKey: menuItems.imageKey })
    .from(menuItems)
    .where(and(isNotNull(menuItems.imageKey), not(like(menuItems.imageKey, `%${SERVED_SUFFIX}`))));
  for (const item of items) {
    const original = await ctx.storage.get(item.imageKey!);
    if (!original) continue;
    try {
      const stored = await storeImage(ctx, original);
      await ctx.db
        .update(menuItems)
        .set({ imageKey: stored.imageKey, thumbnailKey: stored.thumbnailKey })
        .where(eq(menuItems.id, item.id));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await ctx.db
        .update(menuItems)
        .set({ imageKey: null, thumbnailKey: null })
        .where(eq(menuItems.id, item.id));
      ctx.log.warn(
        { dish: item.name, reason: error.message },
        'a menu picture that could not be re-encoded is no longer shown: upload it again',
      );
    }
  }
}
