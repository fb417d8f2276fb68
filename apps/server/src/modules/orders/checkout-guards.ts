import { type CreateOrderInput, formatNaira, ORDER_MAX_TOTAL_KOBO, type Order } from '@lunch/contract';
import { badRequest, conflict } from '../../lib/errors.js';

/** An order total above the contract's bound is refused before anything is charged. */
export function checkOrderTotal(totalKobo: number): void {
  if (totalKobo > ORDER_MAX_TOTAL_KOBO) {
    const message = `An order may total at most ${formatNaira(ORDER_MAX_TOTAL_KOBO)}; this cart totals ${formatNaira(totalKobo)}`;
    throw badRequest(message, [{ path: 'foodItems', message }]);
  }
}

const cartKey = (lines: { food_menu: string; quantity: number }[]) =>
  lines
    .map((line) => `${line.food_menu}×${line.quantity}`)
    .sort()
    .join(',');

/** A repeated Idempotency-Key must carry the same cart as the order it first placed (409 otherwise). */
export function checkSameCart(existing: Order, input: CreateOrderInput): Order {
  if (cartKey(existing.items) !== cartKey(input.foodItems)) {
    throw conflict('This Idempotency-Key was already used for another cart; send a new key for a new order');
  }
  return existing;
}
