import { expect } from '@playwright/test';
import { newCreator, signUp } from '../support/accounts';
import { signIn } from '../support/app';
import { expectNoAxeViolations } from '../support/axe';
import { testUrls } from '../support/ports';
import { expectAppVariant, variants } from '../support/variants';
import { cleanConsole, test } from '../support/test';

const app = testUrls.app;
const appOrigin = new URL(app).origin;

test.describe('the snippet page for creators', () => {
  test.describe.configure({ timeout: 120_000 });

  test(
    'previews the chosen widgets with the creator’s alias and copies their snippet',
    cleanConsole,
    async ({ page }) => {
      const creator = await newCreator('Snippet', 4);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appOrigin });
      await signIn(page, creator.email, creator.password);
      await page.goto(`${app}settings/account`);
      const entry = page.getByRole('link', { name: 'Widgets for your site' });
      // A page of the app: no external-link icon beside it.
      expect(await entry.locator('svg path').getAttribute('d')).not.toMatch(/^M18 13v6/);
      await entry.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Widgets for your site' })).toBeVisible();

      const preview = page.getByRole('region', { name: 'Preview' });
      await expect(preview.getByRole('button', { name: 'ready to send your tip' })).toBeVisible();
      await page.getByLabel('Tip button text').fill('Buy me a coffee');
      await expect(preview.getByRole('button', { name: 'Buy me a coffee' })).toBeVisible();
      await page.getByLabel('Subscribe button').check();
      await expect(preview.getByRole('button', { name: /Subscribe for \$4/ })).toBeVisible();
      // The creator card's own tip button takes the text too.
      await page.getByLabel('Creator card').check();
      const card = preview.getByRole('article', { name: 'Snippet Tester' });
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByRole('button', { name: 'Buy me a coffee' })).toBeVisible();
      await page.getByLabel('Creator card').uncheck();
      // Dark widgets are previewed on a dark page.
      await page.getByLabel('Widget theme').selectOption('dark');
      const surface = await page
        .locator('.widget-preview')
        .evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(surface).toBe('rgb(21, 23, 26)');

      const snippet = page.getByRole('region', { name: 'Snippet' }).locator('pre');
      const text = (await snippet.textContent()) ?? '';
      const lines = text.split('\n');
      expect(lines[0]).toContain(`src="${appOrigin}/widgets/v1/cuppa.js"`);
      // The guide's order and its fallback link: a plain link to the profile if the script is blocked.
      expect(lines.slice(1)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^<cuppa-tip-button creator="${creator.alias}" label="Buy me a coffee" theme="dark" style="[^"]+"><a href="${app}${creator.alias}">Support Snippet on Cuppa</a></cuppa-tip-button>$`,
          ),
        ),
        expect.stringMatching(
          new RegExp(
            `^<cuppa-subscribe-button creator="${creator.alias}" theme="dark" style="display:inline-block;min-width:\\d+px;min-height:\\d+px;vertical-align:middle"></cuppa-subscribe-button>$`,
          ),
        ),
      ]);

      await page.getByRole('button', { name: 'Copy the snippet' }).click();
      await expect(page.getByText('link copied to clipboard')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

      const guide = await page.getByRole('link', { name: 'Read the embedding guide' }).getAttribute('href');
      expect(guide).toBe(`${appOrigin}/docs/embedding.md`);
      const response = await page.request.get(guide!);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain('<h1 id="embedding-the-widgets">Embedding the widgets</h1>');
    },
  );

  test('tells a member the widgets are for creators', async ({ page }) => {
    const member = await signUp('Reader');
    await signIn(page, member.email, member.password);
    await page.goto(`${app}settings/widgets`);
    await expect(page.getByText('Widgets are for creators.', { exact: false })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0);
  });

  test('fits every variant’s screen, in its language, direction and theme, with no axe violation', async ({ page }) => {
    const creator = await newCreator('Variant', 4);
    await signIn(page, creator.email, creator.password);
    for (const variant of variants) {
      await page.setViewportSize({ width: variant.width, height: variant.height });
      await page.evaluate(({ lng, theme }) => {
        // Where the app keeps the member's language: the cookie (read first, and by the server) and storage.
        document.cookie = `i18next=${lng}; path=/; samesite=lax`;
        localStorage.setItem('i18nextLng', lng);
        localStorage.setItem('cuppa-theme', theme);
      }, variant);
      await page.goto(`${app}settings/widgets`);
      await page.getByRole('checkbox').nth(2).check(); // the creator card, the widest
      // A widget loads as it nears the viewport, as on a creator's page.
      for (const tag of ['cuppa-tip-button', 'cuppa-creator-card']) {
        const widget = page.locator(`.widget-preview ${tag}`);
        await widget.scrollIntoViewIfNeeded();
        await expect(widget.getByRole('button').first()).toBeVisible();
      }
      await expectAppVariant(page, variant, variant.name);
      await expectNoAxeViolations(page, variant.name);
      if (process.env.CUPPA_SHOTS) {
        await page.screenshot({
          path: `.shots/snippet-${variant.width}-${variant.theme}-${variant.lng}.png`,
          fullPage: true,
        });
      }
    }
  });
});
