import { z } from 'zod';
import { OrderAddressSchema } from './addresses.js';
import {
  EmailSchema,
  fieldError,
  IdSchema,
  PageQuerySchema,
  pageOf,
  requiredText,
  TimestampSchema,
} from './common.js';
import { ACCOUNT_STATES, ORDER_STATUSES } from './constants.js';
import { DateSchema, TimeOfDaySchema } from './delivery.js';

/**
 * Riders, dispatch and the rider's run (issue 29): `/admin/riders…`, `/admin/dispatch…`,
 * `/rider/…`.
 */

/** The digits of an order's handover code. */
export const HANDOVER_CODE_LENGTH = 4;

/** Wrong handover codes a rider may enter for one order before its code is locked for them. */
export const HANDOVER_TRIES = 5;

/** How long a delivery slot lasts: an order of slot 12:30 not delivered by 13:00 is late. */
export const SLOT_MINUTES = 30;

/** A rider's phone: digits, spaces and an optional leading +, 6 to 16 characters. */
const RiderPhoneSchema = z
  .string({ error: fieldError('Phone number') })
  .trim()
  .regex(/^\+?[0-9 ]{6,16}$/, 'Phone number must be 6 to 16 digits, with an optional + in front');

const ZoneIdsSchema = z
  .array(IdSchema, { error: fieldError('Zones', 'a list of zone ids') })
  .max(50, 'A rider rides at most 50 zones')
  .refine((ids) => new Set(ids).size === ids.length, 'Each zone may be given once')
  .describe('The delivery zones the rider rides: automatic dispatch shares their orders among their riders');

const riderFields = {
  first_name: requiredText('First name', 100),
  last_name: requiredText('Last name', 100),
  phone_number: RiderPhoneSchema,
  zones: ZoneIdsSchema,
};

export const RiderInviteSchema = z.strictObject({ email: EmailSchema, ...riderFields });
export type RiderInvite = z.input<typeof RiderInviteSchema>;

/**
 * An edit: only the fields sent change (`zones` replaces the list). `account_state: SUSPENDED` stops
 * the rider signing in and takes their undelivered orders off them (back to unassigned).
 */
export const UpdateRiderSchema = z
  .strictObject({
    ...riderFields,
    account_state: z.enum(ACCOUNT_STATES, {
      message: `account_state must be one of ${ACCOUNT_STATES.join(', ')}`,
    }),
  })
  .partial();
export type UpdateRider = z.input<typeof UpdateRiderSchema>;

export const RiderIdParamsSchema = z.object({ id: IdSchema });

export const RiderSchema = z.object({
  id: IdSchema,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string(),
  zones: z.array(z.object({ id: IdSchema, name: z.string() })),
  account_state: z.enum(ACCOUNT_STATES),
  created_at: TimestampSchema,
});
export type Rider = z.infer<typeof RiderSchema>;
export const RiderListSchema = z.array(RiderSchema);

/** `GET /admin/dispatch?date=`: default today in the platform's time zone. */
export const DispatchQuerySchema = z.strictObject({ date: DateSchema.optional() });

const RiderCountSchema = z.object({
  id: IdSchema,
  first_name: z.string(),
  last_name: z.string(),
  orders: z.number().int(),
});

/** One zone's slot of a day on the dispatch board. */
export const DispatchGroupSchema = z.object({
  zone: z.object({ id: IdSchema, name: z.string() }).nullable().describe('null: orders in no zone'),
  slot: z.string().describe("HH:MM, the orders' delivery slot"),
  orders: z.number().int().describe('Live orders (not declined or cancelled)'),
  unassigned: z.number().int(),
  delivered: z.number().int(),
  riders: z.array(RiderCountSchema).describe('The riders carrying orders of this group, with how many'),
});
export type DispatchGroup = z.infer<typeof DispatchGroupSchema>;

export const DispatchBoardSchema = z.object({
  date: z.string(),
  groups: z.array(DispatchGroupSchema),
  riders: z
    .array(RiderCountSchema.extend({ zones: z.array(IdSchema) }))
    .describe("Every active rider, with the zones they ride and how many of the day's orders they carry"),
});
export type DispatchBoard = z.infer<typeof DispatchBoardSchema>;

/** `GET /admin/dispatch/orders`: one group's orders (a zone's slot), paged. */
export const DispatchOrdersQuerySchema = PageQuerySchema.extend({
  date: DateSchema,
  zone_id: z
    .union([IdSchema, z.literal('none')], { error: 'zone_id must be a zone id or none' })
    .optional()
    .describe('The zone (none: orders in no zone); absent: every zone'),
  slot: TimeOfDaySchema.optional(),
  rider: z
    .union([IdSchema, z.literal('unassigned')], { error: 'rider must be a rider id or unassigned' })
    .optional(),
});
export type DispatchOrdersQuery = z.input<typeof DispatchOrdersQuerySchema>;

