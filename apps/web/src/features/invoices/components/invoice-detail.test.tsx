import type { Invoice } from '@lunch/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { answered } from '../../../test/fixtures';
import { InvoiceDetail } from './invoice-detail';

const invoice: Invoice = {
  id: '0195a3c2-7b1e-7c3d-9f00-000000000001',
  number: 'INV-000007',
  kind: 'invoice',
  month: '2026-03',
  issued_at: '2026-04-01T23:30:00.000Z',
  time_zone: 'Africa/Lagos',
  company_id: '0195a3c2-7b1e-7c3d-9f00-000000000002',
  seller: {
    legal_name: 'Lunch Platform Nigeria Ltd',
    tin: '12345678-0001',
    address: '5 Admiralty Way\nLekki, Lagos',
  },
  buyer: { legal_name: 'Àdùnní Kitchens Limited', tin: '', address: '1 Marina, Lagos' },
  vat_rate: 7.5,
  prices_include_vat: true,
  lines: [
    {
      description: 'Jollof rice',
      quantity: 2,
      unit_price: '2000.00',
      unit_net: '1860.47',
      net: '3720.93',
      vat: '279.07',
      gross: '4000.00',
    },
    {
      description: 'Paid by employees (their own card)',
      quantity: 1,
      unit_price: '-500.00',
      unit_net: '-465.12',
      net: '-465.12',
      vat: '-34.88',
      gross: '-500.00',
    },
  ],
  totals: { net: '3255.81', vat: '244.19', gross: '3500.00' },
  employee_contributions: '500.00',
  invoice_number: null,
  order_ref: null,
  credit_notes: [{ number: 'CN-000002', issued_at: '2026-04-05T10:00:00.000Z', gross: '1500.00' }],
};

const pathOf = (number: string) => `/admin/invoices/${number}`;

describe('an invoice as issued', () => {
  it('shows who sells to whom, each line with net, VAT and gross, the totals, what employees paid and the credit notes', async () => {
    serveApi({ 'GET /billings/invoices/INV-000007': answered(invoice) });
    renderInApp(<InvoiceDetail number="INV-000007" pathOf={pathOf} />);
    const document = await screen.findByRole('region', { name: 'Tax invoice INV-000007' });
    // Issued in the company's zone, named as it is not the browser's (UTC in tests).
    expect(document.textContent).toContain('Issued Thu 2 Apr 2026, 00:30 WAT');
    expect(document.textContent).toContain('Meals delivered in March 2026.');
    expect(document.textContent).toContain('Lunch Platform Nigeria Ltd');
    expect(document.textContent).toContain('TIN 12345678-0001');
    expect(document.textContent).toContain('Àdùnní Kitchens Limited');
    expect(document.textContent).toContain('No TIN given');

    const lines = screen.getByRole('table', { name: 'Lines' });
    const jollof = within(lines).getByRole('row', { name: /Jollof rice/ });
    expect(
      within(jollof)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Jollof rice', '2', '₦2,000.00', '₦1,860.47', '₦3,720.93', '₦279.07', '₦4,000.00']);
    expect(within(lines).getByRole('row', { name: /Paid by employees/ }).textContent).toContain('-₦500.00');
    expect(screen.getByText('VAT at 7.5 %').nextSibling?.textContent).toBe('₦244.19');
    expect(screen.getByText('Total').nextSibling?.textContent).toBe('₦3,500.00');
    expect(screen.getByText(/Prices include VAT at 7.5 %/)).toBeTruthy();
    expect(screen.getByText(/Employees also paid ₦500.00 for these meals by card themselves/)).toBeTruthy();

    const notes = screen.getByRole('region', { name: 'Credit notes' });
    expect(within(notes).getByRole('link', { name: 'CN-000002' }).getAttribute('href')).toBe(
      '/admin/invoices/CN-000002',
    );
    expect(notes.textContent).toContain('-₦1,500.00');
  });

  it('a credit note names the invoice it credits and its order', async () => {
    const note: Invoice = {
      ...invoice,
      number: 'CN-000002',
      kind: 'credit_note',
      invoice_number: 'INV-000007',
      order_ref: '9F3A02C7',
      employee_contributions: '0.00',
      credit_notes: [],
    };
    serveApi({ 'GET /billings/invoices/CN-000002': answered(note) });
    renderInApp(<InvoiceDetail number="CN-000002" pathOf={pathOf} />);
    const document = await screen.findByRole('region', { name: 'Credit note CN-000002' });
    expect(document.textContent).toContain(
      'Credits invoice INV-000007 (meals delivered in March 2026) for order 9F3A02C7.',
    );
    expect(within(document).getByRole('link', { name: 'INV-000007' }).getAttribute('href')).toBe(
      '/admin/invoices/INV-000007',
    );
    expect(screen.getByText('Total credited')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Credit notes' })).toBeNull();
    expect(screen.queryByText(/Employees also paid/)).toBeNull();
  });

  it("says why it could not load (another company's: not found) and tries again", async () => {
    let found = false;
    serveApi({
      'GET /billings/invoices/INV-000009': () =>
        found
          ? answered({ ...invoice, number: 'INV-000009' })
          : { status: 404, body: { success: false, message: 'Invoice not found' } },
    });
    renderInApp(<InvoiceDetail number="INV-000009" pathOf={pathOf} />);
    expect(await screen.findByText('Invoice not found')).toBeTruthy();
    found = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Tax invoice INV-000009' })).toBeTruthy();
  });
});
