import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * axe-core on what the shopper sees now (the whole page, or an open dialog or panel with `within`),
 * failing on any serious or critical violation with the rule, its help text and the offending elements.
 * Third-party frames (the map) are not ours to fix and are left out.
 */
export async function expectAccessible(page: Page, what: string, within?: string): Promise<void> {
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .exclude('iframe')
    // Frames are left out anyway, so axe need not open its extra blank page per check (3-4× faster).
    .setLegacyMode(true);
  if (within) builder = builder.include(within);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} → ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
  expect(serious, `${what}: infracciones de accesibilidad graves`).toEqual([]);
}
