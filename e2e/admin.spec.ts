import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { admin, api, login, newCompany, newEmployee, useSession } from './support/api';
import { menuItem, topUp } from './support/fixtures';

const png = (color: string) =>
  sharp({ create: { width: 960, height: 640, channels: 3, background: color } })
    .png()
    .toBuffer();

async function openAdmin(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('the admin creates a menu item with an image through the wizard, switches it off, opens its details and edits it', async ({
  page,
  context,
}) => {
  const session = await admin();
  await useSession(context, session);
  const name = `Ofada stew ${randomBytes(3).toString('hex')}`;

  await openAdmin(page, '/admin/menu');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please complete all fields in Step 1.')).toBeVisible();

  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Description').fill('Designer stew with locust beans');
  await page.getByLabel('Price (₦)').fill('3200');
  await page.getByRole('button', { name: 'Next' }).click();

  await page
    .getByLabel('Image')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(page.getByText('Please upload a valid image file.').first()).toBeVisible();

  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Main Course').check();
  await page.getByLabel('Soup').check();
  await page
    .getByLabel('Image')
    .setInputFiles({ name: 'stew.png', mimeType: 'image/png', buffer: await png('#b5451b') });
  await page.getByLabel('Health benefits').fill('Protein, Iron');
  await page.getByLabel('Allergens').fill(' Locust Beans ,, Palm Oil');
  await page.getByLabel('Suitable for conditions').fill('Anaemia');
  await page.getByLabel('Suitable for diets').fill('Low-carb');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByText('Menu added successfully.')).toBeVisible();
  // Back to an empty step 1.
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();

  await openAdmin(page, '/admin/lists');
  await page.getByRole('searchbox', { name: 'Search the menu' }).fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: `${name}: show details` });
  await expect(row).toBeVisible();
  await expect(row).toContainText('₦3,200.00');
  const thumbnail = row.getByRole('img', { name });
  // The served sizes only, never the upload: the 960 × 640 picture is at most 800 wide in the list.
  await expect(thumbnail).toHaveAttribute('src', /\/uploads\/menu\/[0-9a-f]{64}-800\.webp$/);
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(800);

  const toggle = row.getByRole('switch', { name: `${name} available` });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(page.getByText('Status updated successfully!')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(row).toContainText('UNAVAILABLE');
  const listed = await api<{ list: Array<{ name: string; available: boolean }> }>(
    `/food-menu?query=${encodeURIComponent(name)}`,
    { token: session.token },
  );
  expect(listed.list).toEqual([expect.objectContaining({ name, available: false })]);

  await row.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('₦3,200.00');
  await expect(dialog).toContainText('UNAVAILABLE');
  for (const value of ['protein', 'iron', 'locust beans', 'palm oil', 'anaemia', 'low-carb']) {
    await expect(dialog.getByText(value, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByRole('img', { name })).toHaveAttribute(
    'src',
    /\/uploads\/menu\/[0-9a-f]{64}-1280\.webp$/,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await row.click();
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();

  await row.click();
  await dialog.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(edit.getByLabel('Allergens')).toHaveValue('locust beans, palm oil');
  await edit.getByLabel('Price (₦)').fill('0');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByText('Price must be an amount more than 0')).toBeVisible();
  await edit.getByLabel('Price (₦)').fill('3300.50');
  await edit.getByLabel('Allergens').fill('Locust beans');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Menu item updated.')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('₦3,300.50');
  const edited = await api<{ list: Array<{ allergens: string[]; food_image: string }> }>(
    `/food-menu?query=${encodeURIComponent(name)}`,
    { token: session.token },
  );
  expect(edited.list[0]?.allergens).toEqual(['locust beans']);
  expect(edited.list[0]?.food_image).toMatch(/-1280\.webp$/);
});

test("the admin changes an order's status and the row updates; the wallet gets the refund", async ({
  page,
  context,
}) => {
  const session = await admin();
  const company = await newCompany();
  await topUp(company, 10_000);
  const employee = await newEmployee(company, { firstName: 'Orderer' });
  const itemId = await menuItem(session, `Admin order dish ${randomBytes(3).toString('hex')}`);
  const order = await api<{ id: string }>('/orders', {
    token: employee.token,
    body: { foodItems: [{ food_menu: itemId, quantity: 2 }] },
  });
  const wallet = async () =>
    (await api<{ balance: string }>('/analytics/company', { token: company.token })).balance;
  expect(await wallet()).toBe('7000.00');

  await useSession(context, session);
  await openAdmin(page, '/admin/orders');
  const row = page.getByRole('row').filter({ hasText: order.id.slice(-8) });
  await expect(row).toContainText('Orderer Member');
  await expect(row).toContainText('PENDING');
  await expect(row).toContainText('₦3,000.00');

  await row.getByRole('combobox').selectOption('CANCELLED');
  const confirm = page.getByRole('dialog', { name: 'Set this order to CANCELLED?' });
  await expect(confirm).toContainText('₦3,000.00 goes back to');
  await confirm.getByRole('button', { name: 'Set CANCELLED' }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByText('CANCELLED', { exact: true }).first()).toBeVisible();
  await expect(row.getByRole('combobox')).toHaveValue('CANCELLED');
  expect(await wallet()).toBe('10000.00');

  // A new order shows up live, without a reload; on a phone the page does not scroll sideways.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 800 });
  const next = await api<{ id: string }>('/orders', {
    token: employee.token,
    body: { foodItems: [{ food_menu: itemId, quantity: 1 }] },
  });
  await expect(page.getByText('New order from Orderer Member: ₦1,500.00')).toBeVisible();
  // On a phone the list is stacked cards.
  await expect(page.getByRole('listitem').filter({ hasText: next.id.slice(-8) })).toContainText('PENDING');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  await page.setViewportSize(desktop);

  await page.getByLabel('Status', { exact: true }).selectOption('CANCELLED');
  await expect(page.getByRole('row').filter({ hasText: order.id.slice(-8) })).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('CONFIRMED');
  await expect(page).toHaveURL(/status=CONFIRMED/);
  await expect(page.getByRole('row').filter({ hasText: order.id.slice(-8) })).toHaveCount(0);

  await openAdmin(page, '/admin/transactions');
  const refund = page.getByRole('row').filter({ hasText: 'Refund' }).filter({ hasText: company.name });
  await expect(refund).toContainText('₦3,000.00');
  await expect(refund).toContainText(employee.email);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    '"ID","Reference","Email","Amount (NGN)","Date","Name","Type","Method","Status","Department","Cost centre"',
  );
  expect(csv).toContain(`"${employee.email}","3000.00"`);
  expect(csv).toContain('"order_refund","","paid"');
});

