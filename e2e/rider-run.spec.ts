import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { admin, api, newCompany, newEmployee, newRider } from './support/api';
import { findings } from './support/axe';
import { menuItem, placeOrder, topUp } from './support/fixtures';
import { keepScreenshot, openScreen, widths } from './support/page-ready';

/*
 * Issue 29, the rider's run, phone first: a rider invited by the platform admin sets a password
 * (the reset flow, as the invitation asks) and signs in on a 375 px phone; with nothing assigned the
 * run says so; once the admin gives them an order they see it in its slot — to whom, the phone to
 * tap, the address — pick it up, try a wrong handover code (the server's words: the tries left),
 * then hand it over with the employee's code. Axe and screenshots at 1280 and 375 px, empty and
 * with the stop.
 */

const EVERY_DAY = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];

type MyOrder = { id: string; handover_code: string; delivery_date: string; delivery_slot: string };

/** A screenshot of what the screen shows now (a dialog stays in view), under SCREENSHOT_DIR when set. */
async function keepViewScreenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

test('on a phone, a rider signs in, sees their run, picks an order up and hands it over with the code', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const platformAdmin = await admin();
  const company = await newCompany({ budgetNaira: 50_000 });
  await api('/company/settings', { method: 'PATCH', token: company.token, body: { order_days: EVERY_DAY } });
  await topUp(company, 20_000);
  const employee = await newEmployee(company, { firstName: 'Staff' });
  const menuId = await menuItem(platformAdmin, `Ofada rice ${randomBytes(3).toString('hex')}`);
  const rider = await newRider(platformAdmin);
  const placed = await placeOrder(employee, menuId, 2);
  const mine = await api<{ list: MyOrder[] }>('/orders', { token: employee.token });
  const order = mine.list.find((one) => one.id === placed.id)!;
  const day = order.delivery_date;
  const found: string[] = [];

  // Signs in on the phone, and lands on their run.
  await page.setViewportSize(widths[1]);
  await page.goto('/login');
  await page.getByLabel('Email').fill(rider.email);
  await page.getByLabel('Password', { exact: true }).fill(rider.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/rider\/run$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'My run' })).toBeVisible();

  // Nothing assigned yet: the run says so for the day.
  for (const size of widths) {
    await page.setViewportSize(size);
    await openScreen(page, `/rider/run?date=${day}`);
    await expect(page.getByText(/^No deliveries assigned to you for /)).toBeVisible();
    found.push(...(await findings(page, `rider run, empty @${size.width}`)));
    await keepScreenshot(page, `rider-run-empty-${size.width}`);
  }

  // The platform admin gives the order to the rider.
  await api('/admin/dispatch', {
    method: 'PATCH',
    token: platformAdmin.token,
    body: { orderIds: [order.id], riderId: rider.id },
  });

  for (const size of widths) {
    await page.setViewportSize(size);
    await openScreen(page, `/rider/run?date=${day}`);
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`^${order.delivery_slot}`) }),
    ).toBeVisible();
    found.push(...(await findings(page, `rider run, one stop @${size.width}`)));
    await keepScreenshot(page, `rider-run-stop-${size.width}`);
  }

  // On the phone: to whom, the phone to tap, where.
  await page.setViewportSize(widths[1]);
  await openScreen(page, `/rider/run?date=${day}`);
  const stop = page.getByRole('listitem', { name: 'Staff' });
  await expect(stop).toContainText(company.name);
  await expect(stop).toContainText('2 dishes');
  await expect(stop).toContainText('2 Allen Avenue');
  await expect(stop.getByRole('link', { name: /^Call Staff on / })).toHaveAttribute(
    'href',
    /^tel:\+?\d{6,}$/,
  );
  await expect(stop).toContainText('To pick up');
  await expect(stop.getByRole('button', { name: 'Delivered' })).toHaveCount(0);

  // Picked up: on the way, and now it can be handed over.
  await stop.getByRole('button', { name: 'Picked up' }).click();
  await expect(page.getByText("Picked up Staff's order")).toBeVisible();
  await expect(stop).toContainText('On the way');
  await keepScreenshot(page, 'rider-run-picked-up-375');

  // A wrong code: the server says how many tries are left.
  await stop.getByRole('button', { name: 'Delivered' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deliver to Staff' });
  await expect(dialog.getByLabel('Digit 1 of 4')).toBeFocused();
  const wrong = order.handover_code === '0000' ? '1111' : '0000';
  await page.keyboard.type(wrong);
  await dialog.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Wrong code: 4 tries left');
  await expect(dialog.getByLabel('Digit 1 of 4')).toBeFocused();
  found.push(...(await findings(page, 'handover dialog, wrong code @375')));
  await keepViewScreenshot(page, 'rider-run-wrong-code-375');

  // The employee's code: delivered.
  await page.keyboard.type(order.handover_code);
  await dialog.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(page.getByText('Delivered to Staff')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(stop).toContainText('Delivered');
  await expect(stop.getByRole('button')).toHaveCount(0);
  await keepScreenshot(page, 'rider-run-delivered-375');
  const after = await api<{ list: Array<{ id: string; status: string }> }>('/orders', {
    token: employee.token,
  });
  expect(after.list.find((one) => one.id === order.id)?.status).toBe('DELIVERED');

  expect(found).toEqual([]);
});
