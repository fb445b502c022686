import { expect, type Page } from '@playwright/test';
import { USDC_MINT } from '../../src/core/money/solana-pay';
import { api, fundedMember, newCreator } from '../support/accounts';
import { DEMO_PASSWORD, signIn } from '../support/app';
import { testUrls } from '../support/ports';
import { readQr } from '../support/read-qr';
import { cleanConsole, test } from '../support/test';

const app = testUrls.app;

/** The balance the app holds for the signed-in user (SPEC.md: the local balance drops). */
async function localBalance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('cuppa.session') ?? 'null') as { user?: { points: number } } | null;
    return stored?.user?.points ?? Number.NaN;
  });
}

/** The server's balance for the same session: both must agree. */
async function serverBalance(page: Page): Promise<number> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('cuppa.session') ?? 'null') as { token: string }).token,
  );
  const response = await page.request.get(`${testUrls.api}/v1/customer/me`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { user: { points: number } }).user.points;
}

async function subscriptionAmount(page: Page, alias: string): Promise<number> {
  const response = await page.request.get(`${testUrls.api}/v1/customer/creator/${alias}`);
  return ((await response.json()) as { user: { subscription_amount: number } }).user.subscription_amount;
}

test.describe('creators and profiles', () => {
  test('a visitor browses the feed, finds a creator and reads the profile', cleanConsole, async ({ page }) => {
    // A locked post of the test's own, the newest: a full run's earlier tests publish enough public posts
    // to push the demo's locked ones off the first page.
    const creator = await newCreator('Locksmith', 3);
    const paywalled = await api('POST', '/v1/creator/post', {
      token: creator.token,
      json: { text: 'Behind the paywall', media: [], visibility: 'paid', price: 2 },
    });
    expect(paywalled.status).toBe(201);
    await page.goto(app);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.locator('article.post-card').first()).toBeVisible();
    await expect(page.getByRole('complementary').getByRole('heading', { name: 'Sponsored' })).toBeVisible();
    // Locked posts say what is behind them and carry no media at all.
    const locked = page.locator('article.post-card', { has: page.locator('.post-locked') });
    await expect(locked.first()).toBeVisible();
    await expect(locked.locator('img')).toHaveCount(await locked.locator('.avatar[src]').count());
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.getByText('Page 2 of')).toBeVisible();

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Creators' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Creators' })).toBeVisible();
    await page.getByLabel('Search creators').fill('carm');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.locator('.creator-list li')).toHaveCount(1);
    await page.getByLabel('Search creators').fill('nobody-like-this');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No creator matches “nobody-like-this”.')).toBeVisible();
    await page.getByLabel('Search creators').fill('carm');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: /Carmen/ }).click();

    await expect(page).toHaveURL(`${app}carmen`);
    await expect(page.getByRole('heading', { level: 1, name: /Carmen/ })).toBeVisible();
    await expect(page.locator('.profile-cover img')).toHaveJSProperty('height', 200);
    await expect(page.locator('.profile-avatar .avatar')).toHaveAttribute('width', '140');
    await expect(page.getByText(/\d+ posts?$/).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'ready to send your tip' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'your subscriptions' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Photos', exact: true }).click();
    await expect(page).toHaveURL(`${app}carmen/media`);
    await expect(page.locator('.media-grid img').first()).toBeVisible();
    await page.getByRole('link', { name: 'Videos', exact: true }).click();
    await expect(page.getByText('No videos yet.')).toBeVisible();

    // The alias is matched case-insensitively; bob's empty about shows no about card.
    await page.goto(`${app}CARMEN/about`);
    await expect(page.getByRole('heading', { level: 1, name: /Carmen/ })).toBeVisible();
    await page.goto(`${app}bob`);
    await expect(page.getByRole('heading', { level: 1, name: /Bob/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About' })).toHaveCount(0);
  });

  test('on a phone, the feed and a profile load without moving what is already on screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    // A string, not a function: layout shifts are recorded from the page's very first frame.
    await page.addInitScript({
      content: `window.__shift = 0; new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value; }).observe({ type: 'layout-shift', buffered: true });`,
    });
    for (const path of ['', 'alice']) {
      await page.goto(`${app}${path}`);
      await expect(page.getByRole('article').first()).toBeVisible();
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.02);
    }
  });

  test('a failed lookup goes home with the server’s error', async ({ page }) => {
    await page.goto(`${app}no-such-creator`);
    await expect(page).toHaveURL(/\/cuppa\/?$/);
    await expect(page.getByText('No creator is called "no-such-creator"')).toBeVisible();
  });

  test('a visitor who subscribes, tips, unlocks or filters signs in first and comes back', async ({ page }) => {
    await page.goto(`${app}emma`);
    await page.getByRole('button', { name: /Subscribe for/ }).click();
    await expect(page).toHaveURL(`${app}auth/sign-in?redirectTo=${encodeURIComponent('/emma')}`);
    await page.goto(`${app}emma/about`);
    await page.getByRole('button', { name: 'ready to send your tip' }).click();
    await expect(page).toHaveURL(`${app}auth/sign-in?redirectTo=${encodeURIComponent('/emma/about')}`);
    await page.goto(`${app}bob`);
    await page.getByRole('button', { name: 'Unlock for $2.00' }).click();
    await expect(page).toHaveURL(`${app}auth/sign-in?redirectTo=${encodeURIComponent('/bob')}`);
    await page.goto(app);
    await page.getByRole('button', { name: 'Subscriptions' }).click();
    await expect(page).toHaveURL(`${app}auth/sign-in?redirectTo=${encodeURIComponent('/?filter=subscriptions')}`);
    await page.getByLabel('Email').fill('member@cuppa.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/cuppa\/?\?filter=subscriptions$/);
    await expect(page.getByRole('button', { name: 'Subscriptions' })).toHaveAttribute('aria-pressed', 'true');
  });

  test(
    'a member subscribes, then tips with every validation message tried',
    cleanConsole,
    async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      // A member of the test's own: its balance is compared before and after, and other files spend the demo member's.
      const member = await fundedMember('Subscriber', 50);
      await signIn(page, member.email, member.password);
      const amount = await subscriptionAmount(page, 'emma');
      await page.goto(`${app}emma`);
      await expect(page.getByRole('heading', { level: 1, name: /Emma/ })).toBeVisible();
      const before = await localBalance(page);

      const subscribe = page.getByRole('button', { name: `Subscribe for $${amount.toFixed(2)}` });
      await subscribe.click();
      const confirm = page.getByRole('dialog', { name: 'confirm subscription' });
      await expect(confirm.getByText('are you sure subscribe')).toBeVisible();
      await confirm.getByRole('button', { name: 'cancel' }).click();
      await expect(confirm).toBeHidden();
      expect(await localBalance(page)).toBe(before);
      await subscribe.click();
      await confirm.getByRole('button', { name: 'accept' }).click();
      await expect(subscribe).toHaveCount(0);
      await expect.poll(() => localBalance(page)).toBeCloseTo(before - amount, 2);
      expect(await serverBalance(page)).toBeCloseTo(before - amount, 2);
      await expect(page.getByRole('heading', { name: 'your subscriptions' })).toBeVisible();
      await expect(page.locator('.subscription-list').getByRole('link', { name: /Emma/ })).toBeVisible();
      // Subscribers-only posts open up.
      await expect(page.getByText('Process video notes for subscribers.')).toBeVisible();

      await page.getByRole('button', { name: 'ready to send your tip' }).click();
      const tip = page.getByRole('dialog', { name: 'ready to send your tip' });
      await expect(tip.getByRole('tab', { name: 'my balance' })).toHaveAttribute('aria-selected', 'true');
      const field = tip.getByLabel('Tip amount in dollars');
      await tip.getByRole('button', { name: 'yes' }).click();
      await expect(tip.getByText('Please enter your tip')).toBeVisible();
      await field.fill('0');
      await tip.getByRole('button', { name: 'yes' }).click();
      await expect(tip.getByText('The minimum tip amount is $1')).toBeVisible();
      // SPEC.md section 5: the input coerces what is typed to a whole number on change.
      await field.fill('1.5');
      await expect(field).toHaveValue('1');
      // The API's ceiling is the form's too: a tip that large never reaches the server.
      await field.fill('20000');
      await tip.getByRole('button', { name: 'yes' }).click();
      await expect(tip.getByText('The maximum tip amount is $10,000')).toBeVisible();

      // Arrow keys move between the tabs.
      await tip.getByRole('tab', { name: 'my balance' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(tip.getByRole('tab', { name: 'in crypto' })).toBeFocused();
      await expect(tip.getByRole('tab', { name: 'in crypto' })).toHaveAttribute('aria-selected', 'true');
      await expect(tip.getByLabel('Solana address')).toHaveAttribute('readonly', '');
      await expect(tip.getByRole('img', { name: /^solana:/ })).toBeVisible();
      await expect(tip.getByText('scan QR code to top up wallet')).toBeVisible();
      // The app asks a dollar amount in USDC, like the widget (one builder in core).
      const address = await tip.getByLabel('Solana address').inputValue();
      await expect(tip.getByLabel('Solana address')).toHaveAttribute('dir', 'ltr');
      await tip.getByLabel('Tip amount in dollars').fill('4.5');
      const usdc = `solana:${address}?amount=4.5&spl-token=${USDC_MINT}&label=Cuppa&message=Tip%20for%20Emma%20Nakamura`;
      await expect(tip.getByText('$4.50 in USDC on Solana')).toBeVisible();
      expect(await readQr(tip.getByRole('img', { name: usdc }))).toEqual({ text: usdc, level: 'L' });
      await tip.getByLabel('Tip amount in dollars').fill('');
      await tip.getByRole('button', { name: 'Copy' }).click();
      await expect(tip.getByText('link copied to clipboard')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        await tip.getByLabel('Solana address').inputValue(),
      );
      await page.keyboard.press('Shift+Tab');
      await tip.getByRole('tab', { name: 'in crypto' }).focus();
      await page.keyboard.press('ArrowLeft');
      await expect(tip.getByRole('tab', { name: 'my balance' })).toHaveAttribute('aria-selected', 'true');

      const beforeTip = await localBalance(page);
      await tip.getByLabel('Tip amount in dollars').fill('2');
      await tip.getByRole('button', { name: 'yes' }).click();
      await expect(tip).toBeHidden();
      await expect(page.getByText('Thank you!')).toBeVisible();
      await expect.poll(() => localBalance(page)).toBeCloseTo(beforeTip - 2, 2);
      expect(await serverBalance(page)).toBeCloseTo(beforeTip - 2, 2);
    },
  );
});

