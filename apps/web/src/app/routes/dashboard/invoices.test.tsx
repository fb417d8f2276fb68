import type { InvoiceSummary } from '@lunch/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { answered } from '../../../test/fixtures';
import { Component as InvoicesPage } from './invoices';

const row = (number: string, change: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
  id: `0195a3c2-7b1e-7c3d-9f00-00000000000${number.slice(-1)}`,
  number,
  kind: 'invoice',
  month: '2026-03',
  issued_at: '2026-04-01T23:30:00.000Z',
  company: { id: '0195a3c2-7b1e-7c3d-9f00-000000000010', name: 'Àdùnní Kitchens' },
  gross: '12700.00',
  invoice_number: null,
  ...change,
});
const page = (list: InvoiceSummary[]) =>
  answered({ list, total: list.length, page: 1, limit: 10, lastId: null });

describe("the company's invoices", () => {
  it('lists invoices and credit notes newest first, each opening its page, with its PDF', async () => {
    serveApi({
      'GET /billings/invoices': page([
        row('CN-000003', {
          kind: 'credit_note',
          gross: '2000.00',
          invoice_number: 'INV-000001',
          issued_at: '2026-04-05T10:00:00.000Z',
        }),
        row('INV-000001'),
      ]),
    });
    renderInApp(<InvoicesPage />, '/dashboard/invoices');
    await screen.findByRole('link', { name: 'CN-000003' });
    const table = screen.getByRole('table', { name: 'Invoices and credit notes' });
    const [note, invoice] = within(table).getAllByRole('row').slice(1);
    expect(note!.textContent).toContain('Credit note');
    expect(note!.textContent).toContain('March 2026');
    expect(note!.textContent).toContain('-₦2,000.00');
    expect(within(note!).getByRole('link', { name: 'CN-000003' }).getAttribute('href')).toBe(
      '/dashboard/invoices/CN-000003',
    );
    expect(within(note!).getByRole('link', { name: 'INV-000001' }).getAttribute('href')).toBe(
      '/dashboard/invoices/INV-000001',
    );
    expect(invoice!.textContent).toContain('Tax invoice');
    expect(invoice!.textContent).toContain('₦12,700.00');
    expect(invoice!.textContent).not.toContain('Àdùnní Kitchens');
    const pdf = within(invoice!).getByRole('link', { name: 'PDF of INV-000001' });
    expect(pdf.getAttribute('href')).toBe('/api/billings/invoices/INV-000001/pdf');
    expect(pdf.hasAttribute('download')).toBe(true);
  });

  it('says when there is none yet', async () => {
    serveApi({ 'GET /billings/invoices': page([]) });
    renderInApp(<InvoicesPage />, '/dashboard/invoices');
    expect(await screen.findByText(/No invoices yet/)).toBeTruthy();
  });
});
