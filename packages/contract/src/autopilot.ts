import { z } from 'zod';
import { IdSchema, MoneyInputSchema, MoneySchema, TimestampSchema } from './common.js';
import { DateSchema, WeekDayListSchema, WeekDaySchema } from './delivery.js';

/** Lunch on autopilot: favourites, ratings and auto-ordering. */

export const RATING_COMMENT_MAX = 500;
export const AUTO_ORDER_MAX_SKIP_DATES = 60;
export const AUTO_ORDER_MAX_AVOID_REPEAT_DAYS = 14;

export const MenuRatingSchema = z
  .object({
    average: z
      .number()
      .nullable()
      .describe('Mean stars (1–5, one decimal) of the rated orders with this dish; null: none yet'),
    count: z.number().int(),
  })
  .describe("Employees' ratings of orders that included this dish");
export type MenuRating = z.infer<typeof MenuRatingSchema>;

export const RateOrderSchema = z.strictObject({
  stars: z
    .number({ message: 'Stars must be a whole number from 1 to 5' })
    .int('Stars must be a whole number from 1 to 5')
    .min(1, 'Stars must be a whole number from 1 to 5')
    .max(5, 'Stars must be a whole number from 1 to 5'),
  comment: z
    .string({ message: 'Comment must be text' })
    .trim()
    .max(RATING_COMMENT_MAX, `Comment must be at most ${RATING_COMMENT_MAX} characters`)
    .optional()
    .transform((value) => (value ? value : null)),
});
export type RateOrderInput = z.input<typeof RateOrderSchema>;

export const OrderRatingSchema = z.object({
  order_id: IdSchema,
  stars: z.number().int(),
  comment: z.string().nullable(),
  rated_at: TimestampSchema,
});
export type OrderRating = z.infer<typeof OrderRatingSchema>;

export const MenuCommentSchema = z.object({
  stars: z.number().int(),
  comment: z.string(),
  employee_name: z.string(),
  rated_at: TimestampSchema,
});
export const MenuCommentsSchema = z.array(MenuCommentSchema);
export type MenuComment = z.infer<typeof MenuCommentSchema>;

export const FavouriteSchema = z.object({ food_menu: IdSchema, favourite: z.boolean() });

export const AutoOrderSettingsSchema = z.object({
  enabled: z.boolean(),
  days: z.array(WeekDaySchema).describe('Week days to order for (within the company programme)'),
  skip_dates: z.array(z.string()).describe('Delivery dates (YYYY-MM-DD) not to order for'),
  max_price: MoneySchema.nullable().describe(
    'Most an auto-placed order may cost; null: only the company caps',
  ),
  avoid_repeat_days: z.number().int().describe('A dish eaten in this many days before is not chosen (0–14)'),
  next_dates: z
    .array(z.string())
    .describe('The next delivery dates (YYYY-MM-DD) it will order for, when it is enabled'),
});
export type AutoOrderSettings = z.infer<typeof AutoOrderSettingsSchema>;

export const UpdateAutoOrderSchema = z.strictObject({
  enabled: z.boolean({ message: 'enabled must be true or false' }),
  days: WeekDayListSchema,
  skip_dates: z
    .array(DateSchema, { message: 'skip_dates must be a list of dates (YYYY-MM-DD)' })
    .max(AUTO_ORDER_MAX_SKIP_DATES, `At most ${AUTO_ORDER_MAX_SKIP_DATES} dates to skip`)
    .transform((dates) => [...new Set(dates)].sort()),
  max_price: MoneyInputSchema.refine((kobo) => kobo > 0, 'Max price must be more than 0').nullable(),
  avoid_repeat_days: z
    .number({ message: 'avoid_repeat_days must be a whole number of days' })
    .int('avoid_repeat_days must be a whole number of days')
    .min(0, 'avoid_repeat_days must be 0 to 14')
    .max(AUTO_ORDER_MAX_AVOID_REPEAT_DAYS, 'avoid_repeat_days must be 0 to 14'),
});
export type UpdateAutoOrderInput = z.input<typeof UpdateAutoOrderSchema>;
export type UpdateAutoOrder = z.output<typeof UpdateAutoOrderSchema>;

export const RunAutoOrdersSchema = z.strictObject({ date: DateSchema });
export const AutoOrderRunParamsSchema = z.object({ date: DateSchema });

export const AUTO_ORDER_RUN_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
/** The most employees a run's answer lists of each kind (placed, skipped); `placed` and `skipped` count them all. */
export const AUTO_ORDER_RUN_LISTED = 1000;

export const AutoOrderRunSchema = z
  .object({
    date: z.string().describe('The delivery date (YYYY-MM-DD)'),
    status: z
      .enum(AUTO_ORDER_RUN_STATUSES)
      .describe(
        'queued: waiting for the job queue; running; done; failed: the last attempt failed (see error; the job queue tries again)',
      ),
    total: z.number().int().describe('Employees with auto-order enabled when the run started'),
    placed: z.number().int().describe('Employees an order was placed for, so far'),
    skipped: z.number().int().describe('Employees skipped (with the reason), so far'),
    queued_at: TimestampSchema,
    started_at: TimestampSchema.nullable(),
    finished_at: TimestampSchema.nullable(),
    error: z.string().nullable(),
    placed_employees: z
      .array(
        z.object({ employee_id: IdSchema, employee_name: z.string(), order_id: IdSchema, dish: z.string() }),
      )
      .describe(`The first ${AUTO_ORDER_RUN_LISTED} by name`),
    skipped_employees: z
      .array(z.object({ employee_id: IdSchema, employee_name: z.string(), reason: z.string() }))
      .describe(`The first ${AUTO_ORDER_RUN_LISTED} by name`),
  })
  .describe("An auto-order run of one delivery date: its state and progress (the latest run's)");
export type AutoOrderRun = z.infer<typeof AutoOrderRunSchema>;
