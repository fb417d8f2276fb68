import multipart from '@fastify/multipart';
import { MenuEditFieldsSchema, MenuFieldsSchema } from '@lunch/contract';
import { menuEndpoints } from '@lunch/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { setFavourite } from '../../domain/favourites/favourites.service.js';
import { recentComments } from '../../domain/ratings/ratings.service.js';
import { signedIn } from '../../lib/auth-guard.js';
import { ok } from '../../lib/reply.js';
import { serve } from '../../lib/routes.js';
import { parseInput } from '../../lib/validation.js';
import { readMenuForm, storeImage } from './menu.images.js';
import { createMenuItem, getMenuItem, listMenu, setAvailability, updateMenuItem } from './menu.service.js';

/**
 * The food menu (`menuEndpoints`: roles, schemas and OpenAPI text are the table's). A restaurant
 * reads and edits its own dishes only (menu.service scopes each query by it).
 */
export function menuRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart);

    serve(app, ctx, menuEndpoints, {
      'GET /food-menu': async (request) => {
        // The wire's `risk_health=true` means: show every meal, not only the employee's healthy ones.
        const { risk_health, ...search } = request.query;
        return ok(
          await listMenu(ctx, signedIn(request), { ...search, showAllMeals: risk_health === 'true' }),
        );
      },

      'GET /food-menu/:id': async (request) =>
        ok(await getMenuItem(ctx, signedIn(request), request.params.id)),

      'PUT /food-menu/:id/favourite': async (request) =>
        ok(await setFavourite(ctx, signedIn(request).id, request.params.id, true), 'Added to favourites'),

      'DELETE /food-menu/:id/favourite': async (request) =>
        ok(
          await setFavourite(ctx, signedIn(request).id, request.params.id, false),
          'Removed from favourites',
        ),

      'GET /food-menu/:id/comments': async (request) => {
        // 404 for an unknown dish, or another restaurant's.
        await getMenuItem(ctx, signedIn(request), request.params.id);
        return ok(await recentComments(ctx.db, request.params.id));
      },

      'POST /food-menu/new': async (request) => {
        const form = await readMenuForm(request);
        const fields = parseInput(MenuFieldsSchema, form.fields);
        const image = form.image ? await storeImage(ctx, form.image) : null;
        return ok(await createMenuItem(ctx, fields, image, signedIn(request)), 'Menu added successfully.');
      },

      'PATCH /food-menu/:id': async (request) => {
        const form = await readMenuForm(request);
        const fields = parseInput(MenuEditFieldsSchema, form.fields);
        // 404 (an unknown dish, or another restaurant's) before the image is stored.
        await getMenuItem(ctx, signedIn(request), request.params.id);
        const image = form.image ? await storeImage(ctx, form.image) : null;
        return ok(
          await updateMenuItem(ctx, signedIn(request), request.params.id, fields, image),
          'Menu item updated',
        );
      },

      'PATCH /food-menu': async (request) =>
        ok(
          await setAvailability(ctx, signedIn(request), request.body.foodMenuId, request.body.available),
          'Status updated successfully!',
        ),
    });
  };
}
