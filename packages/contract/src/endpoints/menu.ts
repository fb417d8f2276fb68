import { FavouriteSchema, MenuCommentsSchema } from '../autopilot.js';
import { pageOf } from '../common.js';
import {
  MENU_FORM_NOTE,
  MENU_RESTAURANT_NOTE,
  MenuAvailabilitySchema,
  MenuCreatedSchema,
  MenuIdParamsSchema,
  MenuItemSchema,
  MenuQuerySchema,
} from '../menu.js';
import { defineEndpoints } from './endpoint.js';

const RESTAURANT_SCOPE =
  "A restaurant sees and edits only its own dishes: 404 for another restaurant's; the platform admin any dish.";

/**
 * The food menu: the lists admins, restaurants and employees read, an employee's favourites, a
 * dish's comments and the edits of the platform admin and of each restaurant to its own dishes
 * (server: modules/menu).
 */
export const menuEndpoints = defineEndpoints({
  'GET /food-menu': {
    roles: ['admin', 'employee', 'restaurant'],
    tags: ['menu'],
    description:
      "A page of dishes, each with its restaurant; `restaurant_id` and `cuisine` (case ignored) keep one restaurant's, or those of restaurants listing the cuisine. An employee is offered only dishes of active restaurants that cook on the delivery day browsed (`delivery_date`, else the first open day) and whose own order cut-off for it has not passed. A restaurant lists only its own dishes, switched on or off; the platform admin every dish.",
    query: MenuQuerySchema,
    response: pageOf(MenuItemSchema),
  },
  'GET /food-menu/:id': {
    roles: ['admin', 'employee', 'restaurant'],
    tags: ['menu'],
    description: `One dish with its restaurant. ${RESTAURANT_SCOPE}`,
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
    roles: ['admin', 'restaurant'],
    tags: ['menu'],
    description:
      "The latest comments (at most 10, newest first) left with ratings of orders that included the dish. A restaurant reads its own dishes' only (404 for another's).",
    params: MenuIdParamsSchema,
    response: MenuCommentsSchema,
  },
  'POST /food-menu/new': {
    roles: ['admin', 'restaurant'],
    tags: ['menu'],
    description: `Adds a menu item. ${MENU_RESTAURANT_NOTE} ${MENU_FORM_NOTE}`,
    form: { consumes: ['multipart/form-data'] },
    response: MenuCreatedSchema,
  },
  'PATCH /food-menu/:id': {
    roles: ['admin', 'restaurant'],
    tags: ['menu'],
    description: `Edits a menu item: only the fields sent change; a new image replaces the old one. ${RESTAURANT_SCOPE} ${MENU_FORM_NOTE}`,
    form: { consumes: ['multipart/form-data'] },
    params: MenuIdParamsSchema,
    response: MenuItemSchema,
  },
  'PATCH /food-menu': {
    roles: ['admin', 'restaurant'],
    tags: ['menu'],
    description: `Switches a dish on or off (\`available\`). ${RESTAURANT_SCOPE}`,
    body: MenuAvailabilitySchema,
    response: MenuItemSchema,
  },
});
