import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dialogChunks } from './widget-chunks';

/**
 * Byte budgets for the widget bundle (bytes are exact, so they can gate `npm test`). The loader's is
 * WIDGETS.md's promise; the chunks' ceilings are the measured size plus headroom, written down in the
 * README, to catch a dependency that swells them.
 */
const budgets: { pattern: RegExp; maxGzip: number; what: string }[] = [
  { pattern: /^cuppa\.js$/, maxGzip: 3 * 1024, what: 'loader' },
  ...dialogChunks.map(({ name, pattern, maxGzip }) => ({ pattern, maxGzip, what: `${name} chunk` })),
];
/**
 * Every other chunk is the runtime, which the loader imports in stages (src/widgets/loader/cuppa.ts)
 * before any interaction; its chunks are named after the stage they carry (vite.widgets.config.ts), and
 * budgeted together with the loader (what a page loads before any interaction, issue 22), and each on its
 * own: a big chunk is a long task. Measured 2026-11-23: 108 KB with the loader (110,700 B), React's DOM renderer the
 * largest chunk at 64 KB.
 */
const runtimeBudget = { beforeInteraction: 110 * 1024, perChunk: 70 * 1024 };

const dir = new URL('../../dist/widgets/', import.meta.url);
const files = [
  ...readdirSync(dir).filter((name) => name.endsWith('.js')),
  ...readdirSync(new URL('chunks/', dir))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `chunks/${name}`),
];
const baseName = (file: string) => file.replace(/^chunks\//, '');
const gzipped = (file: string) => gzipSync(readFileSync(new URL(file, dir)), { level: 9 }).length;

let failed = false;
for (const budget of budgets) {
  const matches = files.filter((file) => budget.pattern.test(baseName(file)));
  if (matches.length === 0) {
    console.error(`✗ ${budget.what}: no file matches ${budget.pattern}`);
    failed = true;
  }
  for (const file of matches) {
    const size = gzipped(file);
    const ok = size <= budget.maxGzip;
    failed ||= !ok;
    console.log(`${ok ? '✓' : '✗'} ${budget.what} ${file}: ${size} B gzip (budget ${budget.maxGzip} B)`);
  }
}

// The embedding guide tells site owners what the loader weighs: it must be what this build measures.
const guideFile = new URL('../../docs/embedding.md', import.meta.url);
const stated = /`cuppa\.js` is a ([\d.]+) KB loader/.exec(readFileSync(guideFile, 'utf8'))?.[1];
const measured = (gzipped('cuppa.js') / 1024).toFixed(1);
if (stated !== measured) {
  console.error(
    `✗ docs/embedding.md says the loader is ${stated ?? '(no figure)'} KB; it is ${measured} KB gzip: write that`,
  );
  failed = true;
} else console.log(`✓ docs/embedding.md states the loader's measured ${measured} KB`);

const runtime = files.filter((file) => !budgets.some((budget) => budget.pattern.test(baseName(file))));
let total = gzipped('cuppa.js');
for (const file of runtime) {
  const size = gzipped(file);
  total += size;
  if (size > runtimeBudget.perChunk) {
    console.error(`✗ runtime chunk ${file}: ${size} B gzip (budget ${runtimeBudget.perChunk} B per chunk)`);
    failed = true;
  }
}
const totalOk = total <= runtimeBudget.beforeInteraction;
failed ||= !totalOk;
console.log(
  `${totalOk ? '✓' : '✗'} before any interaction, the loader and ${runtime.length} runtime chunks: ${total} B gzip (budget ${runtimeBudget.beforeInteraction} B; each chunk under ${runtimeBudget.perChunk} B)`,
);
process.exit(failed ? 1 : 0);
