import {
  type Restaurant,
  type UpdateRestaurantHours,
  UpdateRestaurantHoursSchema,
  WEEK_DAYS,
} from '@lunch/contract';
import { z } from 'zod';

const { shape } = UpdateRestaurantHoursSchema;

const WHOLE_ORDERS = 'Slot capacity must be a whole number of orders';

/**
 * The hours form as typed: the opening days ticked; the cut-off, the platform's or its own time;
 * the capacity, no limit or a number of orders per slot. Checked by the contract's rules (as the
 * server checks them) and sent as `PATCH /restaurant/profile` takes them; a refusal lands on its field.
 */
export const HoursFormSchema = z
  .object({
    opening_days: z.array(z.enum(WEEK_DAYS)),
    cutoff: z.enum(['platform', 'own']),
    order_cutoff: z.string(),
    capacity: z.enum(['none', 'limit']),
    slot_capacity: z.string(),
  })
  .transform((values, ctx): UpdateRestaurantHours => {
    const issues: Array<{ path: 'order_cutoff' | 'slot_capacity'; message: string }> = [];
    const refuse = (path: 'order_cutoff' | 'slot_capacity', message = 'Invalid value') => {
      issues.push({ path, message });
      return null;
    };
    const cutoff = () => {
      if (values.cutoff === 'platform') return null;
      const parsed = shape.order_cutoff.safeParse(values.order_cutoff.trim());
      return parsed.success ? (parsed.data ?? null) : refuse('order_cutoff', parsed.error.issues[0]?.message);
    };
    const capacity = () => {
      if (values.capacity === 'none') return null;
      const text = values.slot_capacity.trim();
      if (text === '') return refuse('slot_capacity', 'Enter a number of orders, or choose No limit');
      if (!/^-?\d+(\.\d+)?$/.test(text)) return refuse('slot_capacity', WHOLE_ORDERS);
      const parsed = shape.slot_capacity.safeParse(Number(text));
      return parsed.success
        ? (parsed.data ?? null)
        : refuse('slot_capacity', parsed.error.issues[0]?.message);
    };
    const hours = { opening_days: values.opening_days, order_cutoff: cutoff(), slot_capacity: capacity() };
    for (const { path, message } of issues) ctx.addIssue({ code: 'custom', path: [path], message });
    return issues.length > 0 ? z.NEVER : hours;
  });
export type HoursFormValues = z.input<typeof HoursFormSchema>;

/** The form's values from the restaurant as the server has it. */
export const hoursFormValues = (restaurant: Restaurant): HoursFormValues => ({
  opening_days: restaurant.opening_days,
  cutoff: restaurant.order_cutoff === null ? 'platform' : 'own',
  order_cutoff: restaurant.order_cutoff ?? '',
  capacity: restaurant.slot_capacity === null ? 'none' : 'limit',
  slot_capacity: restaurant.slot_capacity === null ? '' : String(restaurant.slot_capacity),
});
