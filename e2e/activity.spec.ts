import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { api, newCompany, uniqueEmail, useSession } from './support/api';
import { findings } from './support/axe';
import { keepScreenshot, openScreen, widths } from './support/page-ready';

/*
 * Who did what (issue 32, docs/audit.md): a company admin changes a setting on the overview, then
 * reads it on the Activity screen — who, when, what and the values before and after — filters it,
 * and downloads it as CSV.
 */

// The browser is in London, the company in Lagos: the screen names the company's zone.
test.use({ timezoneId: 'Europe/London' });

/** axe and a screenshot of the Activity screen at 1280 and 375 px; the findings that fail the test. */
async function activityAtBothWidths(page: Page, state: string): Promise<string[]> {
  const found: string[] = [];
  for (const size of widths) {
    await page.setViewportSize(size);
    await openScreen(page, '/dashboard/activity');
    found.push(...(await findings(page, `activity (${state}) @${size.width}`)));
    await keepScreenshot(page, `activity-${state}-${size.width}`);
  }
  await page.setViewportSize(widths[0]);
  return found;
}

test('a company admin changes a setting and reads it on the Activity screen, filtered and as CSV', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const company = await newCompany({ name: 'Activity Kitchens', budgetNaira: 15_000 });
  await useSession(context, company);
  const found: string[] = [];

  // Nothing recorded yet.
  found.push(...(await activityAtBothWidths(page, 'empty')));
  await expect(page.getByText(/Nothing recorded yet/)).toBeVisible();

  // The admin raises the monthly budget on the overview; an employee is invited too.
  await openScreen(page, '/dashboard/overview');
  await page.getByLabel('Budget (₦)').fill('20000');
  await page.getByRole('button', { name: 'Save budget' }).click();
  await expect(page.getByText('Monthly budget set to ₦20,000.00')).toBeVisible();
  const invitee = uniqueEmail('activity-invitee');
  await api('/invitations', { token: company.token, body: { employee_work_email: invitee } });

  // Both on the Activity screen, newest first, with who and what changed.
  found.push(...(await activityAtBothWidths(page, 'two-changes')));
  const table = page.getByRole('table', { name: 'Activity' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(3);
  const [, invitation, settings] = await rows.all();
  await expect(invitation!).toContainText('Invited employees');
  await expect(invitation!).toContainText(invitee);
  await expect(settings!).toContainText('Changed the settings');
  await expect(settings!).toContainText(company.email);
  await expect(settings!).toContainText('Owner');
  await expect(settings!).toContainText('Activity Kitchens');
  await expect(settings!).toContainText('Monthly budget per employee: ₦15,000.00 → ₦20,000.00');
  // The time in the company's zone, named (the browser is in London).
  await expect(settings!).toContainText('WAT');

  // Only the settings.
  await page.getByLabel('What').selectOption('Settings');
  await expect(page).toHaveURL(/\?kind=settings$/);
  await expect(rows).toHaveCount(2);
  await expect(table).toContainText('Changed the settings');
  await expect(table).not.toContainText('Invited employees');
  found.push(...(await findings(page, 'activity (filtered) @1280')));
  await keepScreenshot(page, 'activity-filtered-1280');

  // The CSV of what the filter shows.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('"Time (Africa/Lagos)","Actor","Role","Action","Subject","Before","After"');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(
    `"${company.email}","Owner","settings.updated","Activity Kitchens","{""max_spend_amount_per_employee"":""15000.00""}","{""max_spend_amount_per_employee"":""20000.00""}"`,
  );
  expect(lines[1]).toMatch(/^"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \+01:00"/);

  // On a phone, each change is a card with the same words.
  await page.setViewportSize(widths[1]);
  await openScreen(page, '/dashboard/activity?kind=settings');
  const card = page.getByRole('list', { name: 'Activity' }).getByRole('listitem').first();
  await expect(card).toContainText('Monthly budget per employee: ₦15,000.00 → ₦20,000.00');
  found.push(...(await findings(page, 'activity (filtered) @375')));
  await keepScreenshot(page, 'activity-filtered-375');

  expect(found).toEqual([]);
});
