import {
  DeliverySlotListSchema,
  koboToNaira,
  TimeOfDaySchema,
  type Zone,
  ZoneInputSchema,
} from '@lunch/contract';
import { z } from 'zod';

const { shape } = ZoneInputSchema;

/** The fee as typed, checked as the server checks it and sent as naira ("1500.00"). */
const feeText = z.string().transform((text, ctx) => {
  const parsed = shape.delivery_fee.safeParse(text);
  if (parsed.success) return koboToNaira(parsed.data);
  ctx.addIssue({
    code: 'custom',
    message: parsed.error.issues[0]?.message ?? 'Delivery fee is not an amount',
  });
  return z.NEVER;
});

/**
 * The zone's own slots as typed, "12:00, 12:30 13:00": times separated by commas or spaces, checked
 * as the server checks them and sent in time order; empty: the platform's slots (null). A bad time
 * is named.
 */
const slotsText = z.string().transform((text, ctx) => {
  const times = text.split(/[\s,]+/).filter((time) => time !== '');
  if (times.length === 0) return null;
  const parsed = DeliverySlotListSchema.safeParse(times);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const index = issue?.path[0];
  const which = typeof index === 'number' ? `"${times[index]}": ` : '';
  ctx.addIssue({ code: 'custom', message: `${which}${issue?.message ?? 'Invalid slots'}` });
  return z.NEVER;
});

/** The zone's own cut-off; empty: the platform's (null). */
const cutoffText = z
  .string()
  .transform((text) => text.trim())
  .pipe(z.union([z.literal('').transform(() => null), TimeOfDaySchema]));

/** The zone form's text, checked as the server checks a zone. */
export const ZoneFormSchema = z.object({
  name: shape.name,
  delivery_fee: feeText,
  areas: shape.areas,
  slots: slotsText,
  order_cutoff: cutoffText,
});
export type ZoneFormValues = z.input<typeof ZoneFormSchema>;
export type ZoneFormOutput = z.output<typeof ZoneFormSchema>;

export const emptyArea = (state = '') => ({ state, area: '' });

export const zoneFormValues = (zone?: Zone): ZoneFormValues => ({
  name: zone?.name ?? '',
  delivery_fee: zone?.delivery_fee ?? '',
  areas: zone ? zone.areas.map(({ state, area }) => ({ state, area })) : [emptyArea()],
  slots: zone?.slots?.join(', ') ?? '',
  order_cutoff: zone?.order_cutoff ?? '',
});
