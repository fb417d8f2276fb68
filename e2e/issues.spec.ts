import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { admin, api, newCompany, newEmployee, useSession } from './support/api';
import { findings } from './support/axe';
import { E2E } from './support/env';
import { menuItem, topUp } from './support/fixtures';
import { waitForMail } from './support/mail';
import { keepScreenshot, openScreen, widths } from './support/page-ready';

/*
 * Issue 29, problems put right: an employee reports, on a phone, a dish missing from a delivered
 * order; the platform admin finds it on the Issues screen (counted in the side menu) and refunds
 * part of it with a reply; the employee's order shows the outcome live, and both are emailed. Axe
 * and screenshots at 1280 and 375 px, with no issue and with one.
 */

const EVERY_DAY = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];
const EMPTY_OPEN = 'No open issues: every problem reported has been put right.';

type MyOrder = {
  id: string;
  issue: { status: string; resolution: string | null; refund: string; reply: string } | null;
};

/** A screenshot of what the screen shows now (a dialog stays in view), under SCREENSHOT_DIR when set. */
async function keepViewScreenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

/**
 * axe and a screenshot of the Issues screen (the open list, or `?status=resolved`) at both widths,
 * once `shows` is seen.
 */
async function issuesAtBothWidths(page: Page, shot: string, shows: string, query = '') {
  const found: string[] = [];
  for (const size of widths) {
    await page.setViewportSize(size);
    await openScreen(page, `/admin/issues${query}`);
    await expect(page.getByText(shows).first()).toBeVisible();
    found.push(...(await findings(page, `/admin/issues${query} ${shot} @${size.width}`)));
    await keepScreenshot(page, `issues-${shot}-${size.width}`);
  }
  await page.setViewportSize(widths[0]);
  return found;
}

