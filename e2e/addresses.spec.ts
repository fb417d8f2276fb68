import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { admin, api, newCompany, newEmployee, useSession } from './support/api';
import { findings } from './support/axe';
import { keepScreenshot, openScreen, widths } from './support/page-ready';

/** A screenshot of what the screen shows now (a dialog stays in view), under SCREENSHOT_DIR when set. */
async function keepViewScreenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

/*
 * Issue 29, the address book: on the profile page an employee adds an address for a week day, sees
 * it, edits it and deletes it (confirmed first); the address onboarding gave is the first one and the
 * only address cannot be deleted. With delivery zones, each address shows its zone and fee, or that
 * the platform does not deliver there yet. At 1280 and 375 px, with axe.
 */

const addresses = (page: Page) => page.getByRole('region', { name: 'Delivery addresses' });
const card = (page: Page, label: string) => addresses(page).getByRole('listitem', { name: label });

test('an employee adds an Office address for Wednesdays, edits it and deletes it, at both widths', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  const company = await newCompany();
  const employee = await newEmployee(company);
  await useSession(context, employee);
  const found: string[] = [];

  for (const size of widths) {
    await page.setViewportSize(size);
    const at = `@${size.width}`;
    await openScreen(page, '/worker/profile');

    // The address given at onboarding is the first; being the only one, it cannot be deleted.
    const home = card(page, 'Home');
    await expect(home).toContainText('2 Allen Avenue, Ikeja, Lagos');
    await expect(home.getByRole('button', { name: 'Delete Home' })).toBeDisabled();
    await expect(home).toContainText('Your only address: add another before deleting it.');
    found.push(...(await findings(page, `profile, one address ${at}`)));
    await keepScreenshot(page, `addresses-one-${size.name}`);

    // Add: every field, Wednesday ticked.
    await addresses(page).getByRole('button', { name: 'Add address' }).click();
    const add = page.getByRole('dialog', { name: 'Add a delivery address' });
    await expect(add.getByLabel('Label')).toBeFocused();
    found.push(...(await findings(page, `add dialog ${at}`)));
    await keepViewScreenshot(page, `addresses-add-empty-${size.name}`);
    await add.getByRole('button', { name: 'Save address' }).click();
    await expect(add.getByText('Label is required')).toBeVisible();
    await keepViewScreenshot(page, `addresses-add-errors-${size.name}`);
    await add.getByLabel('Label').fill('Office');
    await add.getByLabel('Address line 1').fill('5 Adeola Odeku Street');
    await add.getByLabel('Address line 2 (optional)').fill('Floor 3');
    await add.getByLabel('Area').fill('Victoria Island');
    await add.getByLabel('City').fill('Lagos');
    await add.getByLabel('State').fill('Lagos');
    await add.getByLabel('Phone number (optional)').fill('+234 803 111 2222');
    await add.getByLabel('Delivery instructions (optional)').fill('Leave it at the front desk');
    await add.getByLabel('Wednesday').check();
    await add.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Office added')).toBeVisible();
    await expect(add).toBeHidden();

    const office = card(page, 'Office');
    await expect(office).toContainText('5 Adeola Odeku Street, Floor 3, Victoria Island, Lagos');
    await expect(office).toContainText('+234 803 111 2222');
    await expect(office).toContainText('Leave it at the front desk');
    await expect(office).toContainText('Wednesday');
    await expect(home.getByRole('button', { name: 'Delete Home' })).toBeEnabled();
    // Kept: the page opened again shows both.
    await openScreen(page, '/worker/profile');
    await expect(office).toContainText('Wednesday');
    // Wednesday is the Office's, as the API gives the address book.
    const book = await api<Array<{ label: string; default_for: string[] }>>('/profile/addresses', {
      token: employee.token,
    });
    expect(book.map(({ label, default_for }) => [label, default_for])).toEqual([
      ['Home', []],
      ['Office', ['WED']],
    ]);
    found.push(...(await findings(page, `profile, two addresses ${at}`)));
    await keepScreenshot(page, `addresses-two-${size.name}`);

    // Edit: the form opens filled; Wednesday becomes Wednesday and Friday, the floor changes.
    await office.getByRole('button', { name: 'Edit Office' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Office' });
    await expect(edit.getByLabel('Address line 2 (optional)')).toHaveValue('Floor 3');
    await expect(edit.getByLabel('Wednesday')).toBeChecked();
    await edit.getByLabel('Address line 2 (optional)').fill('Floor 5');
    await edit.getByLabel('Friday').check();
    await keepViewScreenshot(page, `addresses-edit-${size.name}`);
    await edit.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Office saved')).toBeVisible();
    await expect(office).toContainText('Floor 5');
    await expect(office).toContainText('Wednesday and Friday');

    // Delete: asked first; Cancel (focused first) keeps it, Delete removes it.
    await office.getByRole('button', { name: 'Delete Office' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Office?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    found.push(...(await findings(page, `delete dialog ${at}`)));
    await keepViewScreenshot(page, `addresses-delete-${size.name}`);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(office).toBeVisible();
    await office.getByRole('button', { name: 'Delete Office' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Office deleted')).toBeVisible();
    await expect(office).toHaveCount(0);
    await expect(addresses(page).getByRole('button', { name: 'Add address' })).toBeFocused();
    await expect(home.getByRole('button', { name: 'Delete Home' })).toBeDisabled();
  }
  expect(found).toEqual([]);
});

test('with delivery zones, each address shows its zone and fee, or that we do not deliver there yet', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  const platform = await admin();
  const company = await newCompany();
  const employee = await newEmployee(company);
  await useSession(context, employee);
  const found: string[] = [];
  // A zone holding the employee's Home (Ikeja, Lagos): while it exists, addresses outside every zone
  // are not served, so it goes again at the end whatever happens (the other specs order to Ikeja).
  const zone = await api<{ id: string }>('/admin/zones', {
    token: platform.token,
    body: {
      name: `Mainland ${randomBytes(3).toString('hex')}`,
      areas: [{ state: 'Lagos', area: 'Ìkẹjà' }],
      delivery_fee: '1500',
    },
  });
  try {
    await api('/profile/addresses', {
      token: employee.token,
      body: {
        label: 'Beach house',
        address_line_1: '7 Coastal Road',
        city: 'Lekki',
        area: 'Ajah',
        state: 'Lagos',
        instructions: 'Call when at the gate, the bell does not work',
        default_for: ['SAT', 'SUN'],
      },
    });
    for (const size of widths) {
      await page.setViewportSize(size);
      await openScreen(page, '/worker/profile');
      const home = card(page, 'Home');
      await expect(home).toContainText('Mainland');
      await expect(home).toContainText('Delivery fee₦1,500.00');
      await expect(home).not.toContainText('We do not deliver');
      const beach = card(page, 'Beach house');
      await expect(beach).toContainText('We do not deliver to Ajah, Lagos yet.');
      await expect(beach).toContainText('Saturday and Sunday');
      found.push(...(await findings(page, `profile with zones @${size.width}`)));
      await keepScreenshot(page, `addresses-zones-${size.name}`);
    }
  } finally {
    await api(`/admin/zones/${zone.id}`, { method: 'DELETE', token: platform.token });
  }
  expect(found).toEqual([]);
});
