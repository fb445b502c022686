import { readFileSync } from 'node:fs';
import { getBase58Encoder, isAddress } from '@solana/kit';
import { addressOfSeed } from './keys';

export const MAINNET_USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

/** The USDC mint the gateway pays and credits in: mainnet's unless SOLANA_USDC_MINT names another. */
export function usdcMintFromEnv(env: Record<string, string | undefined>): string {
  const usdcMint = env.SOLANA_USDC_MINT?.trim() || MAINNET_USDC_MINT;
  if (!isAddress(usdcMint)) throw new Error(`SOLANA_USDC_MINT is not a Solana address: ${usdcMint}`);
  return usdcMint;
}

export type SolanaCommitment = 'confirmed' | 'finalized';

export interface SolanaConfig {
  rpcUrl: string;
  /** What the gateway waits for before it credits a deposit or reports a withdrawal confirmed. */
  commitment: SolanaCommitment;
  usdcMint: string;
  /** The hot wallet: pays withdrawals and fees. 64 bytes, seed then public key (solana-keygen's layout). */
  hotWallet: { address: string; secretKey: Uint8Array };
  /** Derives every deposit address's key with a stored nonce (keys.ts); never in the database or the repo. */
  depositMasterSecret: Uint8Array;
  /**
   * The dollar price of one SOL, in cents, at which on-chain costs (fees, a new token account's rent) are
   * charged to withdrawals: the operator sets it above the market price, and the margin is what covers
   * SOL's moves between reviews (docs/solana-gateway.md, 'The fee rule').
   */
  feeSolPriceCents: number;
}

export type Env = Record<string, string | undefined>;
type ReadFile = (path: string) => string;

const readText: ReadFile = (path) => readFileSync(path, 'utf8');

/** A secret given either inline or as a file path, never both (which one wins would be a guess). */
function secretText(env: Env, name: string, readFile: ReadFile): string {
  const inline = env[name]?.trim();
  const file = env[`${name}_FILE`]?.trim();
  if (inline && file) throw new Error(`Set ${name} or ${name}_FILE, not both`);
  if (file) {
    try {
      return readFile(file).trim();
    } catch (error) {
      throw new Error(`${name}_FILE: cannot read ${file} (${(error as Error).message})`);
    }
  }
  if (inline) return inline;
  throw new Error(`${name} (or ${name}_FILE, a path to it) is required for the Solana gateway`);
}

/** solana-keygen's JSON array of 64 numbers, or the same 64 bytes in base58 (what wallets export). */
function parseKeypair(text: string): Uint8Array {
  const name = 'SOLANA_HOT_WALLET_KEYPAIR';
  let bytes: Uint8Array;
  if (text.startsWith('[')) {
    let numbers: unknown;
    try {
      numbers = JSON.parse(text);
    } catch {
      throw new Error(`${name}: not a JSON array of 64 numbers (solana-keygen's key file format)`);
    }
    if (!Array.isArray(numbers) || !numbers.every((n) => Number.isInteger(n) && n >= 0 && n <= 255)) {
      throw new Error(`${name}: a key file holds a JSON array of byte values (0-255)`);
    }
    bytes = Uint8Array.from(numbers as number[]);
  } else {
    try {
      bytes = Uint8Array.from(getBase58Encoder().encode(text));
    } catch {
      throw new Error(`${name}: neither a JSON array of 64 numbers nor a base58 string`);
    }
  }
  if (bytes.length !== 64) throw new Error(`${name}: a keypair has 64 bytes, this one has ${bytes.length}`);
  return bytes;
}

/**
 * An http(s) URL, or a message naming its setting: the one check of an RPC URL's (and PUBLIC_URL's) scheme,
 * made on the URL as parsed, which is how fetch reads it too (`HTTPS://` and `https:/host` are https URLs).
 * A refusal repeats the scheme at most: an RPC provider's URL carries its API key in the path or the query,
 * and a refusal is printed to the log.
 */
export function httpUrl(name: string, text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${name} is not a URL (it must start with https://)`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an https:// URL, not ${url.protocol}`);
  }
  return url;
}

/** Reads the gateway's settings from the environment; throws a message naming the variable at fault. */
export function solanaConfigFromEnv(env: Env, readFile: ReadFile = readText): SolanaConfig {
  const rpcUrl = env.SOLANA_RPC_URL?.trim();
  if (!rpcUrl) throw new Error('SOLANA_RPC_URL is required for the Solana gateway (an https:// RPC endpoint)');
  // Checked as settings.ts checks it, so whatever a start accepts, the gateway does too.
  httpUrl('SOLANA_RPC_URL', rpcUrl);

  const commitment = env.SOLANA_COMMITMENT?.trim() || 'finalized';
  // 'processed' is left out on purpose: a processed block can still be dropped, and money would follow it.
  if (commitment !== 'confirmed' && commitment !== 'finalized') {
    throw new Error(`SOLANA_COMMITMENT must be 'confirmed' or 'finalized', not '${commitment}'`);
  }

  const usdcMint = usdcMintFromEnv(env);

  const secretKey = parseKeypair(secretText(env, 'SOLANA_HOT_WALLET_KEYPAIR', readFile));
  const address = addressOfSeed(secretKey.slice(0, 32));
  if (
    getBase58Encoder()
      .encode(address)
      .some((byte, i) => byte !== secretKey[32 + i])
  ) {
    throw new Error('SOLANA_HOT_WALLET_KEYPAIR: its public half does not match its secret half');
  }

  const masterHex = secretText(env, 'SOLANA_DEPOSIT_MASTER_SECRET', readFile);
  if (!/^([0-9a-fA-F]{2}){32,}$/.test(masterHex)) {
    throw new Error('SOLANA_DEPOSIT_MASTER_SECRET must be at least 32 bytes in hex (64 hex digits or more)');
  }

  const price = env.SOLANA_FEE_SOL_USD?.trim();
  if (!price) {
    throw new Error(
      'SOLANA_FEE_SOL_USD is required for the Solana gateway: the dollar price of one SOL at which withdrawals ' +
        'are charged their on-chain costs (set it above the market price)',
    );
  }
  if (!/^\d+(\.\d{1,2})?$/.test(price) || Number(price) < 1) {
    throw new Error(`SOLANA_FEE_SOL_USD must be a dollar amount of at least 1 (such as 250 or 199.50), not ${price}`);
  }

  return {
    rpcUrl,
    commitment,
    usdcMint,
    hotWallet: { address, secretKey },
    depositMasterSecret: Uint8Array.from(Buffer.from(masterHex, 'hex')),
    feeSolPriceCents: Math.round(Number(price) * 100),
  };
}
