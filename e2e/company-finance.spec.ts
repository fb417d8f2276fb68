import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { newCompany, newEmployee, uniqueEmail, useSession } from './support/api';
import { topUp } from './support/fixtures';
import { waitForMail } from './support/mail';

async function pdfText(path: string): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(fs.readFileSync(path)) }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join(' ').replace(/\s+/g, ' ');
}

test("a company downloads this month's statement as PDF and CSV", async ({ page, context }) => {
  const company = await newCompany({ name: 'Statement Kitchen' });
  await topUp(company, 25_000);
  await useSession(context, company);

  await page.goto('/dashboard/billings');
  const panel = page.getByRole('region', { name: 'Monthly statement' });
  await expect(panel.getByText('Top-ups')).toBeVisible({ timeout: 30_000 });
  await expect(panel).toContainText('₦25,000.00');

  const pdfDownload = page.waitForEvent('download');
  await panel.getByRole('link', { name: 'Download statement (PDF)' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}\.pdf$/);
  const text = await pdfText(await pdf.path());
  expect(text).toContain('Statement Kitchen');
  expect(text).toContain('Top-ups ₦25,000.00');
  expect(text).toContain('Closing balance ₦25,000.00');
  expect(text).toContain('Page 1 of 1');

  const csvDownload = page.waitForEvent('download');
  await panel.getByRole('link', { name: 'Movements (CSV)' }).click();
  const csv = fs.readFileSync(await (await csvDownload).path(), 'utf8');
  expect(csv).toContain('Date,Type,Reference,Email,Order,Money in,Money out,Balance');
  expect(csv).toContain(`Top-up,`);
  expect(csv).toContain(`${company.email},,25000.00,,25000.00`);

  // An earlier month with nothing in it.
  await panel.getByLabel('Month').fill('2020-01');
  await expect(panel.getByText('Closing balance', { exact: true })).toBeVisible();
  await expect(panel).toContainText('₦0.00');
});

test('a company invites a team from a CSV: preview with problems, confirm, result', async ({
  page,
  context,
}) => {
  const company = await newCompany();
  const member = await newEmployee(company);
  await useSession(context, company);
  const fresh = uniqueEmail('csv-invitee');
  const budgeted = uniqueEmail('csv-budget');
  const csv = [
    'email,monthly_budget',
    `${fresh},`,
    `${budgeted},12000`,
    'not-an-email,',
    `${fresh},`,
    `${member.email},`,
  ].join('\n');

  await page.goto('/dashboard/invitations');
  await page.getByRole('button', { name: 'Invite from CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite from CSV' });
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: 'team.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByText('2 to invite, 3 with problems')).toBeVisible();
  const preview = dialog.getByRole('table', { name: 'Preview of the upload' });
  await expect(preview.getByRole('row', { name: /not-an-email/ })).toContainText('Not a valid email address');
  await expect(preview.getByRole('row', { name: new RegExp(`^5 ${fresh}`) })).toContainText(
    'Appears earlier in the file',
  );
  await expect(preview.getByRole('row', { name: new RegExp(member.email) })).toContainText(
    'Already one of your employees',
  );
  await expect(preview.getByRole('row', { name: new RegExp(budgeted) })).toContainText(
    '₦12,000.00 monthly budget',
  );

  await dialog.getByRole('button', { name: 'Invite 2' }).click();
  await expect(dialog.getByText('2 invited, 3 skipped.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(fresh) })).toContainText('PENDING');
  await expect(page.getByRole('row', { name: new RegExp(budgeted) })).toContainText('PENDING');
  await waitForMail(budgeted, 'invited you');
});

test("a company sets one employee's monthly budget and puts it back on the default", async ({
  page,
  context,
}) => {
  const company = await newCompany({ budgetNaira: 20_000 });
  const employee = await newEmployee(company, { firstName: 'Budgeted' });
  await useSession(context, company);

  await page.goto('/dashboard/employees');
  const row = page.getByRole('row', { name: new RegExp(employee.email) });
  await expect(row).toContainText('₦20,000.00 (company default)');
  await row.getByRole('button', { name: `Set budget for ${employee.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Monthly budget for ${employee.name}` });
  const amount = dialog.getByLabel('Monthly budget (₦)');
  await amount.fill('0');
  await dialog.getByRole('button', { name: 'Save budget' }).click();
  await expect(dialog.getByText('Must be an amount in naira more than 0')).toBeVisible();
  await amount.fill('35000');
  await dialog.getByRole('button', { name: 'Save budget' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('₦35,000.00');
  await expect(row).not.toContainText('company default');

  await row.getByRole('button', { name: `Set budget for ${employee.name}` }).click();
  await dialog.getByRole('button', { name: 'Use company default' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('₦20,000.00 (company default)');
});
