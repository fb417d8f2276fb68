import { z } from 'zod';
import {
  IdSchema,
  MoneyInputSchema,
  MoneySchema,
  SearchPageQuerySchema,
  TextListSchema,
  TimestampSchema,
} from './common.js';
import { MENU_CATEGORIES } from './constants.js';

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
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

export const MenuQuerySchema = SearchPageQuerySchema.extend({
  category: z.enum(MENU_CATEGORIES).optional(),
  risk_health: z
    .enum(['true', 'false'])
    .optional()
    .describe(
      "`true`: every meal, including those that do not suit the employee's allergies, conditions and diets. Otherwise an employee sees only meals that suit them.",
    ),
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

/** The text fields of `POST /food-menu/new` (multipart) and of an edit. */
export const MenuFieldsSchema = z.object({
  name: z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').max(200),
  description: z
    .string({ message: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(2000),
  price: MoneyInputSchema.refine((kobo) => kobo > 0, 'Price must be more than 0'),
  categories: CategoryListSchema,
  health_benefits: TextListSchema,
  allergens: TextListSchema,
  suitable_for_conditions: TextListSchema,
  suitable_for_diet: TextListSchema,
});
export type MenuFields = z.output<typeof MenuFieldsSchema>;

export const MenuAvailabilitySchema = z.strictObject({ foodMenuId: IdSchema, available: z.boolean() });
export const MenuIdParamsSchema = z.object({ id: IdSchema });

/** The text fields of an edit (`PATCH /food-menu/:id`, multipart): only the fields sent change. */
export const MenuEditFieldsSchema = MenuFieldsSchema.partial();
export type MenuEditFields = z.output<typeof MenuEditFieldsSchema>;
