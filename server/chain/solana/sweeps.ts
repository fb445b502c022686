import { createKeyPairSignerFromBytes, type KeyPairSigner } from '@solana/kit';
import type { NotNull } from 'kysely';
import { nowIso } from '../../db/database';
import { param, query, queryNow } from '../../db/query';
import type { SqlDb } from '../../db/sql';
import type { LeaseFence } from '../../jobs/job-fence';
import type { SolanaConfig } from './config';
import type { DepositAddresses } from './deposit-addresses';
import { forgetSeenBalance } from './deposit-watch';
import { lookAt } from './landing';
import type { SolanaRpc } from './rpc';
import { signUsdcTransfer } from './sign-transfer';
import { usdcAccountOf, usdcUnitsIn } from './usdc-account';

/** The sweep on its way from @address: a sent sweep was signed and saved with its transaction (record). */
const sentSweep = query((db) =>
  db
    .selectFrom('solana_sweeps')
    .select(['id', 'signature', 'wire_transaction', 'last_valid_block_height', 'unknown_since'])
    .where('address', '=', param<string>('address'))
    .where('status', '=', 'sent')
    .orderBy('id')
    .limit(1)
    .$narrowType<{ signature: NotNull; wire_transaction: NotNull; last_valid_block_height: NotNull }>(),
);
const unknownSinceQuery = query((db) =>
  db
    .updateTable('solana_sweeps')
    .set({ unknown_since: param<number | null>('since'), updated_at: param<string>('now') })
    .where('id', '=', param<number>('id')),
);
const settleSweep = query((db) =>
  db
    .updateTable('solana_sweeps')
    .set({ status: param<'confirmed' | 'refused'>('status'), updated_at: param<string>('now') })
    .where('id', '=', param<number>('id'))
    .where('status', '=', 'sent'),
);
const releaseDeposits = query((db) =>
  db.updateTable('solana_deposits').set({ sweep_id: null }).where('sweep_id', '=', param<number>('sweep')),
);
/** A sweep: @units and @height are exact (bigint) amounts as decimal strings. */
const insertSweep = query((db) =>
  db
    .insertInto('solana_sweeps')
    .values({
      address: param<string>('address'),
      amount_units: param<number>('units'),
      signature: param<string | null>('signature'),
      wire_transaction: param<string | null>('wire'),
      last_valid_block_height: param<number | null>('height'),
      status: param<'sent' | 'empty'>('status'),
      created_at: param<string>('now'),
      updated_at: param<string>('now'),
    })
    .returning('id'),
);
const sweepsDueQuery = query((db) =>
  db
    .selectFrom('solana_deposits as d')
    .select('d.address')
    .distinct()
    .where('d.credited_to', 'is not', null)
    .where('d.sweep_id', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('solana_sweeps as s')
            .select((s) => s.lit(1).as('one'))
            .whereRef('s.address', '=', 'd.address')
            .where('s.status', '=', 'sent'),
        ),
      ),
    )
    .limit(100),
);
const dueDeposits = query((db) =>
  db
    .selectFrom('solana_deposits')
    .select(['hash', 'amount_units'])
    .where('address', '=', param<string>('address'))
    .where('credited_to', 'is not', null)
    .where('sweep_id', 'is', null)
    .orderBy('created_at')
    .orderBy('hash'),
);

/**
 * Moves credited USDC from deposit addresses to the hot wallet, so the funds that pay withdrawals are the
 * funds members deposited (API.md). A sweep is a transfer from the address's USDC account, signed with
 * its re-derived key, whose network fee the hot wallet pays (deposit addresses hold no SOL). Like a
 * withdrawal, it is signed and saved (with the deposits it moves) before its first send, and followed
 * with landing.ts: a sweep that can never land releases its deposits for the next one. Only credited
 * deposits are moved, each once; what arrived since stays until it is credited.
 */
