import type { MigrationDialect } from './migration-dialect';

/**
 * The migrations written once for both engines, in order: SQLite's sixth on and PostgreSQL's second on
 * (PostgreSQL's first is SQLite's first five at once). A new migration is one more entry here; where the
 * SQL differs between the engines, the dialect says it (migration-dialect.ts).
 */
export const bothEngines: readonly ((d: MigrationDialect) => string)[] = [
  // Rate limits live in the database, so every API instance sharing it counts the same attempts: one
  // count per key and fixed window (server/http/rate-limit.ts).
  (d) => `
  CREATE TABLE rate_limits (
    bucket TEXT NOT NULL,
    key TEXT NOT NULL,
    window_start ${d.int64} NOT NULL,
    hits INTEGER NOT NULL,
    PRIMARY KEY (bucket, key, window_start)
  );
  `,
  // A member's activity lists the posts they liked by when they liked them; older likes keep no time
  // and sort by their post's.
  () => `
  ALTER TABLE likes ADD COLUMN created_at TEXT;
  `,
  // A deposit is credited once: its recharge row is unique per chain hash, so the database refuses a
  // second credit even where two API instances validate one hash at the same moment.
  () => `
  CREATE UNIQUE INDEX transactions_recharge_hash ON transactions(hash) WHERE type = 'recharge';
  `,
  // The Solana gateway's own records (server/chain/solana/, docs/solana-gateway.md): the nonce each
  // deposit address was derived from (no per-member secret is stored), the deposits it has read (and to
  // whom the API credited them), and each withdrawal's signed transaction, saved before it is sent, so a
  // restarted process asks about the same signature instead of signing a second payment.
  (d) => `
  CREATE TABLE solana_deposit_addresses (
    address TEXT PRIMARY KEY,
    nonce TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL
  );

  CREATE TABLE solana_deposits (
    hash TEXT PRIMARY KEY,
    address TEXT NOT NULL REFERENCES solana_deposit_addresses(address),
    amount_cents ${d.int64} NOT NULL CHECK (amount_cents > 0),
    amount_units ${d.int64} NOT NULL CHECK (amount_units > 0),
    credited_to ${d.int64},
    credited_at TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX solana_deposits_address ON solana_deposits(address);

  CREATE TABLE solana_withdrawals (
    reference TEXT PRIMARY KEY,
    address TEXT NOT NULL,
    amount_cents ${d.int64} NOT NULL CHECK (amount_cents > 0),
    signature TEXT UNIQUE,
    wire_transaction TEXT,
    last_valid_block_height ${d.int64},
    status TEXT NOT NULL CHECK (status IN ('sent', 'confirmed', 'refused')),
    expires_at TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX solana_withdrawals_sent ON solana_withdrawals(created_at) WHERE status = 'sent';
  `,
  // The development gateway's simulated wallet payments (POST /v1/dev/transfer): a Solana Pay transfer
  // of USDC to an address, carrying the request's reference, which GET /v1/solana/tip/{reference} finds.
  (d) => `
  CREATE TABLE chain_transfers (
    signature TEXT PRIMARY KEY,
    reference TEXT NOT NULL,
    address TEXT NOT NULL,
    amount_cents ${d.int64} NOT NULL CHECK (amount_cents > 0),
    created_at TEXT NOT NULL
  );
  CREATE INDEX chain_transfers_reference ON chain_transfers(reference);
  `,
  // Issue 38 (server/jobs/, docs/solana-gateway.md): background work as jobs claimed with a lease, so
  // several instances share it and a crash hands a job on. Times are milliseconds since the epoch, as
  // leases are counted. Withdrawals left pending by an earlier version get their settlement job.
  // A Solana withdrawal is voided only on two looks apart that find it unknown past its blockhash
  // (server/chain/solana/landing.ts): the first one's time is kept. A withdrawal records the on-chain
  // cost it was charged (its fee, taken from its amount), and so does the gateway's order.
  // Deposits are watched and swept: each Solana deposit address keeps where the watch has read to, each
  // deposit the accounts it named (a crypto tip's reference) and the sweep that moved it to the hot
  // wallet (deposits credited before sweeping existed are swept too: the watch finds them).
  // Crypto tips: a reader's intent (its reference and message, watched for 24 hours) becomes the
  // creator's earning, paid in USDC by a reader who may have no account. SQLite cannot drop a NOT NULL,
  // so earnings is rebuilt with `from_id` nullable and `coin`: a migration that adds a column to
  // earnings must come after this one (or be copied here).
  (d) => `
  CREATE TABLE jobs (
    id ${d.id},
    kind TEXT NOT NULL,
    key TEXT NOT NULL,
    payload TEXT NOT NULL DEFAULT 'null',
    run_at ${d.int64} NOT NULL,
    lease_token TEXT,
    lease_until ${d.int64},
    rerun INTEGER NOT NULL DEFAULT 0,
    runs INTEGER NOT NULL DEFAULT 0,
    failures INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    done_at ${d.int64},
    created_at ${d.int64} NOT NULL,
    UNIQUE (kind, key)
  );
  CREATE INDEX jobs_due ON jobs(run_at) WHERE done_at IS NULL;
  INSERT INTO jobs (kind, key, run_at, created_at)
    SELECT 'withdrawal', CAST(id AS TEXT), 0, 0 FROM transactions WHERE type = 'withdraw' AND status = 'pending';

  ALTER TABLE solana_withdrawals ADD COLUMN unknown_since ${d.int64};

  ALTER TABLE transactions ADD COLUMN fee_cents ${d.int64};
  ALTER TABLE solana_withdrawals ADD COLUMN fee_cents ${d.int64} NOT NULL DEFAULT 0;

  ALTER TABLE solana_deposit_addresses ADD COLUMN token_account TEXT;
  ALTER TABLE solana_deposit_addresses ADD COLUMN last_signature TEXT;
  ALTER TABLE solana_deposit_addresses ADD COLUMN seen_units ${d.int64};
  ALTER TABLE solana_deposits ADD COLUMN accounts TEXT;
  ALTER TABLE solana_deposits ADD COLUMN block_time TEXT;
  ALTER TABLE solana_deposits ADD COLUMN sweep_id ${d.int64};
  CREATE INDEX solana_deposits_uncredited ON solana_deposits(created_at) WHERE credited_to IS NULL;
  CREATE INDEX solana_deposits_unswept ON solana_deposits(address) WHERE credited_to IS NOT NULL AND sweep_id IS NULL;
  CREATE TABLE solana_sweeps (
    id ${d.id},
    address TEXT NOT NULL,
    amount_units ${d.int64} NOT NULL CHECK (amount_units >= 0),
    signature TEXT UNIQUE,
    wire_transaction TEXT,
    last_valid_block_height ${d.int64},
    unknown_since ${d.int64},
    status TEXT NOT NULL CHECK (status IN ('sent', 'confirmed', 'refused', 'empty')),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX solana_sweeps_sent ON solana_sweeps(address) WHERE status = 'sent';
  CREATE INDEX chain_deposits_uncredited ON chain_deposits(created_at) WHERE credited_to IS NULL;

  CREATE TABLE tip_intents (
    reference TEXT PRIMARY KEY,
    creator_id ${d.int64} NOT NULL REFERENCES users(id),
    address TEXT NOT NULL,
    amount_cents ${d.int64} NOT NULL CHECK (amount_cents > 0),
    message TEXT,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    signature TEXT UNIQUE,
    received_cents ${d.int64},
    credited_at TEXT
  );
  CREATE INDEX tip_intents_open ON tip_intents(expires_at) WHERE credited_at IS NULL;
  CREATE UNIQUE INDEX transactions_chain_in_hash ON transactions(hash) WHERE direction = 'in' AND hash IS NOT NULL;
  ALTER TABLE chain_transfers ADD COLUMN credited_to ${d.int64};
  ALTER TABLE chain_transfers ADD COLUMN credited_at TEXT;
  ${d.sqlite(`
  CREATE TABLE earnings_with_coin (
    id INTEGER PRIMARY KEY,
    creator_id INTEGER NOT NULL REFERENCES users(id),
    from_id INTEGER REFERENCES users(id),
    transfer_id INTEGER NOT NULL REFERENCES transfers(id),
    type TEXT NOT NULL CHECK (type IN ('tip', 'subscription', 'unlock')),
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    post_id INTEGER,
    created_at TEXT NOT NULL,
    message TEXT,
    coin TEXT NOT NULL DEFAULT 'balance' CHECK (coin IN ('balance', 'usdc'))
  );
  INSERT INTO earnings_with_coin (id, creator_id, from_id, transfer_id, type, amount_cents, post_id, created_at, message)
    SELECT id, creator_id, from_id, transfer_id, type, amount_cents, post_id, created_at, message FROM earnings;
  DROP TABLE earnings;
  ALTER TABLE earnings_with_coin RENAME TO earnings;
  CREATE INDEX earnings_creator ON earnings(creator_id, id);
  `)}${d.postgres(`
  ALTER TABLE earnings ALTER COLUMN from_id DROP NOT NULL;
  ALTER TABLE earnings ADD COLUMN coin TEXT NOT NULL DEFAULT 'balance' CHECK (coin IN ('balance', 'usdc'));
  `)}`,
  // Issue 43 (docs/api-reference-server.md, 'Supporters, receipts and webhooks'): a creator's goal; a
  // reader's choice to show their name and message on the supporters wall, kept on the earning; the
  // receipts the money calls sign, so a site can ask whether one still holds; the keys and secrets the
  // server generates for itself in development (production configures them); webhooks, the events
  // written in the money move's own transaction (an outbox), and one delivery per event and endpoint,
  // sent by the job runner.
  (d) => `
  CREATE TABLE goals (
    creator_id ${d.int64} PRIMARY KEY REFERENCES users(id),
    title TEXT NOT NULL,
    target_cents ${d.int64} NOT NULL CHECK (target_cents >= 100),
    period TEXT NOT NULL CHECK (period IN ('month', 'once')),
    since TEXT NOT NULL
  );

  ALTER TABLE earnings ADD COLUMN public INTEGER NOT NULL DEFAULT 0;
  CREATE INDEX earnings_creator_time ON earnings(creator_id, created_at);

  CREATE TABLE receipts (
    id TEXT PRIMARY KEY,
    type TEXT NOT NULL CHECK (type IN ('tip', 'subscription', 'unlock')),
    member_id ${d.int64} NOT NULL REFERENCES users(id),
    creator_id ${d.int64} NOT NULL REFERENCES users(id),
    post_id ${d.int64} REFERENCES posts(id),
    site TEXT,
    amount_cents ${d.int64} NOT NULL CHECK (amount_cents > 0),
    created_at TEXT NOT NULL
  );

  CREATE TABLE server_secrets (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL,
    created_at TEXT NOT NULL
  );

  CREATE TABLE webhooks (
    id ${d.id},
    creator_id ${d.int64} NOT NULL REFERENCES users(id),
    url TEXT NOT NULL,
    events TEXT NOT NULL,
    secret TEXT NOT NULL,
    deleted_at TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX webhooks_creator ON webhooks(creator_id) WHERE deleted_at IS NULL;

  CREATE TABLE webhook_events (
    id TEXT PRIMARY KEY,
    creator_id ${d.int64} NOT NULL REFERENCES users(id),
    type TEXT NOT NULL,
    data TEXT NOT NULL,
    created_at TEXT NOT NULL
  );

  CREATE TABLE webhook_deliveries (
    id ${d.id},
    webhook_id ${d.int64} NOT NULL REFERENCES webhooks(id),
    event_id TEXT NOT NULL REFERENCES webhook_events(id),
    status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    response_status INTEGER,
    last_error TEXT,
    delivered_at TEXT,
    created_at TEXT NOT NULL,
    UNIQUE (webhook_id, event_id)
  );
  CREATE INDEX webhook_deliveries_log ON webhook_deliveries(webhook_id, id);
  `,
  // Issue 41. A credit to an account may be appended here rather than added to its balance, so tips to
  // one creator do not queue on the creator's row; an account's balance is its row's plus its changes,
  // and they are folded into the row later (ledger.ts; SQLite, one writer at a time, adds at once). A
  // money call's key keeps its answer as the facts the answer is made of (idempotency.ts); `status` and
  // `body` hold the answers of calls from before. On PostgreSQL, no foreign keys on the rows every money
  // move writes: each check locked the row it names (FOR KEY SHARE) until the commit, so every tip to one
  // creator took a shared lock on the creator's user and account rows, and a fresh database's cached check
  // plans scanned whole tables; the money calls read the rows they name (postgres-money.ts). The queue of
  // small rows, deleted as they are folded, is vacuumed by its count, not by a share of a table that
  // stays small.
  (d) => `
  CREATE TABLE balance_changes (
    account_id ${d.int64} NOT NULL,
    amount_cents ${d.int64} NOT NULL
  )${d.postgres(' WITH (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 5000)')};
  CREATE INDEX balance_changes_account ON balance_changes(account_id);
  ALTER TABLE idempotency ADD COLUMN outcome TEXT;
  ${d.postgres(`ALTER TABLE postings DROP CONSTRAINT IF EXISTS postings_transfer_id_fkey,
    DROP CONSTRAINT IF EXISTS postings_account_id_fkey;
  ALTER TABLE transactions DROP CONSTRAINT IF EXISTS transactions_user_id_fkey,
    DROP CONSTRAINT IF EXISTS transactions_transfer_id_fkey,
    DROP CONSTRAINT IF EXISTS transactions_counterparty_id_fkey,
    DROP CONSTRAINT IF EXISTS transactions_embed_id_fkey;
  ALTER TABLE earnings DROP CONSTRAINT IF EXISTS earnings_creator_id_fkey,
    DROP CONSTRAINT IF EXISTS earnings_from_id_fkey,
    DROP CONSTRAINT IF EXISTS earnings_transfer_id_fkey;`)}
  `,
  // Issue 41 with issue 43: a paying call writes its receipt and its webhook events itself, in its one
  // statement on PostgreSQL (postgres-money.ts), so nothing of them is built in JSON there. A receipt
  // names the money move it records (its earning, whose message and choice to be public the event says);
  // a payment's event is read from its receipt when it is sent (deliver-webhook.ts). No foreign keys on
  // receipts on PostgreSQL, which every paying call writes (as on the other rows it writes, above).
  (d) => `
  ALTER TABLE receipts ADD COLUMN transfer_id ${d.int64};
  ALTER TABLE webhook_events ADD COLUMN receipt_id TEXT;
  CREATE INDEX earnings_transfer ON earnings(transfer_id);
  ${d.postgres(`ALTER TABLE receipts DROP CONSTRAINT IF EXISTS receipts_member_id_fkey,
    DROP CONSTRAINT IF EXISTS receipts_creator_id_fkey,
    DROP CONSTRAINT IF EXISTS receipts_post_id_fkey;`)}
  `,
  // Issue 42 (docs/api-reference-server.md, 'Notifications'): what happened to a member's money and posts,
  // one row per event for its recipient, written in the event's own transaction; read filtered by the
  // member's notification settings, and read or unread for all their devices. Without foreign keys on
  // PostgreSQL: a tip writes the creator's, and a check would lock the creator's row until the commit.
  (d) => `
  CREATE TABLE notifications (
    id ${d.id},
    user_id ${d.int64} NOT NULL${d.sqlite(' REFERENCES users(id)')},
    type TEXT NOT NULL CHECK (type IN ('tip', 'subscription', 'renewal', 'subscription_ended', 'comment')),
    actor_id ${d.int64}${d.sqlite(' REFERENCES users(id)')},
    amount_cents ${d.int64} CHECK (amount_cents > 0),
    message TEXT,
    post_id ${d.int64}${d.sqlite(' REFERENCES posts(id)')},
    read_at TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX notifications_user ON notifications(user_id, id);
  CREATE INDEX notifications_unread ON notifications(user_id) WHERE read_at IS NULL;
  `,
  // Issue 42 (docs/api-reference-server.md, 'Subscriptions that renew'): a subscription keeps the price it
  // was bought at, whether it renews (the member may cancel and resume), how many periods were paid (a
  // renewal's job is named by the subscription and the period it pays for) and when it ended: the passes
  // sold before, already run out, end; those still running renew. Renewals are earnings of their own type,
  // so SQLite rebuilds earnings for the type's CHECK, and its indexes: a migration that adds a column or an
  // index to earnings must come after this one (or be copied here).
  (d) => `
  ALTER TABLE subscriptions ADD COLUMN price_cents ${d.int64};
  UPDATE subscriptions SET price_cents = COALESCE(
    (SELECT e.amount_cents FROM earnings e WHERE e.type = 'subscription' AND e.from_id = subscriptions.subscriber_id
       AND e.creator_id = subscriptions.creator_id AND e.created_at <= subscriptions.created_at ORDER BY e.id DESC LIMIT 1),
    (SELECT u.subscription_amount_cents FROM users u WHERE u.id = subscriptions.creator_id));
  ALTER TABLE subscriptions ADD COLUMN renews INTEGER NOT NULL DEFAULT 1;
  ALTER TABLE subscriptions ADD COLUMN period INTEGER NOT NULL DEFAULT 1;
  ALTER TABLE subscriptions ADD COLUMN ended_at TEXT;
  UPDATE subscriptions SET ended_at = expires_at WHERE expires_at <= ${d.nowIso};
  CREATE INDEX subscriptions_open ON subscriptions(expires_at) WHERE ended_at IS NULL;
  CREATE INDEX subscriptions_creator ON subscriptions(creator_id, expires_at);
  ${d.sqlite(`
  CREATE TABLE earnings_with_renewals (
    id INTEGER PRIMARY KEY,
    creator_id INTEGER NOT NULL REFERENCES users(id),
    from_id INTEGER REFERENCES users(id),
    transfer_id INTEGER NOT NULL REFERENCES transfers(id),
    type TEXT NOT NULL CHECK (type IN ('tip', 'subscription', 'renewal', 'unlock')),
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    post_id INTEGER,
    created_at TEXT NOT NULL,
    message TEXT,
    coin TEXT NOT NULL DEFAULT 'balance' CHECK (coin IN ('balance', 'usdc')),
    public INTEGER NOT NULL DEFAULT 0
  );
  INSERT INTO earnings_with_renewals (id, creator_id, from_id, transfer_id, type, amount_cents, post_id, created_at, message, coin, public)
    SELECT id, creator_id, from_id, transfer_id, type, amount_cents, post_id, created_at, message, coin, public FROM earnings;
  DROP TABLE earnings;
  ALTER TABLE earnings_with_renewals RENAME TO earnings;
  CREATE INDEX earnings_creator ON earnings(creator_id, id);
  CREATE INDEX earnings_creator_time ON earnings(creator_id, created_at);
  CREATE INDEX earnings_transfer ON earnings(transfer_id);
  `)}${d.postgres(`
  ALTER TABLE earnings DROP CONSTRAINT earnings_type_check;
  ALTER TABLE earnings ADD CONSTRAINT earnings_type_check CHECK (type IN ('tip', 'subscription', 'renewal', 'unlock'));
  `)}`,
  // Issue 42, part P (docs/api-reference-server.md, 'A creator's business'): a creator's tip presets (whole
  // dollars, "3,5,10"; null: the defaults) and thank-you note; the first site the creator's widgets were
  // seen on (the new creator's checklist); the site each earning was paid on, filled for earlier earnings
  // from the connection that paid them.
  () => `
  ALTER TABLE users ADD COLUMN tip_presets TEXT;
  ALTER TABLE users ADD COLUMN thank_you TEXT NOT NULL DEFAULT '';
  ALTER TABLE users ADD COLUMN widget_site TEXT;
  ALTER TABLE earnings ADD COLUMN site TEXT;
  UPDATE earnings SET site = (
    SELECT e.site FROM transactions t JOIN embeds e ON e.id = t.embed_id
    WHERE t.transfer_id = earnings.transfer_id AND t.direction = 'out'
  );
  `,
  // Issue 41: a payment's webhook outbox finds its deliveries by event (rows/webhooks.ts), where the jobs
  // it queues read every delivery ever made (13.7 ms a payment beside 200,000 deliveries; 1.8 µs with
  // the index). A user's live posts are counted from an index alone (rows/users.ts's totalPosts, in every creator
  // lookup and every payment's answer): SQLite reads an index alone only when it holds every column the
  // query names, deleted_at among them; PostgreSQL's partial index answers without it.
  (d) => `
  CREATE INDEX webhook_deliveries_event ON webhook_deliveries(event_id);
  CREATE INDEX posts_creator_live ON posts(creator_id${d.sqlite(', deleted_at')}) WHERE deleted_at IS NULL;
  `,
  // A crypto tip keeps the site its widget was on (server/http/widget-site.ts), as the earning it becomes.
  () => `
  ALTER TABLE tip_intents ADD COLUMN site TEXT;
  `,
  // Issue 41: a payment made in the app has no connection, and most are. The index the daily cap reads a
  // connection's spending from (payments.ts's SPENT_SINCE) holds only the rows that have one, so the
  // app's payments do not write to it.
  () => `
  DROP INDEX transactions_embed;
  CREATE INDEX transactions_embed ON transactions(embed_id, created_at) WHERE embed_id IS NOT NULL;
  `,
  // The chain's account has no user: SQLite's UNIQUE(kind, user_id) counts each NULL as distinct, where
  // PostgreSQL's says NULLS NOT DISTINCT, so only this index makes SQLite keep one account of a kind.
  (d) =>
    d.sqlite(`
  CREATE UNIQUE INDEX accounts_userless ON accounts(kind) WHERE user_id IS NULL;
  `),
  // The deposit watch reads every transaction to a deposit address, however many came between two looks
  // (server/chain/solana/deposit-watch.ts): a backlog is walked back from its newest signature
  // (backfill_top), a bounded part per look, and the next look goes on from the oldest one read
  // (backfill_before); last_signature moves to the top only once all of it is read.
  () => `
  ALTER TABLE solana_deposit_addresses ADD COLUMN backfill_before TEXT;
  ALTER TABLE solana_deposit_addresses ADD COLUMN backfill_top TEXT;
  `,
  // A member told their subscription ended is told why (services/renewals/renewal-recorded.ts): their
  // balance could not pay the renewal, or the creator closed their account or stopped taking
  // subscriptions. The ended subscriptions told before this say NULL; the reader answers them as unpaid
  // (services/notifications.ts). On PostgreSQL the CHECK is added NOT VALID: every row already there is
  // NULL, and validating them would read the whole table under its exclusive lock, while the money calls of
  // the instances still running the old version wait to write their notifications (5 s, then refused).
  (d) => `
  ALTER TABLE notifications ADD COLUMN reason TEXT ${d.sqlite(`CHECK (reason IN ('unpaid', 'creator_gone'))`)};
  ${d.postgres(`ALTER TABLE notifications ADD CONSTRAINT notifications_reason_check
    CHECK (reason IN ('unpaid', 'creator_gone')) NOT VALID;`)}
  `,
];
