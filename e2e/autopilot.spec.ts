import { randomBytes } from 'node:crypto';
import { type Browser, expect, test } from '@playwright/test';
import { admin, api, newCompany, newEmployee, type Session, useSession } from './support/api';
import { E2E } from './support/env';

/** A menu item made by the platform admin through the API, suiting one diet only. */
async function menuItem(session: Session, fields: { name: string; price: string; diet: string }) {
  const form = new FormData();
  form.append('name', fields.name);
  form.append('description', 'Made for a browser test of auto-order');
  form.append('price', fields.price);
  form.append('categories[]', 'Salad');
  form.append('suitable_for_diet', fields.diet);
  const res = await fetch(`${E2E.baseUrl}/api/food-menu/new`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}` },
    body: form,
  });
  expect(res.status).toBe(200);
}

/** Funds the company wallet through the sandbox checkout page. */
async function topUp(browser: Browser, company: Session, naira: number) {
  const checkout = await api<string>('/billings/topup', { token: company.token, body: { amount: naira } });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(new URL(checkout, E2E.baseUrl).href);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.waitForURL(/\/dashboard\/billings\?reference=/);
  await context.close();
}

test('an employee hearts a meal, turns auto-order on and sees the order it placed', async ({
  browser,
  page,
  context,
}) => {
  const tag = randomBytes(3).toString('hex');
  // A diet of this test's own: the only meals safe for the employee are the ones made here.
  const diet = `diet-${tag}`;
  const bowl = `Quinoa bowl ${tag}`;
  const wrap = `Veggie wrap ${tag}`;
  const platformAdmin = await admin();
  await menuItem(platformAdmin, { name: bowl, price: '1800', diet });
  await menuItem(platformAdmin, { name: wrap, price: '1200', diet });
  const company = await newCompany({ budgetNaira: 50_000 });
  await topUp(browser, company, 20_000);
  const employee = await newEmployee(company, { diets: [diet] });
  await useSession(context, employee);

  // The heart: the dearer bowl becomes a favourite, so auto-order prefers it to the cheaper wrap.
  await page.goto('/worker/overview');
  await page.getByLabel('Search meals').fill(tag);
  await page.getByRole('button', { name: `Add ${bowl} to favourites` }).click();
  await expect(page.getByRole('button', { name: `Remove ${bowl} from favourites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByLabel('Favourites only').check();
  await expect(page.getByRole('article', { name: bowl })).toBeVisible();
  await expect(page.getByRole('article', { name: wrap })).toHaveCount(0);

  await page.goto('/worker/profile');
  const section = page.getByRole('form', { name: 'Auto-order' });
  await expect(section.getByText('Auto-order is off.')).toBeVisible();
  await section.getByLabel('Order lunch for me automatically').check();
  for (const day of ['Saturday', 'Sunday']) await section.getByLabel(day).check();
  await section.getByRole('button', { name: 'Save auto-order' }).click();
  await expect(page.getByText('Auto-order is on')).toBeVisible();
  const dates = section.getByRole('list', { name: 'Next auto-order dates' });
  await expect(dates.getByRole('listitem').first()).toBeVisible();

  // The run for the first date (the scheduled job does the same shortly before the cut-off).
  const settings = await api<{ next_dates: string[] }>('/auto-order', { token: employee.token });
  const run = await api<{ placed: Array<{ employee_id: string; dish: string }> }>('/admin/auto-orders/run', {
    token: platformAdmin.token,
    body: { date: settings.next_dates[0] },
  });
  expect(run.placed.map((row) => row.dish)).toContain(bowl);

  await page.goto('/worker/orders');
  const row = page.getByRole('row', { name: new RegExp(`1 × ${bowl}`) });
  await expect(row).toContainText('₦1,800.00');
  await expect(row).toContainText('PENDING');
  await expect(row.getByRole('button', { name: 'Order again' })).toBeVisible();
});