export function createSweeps(
  sql: SqlDb,
  rpc: SolanaRpc,
  config: Pick<SolanaConfig, 'commitment' | 'usdcMint' | 'hotWallet'>,
  addresses: DepositAddresses,
  options: { now: () => number | Promise<number>; proofDelayMs: number },
) {
  let hot: Promise<KeyPairSigner> | null = null;
  const hotSigner = () => (hot ??= createKeyPairSignerFromBytes(config.hotWallet.secretKey));

  /** The sweep on its way from this address, if any: still pending, or now finished (landed or not). */
  async function follow(owner: string, fence: LeaseFence | undefined): Promise<'pending' | 'settled'> {
    const sent = await sql.get(sentSweep, { address: owner });
    if (!sent) return 'settled';
    const unknownSince = sent.unknown_since === null ? null : Number(sent.unknown_since);
    const landing = await lookAt(
      rpc,
      {
        signature: sent.signature,
        wire: sent.wire_transaction,
        lastValidBlockHeight: BigInt(sent.last_valid_block_height),
        unknownSince,
      },
      { commitment: config.commitment, now: await options.now(), proofDelayMs: options.proofDelayMs },
    );
    if (landing.state === 'pending') {
      if (landing.unknownSince !== unknownSince) {
        await sql.run(unknownSinceQuery, { since: landing.unknownSince, now: nowIso(), id: sent.id });
      }
      return 'pending';
    }
    await sql.transaction(async (tx) => {
      // Run by a job (deposit-watch's sweep): only under its lease, as record's.
      await fence?.hold(tx);
      const status = landing.state === 'landed' ? 'confirmed' : 'refused';
      await tx.run(settleSweep, { status, now: nowIso(), id: sent.id });
      if (status === 'confirmed') await tx.run(forgetSeenBalance, { address: owner });
      // Nothing moved: its deposits are swept by the next sweep.
      else await tx.run(releaseDeposits, { sweep: sent.id });
    });
    return 'settled';
  }

  /** Records a sweep of these deposits (they are its own from now on), or nothing if another took them. */
  async function record(
    owner: string,
    hashes: string[],
    units: bigint,
    status: 'sent' | 'empty',
    signed: { signature: string; wire: string; lastValidBlockHeight: bigint } | null,
    fence: LeaseFence | undefined,
  ): Promise<boolean> {
    return sql
      .transaction(async (tx) => {
        // Run by a job (deposit-watch's sweep) that lost its lease, another run may be sweeping the same
        // deposits: this one records nothing, and so signs nothing that is ever sent (job-fence.ts).
        await fence?.hold(tx);
        const row = await tx.get(insertSweep, {
          address: owner,
          units: units.toString(),
          signature: signed?.signature ?? null,
          wire: signed?.wire ?? null,
          height: signed ? signed.lastValidBlockHeight.toString() : null,
          status,
          now: nowIso(),
        });
        if (!row) throw new Error('sweep not recorded');
        // Its shape follows how many deposits it takes: built at the call.
        const take = queryNow(tx.engine, (db) =>
          db
            .updateTable('solana_deposits')
            .set({ sweep_id: row.id })
            .where('sweep_id', 'is', null)
            .where('hash', 'in', hashes),
        );
        const taken = await tx.run(take);
        // Another sweep of this address took some of them meanwhile: this one is undone, never sent.
        if (taken !== hashes.length) throw new SweepRaceError();
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof SweepRaceError) return false;
        throw error;
      });
  }

  return {
    async sweepsDue(): Promise<string[]> {
      const rows = await sql.all(sweepsDueQuery);
      return rows.map((row) => row.address);
    },

    async sweep(owner: string, fence?: LeaseFence): Promise<'pending' | 'done'> {
      if ((await follow(owner, fence)) === 'pending') return 'pending';
      const due = await sql.all(dueDeposits, { address: owner });
      if (due.length === 0) return 'done';
      const hashes = due.map((row) => row.hash);
      const credited = due.reduce((sum, row) => sum + BigInt(row.amount_units), 0n);
      const account = await usdcAccountOf(owner, config.usdcMint);
      const { value } = await rpc.getAccountInfo(account, { commitment: config.commitment, encoding: 'base64' }).send();
      const held = usdcUnitsIn(value, owner, config.usdcMint);
      // A deposit credited from another token account the address owns is not in this one: what is here
      // is moved, and the rest is left for an operator (docs/solana-gateway.md).
      const units = credited < held ? credited : held;
      if (units === 0n) {
        await record(owner, hashes, 0n, 'empty', null, fence);
        return 'done';
      }
      const from = await addresses.signerFor(owner);
      if (!from) throw new Error(`Deposit address ${owner} was not issued here: it cannot be swept`);
      const feePayer = await hotSigner();
      const signed = await signUsdcTransfer(rpc, config, {
        feePayer,
        from,
        to: feePayer.address,
        units,
        opensAccount: true, // the hot wallet's own USDC account, opened once if it is missing
      });
      if (!(await record(owner, hashes, units, 'sent', signed, fence))) return 'pending';
      // The first send: a look at an unknown signature whose blockhash is still valid sends it.
      await follow(owner, fence);
      return 'pending';
    },
  };
}

class SweepRaceError extends Error {}
