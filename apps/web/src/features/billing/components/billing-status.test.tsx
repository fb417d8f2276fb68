import { BILLING_TYPE_LABELS, BILLING_TYPES, type Statement } from '@lunch/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { answered } from '../../../test/fixtures';
import { BillingAmount, billingAmount } from './billing-status';
import { StatementPanel } from './statement-panel';

describe('wallet movements: their names and direction', () => {
  it('names every type, delivery fees, their refunds and refunds for a problem too', () => {
    expect(BILLING_TYPES.map((type) => BILLING_TYPE_LABELS[type])).toEqual([
      'Top-up',
      'Order charge',
      'Order refund',
      'Delivery fee',
      'Delivery fee refund',
      'Refund for a problem',
    ]);
  });

  it('takes order charges and delivery fees out of the wallet, and puts the rest in', () => {
    expect(BILLING_TYPES.map((type) => billingAmount(type, '500.00'))).toEqual([
      '+₦500.00',
      '-₦500.00',
      '+₦500.00',
      '-₦500.00',
      '+₦500.00',
      '+₦500.00',
    ]);
    render(
      <>
        <BillingAmount type="delivery_fee" amount="500.00" status="paid" />
        <BillingAmount type="delivery_fee_refund" amount="500.00" status="paid" />
      </>,
    );
    expect(screen.getByText('-₦500.00').className).toContain('text-danger-700');
    expect(screen.getByText('+₦500.00').className).toContain('text-success-700');
  });
});

const statement: Statement = {
  month: '2026-03',
  time_zone: 'Africa/Lagos',
  company: { name: 'Acme Foods', address: '1 Marina, Lagos' },
  opening_balance: '10000.00',
  topups: '20000.00',
  charges: '7500.00',
  delivery_fees: '1000.00',
  refunds: '500.00',
  closing_balance: '22000.00',
  movements: [],
  employee_contributions: '1500.00',
  employees: [
    { id: 'e1', name: 'Ada Okafor', orders: 3, spent: '7500.00', contributed: '1500.00' },
    { id: 'e2', name: 'Bola Ade', orders: 1, spent: '0.00', contributed: '0.00' },
  ],
  departments: [],
};

describe('monthly statement', () => {
  it('shows the delivery fees beside the charges', async () => {
    serveApi({
      'GET /auth/me': answered({
        id: 'c1',
        name: 'Acme Foods',
        email: 'hr@acme.example.com',
        account_type: 'Company',
        account_state: 'ACTIVE',
        onboarded: true,
        email_verified: true,
        time_zone: 'Africa/Lagos',
        company_role: 'owner',
      }),
      'GET /billings/statement': answered(statement),
    });
    renderInApp(<StatementPanel />);
    const panel = screen.getByRole('region', { name: 'Monthly statement' });
    await within(panel).findByText('Delivery fees');
    const terms = within(panel).getAllByRole('term');
    const rows = terms.map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Opening balance: ₦10,000.00',
      'Top-ups: ₦20,000.00',
      'Refunds: ₦500.00',
      'Charges: ₦7,500.00',
      'Delivery fees: ₦1,000.00',
      'Closing balance: ₦22,000.00',
      'Paid by employees by card: ₦1,500.00',
      'Movements: 0',
    ]);
    // Apart from the wallet: who paid the difference by card.
    const byCard = within(panel).getByRole('list', { name: 'Paid by employees by card' });
    expect(
      within(byCard)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ada Okafor: ₦1,500.00']);
  });
});
