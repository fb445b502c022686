import type { ColumnType, Selectable } from 'kysely';

/**
 * Every table's columns, described once: the name, what it holds (an integer, or text) and as which
 * TypeScript type, whether it may be NULL, and whether the database fills it in when an INSERT leaves it
 * out (a DEFAULT, or the table's own id). Queries are typed from here (query.ts); tables.test.ts checks
 * these against the migrated schema on both engines, so a column a migration adds and this file does not
 * (or the other way round) fails the tests. A new column is one line here plus its migration.
 */
export interface Column<T = unknown, Null extends boolean = boolean, Default extends boolean = boolean> {
  readonly holds: 'integer' | 'text';
  readonly isNullable: Null;
  readonly hasDefault: Default;
  /** May be NULL. */
  orNull(): Column<T, true, Default>;
  /** Filled in by the database when an INSERT leaves it out: a DEFAULT, or the table's own id. */
  withDefault(): Column<T, Null, true>;
  /** Never set: carries the column's TypeScript type. */
  readonly type?: T;
}

function column<T, Null extends boolean, Default extends boolean>(
  holds: 'integer' | 'text',
  isNullable: Null,
  hasDefault: Default,
): Column<T, Null, Default> {
  return {
    holds,
    isNullable,
    hasDefault,
    orNull: () => column<T, true, Default>(holds, true, hasDefault),
    withDefault: () => column<T, Null, true>(holds, isNullable, true),
  };
}

/** An integer column: ids, cents, counts, Unix milliseconds; `0 | 1` for a flag. */
const integer = <T extends number = number>() => column<T, false, false>('integer', false, false);
/** A text column: words, ISO times, JSON, addresses; a union of words where a CHECK allows only those. */
const text = <T extends string = string>() => column<T, false, false>('text', false, false);
/** The table's own id, numbered by the database. */
const id = () => integer().withDefault();
type Flag = 0 | 1;

