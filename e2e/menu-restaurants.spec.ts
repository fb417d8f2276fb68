import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { admin, api, newCompany, newEmployee, newRestaurant, useSession } from './support/api';
import { findings } from './support/axe';
import { menuItem, placeOrder, topUp } from './support/fixtures';
import { keepScreenshot, openScreen, widths } from './support/page-ready';

/*
 * Issue 30, the employee's side of restaurant partners: the Meals screen filters by cuisine and by
 * restaurant (each with its rating) and keeps both in the address; each dish names its restaurant; a
 * cart holding two restaurants' dishes says so and cannot be checked out until one restaurant is
 * left; My orders names the restaurant and gives a declined order's reason. At 1280 and 375 px, with
 * axe, and the empty menu of a filter matching nothing.
 */

const EVERY_DAY = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];

/** The menu's restaurant and cuisine choices. */
const choices = (page: Page, label: string) => page.getByLabel(label, { exact: true }).locator('option');

async function addToCart(page: Page, dish: string) {
  await page.getByRole('button', { name: `Add to Cart: ${dish}` }).click();
}

test('an employee filters the menu by cuisine and restaurant, sees their ratings, and checks out one restaurant at a time', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  const platformAdmin = await admin();
  await api('/admin/settings', { method: 'PATCH', token: platformAdmin.token, body: { max_days_ahead: 14 } });
  const tag = randomBytes(3).toString('hex');
  const levantine = `Levantine ${tag}`;
  const yoruba = `Yoruba ${tag}`;
  const grill = await newRestaurant(platformAdmin, { name: `Cedar Grill ${tag}`, cuisines: [levantine] });
  const bukka = await newRestaurant(platformAdmin, { name: `Bukka ${tag}`, cuisines: [yoruba] });
  const shawarma = `Shawarma ${tag}`;
  const amala = `Amala ${tag}`;
  const shawarmaId = await menuItem(grill, shawarma, { price: '2500' });
  const amalaId = await menuItem(bukka, amala, { price: '1800' });
  const company = await newCompany({ budgetNaira: 50_000 });
  await api('/company/settings', { method: 'PATCH', token: company.token, body: { order_days: EVERY_DAY } });
  await topUp(company, 20_000);
  const employee = await newEmployee(company);

  // The grill's order, delivered and rated 4 stars; the bukka declines the other, saying why.
  const rated = await placeOrder(employee, shawarmaId);
  await api('/orders/update-status', {
    method: 'PATCH',
    token: platformAdmin.token,
    body: { orderId: rated.id, newStatus: 'DELIVERED' },
  });
  await api(`/orders/${rated.id}/rating`, { token: employee.token, body: { stars: 4 } });
  const declined = await placeOrder(employee, amalaId);
  const reason = 'The amala ran out this morning';
  await api(`/restaurant/orders/${declined.id}/decline`, { token: bukka.token, body: { reason } });

  await useSession(context, employee);
  const found: string[] = [];
  const menu = `/worker/overview?meals=all&query=${tag}`;

  // Each dish names its restaurant; each restaurant its rating.
  await page.setViewportSize(widths[0]);
  await openScreen(page, menu);
  const shawarmaCard = page.getByRole('article', { name: shawarma });
  await expect(shawarmaCard.getByTestId('meal-restaurant')).toHaveText(`From ${grill.name}`);
  await expect(page.getByRole('article', { name: amala }).getByTestId('meal-restaurant')).toHaveText(
    `From ${bukka.name}`,
  );
  await expect(choices(page, 'Restaurant').filter({ hasText: grill.name })).toHaveText(
    `${grill.name} · ★ 4.0 (1)`,
  );
  await expect(choices(page, 'Restaurant').filter({ hasText: bukka.name })).toHaveText(
    `${bukka.name} · No ratings yet`,
  );

  // By cuisine, then by restaurant: both kept in the address.
  await page.getByLabel('Cuisine', { exact: true }).selectOption(levantine);
  await expect(page).toHaveURL(new RegExp(`cuisine=${levantine.replace(' ', '\\+')}`));
  await expect(page.getByRole('article', { name: amala })).toHaveCount(0);
  await expect(shawarmaCard).toBeVisible();
  await expect(choices(page, 'Restaurant').filter({ hasText: bukka.name })).toHaveCount(0);
  await page.getByLabel('Restaurant', { exact: true }).selectOption({ label: `${grill.name} · ★ 4.0 (1)` });
  await expect(page).toHaveURL(new RegExp(`restaurant=${grill.id}`));
  await expect(page.getByTestId('chosen-restaurant')).toContainText(
    `${grill.name} · ${levantine} · ★ 4.0 (1)`,
  );
  found.push(...(await findings(page, 'menu by cuisine and restaurant @1280')));
  await keepScreenshot(page, 'menu-by-restaurant-1280');
  await page.reload();
  await expect(page.getByLabel('Restaurant', { exact: true })).toHaveValue(grill.id);
  await expect(page.getByLabel('Cuisine', { exact: true })).toHaveValue(levantine);
  await expect(page.getByRole('article', { name: amala })).toHaveCount(0);

  // The other restaurant alone.
  await page.getByLabel('Cuisine', { exact: true }).selectOption('');
  await page
    .getByLabel('Restaurant', { exact: true })
    .selectOption({ label: `${bukka.name} · No ratings yet` });
  await expect(page.getByRole('article', { name: shawarma })).toHaveCount(0);
  await expect(page.getByRole('article', { name: amala })).toBeVisible();

  // A filter that matches nothing.
  for (const size of widths) {
    await page.setViewportSize(size);
    await openScreen(
      page,
      `/worker/overview?meals=all&cuisine=${encodeURIComponent(yoruba)}&restaurant=${grill.id}`,
    );
    await expect(page.getByText('No meals match your search.')).toBeVisible();
    found.push(...(await findings(page, `menu, nothing matches @${size.width}`)));
    await keepScreenshot(page, `menu-restaurants-empty-${size.width}`);
  }

  // Two restaurants' dishes: the cart says so and holds the checkout.
  await page.setViewportSize(widths[0]);
  await openScreen(page, menu);
  await addToCart(page, shawarma);
  await addToCart(page, amala);
  const mixed = `Your cart holds dishes from ${grill.name} and ${bukka.name}: an order comes from one restaurant. Remove the others or check out one restaurant at a time.`;
  await expect(page.getByText(mixed).first()).toBeVisible();
  await page.getByRole('button', { name: 'Cart 2 items' }).click();
  const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(cart.getByTestId('cart-mixed-restaurants')).toHaveText(mixed);
  const checkout = cart.getByRole('button', { name: 'Checkout' });
  await expect(checkout).toBeDisabled();
  found.push(...(await findings(page, 'cart of two restaurants @1280')));
  await keepScreenshot(page, 'cart-two-restaurants-1280');

  // Keeping the grill's dish lets it be checked out.
  await cart.getByRole('button', { name: `Keep only ${grill.name}` }).click();
  await expect(cart.getByTestId('cart-mixed-restaurants')).toHaveCount(0);
  await expect(checkout).toBeEnabled();
  await checkout.click();
  await expect(page).toHaveURL(/\/worker\/orders$/, { timeout: 30_000 });

  // My orders: each order's restaurant, and why the bukka declined its order.
  for (const size of widths) {
    await page.setViewportSize(size);
    await openScreen(page, '/worker/orders');
    const declinedOrder = page
      .locator('tr, li')
      .filter({ hasText: amala })
      .filter({ hasText: 'Declined:' })
      .first();
    await expect(declinedOrder.getByTestId('order-restaurant')).toHaveText(bukka.name);
    await expect(declinedOrder.getByTestId('decline-reason')).toHaveText(`Declined: ${reason}`);
    await expect(
      page.locator('tr, li').filter({ hasText: shawarma }).first().getByTestId('order-restaurant'),
    ).toHaveText(grill.name);
    found.push(...(await findings(page, `my orders @${size.width}`)));
    await keepScreenshot(page, `my-orders-restaurants-${size.width}`);
  }

  // On a phone: the filters fold behind "Filters"; a cart of two restaurants is held the same.
  await page.setViewportSize(widths[1]);
  await openScreen(page, menu);
  await expect(page.getByLabel('Cuisine', { exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('Cuisine', { exact: true }).selectOption(yoruba);
  await expect(page.getByRole('button', { name: 'Filters 1 set' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('article', { name: shawarma })).toHaveCount(0);
  found.push(...(await findings(page, 'menu by cuisine @375')));
  await keepScreenshot(page, 'menu-by-cuisine-375');
  await addToCart(page, amala);
  await openScreen(page, menu);
  await addToCart(page, shawarma);
  await page.getByRole('button', { name: 'Cart 2 items' }).click();
  const phoneCart = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(phoneCart.getByTestId('cart-mixed-restaurants')).toHaveText(
    `Your cart holds dishes from ${bukka.name} and ${grill.name}: an order comes from one restaurant. Remove the others or check out one restaurant at a time.`,
  );
  await expect(phoneCart.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  found.push(...(await findings(page, 'cart of two restaurants @375')));
  await keepScreenshot(page, 'cart-two-restaurants-375');

  expect(found).toEqual([]);
});
