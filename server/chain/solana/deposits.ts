import { findAssociatedTokenPda, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { address, getBase64Encoder } from '@solana/kit';
import { nowIso } from '../../db/database';
import type { Sql } from '../../db/sql';
import { DepositRefusedError, type Deposit } from '../chain-gateway';
import type { SolanaConfig } from './config';
import type { DepositAddresses } from './deposit-addresses';
import { lamportGains, readTransaction, tokenReceipts } from './read-transaction';
import type { SolanaRpc } from './rpc';
import { unitsToCents } from './usdc';

interface DepositRow {
  hash: string;
  address: string;
  amount_cents: number;
  credited_to: number | null;
}

const toDeposit = (row: DepositRow): Deposit => ({
  hash: row.hash,
  address: row.address,
  amountCents: Number(row.amount_cents),
  creditedTo: row.credited_to === null ? null : Number(row.credited_to),
});

export function createDeposits(
  sql: Sql,
  rpc: SolanaRpc,
  config: Pick<SolanaConfig, 'commitment' | 'usdcMint'>,
  addresses: DepositAddresses,
) {
  const recorded = (hash: string) =>
    sql.get<DepositRow>('SELECT hash, address, amount_cents, credited_to FROM solana_deposits WHERE hash = ?', hash);
  const ours = async (owners: string[]) => {
    const issued: string[] = [];
    for (const owner of new Set(owners)) if (await addresses.isIssued(owner)) issued.push(owner);
    return issued;
  };

  return {
    /**
     * The USDC this transaction paid to one deposit address we issued, once settled at the configured
     * commitment; null for an unknown, unsettled or failed transaction, or one that paid none of our
     * addresses. Read once from the chain, then from our own record (which also says who was credited).
     */
    async findDeposit(hash: string): Promise<Deposit | null> {
      const known = await recorded(hash);
      if (known) return toDeposit(known);
      const tx = await readTransaction(rpc, hash, config.commitment);
      if (!tx) return null;
      const receipts = tokenReceipts(tx).filter((r) => r.units > 0n);
      const issued = await ours(receipts.map((r) => r.owner));
      const paid = receipts.filter((r) => issued.includes(r.owner));
      const usdc = paid.filter((r) => r.mint === config.usdcMint);
      if (usdc.length > 1) {
        throw new DepositRefusedError(
          'This transaction pays several deposit addresses at once; ask support to credit it',
        );
      }
      const [deposit] = usdc;
      if (!deposit) {
        const other = paid[0];
        if (other) {
          throw new DepositRefusedError(
            `This transaction sent a token other than USDC (mint ${other.mint}); only USDC (mint ${config.usdcMint}) is credited`,
          );
        }
        const gains = lamportGains(tx);
        if ((await ours([...gains.keys()])).length > 0) {
          throw new DepositRefusedError('This transaction sent SOL; only USDC is credited, SOL is not converted');
        }
        return null;
      }
      const amountCents = unitsToCents(deposit.units);
      if (amountCents === 0) {
        throw new DepositRefusedError('This transaction sent less than one cent of USDC, which is not credited');
      }
      // Sub-cent dust is not credited: the amount is rounded down to whole cents; the rest stays on chain.
      await sql.run(
        `INSERT INTO solana_deposits (hash, address, amount_cents, amount_units, created_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (hash) DO NOTHING`,
        hash,
        deposit.owner,
        amountCents,
        deposit.units.toString(),
        nowIso(),
      );
      const row = await recorded(hash);
      return row ? toDeposit(row) : null;
    },

    async markCredited(hash: string, userId: number): Promise<void> {
      await sql.run(
        'UPDATE solana_deposits SET credited_to = ?, credited_at = ? WHERE hash = ? AND credited_to IS NULL',
        userId,
        nowIso(),
        hash,
      );
    },

    /**
     * USDC at the address's associated token account not yet credited, in whole cents: its balance less
     * every deposit already credited from it (a sweep to the hot wallet would have to be counted too).
     */
    async pendingAt(owner: string): Promise<number> {
      if (!(await addresses.isIssued(owner))) return 0;
      const [ata] = await findAssociatedTokenPda({
        owner: address(owner),
        mint: address(config.usdcMint),
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      });
      const { value } = await rpc.getAccountInfo(ata, { commitment: config.commitment, encoding: 'base64' }).send();
      if (!value || value.owner !== TOKEN_PROGRAM_ADDRESS) return 0;
      const account = getTokenDecoder().decode(getBase64Encoder().encode(value.data[0]));
      if (account.mint !== config.usdcMint || account.owner !== owner) return 0;
      const credited = await sql.all<{ amount_units: number | string }>(
        'SELECT amount_units FROM solana_deposits WHERE address = ? AND credited_to IS NOT NULL',
        owner,
      );
      const creditedUnits = credited.reduce((sum, row) => sum + BigInt(row.amount_units), 0n);
      return unitsToCents(account.amount - creditedUnits);
    },
  };
}
