import type { Order, OrderDelivery, OrderEvent } from '@lunch/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { order as anOrder, answered } from '../../../test/fixtures';
import { Component as OrdersPage } from './orders';

/*
 * Issue 29, the employee's side of tracking and problems: a live order shows its handover code and
 * how its delivery goes, live; a delivered (or failed, or late) order offers "Report a problem"
 * for a day, and then shows how the problem was put right.
 */

const JOLLOF = '0195a3c2-7b1e-7c3d-9f00-000000000110';
const PLANTAIN = '0195a3c2-7b1e-7c3d-9f00-000000000140';
/** The browser's own zone: times show without a zone name. */
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
/** An instant at `hh:mm` on 2 March 2026 on the browser's clock. */
const at = (hours: number, minutes: number) => new Date(2026, 2, 2, hours, minutes).toISOString();

const delivery = (change: Partial<OrderDelivery> = {}): OrderDelivery => ({
  rider: null,
  picked_up_at: null,
  delivered_at: null,
  failed_at: null,
  failure_reason: null,
  late: false,
  ...change,
});

const live = (change: Partial<Order> = {}) =>
  anOrder({ status: 'CONFIRMED', time_zone: zone, delivery: delivery(), ...change });

const rowOf = (text: string) => screen.getAllByRole('row').find((row) => row.textContent?.includes(text))!;

