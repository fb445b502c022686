import { findAssociatedTokenPda, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { address, createSolanaRpc, getBase64Encoder, isAddress } from '@solana/kit';
import type { Sql, SqlDb } from '../../db/sql';
import type { ChainGateway } from '../chain-gateway';
import { solanaConfigFromEnv, type Env, type SolanaConfig } from './config';
import { createDepositAddresses } from './deposit-addresses';
import { createDeposits } from './deposits';
import { createTipTransfers } from './tip-transfers';
import type { SolanaRpc } from './rpc';
import { withdrawalCost } from './withdrawal-cost';
import { createWithdrawals } from './withdrawals';

export interface SolanaGatewayOptions {
  /** The gateway's own tables (solana_*), on the API's database. */
  sql: Sql;
  rpc: SolanaRpc;
  config: SolanaConfig;
  /** The clock that decides when an order is past its expiresAt. */
  now?: () => number;
  /**
   * How far apart two looks must be that both find a sent transaction unknown past its blockhash before
   * it counts as never landing (landing.ts): 60 s.
   */
  proofDelayMs?: number;
}

export interface HotWalletBalances {
  address: string;
  lamports: bigint;
  /** USDC at the hot wallet's associated token account, in base units (6 decimals); 0n if it has none. */
  usdcUnits: bigint;
}

export type SolanaGateway = ChainGateway &
  Required<Pick<ChainGateway, 'findTransferByReference' | 'checkReference'>> & {
    /** For operators: what the hot wallet holds (SOL for fees, USDC for withdrawals). */
    hotWalletBalances(): Promise<HotWalletBalances>;
  };

/** The production chain gateway: USDC on Solana through an RPC node (docs/solana-gateway.md). */
export function createSolanaGateway({
  sql,
  rpc,
  config,
  now = Date.now,
  proofDelayMs = 60_000,
}: SolanaGatewayOptions): SolanaGateway {
  const addresses = createDepositAddresses(sql, config.depositMasterSecret);
  const deposits = createDeposits(sql, rpc, config, addresses);
  const withdrawals = createWithdrawals(sql, rpc, config, now, proofDelayMs);
  const tips = createTipTransfers(rpc, config);
  return {
    name: 'solana',
    newAddress: () => addresses.newAddress(),
    findDeposit: (hash) => deposits.findDeposit(hash),
    markCredited: (hash, userId) => deposits.markCredited(hash, userId),
    pendingAt: (owner) => deposits.pendingAt(owner),
    sendWithdrawal: (order) => withdrawals.sendWithdrawal(order),
    async withdrawalFee(recipient) {
      if (!isAddress(recipient)) throw new Error(`withdrawalFee: not a Solana address: ${recipient}`);
      return (await withdrawalCost(rpc, config, recipient)).feeCents;
    },

    findTransferByReference: (reference, recipientOwner) => tips.findTransferByReference(reference, recipientOwner),
    checkReference: (reference, recipientOwner) => tips.checkReference(reference, recipientOwner),

    async hotWalletBalances() {
      const owner = address(config.hotWallet.address);
      const [ata] = await findAssociatedTokenPda({
        owner,
        mint: address(config.usdcMint),
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      });
      const { value: lamports } = await rpc.getBalance(owner, { commitment: config.commitment }).send();
      const { value } = await rpc.getAccountInfo(ata, { commitment: config.commitment, encoding: 'base64' }).send();
      const usdcUnits =
        value && value.owner === TOKEN_PROGRAM_ADDRESS
          ? getTokenDecoder().decode(getBase64Encoder().encode(value.data[0])).amount
          : 0n;
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
