import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const { version } = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { version: string };

/** The embeddable bundle: dist/widgets/cuppa.js (the loader) and the chunks it imports on demand. */
export default defineConfig({
  publicDir: false,
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
    rollupOptions: { output: { chunkFileNames: 'chunks/[name]-[hash].js' } },
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production'), __CUPPA_VERSION__: JSON.stringify(version) },
});
