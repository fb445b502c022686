import { expect, type FrameLocator } from '@playwright/test';

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

/** Presses a control in an embed frame once the frame has settled around it. */
export async function pressInFrame(
  frame: FrameLocator,
  name: string | RegExp,
  role: 'button' | 'link' = 'button',
): Promise<void> {
  const control = frame.getByRole(role, { name });
  await expect(control).toBeVisible();
  await frameSettles(frame);
  await control.click();
}
