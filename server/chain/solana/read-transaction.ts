import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { isSignature, signature, type Commitment } from '@solana/kit';
import type { SolanaRpc } from './rpc';

interface TokenBalance {
  accountIndex: number;
  mint: string;
  owner?: string;
  programId?: string;
  uiTokenAmount: { amount: string };
}

/** The parts of getTransaction's `json` answer the gateway reads (what it trusts least, it checks). */
export interface ChainTransaction {
  /** Unix seconds of its block, if the node knows. */
  blockTime?: bigint | number | null;
  meta: {
    err: unknown;
    preBalances: readonly bigint[];
    postBalances: readonly bigint[];
    preTokenBalances?: readonly TokenBalance[];
    postTokenBalances?: readonly TokenBalance[];
    loadedAddresses?: { writable: readonly string[]; readonly: readonly string[] };
  } | null;
  transaction: { message: { accountKeys: readonly string[] } };
}

/**
 * The transaction at the given commitment, or null: unknown, not yet that settled, or garbled. Only a
 * transaction that succeeded (meta.err null) is returned, since a failed one moved no tokens.
 */
export async function readTransaction(
  rpc: SolanaRpc,
  hash: string,
  commitment: Exclude<Commitment, 'processed'>,
): Promise<ChainTransaction | null> {
  const tx = await fetchTransaction(rpc, hash, commitment);
  if (!tx?.meta || tx.meta.err !== null) return null;
  return tx;
}

/** The transaction as the node reports it, failed or not; null while it knows none at that commitment. */
export async function fetchTransaction(
  rpc: SolanaRpc,
  hash: string,
  commitment: Exclude<Commitment, 'processed'>,
): Promise<ChainTransaction | null> {
  if (!isSignature(hash)) return null;
  return rpc
    .getTransaction(signature(hash), { commitment, encoding: 'json', maxSupportedTransactionVersion: 0 })
    .send();
}

/** When the transaction's block was made, as ISO text; null if the node does not say. */
export function blockTimeOf(tx: Pick<ChainTransaction, 'blockTime'>): string | null {
  return tx.blockTime === null || tx.blockTime === undefined
    ? null
    : new Date(Number(tx.blockTime) * 1000).toISOString();
}

/** Every account the transaction names: its own keys, then those loaded from lookup tables (the order balances index). */
export function accountKeysOf(tx: ChainTransaction): string[] {
  const loaded = tx.meta?.loadedAddresses;
  return [...tx.transaction.message.accountKeys, ...(loaded?.writable ?? []), ...(loaded?.readonly ?? [])];
}

const units = (balance: TokenBalance | undefined): bigint =>
  balance && /^\d+$/.test(balance.uiTokenAmount.amount) ? BigInt(balance.uiTokenAmount.amount) : 0n;

/**
 * Net base units of SPL Token (not Token-2022) per owner and mint that this transaction added, from the
 * token balances before and after it: whatever instruction or program moved them, this is what arrived.
 * An account absent before (created in the transaction) or after (closed) counts as zero there.
 */
export function tokenReceipts(tx: ChainTransaction): { owner: string; mint: string; units: bigint }[] {
  const pre = new Map((tx.meta?.preTokenBalances ?? []).map((b) => [b.accountIndex, b]));
  const post = new Map((tx.meta?.postTokenBalances ?? []).map((b) => [b.accountIndex, b]));
  const totals = new Map<string, { owner: string; mint: string; units: bigint }>();
  for (const index of new Set([...pre.keys(), ...post.keys()])) {
    const after = post.get(index);
    const before = pre.get(index);
    for (const [balance, sign] of [
      [after, 1n],
      [before, -1n],
    ] as const) {
      if (!balance?.owner || (balance.programId && balance.programId !== TOKEN_PROGRAM_ADDRESS)) continue;
      const key = `${balance.owner}/${balance.mint}`;
      const total = totals.get(key) ?? { owner: balance.owner, mint: balance.mint, units: 0n };
      total.units += sign * units(balance);
      totals.set(key, total);
    }
  }
  return [...totals.values()].filter((total) => total.units !== 0n);
}

/** What one owner received of one mint in this transaction (zero or less: nothing). */
export function receivedBy(tx: ChainTransaction, owner: string, mint: string): bigint {
  return tokenReceipts(tx).find((r) => r.owner === owner && r.mint === mint)?.units ?? 0n;
}

/** Lamports each account gained in this transaction (fees make the payer's change negative). */
export function lamportGains(tx: ChainTransaction): Map<string, bigint> {
  const gains = new Map<string, bigint>();
  accountKeysOf(tx).forEach((key, i) => {
    const change = BigInt(tx.meta?.postBalances[i] ?? 0n) - BigInt(tx.meta?.preBalances[i] ?? 0n);
    if (change > 0n) gains.set(key, change);
  });
  return gains;
}
