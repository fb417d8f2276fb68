import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { companies, ledger, orderLines, orders, platformSettings } from '../apps/server/src/db/schema';
import { monthKey } from '../apps/server/src/lib/clock';
import {
  type Actor,
  createCompany,
  createEmployee,
  createMenuItem,
} from '../apps/server/test/helpers/factories';
import { formatMonth } from '../packages/contract/src/dates';
import { admin, type Session, useSession } from './support/api';
import { findings } from './support/axe';
import { E2E } from './support/env';
import { waitForMail } from './support/mail';
import { ownServer } from './support/own-server';
import { keepScreenshot, openScreen, widths } from './support/page-ready';

/**
 * VAT invoices (issue 31): the platform admin issues a company's invoice for a past month, the
 * company finds it in its list, opens it and downloads its PDF. Orders of a past month come from no
 * API call (checkout takes future delivery dates only), so this spec runs a server of its own on a
 * database it filled first: a company with a lunch delivered two months ago (the monthly run, from
 * the 2nd, invoices only last month, so this one waits for the admin), and a company without any.
 */
const server = ownServer('invoices', E2E.port + 4);
const tag = randomBytes(3).toString('hex');
const buyerName = `Àdùnní Kitchens ${tag}`;
const emptyName = `Quiet Logistics ${tag}`;
const seller = 'Lunch Platform Nigeria Ltd';

/** The month before last, in Lagos ('YYYY-MM'). */
function monthBeforeLast() {
  const [year, month] = monthKey(new Date(), 'Africa/Lagos').split('-').map(Number) as [number, number];
  const back = new Date(Date.UTC(year, month - 3, 1));
  return `${back.getUTCFullYear()}-${String(back.getUTCMonth() + 1).padStart(2, '0')}`;
}
const month = monthBeforeLast();

let buyer: Actor;
let empty: Actor;
const sessionOf = (actor: Actor, name: string): Session => ({ ...actor, password: '', name });

/** The seller's details, the two companies, and the lunch delivered to the first: 2 × ₦2,500, paid by its wallet. */
async function seed(database: Database) {
  const t = { db: database.db };
  await database.db
    .update(platformSettings)
    .set({
      sellerLegalName: seller,
      sellerTin: '12345678-0001',
      sellerAddress: '5 Admiralty Way, Lekki, Lagos',
    })
    .where(eq(platformSettings.id, 1));
  buyer = await createCompany(t, { name: buyerName, walletKobo: 20_000_00 });
  empty = await createCompany(t, { name: emptyName });
  await database.db
    .update(companies)
    .set({ legalName: `${buyerName} Limited`, tin: '87654321-0001' })
    .where(eq(companies.accountId, buyer.id));
  const employee = await createEmployee(t, buyer.id, { firstName: 'Ada', lastName: 'Okafor' });
  const dish = await createMenuItem(t, { name: 'Jollof rice', priceKobo: 2_500_00 });
  const deliveredAt = new Date(`${month}-10T11:40:00Z`);
  const [order] = await database.db
    .insert(orders)
    .values({
      employeeId: employee.id,
      companyId: buyer.id,
      status: 'DELIVERED',
      totalKobo: 5_000_00,
      monthKey: month,
      deliveryDate: `${month}-10`,
      deliverySlot: '12:30',
      deliveredAt,
      createdAt: deliveredAt,
      updatedAt: deliveredAt,
    })
    .returning();
  await database.db
    .insert(orderLines)
    .values({ orderId: order!.id, menuItemId: dish.id, name: dish.name, priceKobo: 2_500_00, quantity: 2 });
  await database.db.insert(ledger).values({
    companyId: buyer.id,
    orderId: order!.id,
    type: 'order_charge',
    status: 'paid',
    amountKobo: 5_000_00,
    reference: `chg_${tag}`,
    email: employee.email,
    createdAt: deliveredAt,
    updatedAt: deliveredAt,
  });
  await database.db
    .update(companies)
    .set({ walletKobo: sql`${companies.walletKobo} - ${5_000_00}` })
    .where(eq(companies.accountId, buyer.id));
}

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: server.baseUrl, timezoneId: 'Africa/Lagos' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await server.start(seed);
});
test.afterAll(() => server.stop());

