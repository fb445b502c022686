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

async function widgetBytes(page: Page, origin: string): Promise<number> {
  return page.evaluate(
    (from) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.startsWith(from) && entry.name.includes('/widgets/'))
        .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0),
    origin,
  );
}

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
  await page.goto(`${blogUrl}post.html`, { waitUntil: 'load' });
  const opener = page.locator('#tip').getByRole('button', { name: 'ready to send your tip' });
  await opener.waitFor();
  await page.waitForTimeout(1000);
  const before = await page.evaluate(() => {
    const scope = window as unknown as { __tbt: number; __cls: number };
    return { __tbt: scope.__tbt, __cls: scope.__cls };
  });
  const bytesBeforeInteraction = await widgetBytes(page, appOrigin);
  const start = Date.now();
  await opener.click();
  await page.getByRole('tab', { name: 'in crypto' }).waitFor();
  const clickToDialogMs = Date.now() - start;
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
