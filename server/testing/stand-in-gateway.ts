import { randomBytes } from 'node:crypto';
import { encodeBase58 } from '../../src/core/contract/solana-address';
import type { ChainGateway } from '../chain/chain-gateway';

/**
 * A stand-in for a production chain gateway (no development deposit): it knows no deposits and never
 * confirms a withdrawal. Tests give it the one behaviour they look at through `overrides`.
 */
export const standInGateway =
  (overrides: Partial<ChainGateway> = {}) =>
  (): ChainGateway => ({
    name: 'solana',
    newAddress: async () => encodeBase58(randomBytes(32)),
    findDeposit: async () => null,
    markCredited: async () => {},
    pendingAt: async () => 0,
    watchDeposits: async () => [],
    withdrawalFee: async () => 0,
    sendWithdrawal: () => new Promise(() => {}),
    ...overrides,
  });
