import { expect } from '@playwright/test';
import { signIn } from '../support/app';
import { testUrls } from '../support/ports';
import { signedInRoutes } from '../support/routes';
import { cleanConsole, test } from '../support/test';

const app = testUrls.app;

test.describe('the app shell', () => {
  test('sends a visitor on a signed-in route to sign-in and back after it', async ({ page }) => {
    for (const route of ['settings/orders', 'messaging', 'feed/create-page']) {
      await page.goto(`${app}${route}?x=1`);
      await expect(page).toHaveURL(`${app}auth/sign-in?redirectTo=${encodeURIComponent(`/${route}?x=1`)}`);
    }
    await page.getByLabel('Email').fill('member@cuppa.test');
    await page.getByLabel('Password').fill('cuppa-demo-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${app}feed/create-page?x=1`);
  });

  // Every public route renders without an error in a11y-app.e2e.ts's sweep, which loads each once.
  test('renders every signed-in route once signed in', cleanConsole, async ({ page }) => {
    await signIn(page, 'member@cuppa.test');
    for (const route of signedInRoutes) {
      await page.goto(`${app}${route}`);
      await expect(page, route).toHaveURL(`${app}${route}`);
      await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible();
    }
  });

  test('never redirects outside the app after sign-in', async ({ page }) => {
    await page.goto(`${app}auth/sign-in?redirectTo=${encodeURIComponent('//evil.example/x')}`);
    await page.getByLabel('Email').fill('member@cuppa.test');
    await page.getByLabel('Password').fill('cuppa-demo-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(new RegExp(`^${app.replace(/\//g, '\\/')}?$`));
  });

  test('validates sign-in at the fields and shows the server error', async ({ page }) => {
    await page.goto(`${app}auth/sign-in`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This field is required')).toHaveCount(2);
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('x');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await page.getByLabel('Email').fill('member@cuppa.test');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The email or the password is wrong' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('member@cuppa.test');
  });

  test('signs up, shows the profile link, signs out, and guards again', async ({ page }) => {
    await page.goto(`${app}auth/sign-up`);
    await page.getByLabel('Email').fill('alice@cuppa.test');
    await page.getByLabel('First name').fill('Nina');
    await page.getByLabel('Last name').fill('New');
    await page.getByLabel('Password').fill('long-enough-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('An account already uses this email')).toBeVisible();
    const email = `nina${Date.now()}@example.test`;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Alias (optional)').fill(`nina${Date.now() % 100000}`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(new RegExp(`^${app.replace(/\//g, '\\/')}?$`));
    const profile = page.getByRole('link', { name: 'My profile' });
    await expect(profile).toHaveAttribute('href', /\/cuppa\/nina\d+$/);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(`${app}auth/sign-in`);
    await page.goto(`${app}settings/account`);
    await expect(page).toHaveURL(/auth\/sign-in\?redirectTo=/);
    expect(await page.evaluate(() => localStorage.getItem('cuppa.session'))).toBeNull();
  });

  test('asks for a password reset and shows the server’s answer', async ({ page }) => {
    await page.goto(`${app}auth/forgot-pass`);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('This field is required')).toBeVisible();
    await page.getByLabel('Email').fill('member@cuppa.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'If an account uses this email' })).toBeVisible();
  });

  test('shows not-found for unknown routes', async ({ page }) => {
    for (const route of ['not-found', 'alice/nothing-here/deeper', 'feed/unknown']) {
      await page.goto(`${app}${route}`);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    }
  });

  test('offers a reload when a page chunk fails to load', async ({ page }) => {
    await page.route('**/assets/tokenomics-page-*.js', (route) => route.abort());
    await page.goto(`${app}tokenomics`);
    await expect(page.getByText('Unexpected Application Error!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  });

  test('keeps the theme and the language across reloads, Arabic right to left', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${app}auth/sign-in`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByLabel('Theme').selectOption('dark');
    await page.getByLabel('Language').selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('سجّل الدخول إلى Cuppa');
    await page.getByLabel('المظهر').selectOption('auto');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.goto(`${app}auth/sign-in?lng=es`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inicia sesión en Cuppa');
  });

  test('a member’s dark theme is on the page before the app’s code runs (no light flash)', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${app}auth/sign-in`);
    await page.getByLabel('Theme').selectOption('dark');
    // With the app's code held back, what the browser paints first is the HTML alone.
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await page.reload();
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => localStorage.setItem('cuppa-theme', 'auto'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('below 992 px the sidebar slides in from its toggle and closes by Escape', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(app);
    // The home page arrives rendered by the server; its toggle answers once the page is live.
    await expect(page.locator('html[data-live]')).toBeAttached();
    const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(sidebar).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(sidebar).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' }).first()).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await sidebar.getByRole('link', { name: 'Creators' }).click();
    await expect(page).toHaveURL(`${app}creators`);
    await expect(sidebar).toBeHidden();
  });

  test('from 992 px the sidebar is fixed and settings have their menu column', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'alice@cuppa.test');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await page.goto(`${app}settings/account`);
    const menu = page.getByRole('navigation', { name: 'Settings menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Notifications' }).click();
    await expect(page).toHaveURL(`${app}settings/notification`);
    await expect(page.getByText(`© ${new Date().getFullYear()} Cuppa.`)).toBeVisible();
    await page.setViewportSize({ width: 600, height: 800 });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await expect(menu).toBeVisible();
  });

  test('resets the document title when the tab’s visibility changes', async ({ page }) => {
    await page.goto(`${app}creators`);
    await expect(page).toHaveTitle('Creators · Cuppa');
    await page.evaluate(() => {
      document.title = '(3) new messages';
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(page).toHaveTitle('Creators · Cuppa');
  });

  test('the API base comes at run time, and the API answers from the app’s origin', async ({ page }) => {
    await page.goto(app);
    const config = JSON.parse((await page.locator('#cuppa-config').textContent()) ?? '{}') as {
      apiBase: string;
      basePath: string;
    };
    expect(config).toMatchObject({ apiBase: testUrls.api, basePath: '/cuppa/' });
    expect(await page.evaluate(async (api) => (await fetch(`${api}/health`)).status, config.apiBase)).toBe(200);
  });
});
