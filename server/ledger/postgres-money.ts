import { CREATOR_MIN_CENTS } from '../../src/core/contract/creator-rule';
import { callerQuery } from '../rows/callers';
import { inPlpgsql, type Statement } from '../db/sql';
import { CLAIM_KEY, KEEP_OUTCOME, KEY_ROW } from './idempotency';
import { BALANCE } from './ledger';
import { unkeptRefusals, type Refusal } from './ledger-error';
import { notifiedPayments, paymentEvent } from './payment-records';
import { INSERT_UNLOCK, PAYEE, POST_FOR_SALE, SUBSCRIBED, UNLOCKED } from './money-calls';
import { SPENT_SINCE } from './payments';
import { notifyQuery } from '../rows/notifications';
import { insertReceipt, unlockPaid } from '../rows/receipts';
import { insertSubscription } from '../rows/subscriptions';
import { paymentEvent as insertPaymentEvent, paymentEventDeliveries } from '../rows/webhooks';

/**
 * The money calls on PostgreSQL (issue 41): each one PL/pgSQL call, one round trip, where the TypeScript
 * calls (money-calls.ts) took some twenty, each a wait with the member's wallet held; under load, many
 * calls in one round trip and one transaction (cuppa_calls, at the end). The same rules in the same
 * order, with the queries that state them shared (money-calls.ts says which); the same HTTP tests run
 * both. The API's side, which binds and sends them, is postgres-money-calls.ts.
 *
 * The functions are the session's own (pg_temp), made by each connection when it opens (postgres-sql.ts):
 * they ship with this process's code, so instances of two versions during a deploy each run their own,
 * and a change to them needs no migration. Their plans are cached for the connection's life, so a plan
 * made while a table was small (a new database) could go on scanning it once it has grown: a table that
 * grows or churns by the second (balance_changes, transactions, idempotency) is reached by its index
 * whatever the planner would pick (enable_seqscan off on the functions that read it; an upsert, which
 * finds its row by the unique index, where a key's row is written), while the small tables keep the
 * planner's choice (an index costs more than reading their one page).
 *
 * A call locks the payer's wallet first, FOR NO KEY UPDATE (calls of one member queue; a foreign key
 * naming the row does not wait), then claims the Idempotency-Key, checks every rule before it writes
 * (so a refusal needs no savepoint), and pays into the creator's wallet by appending a balance change
 * (ledger.ts): no lock on the creator's row, which every tip to them would otherwise queue on.
 */
const plpgsql = (statement: Statement, variables: Record<string, string>) =>
  inPlpgsql(typeof statement === 'string' ? statement : statement.textFor('postgres'), variables);

/** The variables callerAndKey sets, declared first in each money call. */
const CALL_VARIABLES = `  v_who jsonb;
  v_user BIGINT;
  v_begun jsonb;`;

/**
 * A money call's start, the same in each: its caller (`embedMayPay`: whether a site's token may make
 * it), then its wallet held and its Idempotency-Key claimed; it returns the caller's refusal or the key's
 * stored answer. Sets v_who, v_user and v_begun.
 */
const callerAndKey = (embedMayPay: boolean) => `  v_who := pg_temp.cuppa_caller(p_token, p_now, ${embedMayPay});
  IF v_who ? 'caller' THEN
    RETURN v_who;
  END IF;
  v_user := (v_who->>'user')::BIGINT;
  v_begun := pg_temp.cuppa_begin(v_user, p_key, p_hash, p_now, p_since);
  IF v_begun ? 'stored' THEN
    RETURN v_begun;
  END IF;`;

/** A payment's creator (p_creator), or the refusal kept as the call's answer. Sets v_payee. */
const PAYEE_OR_REFUSAL = `  v_payee := pg_temp.cuppa_payee(p_creator, v_user);
  IF v_payee ? 'refusal' THEN
    RETURN pg_temp.cuppa_finish(v_user, p_key, p_hash, p_now, v_payee);
  END IF;`;

const eventVariables = {
  event: 'p_event',
  type: 'p_event_type',
  creator: 'p_creator',
  receipt: 'p_receipt',
  now: 'p_now',
};

const refusal = (code: Refusal['code']) => `'{"refusal": {"code": "${code}"}}'::jsonb`;

