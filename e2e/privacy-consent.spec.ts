import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { admin, api, newCompany, newEmployee, type Session, useSession } from './support/api';
import { findings } from './support/axe';
import { menuItem } from './support/fixtures';
import { keepScreenshot, openScreen, widths } from './support/page-ready';

/**
 * Health data and the privacy page (issue 33, docs/privacy.md): an employee keeps allergies only
 * with their explicit consent, given at onboarding, and withdraws it from their profile (the
 * allergies are erased and the menu shows every meal); the privacy page names the contact the
 * platform admin set, or says none is named yet.
 */

const CONSENT = /^I agree that Lunch for remote teams keeps my allergies/;

/** A screenshot of what the screen shows now (a dialog stays in view), under SCREENSHOT_DIR when set. */
async function keepViewScreenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

/** axe and a screenshot of `path` at both widths; back at the desktop width after. */
async function atBothWidths(page: Page, path: string, name: string, found: string[]) {
  for (const size of widths) {
    await page.setViewportSize(size);
    await openScreen(page, path);
    found.push(...(await findings(page, `${name} @${size.width}`)));
    await keepScreenshot(page, `${name}-${size.width}`);
  }
  await page.setViewportSize(widths[0]);
}

async function fillAddress(page: Page) {
  await page.getByLabel('Address line 1').fill('2 Allen Avenue');
  await page.getByLabel('City').fill('Ikeja');
  await page.getByLabel('State').fill('Lagos');
  await page.getByLabel('Country').fill('Nigeria');
  await page.getByLabel('Zip code').fill('100271');
}

type Profile = { allergies: string[]; health_consent: { given: boolean; version: string | null } };
const profileOf = (employee: Session) => api<Profile>('/profile', { token: employee.token });

