import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { testUrls } from '../support/ports';
import { expectSurface, texts, type Lng, type Theme } from '../support/variants';
import { cleanConsole, test } from '../support/test';

/**
 * Issue 43: <cuppa-goal> and <cuppa-supporters> keep the other elements' promises on a blog of another
 * origin: their own shadow root, the host page's theme and language, axe-clean, the fallback children
 * when the code cannot load, and no code of theirs before they are in view.
 */
const blog = testUrls.blog;
const app = testUrls.app.replace(/\/$/, '');
const loader = `${testUrls.app.replace(/\/cuppa\/$/, '')}/widgets/v1/cuppa.js`;
const script = `<script type="module" src="${loader}" data-api="${testUrls.api}" data-app="${app}"></script>`;
const elements = `<cuppa-goal creator="alice"><a href="${app}/alice">Alice’s goal</a></cuppa-goal>
  <cuppa-supporters creator="alice" limit="3"><a href="${app}/alice">Alice’s supporters</a></cuppa-supporters>`;
const supportChunk = '**/widgets/**/chunks/support-widgets-*.js';

async function hostPage(
  page: Page,
  { css = '', lng = 'en', body = elements }: { css?: string; lng?: Lng; body?: string },
) {
  await page.goto(`${blog}bare.html`);
  await page.setContent(`<!doctype html><html lang="${lng}" dir="${lng === 'ar' ? 'rtl' : 'ltr'}"><head>
    <meta name="viewport" content="width=device-width, initial-scale=1"><title>A post</title>
    ${css ? `<style>${css}</style>` : ''}${script}</head><body>${body}</body></html>`);
}

const cases: { name: string; css: string; lng: Lng; theme: Theme }[] = [
  { name: 'a light blog in English', css: 'body{background:#fdfcf8}', lng: 'en', theme: 'light' },
  { name: 'a dark blog in Arabic', css: 'body{background:#15171a;color:#eee}', lng: 'ar', theme: 'dark' },
];

test.describe('the goal and supporters elements on a blog', () => {
  test.describe.configure({ timeout: 60_000 });
  for (const { name, css, lng, theme } of cases) {
    test(`${name}: in their shadow roots, the page's theme and language, axe-clean`, cleanConsole, async ({ page }) => {
      const t = texts(lng);
      await hostPage(page, { css, lng });
      const progress = page.locator('cuppa-goal').getByRole('progressbar', { name: 'A new lens for the Porto trip' });
      await expect(progress).toBeVisible();
      // The value in words, in the page's language (the amounts as the widget formats them).
      const words = new RegExp(
        `^${t('goal.progress', { raised: '__R__', target: '__T__', percent: '__P__' })
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          .replace('__R__', '.+')
          .replace('__T__', '.+')
          .replace('__P__', '\\d+')}$`,
      );
      await expect(progress).toHaveAttribute('aria-valuetext', words);
      const wall = page.locator('cuppa-supporters').getByRole('region', { name: t('supporters.title') });
      await expect(wall).toBeVisible();
      await expect(wall.getByRole('listitem')).toHaveCount(3);

      // Drawn in their own shadow roots: the page's light DOM keeps only the fallback links.
      for (const tag of ['cuppa-goal', 'cuppa-supporters']) {
        const where = await page.locator(tag).evaluate((element) => ({
          shadow: element.shadowRoot !== null,
          light: element.querySelector('section, [role="progressbar"], li') !== null,
        }));
        expect(where, tag).toEqual({ shadow: true, light: false });
      }
      const goal = page.locator('cuppa-goal').getByRole('region', {
        name: `${t('goal.title')}: A new lens for the Porto trip`,
      });
      const surface = (locator: typeof wall) =>
        locator.evaluate((element) => getComputedStyle(element).backgroundColor);
      expectSurface(await surface(wall), theme, 'the supporters wall');
      expectSurface(await surface(goal), theme, 'the goal');
      await expectNoAxeViolations(page, `goal and supporters, ${name}`);
    });
  }

  test('keep their fallback links when their code cannot load', async ({ page }) => {
    await page.route(supportChunk, (route) => route.abort());
    await hostPage(page, {});
    await expect(page.getByRole('link', { name: 'Alice’s goal' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Alice’s supporters' })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  test('load no code of theirs until one of them is in view', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (/\/chunks\/support-widgets-/.test(request.url())) requested.push(request.url());
    });
    await hostPage(page, {
      body: `<cuppa-tip-button creator="alice"></cuppa-tip-button><div style="height:3000px"></div>${elements}`,
    });
    await expect(page.getByRole('button', { name: 'ready to send your tip' })).toBeVisible();
    await page.waitForTimeout(1000);
    expect(requested).toEqual([]);
    await page.locator('cuppa-goal').scrollIntoViewIfNeeded();
    await expect(page.locator('cuppa-goal').getByRole('progressbar')).toBeVisible();
    expect(requested).toHaveLength(1);
  });
});
