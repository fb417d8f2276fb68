import { expect, type Page } from '@playwright/test';

export const widths = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;

/** Opens a path and waits until its heading shows and nothing is loading any more. */
export async function openScreen(page: Page, path: string) {
  await page.goto(path);
  // Generous waits: the browser tests share a busy machine.
  await expect(page.getByTestId('startup')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[role="status"]:visible, [aria-busy="true"]')).toHaveCount(0, {
    timeout: 30_000,
  });
}

/** Saves a screenshot under SCREENSHOT_DIR when that is set (for looking at every screen). */
export async function keepScreenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name.replace(/[^a-z0-9-]+/gi, '_')}.png`, fullPage: true });
}
