import { fromCents } from '../../src/core/contract/common';
import type { ChainGateway, Deposit } from '../chain/chain-gateway';
import { nowIso } from '../db/database';
import { named, param, query, queryNow, type QueryBuilder, type RowOf } from '../db/query';
import type { SqlDb, SqlTx } from '../db/sql';
import { notify } from '../rows/notifications';
import { recordWebhookEvent } from '../rows/webhook-outbox';
import { memberIdByDepositAddress } from '../rows/users';
import { move } from './ledger';

/** What crediting a chain deposit did: credited it now, or found it credited before. */
export interface CreditOutcome {
  /** A member's own deposit ('recharge'), or a reader's crypto tip to a creator ('tip', from an intent). */
  kind: 'recharge' | 'tip';
  /** The member whose deposit address it reached. */
  userId: number;
  /** Its transaction (null only if the one that credited it cannot be found). */
  transactionId: number | null;
  credited: boolean;
}

/**
 * How far a block's time may be from the server's: a transfer made this long before its tip intent was
 * registered still pays it (chain clocks drift); one older than that was not made for it.
 */
export const CHAIN_CLOCK_SLACK_MS = 60_000;

/** The tip intents for @address among the transaction's accounts, held: their shape follows how many it names. */
const intentsNamed = (tx: SqlTx, address: string, references: readonly string[]) =>
  queryNow(tx.engine, (db) => {
    const read = db
      .selectFrom('tip_intents')
      .select(['reference', 'creator_id', 'amount_cents', 'message', 'site', 'created_at', 'expires_at', 'signature'])
      .where('address', '=', address)
      .where('reference', 'in', references);
    return tx.engine === 'postgres' ? read.forNoKeyUpdate() : read;
  });
type IntentRow = RowOf<ReturnType<typeof intentsNamed>>;

/** The incoming transaction that credited the hash @hash, if one did. */
const creditedBy = query((db) =>
  db
    .selectFrom('transactions')
    .select(['id', 'type'])
    .where('hash', '=', param<string>('hash'))
    .where('direction', '=', 'in'),
);

/** A credit's incoming row, recharge or crypto tip, as both claims insert it. */
const incomingRow = (db: QueryBuilder, type: 'recharge' | 'tip') =>
  db.insertInto('transactions').values({
    ...named('transactions', 'user_id amount_cents address hash created_at'),
    type,
    direction: 'in',
    status: 'completed',
  });

/** A recharge's claim: its incoming row, or nothing when the hash was credited as a recharge before. */
const claimRecharge = query((db) =>
  incomingRow(db, 'recharge')
    .onConflict((oc) => oc.column('hash').where('type', '=', 'recharge').doNothing())
    .returning('id'),
);

/** A crypto tip's claim: its incoming row, or nothing when the hash was credited before (as anything). */
const claimCryptoTip = query((db) =>
  incomingRow(db, 'tip')
    .onConflict((oc) => oc.column('hash').where('direction', '=', 'in').where('hash', 'is not', null).doNothing())
    .returning('id'),
);

const settleTransfer = query((db) =>
  db
    .updateTable('transactions')
    .set({ transfer_id: param<number>('transfer') })
    .where('id', '=', param<number>('id')),
);

const insertUsdcEarning = query((db) =>
  db.insertInto('earnings').values({
    ...named('earnings', 'creator_id transfer_id amount_cents message site created_at'),
    from_id: null,
    type: 'tip',
    post_id: null,
    coin: 'usdc',
  }),
);

const intentPaid = query((db) =>
  db
    .updateTable('tip_intents')
    .set({
      signature: param<string>('hash'),
      received_cents: param<number>('amount'),
      credited_at: param<string>('now'),
    })
    .where('reference', '=', param<string>('reference')),
);

const aliasOf = query((db) => db.selectFrom('users').select('alias').where('id', '=', param<number>('id')));

/**
 * The tip intent this deposit pays, if any: one for this address whose reference the transaction names,
 * made while the intent was open (not an older transfer that also names it, not one after its 24 hours),
 * and not paid by another transfer already (a reference is one payment).
 */
async function intentPaidBy(tx: SqlTx, deposit: Deposit): Promise<IntentRow | undefined> {
  if (deposit.accounts.length === 0 || deposit.at === null) return undefined;
  const at = Date.parse(deposit.at);
  const intents = await tx.all(intentsNamed(tx, deposit.address, deposit.accounts));
  return intents.find(
    (intent) =>
      (intent.signature === null || intent.signature === deposit.hash) &&
      at >= Date.parse(intent.created_at) - CHAIN_CLOCK_SLACK_MS &&
      at <= Date.parse(intent.expires_at),
  );
}

