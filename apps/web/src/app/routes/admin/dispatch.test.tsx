import type { AssignOrders, DispatchBoard, DispatchOrder } from '@lunch/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { answered } from '../../../test/fixtures';
import { Component as DispatchPage } from './dispatch';

const DAY = '2026-11-26';
const MAINLAND = '0195a3c2-7b1e-7c3d-9f00-00000000b001';
const ISLAND_RIDER = '0195a3c2-7b1e-7c3d-9f00-00000000d001';
const OTHER_RIDER = '0195a3c2-7b1e-7c3d-9f00-00000000d002';
const ORDER_A = '0195a3c2-7b1e-7c3d-9f00-00000000a001';
const ORDER_B = '0195a3c2-7b1e-7c3d-9f00-00000000a002';

class QuietEventSource {
  addEventListener() {}
  close() {}
}

const order = (id: string, change: Partial<DispatchOrder> = {}): DispatchOrder => ({
  id,
  ref: id.slice(-6).toUpperCase(),
  status: 'CONFIRMED',
  delivery_date: DAY,
  delivery_slot: '12:30',
  time_zone: 'Africa/Lagos',
  zone: 'Mainland',
  employee_name: 'Staff Member',
  company_name: 'A Company',
  address: '2 Allen Avenue, Ikeja, Lagos',
  items: 1,
  rider: null,
  late: false,
  failed_at: null,
  failure_reason: null,
  handover_locked: false,
  ...change,
});

/**
 * The day's dispatch as the server keeps it: Mainland at 12:30 with two unassigned orders (one of
 * them late with a locked code) and one delivered, and an order in no zone at 13:00; two riders,
 * one riding Mainland. A group's assignment gives its unassigned orders to the rider.
 */
function serveDispatch() {
  vi.stubGlobal('EventSource', QuietEventSource);
  let orders = [
    order(ORDER_A, { late: true, handover_locked: true }),
    order(ORDER_B),
    order('0195a3c2-7b1e-7c3d-9f00-00000000a003', { status: 'DELIVERED' }),
  ];
  const riders = [
    { id: OTHER_RIDER, first_name: 'Other', last_name: 'Rider', orders: 0, zones: [] },
    { id: ISLAND_RIDER, first_name: 'Island', last_name: 'Rider', orders: 0, zones: [MAINLAND] },
  ];
  const board = (): DispatchBoard => {
    const carried = orders.filter((one) => one.rider);
    return {
      date: DAY,
      groups: [
        {
          zone: { id: MAINLAND, name: 'Mainland' },
          slot: '12:30',
          orders: orders.length,
          unassigned: orders.filter((one) => !one.rider && one.status !== 'DELIVERED').length,
          delivered: 1,
          riders:
            carried.length > 0
              ? [{ id: ISLAND_RIDER, first_name: 'Island', last_name: 'Rider', orders: carried.length }]
              : [],
        },
        { zone: null, slot: '13:00', orders: 1, unassigned: 1, delivered: 0, riders: [] },
      ],
      riders,
    };
  };
  const fetch = serveApi({
    'GET /admin/dispatch': () => answered(board()),
    'GET /admin/dispatch/orders': () =>
      answered({ list: orders, total: orders.length, page: 1, limit: 10, lastId: null }),
    'PATCH /admin/dispatch': (body) => {
      const { riderId, orderIds } = body as AssignOrders;
      const rider = riders.find((one) => one.id === riderId) ?? null;
      // A group's assignment takes its unassigned live orders; named orders are taken one by one.
      const moving = orders.filter((one) =>
        orderIds ? orderIds.includes(one.id) : !one.rider && one.status !== 'DELIVERED',
      );
      const refused = moving.filter((one) => one.status === 'DELIVERED');
      const moved = moving.filter((one) => one.status !== 'DELIVERED').map((one) => one.id);
      orders = orders.map((one) => (moved.includes(one.id) ? { ...one, rider } : one));
      return answered({
        assigned: moved.length,
        refused: refused.map((one) => ({ orderId: one.id, message: 'A delivered order keeps its rider.' })),
      });
    },
    'POST /admin/dispatch/auto': answered({ assigned: 12, unassigned: 3 }),
  });
  const sent = (method: string) =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === method)
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return { sent };
}

const boardRow = (name: RegExp) =>
  within(screen.getByRole('table', { name: /^Zones and slots/ })).getByRole('row', { name });

describe('dispatch', () => {
  it("assigns a zone's slot to a rider at once: every unassigned order of it", async () => {
    const user = userEvent.setup();
    const { sent } = serveDispatch();
    renderInApp(<DispatchPage />, '/admin/dispatch');

    const mainland = await screen.findByRole('row', { name: /^Mainland Show orders 12:30/ });
    expect(within(mainland).getByRole('cell', { name: 'Nobody yet' })).toBeTruthy();
    const choose = within(mainland).getByLabelText('Rider for Mainland at 12:30') as HTMLSelectElement;
    // The zone's own riders come first.
    expect([...choose.options].map((option) => option.text)).toEqual([
      'Choose a rider',
      'Island Rider (0 today)',
      'Other Rider (0 today)',
    ]);
    const assign = within(mainland).getByRole('button', {
      name: 'Assign all unassigned of Mainland at 12:30',
    });
    expect((assign as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(choose, 'Island Rider (0 today)');
    await user.click(assign);

    expect(await screen.findByText('2 orders assigned to Island Rider')).toBeTruthy();
    expect(sent('PATCH')).toEqual([
      { group: { date: DAY, zone_id: MAINLAND, slot: '12:30' }, riderId: ISLAND_RIDER },
    ]);
    await waitFor(() =>
      expect(within(boardRow(/^Mainland Show orders 12:30/)).getByText('All assigned')).toBeTruthy(),
    );
    expect(within(boardRow(/^Mainland Show orders 12:30/)).getByText('Island Rider (2)')).toBeTruthy();
    // The list below shows who carries each order now.
    const list = screen.getByRole('table', { name: 'Every order of Thu 26 Nov 2026' });
    await waitFor(() => expect(within(list).getAllByText('Island Rider')).toHaveLength(2));
  });

  it('lists a group, assigns the checked orders and says which were refused; shares the day out', async () => {
    const user = userEvent.setup();
    const { sent } = serveDispatch();
    renderInApp(<DispatchPage />, '/admin/dispatch');

    await user.click(await screen.findByRole('button', { name: 'Show orders of Mainland at 12:30' }));
    const list = await screen.findByRole('table', { name: 'Orders of Mainland at 12:30' });
    const late = within(list).getByRole('row', { name: /A001/ });
    expect(within(late).getByText('Late')).toBeTruthy();
    expect(within(late).getByText('Code locked')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Check all on this page' }));
    await user.selectOptions(screen.getByLabelText('Assign to'), 'Other Rider (0 today)');
    await user.click(screen.getByRole('button', { name: 'Assign 3 checked' }));
    expect(
      await screen.findByText(
        '2 orders assigned to Other Rider; 1 order refused: A delivered order keeps its rider.',
      ),
    ).toBeTruthy();
    expect(sent('PATCH')).toEqual([
      { orderIds: [ORDER_A, ORDER_B, '0195a3c2-7b1e-7c3d-9f00-00000000a003'], riderId: OTHER_RIDER },
    ]);
    expect(screen.getByRole('button', { name: 'Assign 0 checked' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Share out automatically' }));
    expect(await screen.findByText('12 orders assigned, 3 left unassigned')).toBeTruthy();
    expect(sent('POST')).toEqual([{ date: DAY }]);
  });
});
