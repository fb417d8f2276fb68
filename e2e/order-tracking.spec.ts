import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { admin, api, newCompany, newEmployee, newRider, useSession } from './support/api';
import { findings } from './support/axe';
import { menuItem, placeOrder, topUp } from './support/fixtures';
import { keepScreenshot, openScreen, widths } from './support/page-ready';

/*
 * Issue 29, tracking: on a phone, an employee's live order shows its handover code; when the
 * platform admin assigns it to a rider the rider's first name appears, when the rider picks it up
 * "On the way since …", and when the rider hands it over with the code "Delivered at …" — each
 * live, without reloading the page. The admin and rider steps go through the API. Axe and
 * screenshots at 1280 and 375 px, without orders and with the live order.
 */

const EVERY_DAY = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];
const RIDER_FIRST_NAME = 'Musa';

type MyOrder = { id: string; handover_code: string };

/** A company ordering every day (so the test does not depend on today's weekday or hour), funded, with one employee. */
async function orderingCompany() {
  const platformAdmin = await admin();
  const company = await newCompany({ budgetNaira: 50_000 });
  await api('/company/settings', { method: 'PATCH', token: company.token, body: { order_days: EVERY_DAY } });
  await topUp(company, 20_000);
  const employee = await newEmployee(company);
  return { platformAdmin, employee };
}

/** Opens My orders and waits until its live stream is connected (what happens next arrives live). */
async function openLive(page: Page) {
  const stream = page.waitForResponse((response) => response.url().includes('/api/orders/events'));
  await openScreen(page, '/worker/orders');
  await stream;
}

test('on a phone, an employee follows their lunch live: the rider, on the way, then delivered', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  const { platformAdmin, employee } = await orderingCompany();
  const dish = `Ofada rice ${randomBytes(3).toString('hex')}`;
  const menuId = await menuItem(platformAdmin, dish);
  const rider = await newRider(platformAdmin, { firstName: RIDER_FIRST_NAME });
  await useSession(context, employee);
  const found: string[] = [];

  // No order yet.
  for (const size of widths) {
    await page.setViewportSize(size);
    await openScreen(page, '/worker/orders');
    await expect(page.getByText('No orders yet!')).toBeVisible();
    found.push(...(await findings(page, `my orders, none @${size.width}`)));
    await keepScreenshot(page, `tracking-empty-${size.width}`);
  }

  const placed = await placeOrder(employee, menuId);
  const mine = await api<{ list: MyOrder[] }>('/orders', { token: employee.token });
  const code = mine.list.find((order) => order.id === placed.id)!.handover_code;
  expect(code).toMatch(/^\d{4}$/);

  // On the phone: the handover code, nothing about a rider yet.
  await page.setViewportSize(widths[1]);
  await openLive(page);
  const card = page.getByRole('listitem').filter({ hasText: dish });
  await expect(card.getByTestId('handover-code')).toHaveText(`Handover code ${code} — give it to the rider`);
  await expect(card).not.toContainText('Rider:');
  found.push(...(await findings(page, 'my orders, placed @375')));
  await keepScreenshot(page, 'tracking-placed-375');

  // The platform admin assigns it: the rider's first name appears, live.
  await api('/admin/dispatch', {
    method: 'PATCH',
    token: platformAdmin.token,
    body: { orderIds: [placed.id], riderId: rider.id },
  });
  await expect(card).toContainText(`Rider: ${RIDER_FIRST_NAME}`);

  // The rider picks it up: on the way since the time it left, live.
  await api(`/rider/orders/${placed.id}/picked-up`, { method: 'POST', token: rider.token });
  await expect(card).toContainText(/On the way since \d{2}:\d{2}/);
  await expect(card).toContainText('OUT FOR DELIVERY');
  await expect(card.getByTestId('handover-code')).toContainText(code);
  await expect(page.getByText(/is now OUT FOR DELIVERY\./)).toBeVisible();
  found.push(...(await findings(page, 'my orders, on the way @375')));
  await keepScreenshot(page, 'tracking-on-the-way-375');

  // The same on a wide screen.
  await page.setViewportSize(widths[0]);
  await openLive(page);
  const row = page.getByRole('row').filter({ hasText: dish });
  await expect(row).toContainText(`Rider: ${RIDER_FIRST_NAME}`);
  await expect(row).toContainText(/On the way since \d{2}:\d{2}/);
  found.push(...(await findings(page, 'my orders, on the way @1280')));
  await keepScreenshot(page, 'tracking-on-the-way-1280');

  // The rider hands it over with the code: delivered, the code gone, a problem may be reported.
  await api(`/rider/orders/${placed.id}/delivered`, { token: rider.token, body: { code } });
  await expect(row).toContainText(/Delivered at \d{2}:\d{2}/);
  await expect(row.getByTestId('handover-code')).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Report a problem' })).toBeVisible();
  found.push(...(await findings(page, 'my orders, delivered @1280')));
  await keepScreenshot(page, 'tracking-delivered-1280');

  expect(found).toEqual([]);
});
