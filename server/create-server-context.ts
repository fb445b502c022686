import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPasswordHasher, type ScryptParams } from './auth/passwords';
import type { ChainGateway } from './chain/chain-gateway';
import { chooseGateway } from './chain/choose-gateway';
import type { ServerContext } from './route-env';
import { DAY_MS } from './db/database';
import { isPostgresUrl, openStore } from './db/store';
import { type SqlDb } from './db/sql';
import { sqlDb } from './db/sql-db';
import { environmentOf, type Environment } from './environment';
import { createRateLimiter } from './http/rate-limit';
import { parseTrustedProxies } from './http/trusted-proxies';
import { createJobLanes } from './jobs/job-lanes';
import { SWEEP_DEPOSITS, sweepDepositsJob, WATCH_DEPOSITS, watchDepositsJob } from './ledger/deposit-watch';
import { typescriptMoneyCalls } from './ledger/money-calls';
import { MONEY_FUNCTIONS } from './ledger/postgres-money';
import { postgresMoneyCalls } from './ledger/postgres-money-calls';
import { ROLL_UP_BALANCES, rollUpBalancesJob } from './ledger/roll-up';
import { DELIVER_WEBHOOK } from './rows/webhooks';
import { settleWithdrawalJob } from './ledger/settlement';
import { WATCH_TIP_INTENT, watchTipIntentJob } from './ledger/tip-intents';
import { SETTLE_WITHDRAWAL } from './ledger/withdrawals';
import { RENEW_SUBSCRIPTION } from './rows/subscriptions';
import { RENEWAL_SWEEP, renewalSweepJob, renewSubscriptionJob } from './services/renewals/renew-subscription';
import { developmentReceiptKeys } from './services/receipts/development-keys';
import { logSigningTroubleTo } from './services/receipts/sign-receipt';
import { receiptKeysFrom, type ReceiptKeys, type ReceiptSettings } from './services/receipts/receipt-keys';
import { deliverWebhookJob } from './services/webhooks/deliver-webhook';
import { sendWebhook } from './services/webhooks/send-webhook';
import { systemResolver, type Resolver, type WebhookPolicy } from './services/webhooks/webhook-address';

export interface ServerOptions {
  /** A SQLite file path, ':memory:', or a postgres:// URL. */
  database: string;
  /** How many connections to PostgreSQL this instance keeps (10). */
  poolSize?: number;
  /** How many rounds of money calls this instance has at PostgreSQL at once (2; group-commit.ts). */
  moneyRounds?: number;
  publicUrl: string;
  product?: string;
  uploadsDir?: string;
  /** Sign-in and sign-up attempts per minute per IP, close-account's password checks per user (API.md: 10). */
  authPerMinute?: number;
  /** TRUST_PROXY: the proxies (addresses, CIDR ranges) whose X-Forwarded-For names the client (API.md, 'Limits'). */
  trustProxy?: string;
  /** scrypt's cost for new hashes: OWASP's minimum (N=2^17, r=8, p=1) unless a test asks for less. */
  passwordParams?: ScryptParams;
  /** Development or production; read from NODE_ENV when absent (server/environment.ts). */
  environment?: Environment;
  /** A production chain gateway (the reference server ships none); production refuses to start without one. */
  chainGateway?: (sql: SqlDb) => ChainGateway;
  /** How long the development chain takes to settle a withdrawal. */
  settleMs?: number;
  /** The smallest withdrawal, in cents (API.md: $5 unless configured; never below $1). */
  withdrawalMinimumCents?: number;
  /** How long the chain has to confirm a withdrawal before it is voided (API.md: 24 h; 10 minutes in development). */
  withdrawalDeadlineMs?: number;
  /** How often pending withdrawals are asked about again (10 s). */
  settlementRetryMs?: number;
  /** How often appended balance changes are folded into their accounts (1 s). */
  rollUpMs?: number;
  /**
   * How long a background job's claim holds once its instance stops renewing it (server/jobs/): what a
   * crash delays its jobs by. 30 s in production, 5 s in development.
   */
  jobLeaseMs?: number;
  /** How often each instance looks for due background jobs (1 s). */
  jobPollMs?: number;
  /**
   * The keys that sign receipts and the supporter secret (RECEIPT_SIGNING_KEYS, RECEIPT_SUPPORTER_SECRET).
   * Production refuses to start without them; development makes its own and keeps them in the database.
   */
  receipts?: ReceiptSettings;
  /** How webhook endpoints' names are resolved (the system's DNS); tests give their own. */
  webhookResolver?: Resolver;
  /** A webhook delivery's first retry (30 s), doubling up to an hour, for `webhookGiveUpMs` (24 h). */
  webhookRetryMs?: number;
  webhookGiveUpMs?: number;
  /** How long one delivery attempt waits for the endpoint (10 s). */
  webhookTimeoutMs?: number;
  /** How often the deposit addresses are watched for deposits to credit (15 s in production, 2 s in development). */
  depositWatchMs?: number;
  /** How soon a sweep on its way is asked about again (10 s). */
  sweepRetryMs?: number;
  /** How often subscriptions at the end of their period are looked for, to renew or end (60 s in production, 1 s in development). */
  renewalSweepMs?: number;
  logError?: (error: unknown) => void;
}

