import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { whileTestToolingRuns } from './support';

/**
 * Serious and critical axe violations of the page as a visitor sees it, one line each; `exclude`
 * leaves parts out (selectors), for a known finding of a third-party component.
 */
export async function seriousViolations(
  page: Page,
  { exclude = [] }: { exclude?: string[] } = {},
): Promise<string[]> {
  const results = await whileTestToolingRuns(page, () =>
    exclude
      .reduce((builder, selector) => builder.exclude(selector), new AxeBuilder({ page }))
      .analyze(),
  );
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
