import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { startApiProcess, type ApiProcess } from './api-process';
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
    /** What else to undo once the processes are killed (a receiver they call, a database). */
    cleanups,
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
    /** A development API process on `database`, `env` added, once it answers (migrated and seeded). */
    async instance(database: string, env: Record<string, string> = {}): Promise<{ base: string; process: ApiProcess }> {
      const api = await startApiProcess({ DATABASE: database, AUTH_RATE_PER_MINUTE: '1000', ...env });
      processes.push(api);
      expect(api.apiBase, api.output()).not.toBeNull();
      const base = api.apiBase as string;
      expect((await fetch(`${base}/health`)).status).toBe(200);
      return { base, process: api };
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
