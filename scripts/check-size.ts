import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/**
 * Byte budgets for the widget bundle (bytes are exact, so they can gate `npm test`). The loader's is
 * WIDGETS.md's promise; the chunks' ceilings are the measured size plus headroom, written down in the
 * README, to catch a dependency that swells them.
 */
const budgets: { pattern: RegExp; maxGzip: number; what: string }[] = [
  { pattern: /^cuppa\.js$/, maxGzip: 3 * 1024, what: 'loader' },
  // Measured 2026-11-22: runtime 159 KB, dialog 17.0 KB, tip dialog 12.0 KB, subscribe dialog 0.4 KB.
  { pattern: /^chunks\/widget-runtime-[\w-]+\.js$/, maxGzip: 180 * 1024, what: 'widget runtime chunk' },
  { pattern: /^chunks\/dialog-[\w-]+\.js$/, maxGzip: 22 * 1024, what: 'dialog chunk (floating-ui)' },
  { pattern: /^chunks\/tip-dialog-[\w-]+\.js$/, maxGzip: 16 * 1024, what: 'tip dialog chunk' },
  { pattern: /^chunks\/subscribe-dialog-[\w-]+\.js$/, maxGzip: 2 * 1024, what: 'subscribe dialog chunk' },
];

const dir = new URL('../dist/widgets/', import.meta.url);
const files = [
  ...readdirSync(dir).filter((name) => name.endsWith('.js')),
  ...readdirSync(new URL('chunks/', dir))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `chunks/${name}`),
];

let failed = false;
for (const budget of budgets) {
  const matches = files.filter((file) => budget.pattern.test(file));
  if (matches.length === 0) {
    console.error(`✗ ${budget.what}: no file matches ${budget.pattern}`);
    failed = true;
  }
  for (const file of matches) {
    const size = gzipSync(readFileSync(new URL(file, dir)), { level: 9 }).length;
    const ok = size <= budget.maxGzip;
    failed ||= !ok;
    console.log(`${ok ? '✓' : '✗'} ${budget.what} ${file}: ${size} B gzip (budget ${budget.maxGzip} B)`);
  }
}
const unbudgeted = files.filter((file) => !budgets.some((budget) => budget.pattern.test(file)));
for (const file of unbudgeted) {
  console.error(`✗ ${file} has no size budget: add one to scripts/check-size.ts`);
  failed = true;
}
process.exit(failed ? 1 : 0);
