import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { PrivacyContactForm } from './privacy-contact-form';

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

describe('the privacy contact in platform settings', () => {
  it('checks the email, then sends only the contact', async () => {
    const user = userEvent.setup();
    const fetch = serveApi({
      'PATCH /admin/settings': (body) => ({
        status: 200,
        body: { success: true, message: 'Settings saved', data: { ...settings, ...(body as object) } },
      }),
    });
    renderInApp(<PrivacyContactForm settings={settings} />);
    const input = screen.getByLabelText('Privacy contact email');
    await user.type(input, 'not an email');
    await user.click(screen.getByRole('button', { name: 'Save privacy contact' }));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(fetch).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, 'privacy@lunch.example');
    await user.click(screen.getByRole('button', { name: 'Save privacy contact' }));
    expect(await screen.findByText('Privacy contact saved: the privacy page shows it')).toBeTruthy();
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      privacy_contact_email: 'privacy@lunch.example',
    });
  });
});
