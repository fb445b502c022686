// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { startApiProcess } from '../testing/api-process';
import { freshPostgresDatabase, testPostgresUrl } from '../testing/postgres-database';

/** API.md, 'Limits': secrets never reach a log; a database URL is logged without its password. */
describe('the start-up log', () => {
  it.skipIf(!testPostgresUrl())(
    'names the PostgreSQL database without its password',
    async () => {
      const fresh = await freshPostgresDatabase(testPostgresUrl() ?? '');
      // The test server trusts local connections, so any password connects; the point is where it shows up.
      const url = new URL(fresh.url);
      url.password = 'hush-4242';
      const api = await startApiProcess({ DATABASE: url.href });
      try {
        expect(api.apiBase, api.output()).not.toBeNull();
        expect(api.output()).toContain(`(database: postgres://${url.username}:***@${url.host}${url.pathname})`);
        expect(api.output()).not.toContain('hush-4242');
      } finally {
        api.child.kill('SIGKILL');
        await api.exited;
        await fresh.drop();
      }
    },
    60_000,
  );
});
