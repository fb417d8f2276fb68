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
  department: null,
  cost_centre: null,
};

describe('transactions CSV', () => {
  it('quotes every cell, doubles quotes and ends each record with CRLF', () => {
    expect(billingsCsv([row])).toBe(
      '"ID","Reference","Email","Amount (NGN)","Date","Name","Type","Method","Status","Department","Cost centre"\r\n' +
        '"b1","ref-1","a-company@example.com","3000.00","2026-11-02T10:00:00.000Z",' +
        '"A ""Quoted"", Company","wallet_topup","bank_transfer","paid","",""\r\n',
    );
  });

  it('leaves the method empty for movements that are not top-ups', () => {
    const csv = billingsCsv([{ ...row, type: 'order_charge', method: null }]);
    expect(csv).toContain('"order_charge","","paid"');
  });

  it("names an order's department and cost centre as the order kept them", () => {
    const csv = billingsCsv([
      {
        ...row,
        type: 'order_charge',
        method: null,
        order_id: 'o1',
        department: { id: 'd1', name: 'Engineering' },
        cost_centre: 'ENG-01',
      },
      { ...row, type: 'delivery_fee', method: null, order_id: 'o2', department: null, cost_centre: null },
      {
        ...row,
        type: 'order_charge',
        method: null,
        order_id: 'o3',
        department: { id: 'd2', name: '=Sales' },
        cost_centre: '',
      },
    ]);
    const lines = csv.trim().split('\r\n');
    expect(lines[1]).toMatch(/"order_charge","","paid","Engineering","ENG-01"$/);
    expect(lines[2]).toMatch(/"delivery_fee","","paid","",""$/);
    expect(lines[3]).toMatch(/"paid","'=Sales",""$/);
  });

  it('makes text a spreadsheet would run as a formula inert', () => {
    const csv = billingsCsv([{ ...row, company_details: { name: '=HYPERLINK("x")' } }]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('makes every formula start inert, full-width ones too, and leaves other text as it is', () => {
    const names = [
      '+1',
      '-1',
      '@SUM(A1)',
      '\tx',
      '\rx',
      '\uFF1D1',
      '\uFF0B1',
      '\uFF0D1',
      '\uFF20x',
      'a=b',
      ' =x',
    ];
    const lines = billingsCsv(names.map((name) => ({ ...row, company_details: { name } }))).split('\r\n');
    const cells = lines.slice(1, -1).map((line) => line.split('","')[5]);
    expect(cells).toEqual([
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      "'\rx",
      "'\uFF1D1",
      "'\uFF0B1",
      "'\uFF0D1",
      "'\uFF20x",
      'a=b',
      ' =x',
    ]);
  });

  it('keeps commas and line breaks inside the quoted cell', () => {
    const csv = billingsCsv([{ ...row, company_details: { name: 'A Company,\nLagos' } }]);
    expect(csv).toContain('"A Company,\nLagos"');
    expect(csv.split('\r\n')).toHaveLength(3);
  });

  it('is the header alone when there is no transaction', () => {
    expect(billingsCsv([])).toBe(
      '"ID","Reference","Email","Amount (NGN)","Date","Name","Type","Method","Status","Department","Cost centre"\r\n',
    );
  });
});
