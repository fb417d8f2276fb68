import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { admin, api, newCompany, newEmployee, type Session, useSession } from './support/api';
import { findings } from './support/axe';
import { menuItem, topUp } from './support/fixtures';
import { keepScreenshot, openScreen, widths } from './support/page-ready';

const EVERY_DAY = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];

/** A company ordering every day (whatever today's weekday or hour), funded, with one employee. */
async function orderingCompany() {
  const platformAdmin = await admin();
  await api('/admin/settings', { method: 'PATCH', token: platformAdmin.token, body: { max_days_ahead: 14 } });
  const company = await newCompany({ budgetNaira: 50_000 });
  await api('/company/settings', { method: 'PATCH', token: company.token, body: { order_days: EVERY_DAY } });
  await topUp(company, 20_000);
  const employee = await newEmployee(company);
  return { platformAdmin, company, employee };
}

type Mine = {
  total: number;
  list: Array<{
    delivery_date: string;
    delivery_slot: string;
    items: Array<{ name: string; quantity: number }>;
    address: { id: string | null; label: string } | null;
    delivery_fee: string;
  }>;
};
const myOrders = (employee: Session) => api<Mine>('/orders', { token: employee.token });
const wallet = async (company: Session) =>
  (await api<{ balance: string }>('/analytics/company', { token: company.token })).balance;

/** The row (a table row on wide screens, a card on phones) of My orders holding `text`. */
const orderRow = (page: Page, text: string) => page.locator('tr, li').filter({ hasText: text }).first();

/** The second open day of a Day select: its value and its label. */
async function secondDay(dayBox: Locator) {
  const option = dayBox.locator('option:not([disabled])').nth(1);
  return { date: (await option.getAttribute('value'))!, label: (await option.textContent())! };
}

async function addToCart(page: Page, dish: string, items = 1) {
  await page.getByLabel('Search meals').fill(dish);
  await page.getByRole('button', { name: `Add to Cart: ${dish}` }).click();
  await page.getByRole('button', { name: `Cart ${items} ${items === 1 ? 'item' : 'items'}` }).click();
  return page.getByRole('dialog', { name: 'Shopping Cart' });
}

