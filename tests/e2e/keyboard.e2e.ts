import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { api, fundedMember, type Account } from '../support/accounts';
import { DEMO_PASSWORD } from '../support/app';
import { pressToClose } from '../support/frames';
import { testUrls } from '../support/ports';
import { cleanConsole, test } from '../support/test';

/** Whether the element has the focus: in its document or shadow root, with that document focused. */
const hasFocus = (target: Locator) =>
  target
    .evaluate(
      (element) => {
        const root = element.getRootNode() as Document | ShadowRoot;
        return root.activeElement === element && element.ownerDocument.hasFocus();
      },
      undefined,
      { timeout: 1000 },
    )
    .catch(() => false);

/** Presses Tab until the target has the focus, as a keyboard user would; through shadow roots and frames. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  if (await hasFocus(target)) return;
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await hasFocus(target)) return;
  }
  throw new Error(`${target.toString()} not reached within ${limit} Tab presses`);
}

test('sign in with the keyboard alone', async ({ page }) => {
  await page.goto(`${testUrls.app}auth/sign-in?redirectTo=%2Fsettings%2Fconnected-sites`);
  await tabTo(page, page.locator('input[type=email]'));
  await page.keyboard.type('member@cuppa.test');
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/connected-sites$/);
  await expect(page.getByRole('heading', { name: 'Connected sites', level: 1 })).toBeVisible();
});

test.describe('paying on a creator’s blog with the keyboard alone', cleanConsole, () => {
  const site = new URL(testUrls.blog).origin;
  const points = async (member: Account) =>
    (await api<{ user: { points: number } }>('GET', '/v1/customer/me', { token: member.token })).body.user.points;

  /** From the frame's 'Sign in' to the approved site, in the popup, by keyboard. */
  async function signInThroughPopup(page: Page, context: BrowserContext, frame: Locator, member: Account) {
    const signIn = frame.getByRole('button', { name: 'Sign in' });
    await tabTo(page, signIn);
    const popupPromise = context.waitForEvent('page');
    await page.keyboard.press('Enter');
    const popup = await popupPromise;
    await tabTo(popup, popup.getByLabel('Email'));
    await popup.keyboard.type(member.email);
    await popup.keyboard.press('Tab');
    await popup.keyboard.type(member.password);
    await popup.keyboard.press('Enter');
    await expect(popup.getByText(`Allow ${site} to send tips and subscribe for you, up to $20.00 a day`)).toBeVisible();
    await tabTo(popup, popup.getByRole('button', { name: 'Allow' }));
    await popup.keyboard.press('Enter');
    await expect(popup.getByText('Connected.')).toBeVisible();
  }

  test('tip: open the dialog, sign in through the popup, send $3, focus back on the button', async ({
    page,
    context,
  }) => {
    const member = await fundedMember('Kira', 20);
    await page.goto(`${testUrls.blog}variants.html`);
    const opener = page.locator('#tip').getByRole('button', { name: 'ready to send your tip' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'ready to send your tip' });
    await expect(dialog).toBeVisible();
    const frame = dialog.frameLocator('iframe').locator('body');
    await signInThroughPopup(page, context, frame, member);

    const amount = frame.getByLabel('Tip amount in dollars');
    await expect(amount).toBeVisible();
    await tabTo(page, amount);
    await page.keyboard.press('Enter');
    await expect(frame.getByText('Please enter your tip')).toBeVisible();
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    // The receipt takes focus, and its Close button, by keyboard, ends the dialog.
    await expect(frame.getByRole('heading', { name: 'Thank you!' })).toBeFocused();
    await expect(frame.getByText(/^You sent \$3\.00 to /)).toBeVisible();
    await expect(frame.getByText('Your balance is now $17.00')).toBeVisible();
    await tabTo(page, frame.getByRole('button', { name: 'Close' }));
    await pressToClose(page, 'Enter', dialog);
    await expect.poll(() => hasFocus(opener)).toBe(true);
    expect(await points(member)).toBe(17);
  });

  test('subscribe: open the dialog, sign in through the popup, accept; the button turns quiet', async ({
    page,
    context,
  }) => {
    const member = await fundedMember('Jon', 20);
    await page.goto(`${testUrls.blog}variants.html`);
    const opener = page.locator('#subscribe').getByRole('button', { name: 'Subscribe for $5.00' });
    await tabTo(page, opener);
    await page.keyboard.press('Space');
    const dialog = page.getByRole('dialog', { name: 'confirm subscription' });
    await expect(dialog).toBeVisible();
    const frame = dialog.frameLocator('iframe').locator('body');
    await signInThroughPopup(page, context, frame, member);

    await expect(frame.getByText('are you sure subscribe')).toBeVisible();
    await tabTo(page, frame.getByRole('button', { name: 'accept' }));
    await page.keyboard.press('Enter');
    await expect(frame.getByRole('heading', { name: 'Thank you!' })).toBeFocused();
    await pressToClose(page, 'Escape', dialog);
    await expect(page.locator('#subscribe').getByRole('button', { name: /^Subscribed · Renews on / })).toBeVisible();
    // The opener gave way to the quiet state: the keyboard user keeps their place in the widget, not the body.
    const manage = page.locator('#subscribe').getByRole('link', { name: 'Manage in Cuppa' });
    await expect.poll(() => hasFocus(manage)).toBe(true);
    expect(await points(member)).toBe(15);

    // A reader who is already subscribed keeps the page's focus where it was as the widget loads.
    await page.reload();
    await expect(manage).toBeVisible();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  });
});
