import type { PasswordHasher } from './auth/passwords';
import type { ChainGateway } from './chain/chain-gateway';
import type { Environment } from './environment';
import type { SqlDb } from './db/sql';
import type { RateLimiter } from './http/rate-limit';
import type { TrustedProxies } from './http/trusted-proxies';
import type { JobRunner } from './jobs/job-runner';
import type { MoneyCalls } from './ledger/money-calls';
import type { EmbedRow } from './rows/embeds';
import type { ReceiptKeys } from './services/receipts/receipt-keys';
import type { WebhookPolicy } from './services/webhooks/webhook-address';
import type { UserRow } from './rows/users';

/** What every route handler can reach (built by create-server-context.ts). */
export interface ServerContext {
  /** Development seeds demo data and runs the development chain; production does neither. */
  environment: Environment;
  /** The database, SQLite or PostgreSQL, through the queries that work on both (server/db/sql.ts). */
  sql: SqlDb;
  /** The calls that pay a creator, run as the engine runs them best (ledger/money-calls.ts). */
  money: MoneyCalls;
  gateway: ChainGateway;
  product: string;
  uploadsDir: string;
  /** The API's own origin as clients reach it, for the URLs of uploaded and demo images. */
  publicUrl: string;
  /** The proxies whose X-Forwarded-For is believed (server/http/client-ip.ts). */
  trustedProxies: TrustedProxies;
  signInLimiter: RateLimiter;
  /** Failed sign-ins per account, whatever the IP: each attempt counts until it succeeds. */
  accountSignInLimiter: RateLimiter;
  signUpLimiter: RateLimiter;
  /** close-account's password check, per user: a stolen session must not be able to guess the password. */
  passwordCheckLimiter: RateLimiter;
  /** The public crypto-tip status, per client IP (120 a minute). */
  tipStatusLimiter: RateLimiter;
  /** The public crypto-tip intents, per client IP (30 a minute: one per amount a reader shows). */
  tipIntentLimiter: RateLimiter;
  /** A withdrawal priced on the chain (its quote, a new withdrawal), per member in all their sessions (30 a minute). */
  withdrawalPriceLimiter: RateLimiter;
  passwords: PasswordHasher;
  /** False until the database is migrated and seeded; requests that arrive before wait for `whenReady`. */
  ready: boolean;
  whenReady: Promise<void>;
  /** Called once by startApi, when the database is migrated and seeded. */
  markReady: () => void;
  /** The development gateway's deposit call; absent with any other gateway (then 404). */
  devDeposit: ((address: string, amountCents: number) => Promise<string>) | null;
  /** The smallest withdrawal, in cents (API.md: $5 unless configured). */
  withdrawalMinimumCents: number;
  /** Background work over the database: withdrawal settlement, deposit watching, webhook deliveries, the balances' roll-up (server/jobs/). */
  jobs: JobRunner;
  /** The keys that sign receipts and the secret behind supporters' identifiers (services/receipts/). */
  receipts: ReceiptKeys;
  /** Where webhook endpoints may be: https and public addresses only in production. */
  webhookPolicy: WebhookPolicy;
  logError: (error: unknown) => void;
  /** Closes the database (its connection, or PostgreSQL's pool). */
  closeDatabase: () => Promise<void>;
}

/** Who is calling: a full session, or an embed token scoped to one site. */
export interface Principal {
  user: UserRow;
  tokenId: number;
  embed: EmbedRow | null;
}

export interface ServerEnv {
  Variables: { ctx: ServerContext; principal: Principal | null };
}
