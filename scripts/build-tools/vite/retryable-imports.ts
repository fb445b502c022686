import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * Runs in the browser, once per chunk that loads another on demand. A module whose fetch failed stays
 * failed in the page's module map in browsers that follow the HTML standard as it stood until 2025
 * (Chromium before 2026, Firefox ESR, Safari): `import()` of that URL rejects at once, forever. So an
 * import that failed is tried again under a URL of its own (`?retry=N`), which the module map has not
 * seen; once one has loaded, every later call asks for that same URL and gets the same module.
 */
export const RETRYABLE_IMPORT = `const __cuppaImport=((base,failures=new Map())=>(path)=>{const url=new URL(path,base).href,failed=failures.get(url)??0;return import(failed?url+"?retry="+failed:url).catch((error)=>{failures.set(url,failed+1);throw error})})(import.meta.url);\n`;

// What the bundler writes for `import('./part')`: a relative path to an emitted chunk.
const chunkImport = /\bimport\((`|'|")(\.\.?\/[^`'"$\\]+?\.js)\1\)/g;

/** Rewrites one chunk's on-demand imports of other chunks to go through `__cuppaImport`. */
export function makeImportsRetryable(code: string): MagicString | null {
  const source = new MagicString(code);
  let found = false;
  for (const match of code.matchAll(chunkImport)) {
    found = true;
    source.overwrite(match.index, match.index + match[0].length, `__cuppaImport(${match[1]}${match[2]}${match[1]})`);
  }
  if (!found) return null;
  return source.prepend(RETRYABLE_IMPORT);
}

/**
 * The widget bundle's dialogs and runtime stages load on demand on pages we do not control, over
 * readers' flaky connections: a chunk that failed once loads on the next try without a page reload.
 * (A chunk's own static imports cannot be renamed this way; they are the chunks loaded before it.)
 */
export function retryableImports(): Plugin {
  return {
    name: 'cuppa-retryable-imports',
    apply: 'build',
    renderChunk(code) {
      const source = makeImportsRetryable(code);
      return source ? { code: source.toString(), map: source.generateMap({ hires: true }) } : null;
    },
  };
}
