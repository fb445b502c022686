import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { startStack } from '../scripts/servers/stack';
import { launchChromium } from './bare-chromium';

export interface LighthouseFigures {
  /** 0–100, Lighthouse's weighted performance score. */
  score: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  speedIndexMs: number;
  /** The page's HTML answer: the server's own time, its render and the API reads included. */
  serverResponseMs: number;
}

export interface LighthouseResult {
  /** Lighthouse's version, form factor and throttling as the runs reported them. */
  settings: string;
  runs: number;
  /** Each page's figures are the median of its runs; `scores` are the runs' own scores, in order. */
  pages: { label: string; path: string; figures: LighthouseFigures; scores: number[] }[];
}

/** The app's home feed and a creator profile (the demo data's creator alice, server/demo/seed.ts). */
const pages = [
  { label: 'home', path: '' },
  { label: 'creator profile', path: 'alice' },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function audit(url: string, port: number): Promise<{ settings: string; figures: LighthouseFigures }> {
  // Lighthouse's default (mobile) config. Devtools throttling slows the real load in the browser
  // (network and 4x CPU) instead of estimating from an unthrottled one; issue 12 found it works on
  // Debian's Chromium.
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod: 'devtools',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // A page whose chunks 404 paints its splash and scores well: refuse such a run rather than print it.
  const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; statusCode: number }[] })
    ?.items;
  const failed = requests?.filter((request) => request.statusCode < 200 || request.statusCode >= 400) ?? [];
  if (!requests?.length || failed.length > 0) {
    const list = failed.map((request) => `${request.statusCode} ${request.url}`).join(', ');
    throw new Error(`Lighthouse on ${url}: failed requests (${list || 'none recorded'})`);
  }
  const value = (id: string) => {
    const found = lhr.audits[id]?.numericValue;
    if (found === undefined)
      throw new Error(`Lighthouse on ${url}: no ${id} (${lhr.audits[id]?.errorMessage ?? 'missing'})`);
    return found;
  };
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) throw new Error(`Lighthouse on ${url}: no performance score`);
  const { formFactor, throttling, throttlingMethod } = lhr.configSettings;
  return {
    settings: [
      `Lighthouse ${lhr.lighthouseVersion}, ${formFactor} preset`,
      `${throttlingMethod} throttling: ${throttling.cpuSlowdownMultiplier}x CPU`,
      `${Math.round(throttling.requestLatencyMs ?? 0)} ms latency`,
      `${((throttling.downloadThroughputKbps ?? 0) / 1024).toFixed(1)} Mbit/s down`,
    ].join(', '),
    figures: {
      score: Math.round(score * 100),
      firstContentfulPaintMs: Math.round(value('first-contentful-paint')),
      largestContentfulPaintMs: Math.round(value('largest-contentful-paint')),
      totalBlockingTimeMs: Math.round(value('total-blocking-time')),
      cumulativeLayoutShift: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
      speedIndexMs: Math.round(value('speed-index')),
      serverResponseMs: Math.round(value('server-response-time')),
    },
  };
}

/**
 * A copy of the built app, taken right after the bench's build: the app server reads index.html
 * once, so a build in the same checkout meanwhile (npm test, another bench) would leave it pointing
 * at chunks that are gone, and Lighthouse would time the splash screen.
 */
export function snapshotApp(distAppDir: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'cuppa-bench-app-'));
  cpSync(distAppDir, dir, { recursive: true });
  return dir;
}

/**
 * Lighthouse's performance category on the built app in `appDir`, median of several runs per page,
 * each with Lighthouse's storage reset (cold caches) in one Chromium.
 */
export async function benchLighthouse(appDir: string, runs: number): Promise<LighthouseResult> {
  // Ports of their own, apart from npm start's, the tests' and the widget bench's.
  const stack = await startStack({ apiPort: 8812, appPort: 5197, database: ':memory:', appDir });
  const chrome = await launchChromium();
  try {
    let settings = '';
    const results: LighthouseResult['pages'] = [];
    for (const page of pages) {
      const url = `${stack.appUrl}${page.path}`;
      const runsOfPage: LighthouseFigures[] = [];
      for (let i = 0; i < runs; i += 1) {
        const run = await audit(url, chrome.port);
        settings = run.settings;
        runsOfPage.push(run.figures);
      }
      const pick = (key: keyof LighthouseFigures) => median(runsOfPage.map((run) => run[key]));
      results.push({
        label: page.label,
        path: new URL(url).pathname,
        figures: {
          score: pick('score'),
          firstContentfulPaintMs: pick('firstContentfulPaintMs'),
          largestContentfulPaintMs: pick('largestContentfulPaintMs'),
          totalBlockingTimeMs: pick('totalBlockingTimeMs'),
          cumulativeLayoutShift: pick('cumulativeLayoutShift'),
          speedIndexMs: pick('speedIndexMs'),
          serverResponseMs: pick('serverResponseMs'),
        },
        scores: runsOfPage.map((run) => run.score),
      });
    }
    return { settings, runs, pages: results };
  } finally {
    chrome.kill();
    await stack.close();
  }
}
