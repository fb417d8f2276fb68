import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { admin, api, inviteRestaurant, login, newCompany, newEmployee } from './support/api';
import { findings } from './support/axe';
import { menuItem, placeOrder, topUp } from './support/fixtures';
import { keepScreenshot, openScreen, widths } from './support/page-ready';

/*
 * Issue 30, the restaurant's own area: a platform admin adds a restaurant; it signs up from the
 * invitation's link (email read-only, code filled in) and lands on its tickets; it adds a dish and
 * switches another off; an employee (allergic to what the dish holds) orders the dish twice; the
 * restaurant accepts one order, marks the slot ready (asked first) and declines the other with a
 * reason. Every screen is checked with axe and kept as a screenshot at 1280 and 375 px, empty and
 * with the orders.
 */

const EVERY_DAY = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];
const SCREENS = ['tickets', 'menu', 'kitchen', 'hours', 'earnings'] as const;

type MyOrder = {
  id: string;
  status: string;
  delivery_date: string;
  delivery_slot: string;
  decline_reason: string | null;
};
type Board = { slots: Array<{ slot: string; tickets: Array<{ id: string; ref: string; status: string }> }> };

/** A screenshot of what the screen shows now (a dialog stays in view), under SCREENSHOT_DIR when set. */
async function keepViewScreenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

/** axe and a screenshot of each of the restaurant's screens at both widths (`day`: the tickets' and kitchen's). */
async function sweep(page: Page, state: string, day: string, found: string[]) {
  for (const size of widths) {
    await page.setViewportSize(size);
    for (const screen of SCREENS) {
      const dated = screen === 'tickets' || screen === 'kitchen';
      await openScreen(page, `/restaurant/${screen}${dated ? `?date=${day}` : ''}`);
      found.push(...(await findings(page, `restaurant ${screen}, ${state} @${size.width}`)));
      await keepScreenshot(page, `restaurant-${screen}-${state}-${size.width}`);
    }
  }
}

