import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import type { Database } from '../apps/server/src/db/client';
import { orders } from '../apps/server/src/db/schema';
import { dayKey } from '../apps/server/src/lib/clock';
import { createCompany, createEmployee } from '../apps/server/test/helpers/factories';
import type { OrderStatus } from '../packages/contract/src/constants';
import { formatDay } from '../packages/contract/src/dates';
import { admin, useSession } from './support/api';
import { findings } from './support/axe';
import { E2E } from './support/env';
import { ownServer } from './support/own-server';
import { keepScreenshot, openScreen, widths } from './support/page-ready';

/**
 * Operators see the day (issue 27, point 8): admin Orders shows each order's delivery day, slot and
 * company and filters by them; the overview counts today's orders by slot and status, each count a
 * link to those orders. Orders for today cannot be placed through the API once today's cut-off has
 * passed, so this spec runs a server of its own on a database it filled first: empty, then with
 * orders for yesterday, today and tomorrow (the platform's day, Africa/Lagos).
 */
const server = ownServer('admin-day', E2E.port + 2);
const tag = randomBytes(3).toString('hex');
const acmeName = `Àdùnní Kitchens ${tag}`;
const betaName = `Beta Logistics ${tag}`;
const DAY = 24 * 3600_000;
const today = dayKey(new Date(), 'Africa/Lagos');
const tomorrow = dayKey(new Date(Date.now() + DAY), 'Africa/Lagos');
const yesterday = dayKey(new Date(Date.now() - DAY), 'Africa/Lagos');

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: server.baseUrl, timezoneId: 'Africa/Lagos' });
test.afterAll(() => server.stop());

/** Two companies with an employee each; with `withOrders`, their orders of three days. */
async function seed(database: Database, withOrders: boolean) {
  const t = { db: database.db };
  const acme = await createCompany(t, { name: acmeName });
  const beta = await createCompany(t, { name: betaName });
  const ada = await createEmployee(t, acme.id, { firstName: 'Ada', lastName: 'Okafor' });
  const bayo = await createEmployee(t, beta.id, { firstName: 'Bayo', lastName: 'Adeyemi' });
  if (!withOrders) return;
  const order = (who: typeof ada, company: typeof acme, day: string, slot: string, status: OrderStatus) => ({
    employeeId: who.id,
    companyId: company.id,
    status,
    totalKobo: 2_500_00,
    monthKey: day.slice(0, 7),
    deliveryDate: day,
    deliverySlot: slot,
  });
  await database.db
    .insert(orders)
    .values([
      order(ada, acme, today, '12:00', 'PENDING'),
      order(ada, acme, today, '12:00', 'PENDING'),
      order(ada, acme, today, '12:00', 'CONFIRMED'),
      order(ada, acme, today, '12:30', 'OUT_FOR_DELIVERY'),
      order(ada, acme, today, '12:30', 'DELIVERED'),
      order(bayo, beta, today, '12:00', 'CANCELLED'),
      order(bayo, beta, today, '13:00', 'PENDING'),
      order(bayo, beta, tomorrow, '12:30', 'PENDING'),
      order(ada, acme, tomorrow, '13:00', 'CONFIRMED'),
      order(bayo, beta, yesterday, '12:00', 'DELIVERED'),
    ]);
}

/** axe and a screenshot at both widths of the page at `path`, then back to the desktop width. */
async function checkBothWidths(
  page: Page,
  path: string,
  name: string,
  expectShown: (page: Page) => Promise<void>,
) {
  const found: string[] = [];
  for (const size of widths) {
    await page.setViewportSize(size);
    await openScreen(page, path);
    await expectShown(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    found.push(...(await findings(page, `${name} @${size.width}`)));
    await keepScreenshot(page, `${name}-${size.width}`);
  }
  await page.setViewportSize(widths[0]);
  expect(found).toEqual([]);
}

const todayPanel = (page: Page) => page.getByRole('region', { name: "Today's orders" });

test.describe('without orders', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await server.start((database) => seed(database, false));
  });

  test('the overview says there is no order today; the orders list is empty', async ({ page, context }) => {
    await useSession(context, await admin(server.baseUrl), server.baseUrl);
    await checkBothWidths(page, '/admin/overview', 'admin-day-overview-empty', async () => {
      await expect(todayPanel(page)).toContainText('No orders for today yet.');
      await expect(todayPanel(page)).toContainText(`${formatDay(today)}, the platform's day (Africa/Lagos)`);
    });
    await checkBothWidths(page, `/admin/orders?day=${today}`, 'admin-day-orders-empty', async () => {
      await expect(page.getByText('Nothing matches the filter.')).toBeVisible();
    });
  });
});

