import type { Order } from '@lunch/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { order as anOrder, answered } from '../../../test/fixtures';
import { Component as OrdersPage } from './orders';

const PAGE = 'https://checkout.paystack.com/pay_0123456789abcdef';

/** An order the employee pays ₦1,000.00 of by card, waiting for that payment until 10:15 (UTC). */
const waiting: Order = anOrder({
  id: '0195a3c2-7b1e-7c3d-9f00-00000000a002',
  status: 'AWAITING_PAYMENT',
  total_amount: '6000.00',
  company_pays: '5000.00',
  employee_pays: '1000.00',
  payment_due_at: '2026-03-10T09:15:00.000Z',
  payment_url: PAGE,
  delivery: {
    rider: null,
    picked_up_at: null,
    delivered_at: null,
    failed_at: null,
    failure_reason: null,
    late: false,
  },
});

class QuietEventSource {
  addEventListener() {}
  close() {}
}

function serveOrders(list: Order[], verified: Array<Order>) {
  vi.stubGlobal('EventSource', QuietEventSource);
  return serveApi({
    'GET /orders': answered({ list, total: list.length, page: 1, limit: 10 }),
    [`GET /orders/${waiting.id}/payment/verify`]: () => answered(verified.shift() ?? waiting),
  });
}

describe('My orders: paying the difference', () => {
  it('shows the split and "Pay now" to the payment page while the order waits for the payment', async () => {
    serveOrders([waiting], []);
    renderInApp(<OrdersPage />, '/worker/orders');
    const row = (await screen.findByTestId('order-pay-split')).closest('tr')!;
    expect(within(row).getByTestId('order-pay-split').textContent).toBe(
      'Company ₦5,000.00 · you ₦1,000.00 by card',
    );
    expect(within(row).getByText('AWAITING PAYMENT')).toBeTruthy();
    const pay = within(row).getByRole('link', { name: /^Pay now/ });
    expect(pay.getAttribute('href')).toBe(PAGE);
    expect(within(row).getByText(/^Pay your ₦1,000\.00 by \d\d:\d\d/)).toBeTruthy();
    // Not placed yet: no handover code to give a rider.
    expect(within(row).queryByTestId('handover-code')).toBeNull();
    // It can be cancelled while it waits.
    expect(within(row).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('back from the payment page: checks the payment, "Check again" while unconfirmed, then says it is placed', async () => {
    const placed = { ...waiting, status: 'PENDING' as const, payment_url: null, payment_due_at: null };
    const fetch = serveOrders([waiting], [waiting, placed]);
    const user = userEvent.setup();
    const { router } = renderInApp(
      <OrdersPage />,
      `/worker/orders?payment=${waiting.id}&trxref=pay_0123456789abcdef&reference=pay_0123456789abcdef`,
    );
    const result = await screen.findByTestId('payment-result');
    await waitFor(() =>
      expect(result.textContent).toContain('Your payment of ₦1,000.00 is not confirmed yet.'),
    );
    expect(within(result).getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(PAGE);
    await user.click(within(result).getByRole('button', { name: 'Check again' }));
    await waitFor(() =>
      expect(result.textContent).toContain(
        'Payment received: your order is placed. Your company paid ₦5,000.00, you paid ₦1,000.00.',
      ),
    );
    // The orders were fetched again once it was known.
    await waitFor(() =>
      expect(
        fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/orders?')).length,
      ).toBeGreaterThan(1),
    );
    await user.click(within(result).getByRole('button', { name: 'Dismiss payment result' }));
    expect(screen.queryByTestId('payment-result')).toBeNull();
    expect(router.state.location.search).toBe('');
  });

  it('an order cancelled before its payment arrived: says the payment goes back to the card', async () => {
    serveOrders([waiting], [{ ...waiting, status: 'CANCELLED', payment_url: null }]);
    renderInApp(<OrdersPage />, `/worker/orders?payment=${waiting.id}`);
    const result = await screen.findByTestId('payment-result');
    await waitFor(() =>
      expect(result.textContent).toContain(
        'This order was cancelled. Any payment of ₦1,000.00 you made for it goes back to your card.',
      ),
    );
  });
});
