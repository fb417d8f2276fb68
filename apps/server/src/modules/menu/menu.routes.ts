import multipart from '@fastify/multipart';
import {
  FavouriteSchema,
  MENU_DESCRIPTION_MAX,
  MENU_NAME_MAX,
  MenuAvailabilitySchema,
  MenuCommentsSchema,
  MenuEditFieldsSchema,
  MenuFieldsSchema,
  MenuIdParamsSchema,
  MenuItemSchema,
  MenuQuerySchema,
  pageOf,
  TEXT_LIST_ENTRY_MAX,
  TEXT_LIST_MAX_ENTRIES,
} from '@lunch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { setFavourite } from '../../domain/favourites/favourites.service.js';
import { recentComments } from '../../domain/ratings/ratings.service.js';
import { requireAccount, signedIn } from '../../lib/auth-guard.js';
import { answer, ok } from '../../lib/reply.js';
import { parseInput } from '../../lib/validation.js';
import { IMAGE_RULES, readMenuForm, storeImage } from './menu.images.js';
import { createMenuItem, getMenuItem, listMenu, setAvailability, updateMenuItem } from './menu.service.js';

const MULTIPART_NOTE =
  `multipart/form-data: name (at most ${MENU_NAME_MAX} characters), description (at most ${MENU_DESCRIPTION_MAX}), ` +
  'price, categories[] (repeated) or categories (comma list), ' +
  'health_benefits, allergens, suitable_for_conditions, suitable_for_diet ' +
  `(comma lists of at most ${TEXT_LIST_MAX_ENTRIES} entries of at most ${TEXT_LIST_ENTRY_MAX} characters), ` +
  `food_image (${IMAGE_RULES}; the text "null" means none).`;

export function menuRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart);
    const admin = requireAccount(ctx, 'admin');
    const reader = requireAccount(ctx, 'admin', 'employee');

    app.get(
      '/food-menu',
      {
        onRequest: reader,
        schema: { tags: ['menu'], querystring: MenuQuerySchema, response: answer(pageOf(MenuItemSchema)) },
      },
      async (request) => {
        // The wire's `risk_health=true` means: show every meal, not only the employee's healthy ones.
        const { risk_health, ...search } = request.query;
        return ok(
          await listMenu(ctx, signedIn(request), { ...search, showAllMeals: risk_health === 'true' }),
        );
      },
    );

    app.get(
      '/food-menu/:id',
      {
        onRequest: reader,
        schema: { tags: ['menu'], params: MenuIdParamsSchema, response: answer(MenuItemSchema) },
      },
      async (request) => ok(await getMenuItem(ctx, signedIn(request), request.params.id)),
    );

    const employee = requireAccount(ctx, 'employee');
    for (const [method, favourite] of [
      ['PUT', true],
      ['DELETE', false],
    ] as const) {
      app.route({
        method,
        url: '/food-menu/:id/favourite',
        onRequest: employee,
        schema: {
          tags: ['menu'],
          description: favourite
            ? "Marks a menu item as one of the employee's favourites (a heart); marking it again changes nothing. Auto-ordering prefers favourites."
            : 'Removes the heart from a menu item; removing one not set changes nothing.',
          params: MenuIdParamsSchema,
          response: answer(FavouriteSchema),
        },
        handler: async (request) =>
          ok(
            await setFavourite(ctx, signedIn(request).id, request.params.id, favourite),
            favourite ? 'Added to favourites' : 'Removed from favourites',
          ),
      });
    }

    app.get(
      '/food-menu/:id/comments',
      {
        onRequest: admin,
        schema: {
          tags: ['menu'],
          description:
            'The latest comments (at most 10, newest first) left with ratings of orders that included the dish.',
          params: MenuIdParamsSchema,
          response: answer(MenuCommentsSchema),
        },
      },
      async (request) => ok(await recentComments(ctx.db, request.params.id)),
    );

    app.post(
      '/food-menu/new',
      {
        onRequest: admin,
        schema: {
          tags: ['menu'],
          description: `Adds a menu item. ${MULTIPART_NOTE}`,
          consumes: ['multipart/form-data'],
          response: answer(z.object({ id: z.string() })),
        },
      },
      async (request) => {
        const form = await readMenuForm(request);
        const fields = parseInput(MenuFieldsSchema, form.fields);
        const image = form.image ? await storeImage(ctx, form.image) : null;
        return ok(await createMenuItem(ctx, fields, image), 'Menu added successfully.');
      },
    );

    app.patch(
      '/food-menu/:id',
      {
        onRequest: admin,
        schema: {
          tags: ['menu'],
          description: `Edits a menu item: only the fields sent change; a new image replaces the old one. ${MULTIPART_NOTE}`,
          consumes: ['multipart/form-data'],
          params: MenuIdParamsSchema,
          response: answer(MenuItemSchema),
        },
      },
      async (request) => {
        const form = await readMenuForm(request);
        const fields = parseInput(MenuEditFieldsSchema, form.fields);
        await getMenuItem(ctx, signedIn(request), request.params.id);
        const image = form.image ? await storeImage(ctx, form.image) : null;
        return ok(await updateMenuItem(ctx, request.params.id, fields, image), 'Menu item updated');
      },
    );

    app.patch(
      '/food-menu',
      {
        onRequest: admin,
        schema: { tags: ['menu'], body: MenuAvailabilitySchema, response: answer(MenuItemSchema) },
      },
      async (request) =>
        ok(
          await setAvailability(ctx, request.body.foodMenuId, request.body.available),
          'Status updated successfully!',
        ),
    );
  };
}
