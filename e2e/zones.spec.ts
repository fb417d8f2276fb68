import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { admin, api, type Session, useSession } from './support/api';
import { findings } from './support/axe';
import { keepScreenshot, openScreen, widths } from './support/page-ready';

/*
 * Issue 29: the platform admin's delivery zones. A zone is added with two areas and a fee, its fee
 * edited, the list read, and the zone deleted once confirmed; axe and a screenshot at 1280 and
 * 375 px, without zones and with one. The zone is gone again at the end (while a zone exists, an
 * address outside every zone is not served: the other specs place orders).
 */

type Zone = { id: string; name: string };

const name = `Mainland ${randomBytes(2).toString('hex')}`;
const EMPTY = /^No delivery zones yet\. While no zone exists, every address is served with no delivery fee\./;

/** axe and a screenshot of the zones screen (and `then`, e.g. a dialog opened) at both widths. */
async function checkAtBothWidths(page: Page, shot: string, then?: (page: Page) => Promise<void>) {
  const found: string[] = [];
  for (const size of widths) {
    await page.setViewportSize(size);
    await openScreen(page, '/admin/zones');
    await then?.(page);
    found.push(...(await findings(page, `/admin/zones ${shot} @${size.width}`)));
    await keepScreenshot(page, `zones-${shot}-${size.width}`);
  }
  await page.setViewportSize(widths[0]);
  return found;
}

/** Deletes the zones this spec added, if a failure left one. */
async function removeOurs(session: Session) {
  const zones = await api<Zone[]>('/admin/zones', { token: session.token });
  for (const zone of zones.filter((found) => found.name === name))
    await api(`/admin/zones/${zone.id}`, { method: 'DELETE', token: session.token });
}

test('the platform admin adds a zone with two areas and a fee, edits its fee and deletes it', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const platformAdmin = await admin();
  await useSession(context, platformAdmin);
  const found: string[] = [];
  try {
    // No zone yet: every address is served with no fee, and the screen says so.
    expect(await api<Zone[]>('/admin/zones', { token: platformAdmin.token })).toEqual([]);
    found.push(
      ...(await checkAtBothWidths(page, 'empty', async () => {
        await expect(page.getByText(EMPTY)).toBeVisible();
      })),
    );

    // Add: the name, the fee, two areas (the second row takes the first's state).
    // From the side menu.
    await openScreen(page, '/admin/overview');
    await page.getByRole('link', { name: 'Delivery zones' }).click();
    await expect(page).toHaveURL(/\/admin\/zones$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery zones' })).toBeVisible();
    await page.getByRole('button', { name: 'Add zone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add zone' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Delivery fee (₦)').fill('1500');
    const row = (n: number) => dialog.getByRole('group', { name: `Area ${n}` });
    await row(1).getByLabel('State', { exact: true }).fill('Lagos');
    await row(1).getByLabel('Area', { exact: true }).fill('Ikeja');
    await dialog.getByRole('button', { name: 'Add area' }).click();
    await expect(row(2).getByLabel('State', { exact: true })).toHaveValue('Lagos');
    await expect(row(2).getByLabel('Area', { exact: true })).toBeFocused();
    await page.keyboard.type('Yaba');
    found.push(...(await findings(page, 'zone form @1280')));
    await keepScreenshot(page, 'zones-form-1280');
    await dialog.getByRole('button', { name: 'Add zone' }).click();
    await expect(page.getByText(`Zone ${name} added`)).toBeVisible();
    await expect(dialog).toBeHidden();

    const listed = page.getByRole('row').filter({ hasText: name });
    await expect(listed).toContainText('Ikeja, Lagos');
    await expect(listed).toContainText('Yaba, Lagos');
    await expect(listed).toContainText('₦1,500.00');
    await expect(listed).toContainText('Platform slots');
    await expect(listed).toContainText('Platform cut-off');

    // Another zone may not take one of its areas, however it is spelt: refused on the areas.
    await page.getByRole('button', { name: 'Add zone' }).click();
    await dialog.getByLabel('Name').fill(`${name} bis`);
    await dialog.getByLabel('Delivery fee (₦)').fill('500');
    await row(1).getByLabel('State', { exact: true }).fill('LAGOS');
    await row(1).getByLabel('Area', { exact: true }).fill('Ìkẹjà');
    await dialog.getByRole('button', { name: 'Add zone' }).click();
    await expect(
      dialog.getByRole('alert').filter({ hasText: `Ìkẹjà, LAGOS already belongs to the zone "${name}"` }),
    ).toBeVisible();
    await keepScreenshot(page, 'zones-form-refused-1280');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // Edit the fee only: the areas stay.
    await listed.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await expect(edit.getByLabel('Delivery fee (₦)')).toHaveValue('1500.00');
    await edit.getByLabel('Delivery fee (₦)').fill('2000');
    await edit.getByRole('button', { name: 'Save zone' }).click();
    await expect(page.getByText(`Zone ${name} saved`)).toBeVisible();
    await expect(listed).toContainText('₦2,000.00');
    const saved = (
      await api<Array<Zone & Record<string, unknown>>>('/admin/zones', { token: platformAdmin.token })
    ).filter((zone) => zone.name === name);
    expect(saved).toMatchObject([
      {
        delivery_fee: '2000.00',
        areas: [
          { state: 'Lagos', area: 'Ikeja' },
          { state: 'Lagos', area: 'Yaba' },
        ],
        slots: null,
        order_cutoff: null,
      },
    ]);

    // The list with a zone (cards on a phone), and the form on a phone.
    found.push(
      ...(await checkAtBothWidths(page, 'one', async () => {
        await expect(page.getByText('₦2,000.00')).toBeVisible();
      })),
    );
    await page.setViewportSize(widths[1]);
    await openScreen(page, '/admin/zones');
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(page.getByRole('dialog', { name: `Edit ${name}` })).toBeVisible();
    found.push(...(await findings(page, 'zone form @375')));
    await keepScreenshot(page, 'zones-form-375');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    // Delete on the phone, once confirmed: the empty state is back.
    const card = page.getByRole('listitem').filter({ hasText: name });
    await card.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await keepScreenshot(page, 'zones-delete-375');
    await confirm.getByRole('button', { name: 'Delete zone' }).click();
    await expect(page.getByText(`Zone ${name} deleted`)).toBeVisible();
    await expect(page.getByText(EMPTY)).toBeVisible();
    expect(await api<Zone[]>('/admin/zones', { token: platformAdmin.token })).toEqual([]);
  } finally {
    await removeOurs(platformAdmin);
  }
  expect(found).toEqual([]);
});
