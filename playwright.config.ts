import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromium';
import { crossBrowser } from './tests/support/cross-browser';
import { FIREFOX_PATH, firefoxCanRunSmoke, firefoxLaunchOptions } from './tests/support/firefox';
import { WEBKIT_DRIVER } from './tests/support/webdriver';

/** Browser tests drive Debian's Chromium (no browser download is possible here). */
export default defineConfig({
  // e2e: the product's journeys; packaged: the built widget bundle as a site owner gets it.
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './tests/support/global-setup.ts',
  // Two files at a time: the journeys share one stack, and each makes its own members and creators
  // (or reads the demo's without changing what another file reads), so files run side by side; a file's
  // tests stay in order unless it says otherwise (the a11y sweep's runs spread). A third worker on this
  // 2-core machine was slower under .ci/run (browser tests 10.0 min against 8.8 with two), and a
  // keyboard journey's key press into the tip frame then timed out once. Nothing a test does may change
  // what another file loads (packing the widgets builds into the package, not into the dist/widgets the
  // stack serves).
  fullyParallel: false,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Every wait is for a state; these only bound it. A loaded 2-core machine takes several seconds to
  // load the app in a frame or a popup, so the bounds leave room for that.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    // No trace unless asked for (`--trace retain-on-failure` on the command line): recording one costs
    // every test its screencast and DOM snapshots, a third of the browser tests' CPU on this machine
    // (variants and embed: Chromium and Playwright took 148 CPU-seconds with traces, 95 without; 94 s
    // against 73 s).
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      // e2e: the product's journeys, in Chromium; smoke: the reader's journey, in every browser.
      testMatch: ['**/*.e2e.ts', '**/*.smoke.ts'],
      use: { browserName: 'chromium', launchOptions: chromiumLaunchOptions(), viewport: { width: 1280, height: 800 } },
    },
    ...(crossBrowser('firefox', FIREFOX_PATH) && firefoxCanRunSmoke()
      ? [
          {
            name: 'firefox',
            testMatch: '**/*.smoke.ts',
            // 'moz-firefox' drives a stock Firefox over WebDriver BiDi (Playwright's own build cannot be downloaded here).
            use: {
              browserName: 'firefox' as const,
              channel: 'moz-firefox',
              launchOptions: firefoxLaunchOptions(),
              viewport: { width: 1280, height: 800 },
            },
          },
        ]
      : []),
    // WebKitGTK through its own WebDriver (tests/support/webdriver.ts): the test starts the browser itself.
    ...(crossBrowser('WebKitGTK', WEBKIT_DRIVER) ? [{ name: 'webkitgtk', testMatch: '**/*.webkitgtk.ts' }] : []),
  ],
});
