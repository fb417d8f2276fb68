import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { MonthlyBudgetForm } from './budget-form';
import { LowBalanceAlertForm } from './low-balance-form';
import { ProgrammeForm } from './programme-form';

const settings = {
  max_spend_amount_per_employee: '20000.00',
  low_balance_alert: '5000.00',
  order_days: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
  order_window_start: '00:00',
  order_window_end: '23:59',
  per_order_cap: null,
  per_day_cap: '4000.00',
  time_zone: 'Africa/Lagos',
};
const ok = (data: unknown) => ({ status: 200, body: { success: true, message: 'ok', data } });

/** The company settings as the server keeps them: each PATCH changes what it sends. */
function serveSettings() {
  let saved: Record<string, unknown> = { ...settings };
  const fetch = serveApi({
    'GET /company/settings': () => ok(saved),
    'PATCH /company/settings': (body) => {
      const change = body as Record<string, unknown>;
      if (change.max_spend_amount_per_employee === '1.00') {
        const errors = [{ path: 'body.max_spend_amount_per_employee', message: 'At least ₦500' }];
        return { status: 400, body: { success: false, message: 'Budget too small', errors } };
      }
      saved = { ...saved, ...change };
      return ok(saved);
    },
  });
  const sent = () =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === 'PATCH')
      .map(([, init]) => JSON.parse(String(init?.body)));
  return { sent };
}

const shown = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const errorOf = (label: string) => {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('company settings forms', () => {
  it('the programme shows the saved days and caps, checks the window and sends an empty cap as none', async () => {
    const user = userEvent.setup();
    const { sent } = serveSettings();
    renderInApp(<ProgrammeForm />);
    const programme = await screen.findByRole('region', { name: 'Meal programme' });
    const day = (name: string) => within(programme).getByLabelText(name) as HTMLInputElement;
    await waitFor(() => expect(day('Monday').checked).toBe(true));
    expect(day('Saturday').checked).toBe(false);
    expect(shown('Cap per employee per day (₦)')).toBe('4000.00');
    const save = screen.getByRole('button', { name: 'Save programme' });
    expect(save.hasAttribute('disabled')).toBe(true);

    await user.click(day('Saturday'));
    await user.click(day('Friday'));
    await user.clear(screen.getByLabelText('Orders close at'));
    await user.type(screen.getByLabelText('Orders close at'), '00:00');
    await user.click(save);
    expect(await screen.findByText('The order window must end after it starts')).toBeTruthy();

    await user.clear(screen.getByLabelText('Orders close at'));
    await user.type(screen.getByLabelText('Orders close at'), '11:30');
    await user.type(screen.getByLabelText('Cap per order (₦)'), '3000');
    await user.clear(screen.getByLabelText('Cap per employee per day (₦)'));
    await user.click(save);
    expect(await screen.findByText('Meal programme saved')).toBeTruthy();
    expect(sent()).toEqual([
      {
        order_days: ['MON', 'TUE', 'WED', 'THU', 'SAT'],
        order_window_start: '00:00',
        order_window_end: '11:30',
        per_order_cap: '3000',
        per_day_cap: null,
      },
    ]);
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));
  });

  it("the budget shows the server's field error; the alert is switched off whatever the field holds", async () => {
    const user = userEvent.setup();
    const { sent } = serveSettings();
    renderInApp(
      <>
        <MonthlyBudgetForm />
        <LowBalanceAlertForm />
      </>,
    );
    await waitFor(() => expect(shown('Budget (₦)')).toBe('20000.00'));
    expect(shown('Alert below (₦)')).toBe('5000.00');

    await user.clear(screen.getByLabelText('Budget (₦)'));
    await user.type(screen.getByLabelText('Budget (₦)'), '1');
    await user.click(screen.getByRole('button', { name: 'Save budget' }));
    await waitFor(() => expect(errorOf('Budget (₦)')).toBe('At least ₦500'));
    expect(await screen.findByText('Budget too small')).toBeTruthy();
    await user.clear(screen.getByLabelText('Budget (₦)'));
    await user.type(screen.getByLabelText('Budget (₦)'), '25000');
    await user.click(screen.getByRole('button', { name: 'Save budget' }));
    expect(await screen.findByText('Monthly budget set to ₦25,000.00')).toBeTruthy();

    await user.clear(screen.getByLabelText('Alert below (₦)'));
    await user.type(screen.getByLabelText('Alert below (₦)'), '0');
    await user.click(screen.getByRole('button', { name: 'Switch off' }));
    expect(await screen.findByText('Low-balance alert switched off')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Switch off' })).toBeNull());
    expect(shown('Alert below (₦)')).toBe('');
    expect(shown('Budget (₦)')).toBe('25000.00');
    expect(sent()).toEqual([
      { max_spend_amount_per_employee: '1.00' },
      { max_spend_amount_per_employee: '25000.00' },
      { low_balance_alert: null },
    ]);
  });
});
