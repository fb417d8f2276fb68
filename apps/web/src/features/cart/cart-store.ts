import { ORDER_MAX_QUANTITY } from '@lunch/contract';
import { useSyncExternalStore } from 'react';
import { onSignOut } from '../../lib/storage';

/** A cart line (spec §3): the item, its price in kobo when added, and how many. */
export type CartLine = { id: string; name: string; priceKobo: number; quantity: number };

/**
 * The cart, kept in local storage so it survives reloads. `owner` is the account it belongs to
 * (another account entering the employee area on this browser starts with an empty cart).
 * `checkoutKey` is the Idempotency-Key for checking out exactly these lines: it changes whenever
 * the lines change, so a retried checkout of the same cart never charges twice, while a changed cart
 * is a new order.
 */
export type Cart = { owner: string | null; lines: CartLine[]; checkoutKey: string };

// A stored name, like a wire word: renaming it would empty every cart saved in a browser.
const STORAGE_KEY = 'worker_cart';
const listeners = new Set<() => void>();

const newKey = () => crypto.randomUUID();
const empty = (owner: string | null = null): Cart => ({ owner, lines: [], checkoutKey: newKey() });

function isCart(value: unknown): value is Cart {
  const cart = value as Cart;
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

function load(): Cart {
  try {
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;
    return isCart(stored) ? { ...stored, owner: stored.owner ?? null } : empty();
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
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Storage can be unavailable (private mode, quota): the cart still works for this page.
  }
  notify();
}

const commit = (lines: CartLine[]) => save({ owner: current.owner, lines, checkoutKey: newKey() });

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
