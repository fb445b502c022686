import { expect, test, type Page } from '@playwright/test';
import { signIn, watchErrors } from '../support/app';
import { wcagAxe } from '../support/axe';
import { testUrls } from '../support/ports';
import { publicRoutes, routeContent, signedInRoutes } from '../support/routes';

const app = testUrls.app;

/** axe's findings on the page as it stands, one line each. */
async function axeFindings(page: Page, label: string): Promise<string[]> {
  const { violations } = await wcagAxe(page).analyze();
  return violations.map(
    (violation) =>
      `${label}: ${violation.id} (${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(' | ')})`,
  );
}

/** The page in `theme`, its colour transitions run to their end, so axe reads the colours a reader sees. */
async function inTheme(page: Page, theme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}

/**
 * Every route once it has settled (its own URL, heading shown, nothing loading, no error), checked with
 * axe in the light theme and again in the dark one. The theme follows the system (no stored choice), so
 * the page switches live: one load a route checks both, and the console stays free of errors throughout.
 * A sample-data route shows its heading and content (routeContent) on the same load.
 */
async function sweep(page: Page, routes: readonly string[]) {
  const errors = watchErrors(page);
  const found: string[] = [];
  for (const route of routes) {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${app}${route}`);
    await expect(page, route).toHaveURL(`${app}${route}`);
    const content = routeContent[route];
    await expect(page.getByRole('heading', { level: 1, name: content?.[0] }), route).toBeVisible();
    if (content) await expect(page.getByText(content[1]).first(), route).toBeVisible();
    await expect(page.locator('.status-loading'), route).toHaveCount(0);
    await expect(page.getByText('Unexpected Application Error!'), route).toHaveCount(0);
    await inTheme(page, 'light');
    found.push(...(await axeFindings(page, `${route} (light)`)));
    await inTheme(page, 'dark');
    found.push(...(await axeFindings(page, `${route} (dark)`)));
  }
  expect(errors).toEqual([]);
  return found;
}

/**
 * A route list in runs of `size`: each its own test, short enough to time out only when stuck, and the
 * runs spread over the workers (each loads its own pages and changes nothing another reads).
 */
const runsOf = (routes: readonly string[], size: number) =>
  Array.from({ length: Math.ceil(routes.length / size) }, (_, index) => routes.slice(index * size, (index + 1) * size));

test.describe('every app route renders, accessible in both themes (axe, WCAG 2.2 AA)', () => {
  test.describe.configure({ mode: 'parallel', timeout: 180_000 });

  for (const routes of runsOf(publicRoutes, 12)) {
    test(`public routes, to a visitor: /${routes[0]} to /${routes.at(-1)}`, async ({ page }) => {
      expect(await sweep(page, routes)).toEqual([]);
    });
  }

  for (const routes of runsOf(signedInRoutes, 12)) {
    test(`signed-in routes, to a creator: /${routes[0]} to /${routes.at(-1)}`, async ({ page }) => {
      await signIn(page, 'host@cuppa.test');
      expect(await sweep(page, routes)).toEqual([]);
    });
  }
});
