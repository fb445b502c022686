import { expect, test, type Page } from '@playwright/test';
import { api, fundedMember, newCreator, useSession, type Account } from '../support/accounts';
import { watchErrors } from '../support/app';
import { pressInFrame } from '../support/frames';
import { testUrls } from '../support/ports';

/**
 * API.md: a member pays the price they were shown. The creator raises the subscription between the
 * reader's page load and the click; the reader is shown the new price and asked again, never charged
 * the old price nor the new one unseen. In the app, and in the widget's frame on a blog.
 */
const points = async (member: Account) =>
  (await api<{ user: { points: number } }>('GET', '/v1/customer/me', { token: member.token })).body.user.points;

async function raisePrice(creator: Account, subscription_amount: number) {
  const patched = await api('PATCH', '/v1/customer/upload/profile', {
    token: creator.token,
    json: { subscription_amount },
  });
  expect(patched.status).toBe(200);
}

const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { cuppaEvents: { name: string; detail: unknown }[] }).cuppaEvents);

test.describe('a subscription price that changed after the page loaded', () => {
  test('in the app: the dialog says the new price, nothing is charged, and accepting it pays it', async ({
    page,
    context,
  }) => {
    const errors = watchErrors(page);
    const creator = await newCreator('Raiser', 4);
    const member = await fundedMember('Reader', 20);
    await useSession(context, member);
    await page.goto(`${testUrls.app}${creator.alias}`);
    const button = page.getByRole('button', { name: 'Subscribe for $4.00' });
    await expect(button).toBeVisible();
    // The server renders the page as a visitor sees it; once hydrated, the app reads the creator again
    // with the member's session. The price is raised only after that read, as a reader's page would be.
    await expect(page.getByRole('link', { name: 'My profile' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    await raisePrice(creator, 6);
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'confirm subscription' });
    await expect(dialog.getByText('$4.00 a month')).toBeVisible();
    await dialog.getByRole('button', { name: 'accept' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'The price changed to $6.00 a month. Accept to subscribe at the new price.',
    );
    await expect(dialog.getByText('$6.00 a month', { exact: true })).toBeVisible();
    expect(await points(member)).toBe(20);

    await dialog.getByRole('button', { name: 'accept' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('#main').getByText('Subscribed', { exact: true })).toBeVisible();
    expect(await points(member)).toBe(14);
    expect(errors.filter((error) => !error.includes('409'))).toEqual([]);
  });

  test('in the widget on a blog: the frame and the dialog say the new price; cuppa-subscribe carries what was paid', async ({
    page,
    context,
  }) => {
    const creator = await newCreator('Widgeteer', 4);
    const member = await fundedMember('Blogreader', 20);
    await page.goto(`${testUrls.blog}subscribe.html`);
    await page
      .locator('#subscribe')
      .evaluate((element, alias) => element.setAttribute('creator', alias), creator.alias);
    const button = page.locator('#subscribe').getByRole('button', { name: 'Subscribe for $4.00' });
    await expect(button).toBeVisible();

    await raisePrice(creator, 6);
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'confirm subscription' });
    const frame = dialog.frameLocator('iframe');
    await expect(dialog.getByTestId('subscription-price')).toHaveText('$4.00 a month');

    // Signed out: the frame's sign-in opens the approval in a popup.
    const popupPromise = context.waitForEvent('page');
    await pressInFrame(frame, 'Sign in');
    const popup = await popupPromise;
    await popup.getByLabel('Email').fill(member.email);
    await popup.getByLabel('Password').fill(member.password);
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await popup.getByRole('button', { name: 'Allow' }).click();
    await expect(popup.getByText('Connected.')).toBeVisible();

    await expect(frame.getByText('are you sure subscribe')).toBeVisible();
    await expect(frame.getByText('$4.00 a month')).toBeVisible();
    await pressInFrame(frame, 'accept');
    await expect(frame.getByRole('alert')).toHaveText(
      'The price changed to $6.00 a month. Accept to subscribe at the new price.',
    );
    await expect(dialog.getByTestId('subscription-price')).toHaveText('$6.00 a month');
    expect(await points(member)).toBe(20);
    // A question asked again, not a failure of the page's.
    expect((await events(page)).filter((event) => event.name === 'cuppa-error')).toEqual([]);

    await pressInFrame(frame, 'accept');
    await expect(frame.getByText(`You subscribed to Widgeteer Tester for $6.00 a month`)).toBeVisible();
    expect(await points(member)).toBe(14);
    await expect
      .poll(() => events(page))
      .toContainEqual({
        name: 'cuppa-subscribe',
        target: 'subscribe',
        detail: { creator: creator.alias, amount: 6, receipt: expect.any(String) },
      });
  });
});
