import { expect, type Page } from '@playwright/test';
import { fundedMember } from '../support/accounts';
import { DEMO_PASSWORD } from '../support/app';
import { testUrls } from '../support/ports';
import { pressInFrame } from '../support/frames';
import { cleanConsole, test } from '../support/test';

const demo = testUrls.demo;
const site = new URL(demo).origin;
const tipButton = (page: Page, id: string) =>
  page.locator(`#${id}`).getByRole('button', { name: 'ready to send your tip' });
const log = (page: Page) => page.getByRole('list', { name: 'Events' });

/** Console errors, with where they came from. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    errors.push(`${message.text()} ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** CSP violations, recorded in the page before any of its scripts run. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}

test.describe('the demo blog (npm start’s demo/, on another site than the app)', () => {
  test(
    'the post renders its widgets; the event log records sign-in and a $1 tip',
    cleanConsole,
    async ({ page, context }) => {
      await page.goto(demo);
      await expect(page).toHaveURL(/index\.html$/);
      await expect(page.getByRole('heading', { name: 'A slow week in Lisbon' })).toBeVisible();
      await expect(tipButton(page, 'tip')).toBeVisible();
      await expect(page.locator('#subscribe').getByRole('button', { name: /^Subscribe for \$5\.00$/ })).toBeVisible();
      // Below the goal and the supporters-only section now: the card loads once scrolled to.
      await page.locator('#card').scrollIntoViewIfNeeded();
      await expect(page.locator('#card').getByText('Alice Rivera')).toBeVisible();
      await expect(
        page.locator('#header-badge').frameLocator('iframe').getByRole('button', { name: 'Sign in' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Playground' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Blog post' })).toHaveAttribute('aria-current', 'page');

      const progress = page.locator('#goal').getByRole('progressbar', { name: 'A new lens for the Porto trip' });
      await expect(progress).toHaveAttribute('aria-valuetext', /of \$500\.00/);
      const raised = await progress.getAttribute('aria-valuetext');

      await tipButton(page, 'tip').click();
      const frame = page.getByRole('dialog', { name: 'ready to send your tip' }).frameLocator('iframe');
      const popupPromise = context.waitForEvent('page');
      await pressInFrame(frame, 'Sign in');
      const popup = await popupPromise;
      await popup.getByLabel('Email').fill('member@cuppa.test');
      await popup.getByLabel('Password').fill(DEMO_PASSWORD);
      await popup.getByRole('button', { name: 'Sign in' }).click();
      await expect(popup.getByText(`Allow ${site} to send tips and subscribe for you`)).toBeVisible();
      await popup.getByRole('button', { name: 'Allow' }).click();
      await expect(popup.getByText('Connected.')).toBeVisible();

      await frame.getByLabel('Tip amount in dollars').fill('1');
      await expect(log(page).locator('[data-event="cuppa-session"]').first()).toContainText('"signedIn":true');
      await pressInFrame(frame, 'yes');
      await expect(frame.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
      const tip = log(page).locator('[data-event="cuppa-tip"]');
      await expect(tip).toHaveCount(1);
      await expect(tip).toContainText('from <cuppa-tip-button id="tip">');
      // The event carries the signed receipt (a compact JWS) a site's server can check.
      await expect(tip).toContainText('{"creator":"alice","amount":1,"coin":"solana","receipt":"ey');
      await pressInFrame(frame, 'Close');
      await expect(page.getByRole('dialog')).toBeHidden();
      // The goal on the same page reads again after the tip.
      await expect(progress).not.toHaveAttribute('aria-valuetext', raised ?? '');

      await page.getByRole('button', { name: 'Clear' }).click();
      await expect(log(page).locator('.event')).toHaveCount(0);
      await pressInFrame(page.locator('#header-badge').frameLocator('iframe'), 'Sign out');
      await expect(log(page).locator('[data-event="cuppa-session"]').first()).toContainText('"signedIn":false');
    },
  );

  test('a subscription opens the supporters-only section from its receipt; the goal and the wall show it at once', async ({
    browser,
  }) => {
    // A reader of its own, not yet subscribed to alice (the demo member is, after other tests).
    const reader = await fundedMember('Noor', 20);
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(demo);
    const section = page.getByRole('region', { name: 'For subscribers: the Porto notebook' });
    await expect(section.getByText('Subscribe to Alice above and this section opens')).toBeVisible();
    const progress = page.locator('#goal').getByRole('progressbar', { name: 'A new lens for the Porto trip' });
    await expect(progress).toHaveAttribute('aria-valuetext', /^\$[\d,.]+ of \$500\.00, \d+% of the goal$/);
    const before = await progress.getAttribute('aria-valuetext');
    // Below the fold, the wall waits for the reader to scroll to it (its fallback link until then).
    await page.locator('#supporters').scrollIntoViewIfNeeded();
    const wall = page.locator('#supporters').getByRole('region', { name: 'Latest supporters' });
    await expect(wall.getByRole('listitem').first()).toBeVisible();
    await expect(wall.getByText('Noor')).toHaveCount(0);

    await page.locator('#subscribe').getByRole('button', { name: 'Subscribe for $5.00' }).click();
    const frame = page.getByRole('dialog', { name: 'confirm subscription' }).frameLocator('iframe');
    const popupPromise = context.waitForEvent('page');
    await pressInFrame(frame, 'Sign in');
    const popup = await popupPromise;
    await popup.getByLabel('Email').fill(reader.email);
    await popup.getByLabel('Password').fill(reader.password);
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await popup.getByRole('button', { name: 'Allow' }).click();
    await expect(popup.getByText('Connected.')).toBeVisible();
    // Off by default: the reader turns it on to be named on the wall.
    const choice = frame.getByRole('checkbox', { name: /supporters wall/ });
    await expect(choice).not.toBeChecked();
    await choice.check();
    await pressInFrame(frame, 'accept');
    await expect(frame.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

    // The blog's own server checked the receipt the cuppa-subscribe event carried, and opened the section.
    await expect(section.getByRole('heading', { name: 'The Porto notebook', exact: true })).toBeVisible();
    await expect(section.getByText('Subscribe to Alice above and this section opens')).toHaveCount(0);
    // With the dialog closed (the page behind a modal is hidden from the accessibility tree).
    await pressInFrame(frame, 'Close');
    await expect(progress).not.toHaveAttribute('aria-valuetext', before ?? '');
    await expect(wall.getByRole('listitem').first()).toContainText('Noor');

    // The next visit: the server's cookie keeps it open.
    await page.reload();
    await expect(section.getByRole('heading', { name: 'The Porto notebook', exact: true })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the playground: the controls change the snippet and the live preview', cleanConsole, async ({ page }) => {
    await page.goto(`${demo}playground.html`);
    const snippet = page.locator('#pg-snippet');
    const preview = page.locator('#pg-preview');
    await expect(snippet).toContainText(`src="${testUrls.app.replace(/\/cuppa\/$/, '')}/widgets/v1/cuppa.js"`);
    // Each element carries its room, so a page without a stylesheet of its own keeps still.
    const tipRoom = 'style="display:inline-block;min-width:244px;min-height:44px;vertical-align:middle"';
    await expect(snippet).toContainText(`<cuppa-tip-button creator="alice" ${tipRoom}><a href=`);
    await expect(preview.getByRole('button', { name: 'ready to send your tip' })).toBeVisible();

    await page.getByLabel('Widget', { exact: true }).selectOption('cuppa-subscribe-button');
    await page.getByLabel('Creator', { exact: true }).selectOption('carmen');
    const subscribeRoom = 'style="display:inline-block;min-width:220px;min-height:44px;vertical-align:middle"';
    await expect(snippet).toContainText(
      `<cuppa-subscribe-button creator="carmen" ${subscribeRoom}></cuppa-subscribe-button>`,
    );
    await expect(preview.getByRole('button', { name: 'Subscribe for $4.00' })).toBeVisible();

    await page.getByLabel('Dark').check();
    await page.getByLabel('Language').selectOption('es');
    await expect(snippet).toContainText(
      `<cuppa-subscribe-button creator="carmen" theme="dark" lang="es" ${subscribeRoom}>`,
    );
    await expect(preview.locator('cuppa-subscribe-button')).toHaveAttribute('theme', 'dark');
    await expect(preview.getByRole('button', { name: /4,00|4\.00/ })).not.toHaveText('Subscribe for $4.00');

    await page.getByLabel('Widget', { exact: true }).selectOption('cuppa-tip-button');
    await page.getByLabel('Tip button label (tip button, creator card)').fill('Buy Carmen a coffee');
    await expect(snippet).toContainText('label="Buy Carmen a coffee"');
    await expect(preview.getByRole('button', { name: 'Buy Carmen a coffee' })).toBeVisible();

    await page.getByLabel('Widget', { exact: true }).selectOption('cuppa-wallet-badge');
    await expect(page.getByLabel('Creator', { exact: true })).toBeDisabled();
    await expect(snippet).toContainText(
      '<cuppa-wallet-badge theme="dark" lang="es" style="display:block;min-width:0px;min-height:56px;vertical-align:middle"></cuppa-wallet-badge>',
    );
    // At 375 px the snippet scrolls rather than wrap: one line box per line of text, none inside a tag.
    await page.setViewportSize({ width: 375, height: 740 });
    const lines = await snippet.evaluate((code) => ({
      text: (code.textContent ?? '').split('\n').length,
      boxes: new Set(Array.from(code.getClientRects(), (rect) => Math.round(rect.top))).size,
    }));
    expect(lines.boxes).toBe(lines.text);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site });
    await page.getByRole('button', { name: 'Copy the snippet' }).click();
    await expect(page.getByRole('status')).toHaveText('Copied to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await snippet.textContent());
  });

  test('the proof pages load their widgets without console errors or CSP violations', async ({ page }) => {
    const errors = watchErrors(page);
    const violations = await watchViolations(page);

    const csp = await page.goto(`${demo}csp.html`);
    const policy = csp?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("default-src 'none'");
    await expect(page.locator('#policy')).toHaveText(policy);
    await expect(tipButton(page, 'tip')).toBeVisible();
    await expect(page.locator('#card').getByText('Emma Nakamura')).toBeVisible();
    await expect(page.locator('#card').locator('img').first()).toBeVisible();
    await expect(
      page.locator('#header-badge').frameLocator('iframe').getByRole('button', { name: 'Sign in' }),
    ).toBeVisible();
    await tipButton(page, 'tip').click();
    await expect(
      page
        .getByRole('dialog', { name: 'ready to send your tip' })
        .frameLocator('iframe')
        .getByRole('button', { name: 'Sign in' }),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'in crypto' }).click();
    await expect(page.getByRole('dialog').getByRole('img').first()).toBeVisible();
    // The guide's directives are all the widgets need: not one violation, not even a caught eval probe.
    expect(await violations()).toEqual([]);
    await expect(page.locator('[data-event="csp-violation"]')).toHaveCount(0);

    const coop = await page.goto(`${demo}coop.html`);
    expect(coop?.headers()['cross-origin-opener-policy']).toBe('same-origin');
    await expect(tipButton(page, 'tip')).toBeVisible();

    await page.goto(`${demo}hostile.html`);
    await expect(tipButton(page, 'tip')).toBeVisible();
    expect(await tipButton(page, 'tip').evaluate((button) => getComputedStyle(button).fontSize)).toBe('16px');
    expect(await page.locator('#host-button').evaluate((button) => getComputedStyle(button).fontSize)).toBe('30px');

    await page.goto(`${demo}shared-balance.html`);
    await expect(
      page.locator('#badge-2').frameLocator('iframe').getByRole('button', { name: 'Sign in' }),
    ).toBeVisible();
    await expect(page.locator('#tip-emma').getByRole('button', { name: 'Tip Emma' })).toBeVisible();

    await page.goto(`${demo}spa.html`);
    await expect(page.locator('#spa-card').getByText('Alice Rivera')).toBeVisible();
    await page.getByRole('link', { name: 'Carmen' }).click();
    await expect(page).toHaveURL(/creator=carmen/);
    await expect(page.locator('#spa-card').getByText('Carmen Ortiz')).toBeVisible();
    await page.getByRole('button', { name: 'Add a tip button' }).click();
    await page.getByRole('button', { name: 'Add a tip button' }).click();
    await expect(page.locator('#spa-tip-2').getByRole('button', { name: 'Tip #2' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove the last one' }).click();
    await expect(page.locator('#spa-tip-2')).toHaveCount(0);
    await page.goBack();
    await expect(page.locator('#spa-card').getByText('Alice Rivera')).toBeVisible();

    expect(errors).toEqual([]);

    // The guide opens as a page, not raw Markdown.
    await page.goto(`${demo}index.html`);
    await page.getByRole('link', { name: 'Read the embedding guide' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Embedding the widgets' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Content-Security-Policy' })).toBeVisible();
    await page.getByRole('link', { name: 'CHANGELOG.md' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Changelog' })).toBeVisible();
  });
});
