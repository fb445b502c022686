import { nowIso } from '../../db/database';
import { named, param, query, type QueryBuilder, type RowOf } from '../../db/query';
import type { Sql } from '../../db/sql';
import { DepositRefusedError, type Deposit } from '../chain-gateway';
import type { SolanaConfig } from './config';
import type { DepositAddresses } from './deposit-addresses';
import { accountKeysOf, blockTimeOf, fetchTransaction, lamportGains, tokenReceipts } from './read-transaction';
import type { SolanaRpc } from './rpc';
import { unitsToCents } from './usdc';
import { usdcAccountOf, usdcUnitsIn } from './usdc-account';

/** A recorded deposit; `accounts` is JSON, every account the transaction names (null for deposits recorded before it was kept). */
const deposits = (db: QueryBuilder) =>
  db.selectFrom('solana_deposits').select(['hash', 'address', 'amount_cents', 'credited_to', 'accounts', 'block_time']);
const depositByHash = query((db) => deposits(db).where('hash', '=', param<string>('hash')));
type DepositRow = RowOf<typeof depositByHash>;
const uncreditedDeposits = query((db) =>
  deposits(db).where('credited_to', 'is', null).orderBy('created_at').orderBy('hash').limit(param<number>('limit')),
);
/** A deposit, once: @amount_units is the exact USDC amount as a decimal string. */
const insertDeposit = query((db) =>
  db
    .insertInto('solana_deposits')
    .values(named('solana_deposits', 'hash address amount_cents amount_units accounts block_time created_at'))
    .onConflict((oc) => oc.column('hash').doNothing()),
);
const creditedQuery = query((db) =>
  db
    .updateTable('solana_deposits')
    .set(named('solana_deposits', 'credited_to credited_at'))
    .where('hash', '=', param<string>('hash'))
    .where('credited_to', 'is', null),
);
/** What was credited at @address and has not left it in a sweep (one sent or refused has not). */
const creditedUnswept = query((db) =>
  db
    .selectFrom('solana_deposits as d')
    .leftJoin('solana_sweeps as s', 's.id', 'd.sweep_id')
    .select('d.amount_units')
    .where('d.address', '=', param<string>('address'))
    .where('d.credited_to', 'is not', null)
    .where((eb) => eb.or([eb('s.status', 'is', null), eb('s.status', 'in', ['sent', 'refused'])])),
);

const toDeposit = (row: DepositRow): Deposit => ({
  hash: row.hash,
  address: row.address,
  amountCents: Number(row.amount_cents),
  creditedTo: row.credited_to === null ? null : Number(row.credited_to),
  accounts: row.accounts ? (JSON.parse(row.accounts) as string[]) : [],
  at: row.block_time,
});

export function createDeposits(
  sql: Sql,
  rpc: SolanaRpc,
  config: Pick<SolanaConfig, 'commitment' | 'usdcMint'>,
  addresses: DepositAddresses,
) {
  const recorded = (hash: string) => sql.get(depositByHash, { hash });
  const ours = async (owners: string[]) => {
    const issued: string[] = [];
    for (const owner of new Set(owners)) if (await addresses.isIssued(owner)) issued.push(owner);
    return issued;
  };

  /**
   * The USDC this transaction paid to one deposit address we issued, once settled at the configured
   * commitment, recorded the first time it is read; `known` is false while the chain does not know the
   * transaction at that commitment (or it failed).
   */
  async function readDeposit(hash: string): Promise<{ deposit: Deposit | null; known: boolean }> {
    const known = await recorded(hash);
    if (known) return { deposit: toDeposit(known), known: true };
    const tx = await fetchTransaction(rpc, hash, config.commitment);
    if (!tx) return { deposit: null, known: false };
    // A failed transaction moved nothing.
    if (!tx.meta || tx.meta.err !== null) return { deposit: null, known: true };
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
      return { deposit: null, known: true };
    }
    const amountCents = unitsToCents(deposit.units);
    if (amountCents === 0) {
      throw new DepositRefusedError('This transaction sent less than one cent of USDC, which is not credited');
    }
    // Sub-cent dust is not credited: the amount is rounded down to whole cents; the rest stays on chain.
    // The accounts it names and its time are kept: a crypto tip is a deposit that names its reference.
    await sql.run(insertDeposit, {
      hash,
      address: deposit.owner,
      amount_cents: amountCents,
      amount_units: deposit.units.toString(),
      accounts: JSON.stringify(accountKeysOf(tx)),
      block_time: blockTimeOf(tx),
      created_at: nowIso(),
    });
    const row = await recorded(hash);
    return { deposit: row ? toDeposit(row) : null, known: true };
  }

  return {
    /**
     * The USDC this transaction paid to one deposit address we issued, once settled at the configured
     * commitment; null for an unknown, unsettled or failed transaction, or one that paid none of our
     * addresses. Read once from the chain, then from our own record (which also says who was credited).
     */
    async findDeposit(hash: string): Promise<Deposit | null> {
      return (await readDeposit(hash)).deposit;
    },

    /** findDeposit, saying too whether the chain knew the transaction at all (the watch waits for it). */
    readDeposit,

    async markCredited(hash: string, userId: number): Promise<void> {
      await sql.run(creditedQuery, { credited_to: userId, credited_at: nowIso(), hash });
    },

    /** Recorded deposits not credited yet, oldest first. */
    async uncredited(limit: number): Promise<Deposit[]> {
      const rows = await sql.all(uncreditedDeposits, { limit });
      return rows.map(toDeposit);
    },

    /**
     * USDC at the address's associated token account not yet credited, in whole cents: its balance less
     * what was credited and has not left it in a sweep yet (sweeps.ts).
     */
    async pendingAt(owner: string): Promise<number> {
      if (!(await addresses.isIssued(owner))) return 0;
      const ata = await usdcAccountOf(owner, config.usdcMint);
      const { value } = await rpc.getAccountInfo(ata, { commitment: config.commitment, encoding: 'base64' }).send();
      const units = usdcUnitsIn(value, owner, config.usdcMint);
      const credited = await sql.all(creditedUnswept, { address: owner });
      const creditedUnits = credited.reduce((sum, row) => sum + BigInt(row.amount_units), 0n);
      return unitsToCents(units - creditedUnits);
    },
  };
}
