import {
  CreateRestaurantSchema,
  RestaurantCardListSchema,
  RestaurantIdParamsSchema,
  RestaurantListSchema,
  RestaurantSchema,
  UpdateRestaurantHoursSchema,
  UpdateRestaurantSchema,
} from '../restaurants.js';
import { defineEndpoints, MEMBERS_WHO } from './endpoint.js';

/**
 * Restaurant partners (server: modules/restaurants): the platform admin's restaurants, a
 * restaurant's own profile and hours, and the restaurants an employee filters the menu by.
 */
export const restaurantsEndpoints = defineEndpoints({
  'GET /admin/restaurants': {
    roles: ['admin'],
    tags: ['restaurants'],
    description:
      "Every restaurant, the platform's own kitchen first, then by name, with its zones, rating and balance (earnings less earnings taken back and payouts pending or paid).",
    response: RestaurantListSchema,
  },
  'POST /admin/restaurants': {
    roles: ['admin'],
    tags: ['restaurants'],
    description:
      'Adds a restaurant and emails its contact email an invitation code (8 letters and digits) with the link to sign up at /signup?type=restaurant. 400 naming `zones` for an unknown zone; 409 naming `name` when another restaurant has the name (case ignored), naming `contact_email` when an account has that email.',
    body: CreateRestaurantSchema,
    response: RestaurantSchema,
    status: 201,
  },
  'PATCH /admin/restaurants/:id': {
    roles: ['admin'],
    tags: ['restaurants'],
    description:
      "Edits a restaurant: only the fields sent change (`zones` replaces the list). `state: SUSPENDED` takes its dishes off the employees' menu, suspends its account and ends its sessions; ACTIVE lets it back in. Conflicts as for POST.",
    params: RestaurantIdParamsSchema,
    body: UpdateRestaurantSchema,
    response: RestaurantSchema,
  },
  'GET /restaurant/profile': {
    roles: ['restaurant'],
    tags: ['restaurants'],
    description:
      'The signed-in restaurant as the platform admin sees it: its zones, hours, rating and balance.',
    response: RestaurantSchema,
  },
  'PATCH /restaurant/profile': {
    roles: ['restaurant'],
    tags: ['restaurants'],
    description:
      "Sets the restaurant's hours: its opening days (empty: every day), its own order cut-off (null: the platform's) and its orders per slot (null: no limit). 400 naming `order_cutoff` for a cut-off later than the platform's. Its dishes leave the menu of a day it does not cook, and of a day whose cut-off has passed.",
    body: UpdateRestaurantHoursSchema,
    response: RestaurantSchema,
  },
  'GET /restaurants': {
    roles: ['employee', 'company', 'admin'],
    companyRoles: MEMBERS_WHO.all,
    tags: ['restaurants'],
    description:
      'The restaurants whose menu may be browsed: active, with at least one dish switched on, by name, with their rating. An employee filters GET /food-menu by them (`restaurant_id`) and by their cuisines (`cuisine`).',
    response: RestaurantCardListSchema,
  },
});
