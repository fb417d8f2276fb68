import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { api, newCompany, type Session, uniqueEmail, useSession } from './support/api';
import { waitForMail } from './support/mail';

/**
 * An employee who accepted the company's invitation by signing up. (Not verified: the 25 below
 * would exceed the server's limit of 20 code confirmations per client per 15 minutes.)
 */
async function joinedEmployee(company: Session, firstName: string, lastName: string) {
  const email = uniqueEmail(`${firstName.toLowerCase()}-${lastName.toLowerCase()}`);
  const { invitation_token } = await api<{ invitation_token: string }>('/invitations', {
    token: company.token,
    body: { employee_work_email: email },
  });
  await api('/auth/signup', {
    body: {
      account_type: 'Individual',
      email,
      password: 'employee-password-1',
      first_name: firstName,
      last_name: lastName,
      phone_number: '8098765432',
      invitation_code: invitation_token,
    },
  });
  return email;
}

const balanceCard = (page: Page) => page.getByRole('region', { name: 'Balance', exact: true });

test('a company invites an employee and tops up its wallet through the sandbox checkout', async ({
  page,
  context,
}) => {
  const company = await newCompany({ name: 'Checkout Foods' });
  await useSession(context, company);

  await page.goto('/dashboard/invitations');
  await expect(page.getByText("You haven't sent any invitations yet!")).toBeVisible();
  await page.getByRole('button', { name: 'Invite Employee' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite Employee' });
  const employeeEmail = uniqueEmail('invitee');
  await invite.getByLabel('Employee email').fill(employeeEmail);
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText('Invitation sent successfully!')).toBeVisible();
  await expect(invite).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(employeeEmail) });
  await expect(row.getByText('PENDING')).toBeVisible();
  const mail = await waitForMail(employeeEmail, 'invited you');
  const code = await row.getByRole('cell').nth(2).innerText();
  expect(mail.text).toContain(code);

  await page.getByRole('link', { name: 'Billings' }).click();
  await expect(page.getByText('No billings made!')).toBeVisible();
  await expect(balanceCard(page)).toContainText('₦0');
  await page.getByRole('button', { name: 'Top up' }).click();
  const topup = page.getByRole('dialog', { name: 'Top up wallet' });
  await topup.getByLabel('Amount (₦)').fill('50');
  await topup.getByRole('button', { name: 'Top up' }).click();
  await expect(topup.getByText('Amount must be between ₦100')).toBeVisible();
  await topup.getByLabel('Amount (₦)').fill('25000');
  await topup.getByRole('button', { name: 'Top up' }).click();

  await expect(page).toHaveURL(/\/sandbox\/checkout\/topup-/);
  await expect(page.getByText('TEST MODE')).toBeVisible();
  await expect(page.getByText('₦25,000.00').first()).toBeVisible();
  await page.getByRole('button', { name: /^Pay/ }).click();

  await expect(page).toHaveURL(/\/dashboard\/billings\?reference=topup-/);
  await expect(page.getByTestId('topup-result')).toContainText('Payment received: ₦25,000.00');
  await expect(balanceCard(page)).toContainText('₦25,000');
  const billing = page.getByRole('row', { name: /Top-up/ });
  await expect(billing).toContainText('Checkout Foods');
  await expect(billing).toContainText(company.email);
  await expect(billing).toContainText('PAID');
  await expect(billing).toContainText('₦25,000.00');
  await waitForMail(company.email, 'Wallet top-up received');

  await page.getByRole('link', { name: 'Overview' }).click();
  await expect(balanceCard(page)).toContainText('₦25,000');
});

test('a cancelled sandbox payment is shown as cancelled and adds nothing', async ({ page, context }) => {
  const company = await newCompany();
  await useSession(context, company);
  await page.goto('/dashboard/billings');
  await page.getByRole('button', { name: 'Top up' }).click();
  const topup = page.getByRole('dialog', { name: 'Top up wallet' });
  await topup.getByLabel('Amount (₦)').fill('1000');
  await topup.getByRole('button', { name: 'Top up' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('topup-result')).toContainText('was cancelled');
  await expect(page.getByRole('row', { name: /Top-up/ })).toContainText('ABANDONED');
  await expect(balanceCard(page)).toContainText('₦0');
});

test('employees: search by name or email, and 10 a page with Previous, numbers and Next', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const company = await newCompany();
  for (let i = 1; i <= 25; i++) {
    await joinedEmployee(company, i % 5 === 0 ? 'Remote' : 'Staff', `Member${String(i).padStart(2, '0')}`);
  }
  await useSession(context, company);
  await page.goto('/dashboard/employees');

  const table = page.getByRole('table', { name: 'Employees' });
  const bodyRows = table.locator('tbody tr');
  await expect(bodyRows).toHaveCount(10);
  await expect(bodyRows.first()).toContainText('Member25');
  await expect(bodyRows.first()).toContainText('ACTIVE');
  await expect(bodyRows.first()).toContainText('₦0.00'); // the wallet is empty
  const pages = page.getByRole('navigation', { name: 'Employee pages' });
  await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await pages.getByRole('button', { name: 'Page 3' }).click();
  await expect(bodyRows).toHaveCount(5);
  await expect(bodyRows.last()).toContainText('Member01');
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
  await pages.getByRole('button', { name: 'Previous' }).click();
  await expect(bodyRows.first()).toContainText('Member15');
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

  const search = page.getByRole('searchbox', { name: 'Search employees' });
  await search.fill('remote');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(bodyRows).toHaveCount(5);
  await expect(pages).toBeHidden();
  for (const name of await bodyRows.locator('td:first-child').allInnerTexts())
    expect(name).toMatch(/^Remote/);

  await search.fill('STAFF-MEMBER07');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(bodyRows).toHaveCount(1);
  await expect(bodyRows.first()).toContainText('Staff Member07');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const csv = fs.readFileSync(await (await download).path(), 'utf8');
  expect(csv).toContain('"Staff Member07"');

  await search.fill('nobody-here');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No employees match the search.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear search' })).toBeVisible();
});

test('a company suggests a meal; short texts are refused with the field named', async ({ page, context }) => {
  const company = await newCompany();
  await useSession(context, company);
  await page.goto('/dashboard/suggestions');
  await page.getByLabel('Name').fill('Ofada rice');
  await page.getByLabel('Description').fill('too short');
  await page.getByLabel('Reason for suggestion').fill('The team asks for it every Friday');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Description must be at least 10 characters')).toBeVisible();
  await page.getByLabel('Description').fill('Local rice with ayamase stew');
  await expect(page.getByText('28 / 1000 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Suggestion successfully submitted!')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByLabel('Description')).toHaveValue('');
});
