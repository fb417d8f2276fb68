import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { admin, api, newCompany, newEmployee, useSession } from './support/api';
import { findings } from './support/axe';
import { menuItem, topUp } from './support/fixtures';
import { keepScreenshot, widths } from './support/page-ready';

type Delivery = { order_id: string; ref: string; health_conflicts: string[]; status: string };

test('the kitchen sheet flags allergy conflicts with a badge and words, shows each order reference, cooks only what is left and prints labels for those or all', async ({
  page,
  context,
}) => {
  const platformAdmin = await admin();
  await api('/admin/settings', { method: 'PATCH', token: platformAdmin.token, body: { max_days_ahead: 14 } });
  const company = await newCompany({ budgetNaira: 50_000 });
  await api('/company/settings', {
    method: 'PATCH',
    token: company.token,
    body: { order_days: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] },
  });
  await topUp(company, 20_000);
  const allergic = await newEmployee(company, { firstName: 'Ọlámidé', allergies: ['peanuts'] });
  const colleague = await newEmployee(company, { firstName: 'Ɗanjuma' });
  const tag = randomBytes(3).toString('hex');
  const suya = await menuItem(platformAdmin, `Suya ${tag}`, { allergens: 'peanuts' });
  const efo = await menuItem(platformAdmin, `Ẹ̀fọ́ Rírò ${tag}`);
  // The last open day but one: the first open day holds other specs' orders, the last delivery.spec's.
  const options = await api<{ days: Array<{ date: string }> }>('/orders/delivery-options', {
    token: allergic.token,
  });
  const day = options.days.at(-2)!.date;
  const order = (employee: typeof allergic, food: string, quantity: number) =>
    api<{ id: string; health_conflicts: string[] }>('/orders', {
      token: employee.token,
      body: { foodItems: [{ food_menu: food, quantity }], delivery_date: day },
    });
  // "All meals" lets the employee order a dish with peanuts: the order is flagged.
  const flagged = await order(allergic, suya, 1);
  expect(flagged.health_conflicts).toEqual(['peanuts (allergy)']);
  await order(colleague, efo, 2);
  const sent = await order(colleague, efo, 3);
  await api('/orders/bulk-status', {
    method: 'PATCH',
    token: platformAdmin.token,
    body: { orderIds: [sent.id], newStatus: 'OUT_FOR_DELIVERY' },
  });
  const sheet = await api<{ deliveries: Delivery[] }>(`/kitchen?date=${day}`, { token: platformAdmin.token });
  const refOf = (id: string) => sheet.deliveries.find((delivery) => delivery.order_id === id)!.ref;

  await useSession(context, platformAdmin);
  for (const size of widths) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(`/admin/kitchen?date=${day}`);
    await expect(page.getByRole('heading', { name: /^Kitchen sheet · / })).toBeVisible({ timeout: 30_000 });
    const deliveries = page.getByRole('list', { name: /^Deliveries at / });
    const flaggedRow = deliveries.getByRole('listitem').filter({ hasText: `Suya ${tag}` });
    await expect(flaggedRow).toContainText('Ọlámidé Member');
    // A badge and the words, not a colour alone.
    await expect(flaggedRow.getByText('Allergy/diet warning', { exact: true })).toBeVisible();
    await expect(flaggedRow.getByText('Allergy/diet warning: peanuts (allergy)')).toBeVisible();
    await expect(flaggedRow).toContainText(`Ref ${refOf(flagged.id)}`);
    const sentRow = deliveries.getByRole('listitem').filter({ hasText: `3 × Ẹ̀fọ́ Rírò ${tag}` });
    await expect(sentRow).toContainText('OUT FOR DELIVERY');
    await expect(sentRow).toContainText(`Ref ${refOf(sent.id)}`);
    await expect(sentRow.getByText('Allergy/diet warning', { exact: true })).toHaveCount(0);
    // To cook: the two orders not yet out, their portions only.
    const toCook = page.getByRole('region', { name: /^To cook/ });
    await expect(toCook.getByRole('heading')).toHaveText('To cook: 2 orders');
    await expect(toCook.getByRole('row', { name: `Ẹ̀fọ́ Rírò ${tag}` })).toContainText('2');
    await expect(toCook.getByRole('row', { name: `Suya ${tag}` })).toContainText('1');

    expect(await findings(page, `/admin/kitchen @${size.width}`)).toEqual([]);
    await keepScreenshot(page, `kitchen-${size.width}`);
  }

  // Labels: those left to cook by default, every order when asked.
  const labelsFor = page.getByLabel('Labels for');
  const print = page.getByRole('link', { name: 'Print labels' });
  await expect(labelsFor).toHaveValue('to-cook');
  const leftToCook = await print.getAttribute('href');
  expect(leftToCook).toBe(`/api/kitchen/labels.pdf?date=${day}`);
  await labelsFor.selectOption({ label: 'All orders' });
  const every = await print.getAttribute('href');
  expect(every).toBe(`/api/kitchen/labels.pdf?date=${day}&all=true`);
  const pdfs = [];
  for (const href of [leftToCook!, every!]) {
    const res = await page.request.get(href);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    pdfs.push(await res.body());
  }
  // Six portions in all, three left to cook: the second PDF has more labels.
  expect(pdfs[1]!.length).toBeGreaterThan(pdfs[0]!.length);
});
