import { chromium, type Page } from 'playwright-core';
import { startStack } from '../scripts/stack';
import { startBlog } from '../tests/support/blog-server';
import { chromiumLaunchOptions } from '../tests/support/chromium';

export interface WidgetFigures {
  bytesBeforeInteraction: number;
  bytesAfterFirstClick: number;
  totalBlockingTimeMs: number;
  layoutShift: number;
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
 * Click to dialog ready, timed in the page: from the click event to the first frame that has the
 * dialog's tabs (inside the widget's shadow roots). A string, not a function: the bench runs through tsx,
 * whose helpers a page does not have.
 */
const clickToReadyScript = `
  document.addEventListener('click', (event) => {
    if (window.__clickAt) return;
    window.__clickAt = event.timeStamp;
    const hasTab = (root) => [...root.querySelectorAll('*')].some((node) =>
      (node.getAttribute('role') === 'tab' && node.textContent.trim() === 'in crypto') ||
      (node.shadowRoot !== null && hasTab(node.shadowRoot)));
    const check = (now) => (hasTab(document) ? (window.__readyAt = now) : requestAnimationFrame(check));
    requestAnimationFrame(check);
  }, true);
`;

/** One run: the blog post with the widgets, in Chromium at 4x CPU slowdown. */
async function run(page: Page, blogUrl: string, appOrigin: string): Promise<WidgetFigures> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const scope = window as unknown as { __tbt: number; __cls: number };
    scope.__tbt = 0;
    scope.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) scope.__tbt += Math.max(0, entry.duration - 50);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) scope.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.addInitScript({ content: clickToReadyScript });
  await page.goto(`${blogUrl}post.html`, { waitUntil: 'load' });
  const opener = page.locator('#tip').getByRole('button', { name: 'ready to send your tip' });
  await opener.waitFor();
  await page.waitForTimeout(1000);
  const before = await page.evaluate(() => {
    const scope = window as unknown as { __tbt: number; __cls: number };
    return { __tbt: scope.__tbt, __cls: scope.__cls };
  });
  const bytesBeforeInteraction = await widgetBytes(page, appOrigin);
  await opener.click();
  const ready = await page.waitForFunction(() => {
    const scope = window as unknown as { __clickAt: number; __readyAt?: number };
    return scope.__readyAt === undefined ? false : scope.__readyAt - scope.__clickAt;
  });
  const clickToDialogMs = Math.round(Number(await ready.jsonValue()));
  await page.waitForTimeout(500);
  const bytesAfterFirstClick = (await widgetBytes(page, appOrigin)) - bytesBeforeInteraction;
  await cdp.detach();
  return {
    bytesBeforeInteraction,
    bytesAfterFirstClick,
    totalBlockingTimeMs: before.__tbt,
    layoutShift: before.__cls,
    clickToDialogMs,
  };
}

/** Median of several runs, each in a fresh browser context (cold caches). */
export async function benchWidgets(runs = 5): Promise<WidgetFigures> {
  // Ports of their own, apart from npm start's and the tests'.
  const stack = await startStack({ apiPort: 8811, appPort: 5195, database: ':memory:', authPerMinute: 1000 });
  const blog = await startBlog(5196, {
    widgets: stack.widgetsUrl,
    api: stack.apiBase,
    app: stack.appUrl.replace(/\/$/, ''),
  });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const results: WidgetFigures[] = [];
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      // localhost, not 127.0.0.1: the blog is another site than the app, as a real blog is, so the
      // app's frames run out of the host page's process, as they would for a reader.
      const blogUrl = `${blog.url.replace('127.0.0.1', 'localhost')}/`;
      results.push(await run(await context.newPage(), blogUrl, new URL(stack.appUrl).origin));
      await context.close();
    }
    const pick = (key: keyof WidgetFigures) => median(results.map((result) => result[key]));
    return {
      bytesBeforeInteraction: pick('bytesBeforeInteraction'),
      bytesAfterFirstClick: pick('bytesAfterFirstClick'),
      totalBlockingTimeMs: pick('totalBlockingTimeMs'),
      layoutShift: pick('layoutShift'),
      clickToDialogMs: pick('clickToDialogMs'),
    };
  } finally {
    await browser.close();
    await Promise.all([stack.close(), blog.close()]);
  }
}
