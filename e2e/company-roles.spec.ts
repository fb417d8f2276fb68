import { randomBytes } from 'node:crypto';
import type { CompanyRole } from '@lunch/contract/endpoint';
import { expect, type Page, test } from '@playwright/test';
import { api, login, newCompany, type Session, uniqueEmail, useSession } from './support/api';
import { findings } from './support/axe';
import { E2E } from './support/env';
import { latestCode } from './support/mail';
import { keepScreenshot, openScreen, widths } from './support/page-ready';

/*
 * Issue 32: the dashboard shows each member's role only what it may use. A finance member has no
 * Employees in the side menu, and the Employees address says their role may not open it (with the
 * way back), while Billings works; a viewer opens the pages but has no Top up and no Invite buttons.
 */

/**
 * A teammate as a real one joins: the owner invites the email in a role (`POST /company/members`),
 * the teammate signs up with the team code the invitation mailed, verifies the email and signs in.
 */
async function newMember(company: Session, role: CompanyRole, firstName: string): Promise<Session> {
  const email = uniqueEmail(`member-${role}`);
  const password = `${role}-password-1`;
  const client = `198.19.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  await api('/company/members', { token: company.token, body: { email, role } });
  const code = await latestCode(email, 'invited you to its team', /team_code=([A-Z0-9]{8})/);
  await api('/auth/signup', {
    client,
    body: {
      account_type: 'Company',
      team_invitation_code: code,
      email,
      password,
      first_name: firstName,
      last_name: 'Teammate',
      phone_number: '8012345678',
      dial_code: '+234',
      time_zone: 'Africa/Lagos',
    },
  });
  const otp = await latestCode(email, 'verification code');
  await api('/auth/confirm-email', { body: { email, otp }, client });
  const token = await login(email, password, E2E.baseUrl, client);
  return { email, password, token, name: `${firstName} Teammate` };
}

/** The side menu's entries: the fixed one on a wide screen, the drawer (opened) on a phone. */
async function menu(page: Page) {
  const open = page.getByRole('button', { name: 'Open menu' });
  if (await open.isVisible()) await open.click();
  return page.getByRole('navigation', { name: 'Company dashboard menu' }).filter({ visible: true });
}

test('a finance member has no Employees: the menu leaves it out, its address says why, Billings works', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const company = await newCompany({ name: 'Roles Kitchen' });
  const finance = await newMember(company, 'finance', 'Funmi');
  await useSession(context, finance);
  const found: string[] = [];

  await openScreen(page, '/dashboard/overview');
  let nav = await menu(page);
  await expect(nav.getByRole('link', { name: 'Billings' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Invoices' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Employees' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Invitations' })).toHaveCount(0);

  // The address of a page the role may not open: a page saying so, at both widths.
  for (const size of widths) {
    await page.setViewportSize(size);
    await openScreen(page, '/dashboard/employees');
    const refused = page.getByTestId('role-refused');
    await expect(refused.getByRole('heading', { level: 1 })).toHaveText('Employees is not open to your role');
    await expect(refused).toContainText(
      "Your role, finance, can't open Employees. Ask an owner of your company to change your role.",
    );
    await expect(page).toHaveURL(/\/dashboard\/employees$/);
    found.push(...(await findings(page, `role page @${size.width}`)));
    await keepScreenshot(page, `company-roles-refused-${size.width}`);
    if (size.width < 1024) {
      nav = await menu(page);
      await expect(nav.getByRole('link', { name: 'Billings' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Employees' })).toHaveCount(0);
      await page.keyboard.press('Escape');
    }
  }
  await page.setViewportSize(widths[0]);

  // The way back, by keyboard.
  const back = page.getByRole('link', { name: 'Back to the overview' });
  await back.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  // Billings: the role's own page, with Top up.
  await (await menu(page)).getByRole('link', { name: 'Billings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Billings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Top up' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pay by bank transfer' })).toBeVisible();
  await expect(page.getByTestId('role-note')).toHaveCount(0);

  expect(found).toEqual([]);
});

test('a viewer opens the pages but has no Top up and no Invite buttons', async ({ page, context }) => {
  test.setTimeout(180_000);
  const company = await newCompany({ name: 'Viewer Kitchen' });
  const viewer = await newMember(company, 'viewer', 'Victor');
  await useSession(context, viewer);
  const found: string[] = [];

  await openScreen(page, '/dashboard/billings');
  await expect(page.getByRole('heading', { level: 1, name: 'Billings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Top up' })).toHaveCount(0);
  await expect(page.getByText("Your role, viewer, can't top up the wallet.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get a bank account' })).toHaveCount(0);
  found.push(...(await findings(page, 'billings as a viewer')));
  await keepScreenshot(page, 'company-roles-viewer-billings-1280');

  await openScreen(page, '/dashboard/invitations');
  await expect(page.getByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invite Employee' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Invite from CSV' })).toHaveCount(0);
  await expect(page.getByText("Your role, viewer, can't invite employees.")).toBeVisible();
  found.push(...(await findings(page, 'invitations as a viewer')));

  // It reads the employees, and the company's settings, switched off.
  await openScreen(page, '/dashboard/employees');
  await expect(page.getByRole('table', { name: 'Employees' })).toBeVisible();
  await openScreen(page, '/dashboard/overview');
  await expect(page.getByText("Your role, viewer, can't change the monthly budget.")).toBeVisible();
  await expect(page.getByLabel('Budget (₦)')).toBeDisabled();
  found.push(...(await findings(page, 'overview as a viewer')));
  await keepScreenshot(page, 'company-roles-viewer-overview-1280');

  expect(found).toEqual([]);
});
