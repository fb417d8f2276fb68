import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { PayDifferenceForm } from './pay-difference-form';
import { TaxDetailsForm } from './tax-details-form';

const settings = {
  max_spend_amount_per_employee: '20000.00',
  low_balance_alert: null,
  order_days: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
  order_window_start: '00:00',
  order_window_end: '23:59',
  per_order_cap: null,
  per_day_cap: null,
  time_zone: 'Africa/Lagos',
  legal_name: '',
  tin: '',
  billing_address: '',
  employees_may_pay_difference: false,
};
const ok = (data: unknown) => ({ status: 200, body: { success: true, message: 'ok', data } });

/** The company settings as the server keeps them; a TIN of letters is refused as the server does. */
function serveSettings() {
  let saved: Record<string, unknown> = { ...settings };
  const fetch = serveApi({
    'GET /company/settings': () => ok(saved),
    'PATCH /company/settings': (body) => {
      const change = body as Record<string, unknown>;
      if (change.tin === '00000000') {
        const message = 'This TIN is not registered';
        return { status: 400, body: { success: false, message, errors: [{ path: 'tin', message }] } };
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

const errorOf = (label: string) => {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  return id
    .split(' ')
    .map((part) => document.getElementById(part))
    .find((element) => element?.id.endsWith('-error'))?.textContent;
};

describe('tax details and paying the difference', () => {
  it('checks the TIN as the server does, shows its refusal on the field, and saves the details', async () => {
    const user = userEvent.setup();
    const { sent } = serveSettings();
    renderInApp(<TaxDetailsForm />);
    const save = await screen.findByRole('button', { name: 'Save tax details' });
    await user.type(screen.getByLabelText('Legal name'), 'Harbour Logistics Nigeria Limited');
    await user.type(screen.getByLabelText('TIN (optional)'), '1234-567');
    await user.click(save);
    await waitFor(() => expect(errorOf('TIN (optional)')).toMatch(/^A TIN is 8 to 15 digits/));
    expect(sent()).toEqual([]);

    await user.clear(screen.getByLabelText('TIN (optional)'));
    await user.type(screen.getByLabelText('TIN (optional)'), '00000000');
    await user.click(save);
    await waitFor(() => expect(errorOf('TIN (optional)')).toBe('This TIN is not registered'));

    await user.clear(screen.getByLabelText('TIN (optional)'));
    await user.type(screen.getByLabelText('TIN (optional)'), '12345678-0001');
    await user.type(screen.getByLabelText('Billing address'), '14 Adeola Odeku Street{Enter}Victoria Island');
    await user.click(save);
    expect(await screen.findByText('Tax details saved: your next invoice shows them')).toBeTruthy();
    expect(sent().at(-1)).toEqual({
      legal_name: 'Harbour Logistics Nigeria Limited',
      tin: '12345678-0001',
      billing_address: '14 Adeola Odeku Street\nVictoria Island',
    });
  });

  it('switches paying the difference on and off at once, saying what it means', async () => {
    const user = userEvent.setup();
    const { sent } = serveSettings();
    renderInApp(<PayDifferenceForm />);
    const panel = await screen.findByRole('region', { name: 'Employees may pay the difference' });
    expect(panel.textContent).toContain('the employee may pay the rest by card');
    const toggle = await screen.findByRole('switch', { name: 'Employees may pay the difference' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    expect(await screen.findByText('Employees may now pay the difference')).toBeTruthy();
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    toggle.focus();
    await user.keyboard(' ');
    expect(await screen.findByText('Employees can no longer pay the difference')).toBeTruthy();
    expect(sent()).toEqual([{ employees_may_pay_difference: true }, { employees_may_pay_difference: false }]);
  });
});
