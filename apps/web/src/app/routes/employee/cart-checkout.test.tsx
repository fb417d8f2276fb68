import type { DeliveryOptions, EmployeeAnalytics, MenuItem } from '@lunch/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartActions } from '../../../features/cart/cart-store';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { answered, deliveryDay, deliveryOptions, menuItem } from '../../../test/fixtures';
import { Component as MealsPage } from './overview';

const analytics: EmployeeAnalytics = {
  orders: 0,
  balance: '20000.00',
  employees: '20000.00',
  monthly_budget: '20000.00',
  spent_this_month: '0.00',
};

const JOLLOF = '0195a3c2-7b1e-7c3d-9f00-000000000110';
const jollof = (remaining: number | null = null): MenuItem =>
  menuItem({ id: JOLLOF, name: 'Jollof rice', daily_limit: remaining === null ? null : 10, remaining });

const refused = (message: string) => ({ status: 409, body: { success: false, message, data: null } });

/**
 * The employee's server as the cart meets it: `state` is what it answers now (a test changes it
 * between checkouts); `orders` answers each checkout in turn.
 */
function serveCart(
  state: { options: DeliveryOptions; dish: MenuItem },
  orders: Array<ReturnType<typeof answered>>,
) {
  const sent: unknown[] = [];
  const fetch = serveApi({
    'GET /orders/delivery-options': () => answered(state.options),
    'GET /analytics/employee': answered(analytics),
    'GET /profile': answered({ allergies: [], medical_conditions: [], dietary_preferences: [] }),
    'GET /food-menu': () => answered({ list: [state.dish], total: 1, page: 1, limit: 10, lastId: null }),
    'GET /orders': answered({ list: [], total: 0, page: 1, limit: 10 }),
    'POST /orders': (body) => {
      sent.push(body);
      return orders.shift() ?? refused('No more checkouts expected');
    },
  });
  const menuDays = () =>
    fetch.mock.calls
      .map(([url]) => new URL(String(url), 'http://app.test'))
      .filter((url) => url.pathname === '/api/food-menu')
      .map((url) => url.searchParams.get('delivery_date'));
  return { sent, menuDays };
}

const placed = answered({ id: 'o1', delivery_date: '2026-03-10', delivery_slot: '13:00' });

async function openCart(user: ReturnType<typeof userEvent.setup>, items = 1) {
  // (jsdom drops the space before the visually hidden word: "Cart 1item".)
  await user.click(await screen.findByRole('button', { name: new RegExp(`^Cart ${items} ?items?$`) }));
  return within(screen.getByRole('dialog', { name: 'Shopping Cart' }));
}

const selected = (element: HTMLElement) => (element as HTMLSelectElement).value;

beforeEach(() => {
  window.localStorage.clear();
  cartActions.clear();
  cartActions.setDelivery(null);
  cartActions.add({ id: JOLLOF, name: 'Jollof rice', priceKobo: 250_000 });
});

