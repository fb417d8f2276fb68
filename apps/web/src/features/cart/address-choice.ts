import { type Address, addressOnOneLine, defaultAddressFor } from '@lunch/contract';

/**
 * Where the cart's lunch goes, among the employee's addresses (`GET /profile/addresses`): the one
 * they chose in the cart, else the one whose `default_for` holds the cart day's week day, else the
 * first — the server's rule for an order that names no address (the contract's defaultAddressFor),
 * so the cart shows where the order will go before it is placed.
 */

/**
 * The address the cart is for: `chosen` while it is one of `addresses`, else the default for the
 * week day of `date` (the cart's day), else the first; undefined when the employee has none.
 */
export function cartAddress(
  addresses: readonly Address[],
  chosen: string | null,
  date: string | null | undefined,
): Address | undefined {
  return addresses.find((address) => address.id === chosen) ?? defaultAddressFor(addresses, date);
}

/** "Home — 12 Allen Avenue, Ikeja, Lagos": how the cart names an address to choose. */
export const addressChoiceLabel = (address: Address) =>
  `${address.label} — ${addressOnOneLine(address)}${address.served ? '' : ' (not delivered to yet)'}`;

/** "We do not deliver to Lekki, Lagos yet" (the address's one line when its area is not known). */
export function notServedText(address: Pick<Address, 'area' | 'state'> | undefined, line: string) {
  const where = address ? [address.area, address.state].filter(Boolean).join(', ') : line;
  return `We do not deliver to ${where || 'this address'} yet`;
}
