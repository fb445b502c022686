import { expect, test, type Page } from '@playwright/test';
import { api, fundedMember, newCreator, useSession } from '../support/accounts';
import { testUrls } from '../support/ports';

const app = testUrls.app;

/** Holds the real API's answer to the first call matching `path` until `release` is called. */
async function holdCall(page: Page, path: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(path, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * A profile arrives rendered by the server as a visitor sees it; the member's session applies once the
 * browser has hydrated it (the sidebar's 'Sign in' goes), and only then does a press open their modal.
 */
async function openAsMember(page: Page, alias: string) {
  await page.goto(`${app}${alias}`);
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Sign in' }),
  ).toHaveCount(0);
}

test.describe('modals (SPEC.md sections 4 and 9)', () => {
  test('while the subscription runs a spinner shows and cancel is hidden; the modal moves in 300 ms over a 150 ms backdrop', async ({
    page,
    context,
  }) => {
    const creator = await newCreator('Modal', 2);
    await useSession(context, await fundedMember('Waiter', 10));
    await openAsMember(page, creator.alias);
    await page.getByRole('button', { name: /Subscribe for/ }).click();
    const dialog = page.getByRole('dialog', { name: 'confirm subscription' });
    await expect(dialog).toBeVisible();
    const durations = await dialog.evaluate((element) => ({
      modal: getComputedStyle(element).transitionDuration,
      backdrop: getComputedStyle(element, '::backdrop').transitionDuration,
    }));
    expect(durations.modal.split(', ')[0]).toBe('0.3s');
    expect(durations.backdrop.split(', ')[0]).toBe('0.15s');
    await expect(dialog.getByRole('button', { name: 'cancel' })).toBeVisible();

    const release = await holdCall(page, /\/subscriber\/subscribe$/);
    await dialog.getByRole('button', { name: 'accept' }).click();
    await expect(dialog.locator('.spinner')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'cancel' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'accept' })).toBeDisabled();
    release();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /Subscribe for/ })).toHaveCount(0);
  });

  test('with reduced motion the modal appears at once', async ({ page, context }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const creator = await newCreator('Still', 2);
    await useSession(context, await fundedMember('Calm', 10));
    await openAsMember(page, creator.alias);
    await page.getByRole('button', { name: /Subscribe for/ }).click();
    const dialog = page.getByRole('dialog', { name: 'confirm subscription' });
    await expect(dialog).toBeVisible();
    const durations = await dialog.evaluate((element) => [
      getComputedStyle(element).transitionDuration,
      getComputedStyle(element, '::backdrop').transitionDuration,
    ]);
    expect(durations).toEqual(['0s', '0s']);
  });

  test('a cancelled modal takes no press while it moves out', async ({ page, context }) => {
    const creator = await newCreator('Fading', 2);
    const member = await fundedMember('Quick', 10);
    await useSession(context, member);
    const subscribeCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/subscriber\/subscribe$/.test(request.url())) subscribeCalls.push(request.url());
    });
    await openAsMember(page, creator.alias);
    await page.getByRole('button', { name: /Subscribe for/ }).click();
    const dialog = page.getByRole('dialog', { name: 'confirm subscription' });
    const accept = dialog.getByRole('button', { name: 'accept' });
    await expect(accept).toBeVisible();
    await expect(dialog).toHaveCSS('opacity', '1');
    const box = (await accept.boundingBox())!;
    // Cancelled, then held in the middle of its 300 ms exit, where a quick second press lands.
    const held = await dialog.evaluate(
      (element) =>
        new Promise<{ open: boolean; exits: number }>((resolve) => {
          new MutationObserver((_, observer) => {
            observer.disconnect();
            const exits = element.getAnimations();
            for (const exit of exits) exit.pause();
            resolve({ open: (element as HTMLDialogElement).open, exits: exits.length });
          }).observe(element, { attributeFilter: ['open'] });
          element.querySelector<HTMLButtonElement>('.modal-actions button:not(.button-primary)')!.click();
        }),
    );
    expect(held).toEqual({ open: false, exits: expect.any(Number) });
    expect(held.exits).toBeGreaterThan(0);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.evaluate(() => document.getAnimations().forEach((animation) => animation.finish()));
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /Subscribe for/ })).toBeVisible();
    expect(subscribeCalls).toEqual([]);
    expect((await api('GET', '/v1/customer/me', { token: member.token })).body.user.points).toBe(10);
  });

  test("the tip's 'no' hides behind a spinner while the tip is sent, and the amount is coerced to whole dollars", async ({
    page,
    context,
  }) => {
    const creator = await newCreator('Tipped', 2);
    await useSession(context, await fundedMember('Tipper', 10));
    await openAsMember(page, creator.alias);
    await page.getByRole('button', { name: 'ready to send your tip' }).click();
    const tip = page.getByRole('dialog', { name: 'ready to send your tip' });
    const field = tip.getByLabel('Tip amount in dollars');
    await field.fill('3.75');
    await expect(field).toHaveValue('3');
    const release = await holdCall(page, /\/subscriber\/coffee$/);
    await tip.getByRole('button', { name: 'yes' }).click();
    await expect(tip.locator('.spinner')).toBeVisible();
    await expect(tip.getByRole('button', { name: 'no' })).toHaveCount(0);
    release();
    await expect(page.getByText('Thank you!')).toBeVisible();
    await expect(tip).toBeHidden();
  });
});
