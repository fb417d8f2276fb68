import type { Billing } from '@lunch/contract';
import { describe, expect, it } from 'vitest';
import { billingsCsv } from './export-csv';

const row: Billing = {
  _id: 'b1',
  id: 'b1',
  reference: 'ref-1',
  email: 'a-company@example.com',
  created_at: '2026-11-02T10:00:00.000Z',
  type: 'wallet_topup',
  status: 'paid',
  amount: '3000.00',
  company_details: { name: 'A "Quoted", Company' },
  order_id: null,
  method: 'bank_transfer',
};

describe('transactions CSV', () => {
  it('quotes every cell, doubles quotes and ends each record with CRLF', () => {
    expect(billingsCsv([row])).toBe(
      '"ID","Reference","Email","Amount (NGN)","Date","Name","Type","Method","Status"\r\n' +
        '"b1","ref-1","a-company@example.com","3000.00","2026-11-02T10:00:00.000Z",' +
        '"A ""Quoted"", Company","wallet_topup","bank_transfer","paid"\r\n',
    );
  });

  it('leaves the method empty for movements that are not top-ups', () => {
    const csv = billingsCsv([{ ...row, type: 'order_charge', method: null }]);
    expect(csv).toContain('"order_charge","","paid"');
  });

  it('makes text a spreadsheet would run as a formula inert', () => {
    const csv = billingsCsv([{ ...row, company_details: { name: '=HYPERLINK("x")' } }]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
