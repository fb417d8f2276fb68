import type { MenuItem, Order } from '@lunch/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartActions } from '../../../features/cart/cart-store';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { order as anOrder, answered, deliveryOptions, menuItem } from '../../../test/fixtures';
import { Component as OrdersPage } from './orders';

const delivery = deliveryOptions();

const JOLLOF = '0195a3c2-7b1e-7c3d-9f00-000000000110';
const SOUP = '0195a3c2-7b1e-7c3d-9f00-000000000120';
const SUYA = '0195a3c2-7b1e-7c3d-9f00-000000000130';

const dish = (id: string, name: string, price: string, change: Partial<MenuItem> = {}): MenuItem =>
  menuItem({ id, name, description: name, price, ...change });

const order: Order = anOrder({
  total_amount: '7500.00',
  items: [
    { food_menu: JOLLOF, name: 'Jollof rice', price: '2000.00', quantity: 2 },
    { food_menu: SOUP, name: 'Pepper soup', price: '1500.00', quantity: 1 },
    { food_menu: SUYA, name: 'Suya', price: '2000.00', quantity: 1 },
  ],
});

class QuietEventSource {
  addEventListener() {}
  close() {}
}

function serveOrders(list: Order[] = [order]) {
  vi.stubGlobal('EventSource', QuietEventSource);
  return serveApi({
    'GET /orders': answered({ list, total: list.length, page: 1, limit: 10 }),
    'GET /orders/delivery-options': answered(delivery),
    // Today's price; the soup is switched off; suya only on Mondays.
    [`GET /food-menu/${JOLLOF}`]: answered(dish(JOLLOF, 'Jollof rice', '2500.00')),
    [`GET /food-menu/${SOUP}`]: answered(dish(SOUP, 'Pepper soup', '1500.00', { available: false })),
    [`GET /food-menu/${SUYA}`]: answered(dish(SUYA, 'Suya', '2000.00', { available_days: ['MON'] })),
  });
}

beforeEach(() => {
  window.localStorage.clear();
  cartActions.clear();
  cartActions.setDelivery(null);
  cartActions.add({ id: 'other', name: 'Zobo', priceKobo: 80_000 });
});

describe('My orders: Order again', () => {
  it('fills the cart for the day and time chosen, at today’s prices, charging nothing', async () => {
    const fetch = serveOrders();
    const user = userEvent.setup();
    const { router } = renderInApp(<OrdersPage />, '/worker/orders');

    await user.click(await screen.findByRole('button', { name: 'Order again' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Order again' }));
    expect(dialog.getByText(/Nothing is charged until you check out/)).toBeTruthy();
    const dayBox = await dialog.findByRole('combobox', { name: 'Day' });
    expect((dayBox as HTMLSelectElement).value).toBe('2026-03-09');
    expect((dialog.getByRole('combobox', { name: 'Time' }) as HTMLSelectElement).value).toBe('12:30');

    // Monday: suya is offered, the soup is not available any more.
    const list = await dialog.findByRole('list', { name: 'Dishes for your cart' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 × Jollof rice₦5,000.00now ₦2,500.00 each, was ₦2,000.00', '1 × Suya₦2,000.00']);
    expect(dialog.getByText('Left out: Pepper soup (no longer available).')).toBeTruthy();
    expect(dialog.getByText('This replaces the 1 item now in your cart.')).toBeTruthy();

    // Tuesday at 13:00: suya is not offered on Tuesdays.
    await user.selectOptions(dayBox, 'Tue 10 Mar 2026');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Time' }), '13:00');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(
      dialog.getByText('Left out: Pepper soup (no longer available), Suya (not offered on Tuesdays).'),
    ).toBeTruthy();
    // No button speaks of paying or ordering.
    const buttons = dialog.getAllByRole('button').map((button) => button.textContent);
    expect(buttons.filter((label) => /pay|charge|order|checkout/i.test(label ?? ''))).toEqual([]);

    await user.click(dialog.getByRole('button', { name: 'Put in my cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/worker/overview'));
    expect(router.state.location.search).toBe('?day=2026-03-10');
    expect(router.state.location.state).toEqual({ openCart: true });
    expect(cartActions.snapshot()).toMatchObject({
      lines: [{ id: JOLLOF, name: 'Jollof rice', priceKobo: 250_000, quantity: 2 }],
      delivery: { date: '2026-03-10', slot: '13:00' },
      notice: 'Not put in your cart: Pepper soup (no longer available), Suya (not offered on Tuesdays).',
    });
    // Nothing was sent but reads.
    expect(fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET')).toEqual([]);
  });

  it('Cancel leaves the cart as it was and gives the keyboard back to the button', async () => {
    serveOrders();
    const user = userEvent.setup();
    renderInApp(<OrdersPage />, '/worker/orders');
    const again = await screen.findByRole('button', { name: 'Order again' });
    await user.click(again);
    const dialog = within(screen.getByRole('dialog', { name: 'Order again' }));
    await dialog.findByRole('list', { name: 'Dishes for your cart' });
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Order again' })).toBeNull();
    expect(document.activeElement).toBe(again);
    expect(cartActions.snapshot().lines.map((line) => line.name)).toEqual(['Zobo']);
  });
});

describe('My orders: where each order goes', () => {
  it('shows the address of each order, and the delivery fee and zone when it paid one', async () => {
    const office = {
      ...order.address!,
      id: null,
      label: 'Office',
      address_line_1: '3 Admiralty Way',
      area: 'Lekki',
      city: 'Lagos',
    };
    const toOffice = anOrder({
      id: '0195a3c2-7b1e-7c3d-9f00-00000000a002',
      address: office,
      zone: 'Lekki',
      delivery_fee: '500.00',
    });
    const second = anOrder({ id: '0195a3c2-7b1e-7c3d-9f00-00000000a003', address: office, zone: 'Lekki' });
    serveOrders([toOffice, second, order]);
    renderInApp(<OrdersPage />, '/worker/orders');

    await screen.findAllByTestId('order-address');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByTestId('order-address').textContent)).toEqual([
      'Office: 3 Admiralty Way, Lekki, Lagos',
      'Office: 3 Admiralty Way, Lekki, Lagos',
      'Home: 12 Allen Avenue, Ikeja, Lagos',
    ]);
    // Only the first order of the day, slot and address paid the fee; the company paid it.
    expect(rows.map((row) => within(row).queryByTestId('order-delivery-fee')?.textContent ?? null)).toEqual([
      'Delivery fee ₦500.00 (Lekki), paid by your company',
      null,
      null,
    ]);
  });
});
