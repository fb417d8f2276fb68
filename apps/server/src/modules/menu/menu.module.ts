import type { AppContext } from '../../context.js';
import type { ModuleManifest } from '../manifest.js';
import { backfillImages, IMAGE_BACKFILL_JOB } from './menu.image-backfill.js';
import { menuRoutes } from './menu.routes.js';
import { uploadRoutes } from './uploads.routes.js';

/** The food menu (`/api/food-menu…`) and its stored images (`/uploads/…`). */
export function menuModule(ctx: AppContext): ModuleManifest {
  return {
    name: 'menu',
    api: [menuRoutes(ctx)],
    root: [uploadRoutes(ctx)],
    jobs: { [IMAGE_BACKFILL_JOB]: { run: () => backfillImages(ctx) } },
  };
}
