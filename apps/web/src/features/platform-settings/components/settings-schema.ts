import { DeliverySlotListSchema, type PlatformSettings, UpdatePlatformSettingsSchema } from '@lunch/contract';
import { z } from 'zod';

const { shape } = UpdatePlatformSettingsSchema;

/** A number typed in a field; an empty field is no number. */
const wholeNumber = <T extends z.ZodType<number, number>>(schema: T) =>
  z
    .string()
    .transform((text) => (text.trim() === '' ? Number.NaN : Number(text)))
    .pipe(schema);

/**
 * The slots as typed, "12:00, 12:30 13:00": times separated by commas or spaces, checked as the
 * server checks them (1 to 12 distinct HH:MM) and sent in time order. A bad time is named.
 */
const slotsText = z.string().transform((text, ctx) => {
  const times = text.split(/[\s,]+/).filter((time) => time !== '');
  const parsed = DeliverySlotListSchema.safeParse(times);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const index = issue?.path[0];
  const which = typeof index === 'number' ? `"${times[index]}": ` : '';
  ctx.addIssue({ code: 'custom', message: `${which}${issue?.message ?? 'Invalid slots'}` });
  return z.NEVER;
});

/** The platform settings form's text, checked as the server checks the change. */
export const SettingsFormSchema = z.object({
  order_cutoff: shape.order_cutoff.unwrap(),
  time_zone: shape.time_zone.unwrap(),
  max_days_ahead: wholeNumber(shape.max_days_ahead.unwrap()),
  slots: slotsText,
  min_lead_minutes: wholeNumber(shape.min_lead_minutes.unwrap()),
});
export type SettingsFormValues = z.input<typeof SettingsFormSchema>;

export const formValues = (settings: PlatformSettings): SettingsFormValues => ({
  order_cutoff: settings.order_cutoff,
  time_zone: settings.time_zone,
  max_days_ahead: String(settings.max_days_ahead),
  slots: settings.slots.join(', '),
  min_lead_minutes: String(settings.min_lead_minutes),
});
