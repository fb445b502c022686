import { randomBytes } from 'node:crypto';
import { encodeBase58 } from '../../src/core/contract/solana-address';
import { nowIso, type Db } from '../db/database';
import type { ChainGateway, Deposit } from './chain-gateway';

/** The system program's address: nothing can be sent to it, so the dev chain refuses it (a failure to test). */
export const UNRECEIVABLE_ADDRESS = '11111111111111111111111111111111';

const randomKey = () => encodeBase58(randomBytes(32));
const randomSignature = () => encodeBase58(randomBytes(64));

/** The local chain: no network; deposits and their hashes live in the API's database. */
export function createDevGateway(
  db: Db,
  options: { settleMs?: number } = {},
): ChainGateway & {
  deposit(address: string, amountCents: number): string;
} {
  const settleMs = options.settleMs ?? 500;
  const find = db.prepare<
    [string],
    { hash: string; address: string; amount_cents: number; credited_to: number | null }
  >('SELECT hash, address, amount_cents, credited_to FROM chain_deposits WHERE hash = ?');
  return {
    name: 'development',
    newAddress: randomKey,
    deposit(address, amountCents) {
      const hash = randomSignature();
      db.prepare('INSERT INTO chain_deposits (hash, address, amount_cents, created_at) VALUES (?, ?, ?, ?)').run(
        hash,
        address,
        amountCents,
        nowIso(),
      );
      return hash;
    },
    findDeposit(hash): Deposit | null {
      const row = find.get(hash);
      return row
        ? { hash: row.hash, address: row.address, amountCents: row.amount_cents, creditedTo: row.credited_to }
        : null;
    },
    markCredited(hash, userId) {
      db.prepare('UPDATE chain_deposits SET credited_to = ?, credited_at = ? WHERE hash = ?').run(
        userId,
        nowIso(),
        hash,
      );
    },
    pendingAt(address) {
      const row = db
        .prepare<[string], { total: number }>(
          'SELECT COALESCE(SUM(amount_cents), 0) AS total FROM chain_deposits WHERE address = ? AND credited_to IS NULL',
        )
        .get(address);
      return row?.total ?? 0;
    },
    sendWithdrawal(address) {
      return new Promise((resolve, reject) => {
        setTimeout(() => {
          if (address === UNRECEIVABLE_ADDRESS) reject(new Error('The chain refused the transfer'));
          else resolve(randomSignature());
        }, settleMs).unref();
      });
    },
  };
}
export type DevGateway = ReturnType<typeof createDevGateway>;
