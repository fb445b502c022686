import { createServer as createHttpServer, type Server } from 'node:http';
import { freePort } from '../scripts/servers/free-port';
import { startStack } from '../scripts/servers/stack';
import { openBarePage, type BarePage } from './bare-chromium';

/**
 * `npx tsx bench/mount-bench.ts [label]`: how long the runtime takes to mount the widgets of the built
 * bundle in dist/widgets, and how deep each widget's DOM is, at 4x CPU slowdown in a fresh Chromium
 * per run. Written to weigh r2wc's second element and shadow root inside the loader's element
 * (docs/widgets-architecture.md): build each variant, run this on each, compare.
 *
 * A page of `count` tip buttons, all in view: from the runtime's first `attachShadow` (its first mount)
 * to the moment every element shows its button (first render: no network in between, English ships
 * with the widgets), and the blocking time (long tasks over 50 ms) in that span.
 */

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Watches, from before the page's scripts: every shadow root as it is attached, and the buttons in them. */
const watchScript = (count: number) => `
  window.__tbt = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (window.__firstMountAt !== undefined && entry.startTime >= window.__firstMountAt)
        window.__tbt += Math.max(0, entry.duration - 50);
  }).observe({ type: 'longtask', buffered: true });
  const outermost = (node) => {
    for (let root = node.getRootNode(); root instanceof ShadowRoot; root = node.getRootNode()) node = root.host;
    return node;
  };
  const rendered = new Set();
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    if (window.__firstMountAt === undefined) window.__firstMountAt = performance.now();
    const shadow = attach.call(this, init);
    new MutationObserver(() => {
      if (!shadow.querySelector('button')) return;
      rendered.add(outermost(shadow.host));
      if (rendered.size === ${count} && window.__allRenderedAt === undefined) window.__allRenderedAt = performance.now();
    }).observe(shadow, { childList: true, subtree: true });
    return shadow;
  };
  /** One widget's DOM from the host page's element down to its button: elements and shadow roots crossed. */
  window.__shape = () => {
    const widget = document.querySelector('cuppa-tip-button');
    let depth = 0, shadowRoots = 0, customElements = 0;
    const walk = (root, level) => {
      for (const node of root.children) {
        if (node.tagName.includes('-')) customElements++;
        if (node.tagName === 'BUTTON' && !depth) depth = level + 1;
        if (node.shadowRoot) { shadowRoots++; walk(node.shadowRoot, level + 1); }
        walk(node, level + 1);
      }
    };
    customElements++;
    if (widget.shadowRoot) { shadowRoots++; walk(widget.shadowRoot, 0); }
    let elements = 0;
    const count = (root) => { for (const node of root.querySelectorAll('*')) { elements++; if (node.shadowRoot) count(node.shadowRoot); } };
    if (widget.shadowRoot) count(widget.shadowRoot);
    return { depthToButton: depth, shadowRoots, customElements, elementsInside: elements };
  };
`;

const page = (widgets: string, api: string, app: string, count: number) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>mount bench</title>
<script type="module" src="${widgets}" data-api="${api}" data-app="${app}"></script></head>
<body style="margin:0;display:flex;flex-wrap:wrap">
${'<cuppa-tip-button creator="alice"><a href="#">Tip alice</a></cuppa-tip-button>\n'.repeat(count)}
</body></html>`;

async function waitFor<T>(bare: BarePage, expression: string, what: string): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await bare.evaluate<T | null>(`(${expression}) ?? null`);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`the bench page never showed ${what}`);
    await sleep(250);
  }
}

interface Run {
  mountMs: number;
  blockingMs: number;
  shape: { depthToButton: number; shadowRoots: number; customElements: number; elementsInside: number };
}

async function runOnce(url: string, count: number): Promise<Run> {
  const bare = await openBarePage({ width: 1280, height: 900 });
  try {
    await bare.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await bare.send('Page.addScriptToEvaluateOnNewDocument', { source: watchScript(count) });
    await bare.send('Page.navigate', { url: `${url}?count=${count}` });
    const mountMs = await waitFor<number>(
      bare,
      'window.__allRenderedAt && window.__allRenderedAt - window.__firstMountAt',
      'every widget',
    );
    await sleep(1000);
    const blockingMs = await bare.evaluate<number>('window.__tbt');
    const shape = await bare.evaluate<Run['shape']>('window.__shape()');
    return { mountMs, blockingMs, shape };
  } finally {
    await bare.close();
  }
}

async function main() {
  const label = process.argv[2] ?? 'dist/widgets';
  const runs = Number(process.env.RUNS ?? 7);
  const [apiPort, appPort, pagePort] = [await freePort(), await freePort(), await freePort()];
  const stack = await startStack({ apiPort, appPort, database: ':memory:', authPerMinute: 1000 });
  const app = stack.appUrl.replace(/\/$/, '');
  const server: Server = createHttpServer((request, response) => {
    const count = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('count') ?? 1);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page(stack.widgetsUrl, stack.apiBase, app, count));
  });
  await new Promise<void>((resolve) => server.listen(pagePort, '127.0.0.1', resolve));
  try {
    for (const count of [1, 40]) {
      const results: Run[] = [];
      for (let i = 0; i < runs; i++) results.push(await runOnce(`http://127.0.0.1:${pagePort}/`, count));
      console.log(
        JSON.stringify({
          label,
          count,
          runs,
          mountMsMedian: Math.round(median(results.map((run) => run.mountMs))),
          mountMs: results.map((run) => Math.round(run.mountMs)),
          blockingMsMedian: Math.round(median(results.map((run) => run.blockingMs))),
          shape: results[0]?.shape,
        }),
      );
    }
  } finally {
    server.close();
    await stack.close();
  }
}

await main();
