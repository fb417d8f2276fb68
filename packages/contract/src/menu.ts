import { z } from 'zod';
import { MenuRatingSchema } from './autopilot.js';
import {
  IdSchema,
  MoneySchema,
  moneyInputSchema,
  requiredText,
  SearchPageQuerySchema,
  splitList,
  TextListSchema,
  TimestampSchema,
} from './common.js';
import {
  MENU_CATEGORIES,
  MENU_DESCRIPTION_MAX,
  MENU_IMAGE_MAX_BYTES,
  MENU_IMAGE_MAX_PIXELS,
  MENU_NAME_MAX,
  MENU_PRICE_MAX_KOBO,
  TEXT_LIST_ENTRY_MAX,
  TEXT_LIST_MAX_ENTRIES,
} from './constants.js';
import { DateSchema, WeekDayListSchema, WeekDaySchema } from './delivery.js';
import { formatNaira } from './money.js';
import { RestaurantSummarySchema } from './restaurants.js';

export const MenuItemSchema = z.object({
  _id: IdSchema,
  id: IdSchema,
  name: z.string(),
  description: z.string(),
  price: MoneySchema,
  food_image: z.string().nullable(),
  thumbnail: z.string().nullable(),
  available: z.boolean(),
  created_at: TimestampSchema,
  categories: z.array(z.string()),
  health_benefits: z.array(z.string()),
  allergens: z.array(z.string()),
  suitable_for_conditions: z.array(z.string()),
  suitable_for_diet: z.array(z.string()),
  available_days: z.array(WeekDaySchema).describe('Delivery days the item is offered; empty: every day'),
  daily_limit: z.number().int().nullable().describe('Portions per delivery date; null: no limit'),
  remaining: z
    .number()
    .int()
    .nullable()
    .describe(
      'Portions left for the delivery date browsed (delivery_date, else the first open day); null: no limit',
    ),
  favourite: z
    .boolean()
    .describe('The signed-in employee marked it with a heart (always false for an admin)'),
  rating: MenuRatingSchema,
  restaurant: RestaurantSummarySchema.describe('The restaurant that cooks it'),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

export const MenuQuerySchema = SearchPageQuerySchema.extend({
  category: z.enum(MENU_CATEGORIES).optional(),
  restaurant_id: IdSchema.optional().describe("Only this restaurant's dishes"),
  cuisine: z
    .string()
    .trim()
    .max(50, 'cuisine must be at most 50 characters')
    .optional()
    .describe('Only dishes of restaurants listing this cuisine (case ignored)'),
  risk_health: z
    .enum(['true', 'false'])
    .optional()
    .describe(
      "`true`: every meal, including those that do not suit the employee's allergies, conditions and diets. Otherwise an employee sees only meals that suit them.",
    ),
  delivery_date: DateSchema.optional(),
  favourites: z.enum(['true', 'false']).optional().describe("'true': only the employee's favourites"),
  sort: z
    .enum(['newest', 'rating'])
    .optional()
    .describe("'rating': best rated first (unrated last); default: newest first"),
});
export type MenuQuery = z.infer<typeof MenuQuerySchema>;

export const CategoryListSchema = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .transform((value, ctx) => {
    const list =
      value == null ? [] : (typeof value === 'string' ? [value] : value).flatMap((v) => v.split(','));
    const trimmed = [...new Set(list.map((v) => v.trim()).filter(Boolean))];
    const unknown = trimmed.filter((v) => !(MENU_CATEGORIES as readonly string[]).includes(v));
    if (unknown.length > 0) {
      ctx.addIssue({ code: 'custom', message: `Unknown category: ${unknown.join(', ')}` });
      return z.NEVER;
    }
    return trimmed;
  });

/** Week days from a multipart form: repeated fields or a comma list; empty: every day. */
const DayListInputSchema = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .transform((value) => splitList(value).map((day) => day.toUpperCase()))
  .pipe(WeekDayListSchema);

/** Portions per delivery date from a form: a whole number ≥ 1, or empty / "null" for no limit. */
const DailyLimitInputSchema = z
  .union([z.number(), z.string()])
  .nullable()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === null || value === '' || value === 'null') return null;
    const limit = Number(value);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100_000) {
      ctx.addIssue({ code: 'custom', message: 'Daily limit must be a whole number of portions, at least 1' });
      return z.NEVER;
    }
    return limit;
  });

