import { solanaGatewayFromEnv } from './chain/solana';
import { startApi } from './start-api';

const port = Number(process.env.PORT ?? 8787);
const database = process.env.DATABASE ?? 'data/cuppa.db';

/** A positive number from the environment, or undefined when unset; anything else stops the start. */
function numberFrom(name: string): number | undefined {
  const text = process.env[name];
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${text}".`);
  return value;
}

try {
  const deadlineSeconds = numberFrom('WITHDRAWAL_DEADLINE_SECONDS');
  const api = await startApi({
    port,
    host: process.env.HOST ?? '127.0.0.1',
    database,
    // Members' uploaded pictures; instances behind one load balancer need one shared folder (docs/database.md).
    uploadsDir: process.env.UPLOADS_DIR || undefined,
    authPerMinute: numberFrom('AUTH_RATE_PER_MINUTE'),
    // PostgreSQL connections this instance keeps (10; docs/database.md, 'Running several instances').
    poolSize: numberFrom('DATABASE_POOL_SIZE'),
    withdrawalDeadlineMs: deadlineSeconds === undefined ? undefined : deadlineSeconds * 1000,
    // The development chain's confirmation time (500 ms); the crash test makes it long.
    settleMs: numberFrom('DEV_CHAIN_SETTLE_MS'),
    // Real money through Solana once an RPC is configured (docs/solana-gateway.md); a bad setting stops the start.
    chainGateway: process.env.SOLANA_RPC_URL ? solanaGatewayFromEnv() : undefined,
  });
  console.log(`Cuppa API listening on ${api.apiBase} (database: ${database})`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void api.close().then(() => process.exit(0)));
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
