import { expect, test } from '@playwright/test';
import { testUrls } from '../support/ports';

test.describe('the app boots on the core services', () => {
  test('renders in English, drops the splash screen, and logs no error', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(testUrls.app);
    await expect(page.getByRole('heading', { name: 'Welcome to Cuppa' })).toBeVisible();
    await expect(page.locator('#splash')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('keeps the theme across reloads', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(testUrls.app);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByLabel('Theme').selectOption('dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByLabel('Theme').selectOption('auto');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('switches to Arabic, right to left, and stays there after a reload', async ({ page }) => {
    await page.goto(testUrls.app);
    await page.getByLabel('Language').selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحبًا بك في Cuppa');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('takes the language from the lng query parameter first', async ({ page }) => {
    await page.goto(`${testUrls.app}?lng=es`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Te damos la bienvenida a Cuppa');
  });

  test('gets its API base at run time and can reach the API from its own origin', async ({ page }) => {
    await page.goto(testUrls.app);
    const config = JSON.parse((await page.locator('#cuppa-config').textContent()) ?? '{}') as { apiBase: string };
    expect(config.apiBase).toBe(testUrls.api);
    const status = await page.evaluate(async (api) => (await fetch(`${api}/health`)).status, config.apiBase);
    expect(status).toBe(200);
  });
});
