import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { startApi } from '../server/start-api';

/** `npm run dev`: the API and the app's Vite dev server with hot reload. */
const apiPort = Number(process.env.CUPPA_API_PORT ?? 8787);
process.env.CUPPA_API_PORT = String(apiPort);

try {
  const api = await startApi({ port: apiPort, database: process.env.DATABASE ?? 'data/cuppa.db' });
  const vite = await createServer({ configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)) });
  await vite.listen();
  console.log(`\n  API  ${api.apiBase}`);
  vite.printUrls();
  const stop = () => void Promise.all([api.close(), vite.close()]).then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
