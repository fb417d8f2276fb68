import { expect, test } from '@playwright/test';
import { admin, api, newCompany, newEmployee, useSession } from './support/api';

const DEFAULTS = {
  order_cutoff: '10:30',
  time_zone: 'Africa/Lagos',
  max_days_ahead: 7,
  min_lead_minutes: 90,
  slots: ['12:00', '12:30', '13:00'],
};

test('the admin sets the delivery slots and lead time; a cut-off that leaves no slot is refused on its field', async ({
  page,
  context,
}) => {
  const platformAdmin = await admin();
  const before = await api<typeof DEFAULTS>('/admin/settings', { token: platformAdmin.token });
  await useSession(context, platformAdmin);
  try {
    await page.goto('/admin/settings');
    const slots = page.getByLabel('Delivery slots');
    await expect(slots).toHaveValue(before.slots.join(', '));
    await expect(page.getByLabel('Lead time (minutes)')).toHaveValue(String(before.min_lead_minutes));
    const save = page.getByRole('button', { name: 'Save settings' });

    // Checked in the browser: a time that is not one.
    await slots.fill('12:00, 25:00');
    await save.click();
    await expect(page.getByText('"25:00": Must be a time (HH:MM, 24 h)')).toBeVisible();

    // Refused by the server: ordering would stay open after the last slot (13:00 less 90 minutes).
    await slots.fill('12:00, 12:30, 13:00');
    await page.getByLabel('Lead time (minutes)').fill('90');
    await page.getByLabel('Order cut-off').fill('23:30');
    await save.click();
    const cutoffError = page
      .getByRole('alert')
      .filter({ hasText: /Choose an order_cutoff of 11:30 or earlier/ });
    await expect(cutoffError.first()).toBeVisible();
    expect(await api('/admin/settings', { token: platformAdmin.token })).toEqual(before);

    // An evening slot makes a later cut-off possible; the slots are kept in time order.
    await page.getByLabel('Order cut-off').fill('18:30');
    await slots.fill('20:00, 12:00 12:30, 13:00');
    await save.click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Delivery slots')).toHaveValue('12:00, 12:30, 13:00, 20:00');
    await expect(page.getByLabel('Order cut-off')).toHaveValue('18:30');

    // What an employee is offered follows.
    const employee = await newEmployee(await newCompany());
    const options = await api<{
      slots: string[];
      min_lead_minutes: number;
      days: Array<{ slots: unknown[] }>;
    }>('/orders/delivery-options', { token: employee.token });
    expect(options.slots).toEqual(['12:00', '12:30', '13:00', '20:00']);
    expect(options.min_lead_minutes).toBe(90);
    for (const day of options.days) expect(day.slots).toHaveLength(4);
  } finally {
    await api('/admin/settings', { method: 'PATCH', token: platformAdmin.token, body: before });
  }
});
