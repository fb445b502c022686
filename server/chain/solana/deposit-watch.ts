import { address, signature as toSignature } from '@solana/kit';
import { param, query, type RowOf } from '../../db/query';
import type { Sql } from '../../db/sql';
import { DepositRefusedError } from '../chain-gateway';
import type { SolanaConfig } from './config';
import type { createDeposits } from './deposits';
import type { SolanaRpc } from './rpc';
import { usdcAccountOf, usdcUnitsIn } from './usdc-account';

/** getMultipleAccounts takes at most 100 accounts. */
const ACCOUNTS_PER_CALL = 100;
/** Transactions read per address and look: a flood of dust to one address is read a little at a time. */
const TRANSACTIONS_PER_LOOK = 20;

const addressesQuery = query((db) =>
  db
    .selectFrom('solana_deposit_addresses')
    .select(['address', 'token_account', 'last_signature', 'seen_units'])
    .orderBy('address'),
);
type AddressRow = RowOf<typeof addressesQuery>;
const setTokenAccount = query((db) =>
  db
    .updateTable('solana_deposit_addresses')
    .set({ token_account: param<string>('account') })
    .where('address', '=', param<string>('address')),
);
const setLastSignature = query((db) =>
  db
    .updateTable('solana_deposit_addresses')
    .set({ last_signature: param<string>('signature') })
    .where('address', '=', param<string>('address')),
);
/**
 * A sweep took USDC out of @address: its balance may come back to the one seen with a new deposit in it,
 * so the next look reads its transactions whatever the balance (sweeps.ts, once a sweep has landed).
 */
export const forgetSeenBalance = query((db) =>
  db.updateTable('solana_deposit_addresses').set({ seen_units: null }).where('address', '=', param<string>('address')),
);
/** The balance seen at the last look, in USDC units (@units, a bigint). */
const setSeenUnits = query((db) =>
  db
    .updateTable('solana_deposit_addresses')
    .set({ seen_units: param<number>('units') })
    .where('address', '=', param<string>('address')),
);

/**
 * Watches every deposit address for USDC, so deposits are credited without a pasted hash (API.md). One
 * look reads the USDC accounts of all addresses, a hundred per getMultipleAccounts call, and reads the new
 * transactions of only those whose balance changed since the last look: `last_signature` (the newest one
 * read) and `seen_units` (the balance then) are kept per address. A deposit found is recorded like one
 * validated by hash (deposits.ts); the API credits it and marks it. Only sweeps take USDC out of an
 * address, and each forgets the balance seen, so an unchanged balance means nothing new arrived.
 */
export function createDepositWatch(
  sql: Sql,
  rpc: SolanaRpc,
  config: Pick<SolanaConfig, 'commitment' | 'usdcMint'>,
  deposits: Pick<ReturnType<typeof createDeposits>, 'readDeposit'>,
) {
  async function tokenAccountOf(row: AddressRow): Promise<string> {
    if (row.token_account) return row.token_account;
    const account = await usdcAccountOf(row.address, config.usdcMint);
    await sql.run(setTokenAccount, { account, address: row.address });
    return account;
  }

  /** Reads an address's transactions since the last one read, oldest first, a bounded number of them. */
  async function readNew(row: AddressRow, tokenAccount: string, units: bigint): Promise<void> {
    const newer = await rpc
      .getSignaturesForAddress(address(tokenAccount), {
        commitment: config.commitment,
        limit: 1000,
        ...(row.last_signature ? { until: toSignature(row.last_signature) } : {}),
      })
      .send();
    const oldestFirst = [...newer].reverse();
    const batch = oldestFirst.slice(0, TRANSACTIONS_PER_LOOK);
    for (const info of batch) {
      if (info.err === null) {
        try {
          // A node that does not know it yet is asked again at the next look: the cursor stays before it.
          if (!(await deposits.readDeposit(info.signature)).known) return;
        } catch (error) {
          // SOL, another token, dust: nothing to credit (validate/{hash} tells the member why).
          if (!(error instanceof DepositRefusedError)) throw error;
        }
      }
      await sql.run(setLastSignature, { signature: info.signature, address: row.address });
    }
    if (batch.length === oldestFirst.length) {
      await sql.run(setSeenUnits, { units, address: row.address });
    }
  }

  return {
    /** One look at every deposit address. */
    async look(): Promise<void> {
      const rows = await sql.all(addressesQuery);
      for (let start = 0; start < rows.length; start += ACCOUNTS_PER_CALL) {
        const chunk = rows.slice(start, start + ACCOUNTS_PER_CALL);
        const accounts: string[] = [];
        for (const row of chunk) accounts.push(await tokenAccountOf(row));
        const { value } = await rpc
          .getMultipleAccounts(
            accounts.map((account) => address(account)),
            { commitment: config.commitment, encoding: 'base64' },
          )
          .send();
        for (const [i, row] of chunk.entries()) {
          const units = usdcUnitsIn(value[i] ?? null, row.address, config.usdcMint);
          const seen = row.seen_units === null ? null : BigInt(row.seen_units);
          if (seen === units) continue;
          await readNew(row, accounts[i] ?? '', units);
        }
      }
    },
  };
}
