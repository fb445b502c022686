import { fromCents } from '../../src/core/contract/common';
import type { ChainGateway, Deposit } from '../chain/chain-gateway';
import { nowIso } from '../db/database';
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

interface IntentRow {
  reference: string;
  creator_id: number;
  amount_cents: number;
  message: string | null;
  site: string | null;
  created_at: string;
  expires_at: string;
  signature: string | null;
}

/**
 * The tip intent this deposit pays, if any: one for this address whose reference the transaction names,
 * made while the intent was open (not an older transfer that also names it, not one after its 24 hours),
 * and not paid by another transfer already (a reference is one payment).
 */
async function intentPaidBy(tx: SqlTx, deposit: Deposit): Promise<IntentRow | undefined> {
  if (deposit.accounts.length === 0 || deposit.at === null) return undefined;
  const at = Date.parse(deposit.at);
  const intents = await tx.all<IntentRow>(
    `SELECT reference, creator_id, amount_cents, message, site, created_at, expires_at, signature FROM tip_intents
     WHERE address = ? AND reference IN (${deposit.accounts.map(() => '?').join(', ')})${tx.forUpdate}`,
    deposit.address,
    ...deposit.accounts,
  );
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
    const existing = await tx.get<{ id: number; type: string }>(
      `SELECT id, type FROM transactions WHERE hash = ? AND direction = 'in'`,
      deposit.hash,
    );
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
    const found =
      existing ??
      (await tx.get<{ id: number; type: string }>(
        `SELECT id, type FROM transactions WHERE hash = ? AND direction = 'in'`,
        deposit.hash,
      ));
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
  const claimed = await tx.get<{ id: number }>(
    `INSERT INTO transactions (user_id, type, direction, amount_cents, status, address, hash, created_at)
     VALUES (?, 'recharge', 'in', ?, 'completed', ?, ?, ?)
     ON CONFLICT (hash) WHERE type = 'recharge' DO NOTHING RETURNING id`,
    deposit.userId,
    deposit.amountCents,
    deposit.address,
    deposit.hash,
    deposit.at,
  );
  if (!claimed) return null;
  const transferId = await move(tx, 'recharge', [
    { kind: 'chain', userId: null, amountCents: -deposit.amountCents },
    { kind: 'wallet', userId: deposit.userId, amountCents: deposit.amountCents },
  ]);
  await tx.run('UPDATE transactions SET transfer_id = ? WHERE id = ?', transferId, claimed.id);
  return claimed.id;
}

/**
 * A reader's crypto tip that reached the creator's address, credited once as the creator's `tip`
 * earning in USDC with the reader's note (the same claim by its incoming transaction row as a recharge's).
 * The transaction's id, or null when the hash was credited before.
 */
async function creditCryptoTip(tx: SqlTx, userId: number, deposit: Deposit, intent: IntentRow): Promise<number | null> {
  const claimed = await tx.get<{ id: number }>(
    `INSERT INTO transactions (user_id, type, direction, amount_cents, status, address, hash, created_at)
     VALUES (?, 'tip', 'in', ?, 'completed', ?, ?, ?)
     ON CONFLICT (hash) WHERE direction = 'in' AND hash IS NOT NULL DO NOTHING RETURNING id`,
    userId,
    deposit.amountCents,
    deposit.address,
    deposit.hash,
    nowIso(),
  );
  if (!claimed) return null;
  const transferId = await move(tx, 'crypto-tip', [
    { kind: 'chain', userId: null, amountCents: -deposit.amountCents },
    { kind: 'wallet', userId, amountCents: deposit.amountCents },
  ]);
  await tx.run('UPDATE transactions SET transfer_id = ? WHERE id = ?', transferId, claimed.id);
  // The creator's earning: what arrived, from a reader who may have no account, with their note.
  await tx.run(
    `INSERT INTO earnings (creator_id, from_id, transfer_id, type, amount_cents, post_id, message, site, coin, created_at)
       VALUES (?, NULL, ?, 'tip', ?, NULL, ?, ?, 'usdc', ?)`,
    userId,
    transferId,
    deposit.amountCents,
    intent.message,
    intent.site,
    nowIso(),
  );
  await tx.run(
    'UPDATE tip_intents SET signature = ?, received_cents = ?, credited_at = ? WHERE reference = ?',
    deposit.hash,
    deposit.amountCents,
    nowIso(),
    intent.reference,
  );
  await notify(tx, {
    userId,
    type: 'tip',
    actorId: null,
    amountCents: deposit.amountCents,
    message: intent.message,
  });
  // The creator's webhooks hear of it as of any tip; the reader has no account, so no receipt or supporter.
  const creator = await tx.get<{ alias: string }>('SELECT alias FROM users WHERE id = ?', userId);
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
