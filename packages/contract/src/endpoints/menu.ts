import { FavouriteSchema, MenuCommentsSchema } from '../autopilot.js';
import { pageOf } from '../common.js';
import {
  MENU_FORM_NOTE,
  MenuAvailabilitySchema,
  MenuCreatedSchema,
  MenuIdParamsSchema,
  MenuItemSchema,
  MenuQuerySchema,
} from '../menu.js';
import { defineEndpoints } from './endpoint.js';

/**
 * The food menu: the lists admins and employees read, an employee's favourites, a dish's comments
 * and the admin's edits (server: modules/menu).
 */
export const menuEndpoints = defineEndpoints({
  'GET /food-menu': {
    roles: ['admin', 'employee'],
    tags: ['menu'],
    query: MenuQuerySchema,
    response: pageOf(MenuItemSchema),
  },
  'GET /food-menu/:id': {
    roles: ['admin', 'employee'],
    tags: ['menu'],
    params: MenuIdParamsSchema,
    response: MenuItemSchema,
  },
  'PUT /food-menu/:id/favourite': {
    roles: ['employee'],
    tags: ['menu'],
    description:
      "Marks a menu item as one of the employee's favourites (a heart); marking it again changes nothing. Auto-ordering prefers favourites.",
    params: MenuIdParamsSchema,
    response: FavouriteSchema,
  },
  'DELETE /food-menu/:id/favourite': {
    roles: ['employee'],
    tags: ['menu'],
    description: 'Removes the heart from a menu item; removing one not set changes nothing.',
    params: MenuIdParamsSchema,
    response: FavouriteSchema,
  },
  'GET /food-menu/:id/comments': {
    roles: ['admin'],
    tags: ['menu'],
    description:
      'The latest comments (at most 10, newest first) left with ratings of orders that included the dish.',
    params: MenuIdParamsSchema,
    response: MenuCommentsSchema,
  },
  'POST /food-menu/new': {
    roles: ['admin'],
    tags: ['menu'],
    description: `Adds a menu item. ${MENU_FORM_NOTE}`,
    form: { consumes: ['multipart/form-data'] },
    response: MenuCreatedSchema,
  },
  'PATCH /food-menu/:id': {
    roles: ['admin'],
    tags: ['menu'],
    description: `Edits a menu item: only the fields sent change; a new image replaces the old one. ${MENU_FORM_NOTE}`,
    form: { consumes: ['multipart/form-data'] },
    params: MenuIdParamsSchema,
    response: MenuItemSchema,
  },
  'PATCH /food-menu': {
    roles: ['admin'],
    tags: ['menu'],
    body: MenuAvailabilitySchema,
    response: MenuItemSchema,
  },
});
