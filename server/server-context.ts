import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDevGateway } from './chain/dev-gateway';
import type { ServerContext } from './context';
import { openDatabase } from './db/database';
import { createRateLimiter } from './http/rate-limit';

export interface ServerOptions {
  /** A file path, or ':memory:'. */
  database: string;
  publicUrl: string;
  product?: string;
  uploadsDir?: string;
  /** Sign-in and sign-up attempts per minute per IP (API.md: 10). */
  authPerMinute?: number;
  /** How long the development chain takes to settle a withdrawal. */
  settleMs?: number;
  logError?: (error: unknown) => void;
}

export function createServerContext(options: ServerOptions): ServerContext {
  const db = openDatabase(options.database);
  const gateway = createDevGateway(db, { settleMs: options.settleMs });
  const perMinute = options.authPerMinute ?? 10;
  const uploadsDir =
    options.uploadsDir ??
    (options.database === ':memory:'
      ? join(tmpdir(), `cuppa-uploads-${process.pid}`)
      : join(options.database, '..', 'uploads'));
  return {
    db,
    gateway,
    product: options.product ?? 'cuppa',
    uploadsDir,
    publicUrl: options.publicUrl.replace(/\/+$/, ''),
    signInLimiter: createRateLimiter(perMinute, 60_000),
    signUpLimiter: createRateLimiter(perMinute, 60_000),
    devDeposit: (address, amountCents) => gateway.deposit(address, amountCents),
    logError: options.logError ?? ((error) => console.error(error)),
  };
}