/** The meals the menu lists for a search, by name. */
async function mealsFound(page: Page, search: string) {
  await page.goto(`/worker/overview?query=${search}`);
  await expect(page.getByRole('heading', { name: 'Meals' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Meals' })).toBeVisible();
  return page.getByRole('list', { name: 'Meals' }).getByRole('article');
}

test('an employee onboards with consent and allergies, then withdraws it: the allergies are erased and the menu shows every meal', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const tag = randomBytes(3).toString('hex');
  const stew = `Fish stew ${tag}`;
  const rice = `Coconut rice ${tag}`;
  const platform = await admin();
  await menuItem(platform, stew, { allergens: 'Fish' });
  await menuItem(platform, rice);
  const employee = await newEmployee(await newCompany(), { firstName: 'Consenting', onboard: false });
  await useSession(context, employee);
  const found: string[] = [];

  // Onboarding: the consent is unticked and the health lists hidden until it is ticked.
  await atBothWidths(page, '/onboarding', 'consent-onboarding', found);
  await fillAddress(page);
  const consent = page.getByRole('checkbox', { name: CONSENT });
  await expect(consent).not.toBeChecked();
  await expect(page.getByLabel('Allergies', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /How we use your data/ })).toHaveAttribute('href', '/privacy');
  await consent.check();
  await page.getByLabel('Allergies', { exact: true }).fill('Fish');
  found.push(...(await findings(page, 'onboarding with consent ticked')));
  await keepScreenshot(page, 'consent-onboarding-ticked-1280');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/worker\/overview$/, { timeout: 10_000 });
  expect(await profileOf(employee)).toMatchObject({
    allergies: ['fish'],
    health_consent: { given: true, version: '2026-11' },
  });

  // Healthy meals leave out the stew.
  const before = await mealsFound(page, tag);
  await expect(before.filter({ hasText: rice })).toHaveCount(1);
  await expect(before.filter({ hasText: stew })).toHaveCount(0);

  // The profile says consent was given, and when.
  await atBothWidths(page, '/worker/profile', 'consent-profile-given', found);
  const panel = page.getByRole('region', { name: 'Health data consent' });
  await expect(panel.getByText(/Given on/)).toBeVisible();
  await expect(page.getByLabel('Allergies', { exact: true })).toHaveValue('fish');

  // Withdrawing asks first, saying the lists will be erased.
  await panel.getByRole('button', { name: 'Withdraw consent' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw your consent?' });
  await expect(dialog).toContainText('will be erased at once');
  found.push(...(await findings(page, 'withdraw dialog @1280')));
  await keepViewScreenshot(page, 'consent-withdraw-dialog-1280');
  await page.setViewportSize(widths[1]);
  found.push(...(await findings(page, 'withdraw dialog @375')));
  await keepViewScreenshot(page, 'consent-withdraw-dialog-375');
  await page.setViewportSize(widths[0]);
  await dialog.getByRole('button', { name: 'Erase my health details' }).click();
  await expect(page.getByText(/Consent withdrawn/)).toBeVisible();
  await expect(panel.getByText('Not given.')).toBeVisible();
  await expect(page.getByLabel('Allergies', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
  expect(await profileOf(employee)).toMatchObject({ allergies: [], health_consent: { given: false } });
  await atBothWidths(page, '/worker/profile', 'consent-profile-withdrawn', found);

  // The menu now shows every meal.
  const after = await mealsFound(page, tag);
  await expect(after.filter({ hasText: stew })).toHaveCount(1);
  await expect(after.filter({ hasText: rice })).toHaveCount(1);
  expect(found).toEqual([]);
});

test('onboarding without ticking the consent keeps no allergies', async ({ page, context }) => {
  const employee = await newEmployee(await newCompany(), { firstName: 'Private', onboard: false });
  await useSession(context, employee);
  await openScreen(page, '/onboarding');
  await fillAddress(page);
  await expect(page.getByLabel('Allergies', { exact: true })).toHaveCount(0);
  // Ticked, typed, then unticked: the allergies typed are not sent.
  await page.getByRole('checkbox', { name: CONSENT }).check();
  await page.getByLabel('Allergies', { exact: true }).fill('peanuts');
  await page.getByRole('checkbox', { name: CONSENT }).uncheck();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/worker\/overview$/, { timeout: 10_000 });
  expect(await profileOf(employee)).toMatchObject({ allergies: [], health_consent: { given: false } });
  // Nor can the API keep them without consent.
  await expect(
    api('/auth/onboard', {
      token: employee.token,
      body: {
        address_line_1: '2 Allen Avenue',
        city: 'Ikeja',
        state: 'Lagos',
        country: 'Nigeria',
        zip_code: '100271',
        lunch_time: '12:30 PM',
        allergies: ['peanuts'],
      },
    }),
  ).rejects.toThrow(/400 health_consent/);
});

test('the privacy page says no contact is named yet, then shows the one the platform admin sets', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const platform = await admin();
  const before = await api<{ privacy_contact_email: string }>('/admin/settings', { token: platform.token });
  const found: string[] = [];
  try {
    await api('/admin/settings', {
      method: 'PATCH',
      token: platform.token,
      body: { privacy_contact_email: '' },
    });
    await atBothWidths(page, '/privacy', 'privacy-no-contact', found);
    await expect(page.getByText(/has not named a privacy contact yet/)).toBeVisible();

    // The landing page's footer leads there.
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);

    await useSession(context, platform);
    await openScreen(page, '/admin/settings');
    const field = page.getByLabel('Privacy contact email');
    await field.fill('not an email');
    await page.getByRole('button', { name: 'Save privacy contact' }).click();
    await expect(page.getByText('Must be a valid email address')).toBeVisible();
    await field.fill('privacy@lunch.example');
    await page.getByRole('button', { name: 'Save privacy contact' }).click();
    await expect(page.getByText('Privacy contact saved: the privacy page shows it')).toBeVisible();

    await context.clearCookies();
    await atBothWidths(page, '/privacy', 'privacy-contact', found);
    await expect(page.getByRole('link', { name: 'privacy@lunch.example' })).toHaveAttribute(
      'href',
      'mailto:privacy@lunch.example',
    );
    await expect(page.getByRole('heading', { name: 'How long we keep it' })).toBeVisible();
    // The sign-in page's footer leads there too.
    await page.goto('/login');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
  } finally {
    await api('/admin/settings', {
      method: 'PATCH',
      token: platform.token,
      body: { privacy_contact_email: before.privacy_contact_email },
    });
  }
  expect(found).toEqual([]);
});
