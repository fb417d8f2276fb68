import type { Ticket, TicketBoard } from '@lunch/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { answered } from '../../../test/fixtures';
import { Component as TicketsPage } from './tickets';

const DAY = '2026-11-26';
const FIRST = '0195a3c2-7b1e-7c3d-9f00-00000000e001';
const SECOND = '0195a3c2-7b1e-7c3d-9f00-00000000e002';
const THIRD = '0195a3c2-7b1e-7c3d-9f00-00000000e003';
const DISH = '0195a3c2-7b1e-7c3d-9f00-000000000110';
/** The browser's own zone: slot times show without a zone name. */
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

const ticket = (change: Partial<Ticket> = {}): Ticket => ({
  id: FIRST,
  ref: 'E0E001',
  status: 'PENDING',
  slot: '12:30',
  time_zone: ZONE,
  employee_first_name: 'Staff',
  items: [{ food_menu: DISH, name: 'Jollof rice', quantity: 2 }],
  notes: [],
  decline_reason: null,
  created_at: '2026-11-26T08:00:00.000Z',
  ...change,
});

/** The board as the server builds it: slots in the order given, each with its tickets. */
const boardOf = (tickets: Ticket[], date = DAY): TicketBoard => ({
  date,
  slots: [...new Set(tickets.map((one) => one.slot))].map((slot) => ({
    slot,
    capacity: slot === '12:30' ? 20 : null,
    tickets: tickets.filter((one) => one.slot === slot),
  })),
});

/**
 * The restaurant's tickets as the server keeps them: accept confirms, decline declines with the
 * reason, marking a slot ready moves its confirmed orders to READY.
 */
function serveBoard(start: Ticket[]) {
  let tickets = [...start];
  const change = (id: string, changes: Partial<Ticket>) => {
    tickets = tickets.map((one) => (one.id === id ? { ...one, ...changes } : one));
    return answered(tickets.find((one) => one.id === id));
  };
  const perTicket = (id: string) => ({
    [`POST /restaurant/orders/${id}/accept`]: () => change(id, { status: 'CONFIRMED' }),
    [`POST /restaurant/orders/${id}/decline`]: (body: unknown) =>
      change(id, { status: 'DECLINED', decline_reason: (body as { reason: string }).reason }),
  });
  const fetch = serveApi({
    'GET /restaurant/tickets': () => answered(boardOf(tickets)),
    ...perTicket(FIRST),
    ...perTicket(SECOND),
    ...perTicket(THIRD),
    'POST /restaurant/tickets/ready': (body: unknown) => {
      const { slot } = body as { slot: string };
      const ready = tickets.filter((one) => one.slot === slot && one.status === 'CONFIRMED');
      for (const one of ready) change(one.id, { status: 'READY' });
      return answered({ ready: ready.length });
    },
  });
  const sent = (path: string) =>
    fetch.mock.calls
      .filter(([url, init]) => init?.method === 'POST' && url === `/api${path}`)
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  const asked = () =>
    fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET').map(([url]) => url);
  return { sent, asked };
}

/** A ticket, named by its heading: "Staff Order E0E001". */
const card = (name: RegExp) => screen.getByRole('listitem', { name });
const dialog = () => screen.getByRole('dialog');

