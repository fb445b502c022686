// @vitest-environment node
import { getBase58Decoder, getBase58Encoder } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { MAINNET_USDC_MINT, solanaConfigFromEnv } from './config';
import { addressOfSeed } from './keys';

const seed = new Uint8Array(32).fill(7);
const address = addressOfSeed(seed);
const keypair = Uint8Array.from([...seed, ...getBase58Encoder().encode(address)]);
const master = 'ab'.repeat(32);
const env = (extra: Record<string, string | undefined> = {}) => ({
  SOLANA_RPC_URL: 'https://rpc.example.test',
  SOLANA_HOT_WALLET_KEYPAIR: JSON.stringify([...keypair]),
  SOLANA_DEPOSIT_MASTER_SECRET: master,
  SOLANA_FEE_SOL_USD: '250',
  ...extra,
});
const noFiles = (path: string): string => {
  throw new Error(`ENOENT: ${path}`);
};

describe('solanaConfigFromEnv', () => {
  it('reads a complete environment, with mainnet USDC and finalized commitment by default', () => {
    const config = solanaConfigFromEnv(env(), noFiles);
    expect(config.rpcUrl).toBe('https://rpc.example.test');
    expect(config.commitment).toBe('finalized');
    expect(config.usdcMint).toBe(MAINNET_USDC_MINT);
    expect(config.hotWallet.address).toBe(address);
    expect([...config.hotWallet.secretKey]).toEqual([...keypair]);
    expect(Buffer.from(config.depositMasterSecret).toString('hex')).toBe(master);
    expect(config.feeSolPriceCents).toBe(25_000);
  });

  it('reads an RPC URL as the WHATWG URL parser does, and names only its origin when it refuses one', () => {
    for (const rpc of ['HTTPS://rpc.example.test/?api-key=hush-42', 'https:/rpc.example.test/hush-42']) {
      expect(solanaConfigFromEnv(env({ SOLANA_RPC_URL: rpc }), noFiles).rpcUrl, rpc).toBe(rpc);
    }
    for (const rpc of [
      'ws://rpc.example.test/hush-42',
      'ftp://rpc.example.test/?api-key=hush-42',
      'rpc.example.test/hush-42',
    ]) {
      let thrown: Error | null = null;
      try {
        solanaConfigFromEnv(env({ SOLANA_RPC_URL: rpc }), noFiles);
      } catch (error) {
        thrown = error as Error;
      }
      expect(thrown?.message, rpc).toMatch(/^SOLANA_RPC_URL /);
      expect(thrown?.message, rpc).not.toContain('hush-42');
    }
  });

  it('needs the SOL price withdrawals are charged their on-chain costs at, as a dollar amount', () => {
    expect(() => solanaConfigFromEnv(env({ SOLANA_FEE_SOL_USD: undefined }), noFiles)).toThrow(
      'SOLANA_FEE_SOL_USD is required',
    );
    for (const bad of ['abc', '-5', '0.5', '1e3', '12.345']) {
      expect(() => solanaConfigFromEnv(env({ SOLANA_FEE_SOL_USD: bad }), noFiles), bad).toThrow(
        'SOLANA_FEE_SOL_USD must be a dollar amount',
      );
    }
    expect(solanaConfigFromEnv(env({ SOLANA_FEE_SOL_USD: '199.5' }), noFiles).feeSolPriceCents).toBe(19_950);
  });

  it('reads the keypair and the master secret from files, and the keypair in base58', () => {
    const files: Record<string, string> = {
      '/keys/hot.json': JSON.stringify([...keypair]),
      '/keys/master': `${master}\n`,
    };
    const config = solanaConfigFromEnv(
      env({
        SOLANA_HOT_WALLET_KEYPAIR: undefined,
        SOLANA_HOT_WALLET_KEYPAIR_FILE: '/keys/hot.json',
        SOLANA_DEPOSIT_MASTER_SECRET: undefined,
        SOLANA_DEPOSIT_MASTER_SECRET_FILE: '/keys/master',
      }),
      (path) => files[path] ?? noFiles(path),
    );
    expect(config.hotWallet.address).toBe(address);
    const base58 = solanaConfigFromEnv(env({ SOLANA_HOT_WALLET_KEYPAIR: getBase58Decoder().decode(keypair) }), noFiles);
    expect(base58.hotWallet.address).toBe(address);
  });

  it.each([
    [{ SOLANA_RPC_URL: undefined }, 'SOLANA_RPC_URL is required'],
    [{ SOLANA_RPC_URL: 'rpc.example.test' }, 'SOLANA_RPC_URL is not a URL'],
    [{ SOLANA_RPC_URL: 'ws://rpc.example.test' }, 'SOLANA_RPC_URL must be an https:// URL, not ws:'],
    [{ SOLANA_COMMITMENT: 'processed' }, "SOLANA_COMMITMENT must be 'confirmed' or 'finalized'"],
    [{ SOLANA_USDC_MINT: 'not-a-mint' }, 'SOLANA_USDC_MINT is not a Solana address'],
    [{ SOLANA_HOT_WALLET_KEYPAIR: undefined }, 'SOLANA_HOT_WALLET_KEYPAIR (or SOLANA_HOT_WALLET_KEYPAIR_FILE'],
    [
      { SOLANA_HOT_WALLET_KEYPAIR_FILE: '/k.json' },
      'Set SOLANA_HOT_WALLET_KEYPAIR or SOLANA_HOT_WALLET_KEYPAIR_FILE, not both',
    ],
    [{ SOLANA_HOT_WALLET_KEYPAIR: '[1,2,3]' }, 'a keypair has 64 bytes, this one has 3'],
    [{ SOLANA_HOT_WALLET_KEYPAIR: '[1,2,' }, 'not a JSON array'],
    [{ SOLANA_HOT_WALLET_KEYPAIR: JSON.stringify([...seed, ...seed]) }, 'public half does not match'],
    [{ SOLANA_DEPOSIT_MASTER_SECRET: 'abcd' }, 'at least 32 bytes in hex'],
    [
      { SOLANA_DEPOSIT_MASTER_SECRET: undefined, SOLANA_DEPOSIT_MASTER_SECRET_FILE: '/missing' },
      'SOLANA_DEPOSIT_MASTER_SECRET_FILE: cannot read /missing',
    ],
  ])('refuses %o, saying which variable is wrong', (extra, message) => {
    expect(() => solanaConfigFromEnv(env(extra), noFiles)).toThrow(message);
  });
});
