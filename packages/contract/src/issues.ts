import { z } from 'zod';
import {
  fieldError,
  IdSchema,
  MoneySchema,
  moneyInputSchema,
  PageQuerySchema,
  pageOf,
  TimestampSchema,
} from './common.js';

/** Problems put right (issue 29): `POST /orders/:id/issues`, `GET /admin/issues`, `PATCH /admin/issues/:id`. */

/** How long after delivery (or a failed or late delivery) an employee may report a problem. */
export const ISSUE_WINDOW_HOURS = 24;

export const ISSUE_KINDS = ['late', 'missing_item', 'wrong_item', 'quality', 'not_delivered'] as const;
export type IssueKind = (typeof ISSUE_KINDS)[number];
export const ISSUE_KIND_LABELS: Record<IssueKind, string> = {
  late: 'Arrived late',
  missing_item: 'Something was missing',
  wrong_item: 'Something was wrong',
  quality: 'Quality',
  not_delivered: 'Never arrived',
};

export const ISSUE_RESOLUTIONS = ['refund', 'partial_refund', 'no_action'] as const;
export type IssueResolution = (typeof ISSUE_RESOLUTIONS)[number];
export const ISSUE_RESOLUTION_LABELS: Record<IssueResolution, string> = {
  refund: 'Refunded in full',
  partial_refund: 'Refunded in part',
  no_action: 'No refund',
};

export const ReportIssueSchema = z.strictObject({
  kind: z.enum(ISSUE_KINDS, { message: `kind must be one of ${ISSUE_KINDS.join(', ')}` }),
  note: z
    .string({ error: fieldError('Note') })
    .trim()
    .max(1000, 'Note must be at most 1000 characters')
    .default(''),
  items: z
    .array(IdSchema, { error: fieldError('Items', 'a list of dish ids') })
    .max(50, 'Items may name at most 50 dishes')
    .default([])
    .describe("The order's dishes (their food_menu ids) the problem is about; empty: the whole order"),
});
export type ReportIssue = z.input<typeof ReportIssueSchema>;

export const IssueItemSchema = z.object({
  food_menu: IdSchema,
  name: z.string(),
  quantity: z.number().int(),
});

export const IssueSchema = z.object({
  id: IdSchema,
  order_id: IdSchema,
  order_ref: z.string(),
  kind: z.enum(ISSUE_KINDS),
  note: z.string(),
  items: z.array(IssueItemSchema),
  status: z.enum(['open', 'resolved']),
  resolution: z.enum(ISSUE_RESOLUTIONS).nullable(),
  refund: MoneySchema.describe('What went back to the wallet and budget: 0.00 until resolved with a refund'),
  reply: z.string(),
  created_at: TimestampSchema,
  resolved_at: TimestampSchema.nullable(),
  order_total: MoneySchema,
  delivery_date: z.string(),
  delivery_slot: z.string(),
  time_zone: z.string().describe("The company's time zone, in which delivery_date and delivery_slot are"),
  employee_name: z.string(),
  company_name: z.string(),
});
export type Issue = z.infer<typeof IssueSchema>;
export const IssuePageSchema = pageOf(IssueSchema).extend({
  open: z.number().int().describe("Open issues in all (the side menu's count)"),
});
export type IssuePage = z.infer<typeof IssuePageSchema>;

export const IssueListQuerySchema = PageQuerySchema.extend({
  status: z
    .enum(['open', 'resolved'], { message: 'status must be open or resolved' })
    .default('open')
    .describe('open (oldest first) or resolved (newest first)'),
});
export type IssueListQuery = z.input<typeof IssueListQuerySchema>;

export const IssueIdParamsSchema = z.object({ id: IdSchema });

export const ResolveIssueSchema = z
  .strictObject({
    resolution: z.enum(ISSUE_RESOLUTIONS, {
      message: `resolution must be one of ${ISSUE_RESOLUTIONS.join(', ')}`,
    }),
    amount: moneyInputSchema('Amount')
      .optional()
      .describe('Naira, for partial_refund only: more than 0 and less than the order total'),
    reply: z
      .string({ error: fieldError('Reply') })
      .trim()
      .min(1, 'Reply is required')
      .max(2000, 'Reply must be at most 2000 characters'),
  })
  .superRefine((body, ctx) => {
    if (body.resolution === 'partial_refund' && body.amount === undefined)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Amount is required for a partial refund' });
    if (body.resolution !== 'partial_refund' && body.amount !== undefined)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Amount is only for a partial refund' });
  });
export type ResolveIssue = z.input<typeof ResolveIssueSchema>;
