import { startApi } from './start-api';

const port = Number(process.env.PORT ?? 8787);
const database = process.env.DATABASE ?? 'data/cuppa.db';

try {
  const authPerMinute = process.env.AUTH_RATE_PER_MINUTE ? Number(process.env.AUTH_RATE_PER_MINUTE) : undefined;
  const seconds = process.env.WITHDRAWAL_DEADLINE_SECONDS;
  const api = await startApi({
    port,
    host: process.env.HOST ?? '127.0.0.1',
    database,
    authPerMinute,
    withdrawalDeadlineMs: seconds ? Number(seconds) * 1000 : undefined,
    // The development chain's confirmation time (500 ms); a crash test makes it long.
    settleMs: process.env.DEV_CHAIN_SETTLE_MS ? Number(process.env.DEV_CHAIN_SETTLE_MS) : undefined,
  });
  console.log(`Cuppa API listening on ${api.apiBase} (database: ${database})`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void api.close().then(() => process.exit(0)));
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
