import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { PlatformSettingsForm } from './platform-settings-form';

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
const ok = (data: unknown) => ({ status: 200, body: { success: true, message: 'Settings saved', data } });

/** The platform settings as the server keeps them; a cut-off later than the last slot minus the lead is refused. */
function serveSettings() {
  let saved: typeof settings = { ...settings };
  const fetch = serveApi({
    'PATCH /admin/settings': (body) => {
      const next = { ...saved, ...(body as Partial<typeof settings>) };
      const [hours, minutes] = next.slots.at(-1)!.split(':').map(Number) as [number, number];
      const latest = hours * 60 + minutes - next.min_lead_minutes;
      const [cutHours, cutMinutes] = next.order_cutoff.split(':').map(Number) as [number, number];
      if (cutHours * 60 + cutMinutes > latest) {
        const message = 'An order_cutoff of 10:30 keeps ordering open when every slot is impossible';
        return {
          status: 409,
          body: { success: false, message, errors: [{ path: 'order_cutoff', message }] },
        };
      }
      saved = next;
      return ok(saved);
    },
  });
  const sent = () =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === 'PATCH')
      .map(([, init]) => JSON.parse(String(init?.body)));
  return { sent };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const errorOf = (label: string) => {
  const id = input(label).getAttribute('aria-describedby');
  return id?.endsWith('-error') ? document.getElementById(id)?.textContent : null;
};

describe('platform settings form', () => {
  it('shows the slots and lead time, checks the slots typed and sends them in time order', async () => {
    const user = userEvent.setup();
    const { sent } = serveSettings();
    renderInApp(<PlatformSettingsForm settings={settings} />);
    expect(input('Delivery slots').value).toBe('12:00, 12:30, 13:00');
    expect(input('Lead time (minutes)').value).toBe('90');
    const save = screen.getByRole('button', { name: 'Save settings' });

    await user.clear(input('Delivery slots'));
    await user.type(input('Delivery slots'), '12:00, 25:00');
    await user.click(save);
    await waitFor(() => expect(errorOf('Delivery slots')).toBe('"25:00": Must be a time (HH:MM, 24 h)'));
    await user.clear(input('Delivery slots'));
    await user.type(input('Delivery slots'), '13:00 12:00, 13:00');
    await user.click(save);
    await waitFor(() => expect(errorOf('Delivery slots')).toBe('slots must not repeat a time'));
    await user.clear(input('Lead time (minutes)'));
    await user.type(input('Lead time (minutes)'), '721');
    await user.clear(input('Delivery slots'));
    await user.type(input('Delivery slots'), ' ');
    await user.click(save);
    await waitFor(() =>
      expect(errorOf('Lead time (minutes)')).toBe(
        'min_lead_minutes must be a whole number of minutes from 0 to 720',
      ),
    );
    expect(errorOf('Delivery slots')).toBe('slots must list 1 to 12 times (HH:MM)');
    expect(sent()).toEqual([]);

    await user.clear(input('Delivery slots'));
    await user.type(input('Delivery slots'), '13:30, 12:00,12:45');
    await user.clear(input('Lead time (minutes)'));
    await user.type(input('Lead time (minutes)'), '120');
    await user.click(save);
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(sent()).toEqual([
      {
        order_cutoff: '10:30',
        time_zone: 'Africa/Lagos',
        max_days_ahead: 7,
        slots: ['12:00', '12:45', '13:30'],
        min_lead_minutes: 120,
      },
    ]);
  });

  it("puts the server's refusal of a cut-off that leaves no slot on the cut-off field", async () => {
    const user = userEvent.setup();
    const { sent } = serveSettings();
    renderInApp(<PlatformSettingsForm settings={settings} />);
    await user.clear(input('Lead time (minutes)'));
    await user.type(input('Lead time (minutes)'), '180');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(errorOf('Order cut-off')).toBe(
        'An order_cutoff of 10:30 keeps ordering open when every slot is impossible',
      ),
    );
    expect(sent()).toHaveLength(1);
    expect(sent()[0]).toMatchObject({ min_lead_minutes: 180 });
  });
});
