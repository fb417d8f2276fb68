import { expect, type Page, test } from '@playwright/test';
import { newCompany, useSession } from './support/api';
import { findings } from './support/axe';
import { waitForMail } from './support/mail';
import { keepScreenshot, openScreen, widths } from './support/page-ready';

/*
 * Issue 31, point 1: a company gets a bank account of its own (the sandbox's test account here),
 * copies its number, simulates a transfer into it, and sees the wallet credited and the movement
 * paid by bank transfer.
 */

const panel = (page: Page) => page.getByRole('region', { name: 'Pay by bank transfer' });
const balance = (page: Page) => page.getByRole('region', { name: 'Balance', exact: true });

/** axe and a screenshot of the billings screen at 1280 and 375 px; the findings that fail the test. */
async function checkAtBothWidths(page: Page, name: string): Promise<string[]> {
  const found: string[] = [];
  for (const size of widths) {
    await page.setViewportSize(size);
    await openScreen(page, '/dashboard/billings');
    await expect(panel(page)).toBeVisible();
    found.push(...(await findings(page, `billings (${name}) @${size.width}`)));
    await keepScreenshot(page, `bank-transfer-${name}-${size.width}`);
  }
  await page.setViewportSize(widths[0]);
  return found;
}

test('a company gets its own bank account, copies the number and a simulated transfer tops up its wallet', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  const company = await newCompany({ name: 'Transfer Foods' });
  await useSession(context, company);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await openScreen(page, '/dashboard/billings');
  await expect(panel(page)).toContainText('every transfer into it tops up your wallet');
  found.push(...(await checkAtBothWidths(page, 'no-account')));

  await panel(page).getByRole('button', { name: 'Get a bank account' }).click();
  await expect(page.getByText('Your bank account is ready')).toBeVisible();
  await expect(panel(page)).toContainText('Test Bank');
  await expect(panel(page)).toContainText('This is a test account: no real money moves');
  const number = (await panel(page).locator('dd .font-mono').textContent())?.trim() ?? '';
  expect(number).toMatch(/^\d{10}$/);

  // The copy button puts the number on the clipboard, and says so.
  await panel(page)
    .getByRole('button', { name: `Copy account number ${number}` })
    .click();
  await expect(page.getByText(`Account number ${number} copied`)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number);

  // Reloaded, it is the same account.
  found.push(...(await checkAtBothWidths(page, 'account')));
  await expect(panel(page)).toContainText(number);

  // A simulated transfer: the amount checked first, then credited through the signed webhook.
  const form = panel(page).getByRole('form', { name: 'Simulate a transfer' });
  await form.getByLabel('Amount (₦)').fill('50');
  await form.getByRole('button', { name: 'Simulate a transfer of ₦50.00' }).click();
  await expect(form.getByText('Amount must be between ₦100')).toBeVisible();
  await form.getByLabel('Amount (₦)').fill('15000');
  await form.getByRole('button', { name: 'Simulate a transfer of ₦15,000.00' }).click();
  await expect(page.getByText('Transfer received: ₦15,000.00 was added to your wallet.')).toBeVisible();
  await expect(balance(page)).toContainText('₦15,000');
  const movement = page.getByRole('row', { name: /Bank transfer/ });
  await expect(movement).toHaveCount(1);
  await expect(movement).toContainText('+₦15,000.00');
  await expect(movement).toContainText('PAID');
  await expect
    .poll(async () => (await waitForMail(company.email, 'Bank transfer received')).text)
    .toContain('₦15,000.00');
  found.push(...(await checkAtBothWidths(page, 'credited')));

  expect(found).toEqual([]);
});
