import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { admin, api, newCompany, newEmployee, type Session, useSession } from './support/api';
import { findings } from './support/axe';
import { menuItem, placeOrder, topUp } from './support/fixtures';
import { keepScreenshot, openScreen, widths } from './support/page-ready';

/**
 * A person's data (issue 33, docs/privacy.md): an employee downloads a copy of their data from
 * their profile and then erases their account (they can no longer sign in; the same email signs
 * up again as a new person); a company admin removes an employee and erases their data.
 */

/** A screenshot of what the screen shows now (a dialog stays in view), under SCREENSHOT_DIR when set. */
async function keepViewScreenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

/** axe and a screenshot of `path` at both widths. */
async function atBothWidths(page: Page, path: string, name: string, found: string[]) {
  for (const size of widths) {
    await page.setViewportSize(size);
    await openScreen(page, path);
    found.push(...(await findings(page, `${name} @${size.width}`)));
    await keepScreenshot(page, `${name}-${size.width}`);
  }
  await page.setViewportSize(widths[0]);
}

/** An employee whose lunch was delivered (erasing waits for lunches on their way). */
async function employeeWithDeliveredOrder(company: Session, menuId: string, firstName: string) {
  const employee = await newEmployee(company, { firstName });
  const order = await placeOrder(employee, menuId);
  await api('/orders/update-status', {
    method: 'PATCH',
    token: (await admin()).token,
    body: { orderId: order.id, newStatus: 'DELIVERED' },
  });
  return { employee, orderId: order.id };
}

test('an employee downloads their data, then erases their account; the email may sign up again', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const company = await newCompany({ name: 'Own Data Ltd' });
  await topUp(company, 50_000);
  const menuId = await menuItem(await admin(), 'Data jollof');
  const { employee, orderId } = await employeeWithDeliveredOrder(company, menuId, 'Keeper');
  await useSession(context, employee);
  const found: string[] = [];

  await atBothWidths(page, '/worker/profile', 'your-data-employee', found);
  const panel = page.getByRole('region', { name: 'Your data' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    account: { email: string };
    profile: { first_name: string };
    orders: Array<{ id: string; lines: Array<{ dish: string }> }>;
  };
  expect(data.account.email).toBe(employee.email);
  expect(data.profile.first_name).toBe('Keeper');
  expect(data.orders.map((order) => order.id)).toContain(orderId);
  expect(data.orders[0]!.lines[0]!.dish).toBe('Data jollof');

  // Erase: the dialog asks for ERASE first.
  await panel.getByRole('button', { name: 'Erase my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase your account?' });
  const confirm = dialog.getByRole('button', { name: 'Erase my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type ERASE to confirm').fill('ERASE');
  found.push(...(await findings(page, 'erase dialog @1280')));
  await keepViewScreenshot(page, 'your-data-erase-dialog-1280');
  await page.setViewportSize(widths[1]);
  await keepViewScreenshot(page, 'your-data-erase-dialog-375');
  await page.setViewportSize(widths[0]);
  await confirm.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your data was erased and you are signed out')).toBeVisible();
  await keepViewScreenshot(page, 'your-data-erased-signed-out-1280');

  // Signing in with the old email and password fails; the email signs up again as a new person.
  await expect(
    api('/auth/login', { body: { identifier: employee.email, password: employee.password } }),
  ).rejects.toThrow(/401/);
  const invitation = await api<{ invitation_token: string }>('/invitations', {
    token: company.token,
    body: { employee_work_email: employee.email },
  });
  const returning = await api<{ email: string }>('/auth/signup', {
    body: {
      account_type: 'Individual',
      email: employee.email,
      password: 'a-new-person-1',
      first_name: 'Returning',
      last_name: 'Member',
      phone_number: '8098765432',
      invitation_code: invitation.invitation_token,
    },
  });
  expect(returning.email).toBe(employee.email);
  expect(found).toEqual([]);
});

test('a company admin removes an employee and erases their data; the Your data page of each area', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const company = await newCompany({ name: 'Removing Ltd' });
  await topUp(company, 50_000);
  const menuId = await menuItem(await admin(), 'Leaving stew');
  const { employee } = await employeeWithDeliveredOrder(company, menuId, 'Leaving');
  await useSession(context, company);
  const found: string[] = [];

  await atBothWidths(page, '/dashboard/employees', 'employees-with-remove', found);
  await page.getByRole('button', { name: `Remove ${employee.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Remove ${employee.name}?` });
  found.push(...(await findings(page, 'remove dialog @1280')));
  await keepViewScreenshot(page, 'remove-employee-dialog-1280');
  await page.setViewportSize(widths[1]);
  await keepViewScreenshot(page, 'remove-employee-dialog-375');
  await page.setViewportSize(widths[0]);
  await dialog.getByRole('button', { name: 'Remove and erase their data' }).click();
  await expect(page.getByText(/^Erased person [0-9a-f]{6}: removed and erased$/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Employees' })).not.toContainText(employee.email);
  await atBothWidths(page, '/dashboard/employees', 'employees-after-removal', found);
  await expect(
    api('/auth/login', { body: { identifier: employee.email, password: employee.password } }),
  ).rejects.toThrow(/401/);

  // The company member's own "Your data" page: download and erase.
  await atBothWidths(page, '/dashboard/your-data', 'your-data-company', found);
  const panel = page.getByRole('region', { name: 'Your data' });
  await expect(panel.getByRole('link', { name: 'Download my data' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Erase my account' })).toBeVisible();
  expect(found).toEqual([]);
});
