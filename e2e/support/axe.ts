import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe's WCAG 2.0/2.1 A and AA rules, and its best practices. */
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** Moderate findings that fail the test too: content outside landmarks, skipped heading levels. */
const alwaysFail = new Set(['region', 'heading-order', 'landmark-one-main', 'page-has-heading-one']);

/**
 * What axe finds on the page as it is now that fails a test: every serious or critical finding, and
 * the moderate ones above; each as "<where>: <rule> (<impact>) at <element>".
 */
export async function findings(page: Page, where: string): Promise<string[]> {
  // A drawer or dialog still fading in has text at part opacity, which axe measures as low contrast.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const result = await new AxeBuilder({ page })
    .withTags(wcag)
    // "Label in name" (WCAG 2.5.3) is marked experimental in axe, so it is switched on by name.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return result.violations
    .filter(
      (violation) =>
        violation.impact === 'serious' || violation.impact === 'critical' || alwaysFail.has(violation.id),
    )
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${where}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}`,
      ),
    );
}
