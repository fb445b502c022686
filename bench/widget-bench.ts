import { chromium, type Page } from 'playwright-core';
import { startStack } from '../scripts/stack';
import { startBlog } from '../tests/support/blog-server';
import { chromiumLaunchOptions } from '../tests/support/chromium';

export interface WidgetFigures {
  bytesBeforeInteraction: number;
  bytesAfterFirstClick: number;
  totalBlockingTimeMs: number;
  layoutShift: number;
  /** The same page's blocking time without the widgets, for scale. */
  pageAloneBlockingTimeMs: number;
  clickToDialogMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Bytes of widget code the page has fetched; a file counts once (the loader warms the cache with
 * the same files its stages then import). */
async function widgetBytes(page: Page, origin: string): Promise<number> {
  const sizes = await page.evaluate(
    (from) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.startsWith(from) && entry.name.includes('/widgets/'))
        .map((entry) => [entry.name, (entry as PerformanceResourceTiming).encodedBodySize] as const),
    origin,
  );
  const largest = new Map<string, number>();
  for (const [name, size] of sizes) largest.set(name, Math.max(size, largest.get(name) ?? 0));
  return [...largest.values()].reduce((sum, size) => sum + size, 0);
}

/**
 * Scripts for the page, as strings: the bench runs through tsx, whose helpers a page does not have.
 * Long tasks and layout shifts are summed from the start; `__cuppaReady` (a binding) hears when the tip
 * button is ready. The page is watched from inside until then: Playwright's locators would first inject
 * its own script into the page, itself a long task at 4x CPU that is no part of the widgets.
 */
const measureScript = `
  window.__tbt = 0;
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__tbt += Math.max(0, entry.duration - 50);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const inTree = (root, found) => [...root.querySelectorAll('*')].some((node) =>
    found(node) || (node.shadowRoot !== null && inTree(node.shadowRoot, found)));
  const tipReady = (node) => node.tagName === 'BUTTON' &&
    (node.getAttribute('aria-label') ?? node.textContent).includes('ready to send your tip');
  const poll = () => (inTree(document, tipReady) ? window.__cuppaReady() : setTimeout(poll, 50));
  if (window.__cuppaReady) addEventListener('DOMContentLoaded', poll);
  // Click to dialog ready: from the click event to the first frame that has the dialog's tabs.
  document.addEventListener('click', (event) => {
    if (window.__clickAt) return;
    window.__clickAt = event.timeStamp;
    const cryptoTab = (node) => node.getAttribute('role') === 'tab' && node.textContent.trim() === 'in crypto';
    const check = (now) => (inTree(document, cryptoTab) ? (window.__readyAt = now) : requestAnimationFrame(check));
    requestAnimationFrame(check);
  }, true);
`;

interface PageFigures {
  totalBlockingTimeMs: number;
  layoutShift: number;
}
const readPageFigures = (page: Page) =>
  page.evaluate(() => {
    const scope = window as unknown as { __tbt: number; __cls: number };
    return { totalBlockingTimeMs: scope.__tbt, layoutShift: scope.__cls };
  });
const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

/** The same page with cuppa.js refused (its fallback links stay): the blocking time that is the page's own. */
async function runWithoutWidgets(page: Page, blogUrl: string): Promise<PageFigures> {
  await throttle(page);
  await page.route(/\/cuppa\.js$/, (route) => route.abort());
  await page.addInitScript({ content: measureScript });
  await page.goto(`${blogUrl}post.html`, { waitUntil: 'load' });
  await settle();
  return readPageFigures(page);
}

/** One run: the blog post with the widgets, in Chromium at 4x CPU slowdown. */
async function run(
  page: Page,
  blogUrl: string,
  appOrigin: string,
): Promise<Omit<WidgetFigures, 'pageAloneBlockingTimeMs'>> {
  const cdp = await throttle(page);
  let tipReady = () => {};
  const ready = new Promise<void>((resolve) => (tipReady = resolve));
  await page.exposeFunction('__cuppaReady', () => tipReady());
  await page.addInitScript({ content: measureScript });
  await page.goto(`${blogUrl}post.html`, { waitUntil: 'load' });
  await ready;
  await settle();
  const before = await readPageFigures(page);
  const bytesBeforeInteraction = await widgetBytes(page, appOrigin);
  await page.locator('#tip').getByRole('button', { name: 'ready to send your tip' }).click();
  const clicked = await page.waitForFunction(() => {
    const scope = window as unknown as { __clickAt: number; __readyAt?: number };
    return scope.__readyAt === undefined ? false : scope.__readyAt - scope.__clickAt;
  });
  const clickToDialogMs = Math.round(Number(await clicked.jsonValue()));
  await page.waitForTimeout(500);
  const bytesAfterFirstClick = (await widgetBytes(page, appOrigin)) - bytesBeforeInteraction;
  await cdp.detach();
  return { bytesBeforeInteraction, bytesAfterFirstClick, ...before, clickToDialogMs };
}

/** Median of several runs, each in a fresh browser (cold caches). */
export async function benchWidgets(runs = 5): Promise<WidgetFigures> {
  // Ports of their own, apart from npm start's and the tests'.
  const stack = await startStack({ apiPort: 8811, appPort: 5195, database: ':memory:', authPerMinute: 1000 });
  const blog = await startBlog(5196, {
    widgets: stack.widgetsUrl,
    api: stack.apiBase,
    app: stack.appUrl.replace(/\/$/, ''),
  });
  try {
    const results: WidgetFigures[] = [];
    // localhost, not 127.0.0.1: the blog is another site than the app, as a real blog is, so the
    // app's frames run out of the host page's process, as they would for a reader.
    const blogUrl = `${blog.url.replace('127.0.0.1', 'localhost')}/`;
    // A browser of its own each time, as a reader's first visit: a browser kept across runs carried
    // work over from one run to the next (the later runs measured slower).
    const inFreshBrowser = async <T>(measure: (page: Page) => Promise<T>) => {
      const browser = await chromium.launch(chromiumLaunchOptions());
      try {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        return await measure(await context.newPage());
      } finally {
        await browser.close();
      }
    };
    for (let i = 0; i < runs; i += 1) {
      const withWidgets = await inFreshBrowser((page) => run(page, blogUrl, new URL(stack.appUrl).origin));
      const alone = await inFreshBrowser((page) => runWithoutWidgets(page, blogUrl));
      results.push({ ...withWidgets, pageAloneBlockingTimeMs: alone.totalBlockingTimeMs });
    }
    const pick = (key: keyof WidgetFigures) => median(results.map((result) => result[key]));
    return {
      bytesBeforeInteraction: pick('bytesBeforeInteraction'),
      bytesAfterFirstClick: pick('bytesAfterFirstClick'),
      totalBlockingTimeMs: pick('totalBlockingTimeMs'),
      layoutShift: pick('layoutShift'),
      pageAloneBlockingTimeMs: pick('pageAloneBlockingTimeMs'),
      clickToDialogMs: pick('clickToDialogMs'),
    };
  } finally {
    await Promise.all([stack.close(), blog.close()]);
  }
}
