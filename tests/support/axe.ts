import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA, as WIDGETS.md promises; frames are checked too. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe over WCAG 2.2 AA, reading only the violations: it details no passes or inapplicable results.
 * The options come first and are a new object each time: AxeBuilder's `options` replaces what
 * `withTags` set, and `withTags` writes into the object it was given.
 */
export const wcagAxe = (page: Page) =>
  new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(wcagTags);

export async function expectNoAxeViolations(page: Page, label: string, include?: string): Promise<void> {
  let builder = wcagAxe(page);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
  expect(summary, `axe violations: ${label}`).toEqual([]);
}