test.describe('with orders', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await server.stop();
    await server.start((database) => seed(database, true));
  });

  test("the overview counts today's orders by slot and status, and a count opens those orders", async ({
    page,
    context,
  }) => {
    await useSession(context, await admin(server.baseUrl), server.baseUrl);
    await checkBothWidths(page, '/admin/overview', 'admin-day-overview', async () => {
      await expect(todayPanel(page).getByRole('link', { name: '4 orders at 12:00' })).toBeVisible();
      await expect(
        todayPanel(page).getByRole('link', { name: '1 out for delivery order at 12:30' }),
      ).toBeVisible();
    });

    const grid = todayPanel(page).getByRole('table', { name: "Today's orders by delivery slot and status" });
    const row = (slot: string) => grid.getByRole('row', { name: new RegExp(`^${slot}`) });
    await expect(row('12:00')).toHaveText(/12:00\s*2\s*1\s*0\s*0\s*0\s*0\s*1\s*4/);
    await expect(row('12:30')).toHaveText(/12:30\s*0\s*0\s*0\s*1\s*1\s*0\s*0\s*2/);
    await expect(row('13:00')).toHaveText(/13:00\s*1\s*0\s*0\s*0\s*0\s*0\s*0\s*1/);
    await expect(grid.getByRole('link', { name: '7 orders today' })).toBeVisible();

    await grid.getByRole('link', { name: '2 pending orders at 12:00' }).click();
    await expect(page).toHaveURL(`/admin/orders?day=${today}&slot=12%3A00&status=PENDING`);
    const list = page.getByRole('table', { name: 'Orders' });
    await expect(list.getByRole('row')).toHaveCount(3);
    for (const shown of [formatDay(today), '12:00', acmeName, 'Ada Okafor', 'PENDING'])
      await expect(list.getByRole('row').nth(1)).toContainText(shown);
    await expect(page.getByLabel('Delivery day')).toHaveValue(today);
    await expect(page.getByLabel('Slot')).toHaveValue('12:00');
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('PENDING');
    await expect(page.getByLabel('Sort by')).toHaveValue('delivery_slot');
  });

  test('the admin filters the orders by delivery day and company; the filters stay in the address', async ({
    page,
    context,
  }) => {
    await useSession(context, await admin(server.baseUrl), server.baseUrl);
    await openScreen(page, '/admin/orders');
    const list = page.getByRole('table', { name: 'Orders' });
    await expect(list.getByRole('row')).toHaveCount(11);
    for (const header of ['Order', 'Delivery day', 'Slot', 'Company', 'Customer', 'Status', 'Amount'])
      await expect(list.getByRole('columnheader', { name: header })).toBeVisible();
    // Beside the side menu at 1280 px the whole table shows: the status control needs no sideways scroll.
    const scroller = list.locator('xpath=..');
    expect(await scroller.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);

    await page.getByLabel('Delivery day').fill(tomorrow);
    await expect(page).toHaveURL(new RegExp(`day=${tomorrow}`));
    await expect(list.getByRole('row')).toHaveCount(3);
    // One day: slot by slot.
    await expect(list.getByRole('row').nth(1)).toContainText(betaName);
    await expect(list.getByRole('row').nth(1)).toContainText('12:30');
    await expect(list.getByRole('row').nth(2)).toContainText('13:00');

    await page.getByLabel('Delivery day').fill(today);
    const company = page.getByRole('combobox', { name: 'Company' });
    await company.fill('beta');
    await page.getByRole('option', { name: new RegExp(betaName) }).click();
    await expect(page).toHaveURL(/company=[0-9a-f-]{36}&company_name=Beta/);
    await expect(list.getByRole('row')).toHaveCount(3);
    await expect(list).not.toContainText(acmeName);
    await expect(list.getByRole('row').nth(1)).toContainText('CANCELLED');
    await expect(list.getByRole('row').nth(2)).toContainText('13:00');

    // Reload and Back keep the place.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Company' })).toHaveValue(betaName);
    await expect(list.getByRole('row')).toHaveCount(3);
    await checkBothWidths(
      page,
      page.url().replace(server.baseUrl, ''),
      'admin-day-orders-filtered',
      async () => {
        await expect(page.getByText(betaName).first()).toBeVisible();
      },
    );
    await checkBothWidths(page, `/admin/orders?day=${today}`, 'admin-day-orders', async () => {
      await expect(page.getByText(acmeName).first()).toBeVisible();
    });

    // A malformed value in the address is left out, not sent.
    await openScreen(page, `/admin/orders?day=${today}&company=not-an-id&slot=noon`);
    await expect(list.getByRole('row')).toHaveCount(8);
  });
});
