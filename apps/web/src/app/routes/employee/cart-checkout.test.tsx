import type { Address, DeliveryOptions, EmployeeAnalytics, MenuItem } from '@lunch/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartActions } from '../../../features/cart/cart-store';
import { renderInApp, serveApi } from '../../../test/app-harness';
import {
  address,
  answered,
  deliveryDay,
  deliveryOptions,
  HOME_ADDRESS,
  menuItem,
} from '../../../test/fixtures';
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

type CartServer = {
  options: DeliveryOptions;
  dish: MenuItem;
  /** The employee's address book (default: the one address the options are for). */
  addresses?: Address[];
  /** The options asked for with `address_id` (default: `options`). */
  optionsFor?: Record<string, DeliveryOptions>;
};

/**
 * The employee's server as the cart meets it: `state` is what it answers now (a test changes it
 * between checkouts); `orders` answers each checkout in turn.
 */
function serveCart(state: CartServer, orders: Array<ReturnType<typeof answered>>) {
  const sent: unknown[] = [];
  const lastUrl = () => new URL(String(fetch.mock.calls.at(-1)?.[0]), 'http://app.test');
  const fetch = serveApi({
    'GET /orders/delivery-options': () => {
      const asked = lastUrl().searchParams.get('address_id');
      return answered((asked && state.optionsFor?.[asked]) || state.options);
    },
    'GET /profile/addresses': () => answered(state.addresses ?? [address()]),
    'GET /analytics/employee': answered(analytics),
    'GET /profile': answered({ allergies: [], medical_conditions: [], dietary_preferences: [] }),
    'GET /food-menu': () => answered({ list: [state.dish], total: 1, page: 1, limit: 10, lastId: null }),
    'GET /orders': answered({ list: [], total: 0, page: 1, limit: 10 }),
    'POST /orders': (body) => {
      sent.push(body);
      return orders.shift() ?? refused('No more checkouts expected');
    },
  });
  const asked = (path: string, name: string) =>
    fetch.mock.calls
      .map(([url]) => new URL(String(url), 'http://app.test'))
      .filter((url) => url.pathname === `/api${path}`)
      .map((url) => url.searchParams.get(name));
  return {
    sent,
    menuDays: () => asked('/food-menu', 'delivery_date'),
    /** The address_id of each delivery options request (null: none, the server's default). */
    optionsAddresses: () => asked('/orders/delivery-options', 'address_id'),
  };
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
        address_id: HOME_ADDRESS,
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

const OFFICE = '0195a3c2-7b1e-7c3d-9f00-00000000ad02';
const home = address({ default_for: ['MON'] });
const office = address({
  id: OFFICE,
  label: 'Office',
  address_line_1: '3 Admiralty Way',
  city: 'Lagos',
  area: 'Lekki',
  zone: { id: 'z1', name: 'Lekki', delivery_fee: '500.00' },
  default_for: ['TUE'],
});
/** The office's options: the Lekki zone's fee, and its own slots (12:30 and 13:00 only). */
const officeOptions = deliveryOptions({
  address: '3 Admiralty Way, Lekki, Lagos',
  address_id: OFFICE,
  zone: { id: 'z1', name: 'Lekki', delivery_fee: '500.00' },
  delivery_fee: '500.00',
  slots: ['12:30', '13:00'],
  days: [deliveryDay('2026-03-09', 'MON'), deliveryDay('2026-03-10', 'TUE')].map((day) => ({
    ...day,
    slots: day.slots.filter((slot) => slot.time !== '12:00'),
  })),
});

const addressBox = (cart: ReturnType<typeof within>) => cart.getByRole('combobox', { name: 'Deliver to' });
const checkoutButton = (cart: ReturnType<typeof within>) => cart.getByRole('button', { name: 'Checkout' });

describe('the cart says where the lunch goes, and what delivering there costs', () => {
  it('with several addresses, the employee chooses one: the options and the order follow it', async () => {
    const state = { options: deliveryOptions(), dish: jollof(), addresses: [home, office] };
    const { sent, optionsAddresses } = serveCart({ ...state, optionsFor: { [OFFICE]: officeOptions } }, [
      placed,
    ]);
    const user = userEvent.setup();
    const { router } = renderInApp(<MealsPage />, '/worker/overview');
    const cart = await openCart(user);

    // Monday is home's: its options (no zone, no fee) are the server's default ones.
    const box = await waitFor(() => addressBox(cart));
    expect(selected(box)).toBe(HOME_ADDRESS);
    expect(
      within(box)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Home — 12 Allen Avenue, Ikeja, Lagos', 'Office — 3 Admiralty Way, Lekki, Lagos']);
    expect(cart.queryByTestId('cart-delivery-fee')).toBeNull();
    expect(cart.getByRole('link', { name: 'Edit your addresses' }).getAttribute('href')).toBe(
      '/worker/profile',
    );

    await user.selectOptions(box, 'Office — 3 Admiralty Way, Lekki, Lagos');
    expect((await cart.findByTestId('cart-delivery-fee')).textContent).toBe(
      'Delivery fee ₦500.00 — paid by your company, not from your budget',
    );
    expect(optionsAddresses().at(-1)).toBe(OFFICE);
    expect(selected(box)).toBe(OFFICE);
    // The office's zone has no 12:00: its slots are offered.
    const times = within(cart.getByRole('combobox', { name: 'Time' })).getAllByRole('option');
    expect(times.map((option) => option.getAttribute('value'))).toEqual(['12:30', '13:00']);
    // The fee is the company's: the cart's total is the food alone.
    expect(cart.getByTestId('cart-total').textContent).toBe('₦2,500.00');

    await user.click(checkoutButton(cart));
    await waitFor(() => expect(router.state.location.pathname).toBe('/worker/orders'));
    expect(sent).toEqual([
      {
        foodItems: [{ food_menu: JOLLOF, quantity: 1 }],
        delivery_date: '2026-03-09',
        delivery_slot: '12:30',
        address_id: OFFICE,
      },
    ]);
    // The next cart goes to its day's default address again.
    expect(cartActions.snapshot().addressId).toBeNull();
  });

  it("without a choice, the cart goes to its day's default address", async () => {
    const state = { options: deliveryOptions(), dish: jollof(), addresses: [home, office] };
    const { optionsAddresses } = serveCart({ ...state, optionsFor: { [OFFICE]: officeOptions } }, []);
    const user = userEvent.setup();
    renderInApp(<MealsPage />, '/worker/overview');
    const cart = await openCart(user);
    const box = await waitFor(() => addressBox(cart));
    expect(selected(box)).toBe(HOME_ADDRESS);

    // Tuesday is the office's.
    await user.selectOptions(cart.getByRole('combobox', { name: 'Day' }), 'Tue 10 Mar 2026');
    await waitFor(() => expect(selected(box)).toBe(OFFICE));
    expect(await cart.findByTestId('cart-delivery-fee')).toBeTruthy();
    expect(optionsAddresses()).toContain(OFFICE);
    expect(cartActions.snapshot().addressId).toBeNull();
  });

  it('an address the platform does not deliver to: says so, offers the way out, and cannot be checked out', async () => {
    const site = address({
      id: OFFICE,
      label: 'Site',
      address_line_1: '9 Marina Road',
      area: 'Epe',
      served: false,
      default_for: ['MON'],
    });
    const siteOptions = deliveryOptions({
      address: '9 Marina Road, Epe, Ikeja, Lagos',
      address_id: OFFICE,
      served: false,
    });
    const state = { options: deliveryOptions(), dish: jollof(), addresses: [address(), site] };
    const { sent } = serveCart({ ...state, optionsFor: { [OFFICE]: siteOptions } }, []);
    const user = userEvent.setup();
    renderInApp(<MealsPage />, '/worker/overview');
    const cart = await openCart(user);

    // Monday is the site's.
    const warning = await cart.findByText('We do not deliver to Epe, Lagos yet.');
    const box = warning.closest('[role="alert"]') as HTMLElement;
    expect(box.textContent).toContain(
      'Choose another address above, or add an address we deliver to in your profile.',
    );
    expect(
      within(box)
        .getByRole('link', { name: 'add an address we deliver to in your profile' })
        .getAttribute('href'),
    ).toBe('/worker/profile');
    expect(within(addressBox(cart)).getByRole('option', { name: /^Site/ }).textContent).toContain(
      '(not delivered to yet)',
    );
    expect(checkoutButton(cart).hasAttribute('disabled')).toBe(true);

    await user.selectOptions(addressBox(cart), 'Home — 12 Allen Avenue, Ikeja, Lagos');
    await waitFor(() => expect(cart.queryByText('We do not deliver to Epe, Lagos yet.')).toBeNull());
    expect(checkoutButton(cart).hasAttribute('disabled')).toBe(false);
    expect(sent).toEqual([]);
  });

  it('a checkout refused because the address is no longer served: the refusal says so', async () => {
    const state = { options: deliveryOptions(), dish: jollof() };
    serveCart(state, [
      refused('We do not deliver to Ikeja, Lagos yet: no delivery zone holds this address.'),
    ]);
    const user = userEvent.setup();
    renderInApp(<MealsPage />, '/worker/overview');
    const cart = await openCart(user);
    await waitFor(() => expect(selected(cart.getByRole('combobox', { name: 'Day' }))).toBe('2026-03-09'));
    expect(cart.getByText('To: 12 Allen Avenue, Ikeja')).toBeTruthy();

    // A zone was drawn meanwhile that leaves Ikeja out.
    state.options = deliveryOptions({ served: false });
    await user.click(checkoutButton(cart));
    const refusal = await cart.findByText('Your order was not placed.');
    expect(refusal.parentElement?.textContent).toBe(
      'Your order was not placed.We do not deliver to Ikeja, Lagos yet: choose another address.',
    );
    // One address: the way out is the profile.
    expect(await cart.findByText('We do not deliver to Ikeja, Lagos yet.')).toBeTruthy();
    expect(checkoutButton(cart).hasAttribute('disabled')).toBe(true);
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

describe('paying the difference', () => {
  /** The answer of a checkout waiting for the employee's part, whose payment page is `url`. */
  const awaiting = (url: string) => ({
    status: 202,
    body: {
      success: true,
      message: 'Pay your part by card to place the order',
      data: {
        order: { id: 'o2', status: 'AWAITING_PAYMENT', payment_url: url },
        company_pays: '1000.00',
        employee_pays: '1500.00',
        authorization_url: url,
      },
    },
  });
  // A payment page on this page's own address: jsdom follows a change of its hash.
  const paymentPage = () => `${window.location.origin}${window.location.pathname}#paystack-checkout`;

  it('shows the split before checkout, sends pay_difference and goes to the payment page', async () => {
    const options = deliveryOptions({ employees_may_pay_difference: true, budget_left: '1000.00' });
    const url = paymentPage();
    const { sent } = serveCart({ options, dish: jollof() }, [awaiting(url)]);
    const user = userEvent.setup();
    renderInApp(<MealsPage />, '/worker/overview');
    const cart = await openCart(user);
    expect((await cart.findByTestId('cart-pay-split')).textContent).toContain(
      'Your company pays ₦1,000.00, you pay ₦1,500.00 by card.',
    );
    await user.click(cart.getByRole('button', { name: 'Checkout and pay ₦1,500.00' }));
    await waitFor(() => expect(window.location.href).toBe(url));
    expect(sent).toEqual([
      {
        foodItems: [{ food_menu: JOLLOF, quantity: 1 }],
        delivery_date: '2026-03-09',
        delivery_slot: '12:30',
        address_id: HOME_ADDRESS,
        pay_difference: true,
      },
    ]);
    // The order exists: the cart is empty.
    expect(cartActions.snapshot().lines).toEqual([]);
  });

  it('a refusal over the budget: the figures fetched again show the split, and the employee may pay it', async () => {
    const state = {
      options: deliveryOptions({ employees_may_pay_difference: true, budget_left: '5000.00' }),
      dish: jollof(),
    };
    const { sent } = serveCart(state, [
      refused('This order (₦2,500.00) is over your monthly budget: ₦1,000.00 left this month.'),
      awaiting(paymentPage()),
    ]);
    const user = userEvent.setup();
    renderInApp(<MealsPage />, '/worker/overview');
    const cart = await openCart(user);
    await waitFor(() => expect(selected(cart.getByRole('combobox', { name: 'Day' }))).toBe('2026-03-09'));
    expect(cart.queryByTestId('cart-pay-split')).toBeNull();

    // Another order spent the budget meanwhile.
    state.options = deliveryOptions({ employees_may_pay_difference: true, budget_left: '1000.00' });
    await user.click(checkoutButton(cart));
    expect((await cart.findByRole('alert')).textContent).toContain('over your monthly budget');
    expect((await cart.findByTestId('cart-pay-split')).textContent).toContain(
      'Your company pays ₦1,000.00, you pay ₦1,500.00 by card.',
    );
    await user.click(cart.getByRole('button', { name: 'Checkout and pay ₦1,500.00' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]).not.toHaveProperty('pay_difference');
    expect(sent[1]).toMatchObject({ pay_difference: true });
  });
});
