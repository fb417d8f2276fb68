import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { admin, api, newCompany, newEmployee, type Session, uniqueEmail, useSession } from './support/api';
import { findings } from './support/axe';
import { menuItem, placeOrder, topUp } from './support/fixtures';
import { keepScreenshot, openScreen, widths } from './support/page-ready';

/*
 * Issue 29, dispatch: the platform admin opens the dispatch board from the side menu, sees a
 * delivery zone's slot with its two unassigned orders, gives all of them to the zone's rider at
 * once, and sees the board and the list say who carries them. The riders page lists the rider.
 * Axe and screenshots at 1280 and 375 px, for a day without orders and for the day with them. The
 * zone is deleted again at the end (while a zone exists, addresses outside every zone are not
 * served: the other specs place orders).
 */

const EVERY_DAY = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];
/** A day no spec orders for. */
const EMPTY_DAY = '2030-06-12';

type MyOrder = { id: string; delivery_date: string; delivery_slot: string };

/** axe and a screenshot of `path` at both widths, once `ready` holds. */
async function checkAtBothWidths(
  page: Page,
  path: string,
  shot: string,
  ready: (page: Page) => Promise<void>,
) {
  const found: string[] = [];
  for (const size of widths) {
    await page.setViewportSize(size);
    await openScreen(page, path);
    await ready(page);
    found.push(...(await findings(page, `${path} @${size.width}`)));
    await keepScreenshot(page, `${shot}-${size.width}`);
  }
  await page.setViewportSize(widths[0]);
  return found;
}

async function orderOf(employee: Session, menuId: string): Promise<MyOrder> {
  const placed = await placeOrder(employee, menuId);
  const mine = await api<{ list: MyOrder[] }>('/orders', { token: employee.token });
  return mine.list.find((one) => one.id === placed.id)!;
}

test("the platform admin gives a zone's slot to its rider at once, on the dispatch board", async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  const platformAdmin = await admin();
  const tag = randomBytes(3).toString('hex');
  const zoneName = `Dispatch ${tag}`;
  // The employees' Home (Ikeja, Lagos) is in the zone.
  const zone = await api<{ id: string }>('/admin/zones', {
    token: platformAdmin.token,
    body: { name: zoneName, areas: [{ state: 'Lagos', area: 'Ikeja' }], delivery_fee: '0' },
  });
  const found: string[] = [];
  try {
    const company = await newCompany({ budgetNaira: 50_000 });
    await api('/company/settings', {
      method: 'PATCH',
      token: company.token,
      body: { order_days: EVERY_DAY },
    });
    await topUp(company, 20_000);
    const riderName = `Zone ${tag} Rider`;
    await api('/admin/riders', {
      token: platformAdmin.token,
      body: {
        email: uniqueEmail('rider'),
        first_name: `Zone ${tag}`,
        last_name: 'Rider',
        phone_number: '+234 803 555 0102',
        zones: [zone.id],
      },
    });
    const menuId = await menuItem(platformAdmin, `Jollof rice ${tag}`);
    const first = await orderOf(await newEmployee(company, { firstName: 'Staff' }), menuId);
    await orderOf(await newEmployee(company, { firstName: 'Colleague' }), menuId);
    const { delivery_date: day, delivery_slot: slot } = first;
    const group = `${zoneName} at ${slot}`;
    await useSession(context, platformAdmin);

    // From the side menu, then a day without orders.
    await openScreen(page, '/admin/overview');
    await page
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: 'Dispatch' })
      .click();
    await expect(page).toHaveURL(/\/admin\/dispatch$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dispatch' })).toBeVisible();
    found.push(
      ...(await checkAtBothWidths(page, `/admin/dispatch?date=${EMPTY_DAY}`, 'dispatch-empty', async () => {
        await expect(page.getByText(/^No orders for Wed 12 Jun 2030 yet\./)).toBeVisible();
      })),
    );

    // The day: the zone's slot holds both orders, unassigned.
    await openScreen(page, `/admin/dispatch?date=${day}`);
    const row = page
      .getByRole('table', { name: /^Zones and slots of / })
      .getByRole('row')
      .filter({ hasText: zoneName });
    await expect(row.getByRole('cell').nth(2)).toHaveText('2');
    await expect(row.getByRole('cell').nth(3)).toHaveText('2');
    await expect(row).toContainText('Nobody yet');
    found.push(...(await findings(page, 'dispatch, unassigned @1280')));
    await keepScreenshot(page, 'dispatch-unassigned-1280');

    // All of its unassigned orders to the zone's rider (listed first).
    const choose = row.getByLabel(`Rider for ${group}`);
    await expect(choose.locator('option').nth(1)).toHaveText(new RegExp(`^${riderName} \\(0 today\\)$`));
    await choose.selectOption({ label: `${riderName} (0 today)` });
    await row.getByRole('button', { name: `Assign all unassigned of ${group}` }).click();
    await expect(page.getByText(`2 orders assigned to ${riderName}`)).toBeVisible();
    await expect(row).toContainText('All assigned');
    await expect(row).toContainText(`${riderName} (2)`);

    // The group's orders, each with its rider.
    await row.getByRole('button', { name: `Show orders of ${group}` }).click();
    const list = page.getByRole('table', { name: `Orders of ${group}` });
    await expect(list.getByRole('row').filter({ hasText: riderName })).toHaveCount(2);
    const board = await api<{ groups: Array<{ zone: { id: string } | null; unassigned: number }> }>(
      `/admin/dispatch?date=${day}`,
      { token: platformAdmin.token },
    );
    expect(board.groups.find((one) => one.zone?.id === zone.id)?.unassigned).toBe(0);
    found.push(
      ...(await checkAtBothWidths(
        page,
        `/admin/dispatch?date=${day}&zone=${zone.id}&slot=${encodeURIComponent(slot)}`,
        'dispatch-assigned',
        async () => {
          await expect(page.getByRole('heading', { name: `Orders of ${group}` })).toBeVisible();
        },
      )),
    );

    // The riders page lists the rider with their zone.
    found.push(
      ...(await checkAtBothWidths(page, '/admin/riders', 'riders', async () => {
        await expect(page.getByText(riderName).first()).toBeVisible();
      })),
    );
    await page.getByRole('button', { name: 'Invite rider' }).click();
    await expect(page.getByRole('dialog', { name: 'Invite rider' }).getByLabel('Email')).toBeFocused();
    found.push(...(await findings(page, 'invite rider dialog @1280')));
    await keepScreenshot(page, 'riders-invite-1280');
  } finally {
    await api(`/admin/zones/${zone.id}`, { method: 'DELETE', token: platformAdmin.token });
  }
  expect(found).toEqual([]);
});
