/**
 * Accounts every Solana transaction may name: programs, sysvars and common mints. A Solana Pay reference
 * is a fresh random key that only its one payment names; one of these names millions of transactions, so
 * looking it up would read a busy account's history for nothing, or find someone else's transfer.
 */
export const WELL_KNOWN_ACCOUNTS: ReadonlySet<string> = new Set([
  // Programs
  '11111111111111111111111111111111', // System
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', // SPL Token
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb', // Token-2022
  'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL', // Associated Token Account
  'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr', // Memo
  'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo', // Memo (v1)
  'ComputeBudget111111111111111111111111111111', // Compute Budget
  'AddressLookupTab1e1111111111111111111111111', // Address Lookup Table
  'Stake11111111111111111111111111111111111111', // Stake
  'Vote111111111111111111111111111111111111111', // Vote
  'Config1111111111111111111111111111111111111', // Config
  'BPFLoader2111111111111111111111111111111111', // BPF loader
  'BPFLoaderUpgradeab1e11111111111111111111111', // Upgradeable BPF loader
  'Ed25519SigVerify111111111111111111111111111', // Ed25519 precompile
  'KeccakSecp256k11111111111111111111111111111', // Secp256k1 precompile
  // Sysvars
  'SysvarC1ock11111111111111111111111111111111',
  'SysvarRent111111111111111111111111111111111',
  'SysvarRecentB1ockHashes11111111111111111111',
  'SysvarEpochSchedu1e111111111111111111111111',
  'SysvarFees111111111111111111111111111111111',
  'Sysvar1nstructions1111111111111111111111111',
  'SysvarS1otHashes111111111111111111111111111',
  'SysvarS1otHistory11111111111111111111111111',
  'SysvarStakeHistory1111111111111111111111111',
  'SysvarRewards111111111111111111111111111111',
  // Mints
  'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', // USDC (mainnet)
  'So11111111111111111111111111111111111111112', // wrapped SOL
  'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB', // USDT
]);
