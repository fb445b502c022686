import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPasswordHasher, type ScryptParams } from './auth/passwords';
import type { ChainGateway } from './chain/chain-gateway';
import { chooseGateway } from './chain/choose-gateway';
import type { ServerContext } from './route-env';
import { DAY_MS } from './db/database';
import { isPostgresUrl, openStore } from './db/kysely';
import { type SqlDb } from './db/sql';
import { sqlDb } from './db/sql-db';
import { environmentOf, type Environment } from './environment';
import { createRateLimiter } from './http/rate-limit';
import { typescriptMoneyCalls } from './ledger/money-calls';
import { MONEY_FUNCTIONS, postgresMoneyCalls } from './ledger/postgres-money';
import { createRollUp } from './ledger/roll-up';
import { createSettlement } from './ledger/settlement';

export interface ServerOptions {
  /** A SQLite file path, ':memory:', or a postgres:// URL. */
  database: string;
  /** How many connections to PostgreSQL this instance keeps (10). */
  poolSize?: number;
  publicUrl: string;
  product?: string;
  uploadsDir?: string;
  /** Sign-in and sign-up attempts per minute per IP, close-account's password checks per user (API.md: 10). */
  authPerMinute?: number;
  /** scrypt's cost for new hashes: OWASP's minimum (N=2^17, r=8, p=1) unless a test asks for less. */
  passwordParams?: ScryptParams;
  /** Development or production; read from NODE_ENV when absent (server/environment.ts). */
  environment?: Environment;
  /** A production chain gateway (the reference server ships none); production refuses to start without one. */
  chainGateway?: (sql: SqlDb) => ChainGateway;
  /** How long the development chain takes to settle a withdrawal. */
  settleMs?: number;
  /** How long the chain has to confirm a withdrawal before it is voided (API.md: 24 h; 10 minutes in development). */
  withdrawalDeadlineMs?: number;
  /** How often pending withdrawals are asked about again (10 s). */
  settlementRetryMs?: number;
  /** How often appended balance changes are folded into their accounts (1 s). */
  rollUpMs?: number;
  logError?: (error: unknown) => void;
}

/** Opens (and migrates) the database and builds what the routes reach. */
export async function createServerContext(options: ServerOptions): Promise<ServerContext> {
  const environment = options.environment ?? environmentOf();
  const gatewayFor = chooseGateway({
    environment,
    chainGateway: options.chainGateway,
    settleMs: options.settleMs,
  });
  const logError = options.logError ?? ((error: unknown) => console.error(error));
  const store = await openStore(options.database, { logError, poolSize: options.poolSize });
  // PostgreSQL's connections each make the money calls' functions when they open (postgres-money.ts).
  const sql = sqlDb(store, { session: MONEY_FUNCTIONS });
  const { gateway, devDeposit } = gatewayFor(sql);
  const perMinute = options.authPerMinute ?? 10;
  const settlement = createSettlement(
    sql,
    gateway,
    {
      deadlineMs: options.withdrawalDeadlineMs ?? (environment === 'production' ? DAY_MS : 10 * 60_000),
      retryMs: options.settlementRetryMs ?? 10_000,
    },
    logError,
  );
  const uploadsDir =
    options.uploadsDir ??
    (options.database === ':memory:' || isPostgresUrl(options.database)
      ? join(tmpdir(), `cuppa-uploads-${process.pid}`)
      : join(options.database, '..', 'uploads'));
  let markReady = () => {};
  const whenReady = new Promise<void>((resolve) => (markReady = resolve));
  const context: ServerContext = {
    sql,
    money: store.engine === 'postgres' ? postgresMoneyCalls(sql) : typescriptMoneyCalls(sql),
    gateway,
    product: options.product ?? 'cuppa',
    uploadsDir,
    publicUrl: options.publicUrl.replace(/\/+$/, ''),
    signInLimiter: createRateLimiter(sql, 'sign-in', perMinute, 60_000),
    signUpLimiter: createRateLimiter(sql, 'sign-up', perMinute, 60_000),
    passwordCheckLimiter: createRateLimiter(sql, 'password-check', perMinute, 60_000),
    // A reader's tip widget asks every few seconds; a few readers may share an IP.
    tipStatusLimiter: createRateLimiter(sql, 'solana-tip', 120, 60_000),
    passwords: createPasswordHasher(options.passwordParams),
    ready: false,
    whenReady,
    markReady() {
      this.ready = true;
      markReady();
    },
    devDeposit,
    settlement,
    rollUp: createRollUp(sql, { everyMs: options.rollUpMs ?? 1000 }, logError),
    logError,
    closeDatabase: () => store.close(),
  };
  return context;
}
