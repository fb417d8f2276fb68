import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { admin, api, newCompany, newEmployee, newRestaurant, useSession } from './support/api';
import { findings } from './support/axe';
import { menuItem, placeOrder, topUp } from './support/fixtures';
import { keepScreenshot, openScreen, widths } from './support/page-ready';

/*
 * Issue 30, the platform admin's side of restaurant partners. A restaurant (through the API) cooks a
 * dish an employee orders and the admin marks delivered: the Payouts screen shows what it earned
 * less the commission, "Pay out now" (asked first) pays it in the sandbox, and the reconciliation of
 * the month balances. The kitchen sheet filters by restaurant and names it on each delivery; the
 * orders list names each order's restaurant. Then the admin adds a restaurant with the form (its
 * own refusals first), edits it and suspends it. Axe and screenshots at 1280 and 375 px, with data and
 * for an empty period. The zone made for the form is deleted again at the end (while a zone exists,
 * addresses outside every zone are not served: the other specs place orders).
 */

const EVERY_DAY = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];

/** axe and a screenshot of `path` at both widths, once `ready` holds. */
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
    await keepScreenshot(page, `${shot}-${size.width}`);
  }
  await page.setViewportSize(widths[0]);
  return found;
}

/** The row of a table that names `text` (the first table that has one). */
const rowOf = (page: Page, table: string, text: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });

