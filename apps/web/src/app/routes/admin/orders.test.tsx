import type { Order, UserRow } from '@lunch/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { order as anOrder, answered } from '../../../test/fixtures';
import { Component as OrdersPage } from './orders';

const ACME = '0195a3c2-7b1e-7c3d-9f00-00000000ac01';
const BETA = '0195a3c2-7b1e-7c3d-9f00-00000000be01';

/** To the employee's office, in the Lekki zone, the first of its day, slot and address: it paid the fee. */
const order: Order = anOrder({
  id: '0195a3c2-7b1e-7c3d-9f00-0000000000a1',
  created_at: '2026-03-09T15:07:00.000Z',
  status: 'PENDING',
  total_amount: '2500.00',
  delivery_date: '2026-03-10',
  delivery_slot: '12:30',
  time_zone: 'Asia/Tokyo',
  items: [],
  address: {
    ...anOrder().address!,
    label: 'Office',
    address_line_1: '3 Admiralty Way',
    area: 'Lekki',
    city: 'Lagos',
  },
  zone: 'Lekki',
  delivery_fee: '500.00',
  employee_details: { first_name: 'Ada', last_name: 'Obi', email: 'ada@acme.example.com' },
  company_details: { name: 'Acme Foods' },
});

const company = (id: string, name: string): UserRow => ({
  _id: id,
  id,
  name,
  email: `hr@${name.split(' ')[0]!.toLowerCase()}.example.com`,
  created_at: '2026-03-01T09:00:00.000Z',
  account_state: 'ACTIVE',
  account_type: 'Company',
  account_details: { name, spend_balance: '0.00' },
  department: null,
});

const page = (list: unknown[]) => answered({ list, total: list.length, page: 1, limit: 10, lastId: null });

class QuietEventSource {
  addEventListener() {}
  close() {}
}

/** The admin's orders and companies as the server answers them; `asked(path)` the queries sent there. */
function serveOrders() {
  vi.stubGlobal('EventSource', QuietEventSource);
  const companies = [company(ACME, 'Acme Foods'), company(BETA, 'Beta Logistics')];
  const fetch = serveApi({
    'GET /orders': page([order]),
    'GET /admin/settings': answered({
      order_cutoff: '10:30',
      time_zone: 'Africa/Lagos',
      max_days_ahead: 7,
      min_lead_minutes: 90,
      slots: ['12:00', '12:30', '13:00'],
    }),
    'GET /users': () => {
      const url = new URL(String(fetch.mock.calls.at(-1)?.[0]), 'http://app.test');
      const text = (url.searchParams.get('query') ?? '').toLowerCase();
      return page(companies.filter((row) => row.name.toLowerCase().includes(text)));
    },
  });
  const asked = (path: string) =>
    fetch.mock.calls.flatMap(([url]) => {
      const parsed = new URL(String(url), 'http://app.test');
      return parsed.pathname === `/api${path}` ? [Object.fromEntries(parsed.searchParams)] : [];
    });
  return { asked };
}

describe('admin orders: delivery day, slot and company', () => {
  it('reads its filters from the address, asks the server for them, and shows day, slot and company', async () => {
    const { asked } = serveOrders();
    renderInApp(
      <OrdersPage />,
      `/admin/orders?day=2026-03-10&slot=12:30&company=${ACME}&company_name=Acme%20Foods&status=PENDING`,
    );
    const row = await within(screen.getByRole('table', { name: 'Orders' })).findByRole('row', {
      name: /Ada Obi/,
    });
    expect(row.textContent).toContain('Tue 10 Mar 2026');
    // The slot is in the company's zone, named since it is not the browser's.
    expect(row.textContent).toContain('12:30 GMT+9');
    expect(row.textContent).toContain('Acme Foods');
    // Where it goes, and the fee the company's wallet paid for it.
    expect(within(row).getByTestId('order-address').textContent).toBe(
      'Office: 3 Admiralty Way, Lekki, Lagos',
    );
    expect(within(row).getByTestId('order-delivery-fee').textContent).toBe('Delivery fee ₦500.00 (Lekki)');
    expect(asked('/orders').at(-1)).toMatchObject({
      delivery_date: '2026-03-10',
      delivery_slot: '12:30',
      company_id: ACME,
      status: 'PENDING',
      // One day: slot by slot, unless the address asks otherwise.
      sort: 'delivery_slot',
    });
    expect(screen.getByLabelText<HTMLInputElement>('Delivery day').value).toBe('2026-03-10');
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Slot').value).toBe('12:30'));
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Company' }).value).toBe('Acme Foods');
    expect(screen.getByLabelText<HTMLSelectElement>('Sort by').value).toBe('delivery_slot');
  });

  it('finds a company by name and keeps it in the address; another day and slot go there too', async () => {
    const { asked } = serveOrders();
    const { router } = renderInApp(<OrdersPage />, '/admin/orders?page=3');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Orders' });
    expect(asked('/orders').at(-1)).toMatchObject({ sort: '-created_at' });
    expect(asked('/orders').at(-1)).not.toHaveProperty('delivery_date');

    const box = screen.getByRole('combobox', { name: 'Company' });
    await user.type(box, 'beta');
    // Suggestions follow the text once typing pauses.
    await waitFor(() => expect(screen.queryByRole('option', { name: /Acme Foods/ })).toBeNull());
    const option = screen.getByRole('option', { name: /Beta Logistics/ });
    expect(asked('/users').at(-1)).toMatchObject({ account_type: 'Company', query: 'beta' });
    expect(option.getAttribute('aria-selected')).toBe('false');
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(option.id);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        company: BETA,
        company_name: 'Beta Logistics',
      }),
    );
    await waitFor(() => expect(asked('/orders').at(-1)).toMatchObject({ company_id: BETA }));
    expect((box as HTMLInputElement).value).toBe('Beta Logistics');

    await user.type(screen.getByLabelText('Delivery day'), '2026-03-11');
    await user.selectOptions(screen.getByLabelText('Slot'), '13:00');
    await waitFor(() =>
      expect(asked('/orders').at(-1)).toMatchObject({
        company_id: BETA,
        delivery_date: '2026-03-11',
        delivery_slot: '13:00',
        sort: 'delivery_slot',
      }),
    );
    expect(router.state.location.search).toContain('day=2026-03-11');

    // Typing over the company picked unpicks it and searches what is typed.
    await user.type(box, '{Backspace}{Backspace}{Backspace}');
    await waitFor(() => expect(router.state.location.search).not.toContain('company'));
    expect((box as HTMLInputElement).value).toBe('Beta Logist');
    await waitFor(() => expect(asked('/users').at(-1)).toMatchObject({ query: 'Beta Logist' }));
    await user.click(await screen.findByRole('option', { name: /Beta Logistics/ }));
    await waitFor(() => expect(router.state.location.search).toContain(`company=${BETA}`));

    await user.click(screen.getByRole('button', { name: 'Clear company filter' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('company'));
    expect((box as HTMLInputElement).value).toBe('');
  });
});
