import type { AdminPayouts, PayoutRun, Reconciliation } from '@lunch/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { answered } from '../../../test/fixtures';
import { Component as PayoutsPage } from './payouts';

const GRILL = '0195a3c2-7b1e-7c3d-9f00-00000000c001';
const BUKKA = '0195a3c2-7b1e-7c3d-9f00-00000000c002';

const money = (balance: string, paid = '0.00') => ({
  balance,
  earned: '8750.00',
  commission: '1250.00',
  paid,
  pending: '0.00',
});

const before: AdminPayouts = {
  restaurants: [
    { id: BUKKA, name: 'Bukka Hut', platform_kitchen: false, ...money('4375.00') },
    { id: GRILL, name: 'Cedar Grill', platform_kitchen: false, ...money('8750.00') },
  ],
  payouts: [],
};

const payout = (id: string, restaurant: { id: string; name: string }, status: 'paid' | 'failed') => ({
  id,
  restaurant,
  amount: status === 'paid' ? '8750.00' : '4375.00',
  status,
  reference: `payout-${id.slice(-4)}`,
  transfer_code: null,
  failure_reason: status === 'failed' ? 'Account number could not be resolved' : null,
  created_at: '2026-11-26T09:00:00.000Z',
  updated_at: '2026-11-26T09:00:00.000Z',
});

const run: PayoutRun = {
  payouts: [
    {
      restaurant: { id: GRILL, name: 'Cedar Grill' },
      payout_id: '0195a3c2-7b1e-7c3d-9f00-00000000e001',
      amount: '8750.00',
      status: 'paid',
      failure_reason: null,
    },
    {
      restaurant: { id: BUKKA, name: 'Bukka Hut' },
      payout_id: '0195a3c2-7b1e-7c3d-9f00-00000000e002',
      amount: '4375.00',
      status: 'failed',
      failure_reason: 'Account number could not be resolved',
    },
  ],
};

const after: AdminPayouts = {
  restaurants: [
    { id: BUKKA, name: 'Bukka Hut', platform_kitchen: false, ...money('4375.00') },
    { id: GRILL, name: 'Cedar Grill', platform_kitchen: false, ...money('0.00', '8750.00') },
  ],
  payouts: [
    payout('0195a3c2-7b1e-7c3d-9f00-00000000e002', { id: BUKKA, name: 'Bukka Hut' }, 'failed'),
    payout('0195a3c2-7b1e-7c3d-9f00-00000000e001', { id: GRILL, name: 'Cedar Grill' }, 'paid'),
  ],
};

const reconciliation = (period: { from: string; to: string }, balanced = true): Reconciliation => ({
  ...period,
  time_zone: 'Africa/Lagos',
  orders: 3,
  meals_charged: '15000.00',
  refunds: '2500.00',
  earnings: '10937.50',
  commission: balanced ? '1562.50' : '1500.00',
  delivery_fees: '1500.00',
  difference: balanced ? '0.00' : '62.50',
  balanced,
});

function servePayouts() {
  let state = before;
  const fetch = serveApi({
    'GET /admin/payouts': () => answered(state),
    'POST /admin/payouts/run': () => {
      state = after;
      return answered(run, 'Payouts run');
    },
    'GET /admin/restaurants': answered([]),
    'GET /admin/reconciliation': () => {
      const url = new URL(String(fetch.mock.calls.at(-1)?.[0]), 'http://app.test');
      const from = url.searchParams.get('from') ?? '';
      const to = url.searchParams.get('to') ?? '';
      return answered(reconciliation({ from, to }, from !== '2026-10-01'));
    },
  });
  const posts = () => fetch.mock.calls.filter(([, init]) => init?.method === 'POST').length;
  return { posts };
}

describe('payouts page', () => {
  it("lists each restaurant's money, pays out only once asked, and shows what the run did", async () => {
    const user = userEvent.setup();
    const { posts } = servePayouts();
    renderInApp(<PayoutsPage />, '/admin/payouts?from=2026-11-01&to=2026-11-30');

    const grill = within(await screen.findByRole('row', { name: /Cedar Grill/ }));
    expect(grill.getAllByText('₦8,750.00')).toHaveLength(2);
    expect(screen.getByText(/^No payouts yet\./)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Pay out now' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Pay 2 restaurants now?' }));
    expect(dialog.getByText(/^₦13,125\.00 in all/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(posts()).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Pay out now' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Pay 2 restaurants now?' })).getByRole('button', {
        name: 'Pay out now',
      }),
    );
    const result = within(await screen.findByRole('list', { name: 'What the run paid' }));
    expect(posts()).toBe(1);
    const [paid, failed] = result.getAllByRole('listitem');
    expect(paid?.textContent).toBe('Cedar Grill₦8,750.00Paid');
    expect(failed?.textContent).toBe('Bukka Hut₦4,375.00FailedAccount number could not be resolved');

    // The recent payouts, the failed one with its reason; the balances read again.
    const recent = within(await screen.findByRole('table', { name: 'The latest payouts, newest first' }));
    expect(recent.getByRole('row', { name: /Bukka Hut/ }).textContent).toContain(
      'Account number could not be resolved',
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('row', { name: /^Cedar Grill/ }))
          .getAllByRole('cell')
          .at(-1)?.textContent,
      ).toBe('₦0.00'),
    );
  });

  it('reconciles the period of the address, and says when it does not balance', async () => {
    servePayouts();
    const { router } = renderInApp(<PayoutsPage />, '/admin/payouts?from=2026-11-01&to=2026-11-30');

    const verdict = await screen.findByTestId('reconciliation-verdict');
    expect(verdict.textContent).toContain('Balanced to the kobo');
    expect(screen.getByText(/^3 orders delivered from Sun 1 Nov 2026 to Mon 30 Nov 2026/)).toBeTruthy();
    const side = (name: string) => screen.getByLabelText(name).textContent;
    expect(side('What companies paid')).toBe(
      'Meals charged to companies₦15,000.00− Refunds₦2,500.00Kept for meals₦12,500.00',
    );
    expect(side('Where it went')).toBe(
      "Restaurants' earnings₦10,937.50+ Platform commission₦1,562.50Shared out₦12,500.00",
    );

    const from = screen.getByLabelText('From');
    fireEvent.change(from, { target: { value: '2026-10-01' } });
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-10-01&to=2026-11-30'));
    await waitFor(() =>
      expect(screen.getByTestId('reconciliation-verdict').textContent).toContain('Off by ₦62.50'),
    );

    // A period ending before it starts is not asked for.
    const to = screen.getByLabelText('To');
    fireEvent.change(to, { target: { value: '2026-09-01' } });
    expect(await screen.findByText('To must not be before From')).toBeTruthy();
  });
});
