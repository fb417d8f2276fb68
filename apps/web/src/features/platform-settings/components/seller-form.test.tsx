import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { SellerForm } from './seller-form';

const settings = {
  order_cutoff: '10:30',
  time_zone: 'Africa/Lagos',
  max_days_ahead: 7,
  min_lead_minutes: 90,
  slots: ['12:00', '12:30', '13:00'],
  legal_name: '',
  tin: '',
  address: '',
  vat_rate: 7.5,
  prices_include_vat: true,
  privacy_contact_email: '',
};

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const errorOf = (label: string) => {
  const id = input(label).getAttribute('aria-describedby') ?? '';
  return id
    .split(' ')
    .map((part) => document.getElementById(part))
    .find((element) => element?.id.endsWith('-error'))?.textContent;
};

describe('the seller and VAT on invoices', () => {
  it('checks the VAT rate, and sends the seller, the rate as typed and whether prices include VAT', async () => {
    const user = userEvent.setup();
    const fetch = serveApi({
      'PATCH /admin/settings': (body) => ({
        status: 200,
        body: {
          success: true,
          message: 'Settings saved',
          data: { ...settings, ...(body as object), vat_rate: 10 },
        },
      }),
    });
    renderInApp(<SellerForm settings={settings} />);
    expect(input('VAT rate (%)').value).toBe('7.5');
    await user.type(input("Seller's legal name"), 'Lunch Platform Nigeria Ltd');
    await user.type(input("Seller's TIN"), '12345678-0001');
    await user.type(screen.getByLabelText("Seller's address"), '5 Admiralty Way, Lekki');
    await user.clear(input('VAT rate (%)'));
    await user.type(input('VAT rate (%)'), '7.555');
    await user.click(screen.getByRole('button', { name: 'Save seller and VAT' }));
    await waitFor(() => expect(errorOf('VAT rate (%)')).toMatch(/^Must be a percentage from 0 to 100/));
    expect(fetch).not.toHaveBeenCalled();

    await user.clear(input('VAT rate (%)'));
    await user.type(input('VAT rate (%)'), '10');
    await user.selectOptions(screen.getByLabelText('Menu prices and delivery fees'), 'false');
    await user.click(screen.getByRole('button', { name: 'Save seller and VAT' }));
    expect(await screen.findByText('Seller and VAT saved: the next invoice uses them')).toBeTruthy();
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      legal_name: 'Lunch Platform Nigeria Ltd',
      tin: '12345678-0001',
      address: '5 Admiralty Way, Lekki',
      vat_rate: '10',
      prices_include_vat: false,
    });
  });
});