test('the admin finds a customer, suspends them (no more sign-in) and reactivates them', async ({
  page,
  context,
}) => {
  await useSession(context, await admin());
  const company = await newCompany();
  const employee = await newEmployee(company, { firstName: 'Suspendable' });

  await openAdmin(page, '/admin/customers');
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(employee.email.toUpperCase());
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: employee.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Suspendable Member');
  await expect(row).toContainText('ACTIVE');
  // The company wallet is empty, so the employee can spend nothing yet.
  await expect(row).toContainText('₦0.00');

  await row.getByRole('button', { name: 'Suspend Suspendable Member' }).click();
  const confirm = page.getByRole('dialog', { name: 'Suspend Suspendable Member?' });
  await confirm.getByRole('button', { name: 'Suspend', exact: true }).click();
  await expect(page.getByText('Account suspended')).toBeVisible();
  await expect(row).toContainText('SUSPENDED');
  await expect(login(employee.email, employee.password)).rejects.toThrow(/403/);
  await expect(api('/auth/me', { token: employee.token })).rejects.toThrow(/401/);

  await row.getByRole('button', { name: 'Reactivate Suspendable Member' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reactivate', exact: true }).click();
  await expect(row).toContainText('ACTIVE');
  expect(await login(employee.email, employee.password)).toBeTruthy();

  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('no-such-customer-anywhere');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No results found for the query.')).toBeVisible();
});
