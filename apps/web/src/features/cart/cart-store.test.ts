import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A browser-like `window` with local storage, so the store can be loaded in node. */
function fakeWindow(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    localStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    },
    addEventListener: () => {},
    items,
  };
}

async function loadStore(initial?: Record<string, string>) {
  vi.resetModules();
  const window = fakeWindow(initial);
  vi.stubGlobal('window', window);
  const store = await import('./cart-store');
  const snapshot = () => JSON.parse(window.items.get('worker_cart') ?? 'null');
  return { ...store, window, snapshot };
}

describe('cart store', () => {
  beforeEach(() => vi.unstubAllGlobals());

  it('adds a new item with quantity 1, and one more when it is already there', async () => {
    const { cartActions, snapshot } = await loadStore();
    expect(cartActions.add({ id: 'a', name: 'Jollof rice', priceKobo: 350_000 })).toBe('new');
    expect(cartActions.add({ id: 'a', name: 'Jollof rice', priceKobo: 350_000 })).toBe('more');
    expect(snapshot().lines).toEqual([{ id: 'a', name: 'Jollof rice', priceKobo: 350_000, quantity: 2 }]);
  });

  it('keeps quantities between 1 and 20, and removes lines', async () => {
    const { cartActions, snapshot } = await loadStore();
    cartActions.add({ id: 'a', name: 'Suya', priceKobo: 300_000 });
    cartActions.add({ id: 'b', name: 'Zobo', priceKobo: 80_000 });
    cartActions.setQuantity('a', 0);
    expect(snapshot().lines[0].quantity).toBe(1);
    cartActions.setQuantity('a', 25);
    expect(snapshot().lines[0].quantity).toBe(20);
    cartActions.remove('a');
    expect(snapshot().lines.map((line: { id: string }) => line.id)).toEqual(['b']);
  });

  it('gives the cart a new checkout key whenever its lines change', async () => {
    const { cartActions, snapshot } = await loadStore();
    cartActions.add({ id: 'a', name: 'Suya', priceKobo: 300_000 });
    const first = snapshot().checkoutKey;
    cartActions.setQuantity('a', 2);
    const second = snapshot().checkoutKey;
    cartActions.clear();
    expect(new Set([first, second, snapshot().checkoutKey]).size).toBe(3);
    expect(snapshot().lines).toEqual([]);
  });

  it('starts from the stored cart, and from an empty one when the stored value is broken', async () => {
    const stored = { lines: [{ id: 'a', name: 'Akara', priceKobo: 100_000, quantity: 3 }], checkoutKey: 'k' };
    const { cartActions, snapshot } = await loadStore({ worker_cart: JSON.stringify(stored) });
    cartActions.add({ id: 'a', name: 'Akara', priceKobo: 100_000 });
    expect(snapshot().lines[0].quantity).toBe(4);

    const broken = await loadStore({ worker_cart: '{"lines":[{"id":"a","quantity":-1}]}' });
    broken.cartActions.add({ id: 'b', name: 'Zobo', priceKobo: 80_000 });
    expect(broken.snapshot().lines).toEqual([{ id: 'b', name: 'Zobo', priceKobo: 80_000, quantity: 1 }]);
  });

  it('is forgotten on logout', async () => {
    const { cartActions, window } = await loadStore();
    const { clearStored } = await import('../../lib/storage');
    cartActions.add({ id: 'a', name: 'Suya', priceKobo: 300_000 });
    clearStored();
    expect(window.items.has('worker_cart')).toBe(false);
    expect(cartActions.add({ id: 'a', name: 'Suya', priceKobo: 300_000 })).toBe('new');
  });

  it('belongs to one account: another account entering the area starts with an empty cart', async () => {
    const { cartActions, snapshot } = await loadStore();
    cartActions.belongTo('employee-1');
    cartActions.add({ id: 'a', name: 'Suya', priceKobo: 300_000 });
    cartActions.belongTo('employee-1');
    expect(snapshot()).toMatchObject({ owner: 'employee-1', lines: [{ id: 'a', quantity: 1 }] });

    cartActions.belongTo('employee-2');
    expect(snapshot()).toMatchObject({ owner: 'employee-2', lines: [] });
    expect(cartActions.add({ id: 'a', name: 'Suya', priceKobo: 300_000 })).toBe('new');
  });

  it('a stored cart without an owner is claimed by the first account that enters', async () => {
    const stored = { lines: [{ id: 'a', name: 'Akara', priceKobo: 100_000, quantity: 2 }], checkoutKey: 'k' };
    const { cartActions, snapshot } = await loadStore({ worker_cart: JSON.stringify(stored) });
    cartActions.belongTo('employee-1');
    expect(snapshot()).toMatchObject({
      owner: 'employee-1',
      lines: [{ id: 'a', quantity: 2 }],
      checkoutKey: 'k',
    });
  });

  it("keeps each stored line's restaurant; a line stored without one, or with a broken one, stays without", async () => {
    const grill = { id: 'r2', name: 'Cedar Grill' };
    const stored = {
      owner: null,
      checkoutKey: 'k',
      lines: [
        { id: 'a', name: 'Shawarma', priceKobo: 300_000, quantity: 1, restaurant: grill },
        { id: 'b', name: 'Akara', priceKobo: 100_000, quantity: 1 },
        { id: 'c', name: 'Zobo', priceKobo: 80_000, quantity: 1, restaurant: { id: 7 } },
      ],
    };
    const { cartActions } = await loadStore({ worker_cart: JSON.stringify(stored) });
    expect(cartActions.snapshot().lines.map((line) => line.restaurant)).toEqual([
      grill,
      undefined,
      undefined,
    ]);
    expect(Object.keys(cartActions.snapshot().lines[2]!)).not.toContain('restaurant');

    // Keeping one restaurant's dishes keeps those whose restaurant is not known.
    cartActions.add({
      id: 'd',
      name: 'Jollof rice',
      priceKobo: 250_000,
      restaurant: { id: 'r1', name: 'Kitchen' },
    });
    cartActions.keepRestaurant('r2');
    expect(cartActions.snapshot().lines.map((line) => line.id)).toEqual(['a', 'b', 'c']);
  });

  it('line totals are integer kobo', async () => {
    const { lineTotal } = await loadStore();
    expect(lineTotal({ id: 'a', name: 'Dodo', priceKobo: 120_050, quantity: 3 })).toBe(360_150);
  });
});

