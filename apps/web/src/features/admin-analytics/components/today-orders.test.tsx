import type { TodayOrders } from '@lunch/contract';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TodayOrdersGrid } from './today-orders';

const none = {
  AWAITING_PAYMENT: 0,
  PENDING: 0,
  CONFIRMED: 0,
  READY: 0,
  OUT_FOR_DELIVERY: 0,
  DELIVERED: 0,
  DECLINED: 0,
  CANCELLED: 0,
};
const today = (slots: TodayOrders['slots']): TodayOrders => ({
  date: '2026-03-10',
  time_zone: 'Africa/Lagos',
  slots,
});
const hrefFor = ({ slot, status }: { slot?: string; status?: string }) =>
  `/orders?slot=${slot ?? ''}&status=${status ?? ''}`;

describe("today's orders by slot and status", () => {
  it('links each count to its orders, totals by slot and by status, and leaves zeros unlinked', () => {
    render(
      <MemoryRouter>
        <TodayOrdersGrid
          today={today([
            { slot: '12:00', counts: { ...none, PENDING: 2, CANCELLED: 1 }, total: 3 },
            { slot: '12:30', counts: { ...none, PENDING: 1 }, total: 1 },
          ])}
          hrefFor={hrefFor}
        />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: "Today's orders by delivery slot and status" });
    const link = (name: string) => within(table).getByRole('link', { name }).getAttribute('href');
    expect(link('2 pending orders at 12:00')).toBe('/orders?slot=12:00&status=PENDING');
    expect(link('3 orders at 12:00')).toBe('/orders?slot=12:00&status=');
    expect(link('3 pending orders today')).toBe('/orders?slot=&status=PENDING');
    expect(link('4 orders today')).toBe('/orders?slot=&status=');
    expect(within(table).getAllByRole('link')).toHaveLength(8);
  });

  it("shows orders awaiting the employee's payment in a column of their own only when there are some", () => {
    const grid = (awaiting: number) => (
      <MemoryRouter>
        <TodayOrdersGrid
          today={today([
            {
              slot: '12:00',
              counts: { ...none, PENDING: 1, AWAITING_PAYMENT: awaiting },
              total: 1 + awaiting,
            },
          ])}
          hrefFor={hrefFor}
        />
      </MemoryRouter>
    );
    const { rerender } = render(grid(0));
    expect(screen.queryByRole('columnheader', { name: 'Awaiting payment' })).toBeNull();
    rerender(grid(2));
    const table = screen.getByRole('table', { name: "Today's orders by delivery slot and status" });
    expect(within(table).getByRole('columnheader', { name: 'Awaiting payment' })).toBeTruthy();
    expect(
      within(table).getByRole('link', { name: '2 awaiting payment orders at 12:00' }).getAttribute('href'),
    ).toBe('/orders?slot=12:00&status=AWAITING_PAYMENT');
  });

  it('says so when there is no order today', () => {
    render(
      <MemoryRouter>
        <TodayOrdersGrid today={today([{ slot: '12:00', counts: none, total: 0 }])} hrefFor={hrefFor} />
      </MemoryRouter>,
    );
    expect(screen.getByText('No orders for today yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
