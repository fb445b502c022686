export { MAINNET_USDC_MINT, solanaConfigFromEnv, type SolanaConfig } from './config';
export { createDepositAddresses } from './deposit-addresses';
export { DepositRefusedError } from '../chain-gateway';
export {
  createSolanaGateway,
  solanaGatewayFromEnv,
  type HotWalletBalances,
  type SolanaGateway,
} from './solana-gateway';