/** Each money function, and its own values (after the call's token … since, before its receipt and event). */
export const FUNCTIONS = {
  tip: { name: 'cuppa_tip', values: ['creator', 'amount', 'message', 'public'] },
  subscribe: { name: 'cuppa_subscribe', values: ['creator', 'shown', 'expires', 'public'] },
  unlock: { name: 'cuppa_unlock', values: ['post', 'shown'] },
} as const;
export type MoneyFunction = keyof typeof FUNCTIONS;

/** A money function's values in its order, and the SQL types of those not TEXT. */
export const argumentsOf = (fn: MoneyFunction) => [
  'token',
  'key',
  'hash',
  'now',
  'since',
  ...FUNCTIONS[fn].values,
  'receipt',
  'event',
];
const SQL_TYPES: Record<string, string> = {
  creator: 'BIGINT',
  amount: 'BIGINT',
  public: 'BOOLEAN',
  shown: 'BIGINT',
  post: 'BIGINT',
};

/** The call `call` (its values in a jsonb object) run by its money function. */
const callOf = (fn: MoneyFunction, call: string) =>
  `pg_temp.${FUNCTIONS[fn].name}(${argumentsOf(fn)
    .map((name) => `(${call}->>'${name}')${SQL_TYPES[name] ? `::${SQL_TYPES[name]}` : ''}`)
    .join(', ')})`;

/**
 * How long a round waits for a lock other than a payer's wallet before it fails, and its calls run alone
 * (each with the session's lock_timeout): a round is some milliseconds of work, so a longer wait is a
 * call hung with the lock or two rounds waiting on each other, and the round's other calls should not
 * wait with it.
 */
const ROUND_LOCK_TIMEOUT = '200ms';

