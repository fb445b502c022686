import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/app';
import { testUrls } from '../support/ports';

const blog = testUrls.blog;

test.describe('accessibility of the widgets and their frames (axe, WCAG 2.2 AA)', () => {
  // axe walks every shadow root and frame: slower than a click-through.
  test.describe.configure({ timeout: 60_000 });
  for (const theme of ['light', 'dark'] as const) {
    test(`widgets on a blog, dialogs and frames open, ${theme}`, async ({ page }) => {
      await page.goto(`${blog}post.html`);
      await page.evaluate((value) => {
        for (const element of document.querySelectorAll('[creator], cuppa-wallet-badge'))
          element.setAttribute('theme', value);
      }, theme);
      await expect(page.getByRole('article', { name: 'Alice Rivera' })).toBeVisible();
      await expect(page.locator('#missing').getByRole('alert')).toBeVisible();
      await expect(
        page.locator('#badge').frameLocator('iframe').getByRole('button', { name: 'Sign in' }),
      ).toBeVisible();
      await expectNoAxeViolations(page, `page, ${theme}`);

      await page.locator('#tip').getByRole('button', { name: 'ready to send your tip' }).click();
      const dialog = page.getByRole('dialog', { name: 'ready to send your tip' });
      await expect(dialog.frameLocator('iframe').getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expectNoAxeViolations(page, `tip dialog, balance tab, ${theme}`);
      await dialog.getByRole('tab', { name: 'in crypto' }).click();
      await expect(dialog.getByRole('img', { name: /^solana:/ })).toBeVisible();
      await expectNoAxeViolations(page, `tip dialog, crypto tab, ${theme}`);
      await page.keyboard.press('Escape');

      await page.locator('#subscribe').getByRole('button', { name: 'Subscribe for $5.00' }).click();
      await expect(
        page.getByRole('dialog').frameLocator('iframe').getByRole('button', { name: 'Sign in' }),
      ).toBeVisible();
      await expectNoAxeViolations(page, `subscribe dialog, ${theme}`);
    });
  }

  test('the sign-in popup, its approval, and Connected sites', async ({ page }) => {
    const query = new URLSearchParams({
      site: 'https://blog.example',
      handoff: 'a'.repeat(43),
      challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    });
    // The approval opens only for the app's own frame, the page that opens it (its referrer).
    const referer = `${testUrls.app}embed/tip?${query.toString()}&channel=chan_12345678`;
    await page.goto(`${testUrls.app}auth/connect?${query.toString()}`, { referer });
    await expect(page.getByLabel('Email')).toBeVisible();
    await expectNoAxeViolations(page, 'connect, signed out');
    await signIn(page, 'member@cuppa.test');
    await page.goto(`${testUrls.app}auth/connect?${query.toString()}`, { referer });
    await expect(page.getByLabel('Daily cap in dollars')).toBeVisible();
    await expectNoAxeViolations(page, 'connect, approval');
    await page.goto(`${testUrls.app}settings/connected-sites`);
    await expect(page.getByRole('heading', { name: 'Connected sites', level: 1 })).toBeVisible();
    await expect(page.locator('.status-loading')).toHaveCount(0);
    await expectNoAxeViolations(page, 'connected sites');
  });
});
