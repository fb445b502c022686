import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { watchErrors } from '../support/app';
import { api, fundedMember, newCreator, publish, useSession } from '../support/accounts';
import { testUrls } from '../support/ports';
import { cleanConsole, test } from '../support/test';

const app = testUrls.app;

test.describe('the profile tabs connections, events and activity', () => {
  test('the menu names Feed, Photos and Videos, and each tab is reached by keyboard', async ({ page }) => {
    await page.goto(`${app}alice`);
    const menu = page.getByRole('navigation', { name: 'Profile' });
    for (const name of ['Feed', 'Photos', 'Videos', 'Connections', 'Events', 'Activity'])
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    await menu.getByRole('link', { name: 'Events', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/alice\/events$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Events' })).toBeVisible();
  });

  test('connections list a creator’s subscribers and subscriptions', cleanConsole, async ({ page }) => {
    const creator = await newCreator('Connie', 4);
    const fan = await fundedMember('Fanny', 10);
    const subscribed = await api('POST', '/v1/customer/subscriber/subscribe', {
      token: fan.token,
      json: { creator_id: creator.user.id, coin: 'solana' },
      key: randomUUID(),
    });
    expect(subscribed.status).toBe(201);
    await page.goto(`${app}${creator.alias}/connections`);
    const subscribers = page.getByRole('region', { name: 'Subscribers' });
    await expect(subscribers.getByRole('link', { name: /Fanny Tester/ })).toBeVisible();
    await expect(page.getByText('Connie subscribes to no one shown here yet.')).toBeVisible();
  });

  test('activity lists the latest posts with likes and comments, in Arabic too', async ({ page }) => {
    const creator = await newCreator('Ada', 3);
    await page.goto(`${app}${creator.alias}/activity`);
    await expect(page.getByText('Ada has posted nothing yet.')).toBeVisible();
    await publish(creator, 'Notes from the night train to Vienna.');
    await page.goto(`${app}${creator.alias}/activity?lng=ar`);
    const item = page.locator('.profile-activity li', { hasText: 'Notes from the night train to Vienna.' });
    await expect(item).toBeVisible();
    await expect(item).toContainText('لا إعجابات');
    await expect(page.getByRole('heading', { level: 2, name: 'النشاط' })).toBeVisible();
  });

  test(
    'activity lists the comments and likes the creator gave, linking to the posts',
    cleanConsole,
    async ({ page }) => {
      const creator = await newCreator('Gia', 3);
      await page.goto(`${app}${creator.alias}/activity`);
      await expect(page.getByText('Gia has not commented on anything yet.')).toBeVisible();
      await expect(page.getByText('Gia has not liked any post yet.')).toBeVisible();
      const carmen = (await api('GET', '/v1/customer/creator/carmen')).body.user.id as number;
      const listed = await api('GET', `/v1/cuppa/post/list?creator_id=${carmen}&per_page=50`);
      const post = (listed.body.posts as { id: number; text: string; locked: boolean }[]).find(
        (entry) => !entry.locked && entry.text,
      );
      if (!post) throw new Error('the demo data has an open post by carmen');
      const json = { post_id: post.id, comment: 'Made this on Sunday, it worked.' };
      expect((await api('POST', '/v1/customer/post/comment', { token: creator.token, json })).status).toBe(201);
      expect(
        (await api('POST', '/v1/customer/post/like', { token: creator.token, json: { post_id: post.id } })).status,
      ).toBe(200);
      await page.goto(`${app}${creator.alias}/activity?lng=es`);
      const comments = page.getByRole('region', { name: 'Comentarios' });
      await expect(comments.getByText('Made this on Sunday, it worked.')).toBeVisible();
      await expect(comments).toContainText('en la publicación de Carmen');
      const likes = page.getByRole('region', { name: 'Publicaciones que le gustan' });
      await likes.getByRole('link', { name: post.text }).click();
      await expect(page).toHaveURL(new RegExp(`/post/${post.id}$`));
    },
  );

  test('a member who hides their activity and leaves search: others see the empty tab and no search hit, they see their own', async ({
    browser,
  }) => {
    const creator = await newCreator('Hidda', 3);
    const carmen = (await api('GET', '/v1/customer/creator/carmen')).body.user.id as number;
    const listed = await api('GET', `/v1/cuppa/post/list?creator_id=${carmen}&per_page=50`);
    const post = (listed.body.posts as { id: number; locked: boolean }[]).find((entry) => !entry.locked);
    if (!post) throw new Error('the demo data has an open post by carmen');
    const json = { post_id: post.id, comment: 'Quietly, a comment.' };
    expect((await api('POST', '/v1/customer/post/comment', { token: creator.token, json })).status).toBe(201);

    // The member turns both off in the app's privacy settings.
    const own = await browser.newContext();
    await useSession(own, creator);
    const page = await own.newPage();
    await page.goto(`${app}settings/privacy`);
    await page.getByLabel('Show my activity', { exact: true }).setChecked(false);
    await page.getByLabel('Appear in search', { exact: true }).setChecked(false);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your settings are saved')).toBeVisible();
    await page.goto(`${app}${creator.alias}/activity`);
    await expect(page.getByRole('region', { name: 'Comments' }).getByText('Quietly, a comment.')).toBeVisible();

    const visitor = await browser.newPage();
    const errors = watchErrors(visitor);
    await visitor.goto(`${app}${creator.alias}/activity`);
    await expect(visitor.getByText('Hidda has not commented on anything yet.')).toBeVisible();
    await expect(visitor.getByText('Hidda has not liked any post yet.')).toBeVisible();
    await expect(visitor.getByText('Quietly, a comment.')).toHaveCount(0);
    await visitor.goto(`${app}creators`);
    await visitor.getByLabel('Search creators').fill(creator.alias);
    await visitor.getByRole('button', { name: 'Search' }).click();
    await expect(visitor.getByText(`No creator matches “${creator.alias}”.`)).toBeVisible();
    expect(errors).toEqual([]);
    await own.close();
    await visitor.close();
  });

  test('events list the sample events ahead, linking to each', async ({ page }) => {
    await page.goto(`${app}carmen/events`);
    const summit = page.getByRole('link', { name: 'Creators’ Coffee Summit' });
    await expect(summit).toBeVisible();
    await summit.click();
    await expect(page).toHaveURL(/\/feed\/events\/301$/);
  });

  test('the sample events’ places read in the reader’s language', async ({ page }) => {
    await page.goto(`${app}carmen/events?lng=es`);
    await expect(page.locator('.profile-events')).toContainText('Lisboa, Portugal');
    await page.goto(`${app}carmen/events?lng=ar`);
    await expect(page.locator('.profile-events')).toContainText('مراكش، المغرب');
    await expect(page.locator('.profile-events')).not.toContainText('Portugal');
  });
});
