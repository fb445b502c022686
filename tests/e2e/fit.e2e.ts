import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { testUrls } from '../support/ports';
import { frameSettles } from '../support/frames';
import { expectSurface, texts, type Lng, type Theme } from '../support/variants';
import { cleanConsole, test } from '../support/test';

/**
 * Issue 22, items 3, 4 and 6: the widgets fit the page they live on (its theme, the site's accent in
 * the frames, no room left around them, no jump between tabs: a switch glides to the shown tab's
 * height, WIDGETS.md's dialog no taller than what it shows), the sign-in popup is a focused page,
 * and the guide's snippet keeps a page without a stylesheet still. The blog is another origin.
 */
const blog = testUrls.blog;
const app = testUrls.app.replace(/\/$/, '');
const loader = `${testUrls.app.replace(/\/cuppa\/$/, '')}/widgets/v1/cuppa.js`;
const script = `<script type="module" src="${loader}" data-api="${testUrls.api}" data-app="${app}"></script>`;

/** A blog page of our own making on the blog's origin: its style, its language, and these widgets. */
async function hostPage(page: Page, { css = '', lng = 'en', body }: { css?: string; lng?: Lng; body: string }) {
  await page.goto(`${blog}bare.html`);
  await page.setContent(`<!doctype html><html lang="${lng}" dir="${lng === 'ar' ? 'rtl' : 'ltr'}"><head>
    <meta name="viewport" content="width=device-width, initial-scale=1">
    ${css ? `<style>${css}</style>` : ''}${script}</head><body>${body}</body></html>`);
}

const surface = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);
const frameTheme = async (frame: Locator) => new URL((await frame.getAttribute('src')) ?? '').searchParams.get('theme');
const shot = (page: Page | Locator, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

test.describe('theme auto follows the host page, then the system', () => {
  const cases: { name: string; system: Theme; css: string; expected: Theme }[] = [
    { name: 'a light blog, the system dark', system: 'dark', css: 'body{background:#fdfcf8}', expected: 'light' },
    { name: 'a dark blog, the system light', system: 'light', css: 'body{background:#15171a}', expected: 'dark' },
    { name: 'color-scheme dark, no background', system: 'light', css: ':root{color-scheme:dark}', expected: 'dark' },
    { name: 'no stylesheet at all, the system dark', system: 'dark', css: '', expected: 'light' },
    {
      name: 'light dark and no background: the system',
      system: 'dark',
      css: ':root{color-scheme:light dark}',
      expected: 'dark',
    },
  ];
  for (const { name, system, css, expected } of cases) {
    test(`${name}: ${expected} widgets and frames`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: system });
      await hostPage(page, {
        css,
        body: '<cuppa-creator-card creator="alice"></cuppa-creator-card><cuppa-wallet-badge></cuppa-wallet-badge>',
      });
      const card = page.getByRole('article', { name: 'Alice Rivera' });
      await expect(card).toBeVisible();
      expectSurface(await surface(card), expected, 'the creator card');
      expect(await frameTheme(page.locator('cuppa-wallet-badge iframe'))).toBe(expected);
      // The frame stays transparent: a scheme of its own would make the browser paint it opaque (a black
      // block round the badge on a light blog when the system is dark).
      const badge = page.locator('cuppa-wallet-badge');
      await expect(badge.frameLocator('iframe').getByRole('button', { name: 'Sign in' })).toBeVisible();
      expect(await cornerPixel(page, badge.locator('iframe'))).toEqual(await cornerPixel(page, page.locator('body')));
    });
  }

  test('a page that switches its own theme takes the widgets with it', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await hostPage(page, {
      css: 'body{background:#fdfcf8} body.night{background:#15171a}',
      body: '<cuppa-creator-card creator="alice"></cuppa-creator-card>',
    });
    const card = page.getByRole('article', { name: 'Alice Rivera' });
    await expect(card).toBeVisible();
    expectSurface(await surface(card), 'light', 'the card on a light page');
    await page.evaluate(() => document.body.classList.add('night'));
    await expect.poll(async () => expectSurfaceOk(await surface(card), 'dark')).toBe(true);
  });
});