test('a restaurant signs up from its invitation, keeps its menu and works its ticket board', async ({
  page,
}) => {
  test.setTimeout(400_000);
  const platformAdmin = await admin();
  const company = await newCompany({ budgetNaira: 50_000 });
  await api('/company/settings', { method: 'PATCH', token: company.token, body: { order_days: EVERY_DAY } });
  await topUp(company, 30_000);
  const employee = await newEmployee(company, { firstName: 'Staff', allergies: ['Peanuts'] });
  const invitation = await inviteRestaurant(platformAdmin, { cuisines: ['Nigerian', 'Grills'] });
  const found: string[] = [];

  // The invitation's link opens the restaurant's sign-up, its email read-only and the code filled in.
  await page.setViewportSize(widths[1]);
  await page.goto(invitation.link);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up as a restaurant' })).toBeVisible();
  const email = page.getByLabel('Email');
  await expect(email).toHaveValue(invitation.email);
  await expect(email).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Invitation code')).toHaveValue(invitation.code);
  found.push(...(await findings(page, 'restaurant sign-up @375')));
  await keepScreenshot(page, 'restaurant-signup-375');
  const password = 'restaurant-password-1';
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill('another-password-1');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Passwords must match')).toBeVisible();
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/restaurant\/tickets$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  await expect(page.getByText(/^No orders for .+ yet\./)).toBeVisible();
  const restaurant = { ...invitation, password, token: await login(invitation.email, password) };

  // The day the employee's orders will be for: their first day open for ordering.
  const day = (await api<{ default_date: string }>('/orders/delivery-options', { token: employee.token }))
    .default_date;

  await sweep(page, 'empty', day, found);
  expect(found, 'the sign-up and the empty screens').toEqual([]);

  // A second dish, made through the API, to switch off from the screen.
  const spare = `Suya ${randomBytes(3).toString('hex')}`;
  await menuItem(restaurant, spare, { price: '1800' });
  // And one of the platform's kitchen, newer than both: not the restaurant's to see.
  const platformDish = `Platform dish ${randomBytes(3).toString('hex')}`;
  await menuItem(platformAdmin, platformDish);

  // Adds a dish with the admin's form, in its own area.
  await page.setViewportSize(widths[0]);
  await openScreen(page, '/restaurant/menu');
  await page.getByRole('link', { name: 'Create menu' }).click();
  await expect(page).toHaveURL(/\/restaurant\/menu\/new$/);
  const dish = `Groundnut soup ${randomBytes(3).toString('hex')}`;
  await page.getByLabel('Name').fill(dish);
  await page.getByLabel('Description').fill('Groundnut soup with goat meat');
  await page.getByLabel('Price (₦)').fill('2600');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Main Course').check();
  await page.getByLabel('Allergens').fill('Peanuts');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Menu added successfully.')).toBeVisible();
  await page.getByRole('link', { name: 'Menu', exact: true }).first().click();
  await expect(page).toHaveURL(/\/restaurant\/menu$/);

  // Only its own dishes are listed; it switches the spare one off.
  const dishRow = page.getByRole('row', { name: `${dish}: show details` });
  const spareRow = page.getByRole('row', { name: `${spare}: show details` });
  await expect(dishRow).toBeVisible();
  await expect(spareRow).toBeVisible();
  await expect(page.getByRole('row', { name: `${platformDish}: show details` })).toHaveCount(0);
  const toggle = spareRow.getByRole('switch', { name: `${spare} available` });
  await toggle.click();
  await expect(page.getByText('Status updated successfully!')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  // The employee sees the restaurant's two dishes (the soup's peanuts conflict with their allergy, so
  // only with every meal shown), the spare one switched off; never the platform kitchen's.
  const offered = await api<{ list: Array<{ name: string; available: boolean }> }>(
    `/food-menu?restaurant_id=${restaurant.id}&limit=50&risk_health=true`,
    { token: employee.token },
  );
  expect(offered.list.map((item) => `${item.name}: ${item.available}`).sort()).toEqual(
    [`${dish}: true`, `${spare}: false`].sort(),
  );

  // The employee orders the dish twice.
  const dishId = (
    await api<{ list: Array<{ id: string; name: string }> }>(
      `/food-menu?query=${encodeURIComponent(dish)}&risk_health=true`,
      {
        token: employee.token,
      },
    )
  ).list[0]!.id;
  const accepted = await placeOrder(employee, dishId, 2);
  const declined = await placeOrder(employee, dishId, 1);
  const board = await api<Board>(`/restaurant/tickets?date=${day}`, { token: restaurant.token });
  const tickets = board.slots.flatMap((slot) => slot.tickets);
  const refOf = (id: string) => tickets.find((one) => one.id === id)!.ref;
  const slot = board.slots.find((one) => one.tickets.some((ticket) => ticket.id === accepted.id))!.slot;

  await sweep(page, 'orders', day, found);

  // Works the board on a phone.
  await page.setViewportSize(widths[1]);
  await openScreen(page, `/restaurant/tickets?date=${day}`);
  const acceptedCard = page.getByRole('listitem', { name: `Staff Order ${refOf(accepted.id)}` });
  const declinedCard = page.getByRole('listitem', { name: `Staff Order ${refOf(declined.id)}` });
  await expect(acceptedCard).toContainText(`2 × ${dish}`);
  await expect(acceptedCard.getByRole('list', { name: 'Notes' })).toContainText(/peanuts/i);
  await expect(acceptedCard).toContainText('PENDING');
  const markReady = page.getByRole('button', { name: new RegExp(`^Mark slot ready: ${slot}`) });
  await expect(markReady).toBeDisabled();

  await acceptedCard.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText(`Accepted Staff's order ${refOf(accepted.id)}`)).toBeVisible();
  await expect(acceptedCard).toContainText('CONFIRMED');

  await markReady.click();
  const confirm = page.getByRole('dialog', {
    name: new RegExp(`^Mark 1 order at ${slot}.* ready for pickup\\?$`),
  });
  await expect(confirm).toBeVisible();
  found.push(...(await findings(page, 'mark slot ready dialog @375')));
  await keepViewScreenshot(page, 'restaurant-mark-ready-375');
  await confirm.getByRole('button', { name: 'Mark ready' }).click();
  await expect(page.getByText(new RegExp(`^1 order at ${slot}.* ready for pickup$`))).toBeVisible();
  await expect(acceptedCard).toContainText('READY');

  await declinedCard.getByRole('button', { name: 'Decline' }).click();
  const decline = page.getByRole('dialog', { name: `Decline Staff's order ${refOf(declined.id)}?` });
  await expect(decline.getByLabel('Reason')).toBeFocused();
  await decline.getByRole('button', { name: 'Decline order' }).click();
  await expect(decline.getByText('Reason is required')).toBeVisible();
  found.push(...(await findings(page, 'decline dialog @375')));
  await keepViewScreenshot(page, 'restaurant-decline-375');
  await decline.getByLabel('Reason').fill('We ran out of groundnuts today');
  await decline.getByRole('button', { name: 'Decline order' }).click();
  await expect(page.getByText(`Declined Staff's order ${refOf(declined.id)}`)).toBeVisible();
  await expect(decline).toBeHidden();
  await expect(declinedCard).toContainText('Declined: We ran out of groundnuts today');
  await keepScreenshot(page, 'restaurant-tickets-worked-375');

  const mine = (await api<{ list: MyOrder[] }>('/orders', { token: employee.token })).list;
  expect(mine.find((one) => one.id === accepted.id)?.status).toBe('READY');
  expect(mine.find((one) => one.id === declined.id)).toMatchObject({
    status: 'DECLINED',
    decline_reason: 'We ran out of groundnuts today',
  });

  expect(found).toEqual([]);
});
