// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { migrations } from './schema';

let dir: string | null = null;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

/** Where the migrations stood before the first one whose SQL says `marker`. */
const before = (marker: string) => migrations.findIndex((migration) => migration.includes(marker));

/** A database file migrated up to migration `version`, then given the rows `fill` writes; its path. */
function oldDatabase(version: number, fill: (old: Database.Database) => void): string {
  dir = mkdtempSync(join(tmpdir(), 'cuppa-schema-'));
  const path = join(dir, 'old.db');
  const old = new Database(path);
  for (const migration of migrations.slice(0, version)) old.exec(migration);
  old.pragma(`user_version = ${version}`);
  fill(old);
  old.close();
  return path;
}

describe('migrations', () => {
  it('end the extra live connections an older database kept for one member and site', () => {
    const path = oldDatabase(1, (old) => {
      old
        .prepare(
          `INSERT INTO users (id, email, password_hash, first_name, last_name, alias, input_solana_address, created_at)
         VALUES (1, 'm@example.test', 'x', 'M', 'M', 'm', 'addr', '2026-01-01T00:00:00.000Z')`,
        )
        .run();
      const insert = old.prepare(
        `INSERT INTO embeds (id, user_id, site, daily_cap_cents, handoff_id, challenge, redeemed_at, revoked_at, expires_at, created_at)
       VALUES (?, 1, ?, 1000, ?, 'c', ?, NULL, '2099-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
      );
      insert.run(1, 'https://a.example', 'h1', '2026-01-01T00:00:00.000Z');
      insert.run(2, 'https://a.example', 'h2', '2026-01-02T00:00:00.000Z');
      insert.run(3, 'https://a.example', 'h3', null); // approved, never redeemed: not live
      insert.run(4, 'https://b.example', 'h4', '2026-01-01T00:00:00.000Z');
    });

    const db = openDatabase(path);
    const live = db
      .prepare('SELECT id FROM embeds WHERE redeemed_at IS NOT NULL AND revoked_at IS NULL ORDER BY id')
      .all();
    expect(live).toEqual([{ id: 2 }, { id: 4 }]);
    // From now on the database itself refuses a second live connection for one member and site.
    expect(() => db.prepare("UPDATE embeds SET redeemed_at = '2026-01-03T00:00:00.000Z' WHERE id = 3").run()).toThrow(
      /UNIQUE/,
    );
    db.close();
  });

  it('keep every earning when earnings is rebuilt for crypto tips (from_id nullable, coin), and watch pending withdrawals', () => {
    const at = '2026-01-01T00:00:00.000Z';
    // The database as it stood before the migration that brought jobs and crypto tips.
    const path = oldDatabase(before('CREATE TABLE jobs'), (old) =>
      old.exec(`
      INSERT INTO users (id, email, password_hash, first_name, last_name, alias, input_solana_address, created_at)
        VALUES (1, 'a@example.test', 'x', 'A', 'A', 'a', 'addr-a', '${at}'), (2, 'b@example.test', 'x', 'B', 'B', 'b', 'addr-b', '${at}');
      INSERT INTO transfers (id, kind, created_at) VALUES (1, 'tip', '${at}'), (2, 'withdraw', '${at}');
      INSERT INTO earnings (id, creator_id, from_id, transfer_id, type, amount_cents, post_id, created_at, message)
        VALUES (7, 1, 2, 1, 'tip', 300, NULL, '${at}', 'hi');
      INSERT INTO transactions (id, user_id, transfer_id, type, direction, amount_cents, status, address, chain_reference, created_at)
        VALUES (9, 2, 2, 'withdraw', 'out', 500, 'pending', 'addr', 'ref-9', '${at}');
    `),
    );

    const db = openDatabase(path);
    expect(db.prepare('SELECT id, from_id, message, coin FROM earnings').all()).toEqual([
      { id: 7, from_id: 2, message: 'hi', coin: 'balance' },
    ]);
    // A reader's crypto tip has no account behind it.
    db.prepare(
      `INSERT INTO earnings (creator_id, from_id, transfer_id, type, amount_cents, created_at, coin) VALUES (1, NULL, 1, 'tip', 100, ?, 'usdc')`,
    ).run(at);
    // The pending withdrawal gets its settlement job.
    expect(db.prepare(`SELECT kind, key, done_at FROM jobs`).all()).toEqual([
      { kind: 'withdrawal', key: '9', done_at: null },
    ]);
    db.close();
  });

  it('keep every earning when renewals join the earnings, end the passes that ran out, and renew those running at their price', () => {
    const at = '2026-01-01T00:00:00.000Z';
    const later = new Date(Date.now() + 86_400_000).toISOString();
    // The database as it stood before subscriptions renewed.
    const path = oldDatabase(before('earnings_with_renewals'), (old) =>
      old.exec(`
      INSERT INTO users (id, email, password_hash, first_name, last_name, alias, input_solana_address, subscription_amount_cents, created_at)
        VALUES (1, 'a@example.test', 'x', 'A', 'A', 'a', 'addr-a', 900, '${at}'), (2, 'b@example.test', 'x', 'B', 'B', 'b', 'addr-b', 0, '${at}');
      INSERT INTO transfers (id, kind, created_at) VALUES (1, 'subscription', '${at}'), (2, 'subscription', '${at}');
      INSERT INTO earnings (id, creator_id, from_id, transfer_id, type, amount_cents, created_at, message, coin, public)
        VALUES (7, 1, 2, 1, 'subscription', 500, '${at}', NULL, 'balance', 1), (8, 1, 2, 2, 'subscription', 400, '${later}', NULL, 'balance', 0);
      INSERT INTO subscriptions (id, subscriber_id, creator_id, expires_at, created_at)
        VALUES (1, 2, 1, '2026-01-31T00:00:00.000Z', '${at}'), (2, 2, 1, '${later}', '${later}');
    `),
    );

    const db = openDatabase(path);
    expect(db.prepare('SELECT id, type, amount_cents, public FROM earnings ORDER BY id').all()).toEqual([
      { id: 7, type: 'subscription', amount_cents: 500, public: 1 },
      { id: 8, type: 'subscription', amount_cents: 400, public: 0 },
    ]);
    // The pass that ran out has ended; the one running renews at what it was bought for, not today's $9.
    expect(db.prepare('SELECT id, price_cents, renews, period, ended_at FROM subscriptions ORDER BY id').all()).toEqual(
      [
        { id: 1, price_cents: 500, renews: 1, period: 1, ended_at: '2026-01-31T00:00:00.000Z' },
        { id: 2, price_cents: 400, renews: 1, period: 1, ended_at: null },
      ],
    );
    db.prepare(
      `INSERT INTO earnings (creator_id, from_id, transfer_id, type, amount_cents, created_at) VALUES (1, 2, 2, 'renewal', 400, ?)`,
    ).run(at);
    expect(() =>
      db
        .prepare(
          `INSERT INTO earnings (creator_id, from_id, transfer_id, type, amount_cents, created_at) VALUES (1, 2, 2, 'gift', 1, ?)`,
        )
        .run(at),
    ).toThrow(/CHECK/);
    db.close();
  });
});