/**
 * Credits USDC that reached a member's deposit address, once, whoever asks first: the deposit watch
 * (deposit-watch.ts), a tip intent's watch (tip-intents.ts), or the member pasting its hash
 * (validate/{hash}). A transfer that pays a tip intent is the creator's `tip` earning, in USDC, with the
 * reader's message; any other is the member's own recharge. The incoming transaction row with this hash
 * is what credits it once: it is written first, before the money moves, so a second attempt (on any
 * instance) waits on its unique hash and then finds it. The gateway's own mark follows the commit, and
 * is made again by the next attempt if a crash skipped it. Null for an address no member holds.
 */
export async function creditDeposit(
  sql: SqlDb,
  gateway: ChainGateway,
  deposit: Deposit,
): Promise<CreditOutcome | null> {
  const userId = await memberIdByDepositAddress(sql, deposit.address);
  if (userId === null) return null;
  const outcome = await sql.transaction(async (tx): Promise<CreditOutcome & { unmarked: boolean }> => {
    const intent = await intentPaidBy(tx, deposit);
    const kind = intent ? 'tip' : 'recharge';
    const existing = await tx.get(creditedBy, { hash: deposit.hash });
    if (deposit.creditedTo === null && !existing) {
      const credited = intent
        ? await creditCryptoTip(tx, userId, deposit, intent)
        : await creditRecharge(tx, {
            userId,
            amountCents: deposit.amountCents,
            address: deposit.address,
            hash: deposit.hash,
            at: nowIso(),
          });
      if (credited !== null) return { kind, userId, transactionId: credited, credited: true, unmarked: true };
    }
    const found = existing ?? (await tx.get(creditedBy, { hash: deposit.hash }));
    return {
      kind: found?.type === 'tip' ? 'tip' : kind,
      userId,
      transactionId: found?.id ?? null,
      credited: false,
      unmarked: deposit.creditedTo === null,
    };
  });
  if (outcome.unmarked) await gateway.markCredited(deposit.hash, userId);
  const { unmarked: _unmarked, ...result } = outcome;
  return result;
}

/**
 * A member's own deposit, credited once: its incoming transaction row is written first (a second
 * attempt with the same hash, on any instance, waits on its unique index and then writes nothing), then
 * the money moves from the chain to their wallet through the ledger. The transaction's id, or null when
 * the hash was credited before. The demo seed credits its welcome deposit through it too.
 */
export async function creditRecharge(
  tx: SqlTx,
  deposit: { userId: number; amountCents: number; address: string; hash: string; at: string },
): Promise<number | null> {
  const claimed = await tx.get(claimRecharge, {
    user_id: deposit.userId,
    amount_cents: deposit.amountCents,
    address: deposit.address,
    hash: deposit.hash,
    created_at: deposit.at,
  });
  if (!claimed) return null;
  const transferId = await move(tx, 'recharge', [
    { kind: 'chain', userId: null, amountCents: -deposit.amountCents },
    { kind: 'wallet', userId: deposit.userId, amountCents: deposit.amountCents },
  ]);
  await tx.run(settleTransfer, { transfer: transferId, id: claimed.id });
  return claimed.id;
}

/**
 * A reader's crypto tip that reached the creator's address, credited once as the creator's `tip`
 * earning in USDC with the reader's note (the same claim by its incoming transaction row as a recharge's).
 * The transaction's id, or null when the hash was credited before.
 */
async function creditCryptoTip(tx: SqlTx, userId: number, deposit: Deposit, intent: IntentRow): Promise<number | null> {
  const claimed = await tx.get(claimCryptoTip, {
    user_id: userId,
    amount_cents: deposit.amountCents,
    address: deposit.address,
    hash: deposit.hash,
    created_at: nowIso(),
  });
  if (!claimed) return null;
  const transferId = await move(tx, 'crypto-tip', [
    { kind: 'chain', userId: null, amountCents: -deposit.amountCents },
    { kind: 'wallet', userId, amountCents: deposit.amountCents },
  ]);
  await tx.run(settleTransfer, { transfer: transferId, id: claimed.id });
  // The creator's earning: what arrived, from a reader who may have no account, with their note.
  await tx.run(insertUsdcEarning, {
    creator_id: userId,
    transfer_id: transferId,
    amount_cents: deposit.amountCents,
    message: intent.message,
    site: intent.site,
    created_at: nowIso(),
  });
  await tx.run(intentPaid, {
    hash: deposit.hash,
    amount: deposit.amountCents,
    now: nowIso(),
    reference: intent.reference,
  });
  await notify(tx, {
    userId,
    type: 'tip',
    actorId: null,
    amountCents: deposit.amountCents,
    message: intent.message,
  });
  // The creator's webhooks hear of it as of any tip; the reader has no account, so no receipt or supporter.
  const creator = await tx.get(aliasOf, { id: userId });
  await recordWebhookEvent(tx, userId, 'tip.created', {
    receipt: null,
    creator: creator?.alias ?? null,
    amount: fromCents(deposit.amountCents),
    coin: 'usdc',
    site: intent.site,
    supporter: null,
    name: null,
    message: intent.message,
  });
  return claimed.id;
}