/** The text fields of `POST /food-menu/new` (multipart) and of an edit. */
export const MenuFieldsSchema = z.object({
  name: requiredText('Name', MENU_NAME_MAX),
  description: requiredText('Description', MENU_DESCRIPTION_MAX),
  price: moneyInputSchema('Price')
    .refine((kobo) => kobo > 0, 'Price must be more than 0')
    .refine(
      (kobo) => kobo <= MENU_PRICE_MAX_KOBO,
      `Price must be at most ${formatNaira(MENU_PRICE_MAX_KOBO)}`,
    ),
  categories: CategoryListSchema,
  health_benefits: TextListSchema,
  allergens: TextListSchema,
  suitable_for_conditions: TextListSchema,
  suitable_for_diet: TextListSchema,
  available_days: DayListInputSchema,
  daily_limit: DailyLimitInputSchema,
  /** The platform admin's choice of restaurant (absent: the platform's kitchen); a restaurant's dish is its own. */
  restaurant_id: IdSchema.optional(),
});
export type MenuFields = z.output<typeof MenuFieldsSchema>;

export const MenuAvailabilitySchema = z.strictObject({ foodMenuId: IdSchema, available: z.boolean() });
export const MenuIdParamsSchema = z.object({ id: IdSchema });
/** `POST /food-menu/new`: the new item's id. */
export const MenuCreatedSchema = z.object({ id: z.string() });

/** The text fields of an edit (`PATCH /food-menu/:id`, multipart): only the fields sent change. */
export const MenuEditFieldsSchema = MenuFieldsSchema.omit({ restaurant_id: true }).partial();
export type MenuEditFields = z.output<typeof MenuEditFieldsSchema>;

/**
 * The versions of a menu picture stored and served, as WebP, by their widest (pixels): `food_image`
 * and `thumbnail` (the server's menu.images.ts says why these widths).
 */
export const MENU_IMAGE_WIDTHS = { image: 1280, thumbnail: 800 } as const;

const MAX_MEGABYTES = MENU_IMAGE_MAX_BYTES / 1024 / 1024;
const MAX_PIXELS = MENU_IMAGE_MAX_PIXELS.toLocaleString('en-US');
const SQUARE_SIDE = Math.floor(Math.sqrt(MENU_IMAGE_MAX_PIXELS));

/** What an uploaded image must be and what becomes of it, for the API description. */
export const MENU_IMAGE_RULES =
  `JPEG, PNG or WebP, at most ${MAX_MEGABYTES} MB and ${MAX_PIXELS} pixels (e.g. ${SQUARE_SIDE} × ${SQUARE_SIDE}); ` +
  `stored and served as WebP cropped to 3:2, food_image at most ${MENU_IMAGE_WIDTHS.image} pixels wide and thumbnail at most ` +
  `${MENU_IMAGE_WIDTHS.thumbnail}, the upload itself not kept`;

/** The multipart form of `POST /food-menu/new` and `PATCH /food-menu/:id`, for the API description. */
export const MENU_FORM_NOTE =
  `multipart/form-data: name (at most ${MENU_NAME_MAX} characters), description (at most ${MENU_DESCRIPTION_MAX}), ` +
  'price, categories[] (repeated) or categories (comma list), ' +
  'health_benefits, allergens, suitable_for_conditions, suitable_for_diet ' +
  `(comma lists of at most ${TEXT_LIST_MAX_ENTRIES} entries of at most ${TEXT_LIST_ENTRY_MAX} characters), ` +
  `food_image (${MENU_IMAGE_RULES}; the text "null" means none).`;

/** What `restaurant_id` of a new dish means, for the endpoint table. */
export const MENU_RESTAURANT_NOTE =
  "A restaurant's new dish is its own; the platform admin may send restaurant_id (absent: the platform's kitchen; 400 naming restaurant_id for an unknown restaurant).";
