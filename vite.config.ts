import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { bootTextsPlugin } from './scripts/build-tools/vite/boot-texts-plugin.ts';
import { breakpointsPlugin } from './scripts/build-tools/vite/breakpoints-plugin.ts';
import { localePickPlugin } from './scripts/build-tools/vite/locale-pick-plugin.ts';
import { localesPlugin } from './scripts/build-tools/vite/locales-plugin.ts';
import { runtimeConfigPlugin } from './scripts/servers/runtime-config-plugin.ts';
import { loaderPath, widgetVersion } from './scripts/servers/widget-version.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The hosted app: `vite` serves it in dev, `vite build` writes dist/app. */
export default defineConfig({
  root: `${root}src/app`,
  // Built once for any base path: chunks find each other relatively, and the app server rewrites the
  // asset URLs in index.html for the base path it serves (scripts/servers/app-server.ts).
  base: process.env.CUPPA_BASE_PATH ?? '/',
  experimental: { renderBuiltUrl: (_file, { hostType }) => (hostType === 'html' ? undefined : { relative: true }) },
  publicDir: false,
  plugins: [
    breakpointsPlugin(),
    bootTextsPlugin(`${root}locales`),
    localesPlugin(`${root}locales`),
    // Storybook's widget stories import the widgets' picked English.
    localePickPlugin(`${root}locales`),
    runtimeConfigPlugin(),
  ],
  // The snippet page gives the major version's loader URL (src/app/config/widget-urls.ts).
  define: { __CUPPA_LOADER_PATH__: JSON.stringify(loaderPath(widgetVersion())) },
  server: { host: '127.0.0.1', port: Number(process.env.CUPPA_APP_PORT ?? 5173), strictPort: true },
  build: {
    outDir: `${root}dist/app`,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // One stylesheet, linked from index.html: a server-rendered page is styled at its first paint,
    // whichever routes' chunks it will load (a chunk's own CSS would arrive only with the chunk).
    cssCodeSplit: false,
    // Which chunks each page's modules need: the app server names them in a rendered page's head
    // (scripts/servers/page-preloads.ts).
    manifest: true,
    rolldownOptions: {
      // React Query marks its modules 'use client', for React Server Components, which the app does not
      // use: the bundler's note that it drops the directive, once per module, buried the build's output.
      onwarn(warning, warn) {
        const useClient = warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"');
        if (!useClient) warn(warning);
      },
    },
  },
});
