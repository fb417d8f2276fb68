import { ORDER_MAX_QUANTITY } from '@lunch/contract';
import { useSyncExternalStore } from 'react';
import { onSignOut } from '../../lib/storage';

/** A cart line (spec §3): the item, its price in kobo when added, and how many. */
export type CartLine = { id: string; name: string; priceKobo: number; quantity: number };

/**
 * The cart, kept in local storage so it survives reloads. `checkoutKey` is the Idempotency-Key for
 * checking out exactly these lines: it changes whenever the lines change, so a retried checkout of
 * the same cart never charges twice, while a changed cart is a new order.
 */
export type Cart = { lines: CartLine[]; checkoutKey: string };

const STORAGE_KEY = 'worker_cart';
const listeners = new Set<() => void>();

const newKey = () => crypto.randomUUID();
const empty = (): Cart => ({ lines: [], checkoutKey: newKey() });

function isCart(value: unknown): value is Cart {
  const cart = value as Cart;
  return (
    typeof cart?.checkoutKey === 'string' &&
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

function load(): Cart {
  try {
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;
    return isCart(stored) ? stored : empty();
  } catch {
    return empty();
  }
}

let current: Cart = load();
const notify = () => {
  for (const listener of listeners) listener();
};

function commit(lines: CartLine[]) {
  current = { lines, checkoutKey: newKey() };
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Storage can be unavailable (private mode, quota): the cart still works for this page.
  }
  notify();
}

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

export const cartActions = {
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
  clear() {
    commit([]);
  },
};

export const lineTotal = (line: CartLine) => line.priceKobo * line.quantity;

export function useCart() {
  const cart = useSyncExternalStore(subscribe, () => current);
  return {
    ...cart,
    count: cart.lines.reduce((sum, line) => sum + line.quantity, 0),
    totalKobo: cart.lines.reduce((sum, line) => sum + lineTotal(line), 0),
  };
}
