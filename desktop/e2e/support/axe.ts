import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Critical and serious axe-core findings on the page, one line per rule with its first nodes
 * (an empty list passes). `include` narrows the scan to a dialog; `exclude` leaves out a part
 * whose findings belong to its owner (Monaco's own dimmed line numbers).
 */
export async function seriousViolations(
  page: Page,
  { include, exclude }: { include?: string; exclude?: string } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id} (${violation.nodes.length}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}
