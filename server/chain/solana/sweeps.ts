import { createKeyPairSignerFromBytes, type KeyPairSigner } from '@solana/kit';
import { nowIso } from '../../db/database';
import type { SqlDb } from '../../db/sql';
import type { SolanaConfig } from './config';
import type { DepositAddresses } from './deposit-addresses';
import { lookAt } from './landing';
import type { SolanaRpc } from './rpc';
import { signUsdcTransfer } from './sign-transfer';
import { usdcAccountOf, usdcUnitsIn } from './usdc-account';

interface SweepRow {
  id: number;
  signature: string;
  wire_transaction: string;
  last_valid_block_height: number | string;
  unknown_since: number | string | null;
}

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
  options: { now: () => number; proofDelayMs: number },
) {
  let hot: Promise<KeyPairSigner> | null = null;
  const hotSigner = () => (hot ??= createKeyPairSignerFromBytes(config.hotWallet.secretKey));

  /** The sweep on its way from this address, if any: still pending, or now finished (landed or not). */
  async function follow(owner: string): Promise<'pending' | 'settled'> {
    const sent = await sql.get<SweepRow>(
      `SELECT id, signature, wire_transaction, last_valid_block_height, unknown_since FROM solana_sweeps
       WHERE address = ? AND status = 'sent' ORDER BY id LIMIT 1`,
      owner,
    );
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
      { commitment: config.commitment, now: options.now(), proofDelayMs: options.proofDelayMs },
    );
    if (landing.state === 'pending') {
      if (landing.unknownSince !== unknownSince) {
        await sql.run(
          'UPDATE solana_sweeps SET unknown_since = ?, updated_at = ? WHERE id = ?',
          landing.unknownSince,
          nowIso(),
          sent.id,
        );
      }
      return 'pending';
    }
    await sql.transaction(async (tx) => {
      const status = landing.state === 'landed' ? 'confirmed' : 'refused';
      await tx.run(
        `UPDATE solana_sweeps SET status = ?, updated_at = ? WHERE id = ? AND status = 'sent'`,
        status,
        nowIso(),
        sent.id,
      );
      // Nothing moved: its deposits are swept by the next sweep.
      if (status === 'refused') await tx.run('UPDATE solana_deposits SET sweep_id = NULL WHERE sweep_id = ?', sent.id);
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
  ): Promise<boolean> {
    return sql
      .transaction(async (tx) => {
        const row = await tx.get<{ id: number }>(
          `INSERT INTO solana_sweeps (address, amount_units, signature, wire_transaction, last_valid_block_height, status, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
          owner,
          units.toString(),
          signed?.signature ?? null,
          signed?.wire ?? null,
          signed ? signed.lastValidBlockHeight.toString() : null,
          status,
          nowIso(),
          nowIso(),
        );
        if (!row) throw new Error('sweep not recorded');
        const taken = await tx.run(
          `UPDATE solana_deposits SET sweep_id = ? WHERE sweep_id IS NULL AND hash IN (${hashes.map(() => '?').join(', ')})`,
          row.id,
          ...hashes,
        );
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
      const rows = await sql.all<{ address: string }>(
        `SELECT DISTINCT d.address FROM solana_deposits d
         WHERE d.credited_to IS NOT NULL AND d.sweep_id IS NULL
           AND NOT EXISTS (SELECT 1 FROM solana_sweeps s WHERE s.address = d.address AND s.status = 'sent')
         LIMIT 100`,
      );
      return rows.map((row) => row.address);
    },

    async sweep(owner: string): Promise<'pending' | 'done'> {
      if ((await follow(owner)) === 'pending') return 'pending';
      const due = await sql.all<{ hash: string; amount_units: number | string }>(
        `SELECT hash, amount_units FROM solana_deposits
         WHERE address = ? AND credited_to IS NOT NULL AND sweep_id IS NULL ORDER BY created_at, hash`,
        owner,
      );
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
        await record(owner, hashes, 0n, 'empty', null);
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
      if (!(await record(owner, hashes, units, 'sent', signed))) return 'pending';
      // The first send: a look at an unknown signature whose blockhash is still valid sends it.
      await follow(owner);
      return 'pending';
    },
  };
}

class SweepRaceError extends Error {}
