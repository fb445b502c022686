import { expect, test, type BrowserContext, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { fundedMember, type Account } from '../support/accounts';
import { testUrls } from '../support/ports';
import { pressInFrame } from '../support/frames';

/**
 * A reader's whole journey on a creator's blog, in every browser a reader may bring (playwright.config:
 * Chromium, and Debian's Firefox ESR with its real storage partitioning; WebKitGTK has its own file).
 * It keeps to what a reader sees and does, so one test reads the same in each.
 */
const blog = testUrls.blog;
const site = new URL(blog).origin;
const appOrigin = new URL(testUrls.app).origin;

const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { cuppaEvents: { name: string; detail: unknown }[] }).cuppaEvents);

const balanceIn = (page: Page) => page.locator('#badge').frameLocator('iframe').getByLabel('Balance');

/**
 * Types as a reader does. Firefox over BiDi sets a field that Playwright `fill`s without the input
 * events React listens to (seen here with Firefox ESR 153), so the form would still read it as empty.
 */
async function type(field: Locator, text: string) {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(text);
}

async function signInThroughPopup(frame: FrameLocator, context: BrowserContext, member: Account) {
  const popupPromise = context.waitForEvent('page');
  await pressInFrame(frame, 'Sign in');
  const popup = await popupPromise;
  await expect(popup).toHaveURL(/\/auth\/connect\?site=/);
  await type(popup.getByLabel('Email'), member.email);
  await type(popup.getByLabel('Password'), member.password);
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await expect(popup.getByText(`Allow ${site} to send tips and subscribe for you`)).toBeVisible();
  await type(popup.getByLabel('Daily cap in dollars'), '20');
  await popup.getByRole('button', { name: 'Allow' }).click();
  await expect(popup.getByText('Connected.')).toBeVisible();
}

test('a reader’s journey: the widgets render, crypto, sign-in and approval, a $3 tip, a subscription', async ({
  page,
  context,
}) => {
  const member = await fundedMember('Reader', 40);

  // The frame's storage is partitioned by the top-level site, as a reader's browser keeps it: what the
  // app's origin stores as a first party is not what its frame on the blog sees.
  await page.goto(testUrls.app);
  await page.evaluate(() => localStorage.setItem('cuppa.partition-probe', 'first-party'));

  await page.goto(`${blog}post.html`);
  const opener = page.locator('#tip').getByRole('button', { name: 'ready to send your tip' });
  await expect(opener).toBeVisible();
  await expect(page.locator('#badge').frameLocator('iframe').getByRole('button', { name: 'Sign in' })).toBeVisible();
  const badgeFrame = page
    .frames()
    .find((frame) => frame.url().startsWith(`${appOrigin}/`) && frame !== page.mainFrame());
  expect(await badgeFrame?.evaluate(() => localStorage.getItem('cuppa.partition-probe'))).toBeNull();

  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'ready to send your tip' });
  await dialog.getByRole('tab', { name: 'in crypto' }).click();
  const address = await dialog.getByLabel('Solana address').inputValue();
  expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  await expect(dialog.getByRole('img', { name: `solana:${address}` })).toBeVisible();
  await dialog.getByRole('tab', { name: 'my balance' }).click();

  const frame = dialog.frameLocator('iframe');
  await expect(frame.getByText('Sign in to pay from your Cuppa balance')).toBeVisible();
  await signInThroughPopup(frame, context, member);
  await expect(balanceIn(page)).toHaveText('$40.00');
  await type(frame.getByLabel('Tip amount in dollars'), '3');
  await pressInFrame(frame, 'yes');
  await expect
    .poll(() => events(page))
    .toContainEqual(
      expect.objectContaining({
        name: 'cuppa-tip',
        detail: {
          creator: 'alice',
          amount: 3,
          coin: 'solana',
          receipt: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        },
      }),
    );
  await expect(frame.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(frame.getByText('You sent $3.00 to Alice Rivera')).toBeVisible();
  await expect(balanceIn(page)).toHaveText('$37.00');

  await page.goto(`${blog}subscribe.html`);
  await page.getByRole('button', { name: 'Subscribe for $' }).click();
  const subscribe = page.getByRole('dialog', { name: 'confirm subscription' }).frameLocator('iframe');
  await expect(subscribe.getByText('are you sure subscribe')).toBeVisible();
  await pressInFrame(subscribe, 'accept');
  await expect.poll(() => events(page)).toContainEqual(expect.objectContaining({ name: 'cuppa-subscribe' }));
  await expect(subscribe.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await pressInFrame(subscribe, 'Close');
  await expect(page.getByRole('button', { name: 'Subscribed' })).toBeVisible();
});
