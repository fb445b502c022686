import { quietBuild } from './build-tools/quiet-build';
import { startStack } from './servers/stack';

/** `npm start`: everything a newcomer needs to see the product, with the URLs printed. */
const port = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`${name} must be a port number, got "${process.env[name]}".`);
    process.exit(1);
  }
  return value;
};

try {
  await quietBuild();
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

const env = process.env;
// Run-time settings (README, 'Configuration'): one build deploys behind any URL.
const config = Object.fromEntries(
  Object.entries({
    apiBase: env.CUPPA_API_BASE,
    appUrl: env.CUPPA_APP_URL,
    product: env.CUPPA_PRODUCT,
    captchaSiteKey: env.CUPPA_CAPTCHA_SITE_KEY,
  }).filter(([, value]) => value),
);

try {
  const stack = await startStack({
    apiPort: port('CUPPA_API_PORT', 8787),
    appPort: port('CUPPA_APP_PORT', 5173),
    demoPort: port('CUPPA_DEMO_PORT', 5174),
    basePath: env.CUPPA_BASE_PATH || '/',
    database: env.DATABASE ?? 'data/cuppa.db',
    config,
  });
  console.log(`
  Cuppa is running.

    Demo blog  ${stack.demoUrl}   (the widgets on another site: start here)
    App        ${stack.appUrl}
    API        ${stack.apiBase}
    Widgets    ${stack.widgetsUrl}

  Demo accounts (password cuppa-demo-1): member@cuppa.test ($100), alice@cuppa.test and bob@cuppa.test
  (creators), host@cuppa.test, admin@cuppa.test.

  Press Ctrl-C to stop.
`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void stack.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