describe('the cart says for when and where', () => {
  it('shows the day, time and address, changes them there, and checks out for them', async () => {
    const { sent, menuDays } = serveCart({ options: deliveryOptions(), dish: jollof() }, [placed]);
    const user = userEvent.setup();
    const { router } = renderInApp(<MealsPage />, '/worker/overview');
    const cart = await openCart(user);

    const delivery = within(cart.getByRole('group', { name: 'Delivery' }));
    const dayBox = delivery.getByRole('combobox', { name: 'Day' });
    const timeBox = delivery.getByRole('combobox', { name: 'Time' });
    await waitFor(() => expect(selected(dayBox)).toBe('2026-03-09'));
    // The slot nearest the employee's lunch time; one closed already, shown and not choosable.
    expect(selected(timeBox)).toBe('12:30');
    const closed = within(timeBox).getByRole('option', { name: '12:00 (closed)' }) as HTMLOptionElement;
    expect(closed.disabled).toBe(true);
    expect(delivery.getByText('To: 12 Allen Avenue, Ikeja')).toBeTruthy();
    expect(delivery.getByRole('link', { name: 'Change address' }).getAttribute('href')).toBe(
      '/worker/profile',
    );

    // Another day: the menu behind follows it; the time stays while open that day.
    await user.selectOptions(dayBox, 'Tue 10 Mar 2026');
    await waitFor(() => expect(router.state.location.search).toBe('?day=2026-03-10'));
    await waitFor(() => expect(menuDays().at(-1)).toBe('2026-03-10'));
    expect(selected(timeBox)).toBe('12:30');
    await user.selectOptions(timeBox, '13:00');

    await user.click(cart.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/worker/orders'));
    expect(sent).toEqual([
      {
        foodItems: [{ food_menu: JOLLOF, quantity: 1 }],
        delivery_date: '2026-03-10',
        delivery_slot: '13:00',
      },
    ]);
    // The emptied cart remembers the day and time for the next order.
    expect(cartActions.snapshot()).toMatchObject({
      lines: [],
      delivery: { date: '2026-03-10', slot: '13:00' },
    });
  });

  it('remembers its day and time, and drops them once they are no longer open, saying so', async () => {
    cartActions.setDelivery({ date: '2026-03-10', slot: '13:00' });
    const state = { options: deliveryOptions(), dish: jollof() };
    const { menuDays } = serveCart(state, []);
    const user = userEvent.setup();
    renderInApp(<MealsPage />, '/worker/overview');
    let cart = await openCart(user);
    await waitFor(() => expect(selected(cart.getByRole('combobox', { name: 'Day' }))).toBe('2026-03-10'));
    expect(selected(cart.getByRole('combobox', { name: 'Time' }))).toBe('13:00');
    expect(menuDays()).toEqual(['2026-03-10']);
    expect(cart.queryByText(/no longer open/)).toBeNull();

    // Tuesday closed meanwhile (its cut-off passed): the cart moves to the first open day.
    state.options = deliveryOptions({ days: [deliveryDay('2026-03-11', 'WED')], default_date: '2026-03-11' });
    cleanup();
    renderInApp(<MealsPage />, '/worker/overview');
    cart = await openCart(user);
    expect((await cart.findByText(/no longer open/)).textContent).toBe(
      'Your cart was for Tue 10 Mar 2026, 13:00, which is no longer open: it is now for Wed 11 Mar 2026, 13:00.',
    );
    expect(selected(cart.getByRole('combobox', { name: 'Day' }))).toBe('2026-03-11');
  });
});

describe('after a refusal the cart offers the fix', () => {
  it('a portion shortage: "Reduce … to N" with the portions the menu says are left, then the order goes through', async () => {
    cartActions.setQuantity(JOLLOF, 3);
    const state = { options: deliveryOptions(), dish: jollof(10) };
    // The server's words are not read: only the menu fetched again says how many are left.
    const { sent } = serveCart(state, [refused('Refused.'), placed]);
    const user = userEvent.setup();
    const { router } = renderInApp(<MealsPage />, '/worker/overview');
    const cart = await openCart(user, 3);
    await waitFor(() => expect(selected(cart.getByRole('combobox', { name: 'Day' }))).toBe('2026-03-09'));

    state.dish = jollof(2);
    await user.click(cart.getByRole('button', { name: 'Checkout' }));
    const alert = await cart.findByRole('alert');
    expect(alert.textContent).toContain(
      'Only 2 portions of Jollof rice are left for Mon 9 Mar 2026; your cart has 3.',
    );
    // The menu behind says the same.
    expect(await screen.findByText('2 left', { exact: false })).toBeTruthy();

    await user.click(within(alert).getByRole('button', { name: 'Reduce Jollof rice to 2' }));
    expect(cart.queryByRole('alert')).toBeNull();
    expect(
      within(cart.getByRole('group', { name: 'Quantity of Jollof rice' })).getByRole('status').textContent,
    ).toBe('2');
    await user.click(cart.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/worker/orders'));
    expect(sent.map((body) => (body as { foodItems: unknown }).foodItems)).toEqual([
      [{ food_menu: JOLLOF, quantity: 3 }],
      [{ food_menu: JOLLOF, quantity: 2 }],
    ]);
  });

  it('sold out: "Remove … from my cart"', async () => {
    const state = { options: deliveryOptions(), dish: jollof(10) };
    serveCart(state, [refused('Refused.')]);
    const user = userEvent.setup();
    renderInApp(<MealsPage />, '/worker/overview');
    const cart = await openCart(user);
    await waitFor(() => expect(selected(cart.getByRole('combobox', { name: 'Day' }))).toBe('2026-03-09'));
    state.dish = jollof(0);
    await user.click(cart.getByRole('button', { name: 'Checkout' }));
    const alert = await cart.findByRole('alert');
    expect(alert.textContent).toContain('Jollof rice is sold out for Mon 9 Mar 2026.');
    await user.click(within(alert).getByRole('button', { name: 'Remove Jollof rice from my cart' }));
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
  });

  it('a slot closed (cut-off or lead time): "Move my cart to" the next open slot, and checks out for it', async () => {
    const state = { options: deliveryOptions(), dish: jollof() };
    const { sent } = serveCart(state, [refused('Refused.'), placed]);
    const user = userEvent.setup();
    const { router } = renderInApp(<MealsPage />, '/worker/overview');
    const cart = await openCart(user);
    await waitFor(() => expect(selected(cart.getByRole('combobox', { name: 'Time' }))).toBe('12:30'));

    state.options = deliveryOptions({
      days: [deliveryDay('2026-03-09', 'MON', ['12:00', '12:30']), deliveryDay('2026-03-10', 'TUE')],
    });
    await user.click(cart.getByRole('button', { name: 'Checkout' }));
    const alert = await cart.findByRole('alert');
    expect(alert.textContent).toContain('Ordering for Mon 9 Mar 2026, 12:30 has closed.');
    await user.click(within(alert).getByRole('button', { name: 'Move my cart to Mon 9 Mar 2026, 13:00' }));
    expect(selected(cart.getByRole('combobox', { name: 'Time' }))).toBe('13:00');
    expect(cart.queryByRole('alert')).toBeNull();

    await user.click(cart.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/worker/orders'));
    expect(sent.at(-1)).toMatchObject({ delivery_date: '2026-03-09', delivery_slot: '13:00' });
  });

  it("the company's day cap: says what is left for the day against what the cart costs", async () => {
    const state = { options: deliveryOptions(), dish: jollof() };
    serveCart(state, [refused('Refused.')]);
    const user = userEvent.setup();
    renderInApp(<MealsPage />, '/worker/overview');
    const cart = await openCart(user);
    await waitFor(() => expect(selected(cart.getByRole('combobox', { name: 'Day' }))).toBe('2026-03-09'));

    const capped = { ...deliveryDay('2026-03-09', 'MON', ['12:00']), left: '1000.00' };
    state.options = deliveryOptions({ days: [capped], per_day_cap: '3000.00' });
    await user.click(cart.getByRole('button', { name: 'Checkout' }));
    expect((await cart.findByRole('alert')).textContent).toContain(
      'You have ₦1,000.00 left for Mon 9 Mar 2026; this cart costs ₦2,500.00.',
    );
    expect(within(cart.getByRole('alert')).queryByRole('button')).toBeNull();
  });

  it("the month (budget or wallet) and any other refusal: the server's words, in the cart", async () => {
    const state = { options: deliveryOptions(), dish: jollof() };
    serveCart(state, [refused("Your company's wallet cannot cover this order.")]);
    const user = userEvent.setup();
    renderInApp(<MealsPage />, '/worker/overview');
    const cart = await openCart(user);
    await waitFor(() => expect(selected(cart.getByRole('combobox', { name: 'Day' }))).toBe('2026-03-09'));
    // Nothing left to spend: only the server says whether the budget or the wallet refused.
    state.options = deliveryOptions({ left_this_month: '0.00' });
    await user.click(cart.getByRole('button', { name: 'Checkout' }));
    expect((await cart.findByRole('alert')).textContent).toBe(
      "Your order was not placed.Your company's wallet cannot cover this order.",
    );
    // Said once: in the cart, not in a toast as well.
    expect(screen.getAllByText("Your company's wallet cannot cover this order.")).toHaveLength(1);
  });
});
