import { createKeyPairSignerFromBytes, isAddress, type KeyPairSigner } from '@solana/kit';
import { nowIso } from '../../db/database';
import { named, param, query, type RowOf } from '../../db/query';
import type { Sql } from '../../db/sql';
import { WithdrawalAddressError, type WithdrawalOrder, type WithdrawalState } from '../chain-gateway';
import type { SolanaConfig } from './config';
import { lookAt, settled } from './landing';
import { accountKeysOf, readTransaction, receivedBy } from './read-transaction';
import { referenceKey } from './reference-key';
import type { SolanaRpc } from './rpc';
import { signUsdcTransfer } from './sign-transfer';
import { centsToUnits } from './usdc';
import { withdrawalCost, type WithdrawalCost } from './withdrawal-cost';

const withdrawalQuery = query((db) =>
  db
    .selectFrom('solana_withdrawals')
    .select([
      'reference',
      'address',
      'amount_cents',
      'fee_cents',
      'signature',
      'wire_transaction',
      'last_valid_block_height',
      'status',
      'unknown_since',
    ])
    .where('reference', '=', param<string>('reference')),
);
type WithdrawalRow = RowOf<typeof withdrawalQuery>;
const finishQuery = query((db) =>
  db
    .updateTable('solana_withdrawals')
    .set({ status: param<'confirmed' | 'refused'>('status'), updated_at: param<string>('now') })
    .where('reference', '=', param<string>('reference'))
    .where('status', '=', 'sent'),
);
/** The order, once under its reference: @last_valid_block_height is the exact (bigint) block height as a decimal string. */
const insertWithdrawal = query((db) =>
  db
    .insertInto('solana_withdrawals')
    .values({
      ...named(
        'solana_withdrawals',
        'reference address amount_cents fee_cents signature wire_transaction last_valid_block_height status expires_at',
      ),
      created_at: param<string>('now'),
      updated_at: param<string>('now'),
    })
    .onConflict((oc) => oc.column('reference').doNothing()),
);
const unknownSinceQuery = query((db) =>
  db
    .updateTable('solana_withdrawals')
    .set({ unknown_since: param<number | null>('since'), updated_at: param<string>('now') })
    .where('reference', '=', param<string>('reference'))
    .where('status', '=', 'sent'),
);

/**
 * Withdrawals from the hot wallet, each paid at most once per reference. The signed transaction is saved
 * before it is first sent, so whoever asks next (this process, a restarted one, another instance) sends
 * and asks about that same signature; a second transfer is never signed for a reference. It is `refused`
 * only when it can no longer land: landing.ts's proof (its blockhash past its last valid block height at
 * finalized commitment and the signature unknown on two looks apart), or it landed and failed.
 */
