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
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'happy-dom',
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
