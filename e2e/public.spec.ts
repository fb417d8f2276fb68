import zlib from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { api, newCompany, uniqueEmail } from './support/api';
import { latestCode, waitForMail } from './support/mail';

async function enterCode(page: Page, code: string) {
  for (const [index, digit] of [...code].entries()) {
    await page.getByLabel(`Digit ${index + 1} of 6`).fill(digit);
  }
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('OTP verified successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
}

async function fillAddress(page: Page) {
  await page.getByLabel('Address line 1').fill('1 Marina');
  await page.getByLabel('City').fill('Lagos');
  await page.getByLabel('State').fill('Lagos');
  await page.getByLabel('Country').fill('Nigeria');
  await page.getByLabel('Zip code').fill('100001');
}

test('a new company goes from the landing page through signup, code, login and onboarding to its dashboard', async ({
  page,
}) => {
  const email = uniqueEmail('new-company');
  const password = 'company-password-1';
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Get Started' }).first().click();
  await expect(page.getByText('How are you planning to use the product?')).toBeVisible();
  await page.getByRole('button', { name: 'A Company' }).click();

  await page.getByLabel('Company name').fill('Fresh Plate Ltd');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Website').fill('https://freshplate.example.com');
  await page.getByLabel('Phone number').fill('8012345678');
  await expect(page.getByLabel('Dial code')).toBeDisabled();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill('a-different-password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/signup/);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/verify$/);

  await enterCode(page, await latestCode(email, 'verification code'));
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/onboarding$/, { timeout: 5_000 });

  await fillAddress(page);
  await page.getByLabel('Address line 2').fill('Floor 2');
  await page.getByLabel('Max spend per employee per month (₦)').fill('20000');
  await page.getByLabel('Company size').selectOption('Above100');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
  await expect(page.getByTestId('signed-in-user')).toContainText('Fresh Plate Ltd');
});

test('an invited employee signs up from the invitation link, verifies, logs in and onboards to the worker area', async ({
  page,
}) => {
  const company = await newCompany();
  const email = uniqueEmail('invited');
  const password = 'employee-password-1';
  await api('/invitations', { token: company.token, body: { employee_work_email: email } });
  const code = await latestCode(email, 'invited you', /\b([A-Z0-9]{8})\b/);
  const link = /(http\S+\/signup\?\S+)/.exec((await waitForMail(email, 'invited you')).text)?.[1];
  expect(link).toContain(code);

  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByLabel('Invitation code')).toHaveValue(code);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('First name').fill('New');
  await page.getByLabel('Last name').fill('Employee');
  await page.getByLabel('Phone number').fill('8098765432');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Signup successful! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(/\/verify$/);

  await enterCode(page, await latestCode(email, 'verification code'));
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/onboarding$/, { timeout: 5_000 });

  await fillAddress(page);
  await page.getByLabel('Lunch time').fill('13:15');
  await page.getByRole('checkbox', { name: /^I agree that Lunch for remote teams keeps/ }).check();
  await page.getByLabel('Allergies', { exact: true }).fill('peanuts, shellfish');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/worker\/overview$/);
  await expect(page.getByTestId('signed-in-user')).toContainText('New Employee');
});

test('a wrong password shows the server message and a protected page without a session lands on /login', async ({
  page,
}) => {
  await page.goto('/dashboard/employees');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/worker/orders');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Invalid credentials')).toBeVisible();
});

test('a landing-page link clicked after the router has loaded in the background opens its page', async ({
  page,
}) => {
  await page.goto('/');
  const getStarted = page.getByRole('link', { name: 'Get Started' }).first();
  await getStarted.hover();
  // The pointer preloads the router; once it has run, it has read "/" as its location.
  await page.waitForLoadState('networkidle');
  await getStarted.click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByText('How are you planning to use the product?')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Oops! Page Not Found')).toBeVisible();
  await page.getByRole('link', { name: 'Go Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the landing page loads at most 90 KB of gzipped JavaScript', async ({ page }) => {
  const scripts: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.body().then((body) => zlib.gzipSync(body, { level: 9 }).length));
    }
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
  const total = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
  expect(scripts.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(90 * 1024);
});