describe('cart store: day and slot, notices and refusals', () => {
  beforeEach(() => vi.unstubAllGlobals());

  it('remembers the day and slot across reloads and a checkout, not the notice nor the refusal', async () => {
    const { cartActions, snapshot, window } = await loadStore();
    cartActions.add({ id: 'a', name: 'Suya', priceKobo: 300_000 });
    const key = snapshot().checkoutKey;
    cartActions.setDelivery({ date: '2026-03-10', slot: '13:00' }, 'Moved.');
    cartActions.refused({ problems: [{ reason: 'Closed.', fix: null }] });
    // The same lines on another day are the same order: a retry still charges once.
    expect(snapshot()).toEqual({
      owner: null,
      lines: [{ id: 'a', name: 'Suya', priceKobo: 300_000, quantity: 1 }],
      checkoutKey: key,
      delivery: { date: '2026-03-10', slot: '13:00' },
      addressId: null,
    });

    const reloaded = await loadStore(Object.fromEntries(window.items));
    expect(reloaded.cartActions.snapshot()).toMatchObject({
      delivery: { date: '2026-03-10', slot: '13:00' },
      notice: null,
      refusal: null,
    });
    reloaded.cartActions.clear();
    expect(reloaded.snapshot()).toMatchObject({ lines: [], delivery: { date: '2026-03-10', slot: '13:00' } });
  });

  it('remembers the address chosen across reloads until the cart is checked out (emptied)', async () => {
    const { cartActions, snapshot, window } = await loadStore();
    cartActions.add({ id: 'a', name: 'Suya', priceKobo: 300_000 });
    const key = snapshot().checkoutKey;
    cartActions.refused({ problems: [{ reason: 'We do not deliver there.', fix: null }] });
    cartActions.setAddress('office');
    // Another address forgets the refusal, and is the same order for a retry.
    expect(cartActions.snapshot()).toMatchObject({ addressId: 'office', refusal: null, checkoutKey: key });

    const reloaded = await loadStore(Object.fromEntries(window.items));
    expect(reloaded.cartActions.snapshot().addressId).toBe('office');
    reloaded.cartActions.setDelivery({ date: '2026-03-10', slot: '13:00' });
    expect(reloaded.cartActions.snapshot().addressId).toBe('office');
    // The next cart goes to its day's default address again.
    reloaded.cartActions.clear();
    expect(reloaded.snapshot()).toMatchObject({ lines: [], addressId: null });
  });

  it('a change of the lines or the day forgets the refusal; "Order again" replaces the lines', async () => {
    const { cartActions } = await loadStore();
    cartActions.add({ id: 'a', name: 'Suya', priceKobo: 300_000 });
    const refusal = { problems: [{ reason: 'Sold out.', fix: null }] };
    cartActions.refused(refusal);
    expect(cartActions.snapshot().refusal).toBe(refusal);
    cartActions.setQuantity('a', 2);
    expect(cartActions.snapshot().refusal).toBeNull();
    cartActions.refused(refusal);
    cartActions.setDelivery({ date: '2026-03-10', slot: '12:00' });
    expect(cartActions.snapshot().refusal).toBeNull();

    const before = cartActions.snapshot().checkoutKey;
    cartActions.fill(
      [{ id: 'b', name: 'Zobo', priceKobo: 80_000, quantity: 3 }],
      { date: '2026-03-11', slot: '12:30' },
      'Not put in your cart: Suya.',
    );
    expect(cartActions.snapshot()).toMatchObject({
      lines: [{ id: 'b', quantity: 3 }],
      delivery: { date: '2026-03-11', slot: '12:30' },
      notice: 'Not put in your cart: Suya.',
    });
    expect(cartActions.snapshot().checkoutKey).not.toBe(before);
  });
});
