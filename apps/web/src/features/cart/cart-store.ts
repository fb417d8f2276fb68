import { ORDER_MAX_QUANTITY } from '@lunch/contract';
import { useSyncExternalStore } from 'react';
import { onSignOut } from '../../lib/storage';
import { type CartDelivery, type CartLine, type CartRefusal, type CartRestaurant, cartTotal } from './types';

export type { CartDelivery, CartLine } from './types';
export { lineTotal } from './types';

/**
 * The cart, kept in local storage so it survives reloads. `owner` is the account it belongs to
 * (another account entering the employee area on this browser starts with an empty cart).
 * `checkoutKey` is the Idempotency-Key for checking out exactly these lines: it changes whenever
 * the lines change, so a retried checkout of the same cart never charges twice, while a changed cart
 * is a new order (the server compares the lines only: a key kept across a change of day still
 * charges once). `delivery` is the day and slot chosen, remembered until it is no longer open.
 * `addressId` is the address the employee chose in the cart (null: the day's default address, see
 * `address-choice.ts`), kept until the cart is checked out or emptied.
 *
 * Kept in memory only: `notice`, what the app changed in the cart on its own (a day no longer open,
 * dishes left out of an "Order again"), and `refusal`, why the last checkout was refused with its
 * fixes; any change of the lines or the day forgets both.
 */
export type Cart = {
  owner: string | null;
  lines: CartLine[];
  checkoutKey: string;
  delivery: CartDelivery | null;
  addressId: string | null;
  notice: string | null;
  refusal: CartRefusal | null;
};

// A stored name, like a wire word: renaming it would empty every cart saved in a browser.
const STORAGE_KEY = 'worker_cart';
const listeners = new Set<() => void>();

const newKey = () => crypto.randomUUID();
const empty = (owner: string | null = null): Cart => ({
  owner,
  lines: [],
  checkoutKey: newKey(),
  delivery: null,
  addressId: null,
  notice: null,
  refusal: null,
});

const isDelivery = (value: unknown): value is CartDelivery => {
  const delivery = value as CartDelivery;
  return typeof delivery?.date === 'string' && typeof delivery.slot === 'string';
};

type Stored = Pick<Cart, 'owner' | 'lines' | 'checkoutKey'> & { delivery?: unknown; addressId?: unknown };

function isStored(value: unknown): value is Stored {
  const cart = value as Stored;
  return (
    typeof cart?.checkoutKey === 'string' &&
    (cart.owner === undefined || cart.owner === null || typeof cart.owner === 'string') &&
    Array.isArray(cart.lines) &&
    cart.lines.every(
      (line) =>
        typeof line.id === 'string' &&
        typeof line.name === 'string' &&
        Number.isSafeInteger(line.priceKobo) &&
        Number.isInteger(line.quantity) &&
        line.quantity >= 1,
    )
  );
}

const isRestaurant = (value: unknown): value is CartRestaurant => {
  const restaurant = value as CartRestaurant;
  return typeof restaurant?.id === 'string' && typeof restaurant.name === 'string';
};

/** A stored line's restaurant, kept when it is one (a line stored without one stays without). */
function withRestaurantChecked(line: CartLine): CartLine {
  const { restaurant, ...rest } = line;
  return isRestaurant(restaurant)
    ? { ...rest, restaurant: { id: restaurant.id, name: restaurant.name } }
    : rest;
}

function load(): Cart {
  try {
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;
    if (!isStored(stored)) return empty();
    return {
      ...empty(stored.owner ?? null),
      lines: stored.lines.map(withRestaurantChecked),
      checkoutKey: stored.checkoutKey,
      delivery: isDelivery(stored.delivery)
        ? { date: stored.delivery.date, slot: stored.delivery.slot }
        : null,
      addressId: typeof stored.addressId === 'string' ? stored.addressId : null,
    };
  } catch {
    return empty();
  }
}

let current: Cart = load();
const notify = () => {
  for (const listener of listeners) listener();
};

