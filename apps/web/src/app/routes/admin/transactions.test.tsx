import type { Billing, BillingType, TopupMethod } from '@lunch/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { answered } from '../../../test/fixtures';
import { Component as TransactionsPage } from './transactions';

const movement = (
  n: number,
  type: BillingType,
  amount: string,
  method: TopupMethod | null = null,
): Billing => {
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
    method,
    department: null,
    cost_centre: null,
  };
};

const page = (list: unknown[]) => answered({ list, total: list.length, page: 1, limit: 10 });

describe('admin transactions', () => {
  it('names each movement, how each top-up was paid, and its direction', async () => {
    const list = [
      movement(1, 'wallet_topup', '20000.00', 'bank_transfer'),
      movement(2, 'order_charge', '2500.00'),
      movement(3, 'delivery_fee', '500.00'),
      movement(4, 'delivery_fee_refund', '500.00'),
      movement(5, 'order_refund', '2500.00'),
      movement(6, 'wallet_topup', '5000.00', 'card'),
      movement(7, 'wallet_topup', '8000.00', 'auto_topup'),
    ];
    serveApi({ 'GET /billings': page(list), 'GET /admin/bank-transfers/unmatched': page([]) });
    renderInApp(<TransactionsPage />, '/admin/transactions');
    const table = await screen.findByRole('table', { name: 'Transactions' });
    await within(table).findByText('Delivery fee');
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((row) => {
      const [, , amount, , , type, paidBy] = within(row).getAllByRole('cell');
      return `${type?.textContent} ${amount?.textContent} ${paidBy?.textContent}`;
    });
    expect(cells).toEqual([
      'Top-up +₦20,000.00 Bank transfer',
      'Order charge -₦2,500.00 —',
      'Delivery fee -₦500.00 —',
      'Delivery fee refund +₦500.00 —',
      'Order refund +₦2,500.00 —',
      'Top-up +₦5,000.00 Card',
      'Top-up +₦8,000.00 Auto top-up',
    ]);
  });

  it('lists the bank transfers no company claims, or says there are none', async () => {
    const unmatched = {
      id: '0195a3c2-7b1e-7c3d-9f00-00000000c001',
      reference: 'T1234567_dva',
      customer_code: 'CUS_nobody',
      amount: '4200.00',
      received_at: '2026-03-04T09:30:00.000Z',
    };
    serveApi({ 'GET /billings': page([]), 'GET /admin/bank-transfers/unmatched': page([unmatched]) });
    renderInApp(<TransactionsPage />, '/admin/transactions');
    const section = await screen.findByRole('region', { name: 'Transfers no company claims' });
    const table = within(section).getByRole('table', { name: 'Transfers no company claims' });
    const row = (await within(table).findByText('T1234567_dva')).closest('tr')!;
    expect(within(row).getByText('₦4,200.00')).toBeTruthy();
    expect(within(row).getByText('CUS_nobody')).toBeTruthy();
  });

  it('says when no transfer went unclaimed', async () => {
    serveApi({ 'GET /billings': page([]), 'GET /admin/bank-transfers/unmatched': page([]) });
    renderInApp(<TransactionsPage />, '/admin/transactions');
    const section = await screen.findByRole('region', { name: 'Transfers no company claims' });
    expect(await within(section).findByText('None: every transfer reached its company.')).toBeTruthy();
  });
});
