import { expect, type Page } from '@playwright/test';
import { api, depositOnChain, fundedMember, newCreator, publish, signUp, useSession } from '../support/accounts';
import { testUrls } from '../support/ports';
import {
  anyCount,
  box,
  direction,
  expectAppVariant,
  expectInSight,
  expectSurface,
  horizontalOverflow,
  isNarrow,
  texts,
  variants,
} from '../support/variants';
import { frameSettles, pressInFrame } from '../support/frames';
import { formatMoney } from '../../src/core/money/format-money';
import { cleanConsole, test } from '../support/test';

const app = testUrls.app;
const appOrigin = new URL(app).origin;

/** Stands for any number in a text: `matching()` turns it into digits. */
const ANY = '\u0000';
function matching(text: string): RegExp {
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${text.split(ANY).map(escape).join('\\d+')}$`);
}

for (const variant of variants) {
  const t = texts(variant.lng);
  const money = (amount: number) => formatMoney(amount, variant.lng);
  const other = variant.theme === 'dark' ? 'light' : 'dark';

  test.describe(`journeys at ${variant.name}`, cleanConsole, () => {
    test.use({ viewport: { width: variant.width, height: variant.height }, colorScheme: variant.theme });

    /** The choice a returning reader made on the app's own pages (SPEC.md: both stored locally). */
    async function chosen(page: Page) {
      await page.addInitScript(
        ({ origin, lng, theme }) => {
          if (window.location.origin !== origin || window !== window.top) return;
          if (localStorage.getItem('i18nextLng') === null) localStorage.setItem('i18nextLng', lng);
          if (localStorage.getItem('cuppa-theme') === null) localStorage.setItem('cuppa-theme', theme);
        },
        { origin: appOrigin, lng: variant.lng, theme: variant.theme },
      );
    }

    /** The main navigation: the fixed sidebar from 992 px, the menu toggle below. */
    async function openNavigation(page: Page) {
      const navigation = page.getByRole('navigation', { name: t('app:nav.main') });
      if (isNarrow(variant)) {
        await expect(navigation).toBeHidden();
        await page.getByRole('button', { name: t('app:nav.openMenu') }).click();
      }
      await expect(navigation).toBeVisible();
      return navigation;
    }

    test('shell: picks the language and theme, signs in, finds its way around', async ({ page, context }) => {
      const member = await signUp('Lina');
      // The system says the other theme: the reader's own choice must win.
      await page.emulateMedia({ colorScheme: other });
      await page.goto(`${app}auth/sign-in`);
      await page.getByLabel('Language').selectOption(variant.lng);
      await page.getByLabel(t('theme.label')).selectOption(variant.theme);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('app:auth.signInTitle'));
      await expectAppVariant(page, variant, 'sign-in');

      await page.getByRole('button', { name: t('app:auth.submitSignIn') }).click();
      await expect(page.getByText(t('app:auth.errors.required'))).toHaveCount(2);
      await page.getByLabel(t('app:auth.email')).fill(member.email);
      await page.getByLabel(t('app:auth.password')).fill(member.password);
      await page.getByRole('button', { name: t('app:auth.submitSignIn') }).click();
      await expect(page.getByRole('heading', { level: 1, name: t('app:pages.home') })).toBeVisible();
      await expectAppVariant(page, variant, 'home');

      // The navigation sits at the start edge, the right in Arabic (once a sliding panel has settled).
      const navigation = await openNavigation(page);
      const startGap = async () => {
        const panel = await box(navigation);
        return direction(variant.lng) === 'rtl' ? variant.width - (panel.x + panel.width) : panel.x;
      };
      await expect.poll(startGap).toBeGreaterThanOrEqual(0);
      await expect.poll(startGap).toBeLessThanOrEqual(24);
      await navigation.getByRole('link', { name: t('app:nav.creators') }).click();
      await expect(page).toHaveURL(`${app}creators`);
      await expect(page.getByRole('heading', { level: 1, name: t('app:pages.creators') })).toBeVisible();
      if (isNarrow(variant)) await expect(navigation).toBeHidden();
      await page.getByLabel(t('posts:creators.searchLabel')).fill('carm');
      await page.getByRole('button', { name: t('posts:creators.search'), exact: true }).click();
      await expect(page.locator('.creator-list li')).toHaveCount(1);
      await expectAppVariant(page, variant, 'creators');

      // Both choices are stored and outlive a reload.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: t('app:pages.creators') })).toBeVisible();
      await expectAppVariant(page, variant, 'creators, reloaded');
      expect(
        await page.evaluate(() => [localStorage.getItem('i18nextLng'), localStorage.getItem('cuppa-theme')]),
      ).toEqual([variant.lng, variant.theme]);

      await (await openNavigation(page)).getByRole('button', { name: t('app:nav.logout') }).click();
      await expect(page).toHaveURL(`${app}auth/sign-in`);
      // Playwright reads the browser's cookie store, which the page's removal of its cookie may reach a
      // moment after the page has moved on (CI once read the cookie still there).
      await expect
        .poll(() => context.cookies(app))
        .not.toContainEqual(expect.objectContaining({ name: 'cuppa_session' }));
    });

    test('posts: the feed pages on, a post takes a like and a comment', async ({ page, context }) => {
      await chosen(page);
      const text = `Night train to Porto, ${variant.name}, ${Date.now()}`;
      const postId = await publish(await newCreator('Pia', 3), text);
      await useSession(context, await signUp('Fred'));
      await page.goto(app);
      await expect(page.getByRole('heading', { level: 1, name: t('app:pages.home') })).toBeVisible();
      await expect(page.getByRole('button', { name: t('posts:feed.all') })).toHaveAttribute('aria-pressed', 'true');
      const card = page.locator('article.post-card', { hasText: text });
      await expect(card).toBeVisible();
      await expect(card.getByText(t('posts:visibility.public'))).toBeVisible();
      await expectAppVariant(page, variant, 'home feed');

      await page.getByRole('button', { name: t('pager.next') }).click();
      await expect(page).toHaveURL(/\?page=2$/);
      await expect(page.getByText(matching(t('pager.page', { page: 2, pages: ANY })))).toBeVisible();
      await page.getByRole('button', { name: t('pager.previous') }).click();

      await card.getByRole('link', { name: new RegExp(t('posts:post.comments')) }).click();
      await expect(page).toHaveURL(`${app}post/${postId}`);
      await expect(page.getByRole('heading', { level: 1, name: t('app:pages.post') })).toBeVisible();
      const like = page.getByRole('button', { name: new RegExp(`^${t('posts:post.like')}`) });
      await like.click();
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      await expect(like.locator('.post-count')).toHaveText('1');
      const comment = page.getByLabel(t('posts:comments.label'));
      const send = page.getByRole('button', { name: t('posts:comments.send'), exact: true });
      await send.click();
      await expect(page.getByText(t('posts:comments.required'))).toBeVisible();
      await expect(comment).toHaveAttribute('aria-invalid', 'true');
      const words = variant.lng === 'ar' ? 'ضوء جميل على النهر' : 'Lovely light on the river';
      await comment.fill(words);
      await send.click();
      await expect(page.locator('.comment-list').getByText(words)).toBeVisible();
      await expect(comment).toHaveValue('');
      await expectAppVariant(page, variant, 'post');
    });

    test('profile: subscribe, then tip from the balance', async ({ page, context }) => {
      await chosen(page);
      const creator = await newCreator('Olga', 2);
      const fan = await fundedMember('Tomas', 20);
      await useSession(context, fan);
      await page.goto(`${app}${creator.alias}`);
      await expect(page.getByRole('heading', { level: 1, name: /Olga Tester/ })).toBeVisible();
      await expect(page.getByRole('heading', { name: t('posts:profile.support', { name: 'Olga' }) })).toBeVisible();
      await expectAppVariant(page, variant, 'profile');

      const subscribe = page.getByRole('button', { name: t('subscribe.button', { amount: money(2) }) });
      await subscribe.click();
      const confirm = page.getByRole('dialog', { name: t('subscribe.confirmTitle') });
      await expect(confirm.getByText(t('subscribe.confirmText'))).toBeVisible();
      await expectAppVariant(page, variant, 'subscribe dialog');
      await confirm.getByRole('button', { name: t('actions.accept') }).click();
      await expect(confirm).toBeHidden();
      await expect(subscribe).toHaveCount(0);
      await expect(page.getByRole('heading', { name: t('posts:profile.yourSubscriptions') })).toBeVisible();

      await page.getByRole('button', { name: t('tip.readyToSend') }).click();
      const tip = page.getByRole('dialog', { name: t('tip.readyToSend') });
      await expect(tip.getByRole('tab', { name: t('tip.myBalance') })).toHaveAttribute('aria-selected', 'true');
      const panel = await box(tip);
      expect(panel.x).toBeGreaterThanOrEqual(0);
      expect(panel.x + panel.width).toBeLessThanOrEqual(variant.width);
      await tip.getByRole('button', { name: t('actions.yes') }).click();
      await expect(tip.getByText(t('tip.errors.required'))).toBeVisible();
      // SPEC.md: the input coerces what is typed to a whole number.
      await tip.getByLabel(t('tip.label')).fill('1.5');
      await expect(tip.getByLabel(t('tip.label'))).toHaveValue('1');
      await tip.getByLabel(t('tip.label')).fill('20000');
      await tip.getByRole('button', { name: t('actions.yes') }).click();
      await expect(tip.getByText(t('tip.errors.max'))).toBeVisible();
      await expectAppVariant(page, variant, 'tip dialog');
      await tip.getByLabel(t('tip.label')).fill('1');
      await tip.getByRole('button', { name: t('actions.yes') }).click();
      await expect(tip).toBeHidden();
      await expect(page.getByText(t('tip.thankYou'))).toBeVisible();

      const me = await api<{ user: { points: number } }>('GET', '/v1/customer/me', { token: fan.token });
      expect(me.body.user.points).toBe(17);
      const earned = await api<{ total: number }>('GET', '/v1/customer/earnings', { token: creator.token });
      expect(earned.body.total).toBe(2);
    });

    test('wallet: a deposit credited by itself, its hash checked, then found among the transactions', async ({
      page,
      context,
    }) => {
      await chosen(page);
      const member = await signUp('Wanda');
      await useSession(context, member);
      const hash = await depositOnChain(member, 12.5);
      await page.goto(`${app}settings/recharge-wallet`);
      await expect(page.getByRole('heading', { level: 1, name: t('app:settings.rechargeWallet') })).toBeVisible();
      const address = page.getByLabel(t('wallet:recharge.address'));
      await expect(address).toHaveValue(member.user.input_solana_address);
      // The whole address in sight: on a phone, beside 'Copy', it takes a third line no row may hide.
      expect(await address.evaluate((field) => field.scrollHeight - field.clientHeight), 'the address is whole').toBe(
        0,
      );
      await expect(page.getByRole('img', { name: t('wallet:recharge.qrLabel') })).toBeVisible();
      const balances = page.getByRole('region', { name: t('wallet:balances.title') }).getByRole('definition');
      // The wallet, then what waits at the address: the deposit is credited by itself (the chain is watched).
      await expect(balances).toHaveText([money(12.5), money(0)], { timeout: 15_000 });
      await expectAppVariant(page, variant, 'recharge');

      const field = page.getByLabel(t('wallet:validate.hash'));
      const check = page.getByRole('button', { name: t('wallet:validate.submit') });
      await field.fill('0OIl');
      await check.click();
      await expect(page.getByText(t('wallet:validate.errors.chars'))).toBeVisible();
      // Its hash finds the deposit credited, once.
      await field.fill(hash);
      await check.click();
      await expect(page.locator('.validate-result.is-credited')).toBeVisible();
      await expect(balances).toHaveText([money(12.5), money(0)]);

      // To the transactions through the sidebar's wallet entries (SPEC.md; the settings menu does not
      // repeat them): a column from 992 px, a panel behind its toggle below.
      const sidebar = page.getByRole('navigation', { name: t('app:nav.main') });
      if (isNarrow(variant)) {
        await expect(sidebar).toBeHidden();
        await page.getByRole('button', { name: t('app:nav.openMenu'), exact: true }).click();
      }
      await sidebar.getByRole('link', { name: t('app:nav.transactions'), exact: true }).click();
      await expect(page).toHaveURL(`${app}settings/orders`);
      const list = page.getByRole('region', { name: t('wallet:transactions.listTitle') });
      await expect(list.getByText(t('wallet:transactions.total', { count: 1 }))).toBeVisible();
      const row = list.locator('tbody tr');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(t('wallet:transactions.types.recharge'));
      await expect(row).toContainText(t('wallet:transactions.status.completed'));
      await expect(row).toContainText('12.50');
      await expectAppVariant(page, variant, 'transactions');
    });

    test('settings: a switch saved, kept after a reload', async ({ page, context }) => {
      await chosen(page);
      const member = await signUp('Sami');
      await useSession(context, member);
      await page.goto(`${app}settings/notification`);
      await expect(page.getByRole('heading', { level: 1, name: t('app:settings.notification') })).toBeVisible();
      const likes = page.getByLabel(t('wallet:preferences.notification.options.likes.label'), { exact: true });
      await expect(likes).toBeChecked();
      await likes.uncheck();
      await page.getByRole('button', { name: t('wallet:form.save') }).click();
      await expect(page.getByText(t('wallet:preferences.saved'))).toBeVisible();
      await expectAppVariant(page, variant, 'notification settings');
      await page.reload();
      await expect(likes).not.toBeChecked();
      const saved = await api<{ settings: { notification: { likes: boolean } } }>('GET', '/v1/customer/settings', {
        token: member.token,
      });
      expect(saved.body.settings.notification.likes).toBe(false);
    });

    test('travel: a city, its tours, one service and back', async ({ page }) => {
      await chosen(page);
      await page.goto(`${app}travel`);
      await expect(page.getByRole('heading', { level: 1, name: t('travel:title') })).toBeVisible();
      await expectAppVariant(page, variant, 'travel');
      await page.getByRole('link', { name: 'Lisbon', exact: true }).click();
      const inLisbon = (type: string) => t('travel:inCity', { type: t(`travel:types.${type}`), city: 'Lisbon' });
      await expect(page.getByRole('heading', { level: 1, name: inLisbon('all') })).toBeVisible();
      await page
        .getByRole('navigation', { name: t('travel:typeNav') })
        .getByRole('link', { name: t('travel:types.tour') })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: inLisbon('tour') })).toBeVisible();
      await expect(page.getByText(anyCount(variant.lng, 'travel:total'))).toBeVisible();
      // The tours, not the previous list kept on screen while they load.
      await expect(page.locator('.travel-results')).toHaveAttribute('aria-busy', 'false');
      const first = page.locator('.travel-card-link').first();
      const title = (await first.textContent()) ?? '';
      await expectAppVariant(page, variant, 'tours in Lisbon');
      await first.click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('heading', { name: t('travel:detail.about') })).toBeVisible();
      await expect(page.getByText(t('travel:detail.price'), { exact: true })).toBeVisible();
      // The host's English text keeps its own direction on an Arabic page: its full stop stays at its end.
      for (const written of [page.getByRole('heading', { level: 1 }), page.locator('.travel-description')]) {
        expect(await written.evaluate((element) => element.matches(':dir(ltr)'))).toBe(true);
      }
      await expectAppVariant(page, variant, 'a service');
      await page.getByRole('link', { name: t('travel:back', { list: inLisbon('tour') }) }).click();
      await expect(page.getByRole('heading', { level: 1, name: inLisbon('tour') })).toBeVisible();
    });

    test('social: a message sent in a chat; the classic front page fits', async ({ page, context }) => {
      await chosen(page);
      await useSession(context, await signUp('Mira'));
      await page.goto(`${app}messaging`);
      await expect(page.getByRole('heading', { level: 1, name: t('app:pages.messaging') })).toBeVisible();
      if (isNarrow(variant)) await page.getByRole('button', { name: t('social:messaging.chats') }).click();
      await page.getByRole('link', { name: /Grace Kim/ }).click();
      await expect(page).toHaveURL(`${app}messaging?chat=3`);
      const field = page.getByLabel(t('social:messaging.messageTo', { name: 'Grace Kim' }));
      const words = variant.lng === 'ar' ? 'وصلت المطبوعات، شكرًا!' : 'The prints arrived, thanks!';
      await field.fill(words);
      await page.getByRole('button', { name: t('social:messaging.send') }).click();
      const thread = page.getByRole('list', { name: t('social:messaging.messagesWith', { name: 'Grace Kim' }) });
      const mine = thread.getByRole('listitem').filter({ hasText: words });
      await expect(mine.getByText(t('social:messaging.sent'), { exact: true })).toBeAttached();
      await expect(field).toHaveValue('');
      await expectAppVariant(page, variant, 'messaging');

      await page.goto(`${app}classic`);
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(t('app:pages.classic')) })).toBeVisible();
      await expect(page.getByRole('heading', { name: t('social:classic.upcoming') })).toBeVisible();
      await expectAppVariant(page, variant, 'classic');
    });

    test('widgets on a blog: the page’s language and theme, the tip dialog and its frame, a tip', async ({
      page,
      context,
    }) => {
      const member = await fundedMember('Bea', 10);
      await page.goto(`${testUrls.blog}variants.html?lang=${variant.lng}&theme=${variant.theme}`);
      const opener = page.locator('#tip').getByRole('button', { name: t('tip.readyToSend') });
      await expect(opener).toBeVisible();
      await expect(
        page.locator('#subscribe').getByRole('button', { name: t('subscribe.button', { amount: money(5) }) }),
      ).toBeVisible();
      const card = page.getByRole('article', { name: 'Alice Rivera' });
      await expect(card.getByText(t('creator.postsCount', { count: 7 }))).toBeVisible();
      await expect(card.getByRole('img', { name: t('creator.verified') })).toBeVisible();
      const looks = await opener.evaluate((button) => ({
        direction: getComputedStyle(button).direction,
        lang: button.closest('[lang]')?.getAttribute('lang'),
      }));
      expect(looks).toEqual({ direction: direction(variant.lng), lang: variant.lng });
      expectSurface(
        await card.evaluate((element) => getComputedStyle(element).backgroundColor),
        variant.theme,
        'the card',
      );
      expect(await horizontalOverflow(page), 'the blog fits').toEqual([]);

      await opener.click();
      const dialog = page.getByRole('dialog', { name: t('tip.readyToSend') });
      const frame = dialog.frameLocator('iframe');
      await expect(frame.getByText(t('app:embed.signInToPay'))).toBeVisible();
      await expect(dialog.getByTestId('creator-heading')).toContainText('Alice Rivera');
      const html = frame.locator('html');
      await expect(html).toHaveAttribute('lang', variant.lng);
      await expect(html).toHaveAttribute('dir', direction(variant.lng));
      await expect(html).toHaveAttribute('data-theme', variant.theme);
      const sheet = await box(page.locator('[part=dialog]'));
      if (isNarrow(variant)) {
        // A bottom sheet the width of the screen.
        expect(sheet.width).toBe(variant.width);
        expect(sheet.y + sheet.height).toBeCloseTo(variant.height, 0);
      } else expect(sheet.width).toBeLessThan(variant.width / 2);
      expectSurface(
        await page.locator('[part=dialog]').evaluate((element) => getComputedStyle(element).backgroundColor),
        variant.theme,
        'the dialog',
      );
      await dialog.getByRole('tab', { name: t('tip.inCrypto') }).click();
      await expect(dialog.getByText(t('tip.scanQr'))).toBeVisible();
      await expect(dialog.getByRole('img', { name: /^solana:/ })).toBeVisible();
      expect(await horizontalOverflow(page), 'the dialog fits').toEqual([]);

      // Signing in through the app's popup, in the widget's language, then a $1 tip.
      await dialog.getByRole('tab', { name: t('tip.myBalance') }).click();
      const popupPromise = context.waitForEvent('page');
      await pressInFrame(frame, t('actions.signIn'));
      const popup = await popupPromise;
      await expect(popup.locator('html')).toHaveAttribute('dir', direction(variant.lng));
      await popup.getByLabel(t('app:auth.email')).fill(member.email);
      await popup.getByLabel(t('app:auth.password')).fill(member.password);
      await popup.getByRole('button', { name: t('app:auth.submitSignIn') }).click();
      await popup.getByRole('button', { name: t('app:connect.approve') }).click();
      await expect(popup.getByText(t('app:connect.done', { site: new URL(testUrls.blog).origin }))).toBeVisible();
      await frame.getByLabel(t('tip.label')).fill('1');
      // The signed-in form is taller than the dialog's room: it scrolls in its frame, and what 'yes' will
      // do and 'yes' itself are in sight without scrolling anything.
      await frameSettles(frame);
      await expectInSight(page.locator('[part=dialog]'), [
        frame.getByText(t('tipForm.summary', { amount: money(1), name: 'Alice Rivera' })),
        frame.getByRole('button', { name: t('actions.yes') }),
      ]);
      await pressInFrame(frame, t('actions.yes'));
      await expect(frame.getByRole('heading', { name: t('tip.thankYou') })).toBeVisible();
      await expect(frame.getByText(t('receipt.balance', { amount: money(9) }))).toBeVisible();
      await pressInFrame(frame, t('actions.close'));
      await expect(dialog).toBeHidden();
      // The badge, signed in by the same connection, shows what is left.
      const badge = page.locator('#badge').frameLocator('iframe');
      await expect(badge.getByLabel(t('wallet.balance'))).toHaveText(money(9));
      await expect(badge.locator('html')).toHaveAttribute('dir', direction(variant.lng));
      const me = await api<{ user: { points: number } }>('GET', '/v1/customer/me', { token: member.token });
      expect(me.body.user.points).toBe(9);
    });
  });
}