/** The colour the browser paints at an element's top-left corner, read from a screenshot of it. */
async function cornerPixel(page: Page, target: Locator): Promise<number[]> {
  const png = (await target.screenshot()).toString('base64');
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    return [...context.getImageData(1, 1, 1, 1).data];
  }, png);
}

function expectSurfaceOk(colour: string, theme: Theme): boolean {
  try {
    expectSurface(colour, theme, 'surface');
    return true;
  } catch {
    return false;
  }
}

test.describe('the frames and the sign-in popup look like the widget', cleanConsole, () => {
  test('accent, radius and font reach the badge and the popup; the popup is focused and signs up', async ({
    page,
    context,
  }) => {
    await hostPage(page, {
      css: 'body{background:#fff;--cuppa-accent:#2563eb;--cuppa-radius:6px;--cuppa-font:Georgia, serif}',
      body: '<cuppa-tip-button creator="alice"></cuppa-tip-button><div id="line"><cuppa-wallet-badge></cuppa-wallet-badge></div>',
    });
    const blue = 'rgb(37, 99, 235)';
    const tip = page.getByRole('button', { name: 'ready to send your tip' });
    await expect(tip).toBeVisible();
    expect(await surface(tip)).toBe(blue);

    const badge = page.locator('cuppa-wallet-badge').frameLocator('iframe');
    const signIn = badge.getByRole('button', { name: 'Sign in' });
    await expect(signIn).toBeVisible();
    const look = await signIn.evaluate((button) => {
      const style = getComputedStyle(button);
      return { background: style.backgroundColor, radius: style.borderTopLeftRadius, font: style.fontFamily };
    });
    expect(look).toEqual({ background: blue, radius: '6px', font: 'Georgia, serif' });

    const popupPromise = context.waitForEvent('page');
    await signIn.click();
    const popup = await popupPromise;
    // Plain waiting copy in the widget while the popup is open.
    await expect(badge.getByText('Waiting for you to sign in. Use the Cuppa window that just opened.')).toBeVisible();

    // The focused page: the brand, the form, two links; no selects, no footer, no other link.
    await expect(popup.getByRole('heading', { name: 'Connect a site' })).toBeVisible();
    await expect(popup.getByText('Cuppa', { exact: true })).toBeVisible();
    await expect(popup.getByRole('combobox')).toHaveCount(0);
    await expect(popup.getByRole('contentinfo')).toHaveCount(0);
    await expect(popup.getByRole('link')).toHaveText(['Skip to content', 'Forgot your password?', 'Create an account']);
    const submit = popup.getByRole('button', { name: 'Sign in' });
    expect(await surface(submit)).toBe(blue);
    await shot(popup, 'popup-sign-in');

    // Forgot password: the link is sent here, and 'Back to sign in' returns to this page's form.
    await popup.getByRole('link', { name: 'Forgot your password?' }).click();
    await popup.getByLabel('Email').fill('someone@cuppa.test');
    await popup.getByRole('button', { name: 'Send reset link' }).click();
    await expect(popup.locator('.notice-success')).toBeVisible();
    await popup.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(popup.getByRole('button', { name: 'Sign in' })).toBeVisible();

    // Create an account: completing it lands on the approval, in the same window.
    await popup.getByRole('link', { name: 'Create an account' }).click();
    await expect(popup.getByRole('combobox')).toHaveCount(0);
    await popup.getByLabel('First name').fill('Fiona');
    await popup.getByLabel('Last name').fill('Fit');
    await popup.getByLabel('Email').fill(`fit-${Date.now()}@cuppa.test`);
    await popup.getByLabel('Password', { exact: true }).fill('cuppa-fit-12345');
    await shot(popup, 'popup-sign-up');
    await popup.getByRole('button', { name: 'Create account' }).click();
    const site = new URL(blog).origin;
    await expect(popup.getByText(`Allow ${site} to send tips and subscribe for you, up to $20.00 a day`)).toBeVisible();
    await popup.getByRole('button', { name: 'Allow' }).click();
    await expect(popup.getByText('Connected.')).toBeVisible();
    await expect(badge.getByLabel('Balance')).toHaveText(/^\$\d/);
  });
});

