import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { localePickPlugin } from './scripts/build-tools/vite/locale-pick-plugin.ts';

/**
 * Two projects: every unit test, and, when CUPPA_TEST_POSTGRES names a PostgreSQL server (.ci/run
 * starts one), the API's HTTP and ledger suites a second time on PostgreSQL (server/testing/test-api.ts
 * gives each API a fresh database there).
 */
const onPostgres = Boolean(process.env.CUPPA_TEST_POSTGRES);

export default defineConfig({
  plugins: [localePickPlugin(fileURLToPath(new URL('locales', import.meta.url)))],
  test: {
    restoreMocks: true,
    unstubGlobals: true,
    // A time bound catches a hung test, not a slow one: the API's tests hash passwords with scrypt and
    // wait on jobs, and on a 2-core machine shared with a browser run (or three) 5 s was missed by tests
    // that pass alone. Speed is measured by `npm run bench`, never here.
    testTimeout: 20_000,
    // Vitest's default on 2 cores is one worker (cores - 1): every file in turn, while the API's process
    // tests mostly wait on the processes they start. Two keep both cores busy; three missed the process
    // tests' time bounds on a machine loaded by other runs.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // One page and module graph per worker, not per file: setting up happy-dom and importing React
          // for each of 80 files took 140 s of their 155; the setup file clears what a file leaves behind.
          isolate: false,
          setupFiles: ['tests/support/unit-between-files.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          // The API, the scripts and the tree's checks run in Node: no page to set up for each file. One
          // module graph per worker, not per file: each file's import of the server took about a second
          // (all unit tests, run twice on one clone: 96 s -> 76 s); each file starts its own API and
          // database, and passes in a shuffled order too.
          environment: 'node',
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      ...(onPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: ['server/tests/**/*.test.ts', 'server/ledger/**/*.test.ts', 'server/app.test.ts'],
                environment: 'node',
                isolate: false,
                env: { CUPPA_TEST_ENGINE: 'postgres' },
                // After the unit project, not beside it: both at once load a 2-core machine past what
                // the process tests' time bounds allow.
                sequence: { groupOrder: 1 },
              },
            },
          ]
        : []),
    ],
  },
});