/** axe and a screenshot at both widths of the page at `path`, nothing wider than the screen; then back to the desktop width. */
async function checkBothWidths(page: Page, path: string, name: string, expectShown: () => Promise<void>) {
  const found: string[] = [];
  for (const size of widths) {
    await page.setViewportSize(size);
    await openScreen(page, path);
    await expectShown();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    found.push(...(await findings(page, `${name} @${size.width}`)));
    await keepScreenshot(page, `${name}-${size.width}`);
  }
  await page.setViewportSize(widths[0]);
  expect(found).toEqual([]);
}

test('before any invoice: the lists say so', async ({ page, context }) => {
  await useSession(context, await admin(server.baseUrl), server.baseUrl);
  await checkBothWidths(page, '/admin/invoices', 'invoices-admin-empty', async () => {
    await expect(page.getByText('No invoices issued yet.')).toBeVisible();
  });
  await context.clearCookies();
  await useSession(context, sessionOf(empty, emptyName), server.baseUrl);
  await checkBothWidths(page, '/dashboard/invoices', 'invoices-company-empty', async () => {
    await expect(page.getByText(/No invoices yet/)).toBeVisible();
  });
});

test('the admin issues a past month; the company opens the invoice and downloads its PDF', async ({
  page,
  context,
}) => {
  await useSession(context, await admin(server.baseUrl), server.baseUrl);
  await openScreen(page, '/admin/overview');
  await page.getByRole('link', { name: 'Invoices', exact: true }).click();
  await expect(page).toHaveURL('/admin/invoices');
  const form = page.getByRole('region', { name: 'Issue an invoice' });
  await form.getByRole('combobox', { name: 'Company' }).fill('Àdùnní');
  await page.getByRole('option', { name: new RegExp(buyerName) }).click();
  await form.getByLabel('Month').fill(month);
  await form.getByRole('button', { name: 'Issue invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue this invoice?' });
  await expect(dialog).toContainText(`${buyerName}, meals delivered in ${formatMonth(month)}.`);
  await dialog.getByRole('button', { name: 'Issue invoice' }).click();
  await expect(form.getByRole('status')).toHaveText('Invoice INV-000001 issued. Open INV-000001');
  const table = page.getByRole('table', { name: 'Invoices and credit notes' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(buyerName);
  await expect(table.getByRole('row').nth(1)).toContainText('₦5,000.00');
  await checkBothWidths(page, '/admin/invoices', 'invoices-admin', async () => {
    await expect(page.getByRole('link', { name: 'INV-000001', exact: true })).toBeVisible();
  });

  // The company is emailed a link to its invoice.
  const mail = await waitForMail(buyer.email, 'tax invoice INV-000001');
  expect(mail.text).toContain(`${server.baseUrl}/dashboard/invoices/INV-000001`);

  await context.clearCookies();
  await useSession(context, sessionOf(buyer, buyerName), server.baseUrl);
  await openScreen(page, '/dashboard/overview');
  await page.getByRole('link', { name: 'Invoices', exact: true }).click();
  await expect(page).toHaveURL('/dashboard/invoices');
  await checkBothWidths(page, '/dashboard/invoices', 'invoices-company', async () => {
    await expect(page.getByRole('link', { name: 'INV-000001', exact: true })).toBeVisible();
  });
  await page.getByRole('link', { name: 'INV-000001', exact: true }).click();
  await expect(page).toHaveURL('/dashboard/invoices/INV-000001');
  const document = page.getByRole('region', { name: 'Tax invoice INV-000001' });
  await expect(document).toContainText(`Meals delivered in ${formatMonth(month)}.`);
  await expect(document).toContainText(seller);
  await expect(document).toContainText(`${buyerName} Limited`);
  await expect(document).toContainText('TIN 87654321-0001');
  const line = page.getByRole('table', { name: 'Lines' }).getByRole('row', { name: /Jollof rice/ });
  await expect(line).toContainText('₦2,500.00');
  await expect(line).toContainText('₦5,000.00');
  await expect(page.getByText('Prices include VAT at 7.5 %; the net is the price without it.')).toBeVisible();
  await checkBothWidths(page, '/dashboard/invoices/INV-000001', 'invoice-company-detail', async () => {
    await expect(page.getByRole('region', { name: 'Tax invoice INV-000001' })).toBeVisible();
  });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('INV-000001.pdf');
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  const pdf = await page.request.get('/api/billings/invoices/INV-000001/pdf');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Another company's invoice is not there for it.
  await context.clearCookies();
  await useSession(context, sessionOf(empty, emptyName), server.baseUrl);
  await openScreen(page, '/dashboard/invoices/INV-000001');
  await expect(page.getByText('Invoice not found')).toBeVisible();
});
