import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/app';
import { testUrls } from '../support/ports';

/** Presses Tab until the focused element matches the selector, as a keyboard user would. */
async function tabTo(page: Page, selector: string, limit = 40) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((css) => document.activeElement?.matches(css) ?? false, selector)) return;
  }
  throw new Error(`nothing matching ${selector} within ${limit} Tab presses`);
}

test('sign in with the keyboard alone', async ({ page }) => {
  await page.goto(`${testUrls.app}auth/sign-in?redirectTo=%2Fsettings%2Fconnected-sites`);
  await tabTo(page, 'input[type=email]');
  await page.keyboard.type('member@cuppa.test');
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/connected-sites$/);
  await expect(page.getByRole('heading', { name: 'Connected sites', level: 1 })).toBeVisible();
});