/**
 * Production's receipt keys, checked before anything starts: a deployment without them would sign with
 * keys nobody configured (or none), so it refuses to start and names the settings.
 */
function configuredReceiptKeys(environment: Environment, settings: ReceiptSettings | undefined): ReceiptKeys | null {
  if (settings) return receiptKeysFrom(settings);
  if (environment === 'production') {
    throw new Error(
      'NODE_ENV=production needs RECEIPT_SIGNING_KEYS and RECEIPT_SUPPORTER_SECRET (or their _FILE forms): ' +
        'the key that signs receipts and the secret behind supporters’ identifiers. `npm run receipt-key` ' +
        'makes both; docs/api-reference-server.md says how to rotate them.',
    );
  }
  return null;
}

/** Opens (and migrates) the database and builds what the routes reach. */
export async function createServerContext(options: ServerOptions): Promise<ServerContext> {
  const environment = options.environment ?? environmentOf();
  // Settings are read before the database is opened: a bad one stops the start with nothing to undo.
  const trustedProxies = parseTrustedProxies(options.trustProxy);
  const gatewayFor = chooseGateway({
    environment,
    chainGateway: options.chainGateway,
    settleMs: options.settleMs,
  });
  const withdrawalMinimumCents = options.withdrawalMinimumCents ?? 500;
  // Below a dollar, a withdrawal's own cost on the chain would be a large part of it (API.md's floor).
  if (!Number.isSafeInteger(withdrawalMinimumCents) || withdrawalMinimumCents < 100) {
    throw new Error(
      `WITHDRAWAL_MINIMUM_USD: the withdrawal minimum must be at least $1 in whole cents, not ${withdrawalMinimumCents} cents.`,
    );
  }
  const configuredKeys = configuredReceiptKeys(environment, options.receipts);
  const logError = options.logError ?? ((error: unknown) => console.error(error));
  logSigningTroubleTo(logError);
  const store = await openStore(options.database, { logError, poolSize: options.poolSize });
  // PostgreSQL's connections each make the money calls' functions when they open (postgres-money.ts).
  const sql = sqlDb(store, { session: MONEY_FUNCTIONS });
  let receipts: ReceiptKeys;
  try {
    receipts = configuredKeys ?? (await developmentReceiptKeys(sql));
  } catch (error) {
    await store.close();
    throw error;
  }
  const webhookPolicy: WebhookPolicy = {
    httpsOnly: environment === 'production',
    publicOnly: environment === 'production',
    resolve: options.webhookResolver ?? systemResolver,
  };
  const webhookTimeoutMs = options.webhookTimeoutMs ?? 10_000;
  const { gateway, devDeposit } = gatewayFor(sql);
  const perMinute = options.authPerMinute ?? 10;
  // Three lanes (job-lanes.ts): the money and the chain's watch; webhook deliveries, which wait on
  // creators' servers; crypto tip intents, which anyone can open.
  const jobs = createJobLanes(
    sql,
    [
      {
        [SETTLE_WITHDRAWAL]: settleWithdrawalJob(
          sql,
          gateway,
          {
            deadlineMs: options.withdrawalDeadlineMs ?? (environment === 'production' ? DAY_MS : 10 * 60_000),
            retryMs: options.settlementRetryMs ?? 10_000,
          },
          logError,
        ),
        [WATCH_DEPOSITS]: watchDepositsJob(sql, gateway, {
          everyMs: options.depositWatchMs ?? (environment === 'production' ? 15_000 : 2_000),
        }),
        [SWEEP_DEPOSITS]: sweepDepositsJob(gateway, { retryMs: options.sweepRetryMs ?? 10_000 }),
        [ROLL_UP_BALANCES]: rollUpBalancesJob(sql, { everyMs: options.rollUpMs ?? 1000 }),
        [RENEWAL_SWEEP]: renewalSweepJob(sql, {
          everyMs: options.renewalSweepMs ?? (environment === 'production' ? 60_000 : 1_000),
          poke: () => jobs.poke(),
        }),
        [RENEW_SUBSCRIPTION]: renewSubscriptionJob(sql, receipts, () => jobs.poke()),
      },
      {
        [DELIVER_WEBHOOK]: deliverWebhookJob(sql, {
          receipts,
          policy: webhookPolicy,
          send: (url, body, headers, policy) => sendWebhook(url, body, headers, policy, webhookTimeoutMs),
          retryMs: options.webhookRetryMs ?? 30_000,
          maxRetryMs: 60 * 60_000,
          giveUpMs: options.webhookGiveUpMs ?? DAY_MS,
        }),
      },
      { [WATCH_TIP_INTENT]: watchTipIntentJob(sql, gateway) },
    ],
    {
      leaseMs: options.jobLeaseMs ?? (environment === 'production' ? 30_000 : 5_000),
      pollMs: options.jobPollMs ?? 1000,
      logError,
    },
  );
  const uploadsDir =
    options.uploadsDir ??
    (options.database === ':memory:' || isPostgresUrl(options.database)
      ? join(tmpdir(), `cuppa-uploads-${process.pid}`)
      : join(options.database, '..', 'uploads'));
  let markReady = () => {};
  const whenReady = new Promise<void>((resolve) => (markReady = resolve));
  const context: ServerContext = {
    environment,
    sql,
    money:
      store.engine === 'postgres'
        ? postgresMoneyCalls(sql, { rounds: options.moneyRounds })
        : typescriptMoneyCalls(sql),
    gateway,
    product: options.product ?? 'cuppa',
    uploadsDir,
    publicUrl: options.publicUrl.replace(/\/+$/, ''),
    trustedProxies,
    signInLimiter: createRateLimiter(sql, 'sign-in', perMinute, 60_000),
    // API.md: 20 failed sign-ins an hour per account, whatever the IP (a guess spread over many addresses).
    accountSignInLimiter: createRateLimiter(
      sql,
      'sign-in-account',
      20,
      3_600_000,
      Date.now,
      'Too many failed sign-ins to this account: try again in an hour',
    ),
    signUpLimiter: createRateLimiter(sql, 'sign-up', perMinute, 60_000),
    passwordCheckLimiter: createRateLimiter(sql, 'password-check', perMinute, 60_000),
    // A reader's tip widget asks every few seconds; a few readers may share an IP.
    tipStatusLimiter: createRateLimiter(sql, 'solana-tip', 120, 60_000),
    tipIntentLimiter: createRateLimiter(sql, 'solana-tip-intent', 30, 60_000),
    // Pricing a withdrawal asks the chain's RPC node two or three times, on the operator's quota; the app
    // asks once for the quote and once for the withdrawal each time the member sends the form.
    withdrawalPriceLimiter: createRateLimiter(sql, 'withdrawal-price', 30, 60_000),
    passwords: createPasswordHasher(options.passwordParams),
    ready: false,
    whenReady,
    markReady() {
      this.ready = true;
      markReady();
    },
    devDeposit,
    withdrawalMinimumCents,
    jobs,
    receipts,
    webhookPolicy,
    logError,
    closeDatabase: () => store.close(),
  };
  return context;
}
