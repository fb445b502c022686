import { startStack } from '../scripts/servers/stack';
import { startBlog } from '../tests/support/blog-server';
import { openBarePage, type BarePage } from './bare-chromium';

export interface WidgetFigures {
  bytesBeforeInteraction: number;
  bytesAfterFirstClick: number;
  totalBlockingTimeMs: number;
  layoutShift: number;
  /** The same page's blocking time without the widgets, for scale. */
  pageAloneBlockingTimeMs: number;
  /** From the pointerdown on the tip button to the first frame with the dialog's tabs. */
  pressToDialogMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Bytes of widget code the page has fetched; a file counts once (the loader warms the cache with
 * the same files its stages then import). */
async function widgetBytes(page: BarePage, origin: string): Promise<number> {
  const sizes = await page.evaluate<[string, number][]>(`
    performance.getEntriesByType('resource')
      .filter((entry) => entry.name.startsWith(${JSON.stringify(origin)}) && entry.name.includes('/widgets/'))
      .map((entry) => [entry.name, entry.encodedBodySize])`);
  const largest = new Map<string, number>();
  for (const [name, size] of sizes) largest.set(name, Math.max(size, largest.get(name) ?? 0));
  return [...largest.values()].reduce((sum, size) => sum + size, 0);
}

/**
 * The page's own watch, added before its scripts: long tasks and layout shifts summed from the start,
 * the time the tip button is ready (`__tipReadyAt`), and from the first press of a button to the first
 * frame that shows the dialog's tabs. Nothing else runs in the page before the figures are read.
 */
const measureScript = (watchForTip: boolean) => `
  window.__tbt = 0;
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__tbt += Math.max(0, entry.duration - 50);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const find = (root, found) => {
    for (const node of root.querySelectorAll('*')) {
      const match = found(node) ? node : node.shadowRoot && find(node.shadowRoot, found);
      if (match) return match;
    }
    return null;
  };
  window.__findTip = () => find(document, (node) => node.tagName === 'BUTTON' &&
    (node.getAttribute('aria-label') ?? node.textContent).includes('ready to send your tip'));
  const poll = () => (window.__findTip() ? (window.__tipReadyAt = performance.now()) : setTimeout(poll, 50));
  if (${watchForTip}) addEventListener('DOMContentLoaded', poll);
  // From the press, not the click event: the dialog code starts loading on pointerdown, and a finger
  // rests on the button a while before the click event comes.
  document.addEventListener('pointerdown', (event) => {
    if (window.__clickAt) return;
    window.__clickAt = event.timeStamp;
    const cryptoTab = (node) => node.getAttribute('role') === 'tab' && node.textContent.trim() === 'in crypto';
    const check = (now) => (find(document, cryptoTab) ? (window.__readyAt = now) : requestAnimationFrame(check));
    requestAnimationFrame(check);
  }, true);
`;

interface PageFigures {
  totalBlockingTimeMs: number;
  layoutShift: number;
}
const readPageFigures = (page: BarePage) =>
  page.evaluate<PageFigures>('({ totalBlockingTimeMs: window.__tbt, layoutShift: window.__cls })');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks the page every quarter second (a task of well under a millisecond) until `expression` is truthy. */
async function waitFor<T>(page: BarePage, expression: string, what: string): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await page.evaluate<T | null>(`(${expression}) ?? null`);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`The bench page never showed ${what}`);
    await sleep(250);
  }
}

/**
 * A fresh Chromium at 4x CPU slowdown, the viewport of a laptop, the watch in place; closed after. A
 * browser of its own for each run, as a reader's first visit: a browser kept across runs carried work over
 * from one run to the next (the later runs measured slower).
 */
async function withThrottledPage<T>(watchForTip: boolean, measure: (page: BarePage) => Promise<T>): Promise<T> {
  const page = await openBarePage({ width: 1280, height: 900 });
  try {
    await page.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: measureScript(watchForTip) });
    return await measure(page);
  } finally {
    await page.close();
  }
}

/** The same page with cuppa.js refused (its fallback links stay): the blocking time that is the page's own. */
const runWithoutWidgets = (postUrl: string) =>
  withThrottledPage(false, async (page) => {
    // Blocking needs the Network domain, which changes nothing in how the page's scripts run.
    await page.send('Network.enable');
    await page.send('Network.setBlockedURLs', { urls: ['*/cuppa.js'] });
    await page.send('Page.navigate', { url: postUrl });
    await waitFor(page, `document.readyState === 'complete'`, 'its load event');
    await sleep(1000);
    if (await page.evaluate<boolean>(`'Cuppa' in window`)) throw new Error('cuppa.js ran on the page meant without it');
    return readPageFigures(page);
  });

/** One run: the blog post with the widgets. */
const run = (postUrl: string, appOrigin: string): Promise<Omit<WidgetFigures, 'pageAloneBlockingTimeMs'>> =>
  withThrottledPage(true, async (page) => {
    await page.send('Page.navigate', { url: postUrl });
    await waitFor(page, 'window.__tipReadyAt', 'the tip button ready');
    await sleep(1000);
    const before = await readPageFigures(page);
    const bytesBeforeInteraction = await widgetBytes(page, appOrigin);
    // A real click, through the browser's input pipeline, at the middle of the button.
    const { x, y } = await page.evaluate<{ x: number; y: number }>(`(() => {
      const box = window.__findTip().getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    })()`);
    await page.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
    for (const type of ['mousePressed', 'mouseReleased']) {
      await page.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', clickCount: 1 });
    }
    const pressToDialogMs = Math.round(
      await waitFor<number>(page, 'window.__readyAt && window.__readyAt - window.__clickAt', 'the tip dialog'),
    );
    await sleep(500);
    const bytesAfterFirstClick = (await widgetBytes(page, appOrigin)) - bytesBeforeInteraction;
    return { bytesBeforeInteraction, bytesAfterFirstClick, ...before, pressToDialogMs };
  });

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
    const postUrl = `${blogUrl}post.html`;
    for (let i = 0; i < runs; i += 1) {
      const withWidgets = await run(postUrl, new URL(stack.appUrl).origin);
      const alone = await runWithoutWidgets(postUrl);
      results.push({ ...withWidgets, pageAloneBlockingTimeMs: alone.totalBlockingTimeMs });
    }
    const pick = (key: keyof WidgetFigures) => median(results.map((result) => result[key]));
    return {
      bytesBeforeInteraction: pick('bytesBeforeInteraction'),
      bytesAfterFirstClick: pick('bytesAfterFirstClick'),
      totalBlockingTimeMs: pick('totalBlockingTimeMs'),
      layoutShift: pick('layoutShift'),
      pageAloneBlockingTimeMs: pick('pageAloneBlockingTimeMs'),
      pressToDialogMs: pick('pressToDialogMs'),
    };
  } finally {
    await Promise.all([stack.close(), blog.close()]);
  }
}
