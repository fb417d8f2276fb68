import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { admin, api, newCompany, newEmployee, type Session, useSession } from './support/api';
import { findings } from './support/axe';
import { menuItem, topUp } from './support/fixtures';
import { keepScreenshot, openScreen, widths } from './support/page-ready';

/*
 * Reports by department (issue 32, docs/departments-reporting.md): orders placed by an employee of
 * "Engineering" (cost centre ENG-01) and by one in no department; a company admin filters the
 * Billings list by department, sees the department and cost centre on each order charge and in the
 * CSV, picks the department on the Overview, and downloads a statement with a section per
 * department. axe and screenshots at 1280 and 375 px of both pages filtered.
 */

async function pdfText(path: string): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(fs.readFileSync(path)) }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join(' ').replace(/\s+/g, ' ');
}

/** An employee moved into a department (`PATCH /users/employees/:id`, as the employees list does it). */
async function moveInto(company: Session, employee: Session, departmentId: string) {
  const me = await api<{ id: string }>('/auth/me', { token: employee.token });
  await api(`/users/employees/${me.id}`, {
    method: 'PATCH',
    token: company.token,
    body: { department_id: departmentId },
  });
}

/** axe and a screenshot of `path` at both widths, once `ready` shows. */
async function checkAtBothWidths(
  page: Page,
  path: string,
  shot: string,
  ready: (page: Page) => Promise<void>,
) {
  const found: string[] = [];
  for (const size of widths) {
    await page.setViewportSize(size);
    await openScreen(page, path);
    await ready(page);
    found.push(...(await findings(page, `${path} @${size.width}`)));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await keepScreenshot(page, `department-reports-${shot}-${size.width}`);
  }
  await page.setViewportSize(widths[0]);
  return found;
}

test('a company admin reads billings, figures and the statement by department', async ({ page, context }) => {
  test.setTimeout(240_000);
  const company = await newCompany({ name: 'Cost Centre Foods' });
  await topUp(company, 20_000);
  const engineering = await api<{ id: string }>('/company/departments', {
    token: company.token,
    body: { name: 'Engineering', cost_centre: 'ENG-01' },
  });
  const ada = await newEmployee(company, { firstName: 'Ada' });
  const bola = await newEmployee(company, { firstName: 'Bola' });
  await moveInto(company, ada, engineering.id);
  const dish = await menuItem(await admin(), `Department dish ${randomBytes(3).toString('hex')}`, {
    price: '2500',
  });
  const order = (employee: Session) =>
    api<{ id: string }>('/orders', {
      token: employee.token,
      body: { foodItems: [{ food_menu: dish, quantity: 1 }] },
    });
  const adaOrder = await order(ada);
  const bolaOrder = await order(bola);
  await useSession(context, company);
  const found: string[] = [];

  // Billings: every movement, each order charge with its department; then Engineering's alone.
  await openScreen(page, '/dashboard/billings');
  const table = page.getByRole('table', { name: 'Recent billings' });
  const adaRow = table.getByRole('row').filter({ hasText: ada.email });
  await expect(adaRow).toContainText('Engineering');
  await expect(adaRow).toContainText('Cost centre ENG-01');
  await expect(table.getByRole('row').filter({ hasText: bola.email })).toContainText('No department');
  await page.getByRole('combobox', { name: 'Department' }).selectOption({ label: 'Engineering (ENG-01)' });
  await expect(page).toHaveURL(new RegExp(`department_id=${engineering.id}`));
  await expect(table.getByRole('row').filter({ hasText: bola.email })).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: 'Top-up' })).toHaveCount(0);
  await expect(adaRow).toHaveCount(1);

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = fs.readFileSync((await (await csvDownload).path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe(
    '"ID","Reference","Email","Amount (NGN)","Date","Name","Type","Method","Status","Department","Cost centre"',
  );
  expect(lines.slice(1).every((line) => line.endsWith('"Engineering","ENG-01"'))).toBe(true);
  expect(csv).not.toContain(bola.email);

  found.push(
    ...(await checkAtBothWidths(
      page,
      `/dashboard/billings?department_id=${engineering.id}`,
      'billings',
      async (p) => {
        // A table on a wide screen, a list of cards on a phone.
        const billings = p
          .getByRole('table', { name: 'Recent billings' })
          .or(p.getByRole('list', { name: 'Recent billings' }));
        await expect(billings).toContainText('Cost centre ENG-01');
      },
    )),
  );

  // "No department": Bola's order alone.
  await page.getByRole('combobox', { name: 'Department' }).selectOption({ label: 'No department' });
  await expect(table.getByRole('row').filter({ hasText: bola.email })).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: ada.email })).toHaveCount(0);

  // The statement of this month: a section per department, with its cost centre.
  const panel = page.getByRole('region', { name: 'Monthly statement' });
  const byDepartment = panel.getByRole('table', { name: 'By department' });
  await expect(byDepartment.getByRole('row').filter({ hasText: 'Engineering' })).toContainText(
    'Cost centre ENG-01',
  );
  await expect(byDepartment.getByRole('row').filter({ hasText: 'No department' })).toBeVisible();
  const pdfDownload = page.waitForEvent('download');
  await panel.getByRole('link', { name: 'Download statement (PDF)' }).click();
  const text = await pdfText(await (await pdfDownload).path());
  expect(text).toContain('Department: Engineering (cost centre ENG-01)');
  expect(text).toContain('Total of Engineering 1 ₦2,500.00');
  expect(text).toContain('No department');
  const statementCsv = page.waitForEvent('download');
  await panel.getByRole('link', { name: 'Movements (CSV)' }).click();
  const movements = fs.readFileSync((await (await statementCsv).path())!, 'utf8');
  expect(movements).toContain('Balance,Department,Cost centre');
  expect(movements.split('\r\n').find((line) => line.includes(adaOrder.id))).toMatch(/,Engineering,ENG-01$/);
  expect(movements.split('\r\n').find((line) => line.includes(bolaOrder.id))).toMatch(/,,$/);

  // The overview: Engineering's figures, the balance still the wallet's.
  await openScreen(page, '/dashboard/overview');
  await page.getByRole('combobox', { name: 'Figures of' }).selectOption({ label: 'Engineering (ENG-01)' });
  await expect(
    page.getByText("Orders, employees and spend of Engineering; the balance is the company's wallet."),
  ).toBeVisible();
  await expect(page.getByText('Orders placed under Engineering')).toBeVisible();
  found.push(
    ...(await checkAtBothWidths(
      page,
      `/dashboard/overview?department_id=${engineering.id}`,
      'overview',
      async (p) => {
        await expect(p.getByText('Orders placed under Engineering')).toBeVisible();
      },
    )),
  );
  expect(found).toEqual([]);
});