for (const size of widths) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('an employee picks the day and time in the cart and checks out for them', async ({
      page,
      context,
    }) => {
      const { platformAdmin, employee } = await orderingCompany();
      const dish = `Ofada rice ${randomBytes(3).toString('hex')}`;
      await menuItem(platformAdmin, dish, { price: '2000' });
      await useSession(context, employee);

      await openScreen(page, '/worker/overview');
      await page.getByRole('button', { name: 'Cart 0 items' }).click();
      const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
      await expect(cart.getByText('Your cart is empty.')).toBeVisible();
      await keepScreenshot(page, `cart-empty-${size.name}`);
      await cart.getByRole('button', { name: 'Start Shopping' }).click();

      await addToCart(page, dish);
      const delivery = cart.getByRole('group', { name: 'Delivery' });
      await expect(delivery.getByText(/^To: 2 Allen Avenue/)).toBeVisible();
      await expect(delivery.getByRole('link', { name: 'Change address' })).toHaveAttribute(
        'href',
        '/worker/profile',
      );
      const dayBox = delivery.getByLabel('Day');
      const timeBox = delivery.getByLabel('Time');
      // The slot nearest the employee's lunch time (12:30) to start with.
      await expect(timeBox).toHaveValue('12:30');
      const { date, label } = await secondDay(dayBox);
      await dayBox.selectOption(date);
      await timeBox.selectOption('13:00');
      // The menu behind shows the cart's day.
      await expect(page).toHaveURL(new RegExp(`day=${date}`));
      await expect(timeBox).toHaveValue('13:00');
      expect(await findings(page, `cart ${size.name}`)).toEqual([]);
      await keepScreenshot(page, `cart-day-and-time-${size.name}`);

      await cart.getByRole('button', { name: 'Checkout' }).click();
      await expect(page).toHaveURL(/\/worker\/orders$/);
      const row = orderRow(page, `1 × ${dish}`);
      await expect(row).toContainText(label);
      await expect(row).toContainText('13:00');
      const placed = (await myOrders(employee)).list.find((order) => order.items[0]?.name === dish);
      expect(placed).toMatchObject({ delivery_date: date, delivery_slot: '13:00' });
    });

    test('an employee with two addresses sends the lunch to the second one', async ({ page, context }) => {
      const { platformAdmin, employee } = await orderingCompany();
      const dish = `Moi moi ${randomBytes(3).toString('hex')}`;
      await menuItem(platformAdmin, dish, { price: '1800' });
      const office = await api<{ id: string }>('/profile/addresses', {
        token: employee.token,
        body: {
          label: 'Office',
          address_line_1: '3 Admiralty Way',
          city: 'Lagos',
          area: 'Lekki',
          state: 'Lagos',
        },
      });
      await useSession(context, employee);

      await openScreen(page, '/worker/overview');
      const cart = await addToCart(page, dish);
      const delivery = cart.getByRole('group', { name: 'Delivery' });
      const addressBox = delivery.getByLabel('Deliver to');
      // No day is the office's: the first address, given at onboarding, to start with.
      await expect(addressBox.locator('option:checked')).toHaveText(/^Home — 2 Allen Avenue/);
      await addressBox.selectOption({ label: 'Office — 3 Admiralty Way, Lekki, Lagos' });
      await expect(addressBox).toHaveValue(office.id);
      // No zone on this platform: every address is served, and no fee is charged.
      await expect(cart.getByTestId('cart-delivery-fee')).toHaveCount(0);
      await expect(cart.getByRole('button', { name: 'Checkout' })).toBeEnabled();
      expect(await findings(page, `cart addresses ${size.name}`)).toEqual([]);
      await keepScreenshot(page, `cart-address-${size.name}`);

      await cart.getByRole('button', { name: 'Checkout' }).click();
      await expect(page).toHaveURL(/\/worker\/orders$/);
      const row = orderRow(page, `1 × ${dish}`);
      await expect(row).toContainText('Office: 3 Admiralty Way, Lekki, Lagos');
      expect(await findings(page, `my orders ${size.name}`)).toEqual([]);
      await keepScreenshot(page, `my-orders-address-${size.name}`);
      const placed = (await myOrders(employee)).list.find((order) => order.items[0]?.name === dish);
      expect(placed).toMatchObject({ address: { id: office.id, label: 'Office' }, delivery_fee: '0.00' });
    });

    test('"Order again" fills the cart for the day chosen and charges nothing', async ({ page, context }) => {
      const { platformAdmin, company, employee } = await orderingCompany();
      const tag = randomBytes(3).toString('hex');
      const [kept, gone] = [`Amala ${tag}`, `Gbegiri ${tag}`];
      const keptId = await menuItem(platformAdmin, kept, { price: '2500' });
      const goneId = await menuItem(platformAdmin, gone, { price: '1000' });
      await api('/orders', {
        token: employee.token,
        body: {
          foodItems: [
            { food_menu: keptId, quantity: 2 },
            { food_menu: goneId, quantity: 1 },
          ],
        },
      });
      await api('/food-menu', {
        method: 'PATCH',
        token: platformAdmin.token,
        body: { foodMenuId: goneId, available: false },
      });
      const walletBefore = await wallet(company);
      await useSession(context, employee);

      await openScreen(page, '/worker/orders');
      await orderRow(page, `2 × ${kept}`).getByRole('button', { name: 'Order again' }).click();
      const dialog = page.getByRole('dialog', { name: 'Order again' });
      await expect(dialog).toContainText('Nothing is charged until you check out.');
      const dayBox = dialog.getByLabel('Day');
      const { date, label } = await secondDay(dayBox);
      await dayBox.selectOption(date);
      await expect(dialog.getByRole('list', { name: 'Dishes for your cart' })).toContainText(`2 × ${kept}`);
      await expect(dialog.getByText(`Left out: ${gone} (no longer available).`)).toBeVisible();
      expect(await findings(page, `order again ${size.name}`)).toEqual([]);
      await keepScreenshot(page, `order-again-${size.name}`);

      await dialog.getByRole('button', { name: 'Put in my cart' }).click();
      await expect(page).toHaveURL(new RegExp(`/worker/overview\\?day=${date}$`));
      const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
      await expect(cart.getByRole('list', { name: 'Cart items' })).toContainText(kept);
      await expect(cart.getByTestId('cart-total')).toHaveText('₦5,000.00');
      await expect(cart.getByLabel('Day')).toHaveValue(date);
      await expect(cart.getByText(`Not put in your cart: ${gone} (no longer available).`)).toBeVisible();
      await expect(cart.getByLabel('Day').locator('option:checked')).toHaveText(label);
      await keepScreenshot(page, `order-again-cart-${size.name}`);

      // Nothing was ordered nor charged.
      expect(await wallet(company)).toBe(walletBefore);
      expect((await myOrders(employee)).total).toBe(1);
    });

    test('a portion shortage offers "Reduce to N", and the order then goes through', async ({
      page,
      context,
    }) => {
      const { platformAdmin, company, employee } = await orderingCompany();
      const colleague = await newEmployee(company, { firstName: 'Colleague' });
      const dish = `Asun ${randomBytes(3).toString('hex')}`;
      const dishId = await menuItem(platformAdmin, dish, { price: '1500', dailyLimit: 3 });
      await useSession(context, employee);

      await openScreen(page, '/worker/overview');
      const cart = await addToCart(page, dish);
      await cart.getByRole('button', { name: `One more ${dish}` }).click();
      await cart.getByRole('button', { name: `One more ${dish}` }).click();
      const date = await cart.getByLabel('Day').inputValue();
      const label = await cart.getByLabel('Day').locator('option:checked').textContent();

      // Meanwhile a colleague takes 2 of the 3 portions of that day.
      await api('/orders', {
        token: colleague.token,
        body: { foodItems: [{ food_menu: dishId, quantity: 2 }], delivery_date: date },
      });
      await cart.getByRole('button', { name: 'Checkout' }).click();
      const refusal = cart.getByRole('alert');
      await expect(refusal).toContainText(`Only 1 portion of ${dish} is left for ${label}; your cart has 3.`);
      await expect(page).toHaveURL(/\/worker\/overview/);
      expect(await findings(page, `refusal ${size.name}`)).toEqual([]);
      await keepScreenshot(page, `cart-refusal-${size.name}`);

      await refusal.getByRole('button', { name: `Reduce ${dish} to 1` }).click();
      await expect(cart.getByRole('alert')).toHaveCount(0);
      await expect(cart.getByTestId('cart-total')).toHaveText('₦1,500.00');
      await cart.getByRole('button', { name: 'Checkout' }).click();
      await expect(page).toHaveURL(/\/worker\/orders$/);
      await expect(orderRow(page, `1 × ${dish}`)).toBeVisible();
    });
  });
}