test('the platform admin pays a restaurant what it earned, and reconciles the month', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  const platformAdmin = await admin();
  const tag = randomBytes(3).toString('hex');
  const grill = await newRestaurant(platformAdmin, {
    name: `Cedar Grill ${tag}`,
    cuisines: ['Lebanese'],
    commissionPercent: 20,
  });
  const dishId = await menuItem(grill, `Chicken shawarma ${tag}`, { price: '2500' });
  const company = await newCompany({ budgetNaira: 50_000 });
  await api('/company/settings', { method: 'PATCH', token: company.token, body: { order_days: EVERY_DAY } });
  await topUp(company, 20_000);
  const employee = await newEmployee(company, { firstName: 'Staff' });
  // ₦5,000: the restaurant earns ₦4,000, the platform's commission is ₦1,000.
  const placed = await placeOrder(employee, dishId, 2);
  const { list } = await api<{ list: Array<{ id: string; delivery_date: string }> }>('/orders', {
    token: employee.token,
  });
  const day = list.find((one) => one.id === placed.id)!.delivery_date;
  await api('/orders/update-status', {
    method: 'PATCH',
    token: platformAdmin.token,
    body: { orderId: placed.id, newStatus: 'DELIVERED' },
  });
  await useSession(context, platformAdmin);
  const found: string[] = [];

  // From the side menu.
  await openScreen(page, '/admin/overview');
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Payouts' }).click();
  await expect(page).toHaveURL(/\/admin\/payouts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();

  // A period without deliveries balances at zero.
  found.push(
    ...(await checkAtBothWidths(
      page,
      '/admin/payouts?from=2030-06-01&to=2030-06-30',
      'payouts-empty-period',
      async () => {
        await expect(
          page.getByText(/^0 orders delivered from Sat 1 Jun 2030 to Sun 30 Jun 2030/),
        ).toBeVisible();
        await expect(page.getByTestId('reconciliation-verdict')).toContainText('Balanced to the kobo');
      },
    )),
  );

  // The restaurant's balance: its earning, less nothing paid yet.
  const balances = "Each restaurant's money, by name";
  found.push(
    ...(await checkAtBothWidths(page, '/admin/payouts', 'payouts-owed', async () => {
      await expect(page.getByTestId('reconciliation-verdict')).toContainText('Balanced to the kobo');
    })),
  );
  const row = rowOf(page, balances, grill.name);
  await expect(row.getByRole('cell')).toHaveText([
    grill.name,
    '₦4,000.00',
    '₦1,000.00',
    '₦0.00',
    '₦0.00',
    '₦4,000.00',
  ]);

  // Pay out now: asked first, then what the run did; the sandbox settles the transfer.
  await page.getByRole('button', { name: 'Pay out now' }).click();
  const ask = page.getByRole('dialog', { name: /^Pay \d+ restaurants? now\?$/ });
  await expect(ask).toContainText('Paystack transfer');
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
  found.push(...(await findings(page, 'pay out now dialog @1280')));
  await keepScreenshot(page, 'payouts-confirm-1280');
  await ask.getByRole('button', { name: 'Pay out now' }).click();
  const result = page
    .getByRole('list', { name: 'What the run paid' })
    .getByRole('listitem')
    .filter({ hasText: grill.name });
  await expect(result).toContainText('₦4,000.00');
  await expect(result).toContainText(/Paid|Pending/);
  await expect(async () => {
    await openScreen(page, '/admin/payouts');
    await expect(rowOf(page, 'The latest payouts, newest first', grill.name)).toContainText('Paid', {
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(rowOf(page, balances, grill.name).getByRole('cell')).toHaveText([
    grill.name,
    '₦4,000.00',
    '₦1,000.00',
    '₦4,000.00',
    '₦0.00',
    '₦0.00',
  ]);
  found.push(
    ...(await checkAtBothWidths(page, '/admin/payouts', 'payouts-paid', async () => {
      await expect(page.getByText(grill.name).first()).toBeVisible();
    })),
  );

  // The kitchen sheet: every restaurant's deliveries name their restaurant; or one restaurant's.
  await openScreen(page, `/admin/kitchen?date=${day}`);
  const delivery = page
    .getByRole('listitem')
    .filter({ hasText: 'Staff Member' })
    .filter({ hasText: grill.name });
  await expect(delivery.getByTestId('delivery-restaurant')).toHaveText(`Restaurant: ${grill.name}`);
  await page.getByLabel('Restaurant').selectOption({ label: grill.name });
  await expect(page).toHaveURL(new RegExp(`restaurant=${grill.id}`));
  await expect(page.getByRole('listitem').filter({ hasText: 'Staff Member' })).toHaveCount(1);
  await expect(page.getByTestId('delivery-restaurant')).toHaveCount(0);
  found.push(...(await findings(page, 'kitchen of one restaurant @1280')));
  await keepScreenshot(page, 'kitchen-one-restaurant-1280');

  // The orders list names the restaurant.
  await openScreen(page, '/admin/orders');
  await expect(page.getByRole('row').filter({ hasText: placed.id.slice(-8) })).toContainText(grill.name);
  await keepScreenshot(page, 'orders-restaurant-1280');

  expect(found).toEqual([]);
});

test('the platform admin adds a restaurant with the form, edits it and suspends it', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const platformAdmin = await admin();
  const tag = randomBytes(3).toString('hex');
  const zone = await api<{ id: string }>('/admin/zones', {
    token: platformAdmin.token,
    body: { name: `Lekki ${tag}`, areas: [{ state: 'Lagos', area: `Lekki ${tag}` }], delivery_fee: '0' },
  });
  const name = `Bukka ${tag}`;
  const email = `bukka-${tag}@example.com`;
  let added: { id: string } | undefined;
  const found: string[] = [];
  try {
    await useSession(context, platformAdmin);
    await openScreen(page, '/admin/overview');
    await page
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: 'Restaurants' })
      .click();
    await expect(page).toHaveURL(/\/admin\/restaurants$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurants' })).toBeVisible();

    // The form checks every field before anything is sent.
    await page.getByRole('button', { name: 'Add restaurant' }).click();
    const form = page.getByRole('dialog', { name: 'Add restaurant' });
    await expect(form.getByLabel('Name', { exact: true })).toBeFocused();
    await form.getByRole('button', { name: 'Add restaurant' }).click();
    await expect(form.getByText('Name is required', { exact: true })).toBeVisible();
    await expect(form.getByText('Cuisines must list at least one cuisine')).toBeVisible();
    await expect(form.getByText('Account number must be 10 digits')).toBeVisible();
    found.push(...(await findings(page, 'add restaurant, refused @1280')));
    await keepScreenshot(page, 'restaurant-form-refused-1280');

    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Contact email', { exact: true }).fill(email);
    await form.getByLabel('Address', { exact: true }).fill('4 Admiralty Way, Lekki, Lagos');
    await form.getByLabel('Cuisines', { exact: true }).fill('Nigerian, Yoruba');
    await form.getByLabel('Commission (%)', { exact: true }).fill('12.5');
    await form.getByLabel(`Lekki ${tag}`, { exact: true }).check();
    await form.getByLabel('Bank code', { exact: true }).fill('058');
    await form.getByLabel('Account number', { exact: true }).fill('0123456789');
    await form.getByLabel('Account name', { exact: true }).fill(`${name} Ltd`);
    await form.getByRole('button', { name: 'Add restaurant' }).click();
    await expect(page.getByText(`${name} added: an invitation is on its way to ${email}`)).toBeVisible();
    const row = rowOf(page, 'Restaurants, by name', name);
    await expect(row).toContainText('Nigerian, Yoruba');
    await expect(row).toContainText(`Lekki ${tag}`);
    await expect(row).toContainText('12.5 %');
    await expect(row).toContainText('Invited');
    await expect(row).toContainText('Active');
    const listed = await api<Array<{ id: string; name: string }>>('/admin/restaurants', {
      token: platformAdmin.token,
    });
    added = listed.find((one) => one.name === name);
    expect(added).toBeDefined();

    // Edits it.
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await expect(edit.getByLabel('Cuisines', { exact: true })).toHaveValue('Nigerian, Yoruba');
    await edit.getByLabel('Cuisines', { exact: true }).fill('Nigerian, Grill');
    await edit.getByLabel('Commission (%)', { exact: true }).fill('10');
    await edit.getByRole('button', { name: 'Save restaurant' }).click();
    await expect(page.getByText(`${name} saved`)).toBeVisible();
    await expect(row).toContainText('Nigerian, Grill');
    await expect(row).toContainText('10 %');

    // Suspends it, once asked.
    await row.getByRole('button', { name: `Suspend ${name}` }).click();
    const ask = page.getByRole('dialog', { name: `Suspend ${name}?` });
    await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
    found.push(...(await findings(page, 'suspend restaurant dialog @1280')));
    await ask.getByRole('button', { name: 'Suspend' }).click();
    await expect(page.getByText(`${name} is suspended`)).toBeVisible();
    await expect(row).toContainText('Suspended');
    await expect(row.getByRole('button', { name: `Reactivate ${name}` })).toBeVisible();
    const after = await api<Array<{ id: string; state: string }>>('/admin/restaurants', {
      token: platformAdmin.token,
    });
    expect(after.find((one) => one.id === added!.id)?.state).toBe('SUSPENDED');

    found.push(
      ...(await checkAtBothWidths(page, '/admin/restaurants', 'restaurants', async () => {
        await expect(page.getByText(name).first()).toBeVisible();
      })),
    );
  } finally {
    if (added)
      await api(`/admin/restaurants/${added.id}`, {
        method: 'PATCH',
        token: platformAdmin.token,
        body: { zones: [] },
      });
    await api(`/admin/zones/${zone.id}`, { method: 'DELETE', token: platformAdmin.token });
  }
  expect(found).toEqual([]);
});
