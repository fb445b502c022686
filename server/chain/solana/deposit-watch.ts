import {
  address,
  isSolanaError,
  signature as toSignature,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_MIN_CONTEXT_SLOT_NOT_REACHED,
  type Slot,
} from '@solana/kit';
import { named, param, query, type RowOf } from '../../db/query';
import type { Sql } from '../../db/sql';
import { DepositRefusedError } from '../chain-gateway';
import type { SolanaConfig } from './config';
import type { createDeposits } from './deposits';
import type { SolanaRpc } from './rpc';
import { usdcAccountOf, usdcUnitsIn } from './usdc-account';

/** getMultipleAccounts takes at most 100 accounts. */
const ACCOUNTS_PER_CALL = 100;
/** getSignaturesForAddress answers at most 1,000 signatures a call. */
const SIGNATURES_PER_PAGE = 1000;
/**
 * Transactions read per address and look: a flood of transfers to one address (dust) is read a hundred
 * at a time, four hundred a minute at a look every 15 s.
 */
const TRANSACTIONS_PER_LOOK = 100;
/** Pages of signatures asked per address and look, whatever they hold (failed transactions cost no read). */
const PAGES_PER_LOOK = 5;
/** Transactions asked of the node at once. */
const READS_AT_ONCE = 10;

export interface DepositWatchOptions {
  /** Signatures asked per getSignaturesForAddress call: 1,000, the most a node answers. */
  signaturesPerPage?: number;
  /** Transactions read per address and look: 100. */
  transactionsPerLook?: number;
}

const addressesQuery = query((db) =>
  db
    .selectFrom('solana_deposit_addresses')
    .select(['address', 'token_account', 'last_signature', 'seen_units', 'backfill_before', 'backfill_top'])
    .orderBy('address'),
);
type AddressRow = RowOf<typeof addressesQuery>;
const setTokenAccount = query((db) =>
  db
    .updateTable('solana_deposit_addresses')
    .set({ token_account: param<string>('account') })
    .where('address', '=', param<string>('address')),
);
/** Where the watch stands at @address, each part written with the others (see Cursor). */
const setCursor = query((db) =>
  db
    .updateTable('solana_deposit_addresses')
    .set(named('solana_deposit_addresses', 'last_signature backfill_before backfill_top'))
    .where('address', '=', param<string>('address')),
);
/**
 * A sweep took USDC out of @address: its balance may come back to the one seen with a new deposit in it,
 * so the next look reads its transactions whatever the balance (sweeps.ts, once a sweep has landed).
 */
export const forgetSeenBalance = query((db) =>
  db.updateTable('solana_deposit_addresses').set({ seen_units: null }).where('address', '=', param<string>('address')),
);
/** The balance seen when nothing was left to read, in USDC units (@units, a bigint; null: none). */
const setSeenUnits = query((db) =>
  db
    .updateTable('solana_deposit_addresses')
    .set({ seen_units: param<number | null>('units') })
    .where('address', '=', param<string>('address')),
);

/**
 * Where the watch stands at an address. `last` is the newest signature with everything up to it read.
 * A backlog newer than `last` is walked back from its newest signature (`top`), a page at a time:
 * `before` is the oldest signature the walk has read, so all of `before`…`top` is read and what lies
 * between `last` and `before` is not. Once the walk reaches `last`, `top` becomes `last`.
 */
interface Cursor {
  last: string | null;
  before: string | null;
  top: string | null;
}

type SignatureInfo = { signature: string; slot: Slot; err: unknown };

/**
 * Watches every deposit address for USDC, so deposits are credited without a pasted hash (API.md). One
 * look reads the USDC accounts of all addresses, a hundred per getMultipleAccounts call, and reads the new
 * transactions of only those whose balance changed since the last look, or whose backlog is not read
 * through yet: every signature since the last one read is read, newest first, a bounded number per look,
 * each look going on where the last one stopped (Cursor), so no transfer is passed over however many
 * came after it, and a stream faster than the reading holds back no deposit for good. A deposit found is
 * recorded like one validated by hash (deposits.ts); the API credits it and marks it. Only sweeps take
 * USDC out of an address, and each forgets the balance seen, so an unchanged balance means nothing new
 * arrived.
 */