test('an employee reports a missing dish; the platform admin refunds part of the order with a reply', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(300_000);
  const platformAdmin = await admin();
  const company = await newCompany({ budgetNaira: 50_000 });
  await api('/company/settings', { method: 'PATCH', token: company.token, body: { order_days: EVERY_DAY } });
  await topUp(company, 20_000);
  const employee = await newEmployee(company);
  const suffix = randomBytes(3).toString('hex');
  const [stew, beans] = [`Efo riro ${suffix}`, `Moin moin ${suffix}`];
  const stewId = await menuItem(platformAdmin, stew, { price: '2500' });
  const beansId = await menuItem(platformAdmin, beans, { price: '1000' });
  const placed = await api<{ id: string }>('/orders', {
    token: employee.token,
    body: {
      foodItems: [
        { food_menu: stewId, quantity: 1 },
        { food_menu: beansId, quantity: 1 },
      ],
    },
  });
  const ref = placed.id.replace(/-/g, '').slice(-8).toUpperCase();
  const found: string[] = [];

  // The platform admin, in a browser of their own: no issue yet.
  const adminContext = await browser.newContext({ baseURL: E2E.baseUrl });
  await useSession(adminContext, platformAdmin);
  const adminPage = await adminContext.newPage();
  found.push(...(await issuesAtBothWidths(adminPage, 'none', EMPTY_OPEN)));
  await expect(adminPage.getByRole('link', { name: 'Issues', exact: true })).toBeVisible();

  // Delivered (the admin's status change records when).
  await api('/orders/update-status', {
    method: 'PATCH',
    token: platformAdmin.token,
    body: { orderId: placed.id, newStatus: 'DELIVERED' },
  });

  // The employee, on a phone, reports the beans missing.
  await useSession(context, employee);
  await page.setViewportSize(widths[1]);
  const stream = page.waitForResponse((response) => response.url().includes('/api/orders/events'));
  await openScreen(page, '/worker/orders');
  await stream;
  const card = page.getByRole('listitem').filter({ hasText: stew });
  await expect(card).toContainText(/Delivered at \d{2}:\d{2}/);
  await card.getByRole('button', { name: 'Report a problem' }).click();
  const report = page.getByRole('dialog', { name: 'Report a problem' });
  await report.getByRole('button', { name: 'Report problem' }).click();
  await expect(report.getByText('Choose what went wrong')).toBeVisible();
  await report.getByLabel('What went wrong').selectOption({ label: 'Something was missing' });
  await report.getByRole('checkbox', { name: `1 × ${beans}` }).check();
  await report.getByLabel('Note (optional)').fill('The moin moin was not in the bag');
  found.push(...(await findings(page, 'report dialog @375')));
  await keepViewScreenshot(page, 'issues-report-375');
  await report.getByRole('button', { name: 'Report problem' }).click();
  await expect(report).toBeHidden();
  await expect(card.getByTestId('order-issue')).toHaveText('Problem reported — we are looking into it');
  await expect(card.getByRole('button', { name: 'Report a problem' })).toHaveCount(0);
  found.push(...(await findings(page, 'my orders, reported @375')));
  await keepScreenshot(page, 'issues-reported-375');
  await waitForMail(E2E.admin.email, `Problem reported: order ${ref}`);

  // The admin: counted in the side menu, listed with what was reported.
  await openScreen(adminPage, '/admin/overview');
  await adminPage.getByRole('link', { name: 'Issues, 1 open' }).click();
  await expect(adminPage).toHaveURL(/\/admin\/issues$/);
  const row = adminPage.getByRole('row').filter({ hasText: ref });
  await expect(row).toContainText('Staff Member');
  await expect(row).toContainText(company.name);
  await expect(row).toContainText('Something was missing');
  await expect(row).toContainText(`Dishes: 1 × ${beans}`);
  await expect(row).toContainText('The moin moin was not in the bag');
  found.push(...(await issuesAtBothWidths(adminPage, 'open', 'The moin moin was not in the bag')));

  // Refund the beans: ₦1,000.00 of ₦3,500.00, with a reply.
  await openScreen(adminPage, '/admin/issues');
  await row.getByRole('button', { name: `Resolve the problem with order ${ref}` }).click();
  const resolve = adminPage.getByRole('dialog', { name: 'Resolve: Something was missing' });
  await resolve
    .getByRole('combobox', { name: 'Resolution' })
    .selectOption({ label: 'Refund in full: ₦3,500.00' });
  await resolve.getByRole('combobox', { name: 'Resolution' }).selectOption({ label: 'Refund in part' });
  await resolve.getByLabel('Amount to refund (₦)').fill('1000');
  await resolve.getByLabel('Reply').fill('Sorry the moin moin was missing: it is refunded.');
  await expect(resolve.getByText(/On resolve: ₦1,000\.00 refunded/)).toBeVisible();
  found.push(...(await findings(adminPage, 'resolve dialog @1280')));
  await keepViewScreenshot(adminPage, 'issues-resolve-1280');
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await expect(adminPage.getByText(`Order ${ref}: ₦1,000.00 refunded.`)).toBeVisible();
  await expect(resolve).toBeHidden();
  await expect(adminPage.getByText(EMPTY_OPEN)).toBeVisible();
  await expect(adminPage.getByRole('link', { name: 'Issues', exact: true })).toBeVisible();

  // The resolved list shows it with its refund and reply.
  await adminPage.getByRole('button', { name: 'Resolved' }).click();
  const resolved = adminPage.getByRole('row').filter({ hasText: ref });
  await expect(resolved).toContainText('Refunded in part');
  await expect(resolved).toContainText('₦1,000.00 refunded');
  await expect(resolved).toContainText('Reply: Sorry the moin moin was missing: it is refunded.');
  found.push(...(await issuesAtBothWidths(adminPage, 'resolved', 'Refunded in part', '?status=resolved')));

  // The employee's order shows the outcome, live; the API and the emails say the same.
  await expect(card.getByTestId('order-issue')).toContainText(
    'Problem put right: Refunded in part, ₦1,000.00 back to your budget',
  );
  await expect(card.getByTestId('order-issue')).toContainText(
    'Reply: Sorry the moin moin was missing: it is refunded.',
  );
  found.push(...(await findings(page, 'my orders, put right @375')));
  await keepScreenshot(page, 'issues-put-right-375');
  await page.setViewportSize(widths[0]);
  await openScreen(page, '/worker/orders');
  found.push(...(await findings(page, 'my orders, put right @1280')));
  await keepScreenshot(page, 'issues-put-right-1280');
  const mine = await api<{ list: MyOrder[] }>('/orders', { token: employee.token });
  expect(mine.list.find((order) => order.id === placed.id)?.issue).toMatchObject({
    status: 'resolved',
    resolution: 'partial_refund',
    refund: '1000.00',
  });
  await waitForMail(employee.email, `problem with order ${ref} was resolved`);
  await waitForMail(company.email, `problem with order ${ref} was resolved`);

  await adminContext.close();
  expect(found).toEqual([]);
});
