import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { admin, api, newCompany, newEmployee, useSession } from './support/api';
import { menuItem, topUp } from './support/fixtures';

test('an employee hearts a meal, turns auto-order on and sees the order it placed', async ({
  page,
  context,
}) => {
  const tag = randomBytes(3).toString('hex');
  // A diet of this test's own: the only meals safe for the employee are the ones made here.
  const diet = `diet-${tag}`;
  const bowl = `Quinoa bowl ${tag}`;
  const wrap = `Veggie wrap ${tag}`;
  const platformAdmin = await admin();
  await menuItem(platformAdmin, bowl, { price: '1800', diets: diet });
  await menuItem(platformAdmin, wrap, { price: '1200', diets: diet });
  const company = await newCompany({ budgetNaira: 50_000 });
  await topUp(company, 20_000);
  const employee = await newEmployee(company, { diets: [diet] });
  await useSession(context, employee);

  // The heart: the dearer bowl becomes a favourite, so auto-order prefers it to the cheaper wrap.
  await page.goto('/worker/overview');
  await page.getByLabel('Search meals').fill(tag);
  await page.getByRole('button', { name: `Add ${bowl} to favourites` }).click();
  await expect(page.getByRole('button', { name: `Remove ${bowl} from favourites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByLabel('Favourites only').check();
  await expect(page.getByRole('article', { name: bowl })).toBeVisible();
  await expect(page.getByRole('article', { name: wrap })).toHaveCount(0);

  await page.goto('/worker/profile');
  const section = page.getByRole('form', { name: 'Auto-order' });
  await expect(section.getByText('Auto-order is off.')).toBeVisible();
  await section.getByLabel('Order lunch for me automatically').check();
  for (const day of ['Saturday', 'Sunday']) await section.getByLabel(day).check();
  await section.getByRole('button', { name: 'Save auto-order' }).click();
  await expect(page.getByText('Auto-order is on')).toBeVisible();
  const dates = section.getByRole('list', { name: 'Next auto-order dates' });
  await expect(dates.getByRole('listitem').first()).toBeVisible();

  // The run for the first date (the scheduled job does the same shortly before the cut-off).
  const settings = await api<{ next_dates: string[] }>('/auto-order', { token: employee.token });
  const date = settings.next_dates[0]!;
  await api('/admin/auto-orders/run', { token: platformAdmin.token, body: { date } });
  // Queued (202): the server's job queue runs it; its progress says what it placed once done.
  await expect
    .poll(
      async () => {
        const run = await api<{ status: string; placed_employees: Array<{ dish: string }> }>(
          `/admin/auto-orders/runs/${date}`,
          { token: platformAdmin.token },
        );
        return run.status === 'done' ? run.placed_employees.map((row) => row.dish) : [];
      },
      { timeout: 15_000 },
    )
    .toContain(bowl);

  await page.goto('/worker/orders');
  const row = page.getByRole('row', { name: new RegExp(`1 × ${bowl}`) });
  await expect(row).toContainText('₦1,800.00');
  await expect(row).toContainText('PENDING');
  await expect(row.getByRole('button', { name: 'Order again' })).toBeVisible();
});
