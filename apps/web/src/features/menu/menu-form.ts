import {
  MENU_DESCRIPTION_MAX,
  MENU_IMAGE_MAX_BYTES,
  MENU_NAME_MAX,
  type MenuItem,
  nairaToKobo,
  WEEK_DAYS,
} from '@lunch/contract';
import { z } from 'zod';

/** What the create wizard and the edit form hold; lists are comma-separated text. */
export const MenuFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(MENU_NAME_MAX, `At most ${MENU_NAME_MAX} characters`),
  description: z
    .string()
    .trim()
    .min(1, 'Description is required')
    .max(MENU_DESCRIPTION_MAX, `At most ${MENU_DESCRIPTION_MAX} characters`),
  price: z
    .string()
    .trim()
    .min(1, 'Price is required')
    .refine((value) => (nairaToKobo(value) ?? 0) > 0, 'Price must be an amount more than 0'),
  categories: z.array(z.string()),
  health_benefits: z.string(),
  allergens: z.string(),
  suitable_for_conditions: z.string(),
  suitable_for_diet: z.string(),
  available_days: z.array(z.enum(WEEK_DAYS)),
  daily_limit: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || /^[1-9]\d{0,5}$/.test(value),
      'A whole number of portions, at least 1, or empty',
    ),
});
export type MenuFormValues = z.infer<typeof MenuFormSchema>;

export const STEP_ONE_FIELDS = ['name', 'description', 'price'] as const;
export const LIST_FIELDS = [
  'health_benefits',
  'allergens',
  'suitable_for_conditions',
  'suitable_for_diet',
] as const;

export const emptyMenuForm: MenuFormValues = {
  name: '',
  description: '',
  price: '',
  categories: [],
  health_benefits: '',
  allergens: '',
  suitable_for_conditions: '',
  suitable_for_diet: '',
  available_days: [],
  daily_limit: '',
};

export function menuFormOf(item: MenuItem): MenuFormValues {
  return {
    name: item.name,
    description: item.description,
    price: item.price,
    categories: item.categories,
    health_benefits: item.health_benefits.join(', '),
    allergens: item.allergens.join(', '),
    suitable_for_conditions: item.suitable_for_conditions.join(', '),
    suitable_for_diet: item.suitable_for_diet.join(', '),
    available_days: item.available_days,
    daily_limit: item.daily_limit === null ? '' : String(item.daily_limit),
  };
}

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Why a chosen file cannot be the menu image, or null when it can. */
export function imageProblem(file: File): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type))
    return 'Please upload a valid image file.';
  if (file.size > MENU_IMAGE_MAX_BYTES) return 'The image must be at most 5 MB.';
  return null;
}

/** The multipart body of POST /food-menu/new and PATCH /food-menu/:id (lists are split by the server). */
export function menuFormData(values: MenuFormValues, image: File | null): FormData {
  const form = new FormData();
  form.append('name', values.name.trim());
  form.append('description', values.description.trim());
  form.append('price', values.price.trim());
  for (const category of values.categories) form.append('categories[]', category);
  for (const field of LIST_FIELDS) form.append(field, values[field]);
  // Empty days: every day; an empty limit: no limit.
  form.append('available_days', values.available_days.join(','));
  form.append('daily_limit', values.daily_limit.trim() || 'null');
  if (image) form.append('food_image', image, image.name);
  return form;
}
