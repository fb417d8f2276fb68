import { z } from 'zod';
import { fieldError, IdSchema, MoneySchema, requiredText, TimestampSchema } from './common.js';
import type { WeekDay } from './constants.js';
import { WeekDayListSchema, WeekDaySchema, weekDayOf } from './delivery.js';

/** An employee's delivery address book (issue 29): GET/POST /profile/addresses, PATCH/DELETE /profile/addresses/:id. */

/** How many delivery addresses an employee may keep. */
export const MAX_ADDRESSES = 10;

const optionalText = (label: string, max: number) =>
  z
    .string({ error: fieldError(label) })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

/** A phone number for the rider: digits, spaces and an optional leading +, 6 to 16 characters; '' for none. */
const AddressPhoneSchema = z
  .string({ error: fieldError('Phone number') })
  .trim()
  .regex(/^(\+?[0-9 ]{6,16})?$/, 'Phone number must be 6 to 16 digits, with an optional + in front');

/** An address's fields, without defaults (AddressInputSchema adds them; an edit sends some). */
const addressFields = {
  label: requiredText('Label', 40),
  address_line_1: requiredText('Address line 1', 200),
  address_line_2: optionalText('Address line 2', 200),
  city: requiredText('City', 100),
  area: requiredText('Area', 100),
  state: requiredText('State', 100),
  phone_number: AddressPhoneSchema,
  instructions: optionalText('Instructions', 500),
  default_for: WeekDayListSchema.describe(
    'The week days this address is used for when an order names none (a day belongs to one address at most)',
  ),
};

export const AddressInputSchema = z.strictObject({
  ...addressFields,
  address_line_2: addressFields.address_line_2.default(''),
  phone_number: addressFields.phone_number.default(''),
  instructions: addressFields.instructions.default(''),
  default_for: addressFields.default_for.default([]),
});
export type AddressInput = z.input<typeof AddressInputSchema>;

/** An edit: only the fields sent change; a field left out keeps its value. */
export const UpdateAddressSchema = z.strictObject(addressFields).partial();
export type UpdateAddress = z.input<typeof UpdateAddressSchema>;

export const AddressIdParamsSchema = z.object({ id: IdSchema });

/** The zone an address is in, and what delivering there costs. */
export const AddressZoneSchema = z.object({
  id: IdSchema,
  name: z.string(),
  delivery_fee: MoneySchema,
});

/** What an address says, in the address book and as an order keeps it. */
const addressLines = {
  label: z.string(),
  address_line_1: z.string(),
  address_line_2: z.string(),
  city: z.string(),
  area: z.string(),
  state: z.string(),
  phone_number: z.string(),
  instructions: z.string(),
};

export const AddressSchema = z.object({
  id: IdSchema,
  ...addressLines,
  default_for: z.array(WeekDaySchema),
  served: z
    .boolean()
    .describe(
      'False when the platform has delivery zones and none holds this address: orders to it are refused',
    ),
  zone: AddressZoneSchema.nullable().describe('The delivery zone holding this address; null: none'),
  created_at: TimestampSchema,
});
export type Address = z.infer<typeof AddressSchema>;

export const AddressListSchema = z.array(AddressSchema);

/** The address an order was placed for, as it was then (later edits change no past order). */
export const OrderAddressSchema = z.object({
  id: IdSchema.nullable().describe('The address book entry; null once it is deleted'),
  ...addressLines,
});
export type OrderAddress = z.infer<typeof OrderAddressSchema>;

/** An address on one line: "12 Allen Avenue, Ikeja, Lagos" (its label left out). */
export function addressOnOneLine(address: {
  address_line_1: string;
  address_line_2?: string;
  area?: string;
  city?: string;
  state?: string;
}): string {
  const parts = [address.address_line_1, address.address_line_2, address.area, address.city, address.state]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean);
  return parts.filter((part, index) => parts.indexOf(part) === index).join(', ');
}

/**
 * The address an order that names none goes to on `day`: the one whose `default_for` holds the day's
 * week day, else the first; undefined when there is none. The one rule for checkout, the delivery
 * options and the cart.
 */
export function defaultAddressFor<A extends { default_for: readonly WeekDay[] }>(
  addresses: readonly A[],
  day: string | null | undefined,
): A | undefined {
  const weekDay = day ? weekDayOf(day) : undefined;
  return addresses.find((address) => weekDay && address.default_for.includes(weekDay)) ?? addresses[0];
}