export function createDepositWatch(
  sql: Sql,
  rpc: SolanaRpc,
  config: Pick<SolanaConfig, 'commitment' | 'usdcMint'>,
  deposits: Pick<ReturnType<typeof createDeposits>, 'readDeposit'>,
  options: DepositWatchOptions = {},
) {
  const perPage = options.signaturesPerPage ?? SIGNATURES_PER_PAGE;
  const perLook = options.transactionsPerLook ?? TRANSACTIONS_PER_LOOK;

  async function tokenAccountOf(row: AddressRow): Promise<string> {
    if (row.token_account) return row.token_account;
    const account = await usdcAccountOf(row.address, config.usdcMint);
    await sql.run(setTokenAccount, { account, address: row.address });
    return account;
  }

  /** Whether the transaction is read: judged, or nothing to judge (it failed); false while the node does not know it. */
  async function read(info: SignatureInfo): Promise<boolean> {
    if (info.err !== null) return true; // a failed transaction moved nothing
    try {
      return (await deposits.readDeposit(info.signature)).known;
    } catch (error) {
      // SOL, another token, dust: nothing to credit (validate/{hash} tells the member why).
      if (error instanceof DepositRefusedError) return true;
      throw error;
    }
  }

  /**
   * Reads a page's transactions newest first, at most `budget` of them, a few at a time; calls `done`
   * with the oldest read of each few. Returns how many of the page are read, and the reads spent.
   */
  async function readPage(
    page: readonly SignatureInfo[],
    budget: number,
    done: (signature: string) => Promise<void>,
  ): Promise<{ read: number; spent: number }> {
    let count = 0;
    let spent = 0;
    while (count < page.length) {
      const group: SignatureInfo[] = [];
      let reads = 0;
      for (const info of page.slice(count)) {
        const costs = info.err === null;
        if (costs && (reads === READS_AT_ONCE || spent + reads === budget)) break;
        group.push(info);
        if (costs) reads += 1;
      }
      if (group.length === 0) break;
      spent += reads;
      const results = await Promise.allSettled(group.map(read));
      // In order: a read stops at a transaction the node does not know yet (asked again at the next look).
      let known = 0;
      let failure: PromiseRejectedResult | null = null;
      for (const result of results) {
        if (result.status === 'rejected') failure = result;
        if (result.status === 'rejected' || !result.value) break;
        known += 1;
      }
      const last = group[known - 1];
      if (last) await done(last.signature);
      count += known;
      if (failure) throw failure.reason;
      if (known < group.length) break;
    }
    return { read: count, spent };
  }

  /**
   * Reads an address's transactions since the last one read, a bounded number of them, going on from
   * where the last look stopped. @units is its balance, read at @slot.
   */
  async function readNew(row: AddressRow, tokenAccount: string, units: bigint, slot: Slot): Promise<void> {
    let cursor: Cursor = { last: row.last_signature, before: row.backfill_before, top: row.backfill_top };
    const save = async (next: Cursor) => {
      cursor = next;
      await sql.run(setCursor, {
        last_signature: next.last,
        backfill_before: next.before,
        backfill_top: next.top,
        address: row.address,
      });
    };
    const seen = row.seen_units === null ? null : BigInt(row.seen_units);
    let budget = perLook;
    for (let call = 0; call < PAGES_PER_LOOK && budget > 0; call += 1) {
      const fromTop = cursor.before === null;
      // No more than this look can still read: the rest is asked for at the next.
      const limit = Math.min(perPage, budget);
      let page: readonly SignatureInfo[];
      try {
        page = await rpc
          .getSignaturesForAddress(address(tokenAccount), {
            commitment: config.commitment,
            limit,
            // Asked of a node that has seen at least what the balance showed.
            minContextSlot: slot,
            ...(cursor.before ? { before: toSignature(cursor.before) } : {}),
            ...(cursor.last ? { until: toSignature(cursor.last) } : {}),
          })
          .send();
      } catch (error) {
        // The node behind the one that told the balance: asked again at the next look.
        if (isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_MIN_CONTEXT_SLOT_NOT_REACHED)) return;
        throw error;
      }
      if (page.length === 0 && fromTop) {
        // Nothing newer than the last read. A balance above the one that was seen with nothing new (or
        // above nothing, where nothing was ever read) has no transaction to show for it yet: it comes from
        // a node ahead of this one, and is not taken as seen, so the next look asks again.
        const explained = seen ?? (cursor.last === null ? 0n : null);
        if (call === 0 && explained !== null && units > explained) return;
        await sql.run(setSeenUnits, { units, address: row.address });
        return;
      }
      if (page.length === 0) {
        // Nothing between the last read and where the walk stopped, unless this node does not know that
        // signature (a node answers nothing before a signature it has not seen): then it is asked again.
        if (!(await knows(cursor.before ?? ''))) return;
        await save({ last: cursor.top, before: null, top: null });
        await sql.run(setSeenUnits, { units: null, address: row.address });
        continue;
      }
      const top = cursor.top ?? page[0]?.signature ?? null;
      const { read: count, spent } = await readPage(page, budget, (signature) =>
        save({ last: cursor.last, before: signature, top }),
      );
      budget -= spent;
      if (count < page.length) return; // the look's reads are spent, or the node does not know one yet
      if (page.length === limit) continue; // a full page: older ones may be left
      // The walk reached the last read: all up to its top is read.
      await save({ last: top, before: null, top: null });
      if (fromTop && page.every((info) => info.slot <= slot)) {
        // Read from the newest down in this look, and the balance was read after all of it landed.
        await sql.run(setSeenUnits, { units, address: row.address });
        return;
      }
      await sql.run(setSeenUnits, { units: null, address: row.address });
      if (fromTop) return; // some landed after the balance was read: the next look reads the balance again
    }
  }

  /** Whether the node knows the signature (in its full history). */
  async function knows(signature: string): Promise<boolean> {
    const { value } = await rpc
      .getSignatureStatuses([toSignature(signature)], { searchTransactionHistory: true })
      .send();
    return value[0] !== null && value[0] !== undefined;
  }

  return {
    /** One look at every deposit address. */
    async look(): Promise<void> {
      const rows = await sql.all(addressesQuery);
      for (let start = 0; start < rows.length; start += ACCOUNTS_PER_CALL) {
        const chunk = rows.slice(start, start + ACCOUNTS_PER_CALL);
        const accounts: string[] = [];
        for (const row of chunk) accounts.push(await tokenAccountOf(row));
        const { context, value } = await rpc
          .getMultipleAccounts(
            accounts.map((account) => address(account)),
            { commitment: config.commitment, encoding: 'base64' },
          )
          .send();
        for (const [i, row] of chunk.entries()) {
          const units = usdcUnitsIn(value[i] ?? null, row.address, config.usdcMint);
          const seen = row.seen_units === null ? null : BigInt(row.seen_units);
          // Unchanged, and no backlog left half read: nothing arrived.
          if (seen === units && row.backfill_before === null) continue;
          await readNew(row, accounts[i] ?? '', units, context.slot);
        }
      }
    },
  };
}
