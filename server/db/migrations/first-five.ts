import type { MigrationDialect } from './migration-dialect';

/**
 * The schema's first five migrations, from before PostgreSQL, written once for both engines: SQLite runs
 * them one by one (its first five, counted in user_version); PostgreSQL runs them at once as its first
 * migration (schema.ts, postgres-schema.ts). Money is integer cents; a balance may not go below zero
 * except the chain account, which mirrors the outside world (deposits in, withdrawals out). Email and
 * alias compare without case: SQLite's COLLATE NOCASE, PostgreSQL's citext.
 */
export const firstFive: readonly ((d: MigrationDialect) => string)[] = [
  (d) => `
${d.postgres('  CREATE EXTENSION IF NOT EXISTS citext;\n\n')}  CREATE TABLE users (
    id ${d.id},
    email ${d.caselessText} NOT NULL UNIQUE${d.sqlite(' COLLATE NOCASE')},
    password_hash TEXT NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    alias ${d.caselessText} NOT NULL UNIQUE${d.sqlite(' COLLATE NOCASE')},
    image TEXT,
    cover_image TEXT,
    about TEXT NOT NULL DEFAULT '',
    private_profile INTEGER NOT NULL DEFAULT 0,
    subscription_amount_cents ${d.int64} NOT NULL DEFAULT 0 CHECK (subscription_amount_cents >= 0),
    verified INTEGER NOT NULL DEFAULT 0,
    input_solana_address TEXT NOT NULL UNIQUE,
    is_host INTEGER NOT NULL DEFAULT 0,
    is_admin INTEGER NOT NULL DEFAULT 0,
    closed_at TEXT,
    created_at TEXT NOT NULL
  );

  CREATE TABLE settings (
    user_id ${d.int64} PRIMARY KEY REFERENCES users(id),
    json TEXT NOT NULL
  );

  CREATE TABLE embeds (
    id ${d.id},
    user_id ${d.int64} NOT NULL REFERENCES users(id),
    site TEXT NOT NULL,
    daily_cap_cents ${d.int64} NOT NULL CHECK (daily_cap_cents BETWEEN 100 AND 50000),
    handoff_id TEXT NOT NULL UNIQUE,
    challenge TEXT NOT NULL,
    redeemed_at TEXT,
    revoked_at TEXT,
    expires_at TEXT NOT NULL,
    created_at TEXT NOT NULL
  );

  CREATE TABLE tokens (
    id ${d.id},
    token_hash TEXT NOT NULL UNIQUE,
    user_id ${d.int64} NOT NULL REFERENCES users(id),
    embed_id ${d.int64} REFERENCES embeds(id),
    expires_at TEXT NOT NULL,
    revoked_at TEXT,
    created_at TEXT NOT NULL
  );

  CREATE TABLE accounts (
    id ${d.id},
    kind TEXT NOT NULL CHECK (kind IN ('wallet', 'pending', 'chain')),
    user_id ${d.int64} REFERENCES users(id),
    balance_cents ${d.int64} NOT NULL DEFAULT 0,
    CHECK (kind = 'chain' OR balance_cents >= 0),
    UNIQUE ${d.postgres('NULLS NOT DISTINCT ')}(kind, user_id)
  );

  CREATE TABLE transfers (
    id ${d.id},
    kind TEXT NOT NULL,
    created_at TEXT NOT NULL
  );

  CREATE TABLE postings (
    id ${d.id},
    transfer_id ${d.int64} NOT NULL REFERENCES transfers(id),
    account_id ${d.int64} NOT NULL REFERENCES accounts(id),
    amount_cents ${d.int64} NOT NULL
  );
  CREATE INDEX postings_account ON postings(account_id);

  CREATE TABLE transactions (
    id ${d.id},
    user_id ${d.int64} NOT NULL REFERENCES users(id),
    transfer_id ${d.int64} REFERENCES transfers(id),
    type TEXT NOT NULL CHECK (type IN ('recharge', 'withdraw', 'tip', 'subscription', 'unlock')),
    direction TEXT NOT NULL CHECK (direction IN ('in', 'out')),
    amount_cents ${d.int64} NOT NULL CHECK (amount_cents > 0),
    status TEXT NOT NULL CHECK (status IN ('pending', 'completed', 'failed')),
    counterparty_id ${d.int64} REFERENCES users(id),
    address TEXT,
    hash TEXT,
    post_id ${d.int64},
    embed_id ${d.int64} REFERENCES embeds(id),
    created_at TEXT NOT NULL
  );
  CREATE INDEX transactions_user ON transactions(user_id, id);
  CREATE INDEX transactions_embed ON transactions(embed_id, created_at);

  CREATE TABLE earnings (
    id ${d.id},
    creator_id ${d.int64} NOT NULL REFERENCES users(id),
    from_id ${d.int64} NOT NULL REFERENCES users(id),
    transfer_id ${d.int64} NOT NULL REFERENCES transfers(id),
    type TEXT NOT NULL CHECK (type IN ('tip', 'subscription', 'unlock')),
    amount_cents ${d.int64} NOT NULL CHECK (amount_cents > 0),
    post_id ${d.int64},
    created_at TEXT NOT NULL
  );
  CREATE INDEX earnings_creator ON earnings(creator_id, id);

  CREATE TABLE idempotency (
    user_id ${d.int64} NOT NULL,
    key TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    status INTEGER NOT NULL,
    body TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (user_id, key)
  );

  CREATE TABLE chain_deposits (
    hash TEXT PRIMARY KEY,
    address TEXT NOT NULL,
    amount_cents ${d.int64} NOT NULL CHECK (amount_cents > 0),
    credited_to ${d.int64} REFERENCES users(id),
    credited_at TEXT,
    created_at TEXT NOT NULL
  );

  CREATE TABLE posts (
    id ${d.id},
    creator_id ${d.int64} NOT NULL REFERENCES users(id),
    text TEXT NOT NULL DEFAULT '',
    media TEXT NOT NULL DEFAULT '[]',
    visibility TEXT NOT NULL CHECK (visibility IN ('public', 'subscribers', 'paid')),
    price_cents ${d.int64},
    deleted_at TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX posts_creator ON posts(creator_id, id);

  CREATE TABLE likes (
    post_id ${d.int64} NOT NULL REFERENCES posts(id),
    user_id ${d.int64} NOT NULL REFERENCES users(id),
    PRIMARY KEY (post_id, user_id)
  );

  CREATE TABLE comments (
    id ${d.id},
    post_id ${d.int64} NOT NULL REFERENCES posts(id),
    user_id ${d.int64} NOT NULL REFERENCES users(id),
    comment TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX comments_post ON comments(post_id, id);

  CREATE TABLE unlocks (
    post_id ${d.int64} NOT NULL REFERENCES posts(id),
    user_id ${d.int64} NOT NULL REFERENCES users(id),
    created_at TEXT NOT NULL,
    PRIMARY KEY (post_id, user_id)
  );

  CREATE TABLE subscriptions (
    id ${d.id},
    subscriber_id ${d.int64} NOT NULL REFERENCES users(id),
    creator_id ${d.int64} NOT NULL REFERENCES users(id),
    expires_at TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX subscriptions_pair ON subscriptions(subscriber_id, creator_id, expires_at);

  CREATE TABLE ads (
    id ${d.id},
    title TEXT NOT NULL,
    image TEXT NOT NULL,
    link TEXT NOT NULL
  );

  CREATE TABLE cities (
    id ${d.id},
    name TEXT NOT NULL,
    country TEXT NOT NULL,
    image TEXT
  );

  CREATE TABLE services (
    id ${d.id},
    host_id ${d.int64} NOT NULL REFERENCES users(id),
    type TEXT NOT NULL CHECK (type IN ('tour', 'transfer', 'stay')),
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    city_id ${d.int64} NOT NULL REFERENCES cities(id),
    price_cents ${d.int64} NOT NULL CHECK (price_cents >= 100),
    images TEXT NOT NULL DEFAULT '[]',
    published INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL
  );
  CREATE INDEX services_list ON services(type, city_id, id);
  `,
  // API.md: one live connection per member and site. Earlier copies kept every approval live, so the
  // newest of each pair stays and the rest end; the index then holds the rule, and finds what a
  // site spent for its member (the daily cap counts per member and site).
  (d) => `
  UPDATE embeds SET revoked_at = ${d.nowIso}
  WHERE redeemed_at IS NOT NULL AND revoked_at IS NULL
    AND id NOT IN (
      SELECT MAX(id) FROM embeds WHERE redeemed_at IS NOT NULL AND revoked_at IS NULL GROUP BY user_id, site
    );
  CREATE UNIQUE INDEX embeds_live_site ON embeds(user_id, site) WHERE redeemed_at IS NOT NULL AND revoked_at IS NULL;
  CREATE INDEX embeds_member_site ON embeds(user_id, site);
  `,
  // Durable withdrawals: the development chain remembers every order by its reference (the withdrawal's
  // id), so a retry after a crash finds the order it already has instead of paying again; the settlement
  // worker finds the pending withdrawals it must resume without reading the whole history.
  (d) => `
  CREATE TABLE chain_withdrawals (
    reference TEXT PRIMARY KEY,
    address TEXT NOT NULL,
    amount_cents ${d.int64} NOT NULL CHECK (amount_cents > 0),
    signature TEXT NOT NULL UNIQUE,
    status TEXT NOT NULL CHECK (status IN ('sent', 'confirmed', 'refused')),
    expires_at TEXT NOT NULL,
    created_at TEXT NOT NULL
  );

  CREATE INDEX transactions_pending_withdrawals ON transactions(id) WHERE type = 'withdraw' AND status = 'pending';
  `,
  // A withdrawal's chain reference is random, not its row id: ids start again in a restored or new
  // database, while the chain gateway remembers every reference it was ever given. Withdrawals from
  // before keep the reference they were sent with (their id).
  () => `
  ALTER TABLE transactions ADD COLUMN chain_reference TEXT;
  UPDATE transactions SET chain_reference = CAST(id AS TEXT) WHERE type = 'withdraw' AND direction = 'out';
  CREATE UNIQUE INDEX transactions_chain_reference ON transactions(chain_reference) WHERE chain_reference IS NOT NULL;
  `,
  // API.md: a tip may carry the tipper's note, which the creator reads in their earnings.
  () => `
  ALTER TABLE earnings ADD COLUMN message TEXT;
  `,
];
