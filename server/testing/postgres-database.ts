import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server the tests may use (CUPPA_TEST_POSTGRES, a postgres:// URL), or null: SQLite only. */
export const testPostgresUrl = (): string | null => process.env.CUPPA_TEST_POSTGRES || null;

/**
 * A new, empty database on the test server, so each test file starts from nothing and files can run
 * in parallel; drop() removes it (and ends whatever connections a test left open).
 */
export async function freshPostgresDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `cuppa_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
