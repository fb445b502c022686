// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { getBase58Encoder } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { adminPasswordProblem } from './auth/admin-password';
import { addressOfSeed } from './chain/solana/keys';
import { apiSettingsFromEnv, isLoopbackHost } from './settings';

const seed = randomBytes(32);
const keypair = JSON.stringify([...seed, ...getBase58Encoder().encode(addressOfSeed(seed))]);
/** Devnet's USDC: a mint of no value, for trying the Solana gateway in development. */
const DEVNET_USDC = '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU';
const production = (extra: Record<string, string | undefined> = {}) => ({
  NODE_ENV: 'production',
  DATABASE: '/var/lib/cuppa/cuppa.db',
  SOLANA_RPC_URL: 'https://rpc.example.com/v1/hush-42',
  PUBLIC_URL: 'https://api.cuppa.example/',
  SOLANA_HOT_WALLET_KEYPAIR: keypair,
  SOLANA_DEPOSIT_MASTER_SECRET: 'ab'.repeat(32),
  SOLANA_FEE_SOL_USD: '250',
  ...extra,
});

describe('apiSettingsFromEnv', () => {
  it('starts development with the development chain and the defaults', () => {
    const settings = apiSettingsFromEnv({});
    expect(settings).toMatchObject({
      environment: 'development',
      port: 8787,
      host: '127.0.0.1',
      database: 'data/cuppa.db',
    });
    expect(settings.chainGateway).toBeUndefined();
  });

  it('starts production with the Solana gateway over https, or over http to this machine', () => {
    for (const rpc of [
      'https://rpc.example.com',
      'http://127.0.0.1:8899',
      'http://localhost:8899',
      'http://[::1]:8899',
    ]) {
      const settings = apiSettingsFromEnv(production({ SOLANA_RPC_URL: rpc }));
      expect(settings.environment).toBe('production');
      expect(settings.chainGateway).toBeTypeOf('function');
    }
  });

  it.each([
    [{ SOLANA_RPC_URL: undefined }, 'set SOLANA_RPC_URL'],
    [{ SOLANA_RPC_URL: 'http://rpc.example.com/?api-key=hush-42' }, 'SOLANA_RPC_URL must be https:// in production'],
    [{ SOLANA_RPC_URL: 'http://10.0.0.5:8899/hush-42' }, 'SOLANA_RPC_URL must be https:// in production'],
    [{ SOLANA_RPC_URL: 'ws://rpc.example.com/hush-42' }, 'SOLANA_RPC_URL must be an https:// URL'],
    [{ SOLANA_RPC_URL: 'rpc.example.com/hush-42' }, 'SOLANA_RPC_URL is not a URL'],
    [{ SOLANA_HOT_WALLET_KEYPAIR: undefined }, 'SOLANA_HOT_WALLET_KEYPAIR (or SOLANA_HOT_WALLET_KEYPAIR_FILE'],
    [
      { SOLANA_HOT_WALLET_KEYPAIR: undefined, SOLANA_HOT_WALLET_KEYPAIR_FILE: '/nonexistent/hot.json' },
      'SOLANA_HOT_WALLET_KEYPAIR_FILE: cannot read /nonexistent/hot.json',
    ],
    [{ SOLANA_DEPOSIT_MASTER_SECRET: undefined }, 'SOLANA_DEPOSIT_MASTER_SECRET (or'],
    [{ SOLANA_DEPOSIT_MASTER_SECRET: 'hush-42' }, 'SOLANA_DEPOSIT_MASTER_SECRET must be at least 32 bytes'],
    [{ DATABASE: ':memory:' }, 'DATABASE=:memory: loses every balance'],
    [{ PUBLIC_URL: undefined }, 'PUBLIC_URL is required in production'],
    [{ PUBLIC_URL: 'http://api.cuppa.example' }, 'PUBLIC_URL must be https:// in production'],
    [{ PUBLIC_URL: 'https://api.cuppa.example/?hush-42' }, 'PUBLIC_URL is an origin, with a path at most'],
    [{ DATABASE: 'mysql://db/cuppa' }, 'DATABASE must be a file path'],
    [{ TRUST_PROXY: 'the-load-balancer' }, 'TRUST_PROXY: "the-load-balancer"'],
    [{ PORT: 'eighty' }, 'PORT must be a port number'],
    [{ AUTH_RATE_PER_MINUTE: '-1' }, 'AUTH_RATE_PER_MINUTE must be a positive whole number'],
    // Half a sign-in a minute refused every sign-in; a pool of 2.5 connections reached pg as is.
    [{ AUTH_RATE_PER_MINUTE: '0.5' }, 'AUTH_RATE_PER_MINUTE must be a positive whole number, got "0.5"'],
    [{ DATABASE_POOL_SIZE: '2.5' }, 'DATABASE_POOL_SIZE must be a positive whole number'],
    [{ DATABASE_MONEY_ROUNDS: '0' }, 'DATABASE_MONEY_ROUNDS must be a positive whole number'],
  ])('refuses a production start with %j, naming the setting and no secret', (extra, message) => {
    let thrown: Error | null = null;
    try {
      apiSettingsFromEnv(production(extra));
    } catch (error) {
      thrown = error as Error;
    }
    expect(thrown?.message).toContain(message);
    expect(thrown?.message).not.toContain('hush-42');
  });

  // new URL() reads a scheme in any case and mends a missing slash; the gateway's checks read the same URL.
  it.each([
    'HTTPS://rpc.example.com/?api-key=hush-42',
    'https:/rpc.example.com/hush-42',
    'Https://rpc.example.com/hush-42',
  ])('starts production with the RPC URL %s, as its gateway reads it', (rpc) => {
    const settings = apiSettingsFromEnv(production({ SOLANA_RPC_URL: rpc }));
    expect(settings.chainGateway).toBeTypeOf('function');
  });

  it.each([
    ['HTTP://rpc.example.com/?api-key=hush-42', 'SOLANA_RPC_URL must be https:// in production'],
    ['http:/10.0.0.5:8899/hush-42', 'SOLANA_RPC_URL must be https:// in production'],
    ['WS://rpc.example.com/hush-42', 'SOLANA_RPC_URL must be an https:// URL'],
  ])('refuses a production start with the RPC URL %s, and never repeats its key', (rpc, message) => {
    expect(() => apiSettingsFromEnv(production({ SOLANA_RPC_URL: rpc }))).toThrow(message);
    expect(() => apiSettingsFromEnv(production({ SOLANA_RPC_URL: rpc }))).not.toThrow(/hush-42/);
  });

  it('reads PORT= (set, but empty) as unset, rather than listen on a port chosen at random', () => {
    expect(apiSettingsFromEnv({ PORT: '' }).port).toBe(8787);
    expect(apiSettingsFromEnv({ PORT: ' ' }).port).toBe(8787);
  });

  it('lets development use a plain http RPC anywhere (a test validator on another machine)', () => {
    const settings = apiSettingsFromEnv({
      ...production({ SOLANA_RPC_URL: 'http://10.0.0.5:8899', SOLANA_USDC_MINT: DEVNET_USDC }),
      NODE_ENV: undefined,
    });
    expect(settings.environment).toBe('development');
    expect(settings.chainGateway).toBeTypeOf('function');
  });

  // An operator who misspells production, or forgets it, must not get development's demo accounts
  // (a known admin password, $100 no one deposited) and open webhooks on a server that moves real money.
  it.each(['prod', 'Production', 'staging'])('refuses NODE_ENV=%s rather than start as development', (value) => {
    expect(() => apiSettingsFromEnv(production({ NODE_ENV: value }))).toThrow(
      `NODE_ENV must be production, development or test (or unset), got "${value}"`,
    );
  });

  it('refuses development on mainnet USDC: real money runs only as production', () => {
    expect(() => apiSettingsFromEnv(production({ NODE_ENV: undefined }))).toThrow(
      'SOLANA_RPC_URL with mainnet USDC moves real money: set NODE_ENV=production',
    );
    expect(() => apiSettingsFromEnv(production({ NODE_ENV: 'development' }))).toThrow('set NODE_ENV=production');
    expect(apiSettingsFromEnv(production({ NODE_ENV: 'test', SOLANA_USDC_MINT: DEVNET_USDC })).environment).toBe(
      'development',
    );
  });
});

describe('isLoopbackHost', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['localhost', true],
    ['rpc.localhost', true],
    ['[::1]', true],
    ['::1', true],
    ['128.0.0.1', false],
    ['10.0.0.1', false],
    ['localhost.example.com', false],
    ['127.0.0.1.example.com', false],
    ['[::ffff:7f00:1]', false],
  ])('%s: %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });
});

describe('adminPasswordProblem', () => {
  it.each([
    ['short-pass-1', 'at least 15 characters'],
    ['cuppa-demo-1-and-more', 'contains "cuppa"'],
    ['Password-is-long-enough', 'contains "password"'],
    ['ops-team-rules-the-day', 'contains "ops-team"'],
    ['aaaaaaaaaaaaaaaabbbbbb', 'too few characters'],
    ['x'.repeat(201), 'at most 200'],
  ])('refuses %j', (password, problem) => {
    expect(adminPasswordProblem(password, 'ops-team@example.com')).toContain(problem);
  });

  it('accepts a long pass phrase', () => {
    expect(adminPasswordProblem('plum orchard kettle 42', 'ops-team@example.com')).toBeNull();
  });
});
