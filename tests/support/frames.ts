import { expect, type BrowserContext, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './app';
import { testUrls } from './ports';

/**
 * Waits until an embed frame shows all its content (or all the dialog has room for: the rest scrolls
 * in the frame) and holds still in the page. When the frame's content changes (sign-in, a receipt, an
 * error) it reports its new height; until the widget has applied it, the content is clipped and the
 * dialog, centred, is still moving. Playwright's wait for a still button looks inside the frame only,
 * so a press computed then lands where the button no longer is and does nothing (reproduced: 1 run in
 * 13 on a loaded machine, a receipt's Close that closed nothing).
 */
export async function frameSettles(frame: FrameLocator): Promise<void> {
  const iframe = frame.owner();
  let last = '';
  await expect
    .poll(
      async () => {
        const room = await iframe.evaluate((element) => parseFloat(getComputedStyle(element).maxHeight));
        const fits = await frame
          .locator('#main')
          .evaluate(
            (main, largest) => Math.min(main.getBoundingClientRect().height, largest) <= window.innerHeight + 1,
            Number.isFinite(room) ? room : Infinity,
          );
        const box = JSON.stringify(await iframe.boundingBox());
        const still = box === last;
        last = box;
        return fits && still;
      },
      { intervals: [100] },
    )
    .toBe(true);
}

/**
 * Presses a control in an embed frame once the frame has settled around it. The control is brought
 * into view first: where reaching it scrolls what holds the frame (a dialog taller than the screen),
 * the frame moves. Left to the click, that scroll came after the wait for a still frame, and the press
 * could land where the button had been (CI, once: a tip's 'yes' that sent nothing, when the dialog
 * scrolled 90-160 px to reach it).
 */
export async function pressInFrame(
  frame: FrameLocator,
  name: string | RegExp,
  role: 'button' | 'link' = 'button',
): Promise<void> {
  const control = frame.getByRole(role, { name });
  await expect(control).toBeVisible();
  // The frame first: a frame scrolled out of the page (the header's badge, at the foot of a long page)
  // gets no animation frames, and Playwright waits for those before it scrolls a control in it.
  await frame.owner().scrollIntoViewIfNeeded();
  await control.scrollIntoViewIfNeeded();
  await frameSettles(frame);
  await control.click();
}

/** Opens /auth/connect from a signed-out frame (under COOP the popup has no opener: wait on the context). */
export async function openConnect(frame: FrameLocator, context: BrowserContext): Promise<Page> {
  const popupPromise = context.waitForEvent('page');
  await pressInFrame(frame, 'Sign in');
  return popupPromise;
}

/** In the connect popup: signs in and allows the blog's site, with a daily cap in dollars. */
export async function approveInPopup(
  popup: Page,
  cap: string,
  member = { email: 'member@cuppa.test', password: DEMO_PASSWORD },
): Promise<void> {
  const site = new URL(testUrls.blog).origin;
  await expect(popup).toHaveURL(/\/cuppa\/auth\/connect\?site=/);
  await popup.getByLabel('Email').fill(member.email);
  await popup.getByLabel('Password').fill(member.password);
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await expect(popup.getByText(`Allow ${site} to send tips and subscribe for you, up to $20.00 a day`)).toBeVisible();
  await popup.getByLabel('Daily cap in dollars').fill(cap);
  await popup.getByRole('button', { name: 'Allow' }).click();
  await expect(popup.getByText('Connected.')).toBeVisible();
}

/**
 * Presses `key` where its keydown closes the widget's dialog from inside its frame, and lets the key go
 * once the dialog is gone. A whole press sent the keyup into a frame being torn down, and Chromium once
 * never answered it (CI's 90 s timeout, the dialog long closed, as in widgets.e2e.ts's Escape); released
 * after the close, the keyup reaches the page, where the focus has gone back.
 */
export async function pressToClose(page: Page, key: string, dialog: Locator) {
  await page.keyboard.down(key);
  await expect(dialog).toBeHidden();
  await page.keyboard.up(key);
}
