import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { admin, api, newCompany, newEmployee, useSession } from './support/api';
import { menuItem, topUp } from './support/fixtures';

test('an employee filters healthy meals, fills the cart, checks out and sees the order confirmed live', async ({
  page,
  context,
}) => {
  const tag = randomBytes(3).toString('hex');
  const salad = `Garden salad ${tag}`;
  const stew = `Groundnut stew ${tag}`;
  const platformAdmin = await admin();
  await menuItem(platformAdmin, salad, { price: '1500', diets: 'Vegetarian' });
  await menuItem(platformAdmin, stew, { price: '2500', allergens: 'Peanuts', diets: 'Vegetarian' });
  const soldOut = `Pepper soup ${tag}`;
  const soldOutId = await menuItem(platformAdmin, soldOut, { price: '3000', diets: 'Vegetarian' });
  await api('/food-menu', {
    method: 'PATCH',
    token: platformAdmin.token,
    body: { foodMenuId: soldOutId, available: false },
  });

  const company = await newCompany({ budgetNaira: 50_000 });
  await topUp(company, 20_000);
  const employee = await newEmployee(company, { allergies: ['peanuts'], diets: ['vegetarian'] });
  await useSession(context, employee);

  await page.goto('/worker/overview');
  await expect(page.getByRole('heading', { name: 'Meals' })).toBeVisible();
  await page.getByLabel('Search meals').fill(tag);

  // Healthy meals (the default) leave out the item with the employee's allergen.
  await expect(page.getByRole('switch', { name: 'Healthy meals' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('article', { name: salad })).toBeVisible();
  await expect(page.getByRole('article', { name: stew })).toHaveCount(0);
  // An unavailable meal is listed, marked, and cannot be added.
  await expect(page.getByRole('button', { name: `${soldOut} is unavailable` })).toBeDisabled();
  await page.getByRole('switch').click();
  await expect(page.getByRole('switch', { name: 'All meals' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('article', { name: stew })).toBeVisible();

  // Fill the cart: adding an item already in it says so.
  await page.getByRole('button', { name: `Add to Cart: ${salad}` }).click();
  await page.getByRole('button', { name: `Add to Cart: ${salad}` }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  // The stew holds the employee's allergen: its card says so, and adding it asks first.
  await expect(page.getByRole('article', { name: stew })).toContainText('Contains peanuts (your allergy)');
  await page.getByRole('button', { name: `Add to Cart: ${stew}` }).click();
  const question = page.getByRole('dialog', { name: 'Not suited to your health profile' });
  await expect(question).toContainText(`${stew} contains peanuts (your allergy). Add it anyway?`);
  await question.getByRole('button', { name: 'Add anyway' }).click();
  await expect(page.getByRole('button', { name: 'Cart 3 items' })).toBeVisible();

  // The cart survives a reload.
  await page.reload();
  await page.getByRole('button', { name: 'Cart 3 items' }).click();
  const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(cart.getByTestId('cart-total')).toHaveText('₦5,500.00');
  await expect(cart.getByText('Left to spend this month: ₦20,000.00')).toBeVisible();

  await cart.getByRole('button', { name: `One more ${salad}` }).click();
  await expect(cart.getByTestId('cart-total')).toHaveText('₦7,000.00');
  await cart.getByRole('button', { name: `One less ${salad}` }).click();
  await cart.getByRole('button', { name: `One less ${salad}` }).click();
  await expect(cart.getByRole('button', { name: `One less ${salad}` })).toBeDisabled();
  await cart.getByRole('button', { name: `Remove ${stew}` }).click();
  await expect(cart.getByText(stew)).toHaveCount(0);
  await expect(cart.getByText('Total:')).toBeVisible();
  await expect(cart.getByTestId('cart-total')).toHaveText('₦1,500.00');

  await cart.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/worker\/orders$/);
  await expect(page.getByText('Order placed')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`1 × ${salad}`) });
  await expect(row).toContainText('₦1,500.00');
  await expect(row).toContainText('PENDING');

  // The platform admin confirms it; the row changes without a reload.
  const orders = await api<{ list: Array<{ id: string; items: Array<{ name: string }> }> }>('/orders', {
    token: platformAdmin.token,
  });
  const order = orders.list.find((o) => o.items.some((item) => item.name === salad));
  expect(order).toBeDefined();
  await api('/orders/update-status', {
    method: 'PATCH',
    token: platformAdmin.token,
    body: { orderId: order?.id, newStatus: 'CONFIRMED' },
  });
  await expect(row).toContainText('CONFIRMED');
  await expect(page.getByText('Your order of ₦1,500.00 is now CONFIRMED.')).toBeVisible();

  // The cart was emptied by the checkout.
  await page.getByRole('link', { name: 'Meals' }).click();
  await expect(page.getByRole('button', { name: 'Cart 0 items' })).toBeVisible();
});

test('an employee with no orders sees the empty states', async ({ page, context }) => {
  const company = await newCompany();
  const employee = await newEmployee(company);
  await useSession(context, employee);

  await page.goto('/worker/orders');
  await expect(page.getByText('No orders yet!')).toBeVisible();

  await page.goto('/worker/overview');
  await page.getByRole('button', { name: 'Cart 0 items' }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await page.getByRole('button', { name: 'Start Shopping' }).click();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toHaveCount(0);

  // The company wallet is empty: the cart warns, and the checkout is refused with the reason.
  await page
    .getByRole('button', { name: /^Add to Cart: / })
    .first()
    .click();
  await page.getByRole('button', { name: 'Cart 1 item' }).click();
  await expect(page.getByText('This cart costs more than you have left this month.')).toBeVisible();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByText("Your company's wallet cannot cover this order.")).toBeVisible();
  await expect(page).toHaveURL(/\/worker\/overview$/);
  await page.getByRole('button', { name: 'Close Cart' }).click();

  await page.getByLabel('Search meals').fill(`nothing-${randomBytes(3).toString('hex')}`);
  await expect(page.getByText('No meals match your search.')).toBeVisible();

  await page.goto('/worker/analytics');
  await expect(page.getByRole('region', { name: 'Orders' })).toContainText('0');
  await expect(page.getByRole('region', { name: 'Balance' })).toContainText('₦0.00');

  // The session ends without a logout and another employee signs in on this browser: their cart is empty.
  await context.clearCookies();
  await useSession(context, await newEmployee(company));
  await page.goto('/worker/overview');
  await expect(page.getByRole('button', { name: 'Cart 0 items' })).toBeVisible();
});

test('an employee suggests a meal and updates their profile', async ({ page, context }) => {
  const company = await newCompany();
  const employee = await newEmployee(company, { allergies: ['shellfish'] });
  await useSession(context, employee);

  await page.goto('/worker/suggestions');
  await expect(page.getByText('Add a suggestion.')).toBeVisible();
  await page.getByLabel('NAME').fill('Ofe nsala');
  await page.getByLabel('DESCRIPTION').fill('White soup with catfish and yam, light and peppery.');
  await page.getByLabel('REASON FOR SUGGESTIONS').fill('A lighter soup for the afternoon team.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Suggestion successfully submitted!')).toBeVisible();
  await expect(page.getByLabel('NAME')).toHaveValue('');

  await page.goto('/worker/profile');
  await expect(page.getByLabel('Allergies')).toHaveValue('shellfish');
  await page.getByLabel('Allergies').fill('shellfish, peanuts');
  await page.getByLabel('Lunch time').fill('13:15');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  const profile = await api<{ allergies: string[]; lunch_time: string }>('/profile', {
    token: employee.token,
  });
  expect(profile).toMatchObject({
    allergies: ['shellfish', 'peanuts'],
    lunch_time: '01:15 PM',
    address_line_1: '2 Allen Avenue',
  });
  // The address is edited in the address book; the cart delivers to it.
  await page.getByRole('button', { name: 'Edit Home' }).click();
  const home = page.getByRole('dialog', { name: 'Edit Home' });
  await home.getByLabel('Address line 1').fill('14 Admiralty Way');
  await home.getByLabel('Area').fill('Lekki');
  await home.getByLabel('City').fill('Lekki');
  await home.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Home saved')).toBeVisible();
  const options = await api<{ address: string }>('/orders/delivery-options', { token: employee.token });
  expect(options.address).toMatch(/^14 Admiralty Way, .*Lekki/);
});
