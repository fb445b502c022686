import { bothEngines } from './migrations/both-engines';
import { sqliteDialect } from './migrations/migration-dialect';

/**
 * The schema on SQLite, as ordered migrations (counted in user_version): its first five, from before
 * PostgreSQL, then those written once for both engines (migrations/both-engines.ts), where a new one goes.
 * Money is integer cents; a balance may not go below zero except the chain account, which mirrors the
 * outside world (deposits in, withdrawals out).
 */
export const migrations: readonly string[] = [
  `
  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    alias TEXT NOT NULL UNIQUE COLLATE NOCASE,
    image TEXT,
    cover_image TEXT,
    about TEXT NOT NULL DEFAULT '',
    private_profile INTEGER NOT NULL DEFAULT 0,
    subscription_amount_cents INTEGER NOT NULL DEFAULT 0 CHECK (subscription_amount_cents >= 0),
    verified INTEGER NOT NULL DEFAULT 0,
    input_solana_address TEXT NOT NULL UNIQUE,
    is_host INTEGER NOT NULL DEFAULT 0,
    is_admin INTEGER NOT NULL DEFAULT 0,
    closed_at TEXT,
    created_at TEXT NOT NULL
  );

  CREATE TABLE settings (
    user_id INTEGER PRIMARY KEY REFERENCES users(id),
    json TEXT NOT NULL
  );

  CREATE TABLE embeds (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    site TEXT NOT NULL,
    daily_cap_cents INTEGER NOT NULL CHECK (daily_cap_cents BETWEEN 100 AND 50000),
    handoff_id TEXT NOT NULL UNIQUE,
    challenge TEXT NOT NULL,
    redeemed_at TEXT,
    revoked_at TEXT,
    expires_at TEXT NOT NULL,
    created_at TEXT NOT NULL
  );

  CREATE TABLE tokens (
    id INTEGER PRIMARY KEY,
    token_hash TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id),
    embed_id INTEGER REFERENCES embeds(id),
    expires_at TEXT NOT NULL,
    revoked_at TEXT,
    created_at TEXT NOT NULL
  );

  CREATE TABLE accounts (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('wallet', 'pending', 'chain')),
    user_id INTEGER REFERENCES users(id),
    balance_cents INTEGER NOT NULL DEFAULT 0,
    CHECK (kind = 'chain' OR balance_cents >= 0),
    UNIQUE (kind, user_id)
  );

  CREATE TABLE transfers (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    created_at TEXT NOT NULL
  );

  CREATE TABLE postings (
    id INTEGER PRIMARY KEY,
    transfer_id INTEGER NOT NULL REFERENCES transfers(id),
    account_id INTEGER NOT NULL REFERENCES accounts(id),
    amount_cents INTEGER NOT NULL
  );
  CREATE INDEX postings_account ON postings(account_id);

  CREATE TABLE transactions (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    transfer_id INTEGER REFERENCES transfers(id),
    type TEXT NOT NULL CHECK (type IN ('recharge', 'withdraw', 'tip', 'subscription', 'unlock')),
    direction TEXT NOT NULL CHECK (direction IN ('in', 'out')),
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    status TEXT NOT NULL CHECK (status IN ('pending', 'completed', 'failed')),
    counterparty_id INTEGER REFERENCES users(id),
    address TEXT,
    hash TEXT,
    post_id INTEGER,
    embed_id INTEGER REFERENCES embeds(id),
    created_at TEXT NOT NULL
  );
  CREATE INDEX transactions_user ON transactions(user_id, id);
  CREATE INDEX transactions_embed ON transactions(embed_id, created_at);

  CREATE TABLE earnings (
    id INTEGER PRIMARY KEY,
    creator_id INTEGER NOT NULL REFERENCES users(id),
    from_id INTEGER NOT NULL REFERENCES users(id),
    transfer_id INTEGER NOT NULL REFERENCES transfers(id),
    type TEXT NOT NULL CHECK (type IN ('tip', 'subscription', 'unlock')),
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    post_id INTEGER,
    created_at TEXT NOT NULL
  );
  CREATE INDEX earnings_creator ON earnings(creator_id, id);

  CREATE TABLE idempotency (
    user_id INTEGER NOT NULL,
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
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    credited_to INTEGER REFERENCES users(id),
    credited_at TEXT,
    created_at TEXT NOT NULL
  );

  CREATE TABLE posts (
    id INTEGER PRIMARY KEY,
    creator_id INTEGER NOT NULL REFERENCES users(id),
    text TEXT NOT NULL DEFAULT '',
    media TEXT NOT NULL DEFAULT '[]',
    visibility TEXT NOT NULL CHECK (visibility IN ('public', 'subscribers', 'paid')),
    price_cents INTEGER,
    deleted_at TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX posts_creator ON posts(creator_id, id);

  CREATE TABLE likes (
    post_id INTEGER NOT NULL REFERENCES posts(id),
    user_id INTEGER NOT NULL REFERENCES users(id),
    PRIMARY KEY (post_id, user_id)
  );

  CREATE TABLE comments (
    id INTEGER PRIMARY KEY,
    post_id INTEGER NOT NULL REFERENCES posts(id),
    user_id INTEGER NOT NULL REFERENCES users(id),
    comment TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX comments_post ON comments(post_id, id);

  CREATE TABLE unlocks (
    post_id INTEGER NOT NULL REFERENCES posts(id),
    user_id INTEGER NOT NULL REFERENCES users(id),
    created_at TEXT NOT NULL,
    PRIMARY KEY (post_id, user_id)
  );

  CREATE TABLE subscriptions (
    id INTEGER PRIMARY KEY,
    subscriber_id INTEGER NOT NULL REFERENCES users(id),
    creator_id INTEGER NOT NULL REFERENCES users(id),
    expires_at TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX subscriptions_pair ON subscriptions(subscriber_id, creator_id, expires_at);

  CREATE TABLE ads (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    image TEXT NOT NULL,
    link TEXT NOT NULL
  );

  CREATE TABLE cities (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    country TEXT NOT NULL,
    image TEXT
  );

  CREATE TABLE services (
    id INTEGER PRIMARY KEY,
    host_id INTEGER NOT NULL REFERENCES users(id),
    type TEXT NOT NULL CHECK (type IN ('tour', 'transfer', 'stay')),
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    city_id INTEGER NOT NULL REFERENCES cities(id),
    price_cents INTEGER NOT NULL CHECK (price_cents >= 100),
    images TEXT NOT NULL DEFAULT '[]',
    published INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL
  );
  CREATE INDEX services_list ON services(type, city_id, id);
  `,
  // API.md: one live connection per member and site. Earlier copies kept every approval live, so the
  // newest of each pair stays and the rest end; the index then holds the rule, and finds what a
  // site spent for its member (the daily cap counts per member and site).
  `
  UPDATE embeds SET revoked_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
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
  `
  CREATE TABLE chain_withdrawals (
    reference TEXT PRIMARY KEY,
    address TEXT NOT NULL,
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
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
  `
  ALTER TABLE transactions ADD COLUMN chain_reference TEXT;
  UPDATE transactions SET chain_reference = CAST(id AS TEXT) WHERE type = 'withdraw' AND direction = 'out';
  CREATE UNIQUE INDEX transactions_chain_reference ON transactions(chain_reference) WHERE chain_reference IS NOT NULL;
  `,
  // API.md: a tip may carry the tipper's note, which the creator reads in their earnings.
  `
  ALTER TABLE earnings ADD COLUMN message TEXT;
  `,
  ...bothEngines.map((migration) => migration(sqliteDialect)),
];
