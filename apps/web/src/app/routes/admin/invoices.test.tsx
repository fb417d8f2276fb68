import type { Invoice, UserRow } from '@lunch/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { answered } from '../../../test/fixtures';
import { Component as InvoicesPage } from './invoices';

const ACME = '0195a3c2-7b1e-7c3d-9f00-00000000000a';
const acme: UserRow = {
  _id: ACME,
  id: ACME,
  name: 'Acme Foods',
  email: 'hr@acme.example.com',
  created_at: '2026-03-01T09:00:00.000Z',
  account_state: 'ACTIVE',
  account_type: 'Company',
  account_details: { name: 'Acme Foods', spend_balance: '0.00' },
  department: null,
};
const page = (list: unknown[]) => answered({ list, total: list.length, page: 1, limit: 10, lastId: null });
const issued = { number: 'INV-000004' } as Invoice;

/** The admin's invoices page against a server that knows one company; `issue` answers the POST. */
function serve(
  issue: (body: unknown) => { status: number; body: { success: boolean; message: string; data?: unknown } },
) {
  const fetch = serveApi({
    'GET /billings/invoices': page([]),
    'GET /users': page([acme]),
    'POST /admin/invoices/issue': issue,
  });
  const posted = () =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)));
  const asked = () =>
    fetch.mock.calls.flatMap(([url]) => {
      const parsed = new URL(String(url), 'http://app.test');
      return parsed.pathname === '/api/billings/invoices' ? [Object.fromEntries(parsed.searchParams)] : [];
    });
  return { posted, asked };
}

async function pickAcme(user: ReturnType<typeof userEvent.setup>, where: HTMLElement) {
  await user.type(within(where).getByRole('combobox', { name: 'Company' }), 'acme');
  await user.click(await within(where).findByRole('option', { name: /Acme Foods/ }));
}

describe('admin invoices', () => {
  it('issues a company its invoice for a past month, after asking, and links it', async () => {
    const { posted } = serve(() => answered(issued, 'Invoice INV-000004 issued'));
    const user = userEvent.setup();
    renderInApp(<InvoicesPage />, '/admin/invoices');
    expect(await screen.findByText('No invoices issued yet.')).toBeTruthy();
    const form = screen.getByRole('region', { name: 'Issue an invoice' });

    await user.click(within(form).getByRole('button', { name: 'Issue invoice' }));
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', 'Choose a company');
    expect(posted()).toEqual([]);

    await pickAcme(user, form);
    await waitFor(() => expect(within(form).queryByRole('alert')).toBeNull());
    const month = within(form).getByLabelText('Month') as HTMLInputElement;
    await user.clear(month);
    await user.type(month, '2026-02');
    await user.click(within(form).getByRole('button', { name: 'Issue invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue this invoice?' });
    expect(dialog.textContent).toContain('Acme Foods, meals delivered in February 2026.');
    // Cancel first: nothing is sent.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Issue invoice' }));
    expect(await within(form).findByRole('status')).toHaveProperty(
      'textContent',
      'Invoice INV-000004 issued. Open INV-000004',
    );
    expect(within(form).getByRole('link', { name: 'Open INV-000004' }).getAttribute('href')).toBe(
      '/admin/invoices/INV-000004',
    );
    expect(posted()).toEqual([{ company_id: ACME, month: '2026-02' }]);
  });

  it("shows the server's refusal: a month without delivered meals", async () => {
    const refusal = 'No meals were delivered to Acme Foods in February 2026: there is nothing to invoice.';
    serve(() => ({ status: 409, body: { success: false, message: refusal } }));
    const user = userEvent.setup();
    renderInApp(<InvoicesPage />, '/admin/invoices');
    const form = await screen.findByRole('region', { name: 'Issue an invoice' });
    await pickAcme(user, form);
    await user.click(within(form).getByRole('button', { name: 'Issue invoice' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Issue invoice' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(form).queryByRole('status')).toBeNull();
  });

  it('filters the list by company, kept in the address', async () => {
    const { asked } = serve(() => answered(issued));
    renderInApp(<InvoicesPage />, `/admin/invoices?company=${ACME}&company_name=Acme%20Foods`);
    expect(await screen.findByText('Nothing matches the filter.')).toBeTruthy();
    expect(asked().at(-1)).toMatchObject({ company_id: ACME });
  });
});
