import { expect, type Page, test } from '@playwright/test';
import { type Session, useSession } from './support/api';
import { openScreen } from './support/page-ready';
import { listScreens, type Role, screens, seedScreens } from './support/screens';

/** At 375×812 every screen fits the width, and every list is stacked cards showing every field. */
let sessions: Awaited<ReturnType<typeof seedScreens>>;
test.beforeAll(async () => {
  sessions = await seedScreens();
});
test.use({ viewport: { width: 375, height: 812 } });

/** Elements wider than the screen, or cut off by a sideways-scrolling box. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width)
      found.push(`page scrolls sideways (${document.documentElement.scrollWidth}px)`);
    for (const element of document.querySelectorAll<HTMLElement>('main *')) {
      // A visually hidden label (sr-only: 1 px, clipped) is read out, not shown.
      if (element.clientWidth <= 1) continue;
      const style = getComputedStyle(element);
      if (/(auto|scroll|hidden)/.test(style.overflowX) && element.scrollWidth > element.clientWidth + 1)
        found.push(
          `${element.tagName.toLowerCase()}.${element.className} hides ${element.scrollWidth - element.clientWidth}px`,
        );
    }
    return found;
  });

for (const role of Object.keys(screens) as Role[]) {
  test(`every screen a ${role} opens fits a 375 px phone without sideways scrolling`, async ({
    page,
    context,
  }) => {
    test.setTimeout(600_000);
    if (role !== 'visitor') await useSession(context, sessions[role] as Session);
    const found: string[] = [];
    for (const path of screens[role]) {
      await openScreen(page, path);
      found.push(...(await overflowing(page)).map((problem) => `${path}: ${problem}`));
    }
    expect(found).toEqual([]);
  });
}

test('every list is stacked cards on a phone, with each field and action on screen', async ({
  page,
  context,
}) => {
  test.setTimeout(600_000);
  for (const { role, path } of listScreens) {
    await context.clearCookies();
    if (role !== 'visitor') await useSession(context, sessions[role] as Session);
    await openScreen(page, path);
    await expect(page.locator('table')).toHaveCount(0);
    const cards = page.locator('main ul[aria-label] > li');
    await expect(cards.first(), path).toBeVisible();
    const card = cards.first();
    const labels = card.locator('dt');
    expect(await labels.count(), path).toBeGreaterThan(1);
    for (const part of await card.locator('dt, dd, button, select, [role="switch"]').all()) {
      const box = await part.boundingBox();
      expect(box, `${path}: ${await part.textContent()}`).not.toBeNull();
      expect(box!.x, path).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, `${path}: ${await part.textContent()}`).toBeLessThanOrEqual(375);
    }
  }
});
