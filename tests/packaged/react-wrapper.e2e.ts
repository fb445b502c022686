import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { build } from 'vite';
import { consumerDir, installedDir, packAndInstall } from '../support/packed-widgets';
import { testUrls } from '../support/ports';
import { cleanConsole, test } from '../support/test';

// Packing runs the widget build, and the consumer is bundled after it: minutes on a loaded machine.
test.describe.configure({ timeout: 300_000 });

test.describe('the React wrapper, from the packed package', cleanConsole, () => {
  let bundled = '';
  test.beforeAll(async () => {
    packAndInstall();
    bundled = mkdtempSync(join(tmpdir(), 'cuppa-consumer-'));
    // A site owner's build: their bundler, their React, the package from their node_modules.
    await build({
      configFile: false,
      root: consumerDir,
      logLevel: 'warn',
      build: {
        outDir: bundled,
        emptyOutDir: true,
        rollupOptions: { input: join(consumerDir, 'app.tsx'), output: { entryFileNames: 'app.js' } },
      },
    });
  });

  test('renders a widget, and the widget’s event reaches the onError callback', async ({ page }) => {
    const site = `${testUrls.blog}react/`;
    // The site serves its bundle and, self-hosted, the package's cuppa.js and chunks.
    await page.route(`${site}**`, (route) => {
      const path = new URL(route.request().url()).pathname.slice(new URL(site).pathname.length);
      const file = path.startsWith('cuppa/') ? join(installedDir, 'dist', path.slice(6)) : join(bundled, path);
      return route.fulfill({ path: file });
    });
    // A page the blog server really served, given the site owner's markup: from a document Playwright
    // fulfilled itself, Chromium failed the widget's requests to the API (net::ERR_FAILED).
    await page.goto(`${testUrls.blog}bare.html`);
    await page.setContent(`<!doctype html><html lang="en"><body>
      <script type="module" src="${site}cuppa/cuppa.js" data-api="${testUrls.api}" data-app="${testUrls.app.replace(/\/$/, '')}"></script>
      <div id="root"></div><script type="module" src="${site}app.js"></script>
    </body></html>`);
    await expect(page.getByRole('button', { name: 'Tip Alice from React' })).toBeVisible();
    // 'no such alias!' is no alias: the widget fires cuppa-error, the wrapper hands it to onError.
    await expect(page.getByRole('status', { name: 'errors' })).toHaveText('invalid_attribute');
  });
});
