import { readFileSync, readdirSync } from 'node:fs';
import { expect } from '@playwright/test';
import { testUrls } from '../support/ports';
import { widgetVersion } from '../../scripts/servers/widget-version';
import { cleanConsole, test } from '../support/test';

const dist = new URL('../../dist/widgets/', import.meta.url);
const version = widgetVersion();
const loaderUrl = `${testUrls.app.replace(/\/cuppa\/$/, '')}/widgets/cuppa.js`;

test.describe('the built bundle (dist/widgets), as a site owner gets it', () => {
  test('is self-contained: every import is a file beside it, no bare package names', () => {
    const files = ['cuppa.js', ...readdirSync(new URL('chunks/', dist)).map((name) => `chunks/${name}`)].filter(
      (name) => name.endsWith('.js'),
    );
    let found = 0;
    for (const file of files) {
      const code = readFileSync(new URL(file, dist), 'utf8');
      // import "x", import {a} from "x", export {a} from "x", import("x"), as the minifier writes them.
      const specifiers = [
        ...code.matchAll(/\b(?:import|export)\s*(?:[\w{}*\s,$]+from\s*)?\(?\s*(["'`])([^"'`]+)\1/g),
      ].map((match) => match[2]);
      for (const specifier of specifiers) expect(specifier, `${file} imports ${specifier}`).toMatch(/^\.\.?\//);
      found += specifiers.length;
    }
    expect(found).toBeGreaterThan(files.length); // the pattern does find the imports
  });

  test('one script tag in a plain page defines the tags and renders a widget', cleanConsole, async ({ page }) => {
    // A page with nothing else: no build tool, no framework, the snippet of docs/embedding.md.
    await page.goto(`${testUrls.blog}bare.html`);
    await page.setContent(`<!doctype html><html lang="en"><body>
      <script type="module" src="${loaderUrl}" data-api="${testUrls.api}" data-app="${testUrls.app.replace(/\/$/, '')}"></script>
      <cuppa-tip-button creator="alice"><a href="#">Support Alice</a></cuppa-tip-button>
    </body></html>`);
    await page.waitForFunction(() => customElements.get('cuppa-wallet-badge') !== undefined);
    const defined = await page.evaluate(() =>
      ['cuppa-subscribe-button', 'cuppa-tip-button', 'cuppa-creator-card', 'cuppa-wallet-badge'].map(
        (tag) => customElements.get(tag) !== undefined,
      ),
    );
    expect(defined).toEqual([true, true, true, true]);
    expect(await page.evaluate(() => window.Cuppa?.version)).toBe(version);
    await expect(page.getByRole('button', { name: 'ready to send your tip' })).toBeVisible();
  });
});
