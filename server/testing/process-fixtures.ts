import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiProcess } from './api-process';
import { freshPostgresDatabase, testPostgresUrl } from './postgres-database';

/**
 * What a suite of real API processes sets up: a folder of its own, the processes it starts (killed at
 * the end), and databases on the suite's engine; `cleanup` (for afterAll) undoes all of it.
 */
export function processFixtures(prefix: string) {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  const processes: ApiProcess[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  return {
    folder,
    processes,
    /** An empty database: a SQLite file in the folder, or a fresh PostgreSQL database in vitest's postgres project. */
    async database(): Promise<string> {
      const server = testPostgresUrl();
      if (process.env.CUPPA_TEST_ENGINE !== 'postgres' || !server) {
        return join(folder, `${randomBytes(4).toString('hex')}.db`);
      }
      const fresh = await freshPostgresDatabase(server);
      cleanups.push(fresh.drop);
      return fresh.url;
    },
    async cleanup(): Promise<void> {
      for (const api of processes) {
        api.child.kill('SIGKILL');
        await api.exited;
      }
      for (const cleanup of cleanups) await cleanup();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
