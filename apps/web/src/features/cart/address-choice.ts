import { type Address, addressOnOneLine, WEEK_DAYS, type WeekDay } from '@lunch/contract';

/**
 * Where the cart's lunch goes, among the employee's addresses (`GET /profile/addresses`): the one
 * they chose in the cart, else the one whose `default_for` holds the cart day's week day, else the
 * first — the server's rule for an order that names no address, so the cart shows where the order
 * will go before it is placed.
 */

/** The week day of a calendar day ('YYYY-MM-DD'). */
export function weekDayOf(date: string): WeekDay | undefined {
  const day = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return undefined;
  // getUTCDay: 0 is Sunday; WEEK_DAYS starts on Monday.
  return WEEK_DAYS[(day.getUTCDay() + 6) % 7];
}

/**
 * The address the cart is for: `chosen` while it is one of `addresses`, else the default for the
 * week day of `date` (the cart's day), else the first; undefined when the employee has none.
 */
export function cartAddress(
  addresses: readonly Address[],
  chosen: string | null,
  date: string | null | undefined,
): Address | undefined {
  const picked = addresses.find((address) => address.id === chosen);
  if (picked) return picked;
  const weekDay = date ? weekDayOf(date) : undefined;
  return addresses.find((address) => weekDay && address.default_for.includes(weekDay)) ?? addresses[0];
}

/** "Home — 12 Allen Avenue, Ikeja, Lagos": how the cart names an address to choose. */
export const addressChoiceLabel = (address: Address) =>
  `${address.label} — ${addressOnOneLine(address)}${address.served ? '' : ' (not delivered to yet)'}`;

/** "We do not deliver to Lekki, Lagos yet" (the address's one line when its area is not known). */
export function notServedText(address: Pick<Address, 'area' | 'state'> | undefined, line: string) {
  const where = address ? [address.area, address.state].filter(Boolean).join(', ') : line;
  return `We do not deliver to ${where || 'this address'} yet`;
}
