import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { cachePreparedStatements } from './statement-cache';

describe('cachePreparedStatements', () => {
  it('reuses the statement prepared for the same SQL text, and gives each text its own', () => {
    const db = cachePreparedStatements(new Database(':memory:'));
    db.exec('CREATE TABLE t (n INTEGER)');
    const insert = db.prepare('INSERT INTO t (n) VALUES (?)');
    expect(db.prepare('INSERT INTO t (n) VALUES (?)')).toBe(insert);
    insert.run(1);
    db.prepare('INSERT INTO t (n) VALUES (?)').run(2);
    expect(db.prepare('SELECT SUM(n) AS total FROM t').get()).toEqual({ total: 3 });
    expect(db.prepare('SELECT COUNT(*) AS n FROM t')).not.toBe(db.prepare('SELECT SUM(n) AS total FROM t'));
  });

  it('drops the oldest statement past its bound, and a dropped text still runs', () => {
    const db = cachePreparedStatements(new Database(':memory:'), 2);
    const first = db.prepare('SELECT 1 AS n');
    db.prepare('SELECT 2 AS n');
    db.prepare('SELECT 3 AS n');
    const again = db.prepare('SELECT 1 AS n');
    expect(again).not.toBe(first);
    expect(again.get()).toEqual({ n: 1 });
  });
});
