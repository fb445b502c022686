import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { prebuiltWidgetCss } from './scripts/widget-css.ts';
import { localePickPlugin } from './scripts/vite/locale-pick-plugin.ts';
import { retryableImports } from './scripts/vite/retryable-imports.ts';
import { widgetVersion } from './scripts/widget-version.ts';

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
 * One chunk per stage of the runtime (src/widgets/runtime/stages): the stage's module with what it
 * loads. Left to itself the bundler gives each stage a chunk of re-exports beside the chunk of its
 * code, and the dependencies their own: 17 runtime files where 10 do, each one more request and more
 * gzip overhead before any interaction. A group also takes what its modules import that no earlier group
 * has; none of them imports the dialogs' code, which keeps its own chunks.
 */
const stageGroups = [
  // What the loader shares with the runtime, first (a group takes what its modules import, unless an
  // earlier group has it): kept out of the stages, so the loader imports no stage's chunk.
  { name: 'loader-shared', test: /loader\/widget-tags\.ts$|events\/cuppa-events\.ts$/ },
  {
    name: 'react',
    test: /stages\/react\.ts$|node_modules\/react\/(index|cjs\/react\.production)|node_modules\/react-dom\/(index|cjs\/react-dom\.production)/,
  },
  {
    name: 'react-dom',
    test: /stages\/react-dom\.ts$|node_modules\/react-dom\/(client|cjs\/react-dom-client\.production)|node_modules\/scheduler\//,
  },
  { name: 'zod', test: /stages\/zod\.ts$|node_modules\/zod\// },
  {
    name: 'schemas',
    test: /stages\/schemas\.ts$|contract\/(widget-reads|error-codes|reserved-aliases|tip-limits)\.ts$|embed\/embed-protocol\.ts$|runtime\/attributes\.ts$|http\/api-error\.ts$/,
  },
  {
    name: 'text',
    test: /stages\/text\.ts$|node_modules\/(i18next|react-i18next)\/|i18n\/(create-fixed-i18n|fetch-backend|i18n-init|languages|language-list)\.ts$|aliases\/sync-external-store\.ts$/,
  },
  { name: 'style', test: /stages\/style\.ts$|tw\.prebuilt\.ts$|cuppa-widget-css/ },
];

/** The embeddable bundle: dist/widgets/cuppa.js (the loader) and the chunks it imports on demand. */
export default defineConfig({
  publicDir: false,
  plugins: [runtimeFileList(), prebuiltWidgetCss(), retryableImports(), localePickPlugin(`${root}locales`)],
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
