import { test as base, expect } from '@playwright/test';
import { watchErrors } from './app';

const CLEAN_CONSOLE = '@clean-console';

/**
 * A test's details, or a describe's: its page logs no console error and throws no uncaught exception
 * from the test's start to its end. `test('…', cleanConsole, async ({ page }) => …)`.
 */
export const cleanConsole = { tag: CLEAN_CONSOLE };

/**
 * Playwright's `test`, whose `page`, in a test tagged cleanConsole, is watched from the start and checked
 * once the test's body is done (a failed check fails the test). A second page, a popup, a watch that
 * starts later or a check that lets some statuses through keeps `watchErrors` in the test itself.
 */
export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    if (!testInfo.tags.includes(CLEAN_CONSOLE)) return use(page);
    const errors = watchErrors(page);
    await use(page);
    expect(errors, 'console errors and uncaught exceptions on the page').toEqual([]);
  },
});
