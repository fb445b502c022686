import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { api, fundedMember, newCreator, publish, signUp, useSession, type Account } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { testUrls } from '../support/ports';
import { cleanConsole, test } from '../support/test';

/**
 * Issue 42: the Notifications page shows the member's real events from the API, the sidebar counts
 * the unread ones, and reading them holds on the server (after a reload, on another device).
 */
const app = testUrls.app;

/** `fan` tips `creator` `dollars` from the balance, with a note when one is given. */
async function tipThroughApi(fan: Account, creator: Account, dollars: number, message?: string) {
  const tipped = await api('POST', '/v1/customer/subscriber/coffee', {
    token: fan.token,
    key: randomUUID(),
    json: { creator_id: creator.user.id, tip: dollars, coin: 'solana', ...(message ? { message } : {}) },
  });
  expect(tipped.status).toBe(201);
}

const sidebarLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /^Notifications/ });

test.describe('notifications', () => {
  test(
    'a tip from another member shows with its note; mark all read clears the sidebar count after reload',
    cleanConsole,
    async ({ page, context }) => {
      const creator = await newCreator('Marisol', 4);
      const fan = await fundedMember('Teodor', 30);
      await tipThroughApi(fan, creator, 5, 'For the tide tables');
      const subscribed = await api('POST', '/v1/customer/subscriber/subscribe', {
        token: fan.token,
        key: randomUUID(),
        json: { creator_id: creator.user.id, coin: 'solana' },
      });
      expect(subscribed.status).toBe(201);

      await useSession(context, creator);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${app}notifications`);
      await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
      await expect(page.getByText('2 unread', { exact: true })).toBeVisible();
      const list = page.getByRole('region', { name: 'Notifications' });
      const tip = list.getByRole('listitem').filter({ hasText: 'bought you a coffee' });
      await expect(tip).toContainText('Teodor Tester bought you a coffee +$5.00');
      await expect(tip.getByText('For the tide tables')).toBeVisible();
      await expect(tip.getByRole('link', { name: 'Teodor Tester' })).toHaveAttribute(
        'href',
        new RegExp(`/${fan.user.alias ?? ''}$`),
      );
      await expect(list.getByRole('listitem').filter({ hasText: 'subscribed to you' })).toContainText('+$4.00');
      await expect(sidebarLink(page)).toHaveAccessibleName(/^Notifications\W+2 unread$/);
      await expectNoAxeViolations(page, 'notifications');

      // One, by its button: the count follows at once.
      await tip.getByRole('button', { name: 'Mark as read: Teodor Tester' }).first().click();
      await expect(page.getByText('1 unread', { exact: true })).toBeVisible();
      await expect(sidebarLink(page)).toHaveAccessibleName(/^Notifications\W+1 unread$/);

      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await expect(page.getByText('You have read everything.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
      await page.reload();
      await expect(page.getByText('You have read everything.')).toBeVisible();
      await expect(sidebarLink(page)).toHaveAccessibleName('Notifications');
      await expect(list.getByRole('button', { name: /Mark as read/ })).toHaveCount(0);
    },
  );

  test(
    'a comment links its post; opening it marks it read; switched-off tips are hidden',
    cleanConsole,
    async ({ page, context }) => {
      const author = await newCreator('Ines', 3);
      const postId = await publish(author, 'Low tide at six');
      const reader = await fundedMember('Kofi', 10);
      expect(
        (
          await api('POST', '/v1/customer/post/comment', {
            token: reader.token,
            json: { post_id: postId, comment: 'I was there too!' },
          })
        ).status,
      ).toBe(201);
      await tipThroughApi(reader, author, 2);
      await useSession(context, author);
      await page.goto(`${app}notifications`);
      const list = page.getByRole('region', { name: 'Notifications' });
      const comment = list.getByRole('listitem').filter({ hasText: 'commented on your post' });
      await expect(comment.getByText('I was there too!')).toBeVisible();
      await expect(page.getByText('2 unread', { exact: true })).toBeVisible();

      await comment.getByRole('link', { name: 'See the post' }).click();
      await expect(page).toHaveURL(new RegExp(`/post/${postId}$`));
      await expect(page.getByText('Low tide at six')).toBeVisible();
      await expect(sidebarLink(page)).toHaveAccessibleName(/^Notifications\W+1 unread$/);

      // Tips off in the notification settings: the tip leaves the page and the count.
      await page.goto(`${app}settings/notification`);
      await page.getByLabel('Tips', { exact: true }).uncheck();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Your settings are saved')).toBeVisible();
      await page.goto(`${app}notifications`);
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(list.getByText('bought you a coffee')).toHaveCount(0);
      await expect(page.getByText('You have read everything.')).toBeVisible();
      await expect(sidebarLink(page)).toHaveAccessibleName('Notifications');
    },
  );

  test('in Spanish and in Arabic (right to left), light and dark, at 375 px', async ({ page, context }) => {
    const creator = await newCreator('Lucia', 3);
    const fan = await fundedMember('Samir', 10);
    await tipThroughApi(fan, creator, 2, 'شكرًا');
    await useSession(context, creator);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${app}notifications?lng=es`);
    await expect(page.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeVisible();
    await expect(page.getByText('Samir Tester te invitó a un café')).toBeVisible();
    await expect(page.getByRole('link', { name: /Notificaciones\W+1 sin leer/ })).toBeVisible();

    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${app}notifications?lng=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('Samir Tester اشترى لك قهوة')).toBeVisible();
    await page.getByRole('button', { name: 'تعليم الكل كمقروء' }).click();
    await expect(page.getByText('قرأت كل شيء.')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('a new member sees that nothing has happened yet', async ({ page, context }) => {
    await useSession(context, await signUp('Quiet'));
    await page.goto(`${app}notifications`);
    await expect(page.getByText('No notifications yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});