const layouts: { name: string; width: number; height: number; theme: Theme; lng: Lng }[] = [
  { name: '375 px, light, English', width: 375, height: 740, theme: 'light', lng: 'en' },
  { name: '375 px, dark, Arabic', width: 375, height: 740, theme: 'dark', lng: 'ar' },
  { name: '1280 px, light, Arabic', width: 1280, height: 800, theme: 'light', lng: 'ar' },
  { name: '1280 px, dark, English', width: 1280, height: 800, theme: 'dark', lng: 'en' },
];

for (const variant of layouts) {
  test.describe(`the widgets take their own size, ${variant.name}`, () => {
    test.use({ viewport: { width: variant.width, height: variant.height } });

    test('no room left around them, a compact badge at the end, a tip dialog as tall as its tab, gliding between tabs', async ({
      page,
    }) => {
      const t = texts(variant.lng);
      // The system says the other theme: the page's own background decides.
      await page.emulateMedia({ colorScheme: variant.theme === 'dark' ? 'light' : 'dark' });
      await hostPage(page, {
        lng: variant.lng,
        css: `body{margin:16px;background:${variant.theme === 'dark' ? '#15171a;color:#eee' : '#fdfcf8'}}`,
        body: `<p><cuppa-tip-button id="tip" creator="alice"></cuppa-tip-button>
          <cuppa-subscribe-button id="subscribe" creator="alice"></cuppa-subscribe-button></p>
          <div id="line"><cuppa-wallet-badge id="badge"></cuppa-wallet-badge></div>`,
      });
      await expect(page.locator('#tip').getByRole('button')).toHaveText(t('tip.readyToSend'));
      for (const id of ['tip', 'subscribe']) {
        const element = page.locator(`#${id}`);
        const button = element.getByRole('button').first();
        await expect.poll(() => element.evaluate((host) => (host as HTMLElement).style.minWidth)).toBe('');
        const [outer, inner] = [await element.boundingBox(), await button.boundingBox()];
        expect(Math.abs((outer?.width ?? 0) - (inner?.width ?? 0)), `#${id} is as wide as its button`).toBeLessThan(1);
      }

      const frame = page.locator('#badge iframe');
      await expect(
        page
          .locator('#badge')
          .frameLocator('iframe')
          .getByRole('button', { name: t('app:embed.signIn') }),
      ).toBeVisible();
      await expect.poll(async () => (await frame.boundingBox())?.width ?? 0).toBeGreaterThan(40);
      const [line, box] = [await page.locator('#line').boundingBox(), await frame.boundingBox()];
      if (!line || !box) throw new Error('no badge');
      expect(box.width, 'a compact badge').toBeLessThan(200);
      if (variant.lng === 'ar')
        expect(Math.abs(box.x - line.x), 'at the start of the line, right to left').toBeLessThan(1);
      else expect(Math.abs(box.x + box.width - (line.x + line.width)), 'at the end of the line').toBeLessThan(1);
      await shot(page, `page-${variant.width}-${variant.theme}-${variant.lng}`);

      await page.locator('#tip').getByRole('button').click();
      const dialog = page.getByRole('dialog');
      const tipFrame = dialog.frameLocator('iframe');
      await expect(tipFrame.getByRole('button', { name: t('app:embed.signIn') })).toBeVisible();
      expectSurface(await surface(dialog), variant.theme, 'the dialog');
      const height = async () => Math.round((await dialog.boundingBox())?.height ?? 0);
      /** The dialog's height once it holds still (a frame settling, a switch gliding). */
      const stillHeight = async () => {
        let last = -1;
        await expect
          .poll(async () => {
            const [was, now] = [last, await height()];
            last = now;
            return now > 0 && now === was;
          })
          .toBe(true);
        return last;
      };
      await frameSettles(tipFrame);
      const balance = await stillHeight();
      // Signed out, the balance tab is its 'Sign in': under it the dialog's padding, no room kept for the
      // crypto tab (it was 350-400 px of empty dialog, the first thing a new reader saw).
      const [sheet, signIn] = [(await dialog.boundingBox())!, (await tipFrame.owner().boundingBox())!];
      expect(sheet.y + sheet.height - (signIn.y + signIn.height), 'no taller than what it shows').toBeLessThanOrEqual(
        24,
      );
      await shot(dialog, `tip-balance-${variant.width}-${variant.theme}-${variant.lng}`);

      // A switch glides from one height to the other: slowed twenty times, it is still on its way.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Animation.enable');
      await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.05 });
      await dialog.getByRole('tab', { name: t('tip.inCrypto') }).click();
      await page.waitForTimeout(500);
      const midway = await height();
      await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
      await expect(dialog.getByRole('img', { name: /^solana:/ })).toBeVisible();
      const crypto = await stillHeight();
      expect(crypto, 'the crypto tab is taller').toBeGreaterThan(balance);
      expect(midway, 'gliding, not jumping').toBeGreaterThan(balance);
      expect(midway, 'gliding, not jumping').toBeLessThan(crypto);
      await shot(dialog, `tip-crypto-${variant.width}-${variant.theme}-${variant.lng}`);
      await dialog.getByRole('tab', { name: t('tip.myBalance') }).click();
      expect(await stillHeight(), 'and back to the balance tab’s own height').toBe(balance);
    });
  });
}