describe("the restaurant's tickets", () => {
  it('shows each slot in time order with its tickets: who, what, the notes highlighted; accepts a pending one', async () => {
    const user = userEvent.setup();
    const { sent } = serveBoard([
      ticket({ id: SECOND, ref: 'E0E002', slot: '13:00', employee_first_name: 'Other' }),
      ticket({ notes: ['Peanuts (allergy)', 'Leave it at the front desk'] }),
    ]);
    renderInApp(<TicketsPage />, '/restaurant/tickets');

    const slots = await screen.findAllByRole('heading', { level: 2 });
    expect(slots.map((heading) => heading.textContent)).toEqual([
      '12:30 1 order · takes 20',
      '13:00 1 order',
    ]);
    const staff = card(/^Staff/);
    expect(screen.getByRole('listitem', { name: 'Staff Order E0E001' })).toBe(staff);
    expect(within(staff).getByText('PENDING')).toBeTruthy();
    expect(within(staff).getByRole('list', { name: 'Dishes' }).textContent).toBe('2 × Jollof rice');
    const notes = within(staff).getByRole('list', { name: 'Notes' });
    expect(within(notes).getByText('Peanuts (allergy)')).toBeTruthy();
    expect(within(notes).getByText('Leave it at the front desk')).toBeTruthy();
    // Nothing accepted yet: nothing to mark ready.
    expect(
      (screen.getByRole('button', { name: 'Mark slot ready: 12:30' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    await user.click(within(staff).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText("Accepted Staff's order E0E001")).toBeTruthy();
    expect(sent(`/restaurant/orders/${FIRST}/accept`)).toEqual([{}]);
    await waitFor(() => expect(within(card(/^Staff/)).getByText('CONFIRMED')).toBeTruthy());
    expect(within(card(/^Staff/)).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(card(/^Other/)).getByRole('button', { name: 'Accept' })).toBeTruthy();
  });

  it('declines a pending order only with a reason, which the ticket then shows', async () => {
    const user = userEvent.setup();
    const { sent } = serveBoard([ticket()]);
    renderInApp(<TicketsPage />, '/restaurant/tickets');

    await user.click(
      await within(await screen.findByRole('listitem', { name: /^Staff/ })).findByRole('button', {
        name: 'Decline',
      }),
    );
    expect(within(dialog()).getByRole('heading', { name: "Decline Staff's order E0E001?" })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog()).getByLabelText('Reason')));
    await user.click(within(dialog()).getByRole('button', { name: 'Decline order' }));
    expect(await within(dialog()).findByText('Reason is required')).toBeTruthy();
    expect(sent(`/restaurant/orders/${FIRST}/decline`)).toEqual([]);

    await user.type(within(dialog()).getByLabelText('Reason'), 'We ran out of rice');
    await user.click(within(dialog()).getByRole('button', { name: 'Decline order' }));
    expect(await screen.findByText("Declined Staff's order E0E001")).toBeTruthy();
    expect(sent(`/restaurant/orders/${FIRST}/decline`)).toEqual([{ reason: 'We ran out of rice' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(within(card(/^Staff/)).getByText('Declined: We ran out of rice')).toBeTruthy(),
    );
    expect(within(card(/^Staff/)).queryByRole('button')).toBeNull();
  });

  it('marks a slot ready after saying how many orders, leaving the pending ones', async () => {
    const user = userEvent.setup();
    const { sent } = serveBoard([
      ticket({ status: 'CONFIRMED' }),
      ticket({ id: SECOND, ref: 'E0E002', status: 'CONFIRMED', employee_first_name: 'Second' }),
      ticket({ id: THIRD, ref: 'E0E003', employee_first_name: 'Third' }),
    ]);
    renderInApp(<TicketsPage />, '/restaurant/tickets');

    await user.click(await screen.findByRole('button', { name: 'Mark slot ready: 12:30' }));
    expect(
      within(dialog()).getByRole('heading', { name: 'Mark 2 orders at 12:30 ready for pickup?' }),
    ).toBeTruthy();
    // Cancel first: nothing is sent.
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(sent('/restaurant/tickets/ready')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Mark slot ready: 12:30' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Mark ready' }));
    expect(await screen.findByText('2 orders at 12:30 ready for pickup')).toBeTruthy();
    expect(sent('/restaurant/tickets/ready')).toEqual([{ date: DAY, slot: '12:30' }]);
    await waitFor(() => expect(within(card(/^Second/)).getByText('READY')).toBeTruthy());
    expect(within(card(/^Staff/)).getByText('READY')).toBeTruthy();
    expect(within(card(/^Third/)).getByText('PENDING')).toBeTruthy();
  });

  it('says when the day has no order, and moves to the next day', async () => {
    const user = userEvent.setup();
    const { asked } = serveBoard([]);
    renderInApp(<TicketsPage />, '/restaurant/tickets');
    expect(await screen.findByText(/^No orders for Thu 26 Nov 2026 yet\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(asked().at(-1)).toBe('/api/restaurant/tickets?date=2026-11-27'));
    expect(asked()[0]).toBe('/api/restaurant/tickets');
  });

  it("shows the server's message when the tickets cannot be loaded", async () => {
    serveApi({
      'GET /restaurant/tickets': {
        status: 500,
        body: { success: false, message: 'Something went wrong on our side' },
      },
    });
    renderInApp(<TicketsPage />, '/restaurant/tickets');
    expect(await screen.findByText('Something went wrong on our side')).toBeTruthy();
  });
});
