import { isIP } from 'node:net';
import { solanaGatewayFromEnv } from './chain/solana';
import { httpUrl, MAINNET_USDC_MINT, usdcMintFromEnv } from './chain/solana/config';
import { isPostgresUrl } from './db/store';
import { environmentOf, type Environment } from './environment';
import { parseTrustedProxies } from './http/trusted-proxies';
import { receiptSettingsFromEnv } from './services/receipts/receipt-settings';
import type { StartApiOptions } from './start-api';

type Env = Record<string, string | undefined>;

/** `npm run api`'s settings, and the first-admin command's (the same database and chain gateway). */
export type ApiSettings = StartApiOptions & { database: string; environment: Environment };

/** A host name that can only be this machine: plain http to it never crosses a network. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1' || host === '0:0:0:0:0:0:0:1';
}

/**
 * An http(s) URL setting, or a message naming it. Only the scheme and host are ever repeated back: an
 * RPC provider's URL carries its API key in the path or the query, and a refusal is printed to a log.
 */
export function httpUrlSetting(env: Env, name: string, production: boolean): URL | undefined {
  const text = env[name]?.trim();
  if (!text) return undefined;
  const url = httpUrl(name, text);
  if (production && url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new Error(
      `${name} must be https:// in production (plain http:// only to a loopback address such as 127.0.0.1): ` +
        `http://${url.host} would carry it in the clear`,
    );
  }
  return url;
}

/** A positive number from the environment, or undefined when unset; anything else stops the start. */
function numberFrom(env: Env, name: string): number | undefined {
  const text = env[name];
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${text}".`);
  return value;
}

/** A count (requests a minute, connections): a positive whole number, or undefined when unset. */
function countFrom(env: Env, name: string): number | undefined {
  const text = env[name];
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive whole number, got "${text}".`);
  return value;
}

function portFrom(env: Env): number {
  // PORT= (set, empty: a template's blank) is unset, not port 0, which would pick a port at random.
  const text = env.PORT?.trim() || '8787';
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${text}".`);
  return port;
}

/**
 * Reads the API's settings (docs/operating.md lists them) and refuses what is unsafe, each refusal
 * naming its setting. In production (NODE_ENV=production): a real chain gateway (the development one
 * mints money for anyone who asks), its RPC over https, its keys readable, a database that outlives
 * the process, and the public URL clients reach it at (https). Nothing here seeds demo data: start-api.ts seeds in development only, with no switch.
 */
export function apiSettingsFromEnv(env: Env = process.env): ApiSettings {
  const environment = environmentOf(env);
  const production = environment === 'production';
  const database = env.DATABASE || 'data/cuppa.db';
  const rpcUrl = httpUrlSetting(env, 'SOLANA_RPC_URL', production);
  if (production && !rpcUrl) {
    throw new Error(
      'NODE_ENV=production needs a production chain gateway, and none is configured: set SOLANA_RPC_URL ' +
        'and the hot wallet’s keys (docs/solana-gateway.md). The development gateway mints money for anyone ' +
        'who asks, so it runs only in development.',
    );
  }
  const chainGateway = rpcUrl ? solanaGatewayFromEnv(env) : undefined;
  if (!production && chainGateway && usdcMintFromEnv(env) === MAINNET_USDC_MINT) {
    throw new Error(
      'SOLANA_RPC_URL with mainnet USDC moves real money: set NODE_ENV=production (development seeds demo ' +
        'accounts and lets webhooks reach any address), or set SOLANA_USDC_MINT to the mint of a devnet or a ' +
        'test validator to try the Solana gateway in development',
    );
  }
  if (production && database === ':memory:') {
    throw new Error(
      'DATABASE=:memory: loses every balance when the process stops: set a file path or a postgres:// URL',
    );
  }
  if (!isPostgresUrl(database) && /^[a-z]+:\/\//i.test(database)) {
    throw new Error(`DATABASE must be a file path, :memory: or a postgres:// URL, not a ${database.split(':')[0]} URL`);
  }
  const publicUrl = httpUrlSetting(env, 'PUBLIC_URL', production);
  if (production && !publicUrl) {
    throw new Error(
      'PUBLIC_URL is required in production: the address clients reach the API at (the load balancer’s, ' +
        'such as https://api.example.com), from which the URLs of uploaded pictures are built',
    );
  }
  if (publicUrl && (publicUrl.search || publicUrl.hash || publicUrl.username || publicUrl.password)) {
    throw new Error('PUBLIC_URL is an origin, with a path at most (no query, fragment or user)');
  }
  parseTrustedProxies(env.TRUST_PROXY);
  const deadlineSeconds = numberFrom(env, 'WITHDRAWAL_DEADLINE_SECONDS');
  const minimumDollars = numberFrom(env, 'WITHDRAWAL_MINIMUM_USD');
  return {
    environment,
    port: portFrom(env),
    host: env.HOST || '127.0.0.1',
    publicUrl: publicUrl && publicUrl.href.replace(/\/+$/, ''),
    database,
    // Members' uploaded pictures; instances behind one load balancer need one shared folder (docs/database.md).
    uploadsDir: env.UPLOADS_DIR || undefined,
    authPerMinute: countFrom(env, 'AUTH_RATE_PER_MINUTE'),
    // PostgreSQL connections this instance keeps (10; docs/database.md, 'Running several instances').
    poolSize: countFrom(env, 'DATABASE_POOL_SIZE'),
    // Rounds of money calls this instance has at PostgreSQL at once (2; docs/database.md, as above).
    moneyRounds: countFrom(env, 'DATABASE_MONEY_ROUNDS'),
    // The load balancer(s) whose X-Forwarded-For names the client (docs/operating.md).
    trustProxy: env.TRUST_PROXY,
    withdrawalDeadlineMs: deadlineSeconds === undefined ? undefined : deadlineSeconds * 1000,
    // API.md: $5 unless configured, never below $1 (createServerContext refuses less, naming the rule).
    withdrawalMinimumCents: minimumDollars === undefined ? undefined : Math.round(minimumDollars * 100),
    // The development chain's confirmation time (500 ms); the crash test makes it long.
    settleMs: numberFrom(env, 'DEV_CHAIN_SETTLE_MS'),
    // Real money through Solana once an RPC is configured (docs/solana-gateway.md). Its keys are read
    // now: one missing or unreadable stops the start with the variable's name.
    chainGateway,
    // Production refuses to start without them (createServerContext); development makes its own.
    receipts: receiptSettingsFromEnv(env),
  };
}
