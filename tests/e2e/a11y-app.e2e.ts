import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/app';
import { wcagTags } from '../support/axe';
import { testUrls } from '../support/ports';
import { publicRoutes, signedInRoutes } from '../support/routes';

const app = testUrls.app;

/** Every route once it has settled (heading shown, nothing loading), checked with axe. */
async function sweep(page: Page, routes: readonly string[]) {
  const found: string[] = [];
  for (const route of routes) {
    await page.goto(`${app}${route}`);
    await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible();
    await expect(page.locator('.status-loading'), route).toHaveCount(0);
    const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
    for (const violation of violations) {
      found.push(
        `${route}: ${violation.id} (${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(' | ')})`,
      );
    }
  }
  return found;
}

test.describe('accessibility of every app route (axe, WCAG 2.2 AA)', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const theme of ['light', 'dark'] as const) {
    test(`public routes, ${theme}`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('cuppa-theme', value), theme);
      expect(await sweep(page, publicRoutes)).toEqual([]);
    });

    test(`signed-in routes, ${theme}`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('cuppa-theme', value), theme);
      await signIn(page, 'host@cuppa.test');
      expect(await sweep(page, signedInRoutes)).toEqual([]);
    });
  }
});
