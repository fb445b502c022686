import { redactDatabase } from './db/redact-database';
import { apiSettingsFromEnv } from './settings';
import { startApi } from './start-api';

try {
  const settings = apiSettingsFromEnv(process.env);
  const api = await startApi(settings);
  // The database's password stays out of the log (API.md, 'Limits').
  console.log(`Cuppa API listening on ${api.apiBase} (database: ${redactDatabase(settings.database)})`);
  // Requests in flight are answered first (start-api.ts). A second signal (a process manager's SIGINT
  // after its SIGTERM, an operator's second Ctrl-C) waits for the same shutdown; one that fails says so
  // and exits non-zero, rather than as an unhandled rejection.
  const stop = () =>
    api.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Cuppa API: shutting down failed:', error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
