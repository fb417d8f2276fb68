import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { VirtualAccountCard } from './virtual-account-card';

const ok = (data: unknown, message = 'ok') => ({ status: 200, body: { success: true, message, data } });
const none = {
  status: 404,
  body: { success: false, message: 'No bank account yet: get one on the Billings page' },
};
const account = {
  bank_name: 'Wema Bank',
  account_number: '9930000001',
  account_name: 'LUNCH/ACME FOODS',
  status: 'active',
  test_mode: false,
};
const credited = (amount: string) => ({
  _id: 'b1',
  id: 'b1',
  reference: 'sbxtrf_CUS_x_250000_ab12',
  email: 'hr@acme.example.com',
  created_at: '2026-03-10T09:00:00.000Z',
  type: 'wallet_topup',
  status: 'paid',
  amount,
  company_details: { name: 'Acme Foods' },
  order_id: null,
  method: 'bank_transfer',
});

const panel = () => screen.findByRole('region', { name: 'Pay by bank transfer' });

describe('the bank transfer card', () => {
  it('offers an account when the company has none, and shows it once opened', async () => {
    const user = userEvent.setup();
    let opened = false;
    const fetch = serveApi({
      'GET /billings/virtual-account': () => (opened ? ok(account) : none),
      'POST /billings/virtual-account': () => {
        opened = true;
        return ok(account, 'Your bank account is ready');
      },
    });
    renderInApp(<VirtualAccountCard />);
    const card = await panel();
    expect(await within(card).findByText(/every transfer into it tops up your wallet/)).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Get a bank account' }));
    expect(await within(card).findByText('9930000001')).toBeTruthy();
    expect(within(card).getByText('Wema Bank')).toBeTruthy();
    expect(within(card).getByText('LUNCH/ACME FOODS')).toBeTruthy();
    expect(
      within(card).getByText(
        /added to your wallet within minutes of reaching us, and we email you a receipt/,
      ),
    ).toBeTruthy();
    expect(within(card).queryByRole('form', { name: 'Simulate a transfer' })).toBeNull();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
    expect(await screen.findByText('Your bank account is ready')).toBeTruthy();
  });

  it('copies the account number', async () => {
    const user = userEvent.setup();
    serveApi({ 'GET /billings/virtual-account': ok(account) });
    renderInApp(<VirtualAccountCard />);
    await user.click(await screen.findByRole('button', { name: 'Copy account number 9930000001' }));
    expect(await navigator.clipboard.readText()).toBe('9930000001');
    expect(await screen.findByText('Account number 9930000001 copied')).toBeTruthy();
  });

  it("says the server's refusal when the account cannot be opened", async () => {
    const user = userEvent.setup();
    serveApi({
      'GET /billings/virtual-account': none,
      'POST /billings/virtual-account': {
        status: 409,
        body: { success: false, message: 'Finish your company set-up first. Go to Onboarding.' },
      },
    });
    renderInApp(<VirtualAccountCard />);
    await user.click(await screen.findByRole('button', { name: 'Get a bank account' }));
    expect(await screen.findByText('Finish your company set-up first. Go to Onboarding.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get a bank account' })).toBeTruthy();
  });

  it('says when the bank is still assigning the account', async () => {
    serveApi({ 'GET /billings/virtual-account': ok({ ...account, status: 'pending' }) });
    renderInApp(<VirtualAccountCard />);
    expect(await screen.findByText(/The bank is still assigning this account/)).toBeTruthy();
  });

  it('simulates a transfer into a test account, checking the amount first', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    serveApi({
      'GET /billings/virtual-account': ok({ ...account, bank_name: 'Test Bank', test_mode: true }),
      'POST /billings/virtual-account/simulate-transfer': (body) => {
        sent.push(body);
        return ok(credited('2500.00'), 'Transfer received');
      },
    });
    renderInApp(<VirtualAccountCard />);
    const form = await screen.findByRole('form', { name: 'Simulate a transfer' });
    expect(screen.getByText(/This is a test account: no real money moves/)).toBeTruthy();
    await user.type(within(form).getByLabelText('Amount (₦)'), '50');
    await user.click(within(form).getByRole('button', { name: 'Simulate a transfer of ₦50.00' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Amount (₦)').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(sent).toEqual([]);

    await user.clear(within(form).getByLabelText('Amount (₦)'));
    await user.type(within(form).getByLabelText('Amount (₦)'), '2500');
    await user.click(within(form).getByRole('button', { name: 'Simulate a transfer of ₦2,500.00' }));
    expect(await screen.findByText('Transfer received: ₦2,500.00 was added to your wallet.')).toBeTruthy();
    expect(sent).toEqual([{ amount: '2500.00' }]);
  });

  it('says why it could not load, and tries again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    serveApi({
      'GET /billings/virtual-account': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { success: false, message: 'Down' } } : ok(account);
      },
    });
    renderInApp(<VirtualAccountCard />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('9930000001')).toBeTruthy();
  });
});
