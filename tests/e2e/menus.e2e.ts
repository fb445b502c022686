import { expect, test, type Page } from '@playwright/test';
import { signUp, useSession } from '../support/accounts';
import { signIn } from '../support/app';
import { testUrls } from '../support/ports';

const app = testUrls.app;
const travelEntries = ['Travel services', 'New travel service', 'Service posts'];
const settingsMenu = (page: Page) => page.locator('#settings-menu');

// Issue 24, item 8 (and 6): each role sees its own menus, and no entry twice.
test.describe('menus per role', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a member: no travel management, the wallet once, the social links at the foot of settings, how to earn', async ({
    page,
    context,
  }) => {
    await useSession(context, await signUp('Menus'));
    await page.goto(`${app}settings/earnings`);
    const menu = settingsMenu(page);
    await expect(menu.getByRole('link', { name: 'Member account' })).toBeVisible();
    for (const name of travelEntries) await expect(page.getByRole('link', { name })).toHaveCount(0);

    // The sidebar's wallet menu (SPEC.md) is the only place of the wallet's pages.
    const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Transactions', 'Earnings']) {
      await expect(sidebar.getByRole('link', { name, exact: true })).toHaveCount(1);
      await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(0);
    }

    // SPEC.md section 2: the settings menu's foot has the social links and the copyright line.
    await expect(menu.getByRole('link', { name: /Cuppa on X/ })).toBeVisible();
    await expect(menu.getByRole('link', { name: /Cuppa on YouTube/ })).toBeVisible();
    await expect(menu.getByText(`© ${new Date().getFullYear()} Cuppa. All rights reserved.`)).toBeVisible();

    // A member earns nothing yet: the page says how to become a creator, not an empty table.
    await expect(page.getByRole('heading', { name: 'Earn as a creator' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.getByRole('link', { name: 'Set your subscription price' }).click();
    await expect(page).toHaveURL(`${app}settings/account`);

    // The five entries without a target: one compact group, each name on one line, no pills.
    const soon = sidebar.getByRole('list', { name: 'Coming soon' });
    await expect(soon.getByRole('listitem')).toHaveText([
      'Popular',
      'Recent',
      'Subscriptions',
      'My favorites',
      'Wishlist',
    ]);
    await expect(sidebar.locator('.nav-list .badge')).toHaveCount(0);
    const heights = await soon
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
    for (const height of heights) expect(height).toBeLessThan(30);
  });

  test('a host and an admin see the travel management entries', async ({ page }) => {
    for (const email of ['host@cuppa.test', 'admin@cuppa.test']) {
      await signIn(page, email);
      await page.goto(`${app}settings/notification`);
      for (const name of travelEntries) await expect(settingsMenu(page).getByRole('link', { name })).toBeVisible();
      await page.context().clearCookies();
    }
  });

  test('a creator with earnings keeps the earnings table', async ({ page }) => {
    await signIn(page, 'alice@cuppa.test');
    await page.goto(`${app}settings/earnings`);
    await expect(page.getByRole('heading', { name: 'Earned in total' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Earn as a creator' })).toHaveCount(0);
  });
});
