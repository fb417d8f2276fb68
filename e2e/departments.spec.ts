import { expect, type Page, test } from '@playwright/test';
import { newCompany, newEmployee, useSession } from './support/api';
import { findings } from './support/axe';
import { keepScreenshot, openScreen, widths } from './support/page-ready';

/*
 * Departments (issue 32, docs/departments.md): a company admin creates a department with its own
 * cost centre and cap per order, moves an employee into it from the employees list, and sees the
 * department there (and the list filtered by it); axe and screenshots at 1280 and 375 px of the
 * departments page (empty, with the department, the dialog) and of the employees list.
 */

/** A screenshot of what the screen shows now (a dialog stays in view), under SCREENSHOT_DIR when set. */
async function keepViewScreenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

/** axe and a screenshot of `path` at both widths (and `then`, e.g. what must show first). */
async function checkAtBothWidths(
  page: Page,
  path: string,
  shot: string,
  then?: (page: Page) => Promise<void>,
) {
  const found: string[] = [];
  for (const size of widths) {
    await page.setViewportSize(size);
    await openScreen(page, path);
    await then?.(page);
    found.push(...(await findings(page, `${path} ${shot} @${size.width}`)));
    await keepScreenshot(page, `departments-${shot}-${size.width}`);
  }
  await page.setViewportSize(widths[0]);
  return found;
}

test('a company admin creates a department, moves an employee into it and sees it on the employees list', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const company = await newCompany({ name: 'Departments Ltd' });
  const ada = await newEmployee(company, { firstName: 'Ada' });
  const bola = await newEmployee(company, { firstName: 'Bola' });
  await useSession(context, company);
  const found: string[] = [];

  // No department yet: the page says what they are for; the employees list has no department column.
  found.push(
    ...(await checkAtBothWidths(page, '/dashboard/departments', 'empty', async () => {
      await expect(
        page.getByText(/^No departments yet: every employee follows the company’s rules\./),
      ).toBeVisible();
    })),
  );
  await openScreen(page, '/dashboard/employees');
  await expect(
    page.getByRole('table', { name: 'Employees' }).getByRole('cell', { name: ada.name, exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Department' })).toHaveCount(0);

  // From the side menu, add "Sales" with its cost centre and its own cap per order.
  await page.getByRole('link', { name: 'Departments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Departments' })).toBeVisible();
  await page.getByRole('button', { name: 'Add department' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add department' });
  await dialog.getByLabel('Name', { exact: true }).fill('Sales');
  await dialog.getByLabel('Cost centre (optional)').fill('CC-100');
  await dialog.getByLabel('Cap per order (₦, optional)').fill('3000');
  await expect(dialog.getByText("Empty: the company's (₦50,000.00)")).toBeVisible();
  found.push(...(await findings(page, 'add department dialog @1280')));
  await keepViewScreenshot(page, 'departments-dialog-1280');
  await page.setViewportSize(widths[1]);
  found.push(...(await findings(page, 'add department dialog @375')));
  await keepViewScreenshot(page, 'departments-dialog-375');
  await page.setViewportSize(widths[0]);
  await dialog.getByRole('button', { name: 'Add department' }).click();
  await expect(page.getByText('Department Sales added')).toBeVisible();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: 'Departments, by name' });
  const row = table.getByRole('row', { name: /Sales/ });
  await expect(row).toContainText('CC-100');
  await expect(row).toContainText('₦3,000.00');
  await expect(row.getByRole('link', { name: '0 employees in Sales' })).toBeVisible();

  // On the employees list, move Ada into Sales with the select of her row.
  await openScreen(page, '/dashboard/employees');
  const employees = page.getByRole('table', { name: 'Employees' });
  const move = employees.getByRole('combobox', { name: `Department of ${ada.name}` });
  await expect(move).toHaveValue('');
  await move.selectOption({ label: 'Sales' });
  await expect(page.getByText(`${ada.name} is now in Sales`)).toBeVisible();
  await expect(move).toHaveValue(/.+/);

  // Filtered by Sales, only Ada; the address keeps the filter.
  await page.getByRole('combobox', { name: 'Department', exact: true }).selectOption({ label: 'Sales' });
  await expect(page).toHaveURL(/department_id=/);
  await expect(employees.getByRole('cell', { name: bola.name, exact: true })).toHaveCount(0);
  await expect(employees.getByRole('combobox', { name: `Department of ${ada.name}` })).toBeVisible();
  const filtered = new URL(page.url());
  found.push(
    ...(await checkAtBothWidths(
      page,
      `/dashboard/employees${filtered.search}`,
      'employees-sales',
      async () => {
        await expect(page.getByRole('combobox', { name: `Department of ${ada.name}` }).first()).toBeVisible();
      },
    )),
  );
  // "No department": Bola alone.
  await openScreen(page, '/dashboard/employees');
  await page
    .getByRole('combobox', { name: 'Department', exact: true })
    .selectOption({ label: 'No department' });
  await expect(page).toHaveURL(/department_id=none/);
  await expect(
    page.getByRole('table', { name: 'Employees' }).getByRole('cell', { name: bola.name, exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Employees' }).getByRole('cell', { name: ada.name, exact: true }),
  ).toHaveCount(0);

  // The department now counts Ada, with a link to its employees.
  found.push(
    ...(await checkAtBothWidths(page, '/dashboard/departments', 'with-sales', async () => {
      await expect(page.getByRole('link', { name: '1 employee in Sales' }).first()).toBeVisible();
    })),
  );
  await page.getByRole('link', { name: '1 employee in Sales' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/employees\?department_id=/);
  await expect(
    page.getByRole('table', { name: 'Employees' }).getByRole('cell', { name: ada.name, exact: true }),
  ).toBeVisible();

  expect(found).toEqual([]);
});
