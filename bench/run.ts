import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { apiLoadLabels, benchApiMedian, type ApiLoads } from './api-bench';
import { freshPostgresDatabase, testPostgresUrl } from '../server/testing/postgres-database';
import { benchLighthouse, snapshotApp } from './lighthouse-bench';
import { benchWidgets } from './widget-bench';
import { describeMachine } from './machine';
import { dialogChunks, isOnDemandChunk } from '../scripts/build-tools/widget-chunks';
import { initialAppScripts, listFiles, measure, type FileSize } from './sizes';

/**
 * `npm run bench [-- --compare previous.json]`: builds, prints the figures as a table with the
 * machine noted, and writes them to bench/results/latest.json. `npm run bench -- --api` measures the
 * API rows alone (one run of two-second loads instead of the median of three runs of four seconds)
 * and writes bench/results/api.json.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const compareIndex = process.argv.indexOf('--compare');
const comparePath = compareIndex > 0 ? process.argv[compareIndex + 1] : undefined;
const apiOnly = process.argv.includes('--api');

interface Figure {
  name: string;
  value: number;
  unit: string;
}

const figures: Figure[] = [];
const addSize = (label: string, size: FileSize) => {
  figures.push({ name: `${label} gzip`, value: size.gzip, unit: 'B' });
  figures.push({ name: `${label} brotli`, value: size.brotli, unit: 'B' });
};

/** The build's sizes, the widgets in a browser and Lighthouse: everything but the API rows. */
async function benchFront(): Promise<Awaited<ReturnType<typeof benchLighthouse>>> {
  execSync('npm run build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const appSnapshot = snapshotApp(`${root}dist/app`);
  // On every exit, a failed run's too.
  process.on('exit', () => rmSync(appSnapshot, { recursive: true, force: true }));

  addSize('widgets: loader cuppa.js', measure(`${root}dist/widgets/cuppa.js`, root));
  // The runtime's chunks are named after whichever module the bundler picks (two can share a name), so
  // they are reported together, with the largest on its own (React's DOM renderer): the longest single
  // evaluation.
  const chunks = listFiles(`${root}dist/widgets/chunks`, '.js').map((file) => measure(file, root));
  const chunkName = (size: FileSize) => size.file.split('/').pop() ?? '';
  for (const { name, pattern } of dialogChunks) {
    const chunk = chunks.find((size) => pattern.test(chunkName(size)));
    if (chunk) addSize(`widgets: ${name} chunk`, chunk);
  }
  const runtimeChunks = chunks.filter((size) => !isOnDemandChunk(chunkName(size)));
  addSize(`widgets: runtime (${runtimeChunks.length} chunks)`, {
    file: 'runtime',
    raw: runtimeChunks.reduce((sum, size) => sum + size.raw, 0),
    gzip: runtimeChunks.reduce((sum, size) => sum + size.gzip, 0),
    brotli: runtimeChunks.reduce((sum, size) => sum + size.brotli, 0),
  });
  const largest = runtimeChunks.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  addSize('widgets: largest runtime chunk', largest);
  const initial = initialAppScripts(`${root}dist/app`).map((file) => measure(file, root));
  figures.push({
    name: 'app: initial-route JS gzip',
    value: initial.reduce((sum, size) => sum + size.gzip, 0),
    unit: 'B',
  });
  figures.push({
    name: 'app: initial-route JS brotli',
    value: initial.reduce((sum, size) => sum + size.brotli, 0),
    unit: 'B',
  });

  const widgets = await benchWidgets();
  figures.push({ name: 'widgets: bytes before any interaction', value: widgets.bytesBeforeInteraction, unit: 'B' });
  figures.push({ name: 'widgets: bytes after the first click', value: widgets.bytesAfterFirstClick, unit: 'B' });
  figures.push({
    name: 'widgets: total blocking time, 4x CPU',
    value: Math.round(widgets.totalBlockingTimeMs),
    unit: 'ms',
  });
  figures.push({
    name: 'widgets: the same page without them, total blocking time, 4x CPU',
    value: Math.round(widgets.pageAloneBlockingTimeMs),
    unit: 'ms',
  });
  figures.push({
    name: 'widgets: layout shift, 4x CPU',
    value: Math.round(widgets.layoutShift * 1000) / 1000,
    unit: '',
  });
  figures.push({ name: 'widgets: press to dialog ready, 4x CPU', value: widgets.pressToDialogMs, unit: 'ms' });

  // Lighthouse's own advice (docs/variability.md): the median of five runs halves the spread of one.
  const lighthouseRuns = 5;
  const lighthouse = await benchLighthouse(appSnapshot, lighthouseRuns);
  for (const page of lighthouse.pages) {
    const name = `lighthouse mobile: ${page.label} (${page.path})`;
    figures.push({ name: `${name} performance score`, value: page.figures.score, unit: '/ 100' });
    figures.push({ name: `${name} FCP`, value: page.figures.firstContentfulPaintMs, unit: 'ms' });
    figures.push({ name: `${name} LCP`, value: page.figures.largestContentfulPaintMs, unit: 'ms' });
    figures.push({ name: `${name} TBT`, value: page.figures.totalBlockingTimeMs, unit: 'ms' });
    figures.push({ name: `${name} CLS`, value: page.figures.cumulativeLayoutShift, unit: '' });
    figures.push({ name: `${name} Speed Index`, value: page.figures.speedIndexMs, unit: 'ms' });
    // Server-rendered: the HTML's time to first byte holds the page's API reads.
    figures.push({ name: `${name} HTML time to first byte`, value: page.figures.serverResponseMs, unit: 'ms' });
  }
  return lighthouse;
}
const lighthouse = apiOnly ? null : await benchFront();

const addApi = (engine: string, api: ApiLoads) => {
  for (const [load, label] of Object.entries(apiLoadLabels) as [keyof ApiLoads, string][]) {
    const result = api[load];
    const name = `api ${engine}: ${label} (32 clients)`;
    figures.push({ name: `${name} req/s`, value: Math.round(result.rps), unit: 'req/s' });
    figures.push({ name: `${name} p50`, value: Math.round(result.p50 * 10) / 10, unit: 'ms' });
    figures.push({ name: `${name} p99`, value: Math.round(result.p99 * 10) / 10, unit: 'ms' });
    figures.push({ name: `${name} errors`, value: result.errors, unit: '' });
    for (const [what, ms] of [
      ['API', result.apiCpuMs],
      ['database', result.databaseCpuMs],
      ['bench client', result.clientCpuMs],
    ] as const) {
      if (ms !== undefined)
        figures.push({ name: `${name} ${what} CPU per request`, value: Math.round(ms * 1000), unit: 'µs' });
    }
  }
};
// Each API row is the median of this many runs, each on a freshly started API; --api makes one run of
// two-second loads, to read the API alone in about a minute (a third of it the members' sign-ups, each
// a full-strength password hash).
const apiRuns = apiOnly ? 1 : 3;
const apiLoadMs = apiOnly ? 2000 : 4000;
// The machine is shared: its load, read before and after the API rows, goes beside them.
const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
const loadBefore = loadAverage();
addApi('SQLite', await benchApiMedian(apiRuns, { durationMs: apiLoadMs }));
// PostgreSQL with one and two instances, on the server CUPPA_TEST_POSTGRES names (each run on a fresh database).
const postgres = testPostgresUrl();
if (postgres) {
  for (const instances of [1, 2]) {
    addApi(
      `PostgreSQL, ${instances} instance${instances > 1 ? 's' : ''}`,
      await benchApiMedian(apiRuns, {
        instances,
        durationMs: apiLoadMs,
        fresh: () => freshPostgresDatabase(postgres),
      }),
    );
  }
} else {
  console.log('API on PostgreSQL: skipped (set CUPPA_TEST_POSTGRES to a postgres:// server, as for the tests)');
}
const loadAfter = loadAverage();

const previous = comparePath ? (JSON.parse(readFileSync(comparePath, 'utf8')) as { figures: Figure[] }) : null;
const before = new Map(previous?.figures.map((figure) => [figure.name, figure.value]));

const machine = describeMachine();
console.log(`\nCuppa benchmarks — ${new Date().toISOString()}\nMachine: ${machine}`);
if (lighthouse) {
  console.log(`Lighthouse rows: ${lighthouse.settings}, median of ${lighthouse.runs} runs`);
  for (const page of lighthouse.pages)
    console.log(`  ${page.label} (${page.path}) scores, run by run: ${page.scores.join(', ')}`);
}
console.log(
  `API rows: ${apiRuns === 1 ? 'one run' : `the median run of ${apiRuns}`}, each on a freshly started API; load average (1, 5, 15 min) ${loadBefore} before them, ${loadAfter} after\n`,
);
const rows = figures.map((figure) => {
  const old = before.get(figure.name);
  const change =
    old === undefined
      ? ''
      : `${figure.value - old >= 0 ? '+' : ''}${(((figure.value - old) / (old || 1)) * 100).toFixed(1)}%`;
  return [figure.name, `${figure.value.toLocaleString('en-US')} ${figure.unit}`, change];
});
const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0), 6));
const header = ['figure', 'value', previous ? 'vs previous' : ''];
for (const row of [header, widths.map((width) => '-'.repeat(width)), ...rows]) {
  console.log(
    row
      .map((cell, column) => (column === 1 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
      .join('  '),
  );
}

mkdirSync(`${root}bench/results`, { recursive: true });
const out = `${root}bench/results/${apiOnly ? 'api' : 'latest'}.json`;
const load = { before: loadBefore, after: loadAfter };
writeFileSync(
  out,
  `${JSON.stringify({ date: new Date().toISOString(), machine, load, lighthouse: lighthouse?.settings, figures }, null, 2)}\n`,
);
console.log(`\nWritten to ${out}${previous ? `; compared with ${comparePath}` : ''}.`);
