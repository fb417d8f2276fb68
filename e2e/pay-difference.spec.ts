import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { admin, api, newCompany, newEmployee, useSession } from './support/api';
import { findings } from './support/axe';
import { menuItem, topUp } from './support/fixtures';
import { keepScreenshot, widths } from './support/page-ready';

/*
 * Issue 31, point 4 (docs/pay-the-difference.md): a company lets its employees pay the difference;
 * an employee orders above what is left of their budget, sees the split in the cart, pays their part
 * in the sandbox checkout (cancelling once, then "Pay now"), and sees the order placed.
 */

const cartDialog = (page: Page) => page.getByRole('dialog', { name: 'Shopping Cart' });

/** axe and a screenshot at 1280 and 375 px of what `show` opens; the findings that fail the test. */
async function checkAtBothWidths(page: Page, name: string, show: () => Promise<void>): Promise<string[]> {
  const found: string[] = [];
  for (const size of widths) {
    await page.setViewportSize(size);
    await show();
    found.push(...(await findings(page, `${name} @${size.width}`)));
    await keepScreenshot(page, `pay-difference-${name}-${size.width}`);
  }
  await page.setViewportSize(widths[0]);
  return found;
}

test('an employee orders above their budget, sees the split, pays their part in the sandbox checkout and sees the order placed', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const found: string[] = [];
  const tag = randomBytes(3).toString('hex');
  const dish = `Asun fried rice ${tag}`;
  await menuItem(await admin(), dish, { price: '3000' });

  // ₦2,000 a month per employee, and the company lets them pay the difference.
  const company = await newCompany({ name: 'Difference Foods', budgetNaira: 2_000 });
  await topUp(company, 20_000);
  await api('/company/settings', {
    method: 'PATCH',
    token: company.token,
    body: { employees_may_pay_difference: true },
  });
  const employee = await newEmployee(company, { firstName: 'Paying' });
  await useSession(context, employee);

  await page.goto('/worker/overview');
  await expect(page.getByRole('heading', { name: 'Meals' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Search meals').fill(tag);
  await page.getByRole('button', { name: `Add to Cart: ${dish}` }).click();
  await expect(page.getByRole('button', { name: 'Cart 1 item' })).toBeVisible();

  // The cart says how it is paid before the employee checks out.
  found.push(
    ...(await checkAtBothWidths(page, 'cart', async () => {
      if (!(await cartDialog(page).isVisible()))
        await page.getByRole('button', { name: 'Cart 1 item' }).click();
      await expect(cartDialog(page).getByTestId('cart-pay-split')).toContainText(
        'Your company pays ₦2,000.00, you pay ₦1,000.00 by card.',
      );
    })),
  );
  await expect(cartDialog(page).getByText(/costs more than you have left/)).toHaveCount(0);
  await cartDialog(page).getByRole('button', { name: 'Checkout and pay ₦1,000.00' }).click();

  // The sandbox checkout of the employee's part: Cancel first.
  await expect(page).toHaveURL(/\/sandbox\/checkout\/pay-[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { name: 'Your part of a lunch order' })).toBeVisible();
  await expect(page.getByText('₦1,000.00', { exact: true })).toBeVisible();
  await expect(page.getByText(employee.email)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Back in My orders: not paid yet, the order waits with "Pay now".
  await expect(page).toHaveURL(/\/worker\/orders\?payment=/);
  const result = page.getByTestId('payment-result');
  await expect(result).toContainText('Your payment of ₦1,000.00 is not confirmed yet.', { timeout: 30_000 });
  const row = page.getByRole('row', { name: new RegExp(`1 × ${dish}`) });
  await expect(row).toContainText('AWAITING PAYMENT');
  await expect(row).toContainText('Company ₦2,000.00 · you ₦1,000.00 by card');
  await expect(row.getByRole('link', { name: /^Pay now/ })).toBeVisible();
  found.push(
    ...(await checkAtBothWidths(page, 'awaiting', async () => {
      await expect(result).toContainText('not confirmed yet');
    })),
  );

  // "Pay now", and Pay in the sandbox checkout: the order is placed.
  await result.getByRole('link', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/pay-/);
  await page.getByRole('button', { name: 'Pay ₦1,000.00' }).click();
  await expect(page).toHaveURL(/\/worker\/orders\?payment=/);
  await expect(result).toContainText(
    'Payment received: your order is placed. Your company paid ₦2,000.00, you paid ₦1,000.00.',
    { timeout: 30_000 },
  );
  await expect(row).toContainText('PENDING');
  await expect(row).toContainText('Company ₦2,000.00 · you ₦1,000.00 by card');
  await expect(row.getByRole('link', { name: /^Pay now/ })).toHaveCount(0);
  found.push(
    ...(await checkAtBothWidths(page, 'placed', async () => {
      await expect(result).toContainText('Payment received');
    })),
  );
  await result.getByRole('button', { name: 'Dismiss payment result' }).click();
  await expect(page).toHaveURL(/\/worker\/orders$/);

  // The company's wallet paid its share only.
  const balance = (await api<{ balance: string }>('/analytics/company', { token: company.token })).balance;
  expect(balance).toBe('18000.00');
  expect(found).toEqual([]);
});
