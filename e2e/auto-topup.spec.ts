import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { admin, api, newCompany, newEmployee, useSession } from './support/api';
import { findings } from './support/axe';
import { menuItem } from './support/fixtures';
import { waitForMail } from './support/mail';
import { keepScreenshot, openScreen, widths } from './support/page-ready';

/*
 * Issue 31, point 2: a card top-up through the sandbox checkout keeps its (test) card; the company
 * switches auto top-up on; an order that takes the wallet below the threshold has the card charged
 * once, by the server's job queue; the card can be forgotten.
 */

const panel = (page: Page) => page.getByRole('region', { name: 'Auto top-up' });
const balance = (page: Page) => page.getByRole('region', { name: 'Balance', exact: true });

/** axe and a screenshot of the billings screen at 1280 and 375 px; the findings that fail the test. */
async function checkAtBothWidths(page: Page, name: string): Promise<string[]> {
  const found: string[] = [];
  for (const size of widths) {
    await page.setViewportSize(size);
    await openScreen(page, '/dashboard/billings');
    await expect(panel(page)).toBeVisible();
    found.push(...(await findings(page, `billings (${name}) @${size.width}`)));
    await keepScreenshot(page, `auto-topup-${name}-${size.width}`);
  }
  await page.setViewportSize(widths[0]);
  return found;
}

test('a company tops up by card, switches auto top-up on, and an order below the threshold charges the card once', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const found: string[] = [];
  const company = await newCompany({ name: 'Autofill Foods' });
  await useSession(context, company);

  await openScreen(page, '/dashboard/billings');
  await expect(panel(page)).toContainText('No card saved yet. Top up once by card');
  found.push(...(await checkAtBothWidths(page, 'no-card')));

  // A card top-up through the sandbox checkout keeps Paystack's test card.
  await page.getByRole('button', { name: 'Top up' }).click();
  const topup = page.getByRole('dialog', { name: 'Top up wallet' });
  await topup.getByLabel('Amount (₦)').fill('25000');
  await topup.getByRole('button', { name: 'Top up' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/topup-/);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/billings\?reference=topup-/);
  await expect(page.getByTestId('topup-result')).toContainText('Payment received: ₦25,000.00');
  await expect(panel(page)).toContainText('Visa ending 4081');
  await expect(panel(page)).toContainText('Expires December 2030');

  // Switched on with a threshold and an amount, checked before they are sent.
  const toggle = panel(page).getByRole('switch', { name: 'Auto top-up' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await panel(page).getByLabel('When the wallet drops below (₦)').fill('24500');
  await panel(page).getByLabel('Top up by (₦)').fill('50');
  await panel(page).getByRole('button', { name: 'Save auto top-up' }).click();
  await expect(panel(page).getByText('Amount must be between ₦100')).toBeVisible();
  await panel(page).getByLabel('Top up by (₦)').fill('20000');
  await panel(page).getByRole('button', { name: 'Save auto top-up' }).click();
  await expect(
    page.getByText('Auto top-up on: ₦20,000.00 when the wallet drops below ₦24,500.00'),
  ).toBeVisible();
  found.push(...(await checkAtBothWidths(page, 'on')));
  await expect(panel(page).getByRole('switch', { name: 'Auto top-up' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(panel(page).getByLabel('Top up by (₦)')).toHaveValue('20000.00');

  // An order takes the wallet from ₦25,000 to ₦23,500: the card is charged ₦20,000, once.
  const employee = await newEmployee(company, { firstName: 'Hungry' });
  const dish = await menuItem(await admin(), `Auto top-up dish ${randomBytes(3).toString('hex')}`, {
    price: '1500',
  });
  await api('/orders', { token: employee.token, body: { foodItems: [{ food_menu: dish, quantity: 1 }] } });
  await expect
    .poll(
      async () => (await api<{ balance: string }>('/analytics/company', { token: company.token })).balance,
      {
        timeout: 20_000,
      },
    )
    .toBe('43500.00');
  await expect
    .poll(async () => (await waitForMail(company.email, 'Wallet top-up received')).text)
    .toContain('₦20,000.00');
  await openScreen(page, '/dashboard/billings');
  await expect(balance(page)).toContainText('₦43,500');
  await expect(page.getByRole('row', { name: /Top-up/ })).toHaveCount(2);
  await expect(page.getByRole('row', { name: /₦20,000\.00/ })).toContainText('PAID');

  // Forgetting the card asks first; Cancel keeps it.
  await panel(page).getByRole('button', { name: 'Forget card' }).click();
  const confirm = page.getByRole('dialog', { name: 'Forget this card?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  found.push(...(await findings(page, 'forget card dialog')));
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel(page)).toContainText('Visa ending 4081');
  await panel(page).getByRole('button', { name: 'Forget card' }).click();
  await page
    .getByRole('dialog', { name: 'Forget this card?' })
    .getByRole('button', { name: 'Forget card' })
    .click();
  await expect(page.getByText('Card forgotten. Auto top-up is off.')).toBeVisible();
  await expect(panel(page)).toContainText('No card saved yet');

  expect(found).toEqual([]);
});
