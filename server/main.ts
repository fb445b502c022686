import { redactDatabase } from './db/redact-database';
import { apiSettingsFromEnv } from './settings';
import { startApi } from './start-api';

try {
  const settings = apiSettingsFromEnv(process.env);
  const api = await startApi(settings);
  // The database's password stays out of the log (API.md, 'Limits').
  console.log(`Cuppa API listening on ${api.apiBase} (database: ${redactDatabase(settings.database)})`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void api.close().then(() => process.exit(0)));
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
