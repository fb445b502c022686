import { existsSync } from 'node:fs';
import { startStack } from './stack';

/** `npm start`: everything a newcomer needs to see the product, with the URLs printed. */
const port = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`${name} must be a port number, got "${process.env[name]}".`);
    process.exit(1);
  }
  return value;
};

if (!existsSync(new URL('../dist/app/index.html', import.meta.url))) {
  console.error('The app is not built yet: run `npm run build` (npm start does it for you).');
  process.exit(1);
}

try {
  const stack = await startStack({
    apiPort: port('CUPPA_API_PORT', 8787),
    appPort: port('CUPPA_APP_PORT', 5173),
    database: process.env.DATABASE ?? 'data/cuppa.db',
  });
  console.log(`
  Cuppa is running.

    App        ${stack.appUrl}
    API        ${stack.apiBase}
    Widgets    ${stack.widgetsUrl}

  Demo accounts (password cuppa-demo-1): member@cuppa.test ($100), alice@cuppa.test and bob@cuppa.test
  (creators), host@cuppa.test, admin@cuppa.test.

  Press Ctrl-C to stop.
`);
  const stop = () => void stack.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
