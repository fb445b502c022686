// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** Domains that exist only in examples (RFC 2606 and 6761): a link there goes nowhere. */
const placeholder = /(^|\.)(example|invalid|localhost|test)$|(^|\.)example\.(com|net|org)$/i;

describe('the demo data', () => {
  it('links to nothing that does not exist: every URL is the API’s own or a real domain, every path a page of the app', async () => {
    const { sql, publicUrl } = api.api.context;
    const own = new URL(publicUrl).host;
    const tables = await sql.all<{ name: string }>(
      sql.engine === 'postgres'
        ? "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'"
        : "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    );
    const links: string[] = [];
    for (const { name } of tables) {
      for (const row of await sql.all<Record<string, unknown>>(`SELECT * FROM ${name}`)) {
        for (const value of Object.values(row))
          if (typeof value === 'string') links.push(...(value.match(/https?:\/\/[^\s"'<>)]+/g) ?? []));
      }
    }
    expect(links.length).toBeGreaterThan(0);
    const elsewhere = links.filter((link) => new URL(link).host !== own);
    expect(elsewhere.filter((link) => placeholder.test(new URL(link).hostname))).toEqual([]);

    const ads = await sql.all<{ link: string }>('SELECT link FROM ads');
    expect(ads.length).toBeGreaterThan(0);
    for (const { link } of ads) expect(link).toMatch(/^(https:\/\/|\/(?!\/))/);
  });
});
