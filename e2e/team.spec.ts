import { expect, type Page, test } from '@playwright/test';
import { newCompany, uniqueEmail, useSession } from './support/api';
import { findings } from './support/axe';
import { E2E } from './support/env';
import { latestCode, waitForMail } from './support/mail';
import { keepScreenshot, openScreen, widths } from './support/page-ready';

/**
 * A company is a team (issue 32, docs/team.md): an owner invites a teammate from the Team page, the
 * teammate signs up from the emailed link with the team code, verifies their email and lands in the
 * company's dashboard in their role; the owner then removes them, and their session ends at once.
 */

/** A screenshot of what the screen shows now (a dialog stays in view), under SCREENSHOT_DIR when set. */
async function keepViewScreenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

/** axe and a screenshot of the Team page at both widths (`who`: whose view, `state`: what it shows). */
async function teamAtBothWidths(page: Page, who: string, state: string, found: string[]) {
  for (const size of widths) {
    await page.setViewportSize(size);
    await openScreen(page, '/dashboard/team');
    found.push(...(await findings(page, `team (${who}, ${state}) @${size.width}`)));
    await keepScreenshot(page, `team-${who}-${state}-${size.width}`);
  }
  await page.setViewportSize(widths[0]);
}

async function enterCode(page: Page, code: string) {
  for (const [index, digit] of [...code].entries()) {
    await page.getByLabel(`Digit ${index + 1} of 6`).fill(digit);
  }
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('OTP verified successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

test('an owner invites a teammate, who signs up with the emailed code, verifies and lands in the dashboard; removed, their session ends', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await newCompany({ name: 'Team Play Ltd' });
  await useSession(context, owner);
  const found: string[] = [];

  // The owner alone on the team.
  await teamAtBothWidths(page, 'owner', 'alone', found);
  const table = page.getByRole('table', { name: 'Team members' });
  await expect(table.getByRole('row', { name: new RegExp(owner.email) })).toContainText('(you)');
  await expect(page.getByRole('region', { name: 'Roles' })).toContainText(
    'Reads everything, changes nothing',
  );

  // Invite a finance member.
  const email = uniqueEmail('teammate');
  await page.getByRole('button', { name: 'Invite teammate' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a teammate' });
  await invite.getByLabel('Email').fill(email);
  await invite.getByLabel('Role').selectOption('finance');
  found.push(...(await findings(page, 'invite dialog @1280')));
  await keepViewScreenshot(page, 'team-invite-dialog-1280');
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(invite).toBeHidden();
  const invitedRow = table.getByRole('row', { name: new RegExp(email) });
  await expect(invitedRow).toContainText('Invited');
  await expect(invitedRow.getByRole('combobox', { name: `Role of ${email}` })).toHaveValue('finance');
  await teamAtBothWidths(page, 'owner', 'invited', found);

  // The invitation: the code and the link to /signup?team_code=…
  const mail = await waitForMail(email, 'invited you to its team');
  expect(mail.subject).toBe('Team Play Ltd invited you to its team on Lunch');
  const link = /(https?:\/\/\S+\/signup\?team_code=([A-Z0-9]{8})\S*)/.exec(mail.text);
  expect(link, 'a sign-up link with the team code').not.toBeNull();
  const code = link![2]!;
  expect(mail.text).toContain(code);

  // The teammate, in a browser of their own, opens the link: the team form, prefilled.
  const teammateContext = await browser.newContext({ baseURL: E2E.baseUrl });
  const teammate = await teammateContext.newPage();
  const url = new URL(link![1]!);
  await teammate.setViewportSize(widths[1]);
  await teammate.goto(url.pathname + url.search);
  await expect(teammate.getByRole('heading', { level: 1, name: 'Join your company’s team' })).toBeVisible();
  await expect(teammate.getByLabel('Team invitation code')).toHaveValue(code);
  await expect(teammate.getByLabel('Email')).toHaveValue(email);
  await expect(teammate.getByLabel('Email')).toHaveAttribute('readonly', '');
  found.push(...(await findings(teammate, 'team sign-up @375')));
  await keepScreenshot(teammate, 'team-signup-375');
  await teammate.setViewportSize(widths[0]);
  found.push(...(await findings(teammate, 'team sign-up @1280')));
  await keepScreenshot(teammate, 'team-signup-1280');

  const password = 'teammate-password-1';
  await teammate.getByLabel('First name').fill('Ada');
  await teammate.getByLabel('Last name').fill('Obi');
  await teammate.getByLabel('Phone number').fill('8098765432');
  await teammate.getByLabel('Password', { exact: true }).fill(password);
  await teammate.getByLabel('Confirm password').fill(password);
  await teammate.getByRole('button', { name: 'Sign Up' }).click();
  await expect(teammate).toHaveURL(/\/verify$/);

  // Verifies like anyone, signs in, and lands in the company's dashboard, already onboarded.
  await enterCode(teammate, await latestCode(email, 'verification code'));
  await teammate.getByLabel('Email').fill(email);
  await teammate.getByLabel('Password', { exact: true }).fill(password);
  await teammate.getByRole('button', { name: 'Log In' }).click();
  await expect(teammate).toHaveURL(/\/dashboard\/overview$/, { timeout: 30_000 });
  await expect(teammate.getByTestId('signed-in-user')).toContainText('Ada Obi');

  // The teammate reads the team: no invite, no role select, whom to ask.
  await teamAtBothWidths(teammate, 'finance', 'member', found);
  await expect(teammate.getByRole('button', { name: 'Invite teammate' })).toHaveCount(0);
  await expect(teammate.getByTestId('role-note')).toContainText('Ask an owner');
  await expect(
    teammate.getByRole('table', { name: 'Team members' }).getByRole('row', { name: /Ada Obi/ }),
  ).toContainText('(you)');

  // The owner sees them active, with their name and last sign-in, and removes them (confirmed).
  await openScreen(page, '/dashboard/team');
  const joinedRow = table.getByRole('row', { name: /Ada Obi/ });
  await expect(joinedRow).toContainText('Active');
  await expect(joinedRow).toContainText(email);
  await expect(joinedRow).not.toContainText('Never');
  await teamAtBothWidths(page, 'owner', 'joined', found);
  await joinedRow.getByRole('button', { name: 'Remove Ada Obi' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Ada Obi from the team?' });
  await expect(confirm).toContainText('They are signed out at once');
  found.push(...(await findings(page, 'remove dialog @1280')));
  await keepViewScreenshot(page, 'team-remove-dialog-1280');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(joinedRow).toContainText('Active');
  await joinedRow.getByRole('button', { name: 'Remove Ada Obi' }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Ada Obi was removed from the team')).toBeVisible();
  await expect(joinedRow).toContainText('Removed');

  // The teammate's session ended: the next page sends them to sign in, and signing in says why not.
  await teammate.goto('/dashboard/team');
  await expect(teammate).toHaveURL(/\/login$/, { timeout: 30_000 });
  await teammate.getByLabel('Email').fill(email);
  await teammate.getByLabel('Password', { exact: true }).fill(password);
  await teammate.getByRole('button', { name: 'Log In' }).click();
  await expect(teammate.getByText('You are no longer a member of this company’s team')).toBeVisible();

  await teammateContext.close();
  expect(found).toEqual([]);
});