test.describe('posts', cleanConsole, () => {
  test('a member unlocks a paid post: price shown, confirmed, balance drops, content appears', async ({ page }) => {
    const member = await fundedMember('Reader', 10);
    await signIn(page, member.email, member.password);
    await page.goto(`${app}bob`);
    const post = page.locator('article.post-card', { has: page.getByRole('button', { name: 'Unlock for $2.00' }) });
    await expect(post).toHaveCount(1);
    await expect(post.getByText('This post is paid content.')).toBeVisible();
    await expect(post.locator('.post-media')).toHaveCount(0);
    const before = await localBalance(page);
    await post.getByRole('button', { name: 'Unlock for $2.00' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unlock this post' });
    await expect(dialog.getByText('$2.00 will be paid from your balance to Bob Stone.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Pay $2.00' }).click();
    await expect(dialog).toBeHidden();
    const unlocked = page.locator('article.post-card', { hasText: 'Plans for the rolling duck' });
    await expect(unlocked.locator('.post-media img')).toBeVisible();
    await expect(unlocked.locator('.post-locked')).toHaveCount(0);
    await expect.poll(() => localBalance(page)).toBeCloseTo(before - 2, 2);
    expect(await serverBalance(page)).toBeCloseTo(before - 2, 2);
    // Unlocked for good: a reload shows the content and charges nothing more.
    await page.reload();
    await expect(page.locator('article.post-card', { hasText: 'Plans for the rolling duck' })).toBeVisible();
    expect(await serverBalance(page)).toBeCloseTo(before - 2, 2);
  });

  test('likes and comments, after signing in when signed out', async ({ page }) => {
    await page.goto(`${app}post/1`);
    await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible();
    await page.getByRole('button', { name: /^Like/ }).click();
    await expect(page).toHaveURL(`${app}auth/sign-in?redirectTo=${encodeURIComponent('/post/1')}`);
    await page.getByLabel('Email').fill('member@cuppa.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${app}post/1`);

    const like = page.getByRole('button', { name: /^Like/ });
    const likes = Number(await like.locator('.post-count').textContent());
    const pressed = (await like.getAttribute('aria-pressed')) === 'true';
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', String(!pressed));
    await expect(like.locator('.post-count')).toHaveText(String(pressed ? likes - 1 : likes + 1));
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', String(pressed));
    await expect(like.locator('.post-count')).toHaveText(String(likes));

    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(page.getByText('Write a comment first.')).toBeVisible();
    await expect(page.getByLabel('Your comment')).toHaveAttribute('aria-invalid', 'true');
    const text = `Lovely light, ${Date.now()}`;
    await page.getByLabel('Your comment').fill(text);
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(page.locator('.comment-list').getByText(text)).toBeVisible();
    await expect(page.getByLabel('Your comment')).toHaveValue('');
  });

  test('a creator publishes a post with an image, then deletes it after a confirmation', async ({ page }) => {
    await signIn(page, 'carmen@cuppa.test');
    await page.goto(app);
    const composer = page.getByRole('form', { name: 'New post' });
    await composer.getByRole('button', { name: 'Publish' }).click();
    await expect(composer.getByText('Write something or add media')).toBeVisible();
    const text = `Saffron notes ${Date.now()}`;
    await composer.getByLabel('What would you like to share?').fill(text);
    await composer.getByLabel('Images (.png, .jpg, .jpeg)').setInputFiles({
      name: 'dish.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(composer.getByRole('img', { name: 'Image 1 of the new post' })).toBeVisible();
    await composer.getByLabel('Who can see it').selectOption('paid');
    await composer.getByRole('button', { name: 'Publish' }).click();
    await expect(composer.getByText('A paid post costs at least $1')).toBeVisible();
    await composer.getByLabel('Price in dollars').fill('3');
    await composer.getByRole('button', { name: 'Publish' }).click();
    const post = page.locator('article.post-card', { hasText: text });
    await expect(post).toBeVisible();
    await expect(post.locator('.post-media img')).toBeVisible();
    await expect(post.getByText('Paid · $3.00')).toBeVisible();

    await post.getByRole('button', { name: 'Delete post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this post?' });
    await dialog.getByRole('button', { name: 'cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(post).toBeVisible();
    await post.getByRole('button', { name: 'Delete post' }).click();
    await dialog.getByRole('button', { name: 'Delete post' }).click();
    await expect(page.getByText('The post was deleted.')).toBeVisible();
    await expect(page.locator('article.post-card', { hasText: text })).toHaveCount(0);
    // Others' posts have no delete.
    await page.goto(`${app}post/1`);
    await expect(page.getByRole('button', { name: /^Like/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete post' })).toHaveCount(0);
  });

  test('the owner changes the profile picture with a PNG and is refused a .gif', async ({ page }) => {
    await signIn(page, 'carmen@cuppa.test');
    await page.goto(`${app}Carmen`);
    await expect(page.getByRole('link', { name: 'edit profile' })).toHaveAttribute('href', '/cuppa/settings/account');
    await expect(page.getByRole('button', { name: /Subscribe for/ })).toHaveCount(0);
    const avatar = page.locator('.profile-avatar .avatar');
    const oldSource = await avatar.getAttribute('src');
    const menu = page.getByRole('button', { name: 'Change photos' });

    await menu.click();
    let chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'change profile picture' }).click();
    await (await chooser).setFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByText('Only .png, .jpg and .jpeg images are accepted.')).toBeVisible();
    await expect(avatar).toHaveAttribute('src', oldSource ?? '');

    await menu.click();
    chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'change profile picture' }).click();
    const file = await chooser;
    expect(await file.element().getAttribute('accept')).toContain('.png,.jpg,.jpeg');
    await file.setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Your profile picture is changed.')).toBeVisible();
    await expect(avatar).not.toHaveAttribute('src', oldSource ?? '');
    await expect(page.getByText('Only .png, .jpg and .jpeg images are accepted.')).toHaveCount(0);
    // The session was saved with the new picture.
    const stored = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('cuppa.session') ?? 'null') as { user: { image: string } }).user.image,
    );
    expect(stored).toBe(await avatar.getAttribute('src'));
  });
});

// A 1x1 PNG: the server sniffs the content, so it must be a real image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
