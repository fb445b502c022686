import { address, signature as toSignature } from '@solana/kit';
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

interface AddressRow {
  address: string;
  token_account: string | null;
  last_signature: string | null;
  seen_units: number | string | null;
}

/**
 * Watches every deposit address for USDC, so deposits are credited without a pasted hash (API.md). One
 * look reads the USDC accounts of all addresses, a hundred per getMultipleAccounts call, and reads the new
 * transactions of only those whose balance changed since the last look: `last_signature` (the newest one
 * read) and `seen_units` (the balance then) are kept per address. A deposit found is recorded like one
 * validated by hash (deposits.ts); the API credits it and marks it.
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
    await sql.run('UPDATE solana_deposit_addresses SET token_account = ? WHERE address = ?', account, row.address);
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
      await sql.run(
        'UPDATE solana_deposit_addresses SET last_signature = ? WHERE address = ?',
        info.signature,
        row.address,
      );
    }
    if (batch.length === oldestFirst.length) {
      await sql.run('UPDATE solana_deposit_addresses SET seen_units = ? WHERE address = ?', units, row.address);
    }
  }

  return {
    /** One look at every deposit address. */
    async look(): Promise<void> {
      const rows = await sql.all<AddressRow>(
        'SELECT address, token_account, last_signature, seen_units FROM solana_deposit_addresses ORDER BY address',
      );
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