export const MONEY_FUNCTIONS = `
CREATE OR REPLACE FUNCTION pg_temp.cuppa_caller(p_token TEXT, p_now TEXT, p_embed_allowed BOOLEAN)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_caller record;
BEGIN
  SELECT * INTO v_caller FROM (${plpgsql(callerQuery, { token: 'p_token', now: 'p_now' })}) caller;
  IF NOT FOUND THEN
    RETURN '{"caller": "session_ended"}';
  END IF;
  IF v_caller.embed_id IS NOT NULL THEN
    IF v_caller.connection_id IS NULL OR v_caller.revoked_at IS NOT NULL OR v_caller.expires_at <= p_now THEN
      RETURN '{"caller": "connection_ended"}';
    END IF;
    IF NOT p_embed_allowed THEN
      RETURN '{"caller": "embed_scope"}';
    END IF;
  END IF;
  RETURN jsonb_build_object('user', v_caller.user_id, 'embed', v_caller.embed_id, 'site', v_caller.site);
END $$;

-- The payer's wallet, held to the end of the call (its id and balance, or nulls without one), and the
-- call's key claimed; or the key's stored row, for a replay.
CREATE OR REPLACE FUNCTION pg_temp.cuppa_begin(p_user BIGINT, p_key TEXT, p_hash TEXT, p_now TEXT, p_since TEXT)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_wallet record;
  v_key record;
BEGIN
  SELECT id, balance_cents INTO v_wallet FROM accounts WHERE kind = 'wallet' AND user_id = p_user FOR NO KEY UPDATE;
  IF p_key IS NOT NULL THEN
    ${plpgsql(CLAIM_KEY, { user: 'p_user', key: 'p_key', hash: 'p_hash', now: 'p_now', since: 'p_since' })};
    IF NOT FOUND THEN
      SELECT * INTO v_key FROM (${plpgsql(KEY_ROW, { user: 'p_user', key: 'p_key' })}) stored;
      RETURN jsonb_build_object('stored', to_jsonb(v_key));
    END IF;
  END IF;
  RETURN jsonb_build_object('wallet', v_wallet.id, 'balance', v_wallet.balance_cents);
END $$;

CREATE OR REPLACE FUNCTION pg_temp.cuppa_finish(p_user BIGINT, p_key TEXT, p_hash TEXT, p_now TEXT, p_outcome jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
BEGIN
  IF p_key IS NOT NULL THEN
    IF p_outcome #>> '{refusal,code}' IN (${[...unkeptRefusals].map((code) => `'${code}'`).join(', ')}) THEN
      DELETE FROM idempotency WHERE user_id = p_user AND key = p_key;
    ELSE
      ${plpgsql(KEEP_OUTCOME, { user: 'p_user', key: 'p_key', hash: 'p_hash', now: 'p_now', outcome: 'p_outcome::text' })};
    END IF;
  END IF;
  RETURN p_outcome;
END $$;

CREATE OR REPLACE FUNCTION pg_temp.cuppa_points(p_user BIGINT)
RETURNS BIGINT LANGUAGE plpgsql SET enable_seqscan = off AS $$
BEGIN
  RETURN COALESCE((${plpgsql(BALANCE, { kind: "'wallet'", user: 'p_user' })}), 0);
END $$;

-- What the account's appended changes come to (its balance is its row's plus this).
CREATE OR REPLACE FUNCTION pg_temp.cuppa_changes(p_account BIGINT)
RETURNS BIGINT LANGUAGE plpgsql SET enable_seqscan = off AS $$
BEGIN
  RETURN COALESCE((SELECT SUM(amount_cents) FROM balance_changes WHERE account_id = p_account), 0);
END $$;

-- ledger.ts's foldChanges: the account's changes into its row (the caller holds the row); what they came to.
CREATE OR REPLACE FUNCTION pg_temp.cuppa_fold(p_account BIGINT)
RETURNS BIGINT LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  v_sum BIGINT;
BEGIN
  WITH gone AS (DELETE FROM balance_changes WHERE account_id = p_account RETURNING amount_cents)
  SELECT COALESCE(SUM(amount_cents), 0) INTO v_sum FROM gone;
  IF v_sum <> 0 THEN
    UPDATE accounts SET balance_cents = balance_cents + v_sum WHERE id = p_account;
  END IF;
  RETURN v_sum;
END $$;

CREATE OR REPLACE FUNCTION pg_temp.cuppa_spent(p_embed BIGINT, p_since TEXT)
RETURNS BIGINT LANGUAGE plpgsql SET enable_seqscan = off AS $$
BEGIN
  RETURN (${plpgsql(SPENT_SINCE, { embed: 'p_embed', since: 'p_since' })});
END $$;

-- ledger.ts's accountId: the account, made on first use (two calls making it at once get the same row).
CREATE OR REPLACE FUNCTION pg_temp.cuppa_account(p_kind TEXT, p_user BIGINT)
RETURNS BIGINT LANGUAGE plpgsql AS $$
DECLARE
  v_id BIGINT;
BEGIN
  SELECT id INTO v_id FROM accounts WHERE kind = p_kind AND user_id = p_user;
  IF v_id IS NULL THEN
    INSERT INTO accounts (kind, user_id) VALUES (p_kind, p_user) ON CONFLICT DO NOTHING;
    SELECT id INTO v_id FROM accounts WHERE kind = p_kind AND user_id = p_user;
  END IF;
  RETURN v_id;
END $$;

-- money-calls.ts's payee: an open creator, not the payer; their summary, price and wallet (if any).
CREATE OR REPLACE FUNCTION pg_temp.cuppa_payee(p_creator BIGINT, p_user BIGINT)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_creator record;
BEGIN
  SELECT payee.*, a.id AS wallet INTO v_creator FROM (${plpgsql(PAYEE, { creator: 'p_creator' })}) payee
    LEFT JOIN accounts a ON a.kind = 'wallet' AND a.user_id = payee.id;
  IF NOT FOUND OR v_creator.subscription_amount_cents < ${CREATOR_MIN_CENTS} THEN
    RETURN ${refusal('creator_not_found')};
  END IF;
  IF v_creator.id = p_user THEN
    RETURN ${refusal('pay_yourself')};
  END IF;
  RETURN jsonb_build_object('creator', to_jsonb(v_creator) - 'subscription_amount_cents' - 'wallet',
    'price_cents', v_creator.subscription_amount_cents, 'wallet', v_creator.wallet);
END $$;

-- payments.ts's pay: the site's daily cap (and the site, for the earning), the balance (its changes folded in when the row falls short),
-- then in one statement the transfer, its postings, the payer's debit, the creator's credit appended, a
-- transaction on each side and the earning (one statement's start-up, not six). The payer's wallet
-- (p_wallet, p_balance) is held since cuppa_begin; p_creator_wallet may be null (made here). The
-- payer's transaction and balance after, or a refusal.
CREATE OR REPLACE FUNCTION pg_temp.cuppa_pay(p_user BIGINT, p_wallet BIGINT, p_balance BIGINT, p_embed BIGINT,
  p_creator BIGINT, p_creator_wallet BIGINT, p_amount BIGINT, p_type TEXT, p_post BIGINT, p_message TEXT,
  p_public BOOLEAN, p_now TEXT, p_since TEXT)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_embed record;
  v_spent BIGINT;
  v_balance BIGINT := p_balance;
  v_payee BIGINT := p_creator_wallet;
  v_paid record;
  v_site TEXT;
BEGIN
  IF p_embed IS NOT NULL THEN
    SELECT daily_cap_cents, revoked_at, expires_at, site INTO v_embed FROM embeds WHERE id = p_embed;
    IF NOT FOUND OR v_embed.revoked_at IS NOT NULL OR v_embed.expires_at <= p_now THEN
      RETURN ${refusal('connection_ended')};
    END IF;
    v_spent := pg_temp.cuppa_spent(p_embed, p_since);
    IF v_spent + p_amount > v_embed.daily_cap_cents THEN
      RETURN jsonb_build_object('refusal', jsonb_build_object('code', 'daily_limit',
        'cap_cents', v_embed.daily_cap_cents, 'spent_cents', v_spent));
    END IF;
    v_site := v_embed.site;
  END IF;
  IF p_wallet IS NOT NULL AND v_balance < p_amount THEN
    v_balance := v_balance + pg_temp.cuppa_fold(p_wallet);
  END IF;
  IF p_wallet IS NULL OR v_balance < p_amount THEN
    RETURN ${refusal('insufficient_balance')};
  END IF;
  IF v_payee IS NULL THEN
    v_payee := pg_temp.cuppa_account('wallet', p_creator);
  END IF;
  WITH moved AS (
    INSERT INTO transfers (kind, created_at) VALUES (p_type, p_now) RETURNING id
  ), posted AS (
    INSERT INTO postings (transfer_id, account_id, amount_cents)
      SELECT moved.id, side.account, side.amount FROM moved, (VALUES (p_wallet, -p_amount), (v_payee, p_amount)) side(account, amount)
  ), debited AS (
    UPDATE accounts SET balance_cents = balance_cents - p_amount WHERE id = p_wallet RETURNING balance_cents
  ), credited AS (
    INSERT INTO balance_changes (account_id, amount_cents) VALUES (v_payee, p_amount)
  ), made AS (
    INSERT INTO transactions (user_id, transfer_id, type, direction, amount_cents, status, counterparty_id, post_id,
        embed_id, created_at)
      SELECT side.user_id, moved.id, p_type, side.direction, p_amount, 'completed', side.counterparty, p_post, side.embed, p_now
        FROM moved, (VALUES (p_user, 'out', p_creator, p_embed), (p_creator, 'in', p_user, NULL)) side(user_id, direction, counterparty, embed)
      RETURNING *
  ), earned AS (
    INSERT INTO earnings (creator_id, from_id, transfer_id, type, amount_cents, post_id, message, public, site,
        created_at)
      SELECT p_creator, p_user, moved.id, p_type, p_amount, p_post, NULLIF(p_message, ''),
        CASE WHEN p_public THEN 1 ELSE 0 END, v_site, p_now FROM moved
  )
  SELECT made.*, debited.balance_cents AS left_cents INTO v_paid FROM made, debited WHERE made.direction = 'out';
  RETURN jsonb_build_object('transaction', to_jsonb(v_paid) - 'left_cents',
    'points_cents', v_paid.left_cents + pg_temp.cuppa_changes(p_wallet));
END $$;

-- payment-records.ts's recordReceipt: the call's receipt, as the answer signs it.
CREATE OR REPLACE FUNCTION pg_temp.cuppa_receipt(p_receipt TEXT, p_type TEXT, p_user BIGINT, p_creator BIGINT,
  p_alias TEXT, p_post BIGINT, p_site TEXT, p_amount BIGINT, p_transfer BIGINT, p_now TEXT)
RETURNS jsonb LANGUAGE plpgsql AS $$
BEGIN
  ${plpgsql(insertReceipt, {
    receipt: 'p_receipt',
    type: 'p_type',
    user: 'p_user',
    creator: 'p_creator',
    post: 'p_post',
    site: 'p_site',
    amount: 'p_amount',
    transfer: 'p_transfer',
    now: 'p_now',
  })};
  RETURN jsonb_build_object('id', p_receipt, 'type', p_type, 'creator', p_alias, 'amount_cents', p_amount,
    'site', p_site, 'member_id', p_user, 'created_at', p_now);
END $$;

-- payment-records.ts's recordPayment: the receipt, the creator's notification of a tip or a subscriber,
-- and, for a creator with a webhook that takes it, the event, its deliveries and their jobs (an outbox).
-- The receipt and whether deliveries were made.
CREATE OR REPLACE FUNCTION pg_temp.cuppa_recorded(p_receipt TEXT, p_event TEXT, p_event_type TEXT, p_type TEXT,
  p_user BIGINT, p_creator BIGINT, p_alias TEXT, p_post BIGINT, p_site TEXT, p_amount BIGINT, p_transfer BIGINT,
  p_message TEXT, p_now TEXT)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_receipt jsonb;
  v_webhooks BOOLEAN := false;
BEGIN
  v_receipt := pg_temp.cuppa_receipt(p_receipt, p_type, p_user, p_creator, p_alias, p_post, p_site, p_amount,
    p_transfer, p_now);
  IF p_type IN (${notifiedPayments.map((type) => `'${type}'`).join(', ')}) THEN
    ${plpgsql(notifyQuery, {
      user: 'p_creator',
      type: 'p_type',
      actor: 'p_user',
      amount: 'p_amount',
      message: "NULLIF(p_message, '')",
      post: 'NULL',
      reason: 'NULL',
      now: 'p_now',
    })};
  END IF;
  ${plpgsql(insertPaymentEvent, eventVariables)};
  IF FOUND THEN
    ${plpgsql(paymentEventDeliveries[0], eventVariables)};
    v_webhooks := FOUND;
    ${plpgsql(paymentEventDeliveries[1], eventVariables)};
  END IF;
  RETURN jsonb_build_object('receipt', v_receipt, 'webhooks', v_webhooks);
END $$;

CREATE OR REPLACE FUNCTION pg_temp.cuppa_tip(p_token TEXT, p_key TEXT, p_hash TEXT, p_now TEXT, p_since TEXT,
  p_creator BIGINT, p_amount BIGINT, p_message TEXT, p_public BOOLEAN, p_receipt TEXT, p_event TEXT)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
${CALL_VARIABLES}
  v_payee jsonb;
  v_paid jsonb;
  v_recorded jsonb;
BEGIN
${callerAndKey(true)}
${PAYEE_OR_REFUSAL}
  v_paid := pg_temp.cuppa_pay(v_user, (v_begun->>'wallet')::BIGINT, (v_begun->>'balance')::BIGINT,
    (v_who->>'embed')::BIGINT, p_creator, (v_payee->>'wallet')::BIGINT, p_amount, 'tip', NULL, p_message, p_public,
    p_now, p_since);
  IF v_paid ? 'refusal' THEN
    RETURN pg_temp.cuppa_finish(v_user, p_key, p_hash, p_now, v_paid);
  END IF;
  v_recorded := pg_temp.cuppa_recorded(p_receipt, p_event, '${paymentEvent.tip}', 'tip', v_user, p_creator,
    v_payee #>> '{creator,alias}', NULL, v_who->>'site', p_amount, (v_paid #>> '{transaction,transfer_id}')::BIGINT,
    p_message, p_now);
  RETURN pg_temp.cuppa_finish(v_user, p_key, p_hash, p_now, jsonb_build_object('facts', jsonb_build_object(
    'transaction', v_paid->'transaction', 'counterparty', v_payee->'creator', 'points_cents', v_paid->'points_cents')
    || v_recorded));
END $$;

CREATE OR REPLACE FUNCTION pg_temp.cuppa_subscribe(p_token TEXT, p_key TEXT, p_hash TEXT, p_now TEXT,
  p_since TEXT, p_creator BIGINT, p_shown BIGINT, p_expires TEXT, p_public BOOLEAN, p_receipt TEXT, p_event TEXT)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
${CALL_VARIABLES}
  v_payee jsonb;
  v_price BIGINT;
  v_paid jsonb;
  v_recorded jsonb;
BEGIN
${callerAndKey(true)}
${PAYEE_OR_REFUSAL}
  IF EXISTS (${plpgsql(SUBSCRIBED, { user: 'v_user', creator: 'p_creator', now: 'p_now' })}) THEN
    RETURN pg_temp.cuppa_finish(v_user, p_key, p_hash, p_now, ${refusal('already_subscribed')});
  END IF;
  v_price := (v_payee->>'price_cents')::BIGINT;
  IF p_shown IS NOT NULL AND p_shown <> v_price THEN
    RETURN pg_temp.cuppa_finish(v_user, p_key, p_hash, p_now,
      jsonb_build_object('refusal', jsonb_build_object('code', 'price_changed', 'price_cents', v_price,
        'of', 'subscription')));
  END IF;
  v_paid := pg_temp.cuppa_pay(v_user, (v_begun->>'wallet')::BIGINT, (v_begun->>'balance')::BIGINT,
    (v_who->>'embed')::BIGINT, p_creator, (v_payee->>'wallet')::BIGINT, v_price, 'subscription', NULL, NULL,
    p_public, p_now, p_since);
  IF v_paid ? 'refusal' THEN
    RETURN pg_temp.cuppa_finish(v_user, p_key, p_hash, p_now, v_paid);
  END IF;
  ${plpgsql(insertSubscription, {
    subscriber_id: 'v_user',
    creator_id: 'p_creator',
    price_cents: 'v_price',
    expires_at: 'p_expires',
    created_at: 'p_now',
  })};
  v_recorded := pg_temp.cuppa_recorded(p_receipt, p_event, '${paymentEvent.subscription}', 'subscription', v_user,
    p_creator, v_payee #>> '{creator,alias}', NULL, v_who->>'site', v_price,
    (v_paid #>> '{transaction,transfer_id}')::BIGINT, NULL, p_now);
  RETURN pg_temp.cuppa_finish(v_user, p_key, p_hash, p_now, jsonb_build_object('facts', jsonb_build_object(
    'subscription', jsonb_build_object('creator_id', p_creator, 'expires_at', p_expires),
    'points_cents', v_paid->'points_cents') || v_recorded));
END $$;

CREATE OR REPLACE FUNCTION pg_temp.cuppa_unlock(p_token TEXT, p_key TEXT, p_hash TEXT, p_now TEXT, p_since TEXT,
  p_post BIGINT, p_shown BIGINT, p_receipt TEXT, p_event TEXT)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
${CALL_VARIABLES}
  v_post record;
  v_paid jsonb;
  v_points BIGINT;
  v_amount BIGINT;
  v_recorded jsonb;
BEGIN
${callerAndKey(false)}
  SELECT * INTO v_post FROM (${plpgsql(POST_FOR_SALE, { viewer: 'v_user', now: 'p_now', post: 'p_post' })}) post;
  IF NOT FOUND THEN
    RETURN pg_temp.cuppa_finish(v_user, p_key, p_hash, p_now, ${refusal('post_not_found')});
  END IF;
  IF v_post.visibility <> 'paid' OR v_post.price_cents IS NULL THEN
    RETURN pg_temp.cuppa_finish(v_user, p_key, p_hash, p_now, ${refusal('not_for_sale')});
  END IF;
  IF v_post.creator_id = v_user THEN
    RETURN pg_temp.cuppa_finish(v_user, p_key, p_hash, p_now, ${refusal('own_post')});
  END IF;
  -- Unlocking twice charges once: the second call answers with the post, and a receipt of what was paid.
  IF EXISTS (${plpgsql(UNLOCKED, { post: 'p_post', user: 'v_user' })}) THEN
    v_points := pg_temp.cuppa_points(v_user);
    v_amount := (${plpgsql(unlockPaid, { post: 'p_post', user: 'v_user' })});
    v_recorded := jsonb_build_object('receipt', pg_temp.cuppa_receipt(p_receipt, 'unlock', v_user, v_post.creator_id,
      v_post.creator_alias, p_post, NULL, COALESCE(v_amount, v_post.price_cents), NULL, p_now), 'webhooks', false);
  ELSE
    IF p_shown IS NOT NULL AND p_shown <> v_post.price_cents THEN
      RETURN pg_temp.cuppa_finish(v_user, p_key, p_hash, p_now,
        jsonb_build_object('refusal', jsonb_build_object('code', 'price_changed', 'price_cents', v_post.price_cents,
          'of', 'post')));
    END IF;
    v_paid := pg_temp.cuppa_pay(v_user, (v_begun->>'wallet')::BIGINT, (v_begun->>'balance')::BIGINT, NULL,
      v_post.creator_id, NULL, v_post.price_cents, 'unlock', p_post, NULL, false, p_now, p_since);
    IF v_paid ? 'refusal' THEN
      RETURN pg_temp.cuppa_finish(v_user, p_key, p_hash, p_now, v_paid);
    END IF;
    ${plpgsql(INSERT_UNLOCK, { post: 'p_post', user: 'v_user', now: 'p_now' })};
    v_points := (v_paid->>'points_cents')::BIGINT;
    v_recorded := pg_temp.cuppa_recorded(p_receipt, p_event, '${paymentEvent.unlock}', 'unlock', v_user,
      v_post.creator_id, v_post.creator_alias, p_post, NULL, v_post.price_cents,
      (v_paid #>> '{transaction,transfer_id}')::BIGINT, NULL, p_now);
  END IF;
  RETURN pg_temp.cuppa_finish(v_user, p_key, p_hash, p_now, jsonb_build_object('facts', jsonb_build_object(
    'post_id', p_post, 'user_id', v_user, 'points_cents', v_points) || v_recorded));
END $$;

-- One money call (its values in a jsonb object, and its function's name) run by its function.
CREATE OR REPLACE FUNCTION pg_temp.cuppa_call(p_call jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
BEGIN
  RETURN CASE p_call->>'fn'
${(Object.keys(FUNCTIONS) as MoneyFunction[]).map((fn) => `    WHEN '${fn}' THEN ${callOf(fn, 'p_call')}`).join('\n')}
  END;
END $$;

-- Many money calls in one transaction (group-commit.ts): each run by its own function, one after the
-- other, in the order of their payers' ids (one payer's in the order they came). As each payer comes up
-- their wallet is taken, unless another transaction holds it (another instance's round, or a call hung
-- with it): their calls then answer busy, rather than hold the whole round, and the API sends them again
-- by themselves (cuppa_calls_waiting). Any other lock the round would wait on longer than its
-- lock_timeout (a key another call holds, a creator's wallet another round is making) fails the round,
-- whose calls the API then runs alone. Each call's answer, under its place in p_calls (1, 2, …).
CREATE OR REPLACE FUNCTION pg_temp.cuppa_calls(p_calls jsonb)
RETURNS jsonb LANGUAGE plpgsql SET lock_timeout = '${ROUND_LOCK_TIMEOUT}' AS $$
DECLARE
  v_call record;
  v_payer BIGINT;
  v_busy BOOLEAN := false;
  v_answers jsonb := '{}';
BEGIN
  FOR v_call IN
    SELECT calls.at, calls.call, payer.user_id AS payer
      FROM jsonb_array_elements(p_calls) WITH ORDINALITY calls(call, at)
      LEFT JOIN LATERAL (${plpgsql(callerQuery, { token: "(calls.call->>'token')", now: "(calls.call->>'now')" })} LIMIT 1)
        payer ON true
      ORDER BY payer.user_id, calls.at
  LOOP
    IF v_call.payer IS NULL THEN
      v_busy := false;
    ELSIF v_call.payer IS DISTINCT FROM v_payer THEN
      v_payer := v_call.payer;
      PERFORM 1 FROM accounts WHERE kind = 'wallet' AND user_id = v_payer FOR NO KEY UPDATE SKIP LOCKED;
      v_busy := NOT FOUND AND EXISTS (SELECT 1 FROM accounts WHERE kind = 'wallet' AND user_id = v_payer);
    END IF;
    v_answers := v_answers || jsonb_build_object(v_call.at::text,
      CASE WHEN v_busy THEN '{"busy": true}'::jsonb ELSE pg_temp.cuppa_call(v_call.call) END);
  END LOOP;
  RETURN v_answers;
END $$;

-- One caller's calls that a round answered busy, in one transaction, in the order they came: each waits
-- for what it needs as a call alone does (the session's lock_timeout). Answers as cuppa_calls does.
CREATE OR REPLACE FUNCTION pg_temp.cuppa_calls_waiting(p_calls jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_call record;
  v_answers jsonb := '{}';
BEGIN
  FOR v_call IN SELECT calls.at, calls.call FROM jsonb_array_elements(p_calls) WITH ORDINALITY calls(call, at) LOOP
    v_answers := v_answers || jsonb_build_object(v_call.at::text, pg_temp.cuppa_call(v_call.call));
  END LOOP;
  RETURN v_answers;
END $$;
`;
