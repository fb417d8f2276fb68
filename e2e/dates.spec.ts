import { expect, test } from '@playwright/test';
import { formatDay } from '../packages/contract/src/dates';
import { admin, api, newCompany, newEmployee, useSession } from './support/api';
import { keepScreenshot } from './support/page-ready';

/**
 * The one date style (issue 27): days as "Thu 26 Nov 2026", times as "…, 10:30", and a time names
 * its zone ("10:30 WAT") only when it is not the viewer's own, the browser's.
 */
type Options = { time_zone: string; days: Array<{ date: string }> };

async function employeeOfALagosCompany() {
  const platformAdmin = await admin();
  await api('/admin/settings', { method: 'PATCH', token: platformAdmin.token, body: { max_days_ahead: 14 } });
  const company = await newCompany();
  await api('/company/settings', {
    method: 'PATCH',
    token: company.token,
    body: { order_days: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] },
  });
  const employee = await newEmployee(company);
  const options = await api<Options>('/orders/delivery-options', { token: employee.token });
  expect(options.time_zone, 'the company orders on Lagos time').toBe('Africa/Lagos');
  return { employee, options };
}

test.describe('a browser in London', () => {
  test.use({ timezoneId: 'Europe/London' });

  test('reads the delivery day and its times in the one style, Lagos times named WAT', async ({
    page,
    context,
  }) => {
    const { employee, options } = await employeeOfALagosCompany();
    await useSession(context, employee);
    await page.goto('/worker/overview');
    const day = page.getByLabel('Delivery day');
    const first = options.days[0]!.date;
    await expect(day.locator('option').first()).toHaveText(formatDay(first));
    const summary = page.getByTestId('delivery-summary');
    await expect(summary).toContainText(new RegExp(`^Arrives ${formatDay(first)} at \\d{2}:\\d{2} WAT\\.`));
    await expect(summary).toContainText(/Order by \w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2} WAT\.$/);
    await keepScreenshot(page, 'dates-london-browser');
  });
});

test.describe('a browser in Lagos', () => {
  test.use({ timezoneId: 'Africa/Lagos' });

  test('reads the same times without a zone: they are on its own clock', async ({ page, context }) => {
    const { employee, options } = await employeeOfALagosCompany();
    await useSession(context, employee);
    await page.goto('/worker/overview');
    const summary = page.getByTestId('delivery-summary');
    await expect(summary).toContainText(
      new RegExp(
        `^Arrives ${formatDay(options.days[0]!.date)} at \\d{2}:\\d{2}\\. Order by \\w{3} \\d{1,2} \\w{3} \\d{4}, \\d{2}:\\d{2}\\.$`,
      ),
    );
  });
});
