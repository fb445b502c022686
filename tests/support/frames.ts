import { expect, type BrowserContext, type FrameLocator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './app';
import { testUrls } from './ports';

/**
 * Waits until an embed frame shows all its content and holds still in the page. When the frame's
 * content changes (sign-in, a receipt, an error) it reports its new height; until the widget has
 * applied it, the content is clipped and the dialog, centred, is still moving. Playwright's wait for a
 * still button looks inside the frame only, so a press computed then lands where the button no longer
 * is and does nothing (reproduced: 1 run in 13 on a loaded machine, a receipt's Close that closed nothing).
 */
export async function frameSettles(frame: FrameLocator): Promise<void> {
  const iframe = frame.owner();
  let last = '';
  await expect
    .poll(
      async () => {
        const fits = await frame
          .locator('#main')
          .evaluate((main) => main.getBoundingClientRect().height <= window.innerHeight + 1);
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
 * into view first: a signed-in tip form is taller than the dialog's room (90vh), so the dialog scrolls
 * to reach 'yes' and the frame moves 90-160 px. Left to the click, that scroll comes after the wait for
 * a still frame, and the press can land where the button was (CI, once: a 'yes' that sent nothing).
 */
export async function pressInFrame(
  frame: FrameLocator,
  name: string | RegExp,
  role: 'button' | 'link' = 'button',
): Promise<void> {
  const control = frame.getByRole(role, { name });
  await expect(control).toBeVisible();
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