function save(cart: Cart) {
  current = cart;
  const { owner, lines, checkoutKey, delivery, addressId } = cart;
  try {
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ owner, lines, checkoutKey, delivery, addressId }),
    );
  } catch {
    // Storage can be unavailable (private mode, quota): the cart still works for this page.
  }
  notify();
}

const commit = (lines: CartLine[]) =>
  save({ ...current, lines, checkoutKey: newKey(), notice: null, refusal: null });

// Another tab changed the cart.
window.addEventListener('storage', (event) => {
  if (event.key !== STORAGE_KEY) return;
  current = load();
  notify();
});

// Logging out forgets the cart: the next person on this browser starts with an empty one.
onSignOut(() => {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored to forget.
  }
  current = empty();
  notify();
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const clamp = (quantity: number) => Math.min(ORDER_MAX_QUANTITY, Math.max(1, quantity));

export const sameDelivery = (a: CartDelivery | null, b: CartDelivery | null) =>
  a?.date === b?.date && a?.slot === b?.slot;

export const cartActions = {
  /**
   * Called when an account enters the employee area: its own cart is kept; a cart left by another
   * account (e.g. whose session expired without a logout) is dropped. A cart with no owner yet is claimed.
   */
  belongTo(accountId: string) {
    if (current.owner === accountId) return;
    save(current.owner === null ? { ...current, owner: accountId } : empty(accountId));
  },
  /** Adds one; answers whether the item was already in the cart (spec: 'Added to cart'). */
  add(item: Omit<CartLine, 'quantity'>): 'new' | 'more' {
    const existing = current.lines.find((line) => line.id === item.id);
    if (existing) {
      cartActions.setQuantity(item.id, existing.quantity + 1);
      return 'more';
    }
    commit([...current.lines, { ...item, quantity: 1 }]);
    return 'new';
  },
  /** Never below 1 (remove deletes a line), never above the per-line limit. */
  setQuantity(id: string, quantity: number) {
    commit(current.lines.map((line) => (line.id === id ? { ...line, quantity: clamp(quantity) } : line)));
  },
  remove(id: string) {
    commit(current.lines.filter((line) => line.id !== id));
  },
  /** Keeps only the dishes of one restaurant (an order comes from one): the other restaurants' go. */
  keepRestaurant(restaurantId: string) {
    commit(current.lines.filter((line) => !line.restaurant || line.restaurant.id === restaurantId));
  },
  /**
   * Empties the cart; the day and slot chosen are kept for the next order, the address chosen is
   * not (the next order goes to its day's default address until the employee chooses another).
   */
  clear() {
    save({ ...current, lines: [], addressId: null, checkoutKey: newKey(), notice: null, refusal: null });
  },
  /** The day and slot the cart is for; `notice` says why the app changed them on its own. */
  setDelivery(delivery: CartDelivery | null, notice: string | null = null) {
    if (sameDelivery(delivery, current.delivery) && notice === current.notice) return;
    save({ ...current, delivery, notice, refusal: null });
  },
  /** The address the employee chose for the cart (null: its day's default); forgets a refusal. */
  setAddress(addressId: string | null) {
    if (addressId === current.addressId) return;
    save({ ...current, addressId, notice: null, refusal: null });
  },
  /** Replaces the cart's lines and day ("Order again"), `notice` saying what was left out. */
  fill(lines: CartLine[], delivery: CartDelivery, notice: string | null = null) {
    save({ ...current, lines, delivery, checkoutKey: newKey(), notice, refusal: null });
  },
  /** Why the checkout of the cart as it is now was refused, and the fixes offered; null forgets it. */
  refused(refusal: CartRefusal | null) {
    save({ ...current, refusal });
  },
  /** The cart as it is now (outside React: a loader, a checkout). */
  snapshot(): Cart {
    return current;
  },
};

export function useCart() {
  const cart = useSyncExternalStore(subscribe, () => current);
  return {
    ...cart,
    count: cart.lines.reduce((sum, line) => sum + line.quantity, 0),
    totalKobo: cartTotal(cart.lines),
  };
}
