import type { Billing, BillingType } from '@lunch/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { answered } from '../../../test/fixtures';
import { Component as TransactionsPage } from './transactions';

const movement = (n: number, type: BillingType, amount: string): Billing => {
  const id = `0195a3c2-7b1e-7c3d-9f00-00000000b00${n}`;
  return {
    _id: id,
    id,
    reference: `ref-${n}`,
    email: 'hr@acme.example.com',
    created_at: `2026-03-0${n}T10:00:00.000Z`,
    type,
    status: 'paid',
    amount,
    company_details: { name: 'Acme Foods' },
    order_id: null,
  };
};

describe('admin transactions', () => {
  it('names each movement and shows its direction, delivery fees out and their refunds in', async () => {
    const list = [
      movement(1, 'wallet_topup', '20000.00'),
      movement(2, 'order_charge', '2500.00'),
      movement(3, 'delivery_fee', '500.00'),
      movement(4, 'delivery_fee_refund', '500.00'),
      movement(5, 'order_refund', '2500.00'),
    ];
    serveApi({ 'GET /billings': answered({ list, total: list.length, page: 1, limit: 10 }) });
    renderInApp(<TransactionsPage />, '/admin/transactions');
    const table = await screen.findByRole('table', { name: 'Transactions' });
    await within(table).findByText('Delivery fee');
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((row) => {
      const [, , amount, , , type] = within(row).getAllByRole('cell');
      return `${type?.textContent} ${amount?.textContent}`;
    });
    expect(cells).toEqual([
      'Top-up +₦20,000.00',
      'Order charge -₦2,500.00',
      'Delivery fee -₦500.00',
      'Delivery fee refund +₦500.00',
      'Order refund +₦2,500.00',
    ]);
  });
});
