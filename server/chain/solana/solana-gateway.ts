import { address, createSolanaRpc, isAddress } from '@solana/kit';
import { readDatabaseNow } from '../../db/database-clock';
import type { SqlDb } from '../../db/sql';
import type { ChainGateway } from '../chain-gateway';
import { solanaConfigFromEnv, type Env, type SolanaConfig } from './config';
import { createDepositAddresses } from './deposit-addresses';
import { createDepositWatch, type DepositWatchOptions } from './deposit-watch';
import { createDeposits } from './deposits';
import { createSweeps } from './sweeps';
import { createTipTransfers } from './tip-transfers';
import type { SolanaRpc } from './rpc';
import { usdcAccountOf, usdcUnitsIn } from './usdc-account';
import { withdrawalCost } from './withdrawal-cost';
import { createWithdrawals } from './withdrawals';

export interface SolanaGatewayOptions {
  /** The gateway's own tables (solana_*), on the API's database. */
  sql: SqlDb;
  rpc: SolanaRpc;
  config: SolanaConfig;
  /**
   * The clock that decides when an order is past its expiresAt and when a proof's minute has passed: the
   * database's, so another instance whose clock runs ahead cannot cut the minute short and void a
   * withdrawal that was paid (tests pass their own).
   */
  now?: () => number | Promise<number>;
  /**
   * How far apart two looks must be that both find a sent transaction unknown past its blockhash before
   * it counts as never landing (landing.ts): 60 s.
   */
  proofDelayMs?: number;
  /** How much the deposit watch reads per look (deposit-watch.ts); tests pass smaller pages. */
  depositWatch?: DepositWatchOptions;
}

export interface HotWalletBalances {
  address: string;
  lamports: bigint;
  /** USDC at the hot wallet's associated token account, in base units (6 decimals); 0n if it has none. */
  usdcUnits: bigint;
}

export type SolanaGateway = ChainGateway &
  Required<Pick<ChainGateway, 'findTransferByReference' | 'checkReference' | 'sweep' | 'sweepsDue'>> & {
    /** For operators: what the hot wallet holds (SOL for fees, USDC for withdrawals). */
    hotWalletBalances(): Promise<HotWalletBalances>;
  };

/** The production chain gateway: USDC on Solana through an RPC node (docs/solana-gateway.md). */
export function createSolanaGateway({
  sql,
  rpc,
  config,
  now = () => readDatabaseNow(sql),
  proofDelayMs = 60_000,
  depositWatch,
}: SolanaGatewayOptions): SolanaGateway {
  const addresses = createDepositAddresses(sql, config.depositMasterSecret);
  const deposits = createDeposits(sql, rpc, config, addresses);
  const withdrawals = createWithdrawals(sql, rpc, config, now, proofDelayMs);
  const tips = createTipTransfers(rpc, config);
  const watch = createDepositWatch(sql, rpc, config, deposits, depositWatch);
  const sweeps = createSweeps(sql, rpc, config, addresses, { now, proofDelayMs });
  return {
    name: 'solana',
    newAddress: () => addresses.newAddress(),
    findDeposit: (hash) => deposits.findDeposit(hash),
    markCredited: (hash, userId) => deposits.markCredited(hash, userId),
    pendingAt: (owner) => deposits.pendingAt(owner),
    async watchDeposits(limit) {
      await watch.look();
      return deposits.uncredited(limit);
    },
    sweep: (owner, fence) => sweeps.sweep(owner, fence),
    sweepsDue: () => sweeps.sweepsDue(),
    sendWithdrawal: (order) => withdrawals.sendWithdrawal(order),
    async withdrawalFee(recipient) {
      if (!isAddress(recipient)) throw new Error(`withdrawalFee: not a Solana address: ${recipient}`);
      return (await withdrawalCost(rpc, config, recipient)).feeCents;
    },

    findTransferByReference: (reference, recipientOwner, notBefore) =>
      tips.findTransferByReference(reference, recipientOwner, notBefore),
    checkReference: (reference, recipientOwner) => tips.checkReference(reference, recipientOwner),

    async hotWalletBalances() {
      const owner = address(config.hotWallet.address);
      const ata = await usdcAccountOf(owner, config.usdcMint);
      const { value: lamports } = await rpc.getBalance(owner, { commitment: config.commitment }).send();
      const { value } = await rpc.getAccountInfo(ata, { commitment: config.commitment, encoding: 'base64' }).send();
      const usdcUnits = usdcUnitsIn(value, owner, config.usdcMint);
      return { address: owner, lamports, usdcUnits };
    },
  };
}

/**
 * For startApi's `chainGateway` option: reads the configuration now (a bad one stops the start with its
 * message) and builds the gateway on the API's database when it is opened.
 */
export function solanaGatewayFromEnv(env: Env = process.env): (sql: SqlDb) => SolanaGateway {
  const config = solanaConfigFromEnv(env);
  const rpc: SolanaRpc = createSolanaRpc(config.rpcUrl);
  return (sql) => createSolanaGateway({ sql, rpc, config });
}
