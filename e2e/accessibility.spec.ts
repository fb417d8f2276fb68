import { expect, type Locator, type Page, test } from '@playwright/test';
import type { Session } from './support/api';
import { useSession } from './support/api';
import { findings } from './support/axe';
import { keepScreenshot, openScreen, widths } from './support/page-ready';
import { type Role, screens, seedScreens } from './support/screens';

/**
 * axe (WCAG 2.0/2.1 A and AA rules) on every screen as the role that opens it, and on every
 * modal, at 1280×800 and 375×812: no serious or critical finding.
 */
let sessions: Awaited<ReturnType<typeof seedScreens>>;
test.beforeAll(async () => {
  sessions = await seedScreens();
});

const sessionOf = (role: Role): Session | undefined => (role === 'visitor' ? undefined : sessions[role]);

/** A modal (or toast) on a screen: how to open it, and what shows when it is open (default: the dialog). */
type Overlay = {
  role: Role;
  path: string;
  name: string;
  open: (page: Page) => Promise<void>;
  shown?: (page: Page) => Locator;
  phoneOnly?: boolean;
};
const modals: Overlay[] = [
  {
    role: 'company',
    path: '/dashboard/invitations',
    name: 'invite',
    open: (page) => page.getByRole('button', { name: 'Invite Employee' }).click(),
  },
  {
    role: 'company',
    path: '/dashboard/billings',
    name: 'top-up',
    open: (page) => page.getByRole('button', { name: 'Top up' }).click(),
  },
  {
    role: 'admin',
    path: '/admin/lists',
    name: 'menu-detail',
    // A table row on a wide screen, a card on a phone: both carry the row label.
    open: (page) =>
      page
        .getByLabel(/: show details$/)
        .first()
        .click(),
  },
  {
    role: 'admin',
    path: '/admin/lists',
    name: 'menu-edit',
    open: async (page) => {
      await page
        .getByLabel(/: show details$/)
        .first()
        .click();
      await page.getByRole('dialog').getByRole('button', { name: 'Edit', exact: true }).click();
    },
  },
  {
    role: 'admin',
    path: '/admin/orders',
    name: 'order-status',
    open: async (page) => {
      await page
        .getByRole('combobox', { name: /^Change status/ })
        .first()
        .selectOption('DECLINED');
    },
  },
  {
    role: 'admin',
    path: '/admin/customers',
    name: 'account-state',
    open: (page) =>
      page
        .getByRole('button', { name: /^Suspend/ })
        .first()
        .click(),
  },
  {
    role: 'employee',
    path: '/worker/overview',
    name: 'cart',
    open: (page) => page.getByRole('button', { name: /^Cart \d/ }).click(),
  },
  {
    role: 'restaurant',
    path: '/restaurant/menu',
    name: 'restaurant-menu-detail',
    open: (page) =>
      page
        .getByLabel(/: show details$/)
        .first()
        .click(),
  },
  {
    role: 'company',
    path: '/dashboard/overview',
    name: 'phone-menu',
    open: (page) => page.getByRole('button', { name: 'Open menu' }).click(),
  },
];

for (const role of Object.keys(screens) as Role[]) {
  test(`every screen a ${role} opens has no serious or critical axe finding at both widths`, async ({
    page,
    context,
  }) => {
    test.setTimeout(900_000);
    const session = sessionOf(role);
    if (session) await useSession(context, session);
    const found: string[] = [];
    for (const size of widths) {
      await page.setViewportSize(size);
      for (const path of screens[role]) {
        await openScreen(page, path);
        found.push(...(await findings(page, `${path} @${size.width}`)));
        await keepScreenshot(page, `${role}${path}-${size.width}`);
      }
    }
    expect(found).toEqual([]);
  });
}

test('every modal has no serious or critical axe finding at both widths', async ({ page, context }) => {
  test.setTimeout(900_000);
  const found: string[] = [];
  for (const size of widths) {
    for (const modal of modals) {
      if (modal.name === 'phone-menu' && size.name === 'desktop') continue;
      await context.clearCookies();
      await useSession(context, sessionOf(modal.role)!);
      await page.setViewportSize(size);
      await openScreen(page, modal.path);
      await modal.open(page);
      const dialog =
        modal.name === 'phone-menu' ? page.getByRole('navigation').last() : page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      found.push(...(await findings(page, `${modal.name} modal @${size.width}`)));
      await keepScreenshot(page, `modal-${modal.name}-${size.width}`);
    }
  }
  expect(found).toEqual([]);
});

test('a visitor signs in with the keyboard alone', async ({ page }) => {
  const employee = sessions.employee;
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // From the top of the page, Tab reaches the email field, then the password, then the submit button.
  const focusedLabel = () =>
    page.evaluate(
      () =>
        (document.activeElement as HTMLInputElement | null)?.name ??
        document.activeElement?.textContent ??
        '',
    );
  for (let i = 0; i < 10 && (await focusedLabel()) !== 'identifier'; i += 1) await page.keyboard.press('Tab');
  expect(await focusedLabel()).toBe('identifier');
  await page.keyboard.type(employee.email);
  await page.keyboard.press('Tab');
  expect(await focusedLabel()).toBe('password');
  await page.keyboard.type(employee.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/worker/overview', { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
