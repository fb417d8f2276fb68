import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { admin, newCompany, newEmployee, type Session, useSession } from './support/api';
import { findings } from './support/axe';
import { menuItem, png, topUp } from './support/fixtures';
import { keepScreenshot, openScreen, widths } from './support/page-ready';

/**
 * The employee's menu phone-first (issue 27, point 7) and its health warnings (point 5): at
 * 375×812 the first meal shows on the first screen; a meal against the employee's allergies or
 * diets is marked, and adding it asks first; toasts replace each other.
 */
const tag = randomBytes(3).toString('hex');
const fishJollof = `Jollof with fish ${tag}`;
const salad = `Garden salad ${tag}`;
let fishAllergicVegetarian: Session;
/** Nothing on the menu suits a condition no dish is marked for: the healthy menu is empty. */
let nothingSuits: Session;

test.beforeAll(async () => {
  const platform = await admin();
  await menuItem(platform, fishJollof, { price: '3000', allergens: 'Fish', image: await png('#b45309') });
  await menuItem(platform, salad, { price: '1500', diets: 'Vegetarian', image: await png('#4d7c0f') });
  const company = await newCompany({ budgetNaira: 50_000 });
  await topUp(company, 20_000);
  fishAllergicVegetarian = await newEmployee(company, {
    firstName: 'Ọlámidé',
    allergies: ['fish'],
    diets: ['vegetarian'],
  });
  nothingSuits = await newEmployee(company, { conditions: [`condition-${tag}`] });
});

/** The first screen only (what shows before any scrolling), beside the full-page screenshots. */
async function firstScreen(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-first-screen.png` });
}

const phone = widths.find((size) => size.name === 'phone')!;

/**
 * The first meal card is on the first screen: whole (a phone), or with its picture and name
 * (a desktop, where the first row of cards starts on it).
 */
async function firstCardOnScreen(page: Page, whole = true) {
  const card = page.getByRole('list', { name: 'Meals' }).getByRole('article').first();
  await expect(card).toBeVisible();
  const box = (await card.boundingBox())!;
  const name = (await card.getByRole('heading').boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  const bottom = whole ? box.y + box.height : name.y + name.height;
  expect(bottom, 'the first card shows on the first screen').toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
}

test('at 375×812 the first meal card is whole on the first screen, the filters one tap away', async ({
  page,
  context,
}) => {
  await useSession(context, fishAllergicVegetarian);
  await page.setViewportSize(phone);
  for (const path of ['/worker/overview', '/worker/overview?meals=all']) {
    await openScreen(page, path);
    await firstCardOnScreen(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  }
  await keepScreenshot(page, 'menu-375-all-meals');

  // The delivery box folds into a line that opens it.
  const delivery = page.getByRole('button', { name: /^Delivery / });
  await expect(page.getByLabel('Delivery day')).toBeHidden();
  await delivery.click();
  await expect(delivery).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Delivery day')).toBeVisible();
  await delivery.click();

  // Category, sort and "Favourites only" are behind "Filters", and keep their place in the address.
  await expect(page.getByLabel('Sort')).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('Sort').selectOption('rating');
  await expect(page).toHaveURL(/sort=rating/);
  await expect(page.getByRole('button', { name: 'Filters 1 set' })).toHaveAttribute('aria-expanded', 'true');
  await keepScreenshot(page, 'menu-375-filters-open');
  expect(await findings(page, 'menu @375 filters open')).toEqual([]);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Filters 1 set' })).toHaveAttribute('aria-expanded', 'false');
  await firstCardOnScreen(page);
});

test("a meal against the employee's allergy and diet is marked and asks before going into the cart", async ({
  page,
  context,
}) => {
  await useSession(context, fishAllergicVegetarian);
  await page.setViewportSize(phone);
  await openScreen(page, `/worker/overview?meals=all&query=${tag}`);
  const card = page.getByRole('article', { name: fishJollof });
  await expect(card.getByTestId('health-warning')).toHaveText([
    'Contains fish (your allergy)',
    'Not marked vegetarian (your diet)',
  ]);
  await expect(page.getByRole('article', { name: salad }).getByTestId('health-warning')).toHaveCount(0);

  const question = page.getByRole('dialog', { name: 'Not suited to your health profile' });
  await card.getByRole('button', { name: `Add to Cart: ${fishJollof}` }).click();
  await expect(question).toContainText(
    `${fishJollof} contains fish (your allergy) and is not marked suitable for vegetarian (your diet). Add it anyway?`,
  );
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await firstScreen(page, 'menu-375-health-question');
  expect(await findings(page, 'health question @375')).toEqual([]);
  // Escape is Cancel: nothing is added.
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cart 0 items' })).toBeVisible();

  // From the keyboard: Tab to "Add anyway", Enter.
  await card.getByRole('button', { name: `Add to Cart: ${fishJollof}` }).focus();
  await page.keyboard.press('Enter');
  await expect(question).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(question.getByRole('button', { name: 'Add anyway' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cart 1 item' })).toBeVisible();

  // A meal that suits them goes in at once.
  await page.getByRole('button', { name: `Add to Cart: ${salad}` }).click();
  await expect(page.getByRole('button', { name: 'Cart 2 items' })).toBeVisible();
});

test('toasts replace each other: two quick ones leave one on screen', async ({ page, context }) => {
  await useSession(context, fishAllergicVegetarian);
  await openScreen(page, `/worker/overview?query=${tag}`);
  await page.getByRole('button', { name: `Add ${salad} to favourites` }).click();
  await expect(page.getByText('Added to favourites')).toBeVisible();
  await page.getByRole('button', { name: `Remove ${salad} from favourites` }).click();
  await expect(page.getByText('Removed from favourites')).toBeVisible();
  await expect(page.getByText('Added to favourites')).toHaveCount(0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
});

test('the menu at both widths, with meals and with none: screenshots and axe', async ({ page, context }) => {
  test.setTimeout(180_000);
  const found: string[] = [];
  for (const size of widths) {
    await page.setViewportSize(size);
    await context.clearCookies();
    await useSession(context, fishAllergicVegetarian);
    await openScreen(page, '/worker/overview?meals=all');
    await firstCardOnScreen(page, size.name === 'phone');
    found.push(...(await findings(page, `menu @${size.width}`)));
    await keepScreenshot(page, `menu-${size.width}-meals`);
    await firstScreen(page, `menu-${size.width}-meals`);

    await context.clearCookies();
    await useSession(context, nothingSuits);
    await openScreen(page, '/worker/overview');
    await expect(page.getByText('No healthy meals for you right now.')).toBeVisible();
    found.push(...(await findings(page, `empty menu @${size.width}`)));
    await keepScreenshot(page, `menu-${size.width}-empty`);
    await firstScreen(page, `menu-${size.width}-empty`);
  }
  expect(found).toEqual([]);
});
