import { expect } from '@playwright/test';
import { api, fundedMember, newCreator, signUp, useSession } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { testUrls } from '../support/ports';
import { cleanConsole, test } from '../support/test';

/**
 * Issue 42's subscriptions that renew, in the app: a member sees when each renews and cancels or resumes
 * it in Settings and on the creator's profile; the creator sees their subscribers on the earnings page.
 */
const app = testUrls.app;
const day = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(iso));

async function subscribed(price: number) {
  const creator = await newCreator('Renata', price);
  const member = await fundedMember('Milo', 30);
  const bought = await api<{ subscription: { expires_at: string } }>('POST', '/v1/customer/subscriber/subscribe', {
    token: member.token,
    json: { creator_id: creator.user.id, coin: 'solana' },
    key: `e2e-${creator.user.id}`,
  });
  expect(bought.status).toBe(201);
  return { creator, member, date: day(bought.body.subscription.expires_at) };
}

test.describe('subscriptions that renew, in the app', () => {
  test(
    'Settings lists each subscription with its price and renewal date, and cancels and resumes it',
    cleanConsole,
    async ({ page, context }) => {
      const { creator, member, date } = await subscribed(6);
      await useSession(context, member);
      await page.goto(`${app}settings/subscriptions`);
      await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
      const entry = page.getByRole('listitem').filter({ hasText: 'Renata Tester' });
      await expect(entry.getByText('$6.00 a month')).toBeVisible();
      await expect(entry.getByText(`Renews on ${date}`)).toBeVisible();
      await expectNoAxeViolations(page, 'subscriptions settings');

      await entry.getByRole('button', { name: 'Cancel your subscription to Renata Tester' }).click();
      const cancel = page.getByRole('dialog', { name: 'Cancel your subscription to Renata Tester?' });
      await expect(cancel.getByText(`You keep your subscription until ${date}`)).toBeVisible();
      // Keeping it changes nothing.
      await cancel.getByRole('button', { name: 'Keep as it is' }).click();
      await expect(cancel).toBeHidden();
      await expect(entry.getByText(`Renews on ${date}`)).toBeVisible();
      await entry.getByRole('button', { name: 'Cancel your subscription to Renata Tester' }).click();
      await cancel.getByRole('button', { name: 'Cancel subscription' }).click();
      await expect(cancel).toBeHidden();
      await expect(entry.getByText(`Ends on ${date}`)).toBeVisible();
      await expect(page.getByText(`Your subscription to Renata Tester ends on ${date}`)).toBeVisible();
      const list = await api<{ subscriptions: { renews: boolean }[] }>('GET', '/v1/customer/subscriber/list', {
        token: member.token,
      });
      expect(list.body.subscriptions.map((entry) => entry.renews)).toEqual([false]);

      await entry.getByRole('button', { name: 'Resume your subscription to Renata Tester' }).click();
      const resume = page.getByRole('dialog', { name: 'Resume your subscription to Renata Tester?' });
      await expect(resume.getByText(`renew on ${date} for $6.00 from your balance`)).toBeVisible();
      await resume.getByRole('button', { name: 'Resume subscription' }).click();
      await expect(entry.getByText(`Renews on ${date}`)).toBeVisible();

      // On the creator's profile: the same date, the same action.
      await page.goto(`${app}${creator.alias}`);
      await expect(page.getByText(`Renews on ${date}`, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Cancel your subscription to Renata Tester' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel subscription' }).click();
      await expect(page.getByText(`Ends on ${date}`, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Resume your subscription to Renata Tester' })).toBeVisible();
    },
  );

  test('a member with none is pointed to creators; a creator sees their subscribers on the earnings page', async ({
    page,
    context,
    browser,
  }) => {
    const loner = await signUp('Lone');
    await useSession(context, loner);
    await page.goto(`${app}settings/subscriptions`);
    await expect(page.getByText('You have no subscriptions yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find creators to support' })).toHaveAttribute('href', /\/creators$/);

    const { creator } = await subscribed(4);
    const creatorContext = await browser.newContext();
    await useSession(creatorContext, creator);
    const creatorPage = await creatorContext.newPage();
    await creatorPage.goto(`${app}settings/earnings`);
    const card = creatorPage.getByRole('region', { name: 'Subscribers' });
    await expect(card.getByRole('definition').first()).toHaveText('1');
    await expect(creatorPage.getByText('What members pay for 30 days')).toHaveCount(0);
    await expectNoAxeViolations(creatorPage, 'earnings with subscribers');
    await creatorContext.close();
  });
});
