import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA, as WIDGETS.md promises; frames are checked too. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Only the violations are read, so axe details no other result (passes, incomplete, inapplicable):
 * about a tenth less time per check (the app sweep's first run: 10.5 s of light-theme checks against 8.9).
 */
export const violationsOnly = { resultTypes: ['violations' as const] };

export async function expectNoAxeViolations(page: Page, label: string, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(wcagTags).options(violationsOnly);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
  expect(summary, `axe violations: ${label}`).toEqual([]);
}
