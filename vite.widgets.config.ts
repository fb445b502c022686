import { fileURLToPath } from 'node:url';
import MagicString from 'magic-string';
import { defineConfig, type Plugin } from 'vite';
import { prebuiltWidgetCss } from './scripts/build-tools/widget-css.ts';
import { localePickPlugin } from './scripts/build-tools/vite/locale-pick-plugin.ts';
import { precompressPlugin } from './scripts/build-tools/vite/precompress-plugin.ts';
import { retryableImports } from './scripts/build-tools/vite/retryable-imports.ts';
import { runtimeStages } from './src/widgets/runtime/runtime-stages.ts';
import { widgetVersion } from './scripts/servers/widget-version.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const version = widgetVersion();

/**
 * Writes into the loader the list of files its staged runtime imports (every chunk the stages and the
 * runtime reach by static import; the dialogs' chunks stay out): the loader fetches them all at once,
 * so each stage finds its files in the HTTP cache instead of waiting a round trip for them.
 */
function runtimeFileList(): Plugin {
  return {
    name: 'cuppa-runtime-files',
    generateBundle(_, bundle) {
      const loader = bundle['cuppa.js'];
      if (loader?.type !== 'chunk') throw new Error('cuppa.js is missing from the bundle');
      const files = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (files.has(fileName) || chunk?.type !== 'chunk') return;
        files.add(fileName);
        chunk.imports.forEach(visit);
      };
      loader.dynamicImports.forEach(visit);
      if (!loader.code.includes(PLACEHOLDER)) throw new Error(`cuppa.js has no ${PLACEHOLDER}`);
      // In the order the stages import them, so the warm-up fetches the first stages' files first.
      loader.code = loader.code.replace(PLACEHOLDER, [...files].join(','));
    },
  };
}
const PLACEHOLDER = '__CUPPA_RUNTIME_FILES__';

/**
 * Writes the loader's stages (`__CUPPA_RUNTIME_STAGES__` in loader/cuppa.ts) from the one list of them,
 * runtime/runtime-stages.ts: an `import()` of each stage's module, in order.
 */
function runtimeStageImports(): Plugin {
  const loader = `${root}src/widgets/loader/cuppa.ts`;
  return {
    name: 'cuppa-runtime-stages',
    transform(code, id) {
      if (id !== loader) return null;
      const source = new MagicString(code);
      const at = code.indexOf(STAGES);
      if (at < 0) throw new Error(`loader/cuppa.ts has no ${STAGES}`);
      const imports = runtimeStages.map((stage) => `() => import('../runtime/stages/${stage}')`);
      source.overwrite(at, at + STAGES.length, `[${imports.join(', ')}]`);
      return { code: source.toString(), map: source.generateMap({ hires: true }) };
    },
  };
}
const STAGES = '__CUPPA_RUNTIME_STAGES__';

/**
 * One chunk per stage of the runtime, named after it: the stage's module with what it imports that no
 * earlier group has (the bundler takes a group's dependencies with it). Left to itself the bundler
 * gives each stage a chunk of re-exports beside the chunk of its code, and the dependencies their
 * own: 17 runtime files where 10 do, each one more request and more gzip overhead before any
 * interaction. A stage with next to nothing of its own (zod-start) is left to the bundler, whose chunk
 * of a lone module needs no namespace object. None of the stages imports the dialogs' code, which
 * keeps its own chunks.
 */
const stageGroups = [
  // What the loader imports that the runtime imports too, first: kept out of the stages, so the
  // loader imports no stage's chunk.
  { name: 'loader-shared', tags: ['$initial' as const], minShareCount: 2 },
  ...runtimeStages.map((stage) => ({
    name: stage,
    test: new RegExp(`/src/widgets/runtime/stages/${stage}\\.ts$`),
    minSize: 1024,
  })),
  // The mount and the views, after the stages: with everything they import that no stage holds, so the
  // widgets that load on demand (support-widgets) import it from here, as the dialogs do, rather than
  // the bundler cutting a chunk of what they share out of it.
  { name: 'widget-runtime', test: /\/src\/widgets\/runtime\/widget-runtime\.ts$/ },
];

/** The embeddable bundle: dist/widgets/cuppa.js (the loader) and the chunks it imports on demand. */
export default defineConfig({
  publicDir: false,
  plugins: [
    runtimeStageImports(),
    runtimeFileList(),
    prebuiltWidgetCss(),
    retryableImports(),
    localePickPlugin(`${root}locales`),
    precompressPlugin(),
  ],
  resolve: {
    // Only the exact specifier react-i18next imports; the app's build keeps the package.
    alias: [
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: `${root}src/widgets/runtime/aliases/sync-external-store.ts`,
      },
    ],
  },
  build: {
    outDir: `${root}dist/widgets`,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    lib: {
      entry: `${root}src/widgets/loader/cuppa.ts`,
      formats: ['es'],
      fileName: () => 'cuppa.js',
    },
    rollupOptions: {
      // Vite keeps whitespace in a library's ES build for the bundlers that consume it; this one goes
      // straight to browsers, where fewer bytes parse faster.
      output: {
        chunkFileNames: 'chunks/[name]-[hash].js',
        minify: true,
        codeSplitting: { groups: stageGroups },
      },
    },
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production'), __CUPPA_VERSION__: JSON.stringify(version) },
});
