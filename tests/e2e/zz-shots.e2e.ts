import { randomUUID } from 'node:crypto';
import { test } from '@playwright/test';
import { api, fundedMember, newCreator, publish, signUp, useSession } from '../support/accounts';
import { testUrls } from '../support/ports';

const app = testUrls.app;
test('screenshots', async ({ browser }) => {
  test.setTimeout(180_000);
  const creator = await newCreator('Marisol', 4);
  const fan = await fundedMember('Teodor', 30);
  await api('POST', '/v1/customer/subscriber/coffee', { token: fan.token, key: randomUUID(), json: { creator_id: creator.user.id, tip: 5, coin: 'solana', message: 'For the tide tables — thank you for the long read on the estuary walk!' } });
  await api('POST', '/v1/customer/subscriber/subscribe', { token: fan.token, key: randomUUID(), json: { creator_id: creator.user.id, coin: 'solana' } });
  const postId = await publish(creator, 'Low tide at six');
  await api('POST', '/v1/customer/post/comment', { token: fan.token, json: { post_id: postId, comment: 'I was there too! The light was unreal.' } });
  const ids = (await api('GET', '/v1/customer/notifications', { token: creator.token })).body.notifications.map((n: { id: number }) => n.id);
  await api('POST', '/v1/customer/notifications/read', { token: creator.token, json: { ids: [ids[ids.length - 1]] } });
  const empty = await signUp('Quiet');
  for (const [theme, width, lng] of [['light', 1280, 'en'], ['dark', 1280, 'en'], ['light', 375, 'en'], ['dark', 375, 'ar'], ['light', 1280, 'ar'], ['light', 375, 'es']] as const) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme });
    await useSession(context, creator);
    const page = await context.newPage();
    await page.addInitScript((t) => localStorage.setItem('cuppa-theme', t), theme);
    await page.goto(`${app}notifications?lng=${lng}`);
    await page.locator('.notification').first().waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/n-${theme}-${width}-${lng}.png`, fullPage: true });
    await context.close();
  }
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await useSession(context, empty);
  const page = await context.newPage();
  await page.goto(`${app}notifications`);
  await page.getByText('No notifications yet').waitFor();
  await page.screenshot({ path: `/tmp/shots/empty.png` });
  await page.goto(`${app}feed/celebration`);
  await page.getByText('Friend requests').waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/celebration.png`, fullPage: true });
  await context.close();
});
