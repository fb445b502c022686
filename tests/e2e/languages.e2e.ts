import { mkdirSync } from 'node:fs';
import { expect } from '@playwright/test';
import { openGraphLocale } from '../../src/app/ssr/head-tags';
import { formatMoney } from '../../src/core/money/format-money';
import { fundedMember, publish, newCreator, useSession } from '../support/accounts';
import { pressInFrame } from '../support/frames';
import { testUrls } from '../support/ports';
import { expectReaderLanguage } from '../support/reader-language';
import { supportedLanguages } from '../../src/core/i18n/languages';
import { texts, variants } from '../support/variants';
import { cleanConsole, test } from '../support/test';

const app = testUrls.app;

/**
 * Issue 44: each language the variants (variants.e2e.ts: English and Arabic) do not walk, a new one of
 * the language list included, through every area at 375 px in one compact walk: one page, one member. Each stop reads in the language
 * with no key, no English of ours left and nothing past the screen; the console stays clean. The tip
 * dialog on a blog and a creator's profile are kept as screenshots for a person to look at.
 */
const languages = supportedLanguages.filter((lng) => !variants.some((variant) => variant.lng === lng));
const shots = new URL('../../test-results/languages/', import.meta.url);

test.describe('every area in each language at 375 px', cleanConsole, () => {
  test.use({ viewport: { width: 375, height: 740 }, colorScheme: 'light' });

  for (const lng of languages) {
    test(`${lng}: the app, its public pages and their previews, the widgets, their frames and the sign-in popup`, async ({
      page,
      context,
      request,
    }) => {
      const t = texts(lng);
      const money = (amount: number) => formatMoney(amount, lng);
      mkdirSync(shots, { recursive: true });
      const creator = await newCreator('Noa', 4);
      const postId = await publish(creator, `Morning light over the harbour ${Date.now()}`);
      const member = await fundedMember('Ivo', 10);

      // A server-rendered page and its link preview, in the language the visitor asked for.
      const html = await (await request.get(`${app}?lng=${lng}`)).text();
      expect(html).toContain(`<html lang="${lng}"`);
      expect(html).toContain(`content="${t('app:preview.site', { brand: 'Cuppa' })}"`);
      expect(html).toContain(`property="og:locale" content="${openGraphLocale(lng)}"`);

      // The public pages as a visitor, the language chosen once by ?lng (then kept).
      await page.goto(`${app}${creator.alias}?lng=${lng}`);
      await expect(page.getByRole('button', { name: t('subscribe.button', { amount: money(4) }) })).toBeVisible();
      await expectReaderLanguage(page, lng, 'profile');
      await page.screenshot({ path: new URL(`${lng}-profile.png`, shots).pathname, fullPage: true });
      await page.goto(`${app}post/${postId}`);
      await expect(page.getByRole('heading', { level: 1, name: t('app:pages.post') })).toBeVisible();
      await expectReaderLanguage(page, lng, 'post');

      // Signed in: each area once.
      await useSession(context, member);
      const stops: [string, string][] = [
        ['', 'app:pages.home'],
        ['settings/orders', 'app:settings.orders'],
        ['settings/recharge-wallet', 'app:settings.rechargeWallet'],
        ['settings/notification', 'app:settings.notification'],
        ['travel', 'travel:title'],
        ['classic', 'app:pages.classic'],
      ];
      for (const [path, title] of stops) {
        await page.goto(`${app}${path}`);
        await expect(page.getByRole('heading', { level: 1, name: t(title) })).toBeVisible();
        await expect(page.locator('.status-loading')).toHaveCount(0);
        await expectReaderLanguage(page, lng, path || 'home');
        // A counted text in the language's plural form, a date and an amount as its readers write them.
        if (path === 'settings/orders') {
          await expect(page.getByText(t('wallet:transactions.total', { count: 1 }))).toBeVisible();
          await expect(page.locator('tbody tr')).toContainText(money(10));
        }
      }

      // The app's own tip form, signed in: the presets and the balance in the reader's money.
      await page.goto(`${app}${creator.alias}`);
      await page.getByRole('button', { name: t('tip.readyToSend') }).click();
      const form = page.getByRole('dialog', { name: t('tip.readyToSend') });
      await expect(form.getByRole('button', { name: money(3) })).toBeVisible();
      await expectReaderLanguage(page, lng, 'tip form');
      await page.screenshot({ path: new URL(`${lng}-tip-form.png`, shots).pathname });

      // The widgets on a blog in the language, their tip dialog, its frame, the crypto tab, the popup. The
      // widgets have no `lang` of their own: they follow the page's, a fuller tag than ours (zh-Hans-CN).
      const pageLang = new Intl.Locale(lng).maximize().toString();
      await page.goto(`${testUrls.blog}variants.html?lang=${pageLang}&attrs=none`);
      const opener = page.locator('#tip').getByRole('button', { name: t('tip.readyToSend') });
      await expect(opener).toBeVisible();
      await expect(
        page.getByRole('article', { name: 'Alice Rivera' }).getByText(t('creator.postsCount', { count: 7 })),
      ).toBeVisible();
      await expect(
        page.locator('#subscribe').getByRole('button', { name: t('subscribe.button', { amount: money(5) }) }),
      ).toBeVisible();
      await expectReaderLanguage(page, lng, 'blog widgets', false);
      await opener.click();
      const dialog = page.getByRole('dialog', { name: t('tip.readyToSend') });
      const frame = dialog.frameLocator('iframe');
      await expect(frame.getByText(t('app:embed.signInToPay'))).toBeVisible();
      await expect(frame.locator('html')).toHaveAttribute('lang', lng);
      await page.waitForTimeout(300); // the sheet's opening transition
      await expectReaderLanguage(page, lng, 'tip dialog', false);
      await page.screenshot({ path: new URL(`${lng}-tip-dialog.png`, shots).pathname });
      await dialog.getByRole('tab', { name: t('tip.inCrypto') }).click();
      await expect(dialog.getByText(t('tip.scanQr'))).toBeVisible();
      await expectReaderLanguage(page, lng, 'crypto tab', false);
      await page.screenshot({ path: new URL(`${lng}-tip-crypto.png`, shots).pathname });
      await dialog.getByRole('tab', { name: t('tip.myBalance') }).click();
      const popupPromise = context.waitForEvent('page');
      await pressInFrame(frame, t('actions.signIn'));
      const popup = await popupPromise;
      await expect(popup.locator('html')).toHaveAttribute('lang', lng);
      await expect(popup.getByRole('heading', { level: 1, name: t('app:connect.title') })).toBeVisible();
      await expectReaderLanguage(popup, lng, 'connect popup');
      // Signed out there, the sign-in form; the API's refusal of a wrong password in the reader's words.
      await popup.getByRole('button', { name: t('app:connect.notYou') }).click();
      await popup.getByLabel(t('app:auth.email')).fill(member.email);
      await popup.getByLabel(t('app:auth.password')).fill('not-the-password');
      await popup.getByRole('button', { name: t('app:auth.submitSignIn') }).click();
      await expect(popup.getByText(t('apiErrors.wrongCredentials'))).toBeVisible();
      await expectReaderLanguage(popup, lng, 'sign-in popup');
      await popup.close();
    });
  }
});
