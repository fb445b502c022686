import { expect, test, type Browser, type Page } from '@playwright/test';
import { api, fundedMember, newCreator, signUp, useSession, type Account } from '../support/accounts';
import { approveInPopup, openConnect, pressInFrame } from '../support/frames';
import { testUrls } from '../support/ports';

const app = testUrls.app;
const blog = testUrls.blog;
const loader = `${testUrls.app.replace(/\/cuppa\/$/, '')}/widgets/v1/cuppa.js`;
const out = '/work/tmp-i42p/shots';
const variants = [
  { lng: 'en', scheme: 'light' as const, width: 1280 },
  { lng: 'ar', scheme: 'dark' as const, width: 375 },
  { lng: 'es', scheme: 'light' as const, width: 375 },
  { lng: 'en', scheme: 'dark' as const, width: 1280 },
];

async function ctx(browser: Browser, account: Account, v: (typeof variants)[number]) {
  const context = await browser.newContext({ colorScheme: v.scheme, viewport: { width: v.width, height: 900 } });
  await useSession(context, account);
  return context;
}

test.describe.configure({ timeout: 300_000 });
test('shots', async ({ browser }) => {
  const creator = await newCreator('Presetta', 4);
  await api('PATCH', '/v1/customer/upload/profile', {
    token: creator.token,
    json: { tip_presets: [4, 8, 15], thank_you: 'Every cup keeps the tide tables coming. Thank you for reading! — شكرًا' },
  });
  const reader = await fundedMember('Reeda', 60);
  // Earnings: one in the app, one on the blog.
  await api('POST', '/v1/customer/subscriber/coffee', {
    token: reader.token,
    key: crypto.randomUUID(),
    json: { creator_id: creator.user.id, tip: 5, coin: 'solana', message: 'Loved the harbour post' },
  });
  const fresh = await signUp('Fresh', { alias: true });
  await api('PATCH', '/v1/customer/upload/profile', { token: fresh.token, json: { subscription_amount: 3 } });

  for (const v of variants) {
    const name = `${v.lng}-${v.scheme}-${v.width}`;
    const context = await ctx(browser, creator, v);
    const page = await context.newPage();
    await page.goto(`${app}settings/tips?lng=${v.lng}`);
    await page.locator('input[name=preset0]').fill('4.5');
    await page.locator('input[name=preset2]').fill('8');
    await page.locator('form button[type=submit]').click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${out}/tips-${name}.png`, fullPage: true });
    await page.goto(`${app}settings/earnings?lng=${v.lng}`);
    await expect(page.getByRole('table')).toBeVisible();
    await page.screenshot({ path: `${out}/earnings-${name}.png`, fullPage: true });
    await context.close();

    const fc = await ctx(browser, fresh, v);
    const fp = await fc.newPage();
    await fp.goto(`${app}home?lng=${v.lng}`);
    await expect(fp.locator('.creator-checklist')).toBeVisible();
    await fp.screenshot({ path: `${out}/checklist-${name}.png` });
    await fc.close();
  }

  // The blog's tip dialog and receipt: connected once in English, then in Arabic dark at 375 px.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const shots = [
    { lng: 'en', scheme: 'light' as const, width: 1280 },
    { lng: 'ar', scheme: 'dark' as const, width: 375 },
  ];
  let connected = false;
  for (const v of shots) {
    const name = `${v.lng}-${v.scheme}-${v.width}`;
    const page: Page = await context.newPage();
    await page.emulateMedia({ colorScheme: v.scheme });
    await page.setViewportSize({ width: v.width, height: 900 });
    await page.goto(`${blog}bare.html`);
    await page.setContent(`<!doctype html><html lang="${v.lng}" dir="${v.lng === 'ar' ? 'rtl' : 'ltr'}"><head>
      <meta name="viewport" content="width=device-width, initial-scale=1"><title>A post</title>
      <style>body{background:${v.scheme === 'dark' ? '#15171a;color:#eee' : '#fdfcf8'}}</style>
      <script type="module" src="${loader}" data-api="${testUrls.api}" data-app="${app.replace(/\/$/, '')}"></script>
      </head><body><h1>Tide tables</h1><cuppa-tip-button id="tip" creator="${creator.alias}"></cuppa-tip-button></body></html>`);
    await page.locator('#tip').getByRole('button').click();
    const frame = page.getByRole('dialog').frameLocator('iframe');
    if (!connected) {
      const popup = await openConnect(frame, context);
      await approveInPopup(popup, '20', { email: reader.email, password: reader.password });
      connected = true;
    }
    await expect(frame.locator('input[name=tip]')).toBeVisible();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}/blog-form-${name}.png` });
    await frame.locator('.tip-preset').nth(1).click();
    await frame.locator('button[type=submit]').click();
    await expect(frame.locator('.receipt-note')).toBeVisible();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}/blog-receipt-${name}.png` });
    await page.close();
  }
});
