import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { admin, api, newCompany, newEmployee, useSession } from './support/api';
import { menuItem, topUp } from './support/fixtures';

const EVERY_DAY = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];

/** A company ordering every day (so the test does not depend on today's weekday or hour), funded, with one employee. */
async function orderingCompany() {
  const platformAdmin = await admin();
  await api('/admin/settings', { method: 'PATCH', token: platformAdmin.token, body: { max_days_ahead: 14 } });
  const company = await newCompany({ budgetNaira: 50_000 });
  await api('/company/settings', { method: 'PATCH', token: company.token, body: { order_days: EVERY_DAY } });
  await topUp(company, 20_000);
  const employee = await newEmployee(company);
  return { platformAdmin, company, employee };
}

test('an employee picks another delivery day, orders for it and sees the day and slot in My orders', async ({
  page,
  context,
}) => {
  const { platformAdmin, employee } = await orderingCompany();
  const dish = `Ayamase ${randomBytes(3).toString('hex')}`;
  await menuItem(platformAdmin, dish);
  await useSession(context, employee);

  await page.goto('/worker/overview');
  const dayPicker = page.getByLabel('Delivery day');
  await expect(dayPicker).toBeVisible();
  await expect(page.getByTestId('delivery-summary')).toContainText('at 12:30');
  const second = dayPicker.locator('option').nth(1);
  const [date, label] = [await second.getAttribute('value'), await second.textContent()];
  await dayPicker.selectOption(date!);
  await expect(page.getByTestId('delivery-summary')).toContainText(`Arrives ${label} at 12:30`);
  await expect(
    page.getByText('Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday'),
  ).toBeVisible();

  await page.getByLabel('Search meals').fill(dish);
  await page.getByRole('switch').click();
  await page.getByRole('button', { name: `Add to Cart: ${dish}` }).click();
  await page.getByRole('button', { name: 'Cart 1 item' }).click();
  await page.getByRole('dialog', { name: 'Shopping Cart' }).getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/worker\/orders$/);
  const row = page.getByRole('row', { name: new RegExp(`1 × ${dish}`) });
  await expect(row).toContainText(`${label}, 12:30`);
  const mine = await api<{ list: Array<{ delivery_date: string; items: Array<{ name: string }> }> }>(
    '/orders',
    {
      token: employee.token,
    },
  );
  expect(mine.list.find((order) => order.items[0]?.name === dish)?.delivery_date).toBe(date);
});

test('a company edits its meal programme: days, ordering hours and caps', async ({ page, context }) => {
  const company = await newCompany();
  await useSession(context, company);
  await page.goto('/dashboard/overview');
  const programme = page.getByRole('region', { name: 'Meal programme' });
  // The settings load with the rest of the dashboard (slow on a busy machine).
  await expect(programme.getByLabel('Monday')).toBeChecked({ timeout: 30_000 });
  await expect(programme.getByLabel('Saturday')).not.toBeChecked();

  await programme.getByLabel('Saturday').check();
  await programme.getByLabel('Friday').uncheck();
  await programme.getByLabel('Orders open at').fill('08:00');
  await programme.getByLabel('Orders close at').fill('07:00');
  await programme.getByRole('button', { name: 'Save programme' }).click();
  await expect(programme.getByText('The order window must end after it starts')).toBeVisible();

  await programme.getByLabel('Orders close at').fill('11:30');
  await programme.getByLabel('Cap per order (₦)').fill('3000');
  await programme.getByLabel('Cap per employee per day (₦)').fill('4500.50');
  await programme.getByRole('button', { name: 'Save programme' }).click();
  await expect(page.getByText('Meal programme saved')).toBeVisible();

  await page.reload();
  await expect(programme.getByLabel('Saturday')).toBeChecked({ timeout: 30_000 });
  await expect(programme.getByLabel('Friday')).not.toBeChecked();
  await expect(programme.getByLabel('Orders close at')).toHaveValue('11:30');
  const saved = await api<Record<string, unknown>>('/company/settings', { token: company.token });
  expect(saved).toMatchObject({
    order_days: ['MON', 'TUE', 'WED', 'THU', 'SAT'],
    order_window_start: '08:00',
    order_window_end: '11:30',
    per_order_cap: '3000.00',
    per_day_cap: '4500.50',
  });
  // Back to no cap: an empty field.
  await programme.getByLabel('Cap per order (₦)').fill('');
  await programme.getByRole('button', { name: 'Save programme' }).click();
  await expect(page.getByText('Meal programme saved')).toBeVisible();
  expect(
    (await api<{ per_order_cap: unknown }>('/company/settings', { token: company.token })).per_order_cap,
  ).toBeNull();
});

test('the admin kitchen screen shows a day live, marks a slot out for delivery and delivered, and prints without controls', async ({
  page,
  context,
}) => {
  const { platformAdmin, company, employee } = await orderingCompany();
  const dish = `Kitchen jollof ${randomBytes(3).toString('hex')}`;
  const itemId = await menuItem(platformAdmin, dish);
  // The last open day: the 12:30 slot of the first open day also holds other specs' orders.
  const options = await api<{ days: Array<{ date: string }> }>('/orders/delivery-options', {
    token: employee.token,
  });
  const day = options.days.at(-1)!.date;
  const first = await api<{ delivery_date: string }>('/orders', {
    token: employee.token,
    body: { foodItems: [{ food_menu: itemId, quantity: 2 }], delivery_date: day },
  });
  await useSession(context, platformAdmin);

  await page.goto('/admin/kitchen');
  await expect(page.getByRole('heading', { name: /^Kitchen sheet/ })).toBeVisible();
  await page.getByLabel('Delivery day').fill(first.delivery_date);
  const slot = page.getByRole('region', { name: 'Slot 12:30' });
  await expect(slot.getByRole('listitem').filter({ hasText: dish })).toHaveCount(1);
  await expect(slot).toContainText(company.name);

  // A new order for the day appears without a reload.
  const colleague = await newEmployee(company, { firstName: 'Second' });
  await api('/orders', {
    token: colleague.token,
    body: { foodItems: [{ food_menu: itemId, quantity: 1 }], delivery_date: first.delivery_date },
  });
  await expect(slot.getByRole('heading')).toHaveText(/^12:30( WAT)? · 2 orders, 2 to cook$/);
  await expect(page.getByRole('region', { name: /^To cook/ }).getByRole('row', { name: dish })).toContainText(
    '3',
  );

  await slot.getByRole('button', { name: 'Mark out for delivery' }).click();
  const confirm = page.getByRole('dialog', { name: /Mark 2 orders at 12:30 as out for delivery/ });
  await confirm.getByRole('button', { name: 'Out for delivery' }).click();
  await expect(slot.getByText('OUT FOR DELIVERY', { exact: true })).toHaveCount(2);
  await slot.getByRole('button', { name: 'Mark delivered' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delivered' }).click();
  await expect(slot.getByText('DELIVERED', { exact: true })).toHaveCount(2);
  const mine = await api<{ list: Array<{ status: string }> }>('/orders', { token: employee.token });
  expect(mine.list[0]?.status).toBe('DELIVERED');

  const csv = await page.request.get(`/api/kitchen/csv?date=${first.delivery_date}`);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(`"1 × ${dish}"`);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(slot.getByRole('button', { name: 'Mark delivered' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Kitchen' })).toBeHidden();
  await expect(slot).toBeVisible();
});