/** An EventSource the test speaks through: `emit` sends an order event to the page. */
class LiveEventSource {
  static current: LiveEventSource | null = null;
  private listeners = new Map<string, Array<(event: Event) => void>>();
  constructor() {
    LiveEventSource.current = this;
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {}
  emit(event: OrderEvent) {
    const message = new MessageEvent(event.type, { data: JSON.stringify(event) });
    for (const listener of this.listeners.get(event.type) ?? []) listener(message);
  }
}

type Envelope = {
  status: number;
  body: { success: boolean; message: string; data?: unknown; errors?: unknown };
};

/** The employee's orders as the server answers them (`set` changes the next answer); POST /orders/:id/issues for `reportable`. */
function serveOrders(start: Order[], reportable?: Order) {
  vi.stubGlobal('EventSource', LiveEventSource);
  let list = start;
  let reported: (body: unknown) => Envelope = () => answered(null);
  const routes: Parameters<typeof serveApi>[0] = {
    'GET /orders': () => answered({ list, total: list.length, page: 1, limit: 10 }),
  };
  if (reportable) routes[`POST /orders/${reportable.id}/issues`] = (body) => reported(body);
  const fetch = serveApi(routes);
  const posted = () =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return {
    posted,
    set: (next: Order[]) => {
      list = next;
    },
    answer: (answer: typeof reported) => {
      reported = answer;
    },
  };
}

afterEach(() => {
  LiveEventSource.current = null;
});

describe('My orders: tracking', () => {
  it('shows the handover code and the delivery progress of each order; no code once handed over or stopped', async () => {
    serveOrders([
      live({
        id: '0195a3c2-7b1e-7c3d-9f00-00000000b001',
        status: 'OUT_FOR_DELIVERY',
        handover_code: '4821',
        delivery: delivery({ rider: { first_name: 'Musa' }, picked_up_at: at(12, 10), late: true }),
      }),
      live({
        id: '0195a3c2-7b1e-7c3d-9f00-00000000b002',
        status: 'DELIVERED',
        handover_code: '1357',
        delivery: delivery({
          rider: { first_name: 'Musa' },
          picked_up_at: at(12, 10),
          delivered_at: at(12, 41),
        }),
      }),
      live({
        id: '0195a3c2-7b1e-7c3d-9f00-00000000b003',
        status: 'OUT_FOR_DELIVERY',
        handover_code: '2468',
        delivery: delivery({
          rider: { first_name: 'Musa' },
          picked_up_at: at(12, 10),
          failed_at: at(12, 50),
          failure_reason: 'Nobody at the gate',
        }),
      }),
      live({ id: '0195a3c2-7b1e-7c3d-9f00-00000000b004', status: 'CANCELLED', handover_code: '9999' }),
      live({ id: '0195a3c2-7b1e-7c3d-9f00-00000000b005', status: 'PENDING', handover_code: '0042' }),
    ]);
    renderInApp(<OrdersPage />, '/worker/orders');
    await screen.findAllByTestId('handover-code');

    const onTheWay = rowOf('4821');
    expect(within(onTheWay).getByTestId('handover-code').textContent).toBe(
      'Handover code 4821 — give it to the rider',
    );
    expect(within(onTheWay).getByRole('list', { name: 'Delivery progress' }).textContent).toBe(
      'Rider: MusaOn the way since 12:10',
    );
    expect(within(onTheWay).getByText('Running late')).toBeTruthy();

    const delivered = rowOf('Delivered at');
    expect(within(delivered).getByText('Delivered at 12:41')).toBeTruthy();
    expect(within(delivered).queryByTestId('handover-code')).toBeNull();
    expect(within(delivered).queryByText('Running late')).toBeNull();

    const failed = rowOf('2468');
    expect(within(failed).getByText('Could not be delivered: Nobody at the gate')).toBeTruthy();
    expect(within(failed).queryByText(/On the way/)).toBeNull();

    // Cancelled: no code, no progress. Pending without a rider: the code, nothing else yet.
    expect(screen.queryByText(/9999/)).toBeNull();
    const pending = rowOf('0042');
    expect(within(pending).queryByRole('list', { name: 'Delivery progress' })).toBeNull();
    expect(screen.getAllByTestId('handover-code')).toHaveLength(3);
  });

  it('follows the order live: the rider assigned, then on the way, each told in a toast', async () => {
    const confirmed = live({ handover_code: '4821', total_amount: '5000.00' });
    serveOrders([confirmed]);
    renderInApp(<OrdersPage />, '/worker/orders');
    const row = () => rowOf('4821');
    await screen.findByTestId('handover-code');
    expect(within(row()).queryByRole('list', { name: 'Delivery progress' })).toBeNull();

    const assigned = { ...confirmed, delivery: delivery({ rider: { first_name: 'Musa' } }) };
    act(() => LiveEventSource.current!.emit({ type: 'order.updated', order: assigned }));
    expect(await within(row()).findByText('Rider: Musa')).toBeTruthy();
    expect(await screen.findByText('Musa is your rider for your order of ₦5,000.00.')).toBeTruthy();

    const left = {
      ...assigned,
      status: 'OUT_FOR_DELIVERY' as const,
      delivery: delivery({ rider: { first_name: 'Musa' }, picked_up_at: at(12, 10) }),
    };
    act(() => LiveEventSource.current!.emit({ type: 'order.updated', order: left }));
    expect(await within(row()).findByText('On the way since 12:10')).toBeTruthy();
    expect(within(row()).getByText('OUT FOR DELIVERY')).toBeTruthy();
    expect(await screen.findByText('Your order of ₦5,000.00 is now OUT FOR DELIVERY.')).toBeTruthy();
    // Still to hand over: the code stays.
    expect(within(row()).getByTestId('handover-code').textContent).toContain('4821');
  });
});

describe('My orders: report a problem', () => {
  const now = Date.now();
  const delivered = live({
    status: 'DELIVERED',
    items: [
      { food_menu: JOLLOF, name: 'Jollof rice', price: '2500.00', quantity: 2 },
      { food_menu: PLANTAIN, name: 'Fried plantain', price: '800.00', quantity: 1 },
    ],
    delivery: delivery({ delivered_at: new Date(now - 60 * 60 * 1000).toISOString() }),
  });

  it('posts the kind, the dishes ticked and the note, then shows the problem is being looked into', async () => {
    const user = userEvent.setup();
    const server = serveOrders([delivered], delivered);
    renderInApp(<OrdersPage />, '/worker/orders');
    await user.click(await screen.findByRole('button', { name: 'Report a problem' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Report a problem' }));

    // Nothing chosen: the form says so and sends nothing.
    await user.click(dialog.getByRole('button', { name: 'Report problem' }));
    expect(await dialog.findByText('Choose what went wrong')).toBeTruthy();
    expect(server.posted()).toEqual([]);

    // The server refuses a dish: its message lands on the dishes.
    server.answer(() => ({
      status: 400,
      body: {
        success: false,
        message: 'Items must be dishes of this order',
        errors: [{ path: 'items', message: 'Items must be dishes of this order' }],
      },
    }));
    await user.selectOptions(
      dialog.getByRole('combobox', { name: 'What went wrong' }),
      'Something was missing',
    );
    await user.click(dialog.getByRole('checkbox', { name: '1 × Fried plantain' }));
    await user.type(dialog.getByRole('textbox', { name: 'Note (optional)' }), 'No plantain in the bag');
    await user.click(dialog.getByRole('button', { name: 'Report problem' }));
    const refused = await dialog.findByText('Items must be dishes of this order', {
      selector: '[role="alert"]',
    });
    expect(
      dialog.getByRole('group', { name: 'Which dishes (optional)' }).getAttribute('aria-describedby'),
    ).toBe(refused.id);

    // Accepted: the order now shows it was reported, and offers no second report.
    const issue = {
      id: '0195a3c2-7b1e-7c3d-9f00-00000000c001',
      kind: 'missing_item' as const,
      status: 'open' as const,
      resolution: null,
      refund: '0.00',
      reply: '',
      created_at: new Date(now).toISOString(),
    };
    server.answer(() => {
      server.set([{ ...delivered, issue }]);
      return { status: 201, body: { success: true, message: 'Problem reported', data: issue } };
    });
    await user.click(dialog.getByRole('button', { name: 'Report problem' }));
    expect(await screen.findByTestId('order-issue')).toBeTruthy();
    expect(screen.getByTestId('order-issue').textContent).toBe('Problem reported — we are looking into it');
    expect(screen.queryByRole('dialog', { name: 'Report a problem' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Report a problem' })).toBeNull();
    const body = { kind: 'missing_item', items: [PLANTAIN], note: 'No plantain in the bag' };
    expect(server.posted()).toEqual([body, body]);
  });

  it('is offered within a day of delivery, for a failed or late delivery, and not after', async () => {
    const dayAndMore = new Date(now - 25 * 60 * 60 * 1000).toISOString();
    const order = (n: number, change: Partial<Order>) =>
      live({ id: `0195a3c2-7b1e-7c3d-9f00-00000000d00${n}`, total_amount: `${n}111.00`, ...change });
    serveOrders([
      order(1, { status: 'DELIVERED', delivery: delivery({ delivered_at: dayAndMore }) }),
      order(2, { status: 'OUT_FOR_DELIVERY', delivery: delivery({ late: true }) }),
      order(3, {
        status: 'OUT_FOR_DELIVERY',
        delivery: delivery({ failed_at: new Date(now).toISOString(), failure_reason: 'Road closed' }),
      }),
      order(4, { status: 'CONFIRMED' }),
    ]);
    const user = userEvent.setup();
    renderInApp(<OrdersPage />, '/worker/orders');
    await screen.findAllByTestId('handover-code');
    const row = (n: number) => rowOf(`₦${n},111.00`);
    const offered = (n: number) =>
      within(row(n)).queryByRole('button', { name: 'Report a problem' }) !== null;
    expect([1, 2, 3, 4].map(offered)).toEqual([false, true, true, false]);

    // A late order's report starts as "Arrived late", a failed one's as "Never arrived".
    await user.click(within(row(2)).getByRole('button', { name: 'Report a problem' }));
    const dialog = () => within(screen.getByRole('dialog', { name: 'Report a problem' }));
    const kind = () => dialog().getByRole('combobox', { name: 'What went wrong' }) as HTMLSelectElement;
    expect(kind().value).toBe('late');
    await user.click(dialog().getByRole('button', { name: 'Cancel' }));
    await user.click(within(row(3)).getByRole('button', { name: 'Report a problem' }));
    expect(kind().value).toBe('not_delivered');
  });

  it('shows how a problem was put right: the resolution, the refund and the reply', async () => {
    serveOrders([
      live({
        status: 'DELIVERED',
        delivery: delivery({ delivered_at: at(12, 41) }),
        issue: {
          id: '0195a3c2-7b1e-7c3d-9f00-00000000c001',
          kind: 'missing_item',
          status: 'resolved',
          resolution: 'partial_refund',
          refund: '800.00',
          reply: 'Sorry about the plantain: it is refunded.',
          created_at: at(13, 0),
        },
      }),
    ]);
    renderInApp(<OrdersPage />, '/worker/orders');
    const state = await screen.findByTestId('order-issue');
    expect(
      within(state).getByText('Problem put right: Refunded in part, ₦800.00 back to your budget'),
    ).toBeTruthy();
    expect(within(state).getByText('Reply: Sorry about the plantain: it is refunded.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Report a problem' })).toBeNull());
  });
});