export const tables = {
  users: {
    id: id(),
    email: text(),
    password_hash: text(),
    first_name: text(),
    last_name: text(),
    alias: text(),
    image: text().orNull(),
    cover_image: text().orNull(),
    about: text().withDefault(),
    private_profile: integer<Flag>().withDefault(),
    subscription_amount_cents: integer().withDefault(),
    verified: integer<Flag>().withDefault(),
    input_solana_address: text(),
    is_host: integer<Flag>().withDefault(),
    is_admin: integer<Flag>().withDefault(),
    closed_at: text().orNull(),
    created_at: text(),
    /** JSON: the creator's tip amounts in cents, or NULL for the defaults. */
    tip_presets: text().orNull(),
    thank_you: text().withDefault(),
    widget_site: text().orNull(),
  },
  /** JSON: the member's settings. */
  settings: { user_id: integer(), json: text() },
  embeds: {
    id: id(),
    user_id: integer(),
    site: text(),
    daily_cap_cents: integer(),
    handoff_id: text(),
    challenge: text(),
    redeemed_at: text().orNull(),
    revoked_at: text().orNull(),
    expires_at: text(),
    created_at: text(),
  },
  tokens: {
    id: id(),
    token_hash: text(),
    user_id: integer(),
    embed_id: integer().orNull(),
    expires_at: text(),
    revoked_at: text().orNull(),
    created_at: text(),
  },
  accounts: {
    id: id(),
    kind: text<'wallet' | 'pending' | 'chain'>(),
    user_id: integer().orNull(),
    balance_cents: integer().withDefault(),
  },
  transfers: { id: id(), kind: text(), created_at: text() },
  postings: { id: id(), transfer_id: integer(), account_id: integer(), amount_cents: integer() },
  /** Credits to a hot account, appended and rolled up later (roll-up.ts). */
  balance_changes: { account_id: integer(), amount_cents: integer() },
  transactions: {
    id: id(),
    user_id: integer(),
    transfer_id: integer().orNull(),
    type: text<'recharge' | 'withdraw' | 'tip' | 'subscription' | 'unlock'>(),
    direction: text<'in' | 'out'>(),
    amount_cents: integer(),
    status: text<'pending' | 'completed' | 'failed'>(),
    counterparty_id: integer().orNull(),
    address: text().orNull(),
    hash: text().orNull(),
    post_id: integer().orNull(),
    embed_id: integer().orNull(),
    created_at: text(),
    chain_reference: text().orNull(),
    fee_cents: integer().orNull(),
  },
  earnings: {
    id: id(),
    creator_id: integer(),
    from_id: integer().orNull(),
    transfer_id: integer(),
    type: text<'tip' | 'subscription' | 'renewal' | 'unlock'>(),
    amount_cents: integer(),
    post_id: integer().orNull(),
    created_at: text(),
    message: text().orNull(),
    coin: text<'balance' | 'usdc'>().withDefault(),
    public: integer<Flag>().withDefault(),
    site: text().orNull(),
  },
  idempotency: {
    user_id: integer(),
    key: text(),
    request_hash: text(),
    status: integer(),
    body: text(),
    created_at: text(),
    outcome: text().orNull(),
  },
  chain_deposits: {
    hash: text(),
    address: text(),
    amount_cents: integer(),
    credited_to: integer().orNull(),
    credited_at: text().orNull(),
    created_at: text(),
  },
  posts: {
    id: id(),
    creator_id: integer(),
    text: text().withDefault(),
    /** JSON: the post's media URLs. */
    media: text().withDefault(),
    visibility: text<'public' | 'subscribers' | 'paid'>(),
    price_cents: integer().orNull(),
    deleted_at: text().orNull(),
    created_at: text(),
  },
  likes: { post_id: integer(), user_id: integer(), created_at: text().orNull() },
  comments: { id: id(), post_id: integer(), user_id: integer(), comment: text(), created_at: text() },
  unlocks: { post_id: integer(), user_id: integer(), created_at: text() },
  subscriptions: {
    id: id(),
    subscriber_id: integer(),
    creator_id: integer(),
    expires_at: text(),
    created_at: text(),
    price_cents: integer().orNull(),
    renews: integer<Flag>().withDefault(),
    period: integer().withDefault(),
    ended_at: text().orNull(),
  },
  ads: { id: id(), title: text(), image: text(), link: text() },
  cities: { id: id(), name: text(), country: text(), image: text().orNull() },
  services: {
    id: id(),
    host_id: integer(),
    type: text<'tour' | 'transfer' | 'stay'>(),
    title: text(),
    description: text(),
    city_id: integer(),
    price_cents: integer(),
    /** JSON: the service's image URLs. */
    images: text().withDefault(),
    published: integer<Flag>().withDefault(),
    created_at: text(),
  },
  chain_withdrawals: {
    reference: text(),
    address: text(),
    amount_cents: integer(),
    signature: text(),
    status: text<'sent' | 'confirmed' | 'refused'>(),
    expires_at: text(),
    created_at: text(),
  },
  rate_limits: { bucket: text(), key: text(), window_start: integer(), hits: integer() },
  solana_deposit_addresses: {
    address: text(),
    nonce: text(),
    created_at: text(),
    token_account: text().orNull(),
    last_signature: text().orNull(),
    seen_units: integer().orNull(),
    backfill_before: text().orNull(),
    backfill_top: text().orNull(),
  },
  solana_deposits: {
    hash: text(),
    address: text(),
    amount_cents: integer(),
    amount_units: integer(),
    credited_to: integer().orNull(),
    credited_at: text().orNull(),
    created_at: text(),
    accounts: text().orNull(),
    block_time: text().orNull(),
    sweep_id: integer().orNull(),
  },
  solana_withdrawals: {
    reference: text(),
    address: text(),
    amount_cents: integer(),
    signature: text().orNull(),
    wire_transaction: text().orNull(),
    last_valid_block_height: integer().orNull(),
    status: text<'sent' | 'confirmed' | 'refused'>(),
    expires_at: text(),
    created_at: text(),
    updated_at: text(),
    unknown_since: integer().orNull(),
    fee_cents: integer().withDefault(),
  },
  solana_sweeps: {
    id: id(),
    address: text(),
    amount_units: integer(),
    signature: text().orNull(),
    wire_transaction: text().orNull(),
    last_valid_block_height: integer().orNull(),
    unknown_since: integer().orNull(),
    status: text<'sent' | 'confirmed' | 'refused' | 'empty'>(),
    created_at: text(),
    updated_at: text(),
  },
  chain_transfers: {
    signature: text(),
    reference: text(),
    address: text(),
    amount_cents: integer(),
    created_at: text(),
    credited_to: integer().orNull(),
    credited_at: text().orNull(),
  },
  /** The job runner's queue (jobs/job-runner.ts); times in Unix milliseconds. */
  jobs: {
    id: id(),
    kind: text(),
    key: text(),
    payload: text().withDefault(),
    run_at: integer(),
    lease_token: text().orNull(),
    lease_until: integer().orNull(),
    rerun: integer<Flag>().withDefault(),
    runs: integer().withDefault(),
    failures: integer().withDefault(),
    last_error: text().orNull(),
    done_at: integer().orNull(),
    created_at: integer(),
  },
  tip_intents: {
    reference: text(),
    creator_id: integer(),
    address: text(),
    amount_cents: integer(),
    message: text().orNull(),
    created_at: text(),
    expires_at: text(),
    signature: text().orNull(),
    received_cents: integer().orNull(),
    credited_at: text().orNull(),
    site: text().orNull(),
  },
  goals: {
    creator_id: integer(),
    title: text(),
    target_cents: integer(),
    period: text<'month' | 'once'>(),
    since: text(),
  },
  receipts: {
    id: text(),
    type: text<'tip' | 'subscription' | 'unlock'>(),
    member_id: integer(),
    creator_id: integer(),
    post_id: integer().orNull(),
    site: text().orNull(),
    amount_cents: integer(),
    created_at: text(),
    transfer_id: integer().orNull(),
  },
  server_secrets: { name: text(), value: text(), created_at: text() },
  webhooks: {
    id: id(),
    creator_id: integer(),
    url: text(),
    /** JSON: the event types the endpoint receives. */
    events: text(),
    secret: text(),
    deleted_at: text().orNull(),
    created_at: text(),
  },
  webhook_events: {
    id: text(),
    creator_id: integer(),
    type: text(),
    /** JSON: the event's data, as delivered. */
    data: text(),
    created_at: text(),
    receipt_id: text().orNull(),
  },
  webhook_deliveries: {
    id: id(),
    webhook_id: integer(),
    event_id: text(),
    status: text<'pending' | 'delivered' | 'failed'>(),
    attempts: integer().withDefault(),
    response_status: integer().orNull(),
    last_error: text().orNull(),
    delivered_at: text().orNull(),
    created_at: text(),
  },
  notifications: {
    id: id(),
    user_id: integer(),
    type: text<'tip' | 'subscription' | 'renewal' | 'subscription_ended' | 'comment'>(),
    actor_id: integer().orNull(),
    amount_cents: integer().orNull(),
    message: text().orNull(),
    post_id: integer().orNull(),
    read_at: text().orNull(),
    created_at: text(),
    reason: text<'unpaid' | 'creator_gone'>().orNull(),
  },
} as const satisfies Record<string, Record<string, Column>>;

/** A column as Kysely types it: what a read gives, and whether an INSERT may leave it out. */
type Typed<C> =
  C extends Column<infer T, infer Null, infer Default>
    ? Default extends true
      ? ColumnType<Null extends true ? T | null : T, (Null extends true ? T | null : T) | undefined>
      : Null extends true
        ? T | null
        : T
    : never;

/** The tables as the query builder sees them (query.ts). */
export type Tables = {
  [Table in keyof typeof tables]: { [Name in keyof (typeof tables)[Table]]: Typed<(typeof tables)[Table][Name]> };
};

export type TableName = keyof Tables;

/** A table's row as a read of all its columns gives it. */
export type Row<Table extends TableName> = Selectable<Tables[Table]>;
