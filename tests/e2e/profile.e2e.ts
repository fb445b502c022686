import { expect } from '@playwright/test';
import { newCreator, publish } from '../support/accounts';
import { signIn, watchErrors } from '../support/app';
import { testUrls } from '../support/ports';
import { cleanConsole, test } from '../support/test';

const app = testUrls.app;

// A 1x1 PNG: the server sniffs the content, so it must be a real image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('the creator profile', () => {
  test('reads right to left in Arabic with every text translated', cleanConsole, async ({ page }) => {
    await page.goto(`${app}carmen?lng=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: /Carmen/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'ادعم Carmen' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'ادعم Carmen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'انسخ الرابط' })).toBeVisible();
    // The avatar sits at the start edge: the right in right-to-left.
    const avatar = await page.locator('.profile-avatar').boundingBox();
    const header = await page.locator('.profile-header').boundingBox();
    expect(avatar && header && avatar.x + avatar.width > header.x + header.width / 2).toBe(true);
    // No raw keys leak from the posts namespace.
    await expect(page.getByText(/^(post|profile|creator|feed|media)\./)).toHaveCount(0);
  });

  test('the tip modal closes on Escape and gives focus back; the profile link copies', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, 'member@cuppa.test');
    await page.goto(`${app}carmen`);
    const open = page.getByRole('button', { name: 'ready to send your tip' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'ready to send your tip' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('link copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${app}carmen`);
  });

  test('a subscriber sees the subscriptions feed fill up', async ({ page }) => {
    // A creator the member does not follow, with the newest post: on the first page of all posts
    // whatever the other tests have published, and never in the subscriptions feed.
    const stranger = await newCreator('Stranger', 2);
    const strangersPost = `Open to everyone, from ${stranger.alias}`;
    await publish(stranger, strangersPost);
    await signIn(page, 'member@cuppa.test');
    await page.goto(`${app}?filter=subscriptions`);
    const turron = page.getByText('Subscribers: my grandmother’s turrón, finally written down.');
    await expect(page.locator('article.post-card, .status-empty').first()).toBeVisible();
    await expect(turron).toHaveCount(0);
    await page.goto(`${app}carmen`);
    await page.getByRole('button', { name: /Subscribe for/ }).click();
    await page.getByRole('dialog', { name: 'confirm subscription' }).getByRole('button', { name: 'accept' }).click();
    await expect(page.getByRole('button', { name: /Subscribe for/ })).toHaveCount(0);
    await page.goto(`${app}?filter=subscriptions`);
    await expect(turron).toBeVisible();
    // Only subscribed creators: nobody subscribes the member to Bob or to the stranger.
    await expect(page.locator('article.post-card', { hasText: 'Bob Stone' })).toHaveCount(0);
    await expect(page.getByText(strangersPost)).toHaveCount(0);
    await page.getByRole('button', { name: 'All posts' }).click();
    await expect(page.getByText(strangersPost)).toBeVisible();
  });

  test('the owner changes the cover photo; a missing post says so', async ({ page }) => {
    const errors = watchErrors(page);
    await signIn(page, 'emma@cuppa.test');
    await page.goto(`${app}emma`);
    const cover = page.locator('.profile-cover img');
    const before = await cover.getAttribute('src');
    await page.getByRole('button', { name: 'Change photos' }).click();
    await expect(page.getByRole('button', { name: 'change cover photo' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'change cover photo' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Change photos' })).toBeFocused();
    await page.getByRole('button', { name: 'Change photos' }).click();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByRole('button', { name: 'change cover photo' })).toBeHidden();
    await page.getByRole('button', { name: 'Change photos' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'change cover photo' }).click();
    await (await chooser).setFiles({ name: 'cover.PNG', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Your cover photo is changed.')).toBeVisible();
    await expect(cover).not.toHaveAttribute('src', before ?? '');

    await page.goto(`${app}post/999999`);
    await expect(page.getByRole('alert').filter({ hasText: 'This post does not exist or was deleted' })).toBeVisible();
    await page.goto(`${app}post/abc`);
    await expect(page.getByText('This post does not exist.')).toBeVisible();
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
  });
});