export function createWithdrawals(
  sql: Sql,
  rpc: SolanaRpc,
  config: Pick<SolanaConfig, 'commitment' | 'usdcMint' | 'hotWallet' | 'feeSolPriceCents'>,
  now: () => number | Promise<number>,
  /** How far apart two looks must be that find it unknown past its blockhash before it is refused (landing.ts). */
  proofDelayMs: number,
) {
  let hot: Promise<KeyPairSigner> | null = null;
  const hotSigner = () => (hot ??= createKeyPairSignerFromBytes(config.hotWallet.secretKey));

  const find = (reference: string) => sql.get(withdrawalQuery, { reference });
  const finish = async (row: WithdrawalRow, status: 'confirmed' | 'refused') => {
    await sql.run(finishQuery, { status, now: nowIso(), reference: row.reference });
  };

  /**
   * The hot wallet's payment with this reference already on chain, if any: found when our record of it
   * is gone (a database restored from before it was written). One that paid anything else means the
   * reference was another order's.
   */
  async function earlierPayment(order: WithdrawalOrder): Promise<string | null> {
    // Read at `confirmed` whatever the configured commitment: a payment not yet finalized must still
    // stop a second one.
    const found = await rpc.getSignaturesForAddress(referenceKey(order.reference), { commitment: 'confirmed' }).send();
    for (const info of found) {
      if (info.err !== null) continue;
      const tx = await readTransaction(rpc, info.signature, 'confirmed');
      // Anyone may name the reference key in a transaction of their own: only one the hot wallet paid counts.
      if (!tx || accountKeysOf(tx)[0] !== config.hotWallet.address) continue;
      if (receivedBy(tx, order.address, config.usdcMint) !== centsToUnits(order.amountCents - order.feeCents)) {
        throw anotherOrder(order.reference);
      }
      if (settled[info.confirmationStatus ?? 'processed'] < settled[config.commitment]) {
        throw new Error(`Withdrawal ${order.reference}: its payment ${info.signature} is not ${config.commitment} yet`);
      }
      return info.signature;
    }
    return null;
  }

  /** Records the order once under its reference: already paid, refused unsent (too late, or unpayable), or signed to be sent. */
  async function place(order: WithdrawalOrder): Promise<void> {
    const insert = async (
      status: WithdrawalRow['status'],
      sig: string | null,
      wire: string | null,
      height: bigint | null,
    ): Promise<void> => {
      await sql.run(insertWithdrawal, {
        reference: order.reference,
        address: order.address,
        amount_cents: order.amountCents,
        fee_cents: order.feeCents,
        signature: sig,
        wire_transaction: wire,
        last_valid_block_height: height === null ? null : height.toString(),
        status,
        expires_at: order.expiresAt,
        now: nowIso(),
      });
    };
    const earlier = await earlierPayment(order);
    if (earlier) return insert('confirmed', earlier, null, null);
    if ((await now()) > Date.parse(order.expiresAt)) return insert('refused', null, null, null);
    let cost: WithdrawalCost;
    try {
      cost = await withdrawalCost(rpc, config, order.address);
    } catch (error) {
      if (error instanceof WithdrawalAddressError) return insert('refused', null, null, null);
      throw error;
    }
    // The hot wallet never spends more than the member was charged: an account the fee found open and
    // that was closed since (its holder keeps the rent) would make the platform pay its rent again.
    if (cost.feeCents > order.feeCents) return insert('refused', null, null, null);
    // Only when the member's fee paid for it does the transfer open the recipient's account: without it, an
    // account closed since the fee was set makes the transfer fail its preflight instead of costing rent.
    const hot = await hotSigner();
    const signed = await signUsdcTransfer(rpc, config, {
      feePayer: hot,
      from: hot,
      to: order.address,
      units: centsToUnits(order.amountCents - order.feeCents),
      opensAccount: cost.opensAccount,
      reference: referenceKey(order.reference),
    });
    await insert('sent', signed.signature, signed.wire, signed.lastValidBlockHeight);
  }

  async function follow(row: WithdrawalRow): Promise<WithdrawalState> {
    if (row.status === 'refused') return { status: 'refused' };
    if (!row.signature) throw new Error(`Withdrawal ${row.reference} has no signature`);
    if (row.status === 'confirmed') return { status: 'confirmed', hash: row.signature };
    if (!row.wire_transaction) throw new Error(`Withdrawal ${row.reference} has no signed transaction`);
    const landing = await lookAt(
      rpc,
      {
        signature: row.signature,
        wire: row.wire_transaction,
        lastValidBlockHeight: BigInt(row.last_valid_block_height ?? 0),
        unknownSince: row.unknown_since === null ? null : Number(row.unknown_since),
      },
      { commitment: config.commitment, now: await now(), proofDelayMs },
    );
    if (landing.state === 'pending') {
      const unknownSince = row.unknown_since === null ? null : Number(row.unknown_since);
      if (landing.unknownSince !== unknownSince) {
        await sql.run(unknownSinceQuery, { since: landing.unknownSince, now: nowIso(), reference: row.reference });
      }
      return { status: 'pending' };
    }
    if (landing.state === 'landed') {
      await finish(row, 'confirmed');
      return { status: 'confirmed', hash: row.signature };
    }
    // Failed on chain, or proven never to land: nothing was paid.
    await finish(row, 'refused');
    return { status: 'refused' };
  }

  return {
    async sendWithdrawal(order: WithdrawalOrder): Promise<WithdrawalState> {
      if (!isAddress(order.address)) {
        throw new Error(`Withdrawal ${order.reference}: not a Solana address: ${order.address}`);
      }
      if (!Number.isSafeInteger(order.feeCents) || order.feeCents < 0 || order.feeCents >= order.amountCents) {
        throw new Error(`Withdrawal ${order.reference}: its fee must be less than its amount`);
      }
      let row = await find(order.reference);
      if (!row) {
        await place(order);
        row = await find(order.reference);
        if (!row) throw new Error(`Withdrawal reference ${order.reference} was not recorded`);
      }
      // A reference names one order: asked for another (a restored database, two deployments on one hot
      // wallet), the gateway says so rather than report the old order as this one's.
      if (
        row.address !== order.address ||
        Number(row.amount_cents) !== order.amountCents ||
        Number(row.fee_cents) !== order.feeCents
      ) {
        throw anotherOrder(order.reference);
      }
      return follow(row);
    },
  };
}

const anotherOrder = (reference: string) =>
  new Error(`Withdrawal reference ${reference} is already held by another order`);
