import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from './support/api';
import { findings } from './support/axe';
import { topUp } from './support/fixtures';
import { latestCode } from './support/mail';
import { keepScreenshot, openScreen, widths } from './support/page-ready';

/*
 * Issue 27, points 1 and 9: the company's clock is chosen at onboarding (the browser's zone to
 * start with) and edited in the company profile; until onboarding is done, top-up and invitations
 * say what is missing and link to it.
 */

// The browser is in London; the company is in Lagos, then moves its clock to New York.
test.use({ timezoneId: 'Europe/London' });

/** axe and a screenshot of `path` at 1280 and 375 px; the findings that fail a test. */
async function checkAtBothWidths(page: Page, path: string, name: string): Promise<string[]> {
  const found: string[] = [];
  for (const size of widths) {
    await page.setViewportSize(size);
    await openScreen(page, path);
    found.push(...(await findings(page, `${path} @${size.width}`)));
    await keepScreenshot(page, `company-profile-${name}-${size.width}`);
  }
  await page.setViewportSize(widths[0]);
  return found;
}

test('a new company signs up, meets the set-up notice, onboards in its own time zone and edits its profile', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  const email = uniqueEmail('profile-company');
  const password = 'company-password-1';
  const found: string[] = [];

  // Sign up, verify, log in: a company that has not onboarded yet.
  await page.goto('/signup');
  await page.getByRole('button', { name: 'A Company' }).click();
  await page.getByLabel('Company name').fill('Clockwork Kitchens');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Website').fill('https://clockwork.example.com');
  await page.getByLabel('Phone number').fill('8012345678');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/verify$/);
  const code = await latestCode(email, 'verification code');
  for (const [index, digit] of [...code].entries())
    await page.getByLabel(`Digit ${index + 1} of 6`).fill(digit);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/onboarding$/, { timeout: 10_000 });

  // Before onboarding: no top-up and no invitation, but what is missing and the way there.
  const missing =
    'Finish your company set-up first: address, monthly budget per employee and size are missing.';
  await openScreen(page, '/dashboard/billings');
  const billingNotice = page.getByTestId('company-setup-notice');
  await expect(billingNotice).toContainText(missing);
  await expect(page.getByRole('button', { name: 'Top up' })).toHaveCount(0);
  found.push(...(await checkAtBothWidths(page, '/dashboard/billings', 'gate-billings')));
  await openScreen(page, '/dashboard/invitations');
  await expect(page.getByTestId('company-setup-notice')).toContainText(missing);
  await expect(page.getByRole('button', { name: 'Invite Employee' })).toHaveCount(0);
  found.push(...(await checkAtBothWidths(page, '/dashboard/invitations', 'gate-invitations')));
  // The profile before onboarding: what signup gave, an empty address, the same notice.
  found.push(...(await checkAtBothWidths(page, '/dashboard/profile', 'empty')));
  await expect(page.getByLabel('Company name')).toHaveValue('Clockwork Kitchens');
  await expect(page.getByLabel('Address line 1')).toHaveValue('');
  await expect(page.getByTestId('company-setup-notice')).toContainText(missing);

  // The notice's link leads to onboarding, whose time zone starts as the browser's.
  await openScreen(page, '/dashboard/invitations');
  await page.getByRole('link', { name: 'Go to Onboarding' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  const zone = page.getByLabel('Time zone');
  await expect(zone).toHaveValue('Europe/London');
  await expect(zone.locator('option').first()).toHaveText(/^Nigeria — Lagos \(GMT\+1\)$/);
  found.push(...(await checkAtBothWidths(page, '/onboarding', 'onboarding')));

  await page.getByLabel('Address line 1').fill('1 Marina');
  await page.getByLabel('Address line 2').fill('Floor 2');
  await page.getByLabel('City').fill('Lagos');
  await page.getByLabel('State').fill('Lagos');
  await page.getByLabel('Country').fill('Nigeria');
  await page.getByLabel('Zip code').fill('100001');
  await page.getByLabel('Max spend per employee per month (₦)').fill('20000');
  await page.getByLabel('Company size').selectOption('50-100');
  await page.getByLabel('Time zone').selectOption('Africa/Lagos');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
  await expect(page.getByRole('region', { name: 'Meal programme' })).toContainText('(Africa/Lagos time)');

  // Onboarded: top-up and invitations are offered as before.
  await openScreen(page, '/dashboard/billings');
  await expect(page.getByRole('button', { name: 'Top up' })).toBeVisible();
  await expect(page.getByTestId('company-setup-notice')).toHaveCount(0);
  await openScreen(page, '/dashboard/invitations');
  await expect(page.getByRole('button', { name: 'Invite Employee' })).toBeVisible();

  // The profile, from the side menu: edit the contact, the address and the clock.
  await page.getByRole('link', { name: 'Company profile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByLabel('City')).toHaveValue('Lagos');
  await expect(page.getByLabel('Login email')).toHaveValue(email);
  await expect(page.getByLabel('Login email')).not.toBeEditable();
  await expect(page.getByLabel('Time zone')).toHaveValue('Africa/Lagos');
  await page.getByLabel('Company name').fill('Clockwork Kitchens NYC');
  await page.getByLabel('Phone number').fill('8030001111');
  await page.getByLabel('City').fill('Brooklyn');
  await page.getByLabel('Country').fill('United States');
  await page.getByLabel('Time zone').selectOption('America/New_York');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Company profile saved')).toBeVisible();
  await expect(page.getByTestId('signed-in-user')).toContainText('Clockwork Kitchens NYC');

  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue('Brooklyn', { timeout: 30_000 });
  await expect(page.getByLabel('Phone number')).toHaveValue('8030001111');
  await expect(page.getByLabel('Time zone')).toHaveValue('America/New_York');
  found.push(...(await checkAtBothWidths(page, '/dashboard/profile', 'filled')));

  // The company's clock is New York's now: its screens say so, and name it beside a time.
  await openScreen(page, '/dashboard/overview');
  await expect(page.getByRole('region', { name: 'Meal programme' })).toContainText('(America/New_York time)');
  const token = (await context.cookies()).find((cookie) => cookie.name === 'session')?.value ?? '';
  await topUp({ email, password, token, name: 'Clockwork Kitchens NYC' }, 5_000);
  await openScreen(page, '/dashboard/billings');
  await expect(page.getByRole('region', { name: 'Monthly statement' })).toContainText('(America/New_York)');
  const row = page.getByRole('row').filter({ hasText: email }).first();
  await expect(row).toContainText(/\d{2}:\d{2} E[SD]T/);

  expect(found).toEqual([]);
});
