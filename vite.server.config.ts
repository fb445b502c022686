import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { pageModulesPlugin } from './scripts/build-tools/vite/page-modules-plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The app's server entry (src/app/ssr/render-page.tsx) for Node: `vite build -c vite.server.config.ts`
 * writes dist/server, which the app server imports to render the public pages (scripts/servers/app-server.ts).
 * The same routes and components as the browser build; packages stay in node_modules.
 */
export default defineConfig({
  root: `${root}src/app`,
  publicDir: false,
  // A rendered page names the browser chunks its routes load (src/app/ssr/page-modules.ts).
  plugins: [pageModulesPlugin(`${root}src/app/`, `${root}src/app/ssr/page-modules.ts`)],
  build: {
    ssr: `${root}src/app/ssr/render-page.tsx`,
    outDir: `${root}dist/server`,
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
  },
});
