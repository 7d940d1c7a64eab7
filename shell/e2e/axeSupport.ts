import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { whileTestToolingRuns } from './support';

/** Serious and critical axe violations of the page as a visitor sees it, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Colours are judged once they settle: a dialog fading in has no contrast yet.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await whileTestToolingRuns(page, () => new AxeBuilder({ page }).analyze());
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}