/** The guide's snippet as a site owner copies it, pointed at this test's servers. */
function guideSnippet(): string {
  const guide = readFileSync(new URL('../../docs/embedding.md', import.meta.url), 'utf8');
  const snippet = /## The snippet\n+(?:<!-- prettier-ignore -->\n)?```html\n([\s\S]*?)```/.exec(guide)?.[1] ?? '';
  return snippet
    .replaceAll('https://APP/widgets/v1/cuppa.js', loader)
    .replaceAll('https://API/api', testUrls.api)
    .replaceAll('https://APP/cuppa', app);
}

/** Layout shift (CLS, without input) while the snippet's widgets arrive on a page with nothing else. */
async function shiftWhileLoading(page: Page, snippet: string): Promise<number> {
  await page.goto(`${blog}bare.html`);
  // The page paints before the widgets arrive, as on a reader's network: on a loaded machine the loader
  // could otherwise arrive before the first paint, and nothing would be measured either way.
  await page.route(loader, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.setContent(`<!doctype html><html lang="en"><head>
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <script>
      window.shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    </script></head><body>
    <h1>A post</h1><p>Before the widgets.</p>${snippet}<p>After the widgets, a paragraph that would move.</p>
    </body></html>`);
  // The card holds a tip and a subscribe button of its own, and the goal a tip button.
  await expect(page.getByRole('button', { name: 'ready to send your tip' })).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Subscribe for $5.00' })).toHaveCount(2);
  await expect(page.getByRole('article', { name: 'Alice Rivera' })).toBeVisible();
  await expect(
    page.locator('cuppa-wallet-badge').frameLocator('iframe').getByRole('button', { name: 'Sign in' }),
  ).toBeVisible();
  // The goal and the wall load their code once in view: scrolled to, each fills the room it kept.
  for (const [tag, role, name] of [
    ['cuppa-goal', 'progressbar', 'A new lens for the Porto trip'],
    ['cuppa-supporters', 'region', 'Latest supporters'],
  ] as const) {
    await page.locator(tag).scrollIntoViewIfNeeded();
    await expect(page.locator(tag).getByRole(role, { name })).toBeVisible();
  }
  await page.waitForTimeout(500);
  await page.unroute(loader);
  return page.evaluate(() => (window as unknown as { shift: number }).shift);
}

for (const width of [375, 1280]) {
  test.describe(`the guide's snippet on a page with no stylesheet, ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('shifts the page by less than 0.01 as the widgets arrive', async ({ page }) => {
      const snippet = guideSnippet();
      expect(snippet).toContain(`src="${loader}"`);
      expect(snippet).toContain('style="display:inline-block;min-width:244px');
      const shift = await shiftWhileLoading(page, snippet);
      expect(shift).toBeLessThan(0.01);
      await shot(page, `snippet-${width}`);
      // The measurement bites: the same snippet without its room moves the page.
      const without = await shiftWhileLoading(page, snippet.replace(/\s+style="[^"]*"/g, ''));
      expect(without).toBeGreaterThan(0.01);
    });
  });
}