export const DispatchOrderSchema = z.object({
  id: IdSchema,
  ref: z.string(),
  status: z.enum(ORDER_STATUSES),
  delivery_date: z.string(),
  delivery_slot: z.string(),
  time_zone: z.string().describe("The company's time zone, in which delivery_date and delivery_slot are"),
  zone: z.string().nullable(),
  employee_name: z.string(),
  company_name: z.string(),
  address: z.string().describe('The address on one line'),
  items: z.number().int(),
  rider: z.object({ id: IdSchema, first_name: z.string(), last_name: z.string() }).nullable(),
  late: z.boolean(),
  failed_at: TimestampSchema.nullable(),
  failure_reason: z.string().nullable(),
  handover_locked: z.boolean(),
});
export type DispatchOrder = z.infer<typeof DispatchOrderSchema>;
export const DispatchOrderPageSchema = pageOf(DispatchOrderSchema);

/** `PATCH /admin/dispatch`: some orders by id, or every unassigned order of a zone's slot. */
export const AssignOrdersSchema = z
  .strictObject({
    orderIds: z
      .array(IdSchema, { error: fieldError('orderIds', 'a list of order ids') })
      .min(1, 'orderIds must name at least one order')
      .max(500, 'orderIds may name at most 500 orders')
      .optional(),
    group: z
      .strictObject({
        date: DateSchema,
        zone_id: z.union([IdSchema, z.literal('none')], { error: 'zone_id must be a zone id or none' }),
        slot: TimeOfDaySchema,
      })
      .optional()
      .describe("Every unassigned live order of this zone's slot"),
    riderId: IdSchema.nullable().describe('The rider to carry them; null takes them off their rider'),
  })
  .superRefine((body, ctx) => {
    if ((body.orderIds === undefined) === (body.group === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['orderIds'], message: 'Send either orderIds or group' });
    }
  });
export type AssignOrders = z.input<typeof AssignOrdersSchema>;

export const AssignResultSchema = z.object({
  assigned: z.number().int().describe('Orders now carried by the rider (or taken off theirs)'),
  refused: z
    .array(z.object({ orderId: IdSchema, message: z.string() }))
    .describe('Orders left as they were, with why (delivered, cancelled, not found)'),
});
export type AssignResult = z.infer<typeof AssignResultSchema>;

export const AutoDispatchSchema = z.strictObject({ date: DateSchema });
export const AutoDispatchResultSchema = z.object({
  assigned: z.number().int(),
  unassigned: z
    .number()
    .int()
    .describe('Orders still unassigned: in a zone no active rider rides, or in no zone'),
});
export type AutoDispatchResult = z.infer<typeof AutoDispatchResultSchema>;

/** `GET /rider/runs?date=`: default today in the platform's time zone. */
export const RiderRunQuerySchema = z.strictObject({ date: DateSchema.optional() });

/** An order as its rider sees it: where, to whom, how much; never the handover code. */
export const RiderStopSchema = z.object({
  id: IdSchema,
  ref: z.string(),
  status: z.enum(ORDER_STATUSES),
  delivery_slot: z.string(),
  time_zone: z.string(),
  zone: z.string().nullable(),
  address: OrderAddressSchema.nullable(),
  employee: z.object({ first_name: z.string(), phone_number: z.string() }),
  company_name: z.string(),
  items: z.number().int().describe('Dishes to hand over'),
  picked_up_at: TimestampSchema.nullable(),
  delivered_at: TimestampSchema.nullable(),
  failed_at: TimestampSchema.nullable(),
  failure_reason: z.string().nullable(),
  late: z.boolean(),
  handover_locked: z
    .boolean()
    .describe(
      `True after ${HANDOVER_TRIES} wrong codes: the rider can no longer hand it over (the admin was alerted)`,
    ),
});
export type RiderStop = z.infer<typeof RiderStopSchema>;

export const RiderRunSchema = z.object({
  date: z.string(),
  rider: z.object({ first_name: z.string(), last_name: z.string() }),
  slots: z.array(z.object({ slot: z.string(), stops: z.array(RiderStopSchema) })),
});
export type RiderRun = z.infer<typeof RiderRunSchema>;

export const HandoverSchema = z.strictObject({
  code: z
    .string({ error: fieldError('Code') })
    .trim()
    .regex(/^\d{4}$/, 'Code must be the 4 digits the employee gives you'),
});
export const DeliveryFailedSchema = z.strictObject({
  reason: requiredText('Reason', 500),
});
